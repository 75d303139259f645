"""Panel stack: the Ask panel (`web/dalil-ask.js`, `web/dalil-ask.css`) published for other sites to
embed, from a private S3 bucket behind CloudFront (origin access control), with its config written
from the API stack's URL at deploy time.

    https://<distribution>/panel/<version>/dalil-ask.js   immutable, cached for a year
    https://<distribution>/panel/<version>/dalil-ask.css  immutable, cached for a year
    https://<distribution>/panel/dalil-config.js          window.DalilAskConfig = {"apiBase": <ApiUrl>}, 5 minutes

The version is the panel's own (`DalilAsk.version` in dalil-ask.js). A version's files never change
once published (infra/panel_release.py: `web/release.json` records their digests and a test fails
when the files move without a new version), so browsers and CloudFront may keep them for a year,
and a page pinned to a version keeps working after later deploys (old versions are never pruned). The config is one small
file for every version: the API's URL is the stage's, not the panel's; each deploy invalidates it at
the edge. Why CloudFront and not an S3 website endpoint: docs/DECISIONS.md."""

from __future__ import annotations

import re

import aws_cdk as cdk
from aws_cdk import aws_cloudfront as cloudfront
from aws_cdk import aws_cloudfront_origins as origins
from aws_cdk import aws_iam as iam
from aws_cdk import aws_logs as logs
from aws_cdk import aws_s3 as s3
from aws_cdk import aws_s3_deployment as s3deploy
from constructs import Construct

from infra.config import DalilConfig
from infra.nag import acknowledge
from infra.panel_release import CONFIG_KEY, PANEL_FILES, WEB_DIR, config_script, panel_version

IMMUTABLE = "public, max-age=31536000, immutable"
CONFIG_CACHE = "public, max-age=300"


class PanelStack(cdk.Stack):
    def __init__(self, scope: Construct, construct_id: str, *, config: DalilConfig, api_url: str, **kwargs) -> None:
        super().__init__(scope, construct_id, **kwargs)
        version = panel_version()
        bucket = s3.Bucket(
            self,
            "PanelBucket",
            encryption=s3.BucketEncryption.S3_MANAGED,
            block_public_access=s3.BlockPublicAccess.BLOCK_ALL,
            enforce_ssl=True,
            # As the corpus bucket: kept with the stack unless the stage destroys on removal (dev).
            removal_policy=config.removal_policy,
            auto_delete_objects=False,
        )
        acknowledge(
            bucket, "AwsSolutions-S1",
            "The panel bucket holds only the published panel files, written by the deployment and read by "
            "CloudFront; nothing in it is private or user-written, so access logs would have no reader.",
        )
        self.distribution = cloudfront.Distribution(
            self,
            "PanelCdn",
            comment=f"{config.name_prefix}: the Ask panel",
            default_behavior=cloudfront.BehaviorOptions(
                origin=origins.S3BucketOrigin.with_origin_access_control(bucket),
                viewer_protocol_policy=cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
                allowed_methods=cloudfront.AllowedMethods.ALLOW_GET_HEAD,
                # Honours each object's Cache-Control (a year for versioned files, minutes for the config).
                cache_policy=cloudfront.CachePolicy.CACHING_OPTIMIZED,
                # Public files: any page may load them with `crossorigin` and an `integrity` digest.
                response_headers_policy=cloudfront.ResponseHeadersPolicy.CORS_ALLOW_ALL_ORIGINS_AND_SECURITY_HEADERS,
            ),
            price_class=cloudfront.PriceClass.PRICE_CLASS_100,
            http_version=cloudfront.HttpVersion.HTTP2_AND_3,
        )
        acknowledge(
            self.distribution, "AwsSolutions-CFR1",
            "The panel is public static code for any reader of the site; there is no country to exclude.",
        )
        acknowledge(
            self.distribution, "AwsSolutions-CFR2",
            "Static files only, cached at the edge and billed per request: a web ACL's fixed monthly fee buys "
            "nothing here (the API it calls has its own throttling and WAF option).",
        )
        acknowledge(
            self.distribution, "AwsSolutions-CFR3",
            "Access logs of public static files would need a second bucket with ACLs and have no reader; the "
            "distribution's CloudWatch metrics show traffic and errors.",
        )
        acknowledge(
            self.distribution, "AwsSolutions-CFR4",
            "The default *.cloudfront.net certificate: CloudFront negotiates TLS 1.2+ with current browsers; "
            "a stage with its own domain sets its certificate and minimum protocol there.",
        )

        # The deployment function's own log group (retention, removal with the stack, and a role that
        # may write only there instead of the AWS-managed basic execution policy).
        publish_logs = logs.LogGroup(self, "PublishLogs", retention=config.log_retention, removal_policy=config.log_removal_policy)
        publisher = self._publisher_role(bucket, version, publish_logs)
        for name, content_type in PANEL_FILES.items():
            s3deploy.BucketDeployment(
                self,
                f"Publish{''.join(part.capitalize() for part in re.split(r'[-.]', name))}",
                sources=[s3deploy.Source.asset(str(WEB_DIR), exclude=["*", f"!{name}"])],
                destination_bucket=bucket,
                destination_key_prefix=f"panel/{version}/",
                content_type=content_type,
                cache_control=[s3deploy.CacheControl.from_string(IMMUTABLE)],
                prune=False,  # earlier versions stay: pages pinned to them keep working
                memory_limit=256,
                role=publisher,
                log_group=publish_logs,
            )
        s3deploy.BucketDeployment(
            self,
            "PublishConfig",
            sources=[s3deploy.Source.data(CONFIG_KEY, config_script(api_url))],
            destination_bucket=bucket,
            content_type="text/javascript; charset=utf-8",
            cache_control=[s3deploy.CacheControl.from_string(CONFIG_CACHE)],
            prune=False,
            distribution=self.distribution,
            distribution_paths=[f"/{CONFIG_KEY}"],
            memory_limit=256,
            role=publisher,
            log_group=publish_logs,
        )

        base = f"https://{self.distribution.distribution_domain_name}"
        cdk.CfnOutput(self, "PanelScriptUrl", value=f"{base}/panel/{version}/dalil-ask.js")
        cdk.CfnOutput(self, "PanelConfigUrl", value=f"{base}/{CONFIG_KEY}")
        cdk.CfnOutput(self, "PanelVersion", value=version)

    def _publisher_role(self, bucket: s3.Bucket, version: str, log_group: logs.LogGroup) -> iam.IRole:
        """The role of CDK's BucketDeployment function, narrowed to what publishing needs: the
        construct's own grants (s3:GetObject*/List*/DeleteObject*/Abort* on whole buckets,
        cloudfront invalidations on "*") are dropped by handing it a role it cannot change."""
        role = iam.Role(
            self, "PublishRole", assumed_by=iam.ServicePrincipal("lambda.amazonaws.com"),
            description="Dalil: copies the panel's files and config into the panel bucket",
        )
        log_group.grant_write(role)
        assets = cdk.DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace(
            "${Qualifier}", cdk.DefaultStackSynthesizer.DEFAULT_QUALIFIER
        ).replace("${AWS::AccountId}", self.account).replace("${AWS::Region}", self.region)
        role.add_to_policy(iam.PolicyStatement(actions=["s3:GetObject"], resources=[f"arn:{self.partition}:s3:::{assets}/*"]))
        # `aws s3 sync` lists the destination to compare; it writes the version's files and the config only.
        role.add_to_policy(iam.PolicyStatement(actions=["s3:ListBucket"], resources=[bucket.bucket_arn]))
        role.add_to_policy(iam.PolicyStatement(
            actions=["s3:PutObject"], resources=[bucket.arn_for_objects(f"panel/{version}/*"), bucket.arn_for_objects(CONFIG_KEY)],
        ))
        role.add_to_policy(iam.PolicyStatement(
            actions=["cloudfront:CreateInvalidation", "cloudfront:GetInvalidation"], resources=[self.distribution.distribution_arn],
        ))
        acknowledge(
            role, "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]",
            "Reads the staged asset zips (object keys are content hashes, known only to the deployment) from "
            "CDK's bootstrap asset bucket; read-only.",
        )
        acknowledge(
            role, f"AwsSolutions-IAM5[Resource::<{self.resolve(bucket.node.default_child.logical_id)}.Arn>/panel/{version}/*]",  # type: ignore[union-attr]
            "Writes this panel version's files (the deployment's object keys) and nothing outside its prefix.",
        )
        acknowledge(self, "AwsSolutions-L1", "CDK's BucketDeployment function: its runtime is set by aws-cdk-lib, not by this app.")
        return role.without_policy_updates()
