"""Mint links: status, the mint itself, its rules and the job pipeline over the emulator clock."""

from __future__ import annotations

import pytest

from tests.emulator.helpers import ADDRESS, OTHER_ADDRESS, error_message, get_claim, mint


def test_unclaimed_link_shows_secret_and_event(http, emulator, auth_headers):
    drop = emulator.state.drops[0]
    claim = get_claim(http, emulator, auth_headers, drop.qr_hashes[0])
    assert claim["claimed"] is False
    assert claim["is_active"] is True
    assert len(claim["secret"]) == 64
    assert claim["event"]["id"] == claim["event_id"] == drop.id
    assert claim["beneficiary"] is None
    assert claim["result"] is None


def test_mint_claims_at_once_and_finishes_over_the_clock(http, emulator, auth_headers):
    emulator.state.mint_delays = (10.0, 20.0)  # far longer than the test takes in real time
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    answer = mint(http, emulator, auth_headers, qr_hash, ADDRESS)
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["claimed"] is True
    assert body["beneficiary"] == ADDRESS
    assert body["queue_uid"] == str(body["transaction_request_id"])
    assert not {"tx_hash", "secret", "tx_status", "result"} & set(body)
    job_url = f"{emulator.base_url}/transaction-requests/{body['transaction_request_id']}"
    job = http.get(job_url, headers=auth_headers).json()
    assert job == {"operation": "mintToken", "status": "IN_PROCESS", "result": None}
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert claim["claimed"] is True
    assert claim["tx_status"] == "waiting_tx"

    emulator.state.advance_clock(10)
    assert http.get(job_url, headers=auth_headers).json()["status"] == "IN_PROCESS_WORKER"
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert claim["tx_status"] == "pending"
    assert claim["tx_hash"].startswith("0x")
    assert claim["result"] is None

    emulator.state.advance_clock(20)
    job = http.get(job_url, headers=auth_headers).json()
    assert job["status"] == "FINISH"
    assert job["result"] == {"tx_hash": claim["tx_hash"]}
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert claim["tx_status"] == "passed"
    assert isinstance(claim["result"]["token"], int)
    assert emulator.state.mints_of(qr_hash) == 1


def test_email_recipient_is_reserved_at_once(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    body = mint(http, emulator, auth_headers, qr_hash, "Ada@Example.org").json()
    job = http.get(f"{emulator.base_url}/transaction-requests/{body['transaction_request_id']}",
                   headers=auth_headers).json()
    assert job["status"] == "FINISH"
    assert job["result"] is None
    emulator.state.advance_clock(3600)
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert claim["beneficiary"] == "ada@example.org"
    assert claim["user_input"] == "Ada@Example.org"
    assert claim["tx_hash"] == ""
    assert claim["result"] is None


def test_ens_name_resolves_to_an_address(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    body = mint(http, emulator, auth_headers, qr_hash, "ada.eth").json()
    assert body["user_input"] == "ada.eth"
    assert body["beneficiary"].startswith("0x")
    assert len(body["beneficiary"]) == 42


def test_failed_mint_ends_with_error(http, emulator, auth_headers):
    from kiosk.emulator import Fault

    emulator.state.add_fault("POST /actions/claim-qr", Fault(mint_fails=True, times=1))
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    body = mint(http, emulator, auth_headers, qr_hash, ADDRESS).json()
    emulator.state.advance_clock(3600)
    job = http.get(f"{emulator.base_url}/transaction-requests/{body['transaction_request_id']}",
                   headers=auth_headers).json()
    assert job["status"] == "FINISH_WITH_ERROR"
    assert job["result"]["error"]
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert (claim["claimed"], claim["tx_status"], claim["result"]) == (True, "failed", None)


def test_second_mint_of_a_link_is_refused(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    assert mint(http, emulator, auth_headers, qr_hash, ADDRESS).status_code == 200
    again = mint(http, emulator, auth_headers, qr_hash, OTHER_ADDRESS)
    assert again.json() == {"statusCode": 400, "error": "Bad Request",
                            "message": "QR is already Claimed"}
    assert emulator.state.mints_of(qr_hash) == 1


@pytest.mark.parametrize("case", [
    (ADDRESS, ADDRESS.upper().replace("0X", "0x"), "Address already claimed a code for this event"),
    ("ada@example.org", "ada@example.org", "Email already claimed a code for this event"),
])
def test_one_collectible_per_recipient_per_drop(http, emulator, auth_headers, case):
    first, second, message = case
    links = emulator.state.drops[0].qr_hashes
    assert mint(http, emulator, auth_headers, links[0], first).status_code == 200
    answer = mint(http, emulator, auth_headers, links[1], second)
    assert error_message(answer, 400) == message
    other_drop = emulator.state.drops[1].qr_hashes[0]
    assert mint(http, emulator, auth_headers, other_drop, first).status_code == 200


@pytest.mark.parametrize("address", [
    "0x1234", "0x" + "g" * 40, "nobody", "ada.unknown.eth", " " + ADDRESS, "",
])
def test_invalid_recipient_is_refused(http, emulator, auth_headers, address):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    answer = mint(http, emulator, auth_headers, qr_hash, address)
    expected = "address is required" if address == "" else "Address is not valid"
    assert error_message(answer, 400) == expected
    assert emulator.state.mints_of(qr_hash) == 0


def test_wrong_secret_missing_and_unknown_links(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    wrong = mint(http, emulator, auth_headers, qr_hash, ADDRESS, secret="0" * 64)
    assert error_message(wrong, 400) == "Invalid secret"
    unknown = http.get(f"{emulator.base_url}/actions/claim-qr", params={"qr_hash": "zzzzzz"},
                       headers=auth_headers)
    assert error_message(unknown, 404) == "QR Claim not found"
    missing = http.get(f"{emulator.base_url}/actions/claim-qr", headers=auth_headers)
    assert error_message(missing, 404) == "Please send qr_hash as querystring parameter"
    unknown_mint = mint(http, emulator, auth_headers, "zzzzzz", ADDRESS, secret="0" * 64)
    assert error_message(unknown_mint, 404) == "QR Claim not found"


def test_expired_drop_refuses_mints(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    secret = get_claim(http, emulator, auth_headers, qr_hash)["secret"]
    emulator.state.advance_clock(200 * 86400)
    headers = {**auth_headers, "Authorization": auth_headers["Authorization"]}
    from tests.emulator.conftest import request_token

    headers["Authorization"] = f"Bearer {request_token(http, emulator)}"
    assert get_claim(http, emulator, headers, qr_hash)["is_active"] is False
    answer = mint(http, emulator, headers, qr_hash, ADDRESS, secret=secret)
    assert error_message(answer, 400) == "This mint link has expired"


def test_unknown_job_is_404(http, emulator, key_headers):
    answer = http.get(f"{emulator.base_url}/transaction-requests/999999", headers=key_headers)
    assert error_message(answer, 404) == "Transaction request not found"


def test_mint_body_must_be_json(http, emulator, auth_headers):
    answer = http.post(f"{emulator.base_url}/actions/claim-qr", headers=auth_headers,
                       content=b"{not json")
    assert error_message(answer, 400) == "Body must be valid JSON"


def test_mints_of_counts_accepted_mints_only(http, emulator, auth_headers):
    links = emulator.state.drops[0].qr_hashes
    mint(http, emulator, auth_headers, links[0], ADDRESS)
    mint(http, emulator, auth_headers, links[0], OTHER_ADDRESS)
    mint(http, emulator, auth_headers, links[1], "bad")
    assert [emulator.state.mints_of(h) for h in links[:3]] == [1, 0, 0]
