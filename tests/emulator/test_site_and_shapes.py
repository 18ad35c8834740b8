"""The public mint page, and answers checked against the published OpenAPI shapes."""

from __future__ import annotations

import pytest

from tests.emulator.helpers import ADDRESS, OPENAPI, event_keys, get_claim, mint, response_keys


def test_mint_page_and_form(http, emulator, auth_headers):
    drop = emulator.state.drops[0]
    qr_hash = drop.qr_hashes[0]
    for url in (f"{emulator.mint_site}/mint?qr_hash={qr_hash}",
                f"{emulator.mint_site}/mint/{qr_hash}"):
        page = http.get(url)
        assert page.status_code == 200
        assert drop.name in page.text
        assert 'name="address"' in page.text
    done = http.post(f"{emulator.mint_site}/mint", data={"qr_hash": qr_hash, "address": ADDRESS})
    assert done.status_code == 200
    assert ADDRESS in done.text
    assert get_claim(http, emulator, auth_headers, qr_hash)["beneficiary"] == ADDRESS
    used = http.get(f"{emulator.mint_site}/mint/{qr_hash}")
    assert "already been used" in used.text
    again = http.post(f"{emulator.mint_site}/mint", data={"qr_hash": qr_hash, "address": ADDRESS})
    assert again.status_code == 400
    assert "QR is already Claimed" in again.text


def test_mint_page_of_unknown_link(http, emulator):
    assert http.get(f"{emulator.mint_site}/mint/zzzzzz").status_code == 404
    assert http.get(f"{emulator.mint_site}/mint").status_code == 404


def test_the_roles_live_under_their_own_prefixes(http, emulator, key_headers):
    assert http.get(f"{emulator.mint_site}/health-check", headers=key_headers).status_code == 404
    assert http.post(f"{emulator.base_url}/oauth/token", json={}).status_code == 404


needs_openapi = pytest.mark.skipif(not OPENAPI.exists(), reason="OpenAPI reference not present")


@needs_openapi
def test_claim_answers_match_the_schema(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert response_keys("/actions/claim-qr", "get") <= set(claim)
    assert event_keys("/actions/claim-qr", "get", "event") <= set(claim["event"])
    posted = mint(http, emulator, auth_headers, qr_hash, ADDRESS).json()
    assert response_keys("/actions/claim-qr", "post") <= set(posted)
    job = http.get(f"{emulator.base_url}/transaction-requests/{posted['transaction_request_id']}",
                   headers=auth_headers).json()
    assert response_keys("/transaction-requests/{id}", "get") <= set(job)


@needs_openapi
def test_event_answers_match_the_schema(http, emulator, key_headers, auth_headers):
    drop = emulator.state.drops[0]
    page = http.get(f"{emulator.base_url}/paginated-events", headers=key_headers).json()
    assert response_keys("/paginated-events", "get") <= set(page)
    item_keys = event_keys("/paginated-events", "get", "items", "[]")
    assert all(item_keys <= set(item) for item in page["items"])
    gateway_keys = event_keys("/paginated-events", "get", "items", "[]", "drop_image",
                              "gateways", "[]")
    for gateway in page["items"][0]["drop_image"]["gateways"]:
        assert gateway_keys <= set(gateway)
    detail = http.get(f"{emulator.base_url}/events/id/{drop.id}", headers=key_headers).json()
    assert response_keys("/events/id/{id}", "get") <= set(detail)
    secret = http.get(f"{emulator.base_url}/secret/{drop.website_secret}",
                      headers=auth_headers).json()
    assert response_keys("/secret/{secret_word}", "get") <= set(secret)
    claim = http.post(f"{emulator.base_url}/website/claim", headers=key_headers,
                      json={"website": drop.website_secret, "address": ADDRESS}).json()
    assert response_keys("/website/claim", "post") <= set(claim)
    emulator.state.advance_clock(60)
    held = http.get(f"{emulator.base_url}/actions/scan/{ADDRESS}", headers=key_headers).json()
    assert response_keys("/actions/scan/{address}", "get") - {"migrated"} <= set(held[0])
    scan_event = event_keys("/actions/scan/{address}", "get", "[]", "event")
    assert scan_event <= set(held[0]["event"])
