"""Secret words and website claims: info, windows, limits, types, and secret requests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx

from kiosk.emulator import EmulatorServer
from tests.emulator.helpers import ADDRESS, OTHER_ADDRESS, error_message, get_claim


def website_claim(http: httpx.Client, emulator: EmulatorServer, key_headers: dict[str, str],
                  website: str | None, address: str) -> httpx.Response:
    return http.post(f"{emulator.base_url}/website/claim", headers=key_headers,
                     json={"website": website, "address": address})


def test_secret_info(http, emulator, auth_headers):
    drop = emulator.state.drops[0]
    answer = http.get(f"{emulator.base_url}/secret/{drop.website_secret}", headers=auth_headers)
    body = answer.json()
    assert body["type"] == "website"
    assert body["event_id"] == body["event"]["id"] == drop.id
    assert (body["total"], body["claimed"], body["claimed_count"]) == (20, 0, 0)
    assert body["secret"] == body["claim_name"] == drop.website_secret
    assert body["active"] is True
    word = http.get(f"{emulator.base_url}/secret/{drop.word_secret}", headers=auth_headers)
    assert word.json()["type"] == "word"


def test_unknown_secret_and_case_sensitivity(http, emulator, auth_headers, key_headers):
    word = emulator.state.drops[0].website_secret
    answer = http.get(f"{emulator.base_url}/secret/{word.upper()}", headers=auth_headers)
    expected = "We could not find that secret word. Please check the spelling."
    assert error_message(answer, 404) == expected
    assert error_message(website_claim(http, emulator, key_headers, word.upper(), ADDRESS),
                         404) == expected


def test_website_claim_mints_a_hidden_link(http, emulator, key_headers, auth_headers):
    drop = emulator.state.drops[0]
    answer = website_claim(http, emulator, key_headers, drop.website_secret, ADDRESS)
    assert answer.status_code == 200, answer.text
    claim = answer.json()
    assert claim["claimed"] is True
    assert claim["beneficiary"] == ADDRESS
    assert claim["qr_hash"] not in drop.qr_hashes
    assert emulator.state.mints_of(claim["qr_hash"]) == 1
    emulator.state.advance_clock(60)
    assert get_claim(http, emulator, auth_headers, claim["qr_hash"])["tx_status"] == "passed"
    info = http.get(f"{emulator.base_url}/secret/{drop.website_secret}",
                    headers=auth_headers).json()
    assert info["claimed"] == 1
    again = website_claim(http, emulator, key_headers, drop.website_secret, ADDRESS)
    assert error_message(again, 400) == "Address already claimed a code for this event"


def test_word_secret_cannot_be_claimed_by_api(http, emulator, key_headers):
    answer = website_claim(http, emulator, key_headers, emulator.state.drops[0].word_secret,
                           ADDRESS)
    assert error_message(answer, 400) == "This secret word can only be used in the POAP app."


def test_secret_window(http, emulator, key_headers):
    word = emulator.state.drops[0].website_secret
    emulator.state.advance_clock(8 * 86400)
    answer = website_claim(http, emulator, key_headers, word, ADDRESS)
    assert error_message(answer, 400) == "This secret word is not active right now."


def test_secret_used_up(http, emulator, key_headers):
    word = emulator.state.drops[0].website_secret
    for n in range(20):
        address = f"0x{n:040x}"
        assert website_claim(http, emulator, key_headers, word, address).status_code == 200
    answer = website_claim(http, emulator, key_headers, word, ADDRESS)
    assert error_message(answer, 400) == (
        "All the collectibles for this secret word have been claimed.")


def test_website_claim_checks_the_address(http, emulator, key_headers):
    word = emulator.state.drops[0].website_secret
    answer = website_claim(http, emulator, key_headers, word, "nobody.unknown.eth")
    assert error_message(answer, 400) == "Address is not valid"


def window(hours_from: int, hours_to: int) -> tuple[str, str]:
    now = datetime.now(UTC)
    start, end = (now + timedelta(hours=h) for h in (hours_from, hours_to))
    return start.strftime("%Y-%m-%dT%H:%M:%S"), end.strftime("%Y-%m-%dT%H:%M:%S")


def test_secret_requests_create_and_update(http, emulator, key_headers, auth_headers):
    drop = emulator.state.drops[1]
    start, end = window(-1, 2)
    body = {"event_id": drop.id, "requested_codes": 3, "secret_code": drop.edit_code,
            "claim_name": "brand-new-word", "from": start, "to": end,
            "secret_type": "website"}
    created = http.post(f"{emulator.base_url}/secret-requests", headers=key_headers, json=body)
    assert created.status_code == 200, created.text
    assert isinstance(created.json(), int)
    assert website_claim(http, emulator, key_headers, "brand-new-word", ADDRESS).status_code == 200
    taken = http.post(f"{emulator.base_url}/secret-requests", headers=key_headers, json=body)
    assert error_message(taken, 400) == "This secret word is already taken"

    update = {k: v for k, v in body.items() if k != "requested_codes"}
    update["active"] = False
    changed = http.put(f"{emulator.base_url}/secret-requests", headers=key_headers, json=update)
    assert changed.json() == created.json()
    answer = website_claim(http, emulator, key_headers, "brand-new-word", OTHER_ADDRESS)
    assert error_message(answer, 400) == "This secret word is not active right now."


def test_secret_request_rules(http, emulator, key_headers):
    drop = emulator.state.drops[1]
    start, end = window(-1, 2)
    good = {"event_id": drop.id, "requested_codes": 3, "secret_code": drop.edit_code,
            "claim_name": "another-word", "from": start, "to": end, "secret_type": "word"}
    cases: list[tuple[dict[str, Any], int, str]] = [
        ({"secret_code": "000000"}, 400, "Invalid edit code"),
        ({"secret_code": "12"}, 400, "secret_code must be 6 digits"),
        ({"claim_name": "two words"}, 400, "claim_name must not contain spaces"),
        ({"secret_type": "poem"}, 400, "secret_type must be word or website"),
        ({"from": "yesterday"}, 400, "from must be an ISO date-time like 2025-07-18T00:01:00"),
        ({"to": start}, 400, "to must be after from"),
        ({"event_id": 1}, 404, "Event not found"),
    ]
    for change, status, message in cases:
        answer = http.post(f"{emulator.base_url}/secret-requests", headers=key_headers,
                           json={**good, **change})
        assert error_message(answer, status) == message
    missing = http.put(f"{emulator.base_url}/secret-requests", headers=key_headers,
                       json={**good, "active": True, "claim_name": "never-made"})
    assert error_message(missing, 404) == "Secret word not found"
