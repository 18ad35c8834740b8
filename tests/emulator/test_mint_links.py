"""Mint links: status, the mint itself, its rules and the job pipeline over the emulator clock."""

from __future__ import annotations

from typing import Any

import httpx

from kiosk.emulator import EmulatorServer


def get_claim(http: httpx.Client, emulator: EmulatorServer, headers: dict[str, str],
              qr_hash: str) -> dict[str, Any]:
    answer = http.get(f"{emulator.base_url}/actions/claim-qr", params={"qr_hash": qr_hash},
                      headers=headers)
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def mint(http: httpx.Client, emulator: EmulatorServer, headers: dict[str, str], qr_hash: str,
         address: str, *, secret: str | None = None) -> httpx.Response:
    if secret is None:
        secret = get_claim(http, emulator, headers, qr_hash)["secret"]
    return http.post(f"{emulator.base_url}/actions/claim-qr", headers=headers,
                     json={"address": address, "qr_hash": qr_hash, "secret": secret,
                           "sendEmail": False})


ADDRESS = "0x" + "ab" * 20


def test_unclaimed_link_shows_secret_and_event(http, emulator, auth_headers):
    drop = emulator.state.drops[0]
    claim = get_claim(http, emulator, auth_headers, drop.qr_hashes[0])
    assert claim["claimed"] is False
    assert claim["is_active"] is True
    assert len(claim["secret"]) == 64
    assert claim["event"]["id"] == drop.id
    assert claim["result"] is None


def test_mint_claims_at_once_and_finishes_over_the_clock(http, emulator, auth_headers):
    emulator.state.mint_delays = (10.0, 20.0)  # far longer than the test takes in real time
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    answer = mint(http, emulator, auth_headers, qr_hash, ADDRESS)
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["claimed"] is True
    assert body["queue_uid"] == str(body["transaction_request_id"])
    job_url = f"{emulator.base_url}/transaction-requests/{body['transaction_request_id']}"
    assert http.get(job_url, headers=auth_headers).json()["status"] == "IN_PROCESS"
    assert get_claim(http, emulator, auth_headers, qr_hash)["tx_status"] == "waiting_tx"

    emulator.state.advance_clock(10)
    assert http.get(job_url, headers=auth_headers).json()["status"] == "IN_PROCESS_WORKER"
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert claim["tx_status"] == "pending"
    assert claim["tx_hash"].startswith("0x")
    assert claim["result"] is None

    emulator.state.advance_clock(20)
    job = http.get(job_url, headers=auth_headers).json()
    assert job["status"] == "FINISH"
    assert job["result"]["tx_hash"] == claim["tx_hash"]
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert claim["tx_status"] == "passed"
    assert isinstance(claim["result"]["token"], int)
    assert emulator.state.mints_of(qr_hash) == 1


def test_second_mint_of_a_link_is_refused(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    assert mint(http, emulator, auth_headers, qr_hash, ADDRESS).status_code == 200
    again = mint(http, emulator, auth_headers, qr_hash, "0x" + "cd" * 20)
    assert again.status_code == 400
    assert again.json() == {"statusCode": 400, "error": "Bad Request",
                            "message": "QR is already Claimed"}
    assert emulator.state.mints_of(qr_hash) == 1
