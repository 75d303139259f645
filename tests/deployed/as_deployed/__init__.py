"""The as-deployed harness: read the synthesized assembly, play CloudFormation on moto
and loopback fakes, run each Lambda in its own isolated process. See tests/deployed/conftest.py."""
