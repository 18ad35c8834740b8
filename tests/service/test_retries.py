"""Retries: 429 with Retry-After, 5xx and dropped connections on idempotent calls only; malformed
answers become BadResponse; artwork that is too big, not an image or missing is refused."""

from __future__ import annotations

import socket
import threading

import pytest

from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.models import DemoDrop
from kiosk.service import (
    AuthError,
    BadResponse,
    MintOutcomeUnknown,
    NotFound,
    NotSent,
    RateLimited,
    ServiceClient,
    ServiceUnavailable,
)
from kiosk.service.client import MAX_ARTWORK_BYTES
from tests.service.conftest import (
    ADDRESS,
    TOKEN_ROUTE,
    ClientFactory,
    SleepRecorder,
    png_bytes,
)
from tests.service.test_rules import good_draft

EVENT_ROUTE = "GET /events/{fancyId}"
MINT_ROUTE = "POST /actions/claim-qr"
ARTWORK_ROUTE = "GET /assets/{name}"


def test_429_retry_after_is_honoured(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(retry_after=7, times=1))
    assert client.get_event(drop.fancy_id).id == drop.id
    assert sleeps.calls == [7.0]
    assert emulator.state.counters[EVENT_ROUTE] == 2


def test_429_retry_after_is_capped(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    client = make_client(retry_after_cap_s=5.0)
    emulator.state.add_fault(EVENT_ROUTE, Fault(retry_after=120, times=2))
    assert client.get_event(drop.fancy_id).id == drop.id
    assert sleeps.calls == [5.0, 5.0]


def test_429_every_time_gives_rate_limited_after_the_last_attempt(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(retry_after=3))
    with pytest.raises(RateLimited) as raised:
        client.get_event(drop.fancy_id)
    assert raised.value.retry_after == 3.0
    assert raised.value.status == 429
    assert emulator.state.counters[EVENT_ROUTE] == 3
    assert sleeps.calls == [3.0, 3.0]


def test_the_emulators_rate_limit_is_met_with_its_retry_after(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    client = make_client(deadline_s=120.0)  # room for the waits the service asks for
    emulator.state.rate_limit_per_minute = 2
    client.get_event(drop.fancy_id)
    client.get_event(drop.fancy_id)
    with pytest.raises(RateLimited) as raised:
        client.get_event(drop.fancy_id)
    assert raised.value.retry_after is not None
    assert raised.value.retry_after >= 1
    assert sleeps.calls
    assert all(delay >= 1 for delay in sleeps.calls)


def test_a_retry_after_longer_than_the_calls_deadline_is_not_waited_for(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    client = make_client(deadline_s=5.0)
    emulator.state.add_fault("GET /events/{fancyId}", Fault(retry_after=10))
    with pytest.raises(RateLimited):
        client.get_event(drop.fancy_id)
    assert sleeps.calls == []  # the attendee is told "busy" now, not after the deadline
    assert emulator.state.counters["GET /events/{fancyId}"] == 1


def test_429_on_the_mint_is_not_retried(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = client.get_mint_link(qr_hash).secret
    emulator.state.add_fault(MINT_ROUTE, Fault(retry_after=2, times=1))
    with pytest.raises(RateLimited):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.counters[MINT_ROUTE] == 1
    assert emulator.state.mints_of(qr_hash) == 0
    assert sleeps.calls == []


@pytest.mark.parametrize("status", [500, 502, 503, 504])
def test_5xx_on_a_get_is_retried_then_succeeds(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder,
    status: int,
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(status=status, times=2))
    assert client.get_event(drop.fancy_id).id == drop.id
    assert emulator.state.counters[EVENT_ROUTE] == 3
    assert len(sleeps.calls) == 2
    backoff = client.config.backoff_s
    assert 0 <= sleeps.calls[0] <= backoff
    assert 0 <= sleeps.calls[1] <= 2 * backoff


def test_5xx_every_time_gives_service_unavailable(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(status=503))
    with pytest.raises(ServiceUnavailable) as raised:
        client.get_event(drop.fancy_id)
    assert raised.value.status == 503
    assert raised.value.message == "Service Unavailable"
    assert emulator.state.counters[EVENT_ROUTE] == 3


def test_5xx_on_the_read_only_posts_is_retried(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    for route in ("POST /event/validate", "POST /event/{id}/qr-codes",
                  "POST /drops/{dropId}/minting-config"):
        emulator.state.add_fault(route, Fault(status=502, times=1))
    assert client.validate_edit_code(drop.id, drop.edit_code)
    assert client.mint_codes(drop.id, drop.edit_code)
    assert client.get_minting_config(drop.id).drop_id == drop.id
    assert emulator.state.counters["POST /event/validate"] == 2
    assert emulator.state.counters["POST /event/{id}/qr-codes"] == 2
    assert emulator.state.counters["POST /drops/{dropId}/minting-config"] == 2


def test_5xx_on_the_mint_is_never_blindly_resent(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    """No retry loop on the mint: after a 5xx the client asks the link's status, and when even
    that cannot be read, it stops with one POST sent."""
    qr_hash = drop.qr_hashes[0]
    secret = client.get_mint_link(qr_hash).secret
    emulator.state.add_fault(MINT_ROUTE, Fault(status=503))
    emulator.state.add_fault("GET /actions/claim-qr", Fault(status=503))
    with pytest.raises(ServiceUnavailable):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.counters[MINT_ROUTE] == 1


def test_5xx_on_the_mint_sends_it_once(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = client.get_mint_link(qr_hash).secret
    before = emulator.state.counters["GET /actions/claim-qr"]
    emulator.state.add_fault(MINT_ROUTE, Fault(status=502))
    with pytest.raises(MintOutcomeUnknown):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.counters[MINT_ROUTE] == 1  # never re-sent: the follower settles it
    assert emulator.state.counters["GET /actions/claim-qr"] - before == 1
    assert emulator.state.mints_of(qr_hash) == 0


@pytest.mark.parametrize(
    ("route", "call"),
    [
        ("POST /events", lambda c, d: c.create_event(good_draft(), png_bytes())),
        ("POST /redeem-requests", lambda c, d: c.request_more_mints(d.id, 2, d.edit_code)),
        ("PUT /secret-requests", lambda c, d: c.update_secret_request(
            d.id, d.edit_code, d.word_secret, "2030-01-01T00:00:00", "2030-01-02T00:00:00",
            secret_type="word")),
        ("POST /website/claim", lambda c, d: c.website_claim(d.website_secret, ADDRESS, d.id)),
    ],
)
def test_5xx_on_calls_that_create_something_is_not_retried(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, route: str,
    call: object,
) -> None:
    emulator.state.add_fault(route, Fault(status=503))
    with pytest.raises(ServiceUnavailable):
        call(client, drop)  # type: ignore[operator]
    assert emulator.state.counters[route] == 1


def test_dropped_connection_on_a_get_is_retried(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(drop_connection=True, times=1))
    assert client.get_event(drop.fancy_id).id == drop.id
    assert emulator.state.counters[EVENT_ROUTE] == 2
    assert len(sleeps.calls) == 1


def test_dropped_connection_every_time_gives_service_unavailable(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(drop_connection=True))
    with pytest.raises(ServiceUnavailable, match="Cannot reach"):
        client.get_event(drop.fancy_id)
    assert emulator.state.counters[EVENT_ROUTE] == 3


def test_a_service_nobody_answers_at_is_told_apart_from_a_lost_answer(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """No connection made: the call did nothing (NotSent). A connection cut after the service
    took a write: it may have been done (ServiceUnavailable, not NotSent)."""
    with socket.socket() as closed:  # a port taken and never listened on: refused at once
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
        nobody = make_client(base_url=f"http://127.0.0.1:{port}")
        with pytest.raises(NotSent):
            nobody.get_event(drop.fancy_id)  # the API key alone: no token asked first
    before = emulator.state.counters["POST /redeem-requests"]

    emulator.state.add_fault("POST /redeem-requests", Fault(drop_after_handling=True, times=1))
    with pytest.raises(ServiceUnavailable) as lost:
        make_client().request_more_mints(drop.id, 5, drop.edit_code)
    assert not isinstance(lost.value, NotSent)
    assert emulator.state.counters["POST /redeem-requests"] == before + 1


def test_a_get_that_times_out_is_retried(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    client = make_client(timeout_s=0.4)
    emulator.state.add_fault(EVENT_ROUTE, Fault(latency_ms=2000, times=1))
    assert client.get_event(drop.fancy_id).id == drop.id
    assert emulator.state.counters[EVENT_ROUTE] == 2


def test_token_issuer_trouble_is_retried_on_a_get(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(TOKEN_ROUTE, Fault(status=503, times=1))
    assert client.get_mint_link(drop.qr_hashes[0]).qr_hash == drop.qr_hashes[0]
    assert emulator.state.counters[TOKEN_ROUTE] == 2


def test_4xx_is_not_retried(
    client: ServiceClient, emulator: EmulatorServer, sleeps: SleepRecorder
) -> None:
    with pytest.raises(NotFound):
        client.get_event("no-such-drop")
    assert emulator.state.counters[EVENT_ROUTE] == 1
    assert sleeps.calls == []


# --------------------------------------------------------------------- malformed answers ------


@pytest.mark.parametrize(
    ("route", "call"),
    [
        (EVENT_ROUTE, lambda c, d: c.get_event(d.fancy_id)),
        ("GET /events/id/{id}", lambda c, d: c.get_event_by_id(d.id)),
        ("GET /paginated-events", lambda c, d: c.list_events()),
        ("GET /actions/claim-qr", lambda c, d: c.get_mint_link(d.qr_hashes[0])),
        ("GET /secret/{secret_word}", lambda c, d: c.get_secret(d.website_secret)),
        ("POST /event/validate", lambda c, d: c.validate_edit_code(d.id, d.edit_code)),
        ("POST /event/{id}/qr-codes", lambda c, d: c.mint_codes(d.id, d.edit_code)),
        ("POST /drops/{dropId}/minting-config", lambda c, d: c.get_minting_config(d.id)),
        ("GET /actions/scan/{address}", lambda c, d: c.scan(ADDRESS)),
        ("GET /health-check", lambda c, d: c.health()),
    ],
)
def test_malformed_json_is_asked_again_then_a_bad_response(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, route: str, call: object
) -> None:
    """A reading call safe to repeat: an answer cut on its way is asked for again, like a 503."""
    emulator.state.add_fault(route, Fault(malformed_json=True))
    with pytest.raises(BadResponse):
        call(client, drop)  # type: ignore[operator]
    assert emulator.state.counters[route] == client.config.max_attempts

    emulator.state.clear_faults()
    emulator.state.add_fault(route, Fault(malformed_json=True, times=1))
    call(client, drop)  # type: ignore[operator]  # the second try gets a whole answer


def test_malformed_token_answer_is_a_bad_response(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(TOKEN_ROUTE, Fault(malformed_json=True, times=1))
    with pytest.raises(BadResponse):
        client.fetch_token()
    client.fetch_token()


def test_malformed_error_body_keeps_the_status(
    client: ServiceClient, emulator: EmulatorServer
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(status=404, malformed_json=True))
    with pytest.raises(NotFound) as raised:
        client.get_event("anything")
    assert raised.value.status == 404


def test_gateway_403_is_an_auth_error_with_its_message(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(status=403, times=1))
    with pytest.raises(AuthError, match="Forbidden"):
        client.get_event(drop.fancy_id)


# --------------------------------------------------------------------- artwork ----------------


def test_oversized_artwork_is_refused(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(artwork="oversized"))
    with pytest.raises(BadResponse, match="4 MB"):
        client.download_artwork(url)
    assert MAX_ARTWORK_BYTES == 4 * 1024 * 1024
    assert emulator.state.counters[ARTWORK_ROUTE] == 1  # a refusal, not a retry


def test_artwork_5xx_is_retried_like_any_get(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, sleeps: SleepRecorder
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(status=503, times=1))
    assert client.download_artwork(url)[:8] == b"\x89PNG\r\n\x1a\n"
    assert emulator.state.counters[ARTWORK_ROUTE] == 2
    assert len(sleeps.calls) == 1


@pytest.mark.parametrize("url", ["", "file:///etc/passwd", "ftp://example.org/a.png", "http://["])
def test_artwork_address_that_is_not_a_web_address_is_refused(
    client: ServiceClient, url: str
) -> None:
    with pytest.raises(BadResponse, match="not a web address"):
        client.download_artwork(url)


def test_artwork_follows_redirects_and_keeps_the_4_mb_limit_after_them(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(artwork="redirect", times=2))
    assert client.download_artwork(url)[:8] == b"\x89PNG\r\n\x1a\n"
    assert emulator.state.counters[ARTWORK_ROUTE] == 3  # two hops, then the picture
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(artwork="redirect", times=1))
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(artwork="oversized"))
    with pytest.raises(BadResponse, match="4 MB"):
        client.download_artwork(url)


def test_artwork_that_redirects_for_ever_is_refused_after_five_hops(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(artwork="redirect"))
    with pytest.raises(BadResponse, match="Redirected more than 5 times"):
        client.download_artwork(url)
    assert emulator.state.counters[ARTWORK_ROUTE] == 6  # the first and five hops, not retried


def test_artwork_that_is_not_an_image_is_refused(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(artwork="not_image"))
    with pytest.raises(BadResponse, match="not an image"):
        client.download_artwork(url)


def test_missing_artwork_is_not_found(client: ServiceClient, emulator: EmulatorServer) -> None:
    with pytest.raises(NotFound):
        client.download_artwork(f"{emulator.mint_site}/assets/no-such-picture.png")


def test_artwork_connection_dropped_is_service_unavailable(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(drop_connection=True))
    with pytest.raises(ServiceUnavailable):
        client.download_artwork(url)


def test_jpeg_artwork_of_the_second_drop_downloads(
    client: ServiceClient, emulator: EmulatorServer
) -> None:
    second = emulator.state.drops[1]
    data = client.download_artwork(client.get_event(second.fancy_id).artwork_url)
    assert data[:3] == b"\xff\xd8\xff"


def test_an_answer_that_drips_ends_at_the_calls_deadline(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """Headers at once, then a byte every 0.2 s: every read is well within the read timeout, so
    only the call's total deadline ends it (the whole answer would take minutes)."""
    client = make_client(deadline_s=1.0, max_attempts=1)
    emulator.state.add_fault("GET /events/{fancyId}", Fault(drip_ms=200, times=1))
    with pytest.raises(ServiceUnavailable, match="No complete answer within 1 s"):
        client.get_event(drop.fancy_id)
    assert client.get_event(drop.fancy_id).id == drop.id  # the next call is not hurt by the cut


def test_quitting_cuts_answers_still_coming_in(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    client = make_client(max_attempts=1)
    emulator.state.add_fault("GET /events/{fancyId}", Fault(drip_ms=200, times=1))
    failures: list[Exception] = []

    def slow_call() -> None:
        try:
            client.get_event(drop.fancy_id)
        except ServiceUnavailable as error:
            failures.append(error)

    caller = threading.Thread(target=slow_call)
    caller.start()
    while not client.answers_coming_in and caller.is_alive():  # the body has begun to drip
        caller.join(0.01)
    client.abort_calls()
    caller.join(5.0)
    assert not caller.is_alive()
    assert len(failures) == 1


def test_a_decompression_bomb_is_refused_without_decoding_it(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(artwork="bomb"))
    with pytest.raises(BadResponse, match="too large to show"):
        client.download_artwork(url)
    assert emulator.state.counters[ARTWORK_ROUTE] == 1  # a refusal, not a retry
