"""The Ask panel as the CDK app publishes it (infra/stacks/panel.py): a private bucket behind
CloudFront, the panel's files under /panel/<version>/ cached as immutable, and dalil-config.js
written at deploy time from the API stack's URL (a cross-stack token, never a literal URL), cached
for minutes and invalidated at the edge by each deploy."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from cdk_synth import REPO_ROOT
from infra.panel_release import CONFIG_KEY, PANEL_FILES, config_script, panel_version


def resources(template: dict[str, Any], kind: str) -> dict[str, dict[str, Any]]:
    return {name: r for name, r in template["Resources"].items() if r["Type"] == kind}


def deployments(synthesized) -> dict[str, dict[str, Any]]:
    """Each BucketDeployment's properties, by the one key it writes (`panel/1.1.0/dalil-ask.js`)."""
    found = {}
    for deployment in resources(synthesized.templates["DalilPanel"], "Custom::CDKBucketDeployment").values():
        props = deployment["Properties"]
        (key,) = props["SourceObjectKeys"]
        (written,) = [p for p in asset_dir(synthesized, key).rglob("*") if p.is_file()]
        found[props.get("DestinationBucketKeyPrefix", "") + str(written.relative_to(asset_dir(synthesized, key)))] = props
    return found


def asset_dir(synthesized, object_key: str) -> Path:
    return Path(synthesized.assembly.directory) / f"asset.{object_key.removesuffix('.zip')}"


def max_age(cache_control: str) -> int:
    (seconds,) = re.findall(r"max-age=(\d+)", cache_control)
    return int(seconds)


def test_the_panel_is_served_from_a_private_bucket_through_cloudfront_only(synthesized) -> None:
    panel = synthesized.templates["DalilPanel"]
    (bucket,) = resources(panel, "AWS::S3::Bucket").values()
    assert bucket["Properties"]["PublicAccessBlockConfiguration"] == {
        "BlockPublicAcls": True, "BlockPublicPolicy": True, "IgnorePublicAcls": True, "RestrictPublicBuckets": True,
    }
    assert "WebsiteConfiguration" not in bucket["Properties"]
    (distribution,) = resources(panel, "AWS::CloudFront::Distribution").values()
    config = distribution["Properties"]["DistributionConfig"]
    (origin,) = config["Origins"]
    (oac_id,) = resources(panel, "AWS::CloudFront::OriginAccessControl")
    assert origin["OriginAccessControlId"] == {"Fn::GetAtt": [oac_id, "Id"]}
    assert config["DefaultCacheBehavior"]["ViewerProtocolPolicy"] == "redirect-to-https"
    # Only CloudFront (this distribution) may read the bucket.
    (policy,) = resources(panel, "AWS::S3::BucketPolicy").values()
    readers = [s for s in policy["Properties"]["PolicyDocument"]["Statement"] if s["Effect"] == "Allow"]
    assert readers and all(s["Principal"] == {"Service": "cloudfront.amazonaws.com"} for s in readers)


def test_versioned_files_are_immutable_and_the_config_is_short_lived(synthesized) -> None:
    version = panel_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+", version)
    published = deployments(synthesized)
    assert set(published) == {f"panel/{version}/{name}" for name in PANEL_FILES} | {CONFIG_KEY}
    for name, content_type in PANEL_FILES.items():
        props = published[f"panel/{version}/{name}"]
        cache = props["SystemMetadata"]["cache-control"]
        assert "immutable" in cache and max_age(cache) == 365 * 24 * 3600 and "public" in cache
        assert props["SystemMetadata"]["content-type"] == content_type and "charset=utf-8" in content_type
        assert props["Prune"] is False  # a page pinned to an earlier version keeps working
        (key,) = props["SourceObjectKeys"]
        assert (asset_dir(synthesized, key) / name).read_bytes() == (REPO_ROOT / "web" / name).read_bytes()
    config = published[CONFIG_KEY]
    cache = config["SystemMetadata"]["cache-control"]
    assert "immutable" not in cache and max_age(cache) <= 300
    assert config["SystemMetadata"]["content-type"] == "text/javascript; charset=utf-8"
    (distribution_id,) = resources(synthesized.templates["DalilPanel"], "AWS::CloudFront::Distribution")
    assert config["DistributionId"] == {"Ref": distribution_id} and config["DistributionPaths"] == [f"/{CONFIG_KEY}"]


def test_the_config_carries_the_api_stacks_url_as_a_deploy_time_token(synthesized) -> None:
    config = deployments(synthesized)[CONFIG_KEY]
    (key,) = config["SourceObjectKeys"]
    text = (asset_dir(synthesized, key) / CONFIG_KEY).read_text(encoding="utf-8")
    assert "execute-api" in text and "<<marker:" in text  # no URL known at synth: markers the deploy fills in
    (markers,) = config["SourceMarkers"]
    api = synthesized.templates["DalilApi"]
    exports = {o["Export"]["Name"]: o["Value"] for o in api["Outputs"].values() if "Export" in o}
    (rest_api,) = resources(api, "AWS::ApiGateway::RestApi")
    (stage,) = resources(api, "AWS::ApiGateway::Stage")
    # What CloudFormation gives each marker at deploy time: the API's id and stage from the API
    # stack's exports, the region and URL suffix of the account.
    values = {"AWS::Region": "eu-west-1", "AWS::URLSuffix": "amazonaws.com", rest_api: "a1b2c3", stage: "v1"}
    rendered = text
    for marker, value in markers.items():
        if "Fn::ImportValue" in value:
            exported = exports[value["Fn::ImportValue"]]
            rendered = rendered.replace(marker, values[exported["Ref"]])
        else:
            rendered = rendered.replace(marker, values[value["Ref"]])
    api_url = "https://a1b2c3.execute-api.eu-west-1.amazonaws.com/v1/"
    assert rendered == config_script(api_url)
    assert json.loads(rendered.removeprefix("window.DalilAskConfig = ").rstrip(";\n")) == {"apiBase": api_url}
    # The same URL the API stack outputs as ApiUrl.
    assert json.dumps(api["Outputs"]["ApiUrl"]["Value"]).count("Ref") == 4


def test_outputs_give_the_snippets_urls(synthesized) -> None:
    outputs = synthesized.templates["DalilPanel"]["Outputs"]
    script = json.dumps(outputs["PanelScriptUrl"]["Value"])
    assert f"/panel/{panel_version()}/dalil-ask.js" in script and "DomainName" in script
    assert f"/{CONFIG_KEY}" in json.dumps(outputs["PanelConfigUrl"]["Value"])
    assert outputs["PanelVersion"]["Value"] == panel_version()


def test_the_publishing_function_may_write_only_the_panels_keys(synthesized) -> None:
    """CDK's BucketDeployment grants its function whole-bucket read/write/delete and invalidations on
    "*"; the stack hands it a role it cannot extend, holding only what publishing needs."""
    panel = synthesized.templates["DalilPanel"]
    (function,) = resources(panel, "AWS::Lambda::Function").values()
    (role_id,) = resources(panel, "AWS::IAM::Role")
    assert function["Properties"]["Role"] == {"Fn::GetAtt": [role_id, "Arn"]}
    assert "ManagedPolicyArns" not in resources(panel, "AWS::IAM::Role")[role_id]["Properties"]
    (policy,) = resources(panel, "AWS::IAM::Policy").values()
    granted = {}
    for statement in policy["Properties"]["PolicyDocument"]["Statement"]:
        actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
        for action in actions:
            granted[action] = json.dumps(statement["Resource"])
    assert set(granted) == {
        "logs:CreateLogStream", "logs:PutLogEvents", "s3:GetObject", "s3:ListBucket", "s3:PutObject",
        "cloudfront:CreateInvalidation", "cloudfront:GetInvalidation",
    }
    assert f"/panel/{panel_version()}/*" in granted["s3:PutObject"] and f"/{CONFIG_KEY}" in granted["s3:PutObject"]
    assert "cdk-hnb659fds-assets-" in granted["s3:GetObject"]
    (distribution_id,) = resources(panel, "AWS::CloudFront::Distribution")
    assert ":distribution/" in granted["cloudfront:CreateInvalidation"] and distribution_id in granted["cloudfront:CreateInvalidation"]
    (log_group_id,) = resources(panel, "AWS::Logs::LogGroup")
    assert log_group_id in granted["logs:PutLogEvents"]
    assert function["Properties"]["LoggingConfig"] == {"LogGroup": {"Ref": log_group_id}}
