"""API stack: the public REST API (POST /ask, POST /feedback, GET /health) in front of the api Lambda.

API Gateway validates bodies against models generated from `dalil.api.models` (one source of truth
with the Lambda's own validation), throttles per stage and tighter on /ask, writes JSON access logs,
and answers CORS preflight for the one configured site origin."""

from __future__ import annotations

from typing import Any

import aws_cdk as cdk
from aws_cdk import aws_apigateway as apigw
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from constructs import Construct
from pydantic import BaseModel

from dalil.api.models import AskRequest, FeedbackRequest
from infra.nag import acknowledge
from infra.config import DalilConfig

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
    return apigw.JsonSchema(schema=apigw.JsonSchemaVersion.DRAFT4, **{k: v for k, v in root._values.items()})


class ApiStack(cdk.Stack):
    def __init__(self, scope: Construct, construct_id: str, *, config: DalilConfig, api_function: lambda_.IFunction, **kwargs) -> None:
        super().__init__(scope, construct_id, **kwargs)
        access_logs = logs.LogGroup(self, "AccessLogs", retention=config.log_retention, removal_policy=config.removal_policy)
        self.api = apigw.RestApi(
            self,
            "Api",
            rest_api_name="dalil",
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
            default_cors_preflight_options=apigw.CorsOptions(
                allow_origins=[config.cors_origin],
                allow_methods=["GET", "POST", "OPTIONS"],
                allow_headers=["Content-Type"],
                max_age=cdk.Duration.minutes(10),
            ),
        )
        integration = apigw.LambdaIntegration(api_function, proxy=True, timeout=cdk.Duration.seconds(29))
        body_validator = apigw.RequestValidator(
            self, "BodyValidator", rest_api=self.api, validate_request_body=True, validate_request_parameters=True
        )
        ask_model = self.api.add_model("AskRequestModel", content_type="application/json", model_name="AskRequest", schema=json_schema(AskRequest))
        feedback_model = self.api.add_model(
            "FeedbackRequestModel", content_type="application/json", model_name="FeedbackRequest", schema=json_schema(FeedbackRequest)
        )
        self.api.root.add_resource("ask").add_method(
            "POST", integration, request_validator=body_validator, request_models={"application/json": ask_model}
        )
        self.api.root.add_resource("feedback").add_method(
            "POST", integration, request_validator=body_validator, request_models={"application/json": feedback_model}
        )
        self.api.root.add_resource("health").add_method("GET", integration, request_validator=body_validator)

        acknowledge(self.api, "AwsSolutions-APIG3", "A WAF web ACL is an account-level choice with its own cost; the API is throttled per stage and per /ask, bodies are validated, and the handler refuses bodies over 16 KB.")
        acknowledge(self.api, "AwsSolutions-APIG4", "A public, anonymous question-answering API for the website: there is no user to authorize. Abuse is bounded by throttling and provider capacity reservations.")
        acknowledge(self.api, "AwsSolutions-COG4", "No user pool: the API serves anonymous visitors of the site (see APIG4).")
        acknowledge(
            self.api,
            "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]",
            "API Gateway's account-level CloudWatch role uses the AWS-managed AmazonAPIGatewayPushToCloudWatchLogs policy, which API Gateway requires for execution and access logs.",
        )
        cdk.CfnOutput(self, "ApiUrl", value=self.api.url)
