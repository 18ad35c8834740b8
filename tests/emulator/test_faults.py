"""Fault injection, rate limit, counters and reset."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import httpx
import pytest
from PIL import Image, UnidentifiedImageError

from kiosk.emulator import Fault
from kiosk.emulator.app import API_HANDLERS, OTHER_HANDLERS
from kiosk.emulator.faults import API_ROUTES, OTHER_ROUTES, parse_fault_spec
from tests.emulator.helpers import ADDRESS, get_claim, mint


def test_every_route_of_the_table_is_served():
    assert tuple(API_HANDLERS) == API_ROUTES
    assert tuple(OTHER_HANDLERS) == OTHER_ROUTES


def test_the_emulator_does_not_import_qt():
    code = ("import sys, kiosk.emulator, kiosk.emulator.command; "
            "sys.exit(any(name.startswith('PySide6') for name in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_latency_still_answers(http, emulator, key_headers):
    emulator.state.add_fault("GET /health-check", Fault(latency_ms=20))
    assert http.get(f"{emulator.base_url}/health-check", headers=key_headers).status_code == 200


def test_status_fault_in_gateway_and_backend_shapes(http, emulator, key_headers):
    url = f"{emulator.base_url}/health-check"
    emulator.state.add_fault("GET /health-check", Fault(status=503, times=1))
    emulator.state.add_fault("GET /health-check", Fault(status=500, times=1))
    first = http.get(url, headers=key_headers)
    assert (first.status_code, first.json()) == (503, {"message": "Service Unavailable"})
    second = http.get(url, headers=key_headers)
    assert second.status_code == 500
    assert second.json() == {"statusCode": 500, "error": "Internal Server Error",
                             "message": "Internal Server Error"}
    assert http.get(url, headers=key_headers).status_code == 200


def test_status_fault_skips_the_work(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    emulator.state.add_fault("POST /actions/claim-qr", Fault(status=502, times=1))
    assert mint(http, emulator, auth_headers, qr_hash, ADDRESS).status_code == 502
    assert emulator.state.mints_of(qr_hash) == 0


def test_retry_after_fault(http, emulator, key_headers):
    emulator.state.add_fault("*", Fault(retry_after=7, times=1))
    answer = http.get(f"{emulator.base_url}/paginated-events", headers=key_headers)
    assert answer.status_code == 429
    assert answer.headers["Retry-After"] == "7"
    assert answer.json() == {"message": "Too Many Requests"}


def test_dropped_connection(http, emulator, key_headers):
    emulator.state.add_fault("GET /health-check", Fault(drop_connection=True, times=1))
    with pytest.raises(httpx.RemoteProtocolError):
        http.get(f"{emulator.base_url}/health-check", headers=key_headers)
    assert http.get(f"{emulator.base_url}/health-check", headers=key_headers).status_code == 200


def test_response_lost_after_the_mint(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    secret = get_claim(http, emulator, auth_headers, qr_hash)["secret"]
    emulator.state.add_fault("POST /actions/claim-qr", Fault(drop_after_handling=True, times=1))
    with pytest.raises(httpx.RemoteProtocolError):
        mint(http, emulator, auth_headers, qr_hash, ADDRESS, secret=secret)
    assert emulator.state.mints_of(qr_hash) == 1
    claim = get_claim(http, emulator, auth_headers, qr_hash)
    assert (claim["claimed"], claim["beneficiary"]) == (True, ADDRESS)


def test_malformed_json_after_the_work(http, emulator, auth_headers):
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    secret = get_claim(http, emulator, auth_headers, qr_hash)["secret"]
    emulator.state.add_fault("POST /actions/claim-qr", Fault(malformed_json=True, times=1))
    answer = mint(http, emulator, auth_headers, qr_hash, ADDRESS, secret=secret)
    assert answer.status_code == 200
    with pytest.raises(json.JSONDecodeError):
        answer.json()
    assert emulator.state.mints_of(qr_hash) == 1


def test_rewrite_answers_a_contradicting_body_after_the_work(http, emulator, auth_headers):
    """The mint is really made; only its answer is what the rewrite makes of it (here a 200
    that names another link), same status, valid JSON; the next answer is faithful again."""
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    secret = get_claim(http, emulator, auth_headers, qr_hash)["secret"]
    lie = Fault(rewrite=lambda body: {**body, "qr_hash": "zzzzzz"}, times=1)
    emulator.state.add_fault("POST /actions/claim-qr", lie)
    answer = mint(http, emulator, auth_headers, qr_hash, ADDRESS, secret=secret)
    assert (answer.status_code, answer.json()["qr_hash"]) == (200, "zzzzzz")
    assert answer.json()["beneficiary"] == ADDRESS
    assert emulator.state.mints_of(qr_hash) == 1
    assert get_claim(http, emulator, auth_headers, qr_hash)["qr_hash"] == qr_hash


def test_rewrite_keeps_the_status_and_may_replace_the_whole_body(http, emulator, auth_headers):
    """An error answer stays an error; a list may become anything (a rewrite sees the decoded
    body, whatever its shape)."""
    emulator.state.add_fault("GET /actions/claim-qr", Fault(rewrite=lambda body: {**body, "x": 1}))
    answer = http.get(f"{emulator.base_url}/actions/claim-qr", params={"qr_hash": "nosuch"},
                      headers=auth_headers)
    assert answer.status_code == 404
    assert (answer.json()["x"], answer.json()["statusCode"]) == (1, 404)
    emulator.state.add_fault("GET /health-check", Fault(rewrite=lambda body: [body, body]))
    health = http.get(f"{emulator.base_url}/health-check", headers=auth_headers)
    assert health.json() == [{"status": "healthy"}, {"status": "healthy"}]


def test_rewrite_has_no_text_form():
    with pytest.raises(ValueError, match="unknown fault option 'rewrite'"):
        parse_fault_spec("GET /health-check=rewrite:x")


def image_url(http, emulator, key_headers) -> str:
    event = http.get(f"{emulator.base_url}/events/id/{emulator.state.drops[0].id}",
                     headers=key_headers).json()
    url: str = event["image_url"]
    return url


def test_artwork_faults(http, emulator, key_headers):
    url = image_url(http, emulator, key_headers)
    emulator.state.add_fault("GET /assets/{name}", Fault(artwork="oversized", times=1))
    emulator.state.add_fault("GET /assets/{name}", Fault(artwork="not_image", times=1))
    big = http.get(url, params={"size": "small"})
    assert big.status_code == 200
    assert len(big.content) > 4 * 1024 * 1024
    assert big.headers["content-type"].startswith("image/")
    broken = http.get(url, params={"size": "small"})
    assert broken.headers["content-type"].startswith("image/")
    with pytest.raises(UnidentifiedImageError):
        Image.open(io.BytesIO(broken.content))
    good = http.get(url, params={"size": "small"})
    assert Image.open(io.BytesIO(good.content)).size[0] <= 128


def test_unknown_artwork_is_404(http, emulator):
    assert http.get(f"{emulator.mint_site}/assets/nothing.png").status_code == 404


def test_times_counts_down_and_own_route_wins(http, emulator, key_headers):
    emulator.state.add_fault("*", Fault(status=500))
    emulator.state.add_fault("GET /health-check", Fault(status=504, times=2))
    url = f"{emulator.base_url}/health-check"
    statuses = [http.get(url, headers=key_headers).status_code for _ in range(3)]
    assert statuses == [504, 504, 500]
    emulator.state.clear_faults()
    assert http.get(url, headers=key_headers).status_code == 200


def test_unknown_route_key_is_refused(emulator):
    with pytest.raises(ValueError, match="unknown route"):
        emulator.state.add_fault("GET /actions/claim", Fault(status=500))


def test_fault_values_are_checked():
    with pytest.raises(ValueError, match="status"):
        Fault(status=200)
    with pytest.raises(ValueError, match="times"):
        Fault(times=0)


def test_rate_limit_per_api_key(http, emulator, key_headers):
    emulator.state.rate_limit_per_minute = 3
    url = f"{emulator.base_url}/health-check"
    statuses = [http.get(url, headers=key_headers).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    limited = http.get(url, headers=key_headers)
    assert int(limited.headers["Retry-After"]) >= 1
    emulator.state.advance_clock(60)
    assert http.get(url, headers=key_headers).status_code == 200


def test_counters_count_every_request_of_a_route(http, emulator, key_headers, auth_headers):
    for _ in range(3):
        http.get(f"{emulator.base_url}/health-check", headers=key_headers)
    http.get(f"{emulator.base_url}/health-check")  # refused, still counted
    get_claim(http, emulator, auth_headers, emulator.state.drops[0].qr_hashes[0])
    counters = emulator.state.counters
    assert counters["GET /health-check"] == 4
    assert counters["GET /actions/claim-qr"] == 1
    assert counters["POST /oauth/token"] == 1


def test_reset_restores_everything(http, emulator, auth_headers):
    state = emulator.state
    qr_hash = state.drops[0].qr_hashes[0]
    mint(http, emulator, auth_headers, qr_hash, ADDRESS)
    state.add_fault("*", Fault(status=500))
    state.advance_clock(3600)
    state.mint_delays = (99.0, 99.0)
    api_key = emulator.credentials.api_key
    state.reset()
    assert emulator.credentials.api_key == api_key
    assert state.mints_of(qr_hash) == 0
    assert not state.counters
    assert state.mint_delays == (0.05, 0.05)
    assert get_claim(http, emulator, auth_headers, qr_hash)["claimed"] is False  # old token works
    assert state.unclaimed_link(state.drops[0].id) == qr_hash


def test_seed_is_deterministic(emulator):
    first = emulator.state.drops
    emulator.state.reset()
    assert emulator.state.drops == first
    assert len(first) == 25
    demo = [drop for drop in first if drop.qr_hashes]
    assert len(demo) == 2
    assert {drop.chain_id for drop in demo} == {100, 8453}
    assert all(len(drop.qr_hashes) == 50 and drop.website_secret and drop.word_secret
               for drop in demo)
