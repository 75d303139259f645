"""Data stack: DynamoDB tables (chunks, capacity, feedback, conversations), the
OpenSearch domain and the role that administers it (its fine-grained access control master).

Key names are the contract with `dalil.stores.aws` (one constant each below). Physical names: only
the domain has one (its ARN must be known to its own access policy), prefixed by the stage."""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_dynamodb as dynamodb
from aws_cdk import aws_iam as iam
from aws_cdk import aws_logs as logs
from aws_cdk import aws_opensearchservice as opensearch
from constructs import Construct

from infra.config import DalilConfig
from infra.nag import acknowledge

CHUNK_KEY = "chunk_id"
CAPACITY_KEY = "pk"  # one item per (provider, model, window); `reqs` holds the request ids
FEEDBACK_KEYS = ("pk", "sk")  # message record and its feedback items under one partition
CONVERSATION_KEY = "conversation_id"
TTL_ATTRIBUTE = "ttl"


class DataStack(cdk.Stack):
    def __init__(self, scope: Construct, construct_id: str, *, config: DalilConfig, **kwargs) -> None:
        super().__init__(scope, construct_id, **kwargs)

        def table(name: str, partition: str, sort: str | None = None, ttl: bool = False) -> dynamodb.Table:
            return dynamodb.Table(
                self,
                name,
                partition_key=dynamodb.Attribute(name=partition, type=dynamodb.AttributeType.STRING),
                sort_key=dynamodb.Attribute(name=sort, type=dynamodb.AttributeType.STRING) if sort else None,
                billing_mode=dynamodb.BillingMode.PAY_PER_REQUEST,
                point_in_time_recovery_specification=dynamodb.PointInTimeRecoverySpecification(
                    point_in_time_recovery_enabled=True
                ),
                encryption=dynamodb.TableEncryption.AWS_MANAGED,
                time_to_live_attribute=TTL_ATTRIBUTE if ttl else None,
                removal_policy=config.removal_policy,
            )

        self.chunk_table = table("ChunkTable", CHUNK_KEY)
        self.capacity_table = table("CapacityTable", CAPACITY_KEY, ttl=True)
        self.feedback_table = table("FeedbackTable", *FEEDBACK_KEYS)
        self.conversation_table = table("ConversationTable", CONVERSATION_KEY, ttl=True)
        # The master user of the domain's fine-grained access control: an IAM role (not an internal
        # user with a password), used by the bootstrap custom resource to create the index and map
        # the function roles, and assumable by the account's administrators as break-glass access.
        self.search_admin_role = iam.Role(
            self,
            "SearchAdminRole",
            assumed_by=iam.CompositePrincipal(iam.ServicePrincipal("lambda.amazonaws.com"), iam.AccountRootPrincipal()),
            description="dalil: master user of the search domain's fine-grained access control (bootstrap, break-glass)",
        )

        self.domain: opensearch.Domain | None = None  # None when an existing endpoint is configured
        self.opensearch_endpoint: str
        self.opensearch_domain_arn: str | None
        if config.opensearch_endpoint:
            self.opensearch_endpoint = config.opensearch_endpoint
            self.opensearch_domain_arn = config.opensearch_domain_arn
        else:
            domain = self._domain(config)
            self.domain = domain
            self.opensearch_endpoint = f"https://{domain.domain_endpoint}"
            self.opensearch_domain_arn = domain_arn(self, config.opensearch_domain_name)

        cdk.CfnOutput(self, "ChunkTableName", value=self.chunk_table.table_name)

        cdk.CfnOutput(self, "OpenSearchEndpoint", value=self.opensearch_endpoint)

    def _domain(self, config: DalilConfig) -> opensearch.Domain:
        slow_logs = logs.LogGroup(
            self, "OpenSearchLogs", retention=config.log_retention,
            removal_policy=config.log_removal_policy,
        )
        zone_aware = config.opensearch_data_nodes >= 2
        domain = opensearch.Domain(
            self,
            "Search",
            domain_name=config.opensearch_domain_name,
            version=opensearch.EngineVersion.OPENSEARCH_2_19,
            capacity=opensearch.CapacityConfig(
                data_nodes=config.opensearch_data_nodes,
                data_node_instance_type=config.opensearch_instance_type,
                multi_az_with_standby_enabled=False,
            ),
            zone_awareness=opensearch.ZoneAwarenessConfig(enabled=True, availability_zone_count=2) if zone_aware else None,
            ebs=opensearch.EbsOptions(volume_size=config.opensearch_volume_gb, volume_type=cdk.aws_ec2.EbsDeviceVolumeType.GP3),
            encryption_at_rest=opensearch.EncryptionAtRestOptions(enabled=True),
            node_to_node_encryption=True,
            enforce_https=True,
            tls_security_policy=opensearch.TLSSecurityPolicy.TLS_1_2,
            # Fine-grained access control with an IAM master role; the bootstrap custom resource (ingest
            # stack) creates the index and maps the function roles to OpenSearch roles on every deploy.
            fine_grained_access_control=opensearch.AdvancedSecurityOptions(master_user_arn=self.search_admin_role.role_arn),
            logging=opensearch.LoggingOptions(
                slow_search_log_enabled=True,
                slow_search_log_group=slow_logs,
                slow_index_log_enabled=True,
                slow_index_log_group=slow_logs,
                app_log_enabled=True,
                app_log_group=slow_logs,
            ),
            # The log group's resource policy is written natively below, not by a custom-resource Lambda.
            suppress_logs_resource_policy=True,
            removal_policy=config.removal_policy,
        )
        log_policy = logs.ResourcePolicy(
            self,
            "OpenSearchLogsPolicy",
            policy_statements=[
                iam.PolicyStatement(
                    principals=[iam.ServicePrincipal("es.amazonaws.com")],
                    actions=["logs:CreateLogStream", "logs:PutLogEvents"],
                    resources=[slow_logs.log_group_arn],
                    conditions={"StringEquals": {"aws:SourceAccount": self.account}},
                )
            ],
        )
        # The domain starts publishing logs as soon as it is created: without the policy in place
        # first, CloudFormation can race and the domain fails with "insufficient permissions".
        domain.node.add_dependency(log_policy)
        # Requests must be signed by a principal of this account (IAM decides which, per function);
        # fine-grained access control then applies OpenSearch roles. Never anonymous. Written on the
        # CloudFormation resource itself (CDK's `access_policies` would add a custom-resource Lambda);
        # the ARN is built from the fixed domain name because a resource cannot reference itself.
        cfn_domain: opensearch.CfnDomain = domain.node.default_child  # type: ignore[assignment]
        cfn_domain.access_policies = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"AWS": f"arn:{self.partition}:iam::{self.account}:root"},
                    "Action": "es:ESHttp*",
                    "Resource": domain_arn(self, config.opensearch_domain_name) + "/*",
                }
            ],
        }
        acknowledge(
            domain, "AwsSolutions-OS1",
            "The Lambdas run outside a VPC (no NAT cost, faster cold starts); every request is SigV4-signed "
            "and checked by IAM and fine-grained access control, and the corpus is public text.",
        )
        acknowledge(
            domain, "AwsSolutions-OS3",
            "Access is restricted by IAM identity policies on each function role plus fine-grained access "
            "control, not by IP: Lambda has no fixed source IP outside a VPC.",
        )
        acknowledge(
            domain, "AwsSolutions-OS4",
            "A two-node search domain for a read-mostly index; dedicated masters would triple the cost. "
            "Enable them with more data nodes.",
        )
        acknowledge(
            domain, "AwsSolutions-OS7",
            "Zone awareness is enabled whenever the domain has two or more data nodes (the default); a "
            "one-node development domain cannot have it.",
        )
        return domain



def domain_arn(stack: cdk.Stack, domain_name: str) -> str:
    """The domain's ARN from its name, in the stack's own partition, region and account."""
    return stack.format_arn(service="es", resource="domain", resource_name=domain_name)
