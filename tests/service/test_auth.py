"""Authentication: the API key, the bearer token on the six protected operations, token reuse,
expiry, early refresh, refresh after a 401, and where the API key must never go."""

from __future__ import annotations

import json
import logging
import threading
import time
from dataclasses import replace

import pytest

from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.models import DemoDrop
from kiosk.service import (
    AuthError,
    Credentials,
    EventChanges,
    MemoryTokenStore,
    NotFound,
    ServiceClient,
    ServiceError,
    ServiceUnavailable,
)
from tests.service.conftest import (
    ADDRESS,
    TOKEN_ROUTE,
    ClientFactory,
    RecordingTransport,
    credentials_of,
    png_bytes,
)
from tests.service.test_rules import good_draft

CLAIM_ROUTE = "GET /actions/claim-qr"


def test_fifty_calls_use_one_token(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    for index in range(50):
        client.get_mint_link(drop.qr_hashes[index % len(drop.qr_hashes)])
    assert emulator.state.counters[CLAIM_ROUTE] == 50
    assert emulator.state.counters[TOKEN_ROUTE] == 1


def test_concurrent_first_calls_fetch_one_token(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    errors: list[BaseException] = []
    start = threading.Barrier(8)

    def work(index: int) -> None:
        try:
            start.wait()
            for step in range(3):
                client.get_mint_link(drop.qr_hashes[(index * 3 + step) % len(drop.qr_hashes)])
        except BaseException as error:  # handed to the test thread
            errors.append(error)

    threads = [threading.Thread(target=work, args=(index,)) for index in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert errors == []
    assert emulator.state.counters[CLAIM_ROUTE] == 24
    assert emulator.state.counters[TOKEN_ROUTE] == 1


def test_expired_token_is_refreshed_once(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    client.get_mint_link(drop.qr_hashes[0])
    emulator.state.advance_clock(86400 + 60)  # the emulator now refuses the first token
    for qr_hash in drop.qr_hashes[1:6]:
        assert client.get_mint_link(qr_hash).qr_hash == qr_hash
    assert emulator.state.counters[TOKEN_ROUTE] == 2
    assert emulator.state.counters[CLAIM_ROUTE] == 1 + 1 + 5  # one refused, then retried


def test_token_near_expiry_is_refreshed_before_sending(
    emulator: EmulatorServer, make_client: ClientFactory, drop: DemoDrop
) -> None:
    """Ten minutes before the token runs out the client fetches a new one instead of using it,
    so no request is refused on the way; with more time left it keeps the token."""
    store = MemoryTokenStore()
    client = make_client(token_store=store)
    client.get_mint_link(drop.qr_hashes[0])
    token = store.load()
    assert token is not None
    store.save(replace(token, expires_at=time.time() + 11 * 60))  # 11 minutes left: kept
    client.get_mint_link(drop.qr_hashes[1])
    assert emulator.state.counters[TOKEN_ROUTE] == 1
    store.save(replace(token, expires_at=time.time() + 9 * 60))  # 9 minutes left: refreshed
    client.get_mint_link(drop.qr_hashes[2])
    client.get_mint_link(drop.qr_hashes[3])
    assert emulator.state.counters[TOKEN_ROUTE] == 2
    assert emulator.state.counters[CLAIM_ROUTE] == 4  # no 401 round trip
    fresh = store.load()
    assert fresh is not None
    assert fresh.value != token.value
    assert fresh.expires_at > time.time() + 86000


def test_short_token_lifetime_is_stored_with_its_expiry(
    emulator: EmulatorServer, make_client: ClientFactory, drop: DemoDrop
) -> None:
    emulator.state.token_lifetime = 3600
    store = MemoryTokenStore()
    make_client(token_store=store).get_mint_link(drop.qr_hashes[0])
    token = store.load()
    assert token is not None
    assert time.time() + 3000 < token.expires_at <= time.time() + 3600


def test_401_mid_session_refreshes_once_and_the_call_succeeds(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    client.get_mint_link(drop.qr_hashes[0])
    emulator.state.add_fault(CLAIM_ROUTE, Fault(status=401, times=1))
    status = client.get_mint_link(drop.qr_hashes[1])
    assert status.qr_hash == drop.qr_hashes[1]
    assert emulator.state.counters[TOKEN_ROUTE] == 2
    assert emulator.state.counters[CLAIM_ROUTE] == 3


def test_401_on_the_mint_refreshes_and_mints_once(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The gateway's 401 comes before the service did anything: sending again is safe."""
    qr_hash = drop.qr_hashes[0]
    secret = client.get_mint_link(qr_hash).secret
    emulator.state.add_fault("POST /actions/claim-qr", Fault(status=401, times=1))
    assert client.mint(qr_hash, secret, ADDRESS).job_id
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[TOKEN_ROUTE] == 2


def test_401_twice_is_an_auth_error_after_one_refresh(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(CLAIM_ROUTE, Fault(status=401, times=2))
    with pytest.raises(AuthError, match="Unauthorized"):
        client.get_mint_link(drop.qr_hashes[0])
    assert emulator.state.counters[TOKEN_ROUTE] == 2
    assert emulator.state.counters[CLAIM_ROUTE] == 2


def test_wrong_client_secret_is_an_auth_error(
    emulator: EmulatorServer, make_client: ClientFactory, drop: DemoDrop
) -> None:
    good = credentials_of(emulator)
    client = make_client(credentials=Credentials(good.api_key, good.client_id, "wrong-secret"))
    with pytest.raises(AuthError) as raised:
        client.get_mint_link(drop.qr_hashes[0])
    assert raised.value.status == 401
    with pytest.raises(AuthError):
        client.fetch_token()
    assert emulator.state.counters[TOKEN_ROUTE] == 2  # refusals are not retried
    assert emulator.state.counters[CLAIM_ROUTE] == 0


def test_wrong_client_id_is_an_auth_error(
    emulator: EmulatorServer, make_client: ClientFactory
) -> None:
    good = credentials_of(emulator)
    client = make_client(credentials=Credentials(good.api_key, "someone-else", good.client_secret))
    with pytest.raises(AuthError):
        client.fetch_token()


def test_wrong_api_key_is_an_auth_error(
    emulator: EmulatorServer, make_client: ClientFactory, drop: DemoDrop
) -> None:
    good = credentials_of(emulator)
    client = make_client(credentials=Credentials("not-the-key", good.client_id, good.client_secret))
    with pytest.raises(AuthError, match="Forbidden") as raised:
        client.get_event(drop.fancy_id)
    assert raised.value.status == 403
    assert emulator.state.counters["GET /events/{fancyId}"] == 1  # not retried


@pytest.mark.parametrize("slashes", ["/", "//", "/ "])
def test_addresses_typed_with_a_trailing_slash_get_a_token_and_answer(
    emulator: EmulatorServer,
    make_client: ClientFactory,
    transport: RecordingTransport,
    drop: DemoDrop,
    slashes: str,
) -> None:
    """The issuer wants the base address exactly as its audience (the emulator refuses
    ``…/api/`` with 403 as Auth0 does), and paths join with one slash."""
    client = make_client(
        base_url=emulator.base_url + slashes,
        auth_url=emulator.auth_url + slashes,
        mint_site=emulator.mint_site + slashes,
    )
    assert client.get_mint_link(drop.qr_hashes[0]).qr_hash == drop.qr_hashes[0]
    assert emulator.state.counters[TOKEN_ROUTE] == 1
    assert emulator.state.counters[CLAIM_ROUTE] == 1
    (token_request,) = transport.to_path("/oauth/token")
    assert json.loads(token_request.content)["audience"] == emulator.base_url
    assert str(token_request.url) == emulator.auth_url + "/oauth/token"
    assert all("//" not in sent.url.path for sent in transport.sent)


def test_fetch_token_gets_a_fresh_token(
    emulator: EmulatorServer, make_client: ClientFactory, drop: DemoDrop
) -> None:
    store = MemoryTokenStore()
    client = make_client(token_store=store)
    client.fetch_token()
    first = store.load()
    client.fetch_token()
    second = store.load()
    assert first is not None
    assert second is not None
    assert first.value != second.value
    client.get_mint_link(drop.qr_hashes[0])  # uses the stored one
    assert emulator.state.counters[TOKEN_ROUTE] == 2


def test_every_token_in_use_is_told_so_logs_can_redact_it(
    emulator: EmulatorServer, make_client: ClientFactory, drop: DemoDrop
) -> None:
    store = MemoryTokenStore()
    seen: list[str] = []
    make_client(token_store=store, on_token=seen.append).mint_codes(drop.id, drop.edit_code)
    fetched = store.load()
    assert fetched is not None
    assert seen == [fetched.value]
    again: list[str] = []  # a new client using the kept token tells it too
    make_client(token_store=store, on_token=again.append).mint_codes(drop.id, drop.edit_code)
    assert again == [fetched.value]


@pytest.mark.parametrize("call", ["fetch_token", "first_call"])
def test_a_token_issuer_that_never_answers_times_out(
    emulator: EmulatorServer, make_client: ClientFactory, drop: DemoDrop, call: str
) -> None:
    emulator.state.add_fault(TOKEN_ROUTE, Fault(latency_ms=2_000))  # longer than the timeout
    client = make_client(timeout_s=0.5, max_attempts=1)
    calls = {
        "fetch_token": client.fetch_token,
        # A protected call fetches a token first.
        "first_call": lambda: client.mint_codes(drop.id, drop.edit_code),
    }
    with pytest.raises(ServiceUnavailable):
        calls[call]()


def test_the_api_key_goes_only_to_the_service(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop,
    transport: RecordingTransport,
) -> None:
    client.fetch_token()
    event = client.get_event(drop.fancy_id)
    client.get_mint_link(drop.qr_hashes[0])
    client.download_artwork(event.artwork_url)
    api_key = emulator.credentials.api_key
    token_calls = transport.to_path("/oauth/token")
    artwork_calls = transport.to_path("/assets/")
    service_calls = [sent for sent in transport.sent if sent.url.path.startswith("/api/")]
    assert len(token_calls) == 1
    assert len(artwork_calls) == 1
    assert len(service_calls) == 2
    for sent in token_calls + artwork_calls:
        assert "x-api-key" not in sent.headers
        assert "authorization" not in sent.headers
        assert api_key.encode() not in sent.content
        assert api_key not in str(sent.url)
    for sent in service_calls:
        assert sent.headers["x-api-key"] == api_key


def test_the_api_key_does_not_follow_a_base_url_lookalike(
    emulator: EmulatorServer, make_client: ClientFactory, transport: RecordingTransport
) -> None:
    """A path that merely starts like the base path (``/apiary``) is another site's."""
    client = make_client()
    with pytest.raises(NotFound):
        client.download_artwork(emulator.base_url + "ary/picture.png")
    [sent] = transport.sent
    assert "x-api-key" not in sent.headers


PROTECTED = {
    ("GET", "/actions/claim-qr"),
    ("POST", "/actions/claim-qr"),
    ("POST", "/event/validate"),
    ("POST", "/event/{id}/qr-codes"),
    ("POST", "/redeem-requests"),
    ("GET", "/secret/{secret_word}"),
}


def test_the_bearer_goes_only_to_the_six_protected_operations(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop,
    transport: RecordingTransport,
) -> None:
    emulator.state.mint_delays = (0, 0)
    assert drop.website_secret is not None
    assert drop.word_secret is not None
    qr_hash = drop.qr_hashes[0]
    secret = client.get_mint_link(qr_hash).secret
    receipt = client.mint(qr_hash, secret, ADDRESS)
    client.get_transaction_request(receipt.job_id)
    client.validate_edit_code(drop.id, drop.edit_code)
    client.mint_codes(drop.id, drop.edit_code)
    client.request_more_mints(drop.id, 1, drop.edit_code)
    client.get_secret(drop.website_secret)
    client.update_secret_request(
        drop.id, drop.edit_code, drop.word_secret, "2030-01-01T00:00:00", "2030-01-02T00:00:00",
        secret_type="word",
    )
    event = client.create_event(good_draft(), png_bytes())
    client.update_event(event.fancy_id, EventChanges(name="Bearer"), "123456")
    client.get_event(drop.fancy_id)
    client.get_event_by_id(drop.id)
    client.list_events()
    client.get_minting_config(drop.id)
    client.set_minting_config(drop.id, drop.edit_code, 1)
    client.website_claim(drop.website_secret, "0x" + "34" * 20, drop.id)
    client.scan(ADDRESS)
    client.scan_event(ADDRESS, drop.id)
    client.health()
    seen: set[tuple[str, str]] = set()
    for sent in transport.sent:
        if not sent.url.path.startswith("/api/"):
            continue
        route = route_of(sent.method, sent.url.path.removeprefix("/api"))
        seen.add(route)
        if route in PROTECTED:
            assert sent.headers["authorization"].startswith("Bearer "), route
            assert sent.headers["accept"] == "application/json", route
        else:
            assert "authorization" not in sent.headers, route
    assert seen >= PROTECTED
    # every route the client uses: all but GET /events and POST /secret-requests
    assert len(seen) == 19


def route_of(method: str, path: str) -> tuple[str, str]:
    parts = path.split("/")
    templates = {
        ("event", 3, "qr-codes"): "/event/{id}/qr-codes",
        ("secret", 2, None): "/secret/{secret_word}",
        ("events", 2, None): "/events/{fancyId}",
        ("events", 3, "id"): "/events/id/{id}",
        ("drops", 3, "minting-config"): "/drops/{dropId}/minting-config",
        ("transaction-requests", 2, None): "/transaction-requests/{id}",
    }
    for (head, length, marker), template in templates.items():
        if parts[1] == head and len(parts) - 1 == length and (marker is None or marker in parts):
            return method, template
    if parts[1:3] == ["actions", "scan"]:
        return method, "/actions/scan/{address}" + ("/{eventId}" if len(parts) == 5 else "")
    return method, path


def test_no_secret_or_recipient_reaches_our_logs_or_errors(
    emulator: EmulatorServer, make_client: ClientFactory, drop: DemoDrop,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A session with refreshes, retries, a lost mint and refusals: the API key, client secret,
    access token, secret words and the recipient appear in no log line of ours and no error."""
    caplog.set_level(logging.DEBUG, logger="kiosk.service")
    store = MemoryTokenStore()
    client = make_client(token_store=store)
    state = emulator.state
    state.add_fault(CLAIM_ROUTE, Fault(status=401, times=1))
    state.add_fault("GET /secret/{secret_word}", Fault(status=503, times=1))
    state.add_fault("GET /actions/scan/{address}", Fault(drop_connection=True, times=1))
    state.add_fault("POST /actions/claim-qr", Fault(drop_after_handling=True, times=1))
    errors: list[Exception] = []
    status = client.get_mint_link(drop.qr_hashes[0])
    assert drop.website_secret is not None
    client.get_secret(drop.website_secret)
    client.scan(ADDRESS)
    client.mint(drop.qr_hashes[0], status.secret, ADDRESS)
    for call in (
        lambda: client.mint(drop.qr_hashes[0], status.secret, ADDRESS),
        lambda: client.get_secret(drop.website_secret + "-nope"),
        lambda: make_client(
            credentials=Credentials("wrong-key", "wrong-id", "wrong-secret")
        ).get_mint_link(drop.qr_hashes[1]),
    ):
        with pytest.raises(ServiceError) as raised:
            call()
        errors.append(raised.value)
    token = store.load()
    assert token is not None
    creds = credentials_of(emulator)
    secrets = (
        creds.api_key, creds.client_secret, token.value, status.secret, drop.website_secret,
        ADDRESS, "wrong-key", "wrong-secret",
    )
    ours = "\n".join(r.getMessage() for r in caplog.records if r.name.startswith("kiosk.service"))
    assert "retry" in ours  # the session did log
    texts = [ours, *(f"{error!s} {error!r}" for error in errors)]
    for secret in secrets:
        for text in texts:
            assert secret not in text
