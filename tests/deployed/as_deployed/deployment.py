"""Deploy the synthesized assembly onto loopback infrastructure and drive it like API Gateway.

CloudFormation's part is played here: every table, secret, role, function and state machine of the
templates is created in moto (names `<stack>-<logical id>`), references are resolved to them, and
each Python function gets its own process (lambda_process.py) with exactly its template's
environment plus what Lambda injects (region, function name, credentials with an access key id of
its own, endpoint URLs for moto and the Bedrock fake). The only other variables are the provider
base URLs (DALIL_GEMINI_BASE_URL, DALIL_OPENROUTER_BASE_URL): the stand-in for the public internet,
pointing at tests/support/loopback_providers.py. The OpenSearch domain's endpoint resolves to a
recording proxy per function in front of the real node, over plain http (the node has no TLS),
behind a SigV4-verifying proxy per caller (tests/support/sigv4_proxy.py) that accepts only that
caller's own credentials, as Amazon OpenSearch Service would check them: every function and the
operator's ingest sign their requests (DALIL_OPENSEARCH_SIGV4, the one other added variable, makes the
client sign for a loopback host as it signs for `*.es.amazonaws.com`), and a request whose signature
does not verify is answered 403 and never reaches the node.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from support.sigv4_proxy import SigV4VerifyingProxy

from .assembly import ACCOUNT, REGION, Assembly, FunctionSpec, Resolver, referenced
from .fakes import FakeBedrock, HttpCall, OpenSearchProxy
from .iam import Grant, Permission, PermissionMap, grants
from .lambda_process import ColdStartFailed, LambdaProcess, lambda_injected_environment
from .moto_server import MotoServer

PROVIDER_KEYS = {"GEMINI_API_KEY": "harness-gemini-key", "OPENROUTER_API_KEY": "harness-openrouter-key"}
STATE_MACHINE_ACCESS_KEY = "ak"  # moto's Step Functions interpreter signs its task calls with it
FUNCTION_SECRET = "harness-secret"  # every function's secret key (lambda_injected_environment)
OPERATOR_ACCESS_KEY, OPERATOR_SECRET = "ASIAOPERATOR", "x"  # the workstation credentials `ingest` runs with
SIGV4_SCOPE = f"es:{REGION}"  # DALIL_OPENSEARCH_SIGV4: sign for the loopback endpoint as for the domain's


@dataclass
class ApiResponse:
    status: int
    headers: dict[str, str]
    body: Any
    raw: dict[str, Any] = field(repr=False)


def api_event(method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> dict[str, Any]:
    """An API Gateway REST proxy-integration event, as the `dalil` API (stage v1) sends it."""
    request_id = str(uuid.uuid4())
    all_headers = {"Content-Type": "application/json", "Host": "api.example", "X-Forwarded-For": "203.0.113.7", **(headers or {})}
    text = body if isinstance(body, str) or body is None else json.dumps(body, ensure_ascii=False)
    return {
        "resource": path, "path": path, "httpMethod": method,
        "headers": all_headers, "multiValueHeaders": {k: [v] for k, v in all_headers.items()},
        "queryStringParameters": None, "multiValueQueryStringParameters": None, "pathParameters": None,
        "stageVariables": None,
        "requestContext": {
            "resourcePath": path, "httpMethod": method, "path": f"/v1{path}", "stage": "v1", "requestId": request_id,
            "accountId": ACCOUNT, "apiId": "harness", "protocol": "HTTP/1.1", "requestTimeEpoch": 0,
            "identity": {"sourceIp": "203.0.113.7", "userAgent": "as-deployed-test"},
        },
        "body": text, "isBase64Encoded": False,
    }


class Deployment:
    def __init__(self, assembly: Assembly, *, sdk_dir: Path, opensearch_url: str, providers: Any, workdir: Path) -> None:
        self.assembly = assembly
        self.sdk_dir = sdk_dir
        self.opensearch_url = opensearch_url
        self.providers = providers
        self.workdir = workdir
        self.moto = MotoServer()
        self.bedrock = FakeBedrock()
        self.search_calls: list[HttpCall] = []
        self._search_lock = threading.Lock()
        self._proxies: dict[str, OpenSearchProxy] = {}
        self.signature_checks: dict[str, SigV4VerifyingProxy] = {}  # caller -> the proxy in front of its recorder
        self.resolver = Resolver(assembly)
        self.processes: dict[str, LambdaProcess] = {}
        self.environments: dict[str, dict[str, str]] = {}
        self.access_keys: dict[str, str] = {}  # access key id -> function key (or workflow role)
        self.roles: dict[str, tuple[str, str]] = {}  # function key / "workflow:<lid>" -> (stack, role logical id)
        self.tables: dict[str, str] = {}  # logical id -> physical name
        self.state_machines: dict[str, str] = {}  # logical id -> ARN
        self.api_workflow = ""  # "workflow:<lid>" of the state machine the api function starts
        self._ingest: tuple[threading.Thread, dict[str, Any]] | None = None

    # --- CloudFormation's part --------------------------------------------------------------------

    def deploy(self) -> None:
        dynamodb, secrets, iam = self.moto.client("dynamodb"), self.moto.client("secretsmanager"), self.moto.client("iam")
        lambdas, sfn = self.moto.client("lambda"), self.moto.client("stepfunctions")
        def arn(service: str, resource: str) -> str:
            return f"arn:aws:{service}:{REGION}:{ACCOUNT}:{resource}"

        templates = self.assembly.templates
        for stack, template in templates.items():
            for lid in template.get("Resources", {}):
                self.resolver.set(stack, lid, Ref=f"{stack}-{lid}", Arn=arn("harness", f"{stack}/{lid}"))
        for stack, lid, resource in self.assembly.resources("AWS::DynamoDB::Table"):
            self._create_table(dynamodb, stack, lid, resource["Properties"])
        for stack, lid, resource in self.assembly.resources("AWS::SecretsManager::Secret"):
            name = resource["Properties"].get("Name") or f"{stack}-{lid}"
            created = secrets.create_secret(Name=name, SecretString=json.dumps(PROVIDER_KEYS))  # as operators put the keys
            self.resolver.set(stack, lid, Ref=created["ARN"], Id=created["ARN"])
        for stack, lid, resource in self.assembly.resources("AWS::IAM::Role"):
            name = f"{stack}-{lid}"[:64]
            document = json.dumps(self.resolver.resolve(resource["Properties"]["AssumeRolePolicyDocument"], stack))
            role = iam.create_role(RoleName=name, AssumeRolePolicyDocument=document)["Role"]
            self.resolver.set(stack, lid, Ref=name, Arn=role["Arn"], RoleId=role["RoleId"])
        for stack, lid, resource in self.assembly.resources("AWS::Logs::LogGroup"):
            name = resource["Properties"].get("LogGroupName")
            name = self.resolver.resolve(name, stack) if name else f"/aws/harness/{stack}-{lid}"
            self.resolver.set(stack, lid, Ref=name, Arn=arn("logs", f"log-group:{name}:*"))
        for stack, lid, resource in self.assembly.resources("AWS::OpenSearchService::Domain"):
            name = resource["Properties"].get("DomainName", f"{stack}-{lid}".lower())
            self.resolver.set(stack, lid, Ref=name, Arn=arn("es", f"domain/{name}"), DomainArn=arn("es", f"domain/{name}"))
            self.resolver.hooks[(stack, lid, "DomainEndpoint")] = self._search_endpoint
        for stack, lid, resource in self.assembly.resources("AWS::Lambda::Function"):
            props = resource["Properties"]
            name = f"{stack}-{lid}"[:64]
            created = lambdas.create_function(
                FunctionName=name, Runtime=props.get("Runtime", "python3.11"), Role=self.resolver.resolve(props["Role"], stack),
                Handler=props.get("Handler", "index.handler"), Code={"ZipFile": _placeholder_zip()},
            )
            self.resolver.set(stack, lid, Ref=name, Arn=created["FunctionArn"])
        for stack, lid, resource in self.assembly.resources("AWS::Lambda::Version"):
            function = self.resolver.resolve(resource["Properties"]["FunctionName"], stack)
            version = lambdas.publish_version(FunctionName=function)
            self.resolver.set(stack, lid, Ref=version["FunctionArn"], Version=version["Version"])
        for stack, lid, resource in self.assembly.resources("AWS::Lambda::Alias"):
            props = resource["Properties"]
            alias = lambdas.create_alias(
                FunctionName=self.resolver.resolve(props["FunctionName"], stack), Name=props["Name"],
                FunctionVersion=str(self.resolver.resolve(props["FunctionVersion"], stack)),
            )
            self.resolver.set(stack, lid, Ref=alias["AliasArn"], AliasArn=alias["AliasArn"])
        for stack, lid, resource in self.assembly.resources("AWS::StepFunctions::StateMachine"):
            props = resource["Properties"]
            definition = self.resolver.resolve(props["DefinitionString"], stack)
            substitutions = self.resolver.resolve(props.get("DefinitionSubstitutions", {}), stack)
            for key, value in substitutions.items():
                definition = definition.replace("${" + key + "}", str(value))
            role_stack, role_lid = referenced(self.assembly.templates, stack, props["RoleArn"])
            created = sfn.create_state_machine(
                name=f"{stack}-{lid}"[:80], definition=definition, roleArn=self.resolver.resolve(props["RoleArn"], stack),
                type=props.get("StateMachineType", "STANDARD"),
            )
            self.resolver.set(stack, lid, Ref=created["stateMachineArn"], Arn=created["stateMachineArn"], Name=f"{stack}-{lid}")
            self.state_machines[lid] = created["stateMachineArn"]
            self.roles[f"workflow:{lid}"] = (role_stack, role_lid)
        for key, spec in self.assembly.functions.items():
            self.environments[key] = self._environment(spec)
        # moto's interpreter signs every task call with one key: they belong to the state machine the
        # api function starts (the only one these scenarios run).
        started = self.environments.get("api", {}).get("DALIL_STATE_MACHINE_ARN")
        for lid, machine_arn in self.state_machines.items():
            if machine_arn == started:
                self.access_keys[STATE_MACHINE_ACCESS_KEY] = self.api_workflow = f"workflow:{lid}"
        for key, spec in self.assembly.functions.items():
            self.roles[key] = referenced(self.assembly.templates, spec.stack, spec.role)
            self.processes[key] = self._process(spec, self.environments[key])
            self.moto.lambdas[self.resolver.physical[(spec.stack, spec.logical_id)]["Ref"]] = self.processes[key]

    def _create_table(self, dynamodb: Any, stack: str, lid: str, props: dict[str, Any]) -> None:
        name = props.get("TableName") or f"{stack}-{lid}"
        request: dict[str, Any] = {
            "TableName": name, "KeySchema": props["KeySchema"], "AttributeDefinitions": props["AttributeDefinitions"],
            "BillingMode": props.get("BillingMode", "PROVISIONED"),
        }
        if request["BillingMode"] == "PROVISIONED":
            request["ProvisionedThroughput"] = props.get("ProvisionedThroughput", {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5})
        if props.get("GlobalSecondaryIndexes"):
            request["GlobalSecondaryIndexes"] = [
                {k: v for k, v in index.items() if k in {"IndexName", "KeySchema", "Projection", "ProvisionedThroughput"}}
                for index in props["GlobalSecondaryIndexes"]
            ]
        created = dynamodb.create_table(**request)["TableDescription"]
        ttl = props.get("TimeToLiveSpecification")
        if ttl and ttl.get("Enabled"):
            dynamodb.update_time_to_live(TableName=name, TimeToLiveSpecification={"Enabled": True, "AttributeName": ttl["AttributeName"]})
        self.tables[lid] = name
        self.resolver.set(stack, lid, Ref=name, Arn=created["TableArn"])

    def _search_endpoint(self, caller: str | None) -> str:
        caller = caller or "operator"
        if caller not in self._proxies:
            self._proxies[caller] = OpenSearchProxy(self.opensearch_url, caller, self.search_calls, self._search_lock)
            if caller == "operator":
                credentials, tokens = {OPERATOR_ACCESS_KEY: OPERATOR_SECRET}, None
            else:
                key = function_access_key(caller)
                credentials, tokens = {key: FUNCTION_SECRET}, {key: f"harness-session-{self._function_name(caller)}"}
            self.signature_checks[caller] = SigV4VerifyingProxy(
                self._proxies[caller].url, credentials, region=REGION, service="es", session_tokens=tokens,
            ).start()
        return self.signature_checks[caller].url.removeprefix("http://")

    def _function_name(self, key: str) -> str:
        spec = self.assembly.functions[key]
        return self.resolver.physical[(spec.stack, spec.logical_id)]["Ref"]

    def _environment(self, spec: FunctionSpec) -> dict[str, str]:
        resolved = {name: str(self.resolver.resolve(value, spec.stack, caller=spec.key)) for name, value in spec.environment.items()}
        # The domain endpoint is https:// on AWS; its loopback proxy speaks plain http.
        resolved = {name: value.replace("https://127.0.0.1:", "http://127.0.0.1:") for name, value in resolved.items()}
        if "DALIL_OPENSEARCH_URL" in resolved:
            resolved["DALIL_OPENSEARCH_SIGV4"] = SIGV4_SCOPE
        access_key = function_access_key(spec.key)
        self.access_keys[access_key] = spec.key
        logging_config = spec.properties.get("LoggingConfig")
        log_group = self.resolver.resolve(logging_config["LogGroup"], spec.stack) if logging_config else f"/aws/lambda/{spec.key}"
        return {
            **resolved,
            **lambda_injected_environment(
                function_name=self._function_name(spec.key), region=REGION,
                access_key=access_key, memory_mb=spec.memory_mb, log_group=log_group,
            ),
            "AWS_ENDPOINT_URL": self.moto.url,
            "AWS_ENDPOINT_URL_BEDROCK_RUNTIME": self.bedrock.url,
            "DALIL_GEMINI_BASE_URL": self.providers.base_url,
            "DALIL_OPENROUTER_BASE_URL": self.providers.base_url,
        }

    def _process(self, spec: FunctionSpec, environment: dict[str, str], *, layer_dir: Path | None = None) -> LambdaProcess:
        (layer,) = spec.layer_dirs if layer_dir is None else [layer_dir]
        return LambdaProcess(
            name=spec.key, arn=self.resolver.physical[(spec.stack, spec.logical_id)]["Arn"], asset_dir=spec.asset_dir,
            layer_dir=layer / "python", sdk_dir=self.sdk_dir, handler=spec.handler, environment=environment,
            timeout_s=spec.timeout_s, log_path=self.workdir / f"{spec.key}.log",
        )

    def isolated_process(
        self, key: str, *, environment: dict[str, str] | None = None, layer_dir: Path | None = None, tag: str
    ) -> LambdaProcess:
        """A separate process of one function with a changed environment or layer (the negative tests)."""
        spec = self.assembly.functions[key]
        process = self._process(spec, environment if environment is not None else self.environments[key], layer_dir=layer_dir)
        process.log_path = self.workdir / f"{key}-{tag}.log"
        return process

    def cold_start_all(self) -> dict[str, ColdStartFailed]:
        """Start every function (in parallel: each is its own process); their cold-start failures."""
        from concurrent.futures import ThreadPoolExecutor

        def start(key: str) -> tuple[str, ColdStartFailed | None]:
            try:
                self.processes[key].start()
            except ColdStartFailed as failure:
                return key, failure
            return key, None

        with ThreadPoolExecutor(max_workers=4) as pool:
            results = list(pool.map(start, self.processes))
        return {key: failure for key, failure in results if failure is not None}

    # --- operations -------------------------------------------------------------------------------

    def function_with_env(self, name: str) -> str:
        """The function whose template sets `name` (the retrieval function reads the index)."""
        return next(k for k, spec in sorted(self.assembly.functions.items()) if name in spec.environment)

    def ingest(self) -> dict[str, Any]:
        """`dalil ingest --backend aws` as ops run it from a workstation: the bundled corpus into the
        chunk table and the index the retrieval function reads, embedded by Bedrock (the fake)."""
        reader = self.environments[self.function_with_env("DALIL_OPENSEARCH_URL")]
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.workdir), "LANG": "C.UTF-8",
            "AWS_REGION": REGION, "AWS_DEFAULT_REGION": REGION,
            "AWS_ACCESS_KEY_ID": OPERATOR_ACCESS_KEY, "AWS_SECRET_ACCESS_KEY": OPERATOR_SECRET,
            "AWS_ENDPOINT_URL": self.moto.url, "AWS_ENDPOINT_URL_BEDROCK_RUNTIME": self.bedrock.url,
            **{name: reader[name] for name in reader if name.startswith("DALIL_")},
            # The domain endpoint as ops have it (signed, through the operator's own checking proxy).
            "DALIL_OPENSEARCH_URL": f"http://{self._search_endpoint('operator')}", "DALIL_OPENSEARCH_SIGV4": SIGV4_SCOPE,
        }
        done = subprocess.run(
            [str(Path(sys.executable).parent / "dalil"), "ingest", "--backend", "aws", "--json"],
            env=env, capture_output=True, text=True, timeout=600, cwd=self.workdir,
        )
        if done.returncode != 0:
            raise RuntimeError(f"dalil ingest --backend aws failed ({done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}")
        return json.loads(done.stdout)

    def start_ingest(self) -> None:
        """Run `ingest` on a thread (it waits on the fakes and the node, while cold starts use the CPU)."""
        outcome: dict[str, Any] = {}

        def run() -> None:
            try:
                outcome["report"] = self.ingest()
            except BaseException as error:  # re-raised by ingest_report()
                outcome["error"] = error

        thread = threading.Thread(target=run, name="ingest", daemon=True)
        thread.start()
        self._ingest = (thread, outcome)

    def ingest_report(self) -> dict[str, Any]:
        if self._ingest is None:
            self.start_ingest()
        assert self._ingest is not None
        thread, outcome = self._ingest
        thread.join()
        if "error" in outcome:
            raise outcome["error"]
        return outcome["report"]

    def api(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> ApiResponse:
        done = self.processes["api"].invoke(api_event(method, path, body, headers))
        if done.errored:
            raise AssertionError(f"the api function raised: {done.payload}")
        raw = done.payload
        text = raw.get("body") or ""
        try:
            body_json = json.loads(text) if text else None
        except ValueError:
            body_json = text
        return ApiResponse(status=raw["statusCode"], headers=raw.get("headers") or {}, body=body_json, raw=raw)

    # --- IAM --------------------------------------------------------------------------------------

    def permission_map(self) -> PermissionMap:
        secrets = {name: value["Ref"] for (stack, lid), value in self.resolver.physical.items()
                   if self.assembly.templates[stack]["Resources"][lid]["Type"] == "AWS::SecretsManager::Secret"
                   for name in (value["Ref"], f"{stack}-{lid}")}
        domain_resources = self.assembly.resources("AWS::OpenSearchService::Domain")
        domains = [self.resolver.physical[(stack, lid)]["Arn"] for stack, lid, _ in domain_resources]
        return PermissionMap(
            table_arn=lambda name: name if name.startswith("arn:") else f"arn:aws:dynamodb:{REGION}:{ACCOUNT}:table/{name}",
            secret_arn=lambda secret_id: secrets.get(secret_id, secret_id),
            function_arn=lambda name: name if name.startswith("arn:") else f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{name}",
            domain_arn=domains[0] if domains else None,
        )

    def used_permissions(self) -> dict[str, set[Permission]]:
        """Every permission each function (and the state machine's role) needed in this run."""
        mapping = self.permission_map()
        used: dict[str, set[Permission]] = {key: set() for key in self.roles}
        for call in self.moto.recorder.snapshot():
            if call.access_key in self.access_keys:
                used[self.access_keys[call.access_key]].update(mapping.aws(call))
        for http in list(self.bedrock.calls):
            if http.caller in self.access_keys:
                used[self.access_keys[http.caller]].update(mapping.bedrock(http))
        for http in list(self.search_calls):
            if http.caller in used:
                used[http.caller].update(mapping.search(http))
        return used

    def policy(self, key: str) -> list[Grant]:
        stack, role = self.roles[key]
        return grants(self.resolver.resolve(self.assembly.role_policies(stack, role), stack))

    def clear_table(self, logical_id_part: str) -> None:
        dynamodb = self.moto.client("dynamodb")
        for lid, name in self.tables.items():
            if logical_id_part not in lid:
                continue
            keys = [k["AttributeName"] for k in dynamodb.describe_table(TableName=name)["Table"]["KeySchema"]]
            for item in dynamodb.scan(TableName=name).get("Items", []):
                dynamodb.delete_item(TableName=name, Key={k: item[k] for k in keys})

    def stop(self) -> None:
        for process in self.processes.values():
            process.stop()
        for check in self.signature_checks.values():
            check.__exit__(None, None, None)
        for proxy in self._proxies.values():
            proxy.stop()
        self.bedrock.stop()
        self.moto.stop()


def function_access_key(key: str) -> str:
    """The access key id a function's process signs with (each its own, so calls are attributed)."""
    return f"ASIA{key.upper().replace('_', '')}HARNESS"[:20]


def _placeholder_zip() -> bytes:
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("handler.py", "# the harness runs the staged asset in its own process\n")
    return buffer.getvalue()
