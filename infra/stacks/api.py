"""API stack: the public REST API (POST /ask, POST /feedback, GET /health, GET /sources/{doc_id}) in front of the api Lambda.

API Gateway validates bodies against models generated from `dalil.http.models` (one source of truth
with the Lambda's own validation), throttles per stage and tighter on /ask, and writes JSON access
logs. CORS preflight: a mock integration listing the origins when all are exact; when a stage lists
a pattern (`https://*.staging.example.org`), OPTIONS goes to the api Lambda, which answers it with
the rule it applies to the request itself (`dalil.http.origins`).

The browser edge: every response the gateway itself generates (throttling, timeouts, body
validation, unknown routes, its own 4XX/5XX) carries the CORS origin and the Lambda's error body
`{"error", "message"}` (`dalil.http.models.ErrorBody`), so the site reads one contract whichever
layer rejected the request; a body the request model rejects is 422 `invalid_request`, as the
Lambda answers. A WAF web ACL with a per-IP rate rule guards a production stage (`dalil:waf`), and
a usage plan with an API key is an option for non-browser clients (`dalil:usagePlan`)."""

from __future__ import annotations

from typing import Any

import aws_cdk as cdk
from aws_cdk import aws_apigateway as apigw
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from aws_cdk import aws_wafv2 as wafv2
from constructs import Construct
from pydantic import BaseModel

from dalil.http.models import AskRequest, FeedbackRequest
from infra.config import DalilConfig
from infra.nag import acknowledge

_SCHEMA_KEYS = {
    "type": "type", "properties": "properties", "required": "required", "additionalProperties": "additional_properties",
    "minLength": "min_length", "maxLength": "max_length", "pattern": "pattern", "anyOf": "any_of", "items": "items",
    "maxItems": "max_items", "minItems": "min_items", "enum": "enum", "title": "title", "description": "description",
}


def json_schema(model: type[BaseModel]) -> apigw.JsonSchema:
    """A pydantic model's JSON schema as API Gateway's (draft-04) model schema."""

    def convert(node: dict[str, Any]) -> apigw.JsonSchema:
        kwargs: dict[str, Any] = {}
        for key, value in node.items():
            if key == "default" or key not in _SCHEMA_KEYS:
                continue  # defaults are applied by the Lambda, not by the gateway
            name = _SCHEMA_KEYS[key]
            if key == "type":
                value = apigw.JsonSchemaType[value.upper()]
            elif key == "properties":
                value = {prop: convert(sub) for prop, sub in value.items()}
            elif key == "anyOf":
                value = [convert(sub) for sub in value]
            elif key == "items":
                value = convert(value)
            kwargs[name] = value
        return apigw.JsonSchema(**kwargs)

    root = convert(model.model_json_schema())
    return apigw.JsonSchema(schema=apigw.JsonSchemaVersion.DRAFT4, **dict(root._values.items()))


# Gateway-generated responses: (type, status, error code of ErrorBody). `$context.error.messageString`
# is the gateway's message already quoted as a JSON string.
GATEWAY_RESPONSES: list[tuple[apigw.ResponseType, str, str]] = [
    (apigw.ResponseType.BAD_REQUEST_BODY, "422", "invalid_request"),
    (apigw.ResponseType.BAD_REQUEST_PARAMETERS, "422", "invalid_request"),
    (apigw.ResponseType.REQUEST_TOO_LARGE, "413", "payload_too_large"),
    # An unknown route: API Gateway says 403 "Missing Authentication Token"; the Lambda says 404.
    (apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN, "404", "not_found"),
    (apigw.ResponseType.RESOURCE_NOT_FOUND, "404", "not_found"),
    (apigw.ResponseType.THROTTLED, "429", "too_many_requests"),
    (apigw.ResponseType.QUOTA_EXCEEDED, "429", "too_many_requests"),
    (apigw.ResponseType.WAF_FILTERED, "429", "too_many_requests"),
    (apigw.ResponseType.INTEGRATION_TIMEOUT, "504", "unavailable"),
    (apigw.ResponseType.DEFAULT_4_XX, "", "bad_request"),
    (apigw.ResponseType.DEFAULT_5_XX, "", "unavailable"),
]


def error_template(code: str) -> str:
    return '{"error": "' + code + '", "message": $context.error.messageString}'


class ApiStack(cdk.Stack):
    def __init__(self, scope: Construct, construct_id: str, *, config: DalilConfig, api_function: lambda_.IFunction, **kwargs) -> None:
        super().__init__(scope, construct_id, **kwargs)
        # A mock integration can echo only a fixed list of origins: a pattern (https://*.staging.example.org)
        # needs the code that checks Origin on POST (dalil.http.origins) to answer OPTIONS too.
        lambda_preflight = config.preflight_by_lambda
        access_logs = logs.LogGroup(self, "AccessLogs", retention=config.log_retention, removal_policy=config.log_removal_policy)
        self.api = apigw.RestApi(
            self,
            "Api",
            rest_api_name=config.name_prefix,
            description="Dalil: answers from cited evidence, or declines",
            endpoint_types=[apigw.EndpointType.REGIONAL],
            cloud_watch_role=True,
            deploy_options=apigw.StageOptions(
                stage_name="v1",
                throttling_rate_limit=config.throttle_rate,
                throttling_burst_limit=config.throttle_burst,
                method_options={
                    # /ask runs the whole workflow and may call a paid model: a tighter limit of its own.
                    "/ask/POST": apigw.MethodDeploymentOptions(
                        throttling_rate_limit=config.ask_throttle_rate, throttling_burst_limit=config.ask_throttle_burst
                    ),
                },
                access_log_destination=apigw.LogGroupLogDestination(access_logs),
                access_log_format=apigw.AccessLogFormat.json_with_standard_fields(
                    caller=False, http_method=True, ip=True, protocol=True, request_time=True,
                    resource_path=True, response_length=True, status=True, user=False,
                ),
                logging_level=apigw.MethodLoggingLevel.ERROR,
                data_trace_enabled=False,  # would log request bodies (questions)
                metrics_enabled=True,
                tracing_enabled=True,
            ),
            # Exact origins only: the gateway's mock preflight answers them. With a pattern, the
            # Lambda answers every preflight instead (below).
            default_cors_preflight_options=None if lambda_preflight else apigw.CorsOptions(
                allow_origins=[config.cors_origin, *config.cors_origins],
                allow_methods=["GET", "POST", "OPTIONS"],
                allow_headers=["Content-Type"],
                max_age=cdk.Duration.minutes(10),
            ),
        )
        integration = apigw.LambdaIntegration(api_function, proxy=True, timeout=cdk.Duration.seconds(29))
        body_validator = apigw.RequestValidator(
            self, "BodyValidator", rest_api=self.api, validate_request_body=True, validate_request_parameters=True
        )
        ask_model = self.api.add_model(
            "AskRequestModel", content_type="application/json", model_name="AskRequest", schema=json_schema(AskRequest)
        )
        feedback_model = self.api.add_model(
            "FeedbackRequestModel", content_type="application/json", model_name="FeedbackRequest", schema=json_schema(FeedbackRequest)
        )
        keyed = config.usage_plan  # with a usage plan, /ask and /feedback need its API key
        ask = self.api.root.add_resource("ask")
        ask.add_method(
            "POST", integration, request_validator=body_validator, request_models={"application/json": ask_model}, api_key_required=keyed
        )
        feedback = self.api.root.add_resource("feedback")
        feedback.add_method(
            "POST", integration, request_validator=body_validator, request_models={"application/json": feedback_model},
            api_key_required=keyed,
        )
        health = self.api.root.add_resource("health")
        health.add_method("GET", integration, request_validator=body_validator)
        # A card's whole passage, read from the chunk table (never a model): open like /health.
        source = self.api.root.add_resource("sources").add_resource("{doc_id}")
        source.add_method(
            "GET", integration, request_validator=body_validator, request_parameters={"method.request.path.doc_id": True}
        )
        if lambda_preflight:
            # Browsers send no API key and no body with a preflight: no key, no validator; the Lambda
            # answers 204 with the CORS headers for an allowed Origin and none for another.
            for resource in (ask, feedback, health, source):
                resource.add_method("OPTIONS", integration, api_key_required=False)

        self._gateway_responses(config)
        self.web_acl = self._web_acl(config) if config.waf else None
        if self.web_acl is None:
            acknowledge(
                self.api, "AwsSolutions-APIG3",
                "WAF is off on this non-production stage (dalil:waf, on by default for production): its web ACL "
                "costs a fixed monthly fee per stage; the API is throttled per stage and per /ask, bodies are "
                "validated, and the handler refuses bodies over 16 KB.",
            )
        if config.usage_plan:
            self._usage_plan(config)
        acknowledge(
            self.api, "AwsSolutions-APIG4",
            "A public, anonymous question-answering API for the website: there is no user to authorize. Abuse "
            "is bounded by throttling and provider capacity reservations.",
        )
        acknowledge(self.api, "AwsSolutions-COG4", "No user pool: the API serves anonymous visitors of the site (see APIG4).")
        acknowledge(
            self.api, "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]",
            "API Gateway's account-level CloudWatch role uses the AWS-managed "
            "AmazonAPIGatewayPushToCloudWatchLogs policy, which API Gateway requires for execution and access "
            "logs.",
        )
        cdk.CfnOutput(self, "ApiUrl", value=self.api.url)

    def _gateway_responses(self, config: DalilConfig) -> None:
        cors = {
            "Access-Control-Allow-Origin": f"'{config.cors_origin}'",
            "Access-Control-Allow-Headers": "'Content-Type'",
            "Vary": "'Origin'",
        }
        for response_type, status, code in GATEWAY_RESPONSES:
            headers = dict(cors)
            if status == "429":
                headers["Retry-After"] = "'1'"
            self.api.add_gateway_response(
                f"Gateway{response_type.response_type.title().replace('_', '')}",
                type=response_type,
                status_code=status or None,
                response_headers=headers,
                templates={"application/json": error_template(code)},
            )

    def _web_acl(self, config: DalilConfig) -> wafv2.CfnWebACL:
        """Per-IP rate limit in front of the stage: the gateway's throttle is per stage (all
        visitors share it), the WAF rule stops one client from taking all of it."""
        metric = f"{config.name_prefix}-api".replace("-", "")
        acl = wafv2.CfnWebACL(
            self,
            "WebAcl",
            scope="REGIONAL",
            default_action=wafv2.CfnWebACL.DefaultActionProperty(allow={}),
            visibility_config=wafv2.CfnWebACL.VisibilityConfigProperty(
                cloud_watch_metrics_enabled=True, metric_name=metric, sampled_requests_enabled=True
            ),
            rules=[
                wafv2.CfnWebACL.RuleProperty(
                    name="rate-per-ip",
                    priority=0,
                    action=wafv2.CfnWebACL.RuleActionProperty(block={}),
                    statement=wafv2.CfnWebACL.StatementProperty(
                        rate_based_statement=wafv2.CfnWebACL.RateBasedStatementProperty(
                            limit=config.waf_rate_limit, aggregate_key_type="IP", evaluation_window_sec=300
                        )
                    ),
                    visibility_config=wafv2.CfnWebACL.VisibilityConfigProperty(
                        cloud_watch_metrics_enabled=True, metric_name=f"{metric}RatePerIp", sampled_requests_enabled=True
                    ),
                )
            ],
        )
        association = wafv2.CfnWebACLAssociation(
            self, "WebAclAssociation", resource_arn=self.api.deployment_stage.stage_arn, web_acl_arn=acl.attr_arn
        )
        association.node.add_dependency(self.api.deployment_stage)
        return acl

    def _usage_plan(self, config: DalilConfig) -> None:
        plan = self.api.add_usage_plan(
            "UsagePlan",
            name=f"{config.name_prefix}-clients",
            throttle=apigw.ThrottleSettings(rate_limit=config.usage_plan_rate, burst_limit=config.usage_plan_burst),
            quota=apigw.QuotaSettings(limit=config.usage_plan_quota_per_day, period=apigw.Period.DAY),
        )
        plan.add_api_stage(stage=self.api.deployment_stage)
        key = self.api.add_api_key("ClientKey", description="dalil: API key of the usage plan (value in the console)")
        plan.add_api_key(key)
