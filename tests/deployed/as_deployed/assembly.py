"""The cloud assembly as deployed: synthesized WITH the layer bundled (infra/layer.py, cached in
build/layer-cache), read back the way CloudFormation would read it: each function's asset directory
(from the stack's assets manifest), handler, timeout, memory, environment and role policies, the
layer's directory, the tables, the secret and the state machine. References are resolved by
`Resolver` against the physical resources the harness creates (moto, loopback fakes)."""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
REGION, ACCOUNT, PARTITION = "us-east-1", "123456789012", "aws"


def synthesize(context: dict[str, Any]) -> Any:
    """Synthesize the CDK app with bundling ON (CDK's default: every stack is bundled)."""
    infra_tests = str(REPO / "tests" / "infra")
    if infra_tests not in sys.path:
        sys.path.insert(0, infra_tests)
    from cdk_synth import synthesize as synth

    return synth(context={"aws:cdk:bundling-stacks": ["**"], **context}).assembly


@dataclass
class FunctionSpec:
    stack: str
    logical_id: str
    key: str  # functions/<key> it was built from (its handler.py matches), else the logical id
    handler: str
    runtime: str
    asset_dir: Path
    layer_dirs: list[Path]
    timeout_s: float
    memory_mb: int
    environment: dict[str, Any]  # unresolved, as in the template
    role: Any  # {"Fn::GetAtt": [role, "Arn"]}
    properties: dict[str, Any] = field(repr=False)


@dataclass
class Assembly:
    directory: Path
    templates: dict[str, dict[str, Any]]
    functions: dict[str, FunctionSpec]  # by key
    assets: dict[str, dict[str, Path]]  # stack -> S3 object key -> staged directory

    def resources(self, type_name: str) -> list[tuple[str, str, dict[str, Any]]]:
        return [
            (stack, lid, resource)
            for stack, template in self.templates.items()
            for lid, resource in template.get("Resources", {}).items()
            if resource["Type"] == type_name
        ]

    def role_policies(self, stack: str, role_logical_id: str) -> list[dict[str, Any]]:
        """Every policy statement attached to a role: inline Policies and AWS::IAM::Policy resources."""
        template = self.templates[stack]["Resources"]
        statements = [s for p in template[role_logical_id]["Properties"].get("Policies", []) for s in p["PolicyDocument"]["Statement"]]
        for resource in template.values():
            if resource["Type"] == "AWS::IAM::Policy" and {"Ref": role_logical_id} in resource["Properties"].get("Roles", []):
                statements += resource["Properties"]["PolicyDocument"]["Statement"]
        return statements


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_assembly(assembly: Any) -> Assembly:
    directory = Path(assembly.directory)
    templates = {stack.stack_name: stack.template for stack in assembly.stacks}
    assets: dict[str, dict[str, Path]] = {}
    for stack in templates:
        manifest = directory / f"{stack}.assets.json"
        files = json.loads(manifest.read_text())["files"] if manifest.exists() else {}
        assets[stack] = {
            destination["objectKey"]: directory / entry["source"]["path"]
            for entry in files.values()
            for destination in entry["destinations"].values()
        }
    sources = {_digest(handler): handler.parent.name for handler in (REPO / "functions").glob("*/handler.py")}

    def asset_of(stack: str, code: dict[str, Any]) -> Path:
        key = code.get("S3Key")
        if not isinstance(key, str) or key not in assets[stack]:
            raise LookupError(f"{stack}: code {code} is not a staged asset of this assembly")
        return assets[stack][key]

    functions: dict[str, FunctionSpec] = {}
    for stack, template in templates.items():
        resources = template.get("Resources", {})
        for lid, resource in resources.items():
            if resource["Type"] != "AWS::Lambda::Function":
                continue
            props = resource["Properties"]
            if not str(props.get("Runtime", "")).startswith("python"):
                continue  # CDK's own Node custom resources are not ours to run
            asset_dir = asset_of(stack, props["Code"])
            module = props["Handler"].rsplit(".", 1)[0]
            handler_file = asset_dir / f"{module.replace('.', '/')}.py"
            key = sources.get(_digest(handler_file), lid) if handler_file.exists() else lid
            layers = []
            for layer_ref in props.get("Layers", []):
                layer_stack, layer_lid = referenced(templates, stack, layer_ref)
                layers.append(asset_of(layer_stack, templates[layer_stack]["Resources"][layer_lid]["Properties"]["Content"]))
            functions[key] = FunctionSpec(
                stack=stack, logical_id=lid, key=key, handler=props["Handler"], runtime=props["Runtime"],
                asset_dir=asset_dir, layer_dirs=layers, timeout_s=float(props.get("Timeout", 3)),
                memory_mb=int(props.get("MemorySize", 128)), environment=props.get("Environment", {}).get("Variables", {}),
                role=props["Role"], properties=props,
            )
    return Assembly(directory=directory, templates=templates, functions=functions, assets=assets)


def referenced(templates: dict[str, dict[str, Any]], stack: str, reference: Any) -> tuple[str, str]:
    """(stack, logical id) a {"Ref"} names, following a cross-stack Fn::ImportValue to its export."""
    if isinstance(reference, dict) and "Ref" in reference:
        return stack, reference["Ref"]
    if isinstance(reference, dict) and "Fn::GetAtt" in reference:
        target = reference["Fn::GetAtt"]
        return stack, target[0] if isinstance(target, list) else target.split(".", 1)[0]
    if isinstance(reference, dict) and "Fn::ImportValue" in reference:
        for other, template in templates.items():
            for output in template.get("Outputs", {}).values():
                if output.get("Export", {}).get("Name") == reference["Fn::ImportValue"]:
                    return referenced(templates, other, output["Value"])
    raise LookupError(f"{stack}: cannot follow {reference} to a resource")


# --- references ---------------------------------------------------------------------------------

PSEUDO = {
    "AWS::Region": REGION, "AWS::AccountId": ACCOUNT, "AWS::Partition": PARTITION,
    "AWS::URLSuffix": "amazonaws.com", "AWS::NoValue": None,
}


class Unresolvable(LookupError):
    pass


class Resolver:
    """Ref / Fn::GetAtt / Fn::Join / Fn::Sub / Fn::ImportValue / Fn::Select / Fn::Split against
    `physical[(stack, logical_id)]` = {"Ref": ..., "<Attribute>": ...}. `hooks[(stack, lid, attr)]`
    computes a value per caller (the OpenSearch endpoint: one recording proxy per function)."""

    def __init__(self, assembly: Assembly) -> None:
        self.assembly = assembly
        self.physical: dict[tuple[str, str], dict[str, Any]] = {}
        self.hooks: dict[tuple[str, str, str], Callable[[str | None], str]] = {}
        self._exports: dict[str, tuple[str, Any]] = {}
        for stack, template in assembly.templates.items():
            for output in template.get("Outputs", {}).values():
                name = output.get("Export", {}).get("Name")
                if isinstance(name, str):
                    self._exports[name] = (stack, output["Value"])

    def set(self, stack: str, lid: str, **values: Any) -> None:
        self.physical.setdefault((stack, lid), {}).update(values)

    def _attribute(self, stack: str, lid: str, attribute: str, caller: str | None) -> Any:
        if (stack, lid, attribute) in self.hooks:
            return self.hooks[(stack, lid, attribute)](caller)
        try:
            return self.physical[(stack, lid)][attribute]
        except KeyError:
            kind = self.assembly.templates[stack]["Resources"].get(lid, {}).get("Type", "?")
            raise Unresolvable(f"{stack}/{lid} ({kind}): the harness has no {attribute} for it") from None

    def resolve(self, value: Any, stack: str, caller: str | None = None) -> Any:
        if isinstance(value, list):
            return [self.resolve(v, stack, caller) for v in value]
        if not isinstance(value, dict):
            return value
        if len(value) != 1:
            return {k: self.resolve(v, stack, caller) for k, v in value.items()}
        (name, arg), = value.items()
        if name == "Ref":
            if arg in PSEUDO:
                return PSEUDO[arg]
            if arg == "AWS::StackName":
                return stack
            return self._attribute(stack, arg, "Ref", caller)
        if name == "Fn::GetAtt":
            lid, attribute = arg if isinstance(arg, list) else arg.split(".", 1)
            return self._attribute(stack, lid, attribute, caller)
        if name == "Fn::Join":
            separator, parts = arg
            return separator.join(str(p) for p in self.resolve(parts, stack, caller))
        if name == "Fn::Select":
            index, items = arg
            return self.resolve(items, stack, caller)[int(index)]
        if name == "Fn::Split":
            separator, text = arg
            return str(self.resolve(text, stack, caller)).split(separator)
        if name == "Fn::ImportValue":
            export = self.resolve(arg, stack, caller)
            if export not in self._exports:
                raise Unresolvable(f"no stack exports {export!r}")
            source_stack, source_value = self._exports[export]
            return self.resolve(source_value, source_stack, caller)
        if name == "Fn::Sub":
            template, variables = (arg, {}) if isinstance(arg, str) else arg
            variables = {k: self.resolve(v, stack, caller) for k, v in variables.items()}

            def substitute(match: re.Match[str]) -> str:
                token = match.group(1)
                if token in variables:
                    return str(variables[token])
                if "." in token:
                    lid, attribute = token.split(".", 1)
                    return str(self._attribute(stack, lid, attribute, caller))
                return str(self.resolve({"Ref": token}, stack, caller))

            return re.sub(r"\$\{([^}!]+)\}", substitute, template)
        if name.startswith("Fn::"):
            raise Unresolvable(f"{name} is not supported by the harness")
        return {name: self.resolve(arg, stack, caller)}
