"""Ingest stack: the cloud ingest job (a Standard state machine over three Lambdas) and the search
bootstrap (a custom resource that creates the index and maps the function roles in the domain's
fine-grained access control on every deploy).

    Plan ─▶ Batches (Map, MaxConcurrency 4: IndexBatch, retried on transient errors, Catch ─▶
    BatchFailed) ─▶ Finish ─▶ Succeeded | IngestIncomplete (Fail)

An inline Map, not a Distributed Map: the plan passes only S3 keys of document batches (~80 bytes
each, so 256 KB holds ~3,000 batches = 75,000 documents, far above the corpora), a Standard
execution's 25,000-event history holds ~4,000 batches, and moto executes an inline Map, so the
tests run this very definition. Past those sizes, switch `Batches` to a Distributed Map with an S3
ItemReader over runs/<run id>/batches/ (the batch step needs no change)."""

from __future__ import annotations

import hashlib
import json
from typing import Any, cast

import aws_cdk as cdk
from aws_cdk import aws_iam as iam
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from aws_cdk import aws_s3 as s3
from aws_cdk import aws_stepfunctions as sfn
from constructs import Construct

from infra.config import REPO_ROOT, DalilConfig
from infra.functions import FUNCTIONS_DIR, dalil_function, function_role
from infra.nag import acknowledge
from infra.stacks.data import DataStack
from infra.stacks.workflow import WorkflowStack

INGEST_FUNCTIONS = ("ingest_plan", "ingest_batch", "ingest_finish")
SUBSTITUTIONS = {"ingest_plan": "PlanFunctionArn", "ingest_batch": "BatchFunctionArn", "ingest_finish": "FinishFunctionArn"}
TRANSIENT_ERRORS = [
    "BackendUnavailable",
    "Lambda.ServiceException",
    "Lambda.AWSLambdaException",
    "Lambda.SdkClientException",
    "Lambda.TooManyRequestsException",
]
# The bootstrap function's timeout, and how long CloudFormation waits for its answer: the function
# answers FAILED itself (exceptions, a broken layer, a watchdog before its timeout); a runtime killed
# for memory cannot, and CloudFormation's default wait would be an hour. The extra minutes cover
# Lambda's retry of a crashed asynchronous invocation (after about a minute).
BOOTSTRAP_TIMEOUT = cdk.Duration.minutes(5)
BOOTSTRAP_SERVICE_TIMEOUT = cdk.Duration.minutes(8)
MAP_CONCURRENCY = 4  # batches in flight: Bedrock's per-model TPS and the domain's bulk queue set it


def bootstrap_code_version() -> str:
    digest = hashlib.sha256()
    index_layout = REPO_ROOT / "shared" / "dalil" / "stores" / "aws" / "opensearch_index.py"
    for path in [*sorted((FUNCTIONS_DIR / "bootstrap").glob("*.py")), index_layout]:
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _invoke(function_key: str, payload: Any) -> dict[str, Any]:
    return {
        "Type": "Task",
        "Resource": "arn:aws:states:::lambda:invoke",
        "Parameters": {
            "FunctionName": "${" + SUBSTITUTIONS[function_key] + "}",
            "Payload" + (".$" if isinstance(payload, str) else ""): payload,
        },
        "ResultSelector": {"result.$": "$.Payload"},
    }


def ingest_definition() -> dict[str, Any]:
    """The ingest job's ASL (JSONPath), with `${…}` placeholders for the function ARNs."""
    # The whole input is the request (`sources`, `rebuild`, optional `batch_documents`); the run id
    # is the execution's name, so the run's files are found under runs/<execution name>/.
    plan = _invoke("ingest_plan", {"request.$": "$", "run_id.$": "$$.Execution.Name"})
    plan.update({
        "ResultPath": "$.planned",
        "Retry": [{"ErrorEquals": TRANSIENT_ERRORS, "IntervalSeconds": 5, "MaxAttempts": 2, "BackoffRate": 2.0}],
        "Next": "Batches",
    })
    batch = _invoke("ingest_batch", "$")
    batch.update({
        "OutputPath": "$.result",
        "Retry": [{"ErrorEquals": TRANSIENT_ERRORS, "IntervalSeconds": 5, "MaxAttempts": 3, "BackoffRate": 2.0}],
        "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.failure", "Next": "BatchFailed"}],
        "End": True,
    })
    finish = _invoke("ingest_finish", {"plan.$": "$.planned.result", "results.$": "$.results"})
    finish.update({
        "OutputPath": "$.result",
        "Retry": [{"ErrorEquals": TRANSIENT_ERRORS, "IntervalSeconds": 5, "MaxAttempts": 3, "BackoffRate": 2.0}],
        "Next": "Complete?",
    })
    return {
        "Comment": "Dalil ingest: plan, batches (validate, embed, write), finish (alias, removals, report)",
        "QueryLanguage": "JSONPath",
        "StartAt": "Plan",
        "States": {
            "Plan": plan,
            "Batches": {
                "Type": "Map",
                "ItemsPath": "$.planned.result.batches",
                "MaxConcurrency": MAP_CONCURRENCY,
                "ItemSelector": {
                    "key.$": "$$.Map.Item.Value.key",
                    "mode.$": "$.planned.result.mode",
                    "index.$": "$.planned.result.index",
                },
                "ItemProcessor": {
                    "ProcessorConfig": {"Mode": "INLINE"},
                    "StartAt": "IndexBatch",
                    "States": {
                        "IndexBatch": batch,
                        # A failed batch is a result, not a failed run: the finish step decides.
                        "BatchFailed": {
                            "Type": "Pass",
                            "Parameters": {"key.$": "$.key", "ok": False, "error.$": "$.failure.Error", "cause.$": "$.failure.Cause"},
                            "End": True,
                        },
                    },
                },
                "ResultPath": "$.results",
                "Next": "Finish",
            },
            "Finish": finish,
            "Complete?": {
                "Type": "Choice",
                "Choices": [{"Variable": "$.status", "StringEquals": "succeeded", "Next": "Succeeded"}],
                "Default": "IngestIncomplete",
            },
            "Succeeded": {"Type": "Succeed"},
            "IngestIncomplete": {
                "Type": "Fail",
                "Error": "IngestIncomplete",
                "Cause": "One or more batches failed; the report is at runs/<run id>/report.json in the corpus bucket (the "
                    "finish step's output).",
            },
        },
    }


def runtime_reason(config: DalilConfig) -> str:
    return f"The dalil package and its layer target CPython {config.layer_target.python_version} (see the workflow functions)."


class IngestStack(cdk.Stack):
    def __init__(
        self, scope: Construct, construct_id: str, *, config: DalilConfig, data: DataStack, workflow: WorkflowStack, **kwargs
    ) -> None:
        super().__init__(scope, construct_id, **kwargs)
        self._config = config
        self._layer = workflow.layer
        bucket = self.corpus_bucket = self._corpus_bucket(config)
        index_arns: list[str] = []
        if data.opensearch_domain_arn:
            # The HTTP paths the job calls (IAM matches the path after the domain): the index and its
            # concrete indices, bulk writes, alias reads, and the scroll a delete-by-ids lookup opens.
            domain, alias = data.opensearch_domain_arn, config.opensearch_index
            index_arns = [f"{domain}/{alias}*", f"{domain}/_bulk", f"{domain}/_alias/{alias}*", f"{domain}/_search/scroll"]
        # cdk-nag names a finding by the resource as it renders it: these are its wildcard resources.
        bucket_id = f"<{self.get_logical_id(cast(cdk.CfnElement, bucket.node.default_child))}.Arn>"
        if config.opensearch_endpoint is None:
            rendered_domain = f"arn:<AWS::Partition>:es:<AWS::Region>:<AWS::AccountId>:domain/{config.opensearch_domain_name}"
        else:
            rendered_domain = config.opensearch_domain_arn or ""
        self._wildcards = {
            f"AwsSolutions-IAM5[Resource::{bucket_id}/sources/*]":
                "The plan step reads every source under sources/ (one folder per adapter, any file names).",
            f"AwsSolutions-IAM5[Resource::{bucket_id}/runs/*]":
                "The job's own batches, plan and report live under runs/<run id>/; run ids are execution names.",
            f"AwsSolutions-IAM5[Resource::{rendered_domain}/{config.opensearch_index}*]":
                "The dalil index alias and its versioned concrete indices (<index>-v<UTC stamp>), whose names "
                "carry a build stamp.",
            f"AwsSolutions-IAM5[Resource::{rendered_domain}/_alias/{config.opensearch_index}*]":
                "Reading which concrete index the dalil alias points at (GET _alias/<index>).",
        }
        common_env = {
            "DALIL_CHUNK_TABLE": data.chunk_table.table_name,
            "DALIL_OPENSEARCH_URL": data.opensearch_endpoint,
            "DALIL_OPENSEARCH_INDEX": config.opensearch_index,
            "DALIL_EMBEDDER": config.embedder,
            "DALIL_CORPUS_BUCKET": bucket.bucket_name,
        }
        search_read = ["es:ESHttpGet", "es:ESHttpHead"]
        search_write = ["es:ESHttpGet", "es:ESHttpHead", "es:ESHttpPost", "es:ESHttpPut", "es:ESHttpDelete"]
        self.functions: dict[str, lambda_.Function] = {}
        aliases = {
            "ingest_plan": self._function("ingest_plan", memory_mb=1024, timeout_s=900, environment=common_env, statements=[
                iam.PolicyStatement(actions=["s3:ListBucket"], resources=[bucket.bucket_arn]),
                iam.PolicyStatement(actions=["s3:GetObject"], resources=[bucket.arn_for_objects("sources/*")]),
                # the run's files, among them each library's vocabulary (runs/<run id>/vocabulary/)
                iam.PolicyStatement(actions=["s3:PutObject"], resources=[bucket.arn_for_objects("runs/*")]),
                # the stored documents' hashes, and which libraries the table holds (the vocabulary's check)
                iam.PolicyStatement(actions=["dynamodb:Scan"], resources=[data.chunk_table.table_arn]),
                # Reads the alias and mapping; a build creates its new concrete index here (PUT).
                *([iam.PolicyStatement(actions=[*search_read, "es:ESHttpPut"], resources=index_arns)] if index_arns else []),
            ]),
            "ingest_batch": self._function("ingest_batch", memory_mb=1024, timeout_s=600, environment=common_env, statements=[
                iam.PolicyStatement(actions=["s3:GetObject"], resources=[bucket.arn_for_objects("runs/*")]),
                iam.PolicyStatement(actions=["dynamodb:BatchGetItem", "dynamodb:BatchWriteItem"], resources=[data.chunk_table.table_arn]),
                iam.PolicyStatement(
                    actions=["bedrock:InvokeModel"],
                    resources=[f"arn:{cdk.Aws.PARTITION}:bedrock:{cdk.Aws.REGION}::foundation-model/{config.embedding_model_id}"],
                ),
                *([iam.PolicyStatement(actions=search_write, resources=index_arns)] if index_arns else []),
            ]),
            "ingest_finish": self._function("ingest_finish", memory_mb=512, timeout_s=600, environment=common_env, statements=[
                iam.PolicyStatement(actions=["s3:GetObject", "s3:PutObject"], resources=[bucket.arn_for_objects("runs/*")]),
                # hash items, removals, and the vocabulary's items and pointer (published with the index)
                iam.PolicyStatement(actions=["dynamodb:BatchGetItem", "dynamodb:BatchWriteItem"], resources=[data.chunk_table.table_arn]),
                *([iam.PolicyStatement(actions=search_write, resources=[*index_arns, f"{data.opensearch_domain_arn}/_aliases"])]
                  if index_arns else []),
            ]),
        }
        self.state_machine = self._state_machine(aliases)
        if data.domain is not None:
            self._bootstrap(config, data, workflow)
        cdk.CfnOutput(self, "IngestStateMachineArn", value=self.state_machine.state_machine_arn)
        cdk.CfnOutput(self, "CorpusBucketName", value=bucket.bucket_name)

    def _function(self, name: str, *, memory_mb: int, timeout_s: int, environment: dict[str, str],
                  statements: list[iam.PolicyStatement]) -> lambda_.Alias:
        """The function (infra/functions.py); ingest roles also carry the search-path acknowledgments."""
        function, alias = dalil_function(
            self, name, config=self._config, layer=self._layer, memory_mb=memory_mb, timeout_s=timeout_s,
            environment={"DALIL_BACKEND": "aws", "POWERTOOLS_SERVICE_NAME": "dalil-ingest", **environment},
            statements=statements,
            role_description=f"dalil {name}: its own log group and the resources it names, nothing else",
            runtime_reason=runtime_reason(self._config),
        )
        self.functions[name] = function
        for finding, reason in self._wildcards.items():
            acknowledge(function_role(function), finding, reason)
        return alias

    def _corpus_bucket(self, config: DalilConfig) -> s3.Bucket:
        """Sources under `sources/<name>/`, ingest runs (batches, reports) under `runs/<run id>/`."""
        bucket = s3.Bucket(
            self,
            "CorpusBucket",
            encryption=s3.BucketEncryption.S3_MANAGED,
            block_public_access=s3.BlockPublicAccess.BLOCK_ALL,
            enforce_ssl=True,
            # A bad corpus upload is undone by restoring the previous object version.
            versioned=True,
            lifecycle_rules=[
                s3.LifecycleRule(id="expire-ingest-runs", prefix="runs/", expiration=cdk.Duration.days(30)),
                s3.LifecycleRule(id="expire-old-versions", noncurrent_version_expiration=cdk.Duration.days(90)),
            ],
            removal_policy=config.removal_policy,
            auto_delete_objects=False,
        )
        acknowledge(
            bucket, "AwsSolutions-S1",
            "The corpus bucket is private input written by operators and read by the ingest job; object "
            "versions keep every upload, and CloudTrail data events are the account-level audit choice. A "
            "second logging bucket per stage adds cost without a reader.",
        )
        return bucket

    def _state_machine(self, aliases: dict[str, lambda_.Alias]) -> sfn.StateMachine:
        config = self._config
        log_group = logs.LogGroup(self, "IngestLogs", retention=config.log_retention, removal_policy=config.log_removal_policy)
        role = iam.Role(self, "IngestWorkflowRole", assumed_by=iam.ServicePrincipal("states.amazonaws.com"))
        role.add_to_policy(iam.PolicyStatement(actions=["lambda:InvokeFunction"], resources=[a.function_arn for a in aliases.values()]))
        machine = sfn.StateMachine(
            self, "IngestWorkflow",
            state_machine_type=sfn.StateMachineType.STANDARD,
            definition_body=sfn.DefinitionBody.from_string(json.dumps(ingest_definition(), ensure_ascii=False)),
            definition_substitutions={SUBSTITUTIONS[name]: alias.function_arn for name, alias in aliases.items()},
            role=role,
            timeout=cdk.Duration.hours(6),
            logs=sfn.LogOptions(destination=log_group, level=sfn.LogLevel.ALL, include_execution_data=False),
            tracing_enabled=True,
        )
        acknowledge(
            role, "AwsSolutions-IAM5[Resource::*]",
            "CloudWatch Logs delivery and X-Ray actions support no resource-level permissions; AWS requires "
            "Resource '*' for Step Functions logging and tracing.",
        )
        return machine

    def _bootstrap(self, config: DalilConfig, data: DataStack, workflow: WorkflowStack) -> None:
        """The custom resource, served by a function that runs as the domain's master role."""
        log_group = logs.LogGroup(self, "BootstrapLogs", retention=config.log_retention, removal_policy=config.log_removal_policy)
        admin = data.search_admin_role
        policy = iam.Policy(self, "BootstrapPolicy", statements=[
            iam.PolicyStatement(actions=["logs:CreateLogStream", "logs:PutLogEvents"], resources=[log_group.log_group_arn]),
            iam.PolicyStatement(actions=["es:ESHttpGet", "es:ESHttpHead", "es:ESHttpPut", "es:ESHttpPost"],
                                resources=[f"{data.opensearch_domain_arn}/*"]),
        ])
        policy.attach_to_role(admin)
        function = lambda_.Function(
            self, "BootstrapFunction",
            description="dalil bootstrap: search index and fine-grained access mapping (functions/bootstrap)",
            runtime=config.lambda_runtime,
            architecture=config.lambda_architecture,
            handler="handler.handler",
            code=lambda_.Code.from_asset(str(FUNCTIONS_DIR / "bootstrap"), exclude=["__pycache__", "*.pyc"]),
            layers=[self._layer],
            role=admin,
            log_group=log_group,
            memory_size=512,
            timeout=BOOTSTRAP_TIMEOUT,
        )
        function.node.add_dependency(policy)
        readers = [function_role(workflow.retrieval).role_arn]
        writers = [function_role(f).role_arn for f in self.functions.values()]
        resource = cdk.CustomResource(
            self, "SearchBootstrap",
            service_token=function.function_arn,
            resource_type="Custom::DalilSearchBootstrap",
            service_timeout=BOOTSTRAP_SERVICE_TIMEOUT,
            properties={
                "Endpoint": data.opensearch_endpoint,
                "Index": config.opensearch_index,
                "Embedder": config.embedder,
                "Dimensions": "1024",
                "ReaderRoleArns": readers,
                "WriterRoleArns": writers,
                "ManageSecurity": "true",
                # Changes when the bootstrap's code or the index layout changes, so a deploy re-runs it.
                "CodeVersion": bootstrap_code_version(),
            },
        )
        resource.node.add_dependency(function)
        rendered_domain = f"arn:<AWS::Partition>:es:<AWS::Region>:<AWS::AccountId>:domain/{config.opensearch_domain_name}"
        acknowledge(
            policy, f"AwsSolutions-IAM5[Resource::{rendered_domain}/*]",
            "The bootstrap runs as the domain's master user: it creates the index and writes the security "
            "plugin's roles and mappings (_plugins/_security/*), so it needs the whole domain's HTTP API.",
        )
        acknowledge(function, "AwsSolutions-L1", runtime_reason(config))
