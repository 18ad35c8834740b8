"""API key, bearer token and the token issuer, refused exactly as docs/service-behaviour.md says."""

from __future__ import annotations

import pytest

from kiosk.emulator import EmulatorServer
from tests.emulator.conftest import request_token


def token_body(emulator: EmulatorServer, **changes: str | None) -> dict[str, str | None]:
    creds = emulator.credentials
    body: dict[str, str | None] = {
        "audience": emulator.base_url, "grant_type": "client_credentials",
        "client_id": creds.client_id, "client_secret": creds.client_secret}
    body.update(changes)
    return body


def test_token_answer_has_the_auth0_shape(http, emulator):
    answer = http.post(f"{emulator.auth_url}/oauth/token", json=token_body(emulator))
    assert answer.status_code == 200
    body = answer.json()
    assert set(body) == {"access_token", "token_type", "expires_in", "scope"}
    assert body["token_type"] == "Bearer"
    assert body["expires_in"] == 86400


def test_credentials_are_random_per_server(emulator):
    other = EmulatorServer()  # not started: credentials exist from construction on
    assert other.credentials.api_key != emulator.credentials.api_key
    assert other.credentials.client_secret != emulator.credentials.client_secret


@pytest.mark.parametrize("case", [
    ({"client_secret": "wrong"}, 401, "access_denied"),
    ({"client_id": "wrong"}, 401, "access_denied"),
    ({"audience": "https://api.poap.tech"}, 403, "access_denied"),
    ({"audience": "BASE/"}, 403, "access_denied"),
    ({"grant_type": "password"}, 403, "access_denied"),
    ({"grant_type": None}, 400, "invalid_request"),
])
def test_token_request_rules(http, emulator, case):
    changes, status, error = case
    if changes.get("audience") == "BASE/":
        changes = {"audience": emulator.base_url + "/"}
    body = {k: v for k, v in token_body(emulator, **changes).items() if v is not None}
    answer = http.post(f"{emulator.auth_url}/oauth/token", json=body)
    assert answer.status_code == status
    assert answer.json()["error"] == error
    assert answer.json()["error_description"]


def test_token_request_must_be_json(http, emulator):
    answer = http.post(f"{emulator.auth_url}/oauth/token", content=b"grant_type=client_credentials",
                       headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert answer.status_code == 400
    assert answer.json()["error"] == "invalid_request"


@pytest.mark.parametrize("headers", [{}, {"X-API-Key": "not-the-key"}])
def test_api_key_is_required_everywhere(http, emulator, headers):
    for path in ("/health-check", "/paginated-events", "/actions/claim-qr?qr_hash=abcdef"):
        answer = http.get(f"{emulator.base_url}{path}", headers=headers)
        assert answer.status_code == 403
        assert answer.json() == {"message": "Forbidden"}


def test_protected_operations_need_a_bearer(http, emulator, key_headers):
    drop = emulator.state.drops[0]
    calls = [
        ("GET", f"/actions/claim-qr?qr_hash={drop.qr_hashes[0]}", None),
        ("POST", "/actions/claim-qr", {"qr_hash": drop.qr_hashes[0]}),
        ("POST", "/event/validate", {"event_id": drop.id, "secret_code": drop.edit_code}),
        ("POST", f"/event/{drop.id}/qr-codes", {"secret_code": drop.edit_code}),
        ("POST", "/redeem-requests", {"event_id": drop.id}),
        ("GET", f"/secret/{drop.website_secret}", None),
    ]
    for bearer in (None, "Bearer nonsense", "Basic abc"):
        headers = dict(key_headers) if bearer is None else {**key_headers, "Authorization": bearer}
        for method, path, body in calls:
            answer = http.request(method, f"{emulator.base_url}{path}", json=body, headers=headers)
            assert answer.status_code == 401, (method, path)
            assert answer.json() == {"message": "Unauthorized"}


def test_token_expires_on_the_emulator_clock(http, emulator, auth_headers):
    url = f"{emulator.base_url}/secret/{emulator.state.drops[0].website_secret}"
    assert http.get(url, headers=auth_headers).status_code == 200
    emulator.state.advance_clock(86400 - 60)
    assert http.get(url, headers=auth_headers).status_code == 200
    emulator.state.advance_clock(61)
    assert http.get(url, headers=auth_headers).status_code == 401
    fresh = {**auth_headers, "Authorization": f"Bearer {request_token(http, emulator)}"}
    assert http.get(url, headers=fresh).status_code == 200


def test_short_token_lifetime(http, emulator, auth_headers):
    emulator.state.token_lifetime = 30
    token = request_token(http, emulator)
    headers = {**auth_headers, "Authorization": f"Bearer {token}"}
    url = f"{emulator.base_url}/secret/{emulator.state.drops[0].website_secret}"
    emulator.state.advance_clock(31)
    assert http.get(url, headers=headers).status_code == 401


def test_open_routes_ignore_the_bearer(http, emulator, key_headers):
    answer = http.get(f"{emulator.base_url}/health-check", headers=key_headers)
    assert answer.json() == {"status": "healthy"}


def test_captcha_parameter_is_refused(http, emulator, auth_headers, key_headers):
    drop = emulator.state.drops[0]
    answer = http.get(f"{emulator.base_url}/secret/{drop.website_secret}",
                      params={"captcha": "x"}, headers=auth_headers)
    assert answer.status_code == 400
    assert answer.json()["message"] == '"captcha" is not allowed'
    answer = http.put(f"{emulator.base_url}/secret-requests", headers=key_headers,
                      json={"event_id": drop.id, "gRecaptchaResponse": "x"})
    assert answer.status_code == 400
    assert answer.json()["message"] == '"gRecaptchaResponse" is not allowed'


def test_unknown_path_and_method(http, emulator, key_headers):
    assert http.get(f"{emulator.base_url}/nothing", headers=key_headers).status_code == 404
    assert http.delete(f"{emulator.base_url}/health-check", headers=key_headers).status_code == 405


def test_unknown_path_and_method_as_aws_api_gateway_answers_them(http, emulator, key_headers):
    """``aws_missing_route``: the real service's gateway answers a resource or method it does
    not have with 403 "Missing Authentication Token", with or without a good key; the mint site
    and the token issuer keep their own 404."""
    emulator.state.aws_missing_route = True
    for answer in (
        http.get(f"{emulator.base_url}/nothing", headers=key_headers),
        http.get(f"{emulator.base_url}/v1/paginated-events"),
        http.delete(f"{emulator.base_url}/health-check", headers=key_headers),
    ):
        assert answer.status_code == 403
        assert answer.json() == {"message": "Missing Authentication Token"}
    assert http.get(f"{emulator.base_url}/health-check", headers=key_headers).status_code == 200
    assert http.get(f"{emulator.mint_site}/nothing").status_code == 404
    emulator.state.reset()
    assert http.get(f"{emulator.base_url}/nothing", headers=key_headers).status_code == 404
