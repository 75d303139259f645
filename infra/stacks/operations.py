"""Operations stack: one SNS topic every alarm notifies, and one dashboard.

Alarms (each named `<prefix>-<what>` so two stages never share one):
- API: 5XX rate (Average of 5XXError is the share of requests that ended in a 5xx) and p90 latency;
- workflow: failed and timed-out executions of the answer workflow, failed ingest runs;
- every function: errors and throttles;
- OpenSearch (when this stage owns the domain): cluster red, free storage, JVM memory pressure;
- DynamoDB: read/write throttle events per table (the capacity table is the hot one);
- the `quota` state rate: the share of answered requests that ended in `quota` (the API function's
  `State_<state>` metrics, namespace `Dalil` or the stage's, e.g. `DalilProd`), once a window has enough requests to mean something.
"""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_cloudwatch as cloudwatch
from aws_cdk import aws_cloudwatch_actions as actions
from aws_cdk import aws_iam as iam
from aws_cdk import aws_sns as sns
from aws_cdk import aws_sns_subscriptions as subscriptions
from constructs import Construct

from infra.config import DalilConfig
from infra.nag import acknowledge

API_SERVICE = "dalil-api"  # the API handler's service dimension: one State_<state> per response
STATES = ("answer", "sources", "search", "quota")
FIVE_MINUTES = cdk.Duration.minutes(5)
QUOTA_MIN_REQUESTS = 20  # below this many responses in a window the quota share is not judged


class OperationsStack(cdk.Stack):
    def __init__(self, scope: Construct, construct_id: str, *, config: DalilConfig, data, workflow, api, ingest, **kwargs) -> None:
        super().__init__(scope, construct_id, **kwargs)
        self._config = config
        self.topic = sns.Topic(self, "AlarmTopic", display_name=f"{config.name_prefix} alarms", enforce_ssl=True)
        acknowledge(
            self.topic, "AwsSolutions-SNS2",
            "CloudWatch alarms cannot publish to a topic encrypted with the AWS-managed SNS key; alarm "
            "messages carry only metric names and thresholds, not worth a customer-managed key per stage.",
        )
        # CloudWatch publishes an alarm's notification as the service itself: without this Allow the
        # topic policy (only the SecureTransport Deny that `enforce_ssl` writes) gives it no right to,
        # and CDK's SnsAction adds none. Only alarms of this account named with the stage's prefix may use it.
        self.topic.add_to_resource_policy(iam.PolicyStatement(
            sid="AllowThisStagesAlarmsToPublish",
            effect=iam.Effect.ALLOW,
            principals=[iam.ServicePrincipal("cloudwatch.amazonaws.com")],
            actions=["sns:Publish"],
            resources=[self.topic.topic_arn],
            conditions={
                "StringEquals": {"aws:SourceAccount": self.account},
                "ArnLike": {"aws:SourceArn": self.alarm_arn_pattern()},
            },
        ))
        if config.alarm_email:
            self.topic.add_subscription(subscriptions.EmailSubscription(config.alarm_email))
        self.alarms: dict[str, cloudwatch.Alarm] = {}

        rest_api = api.api
        self._alarm(
            "Api5xxRate",
            rest_api.metric_server_error(statistic="Average", period=FIVE_MINUTES),
            threshold=config.api_5xx_rate_percent / 100,
            evaluation_periods=2,
            description=f"More than {config.api_5xx_rate_percent}% of API requests ended in a 5xx (two 5-minute windows).",
        )
        self._alarm(
            "ApiLatencyP90",
            rest_api.metric_latency(statistic="p90", period=FIVE_MINUTES),
            threshold=config.api_p90_latency_ms,
            evaluation_periods=3,
            description=f"p90 API latency above {config.api_p90_latency_ms} ms for 15 minutes (the gateway stops at 29 s).",
        )
        machine = workflow.state_machine
        self._alarm("WorkflowFailed", machine.metric_failed(period=FIVE_MINUTES), threshold=1,
                    description="An answer workflow execution FAILED (the API answered 502). Client errors are refused before a run "
                        "starts and a request's own fault in retrieval ends in a safe state, so this is an outage of what "
                        "retrieval reads (search domain, chunk table, Bedrock), a bug or a missing permission: the API "
                        "function's log has the execution's error and cause.")
        self._alarm("WorkflowTimedOut", machine.metric_timed_out(period=FIVE_MINUTES), threshold=3,
                    description="Three or more answer workflow executions TIMED_OUT in 5 minutes (the API answered 504).")
        self._alarm("IngestFailed", ingest.state_machine.metric_failed(period=FIVE_MINUTES), threshold=1,
                    description="An ingest run failed: read its report under runs/<run id>/report.json in the corpus bucket.")
        for name, function in {**workflow.functions, **ingest.functions}.items():
            title = name.replace("_", " ").title().replace(" ", "")
            self._alarm(f"{title}Errors", function.metric_errors(period=FIVE_MINUTES), threshold=5,
                        description=f"The {name} function raised 5 or more errors in 5 minutes.")
            self._alarm(f"{title}Throttles", function.metric_throttles(period=FIVE_MINUTES), threshold=1,
                        description=f"The {name} function was throttled (account or reserved concurrency exhausted).")
        if data.domain is not None:
            domain = data.domain
            self._alarm("SearchClusterRed", domain.metric_cluster_status_red(period=cdk.Duration.minutes(1)), threshold=1,
                        description="The search cluster is red: at least one primary shard is unassigned; searches fail.")
            # FreeStorageSpace is in MB, per node (Minimum: the fullest node).
            free_mb = int(config.opensearch_volume_gb * 1024 * 0.25)
            self._alarm("SearchFreeStorage", domain.metric_free_storage_space(statistic="Minimum", period=FIVE_MINUTES),
                        threshold=free_mb, comparison=cloudwatch.ComparisonOperator.LESS_THAN_OR_EQUAL_TO_THRESHOLD,
                        description=f"A search node has 25% ({free_mb} MB) or less free storage; at 15% OpenSearch stops allocating "
                            f"shards.")
            self._alarm("SearchJvmPressure", domain.metric_jvm_memory_pressure(statistic="Maximum", period=FIVE_MINUTES),
                        threshold=85, evaluation_periods=3,
                        description="JVM memory pressure above 85% for 15 minutes: the k-NN graphs or the heap are too big for the nodes.")
        for title, table in {
            "Chunk": data.chunk_table, "Capacity": data.capacity_table,
            "Feedback": data.feedback_table, "Conversation": data.conversation_table,
        }.items():
            throttles = cloudwatch.MathExpression(
                expression="FILL(r, 0) + FILL(w, 0)",
                using_metrics={
                    "r": table.metric("ReadThrottleEvents", statistic="Sum", period=FIVE_MINUTES),
                    "w": table.metric("WriteThrottleEvents", statistic="Sum", period=FIVE_MINUTES),
                },
                label=f"{title} table throttle events",
                period=FIVE_MINUTES,
            )
            self._alarm(f"{title}TableThrottles", throttles, threshold=10,
                        description=f"The {title.lower()} table throttled 10 or more reads/writes in 5 minutes (a hot key, or an "
                            f"on-demand burst above twice the previous peak).")
        states = self.state_metrics()
        quota_rate = cloudwatch.MathExpression(
            expression=f"IF(total >= {QUOTA_MIN_REQUESTS}, 100 * FILL(quota, 0) / total, 0)",
            using_metrics={**states, "total": cloudwatch.MathExpression(
                expression=" + ".join(f"FILL({state}, 0)" for state in STATES), using_metrics=states, period=FIVE_MINUTES,
            )},
            label="quota share of responses (%)",
            period=FIVE_MINUTES,
        )
        self._alarm("QuotaRate", quota_rate, threshold=config.quota_rate_percent, evaluation_periods=2,
                    description=f"More than {config.quota_rate_percent}% of responses were `quota` for 10 minutes: provider "
                        f"capacity limits or keys need attention.")

        self.dashboard = self._dashboard(rest_api, machine, workflow, data, states)
        cdk.CfnOutput(self, "AlarmTopicArn", value=self.topic.topic_arn)
        cdk.CfnOutput(self, "ProviderSecretArn", value=workflow.provider_secret.secret_arn,
                      description="Put the provider keys here: {\"GEMINI_API_KEY\": \"...\", \"OPENROUTER_API_KEY\": \"...\"}")
        cdk.CfnOutput(self, "ApiUrl", value=rest_api.url)

    def alarm_arn_pattern(self) -> str:
        """Every alarm this stack creates (`_alarm` names them `<prefix>-<what>`)."""
        return self.format_arn(
            service="cloudwatch", resource="alarm", resource_name=f"{self._config.name_prefix}-*",
            arn_format=cdk.ArnFormat.COLON_RESOURCE_NAME,
        )

    def state_metrics(self) -> dict[str, cloudwatch.Metric]:
        return {
            state: cloudwatch.Metric(
                namespace=self._config.metrics_namespace, metric_name=f"State_{state}", dimensions_map={"service": API_SERVICE},
                statistic="Sum", period=FIVE_MINUTES, label=state,
            )
            for state in STATES
        }

    def _alarm(
        self,
        name: str,
        metric: cloudwatch.IMetric,
        *,
        threshold: float,
        description: str,
        evaluation_periods: int = 1,
        comparison: cloudwatch.ComparisonOperator = cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    ) -> cloudwatch.Alarm:
        alarm = cloudwatch.Alarm(
            self,
            name,
            alarm_name=f"{self._config.name_prefix}-{name}",
            metric=metric,
            threshold=threshold,
            evaluation_periods=evaluation_periods,
            comparison_operator=comparison,
            # No data means no traffic (or no failures): not an alarm.
            treat_missing_data=cloudwatch.TreatMissingData.NOT_BREACHING,
            alarm_description=description,
        )
        alarm.add_alarm_action(actions.SnsAction(self.topic))
        alarm.add_ok_action(actions.SnsAction(self.topic))
        self.alarms[name] = alarm
        return alarm

    def _dashboard(self, rest_api, machine, workflow, data, states) -> cloudwatch.Dashboard:
        dashboard = cloudwatch.Dashboard(self, "Dashboard", dashboard_name=f"{self._config.name_prefix}-operations")
        dashboard.add_widgets(
            cloudwatch.GraphWidget(
                title="Answer-state mix (responses per 5 minutes)", left=list(states.values()), stacked=True, width=12,
            ),
            cloudwatch.GraphWidget(
                title="API requests, 4xx, 5xx", width=12,
                left=[rest_api.metric_count(period=FIVE_MINUTES), rest_api.metric_client_error(period=FIVE_MINUTES),
                      rest_api.metric_server_error(period=FIVE_MINUTES)],
            ),
        )
        dashboard.add_widgets(
            cloudwatch.GraphWidget(
                title="API latency p50 / p90 / p99 (ms)", width=12,
                left=[rest_api.metric_latency(statistic=s, period=FIVE_MINUTES) for s in ("p50", "p90", "p99")],
            ),
            cloudwatch.GraphWidget(
                title="Workflow executions", width=12,
                left=[machine.metric_succeeded(period=FIVE_MINUTES), machine.metric_failed(period=FIVE_MINUTES),
                      machine.metric_timed_out(period=FIVE_MINUTES)],
            ),
        )
        dashboard.add_widgets(
            cloudwatch.GraphWidget(
                title="Function errors and throttles", width=12,
                left=[f.metric_errors(period=FIVE_MINUTES, label=f"{n} errors") for n, f in workflow.functions.items()],
                right=[f.metric_throttles(period=FIVE_MINUTES, label=f"{n} throttles") for n, f in workflow.functions.items()],
            ),
            cloudwatch.GraphWidget(
                title="Function duration p90 (ms)", width=12,
                left=[f.metric_duration(statistic="p90", period=FIVE_MINUTES, label=n) for n, f in workflow.functions.items()],
            ),
        )
        if data.domain is not None:
            dashboard.add_widgets(
                cloudwatch.GraphWidget(
                    title="Search: JVM pressure (%), free storage (MB)", width=12,
                    left=[data.domain.metric_jvm_memory_pressure(period=FIVE_MINUTES)],
                    right=[data.domain.metric_free_storage_space(statistic="Minimum", period=FIVE_MINUTES)],
                ),
                cloudwatch.GraphWidget(
                    title="Search: latency p90 (ms) and search rate", width=12,
                    left=[data.domain.metric_search_latency(period=FIVE_MINUTES)],
                    right=[data.domain.metric_searchable_documents(period=FIVE_MINUTES)],
                ),
            )
        return dashboard
