"""Workflow stack: the dalil layer, the four Lambdas, the provider-keys secret and the Express state machine.

Least privilege: every function has its own role naming only its own resources (no managed policies);
the state machine may invoke the three step functions, nothing else (capacity is reserved
inside the generation step)."""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_iam as iam
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from aws_cdk import aws_secretsmanager as secretsmanager
from aws_cdk import aws_stepfunctions as sfn
from constructs import Construct

from dalil.workflow.state_machine import build_definition, to_json
from infra.config import DalilConfig
from infra.functions import dalil_function, function_role
from infra.layer import layer_code
from infra.nag import acknowledge
from infra.stacks.data import DataStack, domain_arn


class WorkflowStack(cdk.Stack):
    def __init__(self, scope: Construct, construct_id: str, *, config: DalilConfig, data: DataStack, **kwargs) -> None:
        super().__init__(scope, construct_id, **kwargs)
        self._config = config
        self.functions: dict[str, lambda_.Function] = {}  # by name; callers use the `live` aliases
        self.layer = lambda_.LayerVersion(
            self,
            "DalilLayer",
            code=layer_code(config.layer_dir, config.layer_target),
            compatible_runtimes=[config.lambda_runtime],
            compatible_architectures=[config.lambda_architecture],
            description=f"dalil package and its pinned runtime dependencies ({config.layer_target.description})",
        )
        self.provider_secret = secretsmanager.Secret(
            self,
            "ProviderKeys",
            description="Dalil provider API keys as JSON: {\"GEMINI_API_KEY\": \"...\", \"OPENROUTER_API_KEY\": \"...\"}",
            # Created with empty keys; operators put the real values (they never pass through CloudFormation).
            generate_secret_string=secretsmanager.SecretStringGenerator(
                secret_string_template='{"GEMINI_API_KEY": "", "OPENROUTER_API_KEY": ""}',
                generate_string_key="unused",
            ),
        )
        acknowledge(
            self.provider_secret,
            "AwsSolutions-SMG4",
            "Third-party API keys (Gemini, OpenRouter) can only be rotated in the providers' consoles; there is no rotation API to call.",
        )

        region, partition = cdk.Aws.REGION, cdk.Aws.PARTITION
        search_resources: list[str] = []
        if config.opensearch_endpoint is None:  # the domain of the data stack, addressed by its fixed name
            search_domain_arn: str | None = domain_arn(self, config.opensearch_domain_name)
            # cdk-nag prints pseudo parameters this way in a finding's id.
            rendered_domain_arn: str | None = f"arn:<AWS::Partition>:es:<AWS::Region>:<AWS::AccountId>:domain/{config.opensearch_domain_name}"
        else:  # an existing endpoint: IAM grants only when its domain ARN is given
            search_domain_arn = rendered_domain_arn = config.opensearch_domain_arn
        if search_domain_arn:
            search_resources = [f"{search_domain_arn}/{config.opensearch_index}*", f"{search_domain_arn}/_msearch"]

        self.retrieval = self._function(
            "retrieval",
            memory_mb=1024,
            timeout_s=15,
            environment={
                "DALIL_CHUNK_TABLE": data.chunk_table.table_name,
                "DALIL_CONVERSATION_TABLE": data.conversation_table.table_name,
                "DALIL_OPENSEARCH_URL": data.opensearch_endpoint,
                "DALIL_OPENSEARCH_INDEX": config.opensearch_index,
                "DALIL_EMBEDDER": config.embedder,
            },
            statements=[
                # Hydration is BatchGetItem only, and so is reading the index's vocabulary (the
                # `#vocab#` items the ingest finish writes, stores/aws/dynamo_vocabulary.py); a
                # follow-up reads its conversation (GetItem).
                iam.PolicyStatement(actions=["dynamodb:BatchGetItem"], resources=[data.chunk_table.table_arn]),
                iam.PolicyStatement(actions=["dynamodb:GetItem"], resources=[data.conversation_table.table_arn]),
                iam.PolicyStatement(
                    actions=["bedrock:InvokeModel"],
                    resources=[f"arn:{partition}:bedrock:{region}::foundation-model/{config.embedding_model_id}"],
                ),
                # One POST /_msearch per question; the index pattern too, because the service
                # authorizes the indices an _msearch body names.
                *([iam.PolicyStatement(actions=["es:ESHttpPost"], resources=search_resources)] if search_resources else []),
            ],
        )
        if search_resources:
            acknowledge(
                function_role(self.retrieval),
                f"AwsSolutions-IAM5[Resource::{rendered_domain_arn}/{config.opensearch_index}*]",
                "Search is allowed on the dalil index and its versioned aliases (dalil-chunks, dalil-chunks-v2, ...) and on _msearch only.",
            )
        self.generation = self._function(
            "generation",
            memory_mb=512,
            timeout_s=22,
            environment={
                "DALIL_CAPACITY_TABLE": data.capacity_table.table_name,
                "DALIL_PROVIDER_SECRET_NAME": self.provider_secret.secret_arn,
            },
            statements=[
                # Each attempt reads the day shards (BatchGetItem), reserves (TransactWriteItems: PutItem
                # of its ledger + UpdateItem of a minute shard), then reads its ledger (GetItem) and
                # reconciles (TransactWriteItems of UpdateItems: ledger + day or minute shard).
                iam.PolicyStatement(
                    actions=["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:UpdateItem", "dynamodb:PutItem"],
                    resources=[data.capacity_table.table_arn],
                ),
                iam.PolicyStatement(actions=["secretsmanager:GetSecretValue"], resources=[self.provider_secret.secret_arn]),
            ],
        )
        self.validation = self._function(
            "validation",
            memory_mb=512,
            timeout_s=10,
            environment={
                "DALIL_FEEDBACK_TABLE": data.feedback_table.table_name,
                "DALIL_CONVERSATION_TABLE": data.conversation_table.table_name,
                "DALIL_CHUNK_TABLE": data.chunk_table.table_name,
            },
            statements=[
                # The corpus's names for the claim checks: the `#names#` items the ingest finish
                # writes in the chunk table (stores/aws/dynamo_claim_names.py), read by key
                # (BatchGetItem) at init. Source cards come from the chunk records the workflow
                # state carries; the finished message is recorded for feedback (PutItem) and
                # appended to the conversation for its next turn (UpdateItem). Calls recorded by tests/deployed.
                iam.PolicyStatement(actions=["dynamodb:BatchGetItem"], resources=[data.chunk_table.table_arn]),
                iam.PolicyStatement(actions=["dynamodb:PutItem"], resources=[data.feedback_table.table_arn]),
                iam.PolicyStatement(actions=["dynamodb:UpdateItem"], resources=[data.conversation_table.table_arn]),
            ],
        )

        self.state_machine = self._state_machine(data)

        self.api_function = self._function(
            "api",
            memory_mb=512,
            timeout_s=29,  # API Gateway's integration limit
            environment={
                "DALIL_STATE_MACHINE_ARN": self.state_machine.state_machine_arn,
                "DALIL_FEEDBACK_TABLE": data.feedback_table.table_name,
                # /ask refuses a follow-up on an unknown or expired conversation before the run (404).
                "DALIL_CONVERSATION_TABLE": data.conversation_table.table_name,
                "DALIL_CORS_ORIGIN": config.cors_origin,
                # further sites only where a stage names them (an optional setting, not a declared one)
                **({"DALIL_CORS_ORIGINS": ",".join(config.cors_origins)} if config.cors_origins else {}),
            },
            statements=[
                iam.PolicyStatement(actions=["states:StartSyncExecution"], resources=[self.state_machine.state_machine_arn]),
                # /feedback: one transaction checks the message exists (ConditionCheckItem) and puts the
                # vote (PutItem). Calls recorded by tests/deployed.
                iam.PolicyStatement(actions=["dynamodb:PutItem", "dynamodb:ConditionCheckItem"], resources=[data.feedback_table.table_arn]),
                iam.PolicyStatement(actions=["dynamodb:GetItem"], resources=[data.conversation_table.table_arn]),
            ],
        )

    def _function(
        self, name: str, *, memory_mb: int, timeout_s: int, environment: dict[str, str], statements: list[iam.PolicyStatement]
    ) -> lambda_.Alias:
        """The function (infra/functions.py) with the environment every workflow function shares."""
        config = self._config
        function, alias = dalil_function(
            self,
            name,
            config=config,
            layer=self.layer,
            memory_mb=memory_mb,
            timeout_s=timeout_s,
            environment={
                "DALIL_BACKEND": "aws",
                "DALIL_SITE_SEARCH_URL": config.site_search_url,
                "POWERTOOLS_SERVICE_NAME": f"dalil-{name}",
                "POWERTOOLS_METRICS_NAMESPACE": config.metrics_namespace,
                **config.ops_environment,  # settings ops own (capacity, providers, critic, TTL), from context
                **environment,
            },
            statements=statements,
            role_description=f"dalil {name} function: its own log group and the resources it names, nothing else",
            runtime_reason=(
                "The dalil package targets CPython 3.11 (pyproject requires-python <3.12) and its layer is built for it; "
                "moving runtimes is a tested project change, not a deploy setting."
                if config.layer_target.is_default
                else f"The dalil layer is built and locked for CPython {config.layer_target.python_version}, the runtime "
                "dalil:pythonVersion chose (docs/DEPLOY.md, runtime and architecture)."
            ),
        )
        self.functions[name] = function
        return alias

    def _state_machine(self, data: DataStack) -> sfn.StateMachine:
        config = self._config
        log_group = logs.LogGroup(
            self,
            "WorkflowLogs",
            # The vendedlogs prefix keeps CloudWatch's resource-policy size limit out of the way.
            log_group_name=f"/aws/vendedlogs/states/{self.stack_name}-workflow",
            retention=config.log_retention,
            removal_policy=config.log_removal_policy,  # a kept log group of this fixed name blocks the next deploy
        )
        role = iam.Role(self, "WorkflowRole", assumed_by=iam.ServicePrincipal("states.amazonaws.com"))
        role.add_to_policy(
            iam.PolicyStatement(
                actions=["lambda:InvokeFunction"],
                resources=[self.retrieval.function_arn, self.generation.function_arn, self.validation.function_arn],
            )
        )
        # Capacity is reserved inside the generation step (Python, the CapacityStore): the machine
        # itself touches no table.
        machine = sfn.StateMachine(
            self,
            "Workflow",
            state_machine_type=sfn.StateMachineType.EXPRESS,
            definition_body=sfn.DefinitionBody.from_string(to_json(build_definition())),
            definition_substitutions={
                "RetrievalFunctionArn": self.retrieval.function_arn,
                "GenerationFunctionArn": self.generation.function_arn,
                "ValidationFunctionArn": self.validation.function_arn,
            },
            role=role,
            # Level ALL for every transition; execution data (the question) stays out of the logs.
            logs=sfn.LogOptions(destination=log_group, level=sfn.LogLevel.ALL, include_execution_data=False),
            tracing_enabled=True,
        )
        acknowledge(
            role,
            "AwsSolutions-IAM5[Resource::*]",
            "CloudWatch Logs delivery (logs:CreateLogDelivery, ...) and X-Ray tracing actions support no resource-level permissions; AWS requires Resource '*' for Step Functions logging and tracing.",
        )
        cdk.CfnOutput(self, "StateMachineArn", value=machine.state_machine_arn)
        return machine

