"""The ``kiosk emulator`` command: arguments, the --fault syntax and the start-up banner."""

from __future__ import annotations

import argparse

import pytest

from kiosk.emulator import Fault, command, parse_fault_spec


def parser() -> argparse.ArgumentParser:
    result = argparse.ArgumentParser(prog="kiosk emulator")
    command.add_arguments(result)
    return result


@pytest.mark.parametrize(("spec", "route", "fault"), [
    ("POST /actions/claim-qr=status:503,times:2", "POST /actions/claim-qr",
     Fault(status=503, times=2)),
    ("*=latency_ms:300", "*", Fault(latency_ms=300)),
    ("GET  /assets/{name} = artwork:not_image", "GET /assets/{name}", Fault(artwork="not_image")),
    ("POST /actions/claim-qr=drop_after_handling,times:1", "POST /actions/claim-qr",
     Fault(drop_after_handling=True, times=1)),
    ("GET /health-check=drop_connection:true, malformed_json:false", "GET /health-check",
     Fault(drop_connection=True)),
    ("POST /oauth/token=retry_after:5", "POST /oauth/token", Fault(retry_after=5)),
])
def test_valid_fault_specs(spec, route, fault):
    assert parse_fault_spec(spec) == (route, fault)


@pytest.mark.parametrize(("spec", "words"), [
    ("POST /actions/claim-qr", "must look like"),
    ("POST /actions/claim-qr=", "must look like"),
    ("POST /actions/claim=status:503", "unknown route"),
    ("GET /health-check=colour:red", "unknown fault option"),
    ("GET /health-check=status:abc", "whole number"),
    ("GET /health-check=status", "needs a value"),
    ("GET /health-check=status:200", "between 400 and 599"),
    ("GET /health-check=drop_connection:maybe", "true/false"),
    ("GET /health-check=times:0", "1 or more"),
    ("GET /health-check=status:500,,times:1", "empty fault option"),
    ("GET /health-check=status:500,status:502", "given twice"),
    ("GET /assets/{name}=artwork:huge", "artwork must be one of"),
])
def test_invalid_fault_specs(spec, words):
    with pytest.raises(ValueError, match=words):
        parse_fault_spec(spec)


def test_arguments_and_defaults():
    args = parser().parse_args(["--port", "8080", "--rate-limit", "100",
                                "--fault", "GET /health-check=status:503"])
    assert (args.host, args.port, args.latency_ms, args.token_lifetime) == (
        "127.0.0.1", 8080, 0, 86400)
    assert args.rate_limit == 100
    assert args.fault == [("GET /health-check", Fault(status=503))]


def test_bad_fault_is_an_argparse_error(capsys):
    with pytest.raises(SystemExit):
        parser().parse_args(["--fault", "GET /nowhere=status:503"])
    assert "unknown route 'GET /nowhere'" in capsys.readouterr().err


def test_help_documents_the_fault_syntax():
    text = parser().format_help()
    assert "ROUTE=KEY:VALUE" in text
    assert "drop_after_handling" in text


def test_banner_tells_a_new_user_everything(emulator):
    faults = [parse_fault_spec("GET /health-check=status:503,times:2")]
    text = command.banner(emulator, faults)
    creds = emulator.credentials
    for needed in (emulator.base_url, emulator.auth_url, creds.api_key, creds.client_id,
                   creds.client_secret, "status=503, times=2"):
        assert needed in text
    for drop in emulator.state.drops[:2]:
        assert str(drop.id) in text
        assert drop.edit_code in text
        assert f"/mint?qr_hash={drop.qr_hashes[0]}" in text
        assert drop.website_secret is not None
        assert drop.website_secret in text


def test_port_in_use_is_reported(emulator, capsys):
    args = parser().parse_args(["--port", str(emulator.base_url.split(":")[2].split("/")[0])])
    assert command.run(args) == 1
    assert "cannot listen" in capsys.readouterr().err  # an error: on stderr
