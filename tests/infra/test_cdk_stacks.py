"""The CDK app synthesized offline (no Docker, no account, no lookups): resources, key properties,
least-privilege IAM, and cdk-nag AwsSolutions with every finding fixed or acknowledged with a reason."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from aws_cdk.assertions import Match, Template

from dalil.workflow.state_machine import SUBSTITUTION_KEYS, build_definition, step_graph, table_graph, to_json

# Actions AWS offers only on Resource "*" (no resource-level permissions): X-Ray, and the CloudWatch
# Logs delivery calls Step Functions needs to write its execution log.
STAR_ONLY_ACTIONS = {
    "xray:PutTraceSegments", "xray:PutTelemetryRecords", "xray:GetSamplingRules", "xray:GetSamplingTargets",
    "logs:CreateLogDelivery", "logs:GetLogDelivery", "logs:UpdateLogDelivery", "logs:DeleteLogDelivery",
    "logs:ListLogDeliveries", "logs:PutResourcePolicy", "logs:DescribeResourcePolicies", "logs:DescribeLogGroups",
}


def resources(template: dict[str, Any], kind: str) -> dict[str, dict[str, Any]]:
    return {name: r for name, r in template["Resources"].items() if r["Type"] == kind}


def role_statements(template: dict[str, Any], role_prefix: str) -> list[dict[str, Any]]:
    policies = [
        p for name, p in resources(template, "AWS::IAM::Policy").items() if name.startswith(role_prefix)
    ]
    assert policies, f"no policy for {role_prefix}"
    return [s for p in policies for s in p["Properties"]["PolicyDocument"]["Statement"]]


def actions_on(statements: list[dict[str, Any]], needle: str) -> set[str]:
    """Actions granted on any resource whose JSON mentions `needle` (a logical id or export name)."""
    found: set[str] = set()
    for statement in statements:
        if needle in json.dumps(statement["Resource"]):
            actions = statement["Action"]
            found |= {actions} if isinstance(actions, str) else set(actions)
    return found


def test_synth_has_six_stacks_and_no_missing_context(synthesized) -> None:
    assert set(synthesized.templates) == {"DalilData", "DalilWorkflow", "DalilApi", "DalilIngest", "DalilOperations", "DalilPanel"}
    # No context lookups: nothing was left for the CLI to fetch from an account.
    manifest = json.loads((__import__("pathlib").Path(synthesized.assembly.directory) / "manifest.json").read_text())
    assert manifest.get("missing") in (None, [])


def test_cdk_nag_reports_no_unacknowledged_finding(synthesized) -> None:
    report = json.loads((__import__("pathlib").Path(synthesized.assembly.directory) / "validation-report.json").read_text())
    assert report["pluginReports"] == []


def test_cdk_nag_is_really_checking() -> None:
    """A wildcard admin role added to the app must fail the synth: the check above is not vacuous."""
    from aws_cdk import aws_iam as iam

    from cdk_synth import synthesize

    def add_bad_role(app) -> None:
        stack = app.node.find_child("DalilApi")
        role = iam.Role(stack, "TooPowerful", assumed_by=iam.ServicePrincipal("lambda.amazonaws.com"))
        role.add_to_policy(iam.PolicyStatement(actions=["dynamodb:*"], resources=["*"]))

    with pytest.raises(Exception, match=r"AwsSolutions-IAM5\[Resource::\*\]"):
        synthesize(extra=add_bad_role)


def test_tables_keys_ttl_and_recovery(synthesized) -> None:
    data = Template.from_json(synthesized.templates["DalilData"])
    data.resource_count_is("AWS::DynamoDB::Table", 4)
    tables = resources(synthesized.templates["DalilData"], "AWS::DynamoDB::Table")
    keys = {
        name.rstrip("0123456789ABCDEF"): [k["AttributeName"] for k in t["Properties"]["KeySchema"]]
        for name, t in tables.items()
    }
    assert keys == {"ChunkTable": ["chunk_id"], "CapacityTable": ["pk"], "FeedbackTable": ["pk", "sk"], "ConversationTable": ["conversation_id"]}
    for name, table in tables.items():
        props = table["Properties"]
        assert props["PointInTimeRecoverySpecification"] == {"PointInTimeRecoveryEnabled": True}, name
        assert props["BillingMode"] == "PAY_PER_REQUEST"
        assert props["SSESpecification"]["SSEEnabled"] is True
        has_ttl = name.startswith(("CapacityTable", "ConversationTable"))
        assert (props.get("TimeToLiveSpecification") == {"AttributeName": "ttl", "Enabled": True}) is has_ttl, name


def test_opensearch_domain_is_locked_down(synthesized) -> None:
    data = Template.from_json(synthesized.templates["DalilData"])
    data.resource_count_is("AWS::OpenSearchService::Domain", 1)
    data.has_resource_properties(
        "AWS::OpenSearchService::Domain",
        {
            # The master user is an IAM role (the bootstrap runs as it), not a password.
            "AdvancedSecurityOptions": Match.object_like({
                "Enabled": True, "InternalUserDatabaseEnabled": False,
                "MasterUserOptions": {"MasterUserARN": {"Fn::GetAtt": [Match.string_like_regexp("SearchAdminRole"), "Arn"]}},
            }),
            "EncryptionAtRestOptions": {"Enabled": True},
            "NodeToNodeEncryptionOptions": {"Enabled": True},
            "DomainEndpointOptions": Match.object_like({"EnforceHTTPS": True, "TLSSecurityPolicy": "Policy-Min-TLS-1-2-2019-07"}),
        },
    )
    (domain,) = resources(synthesized.templates["DalilData"], "AWS::OpenSearchService::Domain").values()
    (statement,) = domain["Properties"]["AccessPolicies"]["Statement"]
    assert statement["Principal"] != "*" and statement["Principal"] != {"AWS": "*"}  # never anonymous
    # No custom-resource Lambda sneaks into the data stack.
    assert resources(synthesized.templates["DalilData"], "AWS::Lambda::Function") == {}


def test_existing_opensearch_endpoint_creates_no_domain() -> None:
    from cdk_synth import synthesize

    endpoint = "https://search-dalil-abc.us-east-1.es.amazonaws.com"
    arn = "arn:aws:es:us-east-1:123456789012:domain/existing"
    synthesized = synthesize({"dalil:opensearchEndpoint": endpoint, "dalil:opensearchDomainArn": arn})
    assert resources(synthesized.templates["DalilData"], "AWS::OpenSearchService::Domain") == {}
    workflow = Template.from_json(synthesized.templates["DalilWorkflow"])
    workflow.has_resource_properties(
        "AWS::Lambda::Function",
        {"Environment": {"Variables": Match.object_like({"DALIL_OPENSEARCH_URL": endpoint})}},
    )
    statements = role_statements(synthesized.templates["DalilWorkflow"], "RetrievalRole")
    assert actions_on(statements, f"{arn}/dalil-chunks*") == {"es:ESHttpPost"}  # _msearch only (granted = recorded)
    # No domain of ours: no bootstrap custom resource and no search alarms.
    ingest = synthesized.templates["DalilIngest"]
    assert not [r for r in ingest["Resources"].values() if r["Type"] == "Custom::DalilSearchBootstrap"]
    alarms = {a["Properties"]["AlarmName"] for a in resources(synthesized.templates["DalilOperations"], "AWS::CloudWatch::Alarm").values()}
    assert alarms and not {a for a in alarms if "Search" in a}


def test_four_functions_one_layer_traced_python311(synthesized) -> None:
    workflow = Template.from_json(synthesized.templates["DalilWorkflow"])
    workflow.resource_count_is("AWS::Lambda::Function", 4)
    workflow.resource_count_is("AWS::Lambda::LayerVersion", 1)
    functions = resources(synthesized.templates["DalilWorkflow"], "AWS::Lambda::Function")
    for name, function in functions.items():
        props = function["Properties"]
        assert props["Runtime"] == "python3.11" and props["Handler"] == "handler.handler", name
        assert props["TracingConfig"] == {"Mode": "Active"}
        assert len(props["Layers"]) == 1
        assert props["Environment"]["Variables"]["DALIL_BACKEND"] == "aws"
        assert "LoggingConfig" in props  # its own log group, with retention
    log_groups = resources(synthesized.templates["DalilWorkflow"], "AWS::Logs::LogGroup")
    assert len(log_groups) == 5 and all(g["Properties"]["RetentionInDays"] == 30 for g in log_groups.values())


def test_express_state_machine_runs_the_shared_definition(synthesized) -> None:
    machines = resources(synthesized.templates["DalilWorkflow"], "AWS::StepFunctions::StateMachine")
    (machine,) = machines.values()
    props = machine["Properties"]
    assert props["StateMachineType"] == "EXPRESS"
    assert props["TracingConfiguration"] == {"Enabled": True}
    assert props["LoggingConfiguration"]["Level"] == "ALL"
    assert props["LoggingConfiguration"]["IncludeExecutionData"] is False
    assert props["DefinitionString"] == to_json(build_definition())
    assert set(props["DefinitionSubstitutions"]) == set(SUBSTITUTION_KEYS)
    assert json.loads(props["DefinitionString"])["QueryLanguage"] == "JSONPath"


def test_state_machine_and_local_runner_have_the_same_shape() -> None:
    # Both are driven by `transitions.STEPS`: the machine's edges (choices and catches) are the table's.
    assert step_graph(build_definition()) == table_graph()
    assert build_definition()["TimeoutSeconds"] < 29  # below API Gateway's integration limit


def test_no_wildcard_resources_except_where_aws_requires_them(synthesized) -> None:
    for stack, template in synthesized.templates.items():
        for name, policy in resources(template, "AWS::IAM::Policy").items():
            for statement in policy["Properties"]["PolicyDocument"]["Statement"]:
                if statement["Resource"] == "*":
                    actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
                    assert set(actions) <= STAR_ONLY_ACTIONS, (stack, name, actions)
                    continue
                assert "Action" in statement and "*" not in json.dumps(statement["Action"]), (stack, name, statement)
        # No AWS-managed policies on our roles (API Gateway's account-level CloudWatch role is the exception).
        for name, role in resources(template, "AWS::IAM::Role").items():
            if role["Properties"].get("ManagedPolicyArns"):
                assert stack == "DalilApi" and name.startswith("ApiCloudWatchRole"), name


def test_each_function_touches_only_its_own_resources(synthesized) -> None:
    template = synthesized.templates["DalilWorkflow"]
    retrieval = role_statements(template, "RetrievalRole")
    generation = role_statements(template, "GenerationRole")
    validation = role_statements(template, "ValidationRole")
    api = role_statements(template, "ApiRole")
    machine = role_statements(template, "WorkflowRole")

    # hydration and the index's vocabulary (stores/aws/dynamo_vocabulary.py) read with BatchGetItem only
    assert actions_on(retrieval, "ChunkTable") == {"dynamodb:BatchGetItem"}
    assert actions_on(retrieval, "CapacityTable") == set() and actions_on(retrieval, "FeedbackTable") == set()
    assert actions_on(retrieval, "ProviderKeys") == set()
    assert actions_on(retrieval, "foundation-model/amazon.titan-embed-text-v2:0") == {"bedrock:InvokeModel"}

    assert actions_on(generation, "ProviderKeys") == {"secretsmanager:GetSecretValue"}
    assert actions_on(generation, "CapacityTable") == {"dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:UpdateItem", "dynamodb:PutItem"}
    assert actions_on(generation, "ChunkTable") == set() and actions_on(generation, "FeedbackTable") == set()

    assert actions_on(validation, "FeedbackTable") == {"dynamodb:PutItem"}
    # the corpus's names (`#names#` items, stores/aws/dynamo_claim_names.py) read by key, nothing else
    assert actions_on(validation, "ChunkTable") == {"dynamodb:BatchGetItem"}
    assert actions_on(validation, "ProviderKeys") == set() and actions_on(validation, "CapacityTable") == set()

    assert actions_on(api, "Workflow") == {"states:StartSyncExecution"}
    assert actions_on(api, "ChunkTable") == set() and actions_on(api, "ProviderKeys") == set()

    # Only the generation role may read the provider keys, in any stack.
    readers = [
        name for name, policy in resources(template, "AWS::IAM::Policy").items()
        if "secretsmanager:GetSecretValue" in json.dumps(policy["Properties"]["PolicyDocument"])
    ]
    assert len(readers) == 1 and readers[0].startswith("GenerationRole")

    assert actions_on(machine, "Live") == {"lambda:InvokeFunction"}
    assert actions_on(machine, "CapacityTable") == set()  # capacity is reserved inside the generation step
    assert actions_on(machine, "ChunkTable") == set()
    invoked = [s["Resource"] for s in machine if s["Action"] == "lambda:InvokeFunction"][0]
    # The `live` aliases (a deploy's version; rollback moves the alias), never the api function.
    assert sorted(r["Ref"].rstrip("0123456789ABCDEF") for r in invoked) == [
        "GenerationLive", "RetrievalLive", "ValidationLive"
    ]


def test_api_routes_throttling_validation_cors_and_access_logs(synthesized) -> None:
    api = Template.from_json(synthesized.templates["DalilApi"])
    template = synthesized.templates["DalilApi"]
    methods = {
        (m["Properties"]["HttpMethod"], json.dumps(m["Properties"]["ResourceId"]))
        for m in resources(template, "AWS::ApiGateway::Method").values()
    }
    non_options = [m for m in methods if m[0] != "OPTIONS"]
    assert sorted(m[0] for m in non_options) == ["GET", "GET", "POST", "POST"]
    paths = sorted(r["Properties"]["PathPart"] for r in resources(template, "AWS::ApiGateway::Resource").values())
    assert paths == ["ask", "feedback", "health", "sources", "{doc_id}"]
    # A card's passage: the doc_id path parameter is required, and the route is open like /health.
    source = [m for m in resources(template, "AWS::ApiGateway::Method").values()
              if m["Properties"].get("RequestParameters") == {"method.request.path.doc_id": True}]
    assert len(source) == 1 and source[0]["Properties"]["HttpMethod"] == "GET"
    assert source[0]["Properties"].get("ApiKeyRequired") in (None, False)
    api.has_resource_properties(
        "AWS::ApiGateway::Stage",
        {
            "StageName": "v1",
            "TracingEnabled": True,
            "AccessLogSetting": Match.object_like({"DestinationArn": Match.any_value()}),
            "MethodSettings": Match.array_with([
                Match.object_like({"HttpMethod": "*", "ResourcePath": "/*", "ThrottlingRateLimit": 20, "ThrottlingBurstLimit": 40, "LoggingLevel": "ERROR", "DataTraceEnabled": False}),
                Match.object_like({"HttpMethod": "POST", "ResourcePath": "/~1ask", "ThrottlingRateLimit": 5, "ThrottlingBurstLimit": 10}),
            ]),
        },
    )
    api.has_resource_properties("AWS::ApiGateway::RequestValidator", {"ValidateRequestBody": True})
    models = {m["Properties"]["Name"]: m["Properties"]["Schema"] for m in resources(template, "AWS::ApiGateway::Model").values()}
    assert models["AskRequest"]["properties"]["question"] == {"maxLength": 2000, "minLength": 1, "title": "Question", "type": "string"}
    assert models["AskRequest"]["additionalProperties"] is False
    assert models["FeedbackRequest"]["properties"]["vote"]["enum"] == ["up", "down"]
    assert models["FeedbackRequest"]["properties"]["comment"]["anyOf"][0]["maxLength"] == 500
    # CORS preflight answers for the configured site origin only (exact origins: the gateway's mock).
    options = [m for m in resources(template, "AWS::ApiGateway::Method").values() if m["Properties"]["HttpMethod"] == "OPTIONS"]
    assert options and all(m["Properties"]["Integration"]["Type"] == "MOCK" for m in options)
    origins = {
        m["Properties"]["Integration"]["IntegrationResponses"][0]["ResponseParameters"]["method.response.header.Access-Control-Allow-Origin"]
        for m in options
    }
    assert origins == {"'https://dalil.example'"}


def test_the_validation_function_reads_the_corpus_names_from_the_retrieval_functions_chunk_table(synthesized) -> None:
    """The claim checks on AWS read the names the cloud ingest publishes in the chunk table (NAMES26):
    the validation function's environment names the same table the retrieval function hydrates from,
    and its role may read that table by key (the names' pointer and parts)."""
    template = synthesized.templates["DalilWorkflow"]
    table = {}
    for function in resources(template, "AWS::Lambda::Function").values():
        handler = re.search(r"functions/(\w+)/handler\.py", str(function["Properties"].get("Description", "")))
        if handler and handler.group(1) in ("retrieval", "validation"):
            table[handler.group(1)] = function["Properties"]["Environment"]["Variables"].get("DALIL_CHUNK_TABLE")
    assert table["validation"] is not None and table["validation"] == table["retrieval"]
    assert "ChunkTable" in json.dumps(table["validation"])
    statements = [s for s in role_statements(template, "ValidationRole") if "ChunkTable" in json.dumps(s["Resource"])]
    assert statements and all(s["Action"] == "dynamodb:BatchGetItem" and s["Effect"] == "Allow" for s in statements)
