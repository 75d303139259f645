"""Operating Dalil on AWS, as synthesized: stages side by side, versions and aliases, the browser
edge (gateway responses, WAF, usage plan), alarms to one topic, the dashboard, the ingest job's
resources and the bootstrap custom resource. Two stage synths per session (cdk.json's own `prod`
and `dev` profiles), plus the default synth of conftest."""

from __future__ import annotations

import fnmatch
import json
import re
from typing import Any

import pytest
from aws_cdk.assertions import Match, Template
from cdk_synth import REPO_ROOT, Synthesized, synthesize

from dalil.http.models import ErrorBody

CDK_CONTEXT = {k: v for k, v in json.loads((REPO_ROOT / "cdk.json").read_text())["context"].items() if k.startswith("dalil:")}
PROD_CONTEXT = {
    **CDK_CONTEXT,
    "dalil:stage": "prod",
    "dalil:corsOrigin": "https://site.test",
    "dalil:corsOrigins": ["https://*.staging.site.test", "http://localhost:3000"],
    "dalil:askThrottleRate": 2,
    "dalil:usagePlan": True,
    "dalil:alarmEmail": "ops@example.org",
    "dalil:capacityPerDay": 500,
    "dalil:geminiModels": ["gemini-2.5-flash", "gemini-2.5-flash-lite"],
    "dalil:critic": "offline",
    "dalil:conversationTtlS": 3600,
}
STACKS = ("Data", "Workflow", "Api", "Ingest", "Operations", "Panel")
NAME_KEYS = {"DomainName", "LogGroupName", "AlarmName", "DashboardName", "StateMachineName", "FunctionName",
             "TableName", "BucketName", "TopicName", "Name", "RoleName"}
# Names unique only inside their parent (an API's models, a function's aliases): never a clash.
SCOPED_KINDS = {"AWS::ApiGateway::Model", "AWS::Lambda::Alias"}


@pytest.fixture(scope="session")
def prod() -> Synthesized:
    return synthesize(PROD_CONTEXT)


@pytest.fixture(scope="session")
def dev() -> Synthesized:
    return synthesize({**CDK_CONTEXT, "dalil:stage": "dev"})


def resources(template: dict[str, Any], kind: str) -> dict[str, dict[str, Any]]:
    return {name: r for name, r in template["Resources"].items() if r["Type"] == kind}


def one(template: dict[str, Any], kind: str) -> dict[str, Any]:
    (found,) = resources(template, kind).values()
    return found


def physical_names(templates: dict[str, dict[str, Any]]) -> set[str]:
    """Every name a template fixes (literal text, or a join whose tokens are rendered as {…})."""

    def render(value: Any) -> str | None:
        if isinstance(value, str):
            return value
        if isinstance(value, dict) and "Fn::Join" in value:
            sep, parts = value["Fn::Join"]
            return sep.join(p if isinstance(p, str) else "{" + json.dumps(p, sort_keys=True) + "}" for p in parts)
        return None

    names = set(templates)
    for template in templates.values():
        for resource in template["Resources"].values():
            if resource["Type"] in SCOPED_KINDS:
                continue
            for key, value in resource.get("Properties", {}).items():
                if key in NAME_KEYS and (text := render(value)) is not None:
                    names.add(f"{resource['Type']}:{text}")
    return names


# --- stages ---------------------------------------------------------------------------------------


def test_stage_prefixes_stacks_and_every_fixed_name(prod, dev, synthesized) -> None:
    assert set(prod.templates) == {f"DalilProd{s}" for s in STACKS}
    assert set(dev.templates) == {f"DalilDev{s}" for s in STACKS}
    prod_names, dev_names, default_names = (physical_names(s.templates) for s in (prod, dev, synthesized))
    assert prod_names & dev_names == set() and prod_names & default_names == set() and dev_names & default_names == set()
    assert one(prod.templates["DalilProdData"], "AWS::OpenSearchService::Domain")["Properties"]["DomainName"] == "dalil-prod-search"
    assert one(dev.templates["DalilDevData"], "AWS::OpenSearchService::Domain")["Properties"]["DomainName"] == "dalil-dev-search"
    alarms = [a["Properties"]["AlarmName"] for a in resources(prod.templates["DalilProdOperations"], "AWS::CloudWatch::Alarm").values()]
    assert alarms and all(name.startswith("dalil-prod-") for name in alarms)


def test_each_stage_counts_its_own_answers(prod, dev, synthesized) -> None:
    """The handlers' metrics namespace is the stage's, and its alarms and dashboard read that one:
    two stages in one account never count each other's quota or error states."""

    def namespaces(result: Synthesized, prefix: str) -> tuple[set[str], set[str]]:
        workflow = result.templates[f"{prefix}Workflow"]
        functions = {f["Properties"]["Environment"]["Variables"].get("POWERTOOLS_METRICS_NAMESPACE")
                     for f in resources(workflow, "AWS::Lambda::Function").values()
                     if "POWERTOOLS_SERVICE_NAME" in f["Properties"].get("Environment", {}).get("Variables", {})}
        alarms = {a["Properties"].get("Namespace") for a in resources(result.templates[f"{prefix}Operations"],
                                                                        "AWS::CloudWatch::Alarm").values()}
        metrics = {m.get("Namespace") for a in resources(result.templates[f"{prefix}Operations"], "AWS::CloudWatch::Alarm").values()
                   for m in (q.get("MetricStat", {}).get("Metric", {}) for q in a["Properties"].get("Metrics", []))}
        return functions, {n for n in alarms | metrics if n and not n.startswith("AWS/")}

    for result, prefix in ((prod, "DalilProd"), (dev, "DalilDev"), (synthesized, "Dalil")):
        functions, ours = namespaces(result, prefix)
        assert functions == {prefix}, (prefix, functions)
        assert ours == {prefix}, (prefix, ours)


def test_no_kept_resource_can_block_a_retry(prod, dev) -> None:
    """Data survives a stack deletion but not a failed first creation (RetainExceptOnCreate); log
    groups, some with fixed names, go with their stack; nothing else is kept except Lambda versions
    (they are what a rollback points the alias at) and API Gateway's unnamed account logging role.
    The dev profile deletes its data."""
    for stack, template in prod.templates.items():
        for name, resource in template["Resources"].items():
            policy = resource.get("DeletionPolicy", "Delete")
            kind = resource["Type"]
            if kind in ("AWS::DynamoDB::Table", "AWS::OpenSearchService::Domain", "AWS::S3::Bucket"):
                assert policy == "RetainExceptOnCreate", (stack, name)
            elif kind == "AWS::Lambda::Version":
                assert policy == "Retain"
            elif name.startswith(("ApiCloudWatchRole", "ApiAccount")):
                # API Gateway's account-wide logging setting (one per region, not named) and its role,
                # which it keeps pointing at: CDK keeps both; neither has a name a next deploy could hit.
                assert policy == "Retain" and "RoleName" not in resource["Properties"]
            else:
                assert policy == "Delete", (stack, name, kind, policy)
    for template in dev.templates.values():
        for kind in ("AWS::DynamoDB::Table", "AWS::OpenSearchService::Domain", "AWS::S3::Bucket"):
            assert all(r.get("DeletionPolicy") == "Delete" for r in resources(template, kind).values()), kind


def test_domain_waits_for_its_log_resource_policy(synthesized) -> None:
    data = synthesized.templates["DalilData"]
    (policy_id,) = resources(data, "AWS::Logs::ResourcePolicy")
    (domain,) = resources(data, "AWS::OpenSearchService::Domain").values()
    assert policy_id in domain["DependsOn"]


def test_dev_profile_is_one_small_node_and_prod_two_zone_aware(prod, dev) -> None:
    dev_cluster = one(dev.templates["DalilDevData"], "AWS::OpenSearchService::Domain")["Properties"]["ClusterConfig"]
    assert dev_cluster["InstanceCount"] == 1 and dev_cluster["InstanceType"] == "t3.small.search"
    assert dev_cluster.get("ZoneAwarenessEnabled") in (None, False)
    prod_cluster = one(prod.templates["DalilProdData"], "AWS::OpenSearchService::Domain")["Properties"]["ClusterConfig"]
    assert prod_cluster["InstanceCount"] == 2 and prod_cluster["ZoneAwarenessEnabled"] is True


def test_stage_account_and_region_come_from_its_context() -> None:
    from aws_cdk import App
    from infra.config import DalilConfig

    app = App(context={"dalil:stage": "eu", "dalil:stages": {"eu": {"account": "123456789012", "region": "eu-west-1"}}})
    config = DalilConfig.from_context(app)
    assert (config.env.account, config.env.region) == ("123456789012", "eu-west-1")
    assert config.stack_prefix == "DalilEu" and not config.production and not config.waf
    with pytest.raises(SystemExit, match="dalil:stage"):
        DalilConfig.from_context(App(context={"dalil:stage": "Prod_1"}))


# --- versions, aliases, settings, outputs --------------------------------------------------------


def test_every_function_has_a_version_and_a_live_alias_that_callers_use(synthesized) -> None:
    for stack in ("DalilWorkflow", "DalilIngest"):
        template = synthesized.templates[stack]
        functions = {n for n, r in resources(template, "AWS::Lambda::Function").items() if not n.startswith("Bootstrap")}
        versions = resources(template, "AWS::Lambda::Version")
        aliases = resources(template, "AWS::Lambda::Alias")
        assert {v["Properties"]["FunctionName"]["Ref"] for v in versions.values()} == functions
        assert len(aliases) == len(functions) and {a["Properties"]["Name"] for a in aliases.values()} == {"live"}
        for alias in aliases.values():
            assert alias["Properties"]["FunctionVersion"]["Fn::GetAtt"][0] in versions
    workflow = synthesized.templates["DalilWorkflow"]
    machine = one(workflow, "AWS::StepFunctions::StateMachine")
    substituted = {value["Ref"] for value in machine["Properties"]["DefinitionSubstitutions"].values() if "Ref" in value}
    assert substituted and all(ref in resources(workflow, "AWS::Lambda::Alias") for ref in substituted)
    api = synthesized.templates["DalilApi"]
    uris = {json.dumps(m["Properties"]["Integration"].get("Uri")) for m in resources(api, "AWS::ApiGateway::Method").values()
            if m["Properties"]["HttpMethod"] != "OPTIONS"}
    assert len(uris) == 1 and "ApiLive" in uris.pop()  # the API invokes the api function's alias


def test_ops_settings_and_cors_reach_the_functions_and_gateway(prod) -> None:
    workflow = prod.templates["DalilProdWorkflow"]
    for name, function in resources(workflow, "AWS::Lambda::Function").items():
        env = function["Properties"]["Environment"]["Variables"]
        assert env["DALIL_CAPACITY_PER_DAY"] == "500", name
        assert env["DALIL_GEMINI_MODELS"] == "gemini-2.5-flash,gemini-2.5-flash-lite"
        assert env["DALIL_CRITIC"] == "offline" and env["DALIL_CONVERSATION_TTL_S"] == "3600"
        assert env["DALIL_SITE_SEARCH_URL"] == CDK_CONTEXT["dalil:siteSearchUrl"]
    Template.from_json(workflow).has_resource_properties(
        "AWS::Lambda::Function", {"Environment": {"Variables": Match.object_like({
            "DALIL_CORS_ORIGIN": "https://site.test", "DALIL_CORS_ORIGINS": "https://*.staging.site.test,http://localhost:3000",
        })}}
    )
    api = prod.templates["DalilProdApi"]
    text = json.dumps(api)
    assert "'https://site.test'" in text and "dalil.example'" not in text
    # A pattern among the origins: the Lambda answers preflights (below), no origin list in the gateway.
    assert "http://localhost:3000" not in text and "staging.site.test" not in text
    Template.from_json(api).has_resource_properties(
        "AWS::ApiGateway::Stage",
        {"MethodSettings": Match.array_with([Match.object_like({"ResourcePath": "/~1ask", "ThrottlingRateLimit": 2})])},
    )


def test_a_pattern_origin_sends_every_preflight_to_the_api_lambda(prod) -> None:
    """API Gateway's mock preflight can only echo a fixed list: with `https://*.staging.site.test`
    configured, OPTIONS on every route integrates the api alias (dalil.http.origins decides, as on
    POST), needs no API key even with the usage plan, and no mock preflight is left."""
    api = prod.templates["DalilProdApi"]
    methods = resources(api, "AWS::ApiGateway::Method").values()
    options = [m["Properties"] for m in methods if m["Properties"]["HttpMethod"] == "OPTIONS"]
    routed = {json.dumps(m["Properties"]["ResourceId"]) for m in methods if m["Properties"]["HttpMethod"] != "OPTIONS"}
    assert {json.dumps(m["ResourceId"]) for m in options} == routed and len(options) == 4
    post_uri = {json.dumps(m["Properties"]["Integration"]["Uri"]) for m in methods if m["Properties"]["HttpMethod"] == "POST"}
    for method in options:
        assert method["Integration"]["Type"] == "AWS_PROXY" and method["AuthorizationType"] == "NONE"
        assert json.dumps(method["Integration"]["Uri"]) in post_uri  # the same alias that answers POST
        assert method.get("ApiKeyRequired") is False and "RequestValidatorId" not in method
    # API Gateway may invoke the alias for OPTIONS on each route.
    permitted = [json.dumps(p["Properties"]["SourceArn"]) for p in resources(api, "AWS::Lambda::Permission").values()]
    for path in ("/OPTIONS/ask", "/OPTIONS/feedback", "/OPTIONS/health", "/OPTIONS/sources/*"):
        assert any(path in arn for arn in permitted), path


def test_exact_origins_keep_the_gateways_mock_preflight(dev) -> None:
    options = [m["Properties"] for m in resources(dev.templates["DalilDevApi"], "AWS::ApiGateway::Method").values()
               if m["Properties"]["HttpMethod"] == "OPTIONS"]
    assert options and {m["Integration"]["Type"] for m in options} == {"MOCK"}


def test_default_synth_passes_no_ops_setting_so_code_defaults_hold(synthesized) -> None:
    for function in resources(synthesized.templates["DalilWorkflow"], "AWS::Lambda::Function").values():
        env = function["Properties"]["Environment"]["Variables"]
        assert not {"DALIL_CAPACITY_PER_DAY", "DALIL_CRITIC", "DALIL_GEMINI_MODELS"} & set(env)


def test_outputs_name_the_api_url_and_the_secret_arn(prod) -> None:
    outputs = prod.templates["DalilProdOperations"]["Outputs"]
    assert "ApiUrl" in outputs and "ProviderSecretArn" in outputs and "AlarmTopicArn" in outputs
    assert "ProviderKeys" in json.dumps(outputs["ProviderSecretArn"]["Value"])
    assert "ApiUrl" in prod.templates["DalilProdApi"]["Outputs"]


# --- the browser edge ------------------------------------------------------------------------------


def _gateway_responses(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["Properties"]["ResponseType"]: r["Properties"] for r in resources(template, "AWS::ApiGateway::GatewayResponse").values()}


def test_outputs_name_every_aliased_function_for_a_rollback(prod) -> None:
    """docs/DEPLOY.md §3 rolls `live` back by function name: the outputs file must hold each one."""
    for stack, names in (("DalilProdWorkflow", ("Api", "Retrieval", "Generation", "Validation")),
                         ("DalilProdIngest", ("IngestPlan", "IngestBatch", "IngestFinish"))):
        template = prod.templates[stack]
        aliased = {a["Properties"]["FunctionName"]["Ref"] for a in resources(template, "AWS::Lambda::Alias").values()}
        named = {o["Value"]["Ref"] for k, o in template["Outputs"].items() if k.endswith("FunctionName")}
        assert named == aliased and len(named) == len(names), (stack, named, aliased)
        assert all(f"{n}FunctionName" in template["Outputs"] for n in names), stack


@pytest.mark.parametrize("kind", ["DEFAULT_4XX", "DEFAULT_5XX", "THROTTLED", "INTEGRATION_TIMEOUT", "BAD_REQUEST_BODY", "QUOTA_EXCEEDED"])
def test_gateway_responses_carry_the_cors_origin_and_the_error_contract(prod, kind) -> None:
    response = _gateway_responses(prod.templates["DalilProdApi"])[kind]
    assert response["ResponseParameters"]["gatewayresponse.header.Access-Control-Allow-Origin"] == "'https://site.test'"
    template = response["ResponseTemplates"]["application/json"]
    # API Gateway fills $context.error.messageString with its message, already quoted as JSON text.
    body = ErrorBody.model_validate_json(template.replace("$context.error.messageString", json.dumps('Invalid "request" body')))
    assert set(json.loads(body.model_dump_json(exclude_none=True))) == {"error", "message"}
    expected = {"THROTTLED": ("429", "too_many_requests"), "QUOTA_EXCEEDED": ("429", "too_many_requests"),
                "INTEGRATION_TIMEOUT": ("504", "unavailable"), "BAD_REQUEST_BODY": ("422", "invalid_request"),
                "DEFAULT_4XX": (None, "bad_request"), "DEFAULT_5XX": (None, "unavailable")}[kind]
    assert (response.get("StatusCode"), body.error) == expected
    if expected[0] == "429":
        assert response["ResponseParameters"]["gatewayresponse.header.Retry-After"] == "'1'"


def test_a_body_the_gateway_rejects_gets_what_the_lambda_answers_for_it() -> None:
    """The gateway's request model and the Lambda refuse the same body with the same status and code."""
    from dalil.workflow.invoke import FakeLambdaContext, load_handler_module

    module = load_handler_module("api")
    event = json.loads((REPO_ROOT / "events" / "api" / "ask_valid.json").read_text())
    event["body"] = json.dumps({"question": ""})
    answer = module.handler(event, FakeLambdaContext(function_name="dalil-api"))
    assert answer["statusCode"] == 422
    assert ErrorBody.model_validate_json(answer["body"]).error == "invalid_request"


def test_waf_guards_a_production_stage_only(prod, dev, synthesized) -> None:
    api = prod.templates["DalilProdApi"]
    acl = one(api, "AWS::WAFv2::WebACL")["Properties"]
    assert acl["Scope"] == "REGIONAL" and acl["DefaultAction"] == {"Allow": {}}
    (rule,) = acl["Rules"]
    assert rule["Action"] == {"Block": {}}
    assert rule["Statement"]["RateBasedStatement"] == {"AggregateKeyType": "IP", "Limit": 300, "EvaluationWindowSec": 300}
    association = one(api, "AWS::WAFv2::WebACLAssociation")["Properties"]
    (stage_id,) = resources(api, "AWS::ApiGateway::Stage")
    assert stage_id in json.dumps(association["ResourceArn"]) and "WebAcl" in json.dumps(association["WebACLArn"])
    for other in (dev.templates["DalilDevApi"], synthesized.templates["DalilApi"]):
        assert resources(other, "AWS::WAFv2::WebACL") == {}


def test_usage_plan_option_keys_the_write_routes(prod, synthesized) -> None:
    api = prod.templates["DalilProdApi"]
    plan = one(api, "AWS::ApiGateway::UsagePlan")["Properties"]
    assert plan["Throttle"] == {"BurstLimit": 10, "RateLimit": 5} and plan["Quota"] == {"Limit": 5000, "Period": "DAY"}
    assert len(resources(api, "AWS::ApiGateway::ApiKey")) == 1
    keyed = {m["Properties"]["HttpMethod"]: m["Properties"].get("ApiKeyRequired", False)
             for m in resources(api, "AWS::ApiGateway::Method").values() if m["Properties"]["HttpMethod"] != "OPTIONS"}
    assert keyed == {"POST": True, "GET": False}
    assert resources(synthesized.templates["DalilApi"], "AWS::ApiGateway::UsagePlan") == {}


# --- operations ------------------------------------------------------------------------------------

FUNCTIONS = ("Retrieval", "Generation", "Validation", "Api", "IngestPlan", "IngestBatch", "IngestFinish")
EXPECTED_ALARMS = {
    "Api5xxRate", "ApiLatencyP90", "WorkflowFailed", "WorkflowTimedOut", "IngestFailed",
    "SearchClusterRed", "SearchFreeStorage", "SearchJvmPressure", "QuotaRate",
    *(f"{f}{kind}" for f in FUNCTIONS for kind in ("Errors", "Throttles")),
    *(f"{t}TableThrottles" for t in ("Chunk", "Capacity", "Feedback", "Conversation")),
}


def _alarms(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["Properties"]["AlarmName"].removeprefix("dalil-prod-"): r["Properties"]
            for r in resources(template, "AWS::CloudWatch::Alarm").values()}


def test_every_alarm_exists_and_notifies_the_one_topic(prod) -> None:
    template = prod.templates["DalilProdOperations"]
    (topic_id,) = resources(template, "AWS::SNS::Topic")
    alarms = _alarms(template)
    assert set(alarms) == EXPECTED_ALARMS
    for name, alarm in alarms.items():
        assert alarm["AlarmActions"] == [{"Ref": topic_id}] and alarm["OKActions"] == [{"Ref": topic_id}], name
        assert alarm["TreatMissingData"] == "notBreaching" and alarm["AlarmDescription"], name
    subscription = one(template, "AWS::SNS::Subscription")["Properties"]
    assert subscription == {"Protocol": "email", "TopicArn": {"Ref": topic_id}, "Endpoint": "ops@example.org"}


def _rendered(value: Any) -> str:
    """A template string or join with its pseudo parameters as an account's values would read."""
    pseudo = {"AWS::Partition": "aws", "AWS::Region": "eu-west-1", "AWS::AccountId": "123456789012"}
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and "Ref" in value:
        return pseudo[value["Ref"]]
    sep, parts = value["Fn::Join"]
    return sep.join(_rendered(part) for part in parts)


def test_the_topic_policy_lets_this_stages_alarms_publish_over_tls_only(prod) -> None:
    """CloudWatch publishes as `cloudwatch.amazonaws.com`: a topic policy without an Allow for it
    drops every alarm notification, whatever the alarms name as their action."""
    template = prod.templates["DalilProdOperations"]
    (topic_id,) = resources(template, "AWS::SNS::Topic")
    policy = one(template, "AWS::SNS::TopicPolicy")["Properties"]
    assert policy["Topics"] == [{"Ref": topic_id}]
    statements = policy["PolicyDocument"]["Statement"]
    (allow,) = [s for s in statements if s["Effect"] == "Allow"]
    assert allow["Principal"] == {"Service": "cloudwatch.amazonaws.com"}
    assert allow["Action"] == "sns:Publish" and allow["Resource"] == {"Ref": topic_id}
    assert allow["Condition"]["StringEquals"] == {"aws:SourceAccount": {"Ref": "AWS::AccountId"}}
    pattern = _rendered(allow["Condition"]["ArnLike"]["aws:SourceArn"])
    assert pattern == "arn:aws:cloudwatch:eu-west-1:123456789012:alarm:dalil-prod-*"
    for alarm in _alarms(template).values():  # every alarm of the stage is covered by the condition
        arn = f"arn:aws:cloudwatch:eu-west-1:123456789012:alarm:{alarm['AlarmName']}"
        assert fnmatch.fnmatchcase(arn, pattern), arn
    assert not fnmatch.fnmatchcase("arn:aws:cloudwatch:eu-west-1:123456789012:alarm:someone-else", pattern)
    # The transport rule stays: anything over plain HTTP is denied, CloudWatch included.
    (deny,) = [s for s in statements if s["Effect"] == "Deny"]
    assert deny["Condition"] == {"Bool": {"aws:SecureTransport": "false"}} and deny["Action"] == "sns:Publish"


def test_alarms_watch_the_right_metrics(prod) -> None:
    alarms = _alarms(prod.templates["DalilProdOperations"])

    def metric(name: str) -> tuple[str, str]:
        return alarms[name]["Namespace"], alarms[name]["MetricName"]

    assert metric("Api5xxRate") == ("AWS/ApiGateway", "5XXError") and alarms["Api5xxRate"]["Statistic"] == "Average"
    assert alarms["Api5xxRate"]["Threshold"] == 0.05
    assert metric("ApiLatencyP90") == ("AWS/ApiGateway", "Latency") and alarms["ApiLatencyP90"]["ExtendedStatistic"] == "p90"
    assert metric("WorkflowFailed") == ("AWS/States", "ExecutionsFailed")
    assert metric("WorkflowTimedOut") == ("AWS/States", "ExecutionsTimedOut")
    assert metric("SearchClusterRed") == ("AWS/ES", "ClusterStatus.red")
    assert metric("SearchFreeStorage") == ("AWS/ES", "FreeStorageSpace")
    assert alarms["SearchFreeStorage"]["ComparisonOperator"] == "LessThanOrEqualToThreshold"
    assert metric("SearchJvmPressure") == ("AWS/ES", "JVMMemoryPressure")
    for f in FUNCTIONS:
        assert metric(f"{f}Errors") == ("AWS/Lambda", "Errors") and metric(f"{f}Throttles") == ("AWS/Lambda", "Throttles")
    for t in ("Chunk", "Capacity", "Feedback", "Conversation"):
        used = {m["MetricStat"]["Metric"]["MetricName"] for m in alarms[f"{t}TableThrottles"]["Metrics"] if "MetricStat" in m}
        assert used == {"ReadThrottleEvents", "WriteThrottleEvents"}
    quota = alarms["QuotaRate"]["Metrics"]
    watched = {m["MetricStat"]["Metric"]["MetricName"]: m["MetricStat"]["Metric"] for m in quota if "MetricStat" in m}
    assert set(watched) == {"State_answer", "State_sources", "State_search", "State_quota"}
    assert all(m["Namespace"] == "DalilProd" and m["Dimensions"] == [{"Name": "service", "Value": "dalil-api"}] for m in watched.values())
    (expression,) = [m["Expression"] for m in quota if m.get("ReturnData", True) and "Expression" in m]
    assert "quota" in expression and "total" in expression


def test_the_metrics_alarmed_on_are_the_ones_the_handlers_emit() -> None:
    handler = (REPO_ROOT / "functions" / "api" / "handler.py").read_text()
    # The namespace is the stage's, from the environment the stack sets (test_each_stage_counts_its_own_answers).
    assert re.search(r'Metrics\(namespace=os\.environ\.get\("POWERTOOLS_METRICS_NAMESPACE", "Dalil"\), service="dalil-api"\)', handler)
    routes = handler + (REPO_ROOT / "shared" / "dalil" / "http" / "app.py").read_text()
    assert re.search(r'State_\{response\.state\}', routes)


def test_dashboard_shows_the_answer_state_mix(prod) -> None:
    body = one(prod.templates["DalilProdOperations"], "AWS::CloudWatch::Dashboard")["Properties"]["DashboardBody"]
    text = json.dumps(body)
    assert "Answer-state mix" in text and '\\"stacked\\":true' in text
    for state in ("answer", "sources", "search", "quota"):
        assert f"State_{state}" in text


# --- ingest job and bootstrap ----------------------------------------------------------------------


def test_ingest_workflow_resources(synthesized) -> None:
    from infra.stacks.ingest import SUBSTITUTIONS, ingest_definition

    template = synthesized.templates["DalilIngest"]
    bucket = one(template, "AWS::S3::Bucket")["Properties"]
    assert bucket["VersioningConfiguration"] == {"Status": "Enabled"}
    assert bucket["PublicAccessBlockConfiguration"]["BlockPublicAcls"] is True
    assert "aws:SecureTransport" in json.dumps(one(template, "AWS::S3::BucketPolicy"))
    machine = one(template, "AWS::StepFunctions::StateMachine")["Properties"]
    assert machine["StateMachineType"] == "STANDARD"
    assert json.loads(machine["DefinitionString"]) == ingest_definition()
    assert set(machine["DefinitionSubstitutions"]) == set(SUBSTITUTIONS.values())
    assert all("Live" in v["Ref"] for v in machine["DefinitionSubstitutions"].values())
    definition = ingest_definition()
    assert definition["States"]["Batches"]["Type"] == "Map"
    assert definition["States"]["IngestIncomplete"]["Type"] == "Fail"
    handlers = {f["Properties"]["Description"] for f in resources(template, "AWS::Lambda::Function").values()}
    for name in ("ingest_plan", "ingest_batch", "ingest_finish", "bootstrap"):
        assert any(f"functions/{name}" in d for d in handlers), name
        assert (REPO_ROOT / "functions" / name / "handler.py").is_file()


def test_ingest_roles_touch_only_the_job_resources(synthesized) -> None:
    template = synthesized.templates["DalilIngest"]
    policies = {n: p["Properties"]["PolicyDocument"]["Statement"] for n, p in resources(template, "AWS::IAM::Policy").items()}
    batch = [s for n, st in policies.items() if n.startswith("IngestBatchRole") for s in st]
    actions = {a for s in batch for a in ([s["Action"]] if isinstance(s["Action"], str) else s["Action"])}
    assert "bedrock:InvokeModel" in actions and "dynamodb:BatchWriteItem" in actions
    assert not {a for a in actions if a.startswith(("secretsmanager:", "states:", "dynamodb:Scan", "s3:PutObject"))}
    plan = [s for n, st in policies.items() if n.startswith("IngestPlanRole") for s in st]
    plan_actions = {a for s in plan for a in ([s["Action"]] if isinstance(s["Action"], str) else s["Action"])}
    assert "bedrock:InvokeModel" not in plan_actions and "dynamodb:BatchWriteItem" not in plan_actions
    # IAM matches OpenSearch HTTP paths: the alias lookup and the scroll are paths of their own.
    searched = json.dumps([s["Resource"] for s in plan if "es:ESHttpGet" in json.dumps(s["Action"])])
    assert "/_alias/dalil-chunks*" in searched and "/dalil-chunks*" in searched
    finish = json.dumps([s for n, st in policies.items() if n.startswith("IngestFinishRole") for s in st])
    assert "/_aliases" in finish and "/_search/scroll" in finish


def test_the_vocabulary_is_written_and_read_with_what_the_roles_grant(synthesized) -> None:
    """The plan keeps each library's vocabulary with the run's files and asks which libraries the
    chunk table holds; the finish reads them back and writes the `#vocab#` items into the chunk
    table (stores/aws/dynamo_vocabulary.py); the retrieval reads them with its BatchGetItem."""
    template = synthesized.templates["DalilIngest"]
    policies = {n: p["Properties"]["PolicyDocument"]["Statement"] for n, p in resources(template, "AWS::IAM::Policy").items()}

    def granted(role: str, needle: str) -> set[str]:
        return {a for n, st in policies.items() if n.startswith(role) for s in st if needle in json.dumps(s["Resource"])
                for a in ([s["Action"]] if isinstance(s["Action"], str) else s["Action"])}

    assert {"s3:PutObject"} <= granted("IngestPlanRole", "/runs/*") and {"dynamodb:Scan"} <= granted("IngestPlanRole", "ChunkTable")
    assert {"s3:GetObject"} <= granted("IngestFinishRole", "/runs/*")
    assert {"dynamodb:BatchGetItem", "dynamodb:BatchWriteItem"} <= granted("IngestFinishRole", "ChunkTable")
    workflow = synthesized.templates["DalilWorkflow"]
    retrieval = [s for n, p in resources(workflow, "AWS::IAM::Policy").items() if n.startswith("RetrievalRole")
                 for s in p["Properties"]["PolicyDocument"]["Statement"]]
    assert any("ChunkTable" in json.dumps(s["Resource"]) and "dynamodb:BatchGetItem" in json.dumps(s["Action"]) for s in retrieval)


def test_bootstrap_custom_resource_maps_the_function_roles(synthesized) -> None:
    template = synthesized.templates["DalilIngest"]
    (resource,) = [r for r in template["Resources"].values() if r["Type"] == "Custom::DalilSearchBootstrap"]
    props = resource["Properties"]
    assert props["Index"] == "dalil-chunks" and props["ManageSecurity"] == "true"
    assert "RetrievalRole" in json.dumps(props["ReaderRoleArns"])
    writers = json.dumps(props["WriterRoleArns"])
    assert all(f"{f}Role" in writers for f in ("IngestPlan", "IngestBatch", "IngestFinish"))
    assert "GenerationRole" not in json.dumps(props)
    (bootstrap,) = [f for n, f in resources(template, "AWS::Lambda::Function").items() if n.startswith("Bootstrap")]
    # It runs as the domain's master role.
    assert "SearchAdminRole" in json.dumps(bootstrap["Properties"]["Role"])
    # The handler's model parses these properties (tokens stand in as text, as CloudFormation sends them).
    parsed = bootstrap_module().BootstrapProperties.model_validate(
        {k: (v if not isinstance(v, (dict, list)) else "x") for k, v in props.items() if k != "ServiceToken"}
        | {"ReaderRoleArns": ["arn:aws:iam::1:role/r"], "WriterRoleArns": ["arn:aws:iam::1:role/w"]}
    )
    assert parsed.Dimensions == 1024 and parsed.ManageSecurity is True
    assert re.fullmatch(r"[0-9a-f]{16}", props["CodeVersion"])  # a code change re-runs the bootstrap


def test_bootstrap_custom_resource_gives_up_in_minutes_not_an_hour(synthesized) -> None:
    """A crashed bootstrap (killed for memory: nothing answers) fails the deploy at ServiceTimeout,
    not after CloudFormation's default hour; the function's own answers come before it."""
    template = synthesized.templates["DalilIngest"]
    (resource,) = [r for r in template["Resources"].values() if r["Type"] == "Custom::DalilSearchBootstrap"]
    (bootstrap,) = [f for n, f in resources(template, "AWS::Lambda::Function").items() if n.startswith("Bootstrap")]
    service_timeout_s = int(resource["Properties"]["ServiceTimeout"])
    function_timeout_s = bootstrap["Properties"]["Timeout"]
    assert function_timeout_s < service_timeout_s <= 600, (function_timeout_s, service_timeout_s)


def bootstrap_module():
    import importlib.util
    import sys

    path = REPO_ROOT / "functions" / "bootstrap" / "search_bootstrap.py"
    if "search_bootstrap" not in sys.modules:
        spec = importlib.util.spec_from_file_location("search_bootstrap", path)
        module = importlib.util.module_from_spec(spec)
        sys.modules["search_bootstrap"] = module
        spec.loader.exec_module(module)
    return sys.modules["search_bootstrap"]
