"""Answers are read no further than a limit (1 MB JSON, 8 MB the lists that grow with a drop, 64 KB
errors and token answers, 4 MB artwork): a server that never ends its body cannot fill memory.

Against the emulator, the ``huge_body`` fault answers the real body followed by 16 MB of spaces
(still valid JSON: only the limit stops it). With ``httpx.MockTransport`` (standing in for the
network only) a generator body never ends, and counts what the client took from it.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Iterator

import httpx
import pytest

from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.models import DemoDrop
from kiosk.service import (
    BadResponse,
    Credentials,
    MemoryTokenStore,
    NotFound,
    NotSent,
    ServiceClient,
    ServiceConfig,
)
from kiosk.service.auth import MAX_AUTH_ANSWER
from kiosk.service.client import MAX_ANSWER_BODY, MAX_ERROR_BODY, MAX_LIST_BODY, READ_CHUNK
from tests.service.conftest import ADDRESS, TOKEN_ROUTE
from tests.service.test_mint_safety import MINT_ROUTE, secret_of

EVENT_ROUTE = "GET /events/{fancyId}"
ARTWORK_ROUTE = "GET /assets/{name}"
CHUNK = 64 * 1024
TOKEN = {"access_token": "t0k", "expires_in": 86400}


# --------------------------------------------------------------------- the real emulator -------


def test_an_answer_that_runs_on_is_a_bad_response_and_not_retried(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(huge_body=True))
    with pytest.raises(BadResponse, match="larger than 1 MB"):
        client.get_event(drop.fancy_id)
    assert emulator.state.counters[EVENT_ROUTE] == 1


def test_the_same_answer_without_the_padding_is_read(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The fault's body is valid JSON, so the limit (not a parse error) is what stops it."""
    emulator.state.add_fault(EVENT_ROUTE, Fault(huge_body=True, times=1))
    with pytest.raises(BadResponse):
        client.get_event(drop.fancy_id)
    assert client.get_event(drop.fancy_id).id == drop.id


def test_a_mint_answer_that_runs_on_is_resolved_by_the_status_and_minted_once(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT_ROUTE, Fault(huge_body=True, times=1))
    assert client.mint(qr_hash, secret, ADDRESS).qr_hash == qr_hash
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT_ROUTE] == 1


def test_an_error_body_that_runs_on_keeps_the_status(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(EVENT_ROUTE, Fault(status=404, huge_body=True))
    with pytest.raises(NotFound) as raised:
        client.get_event(drop.fancy_id)
    assert raised.value.message == "HTTP 404"


def test_a_token_answer_that_runs_on_is_a_bad_response(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """A protected call that could get no token was not sent (NotSent); the doctor's own fetch
    of a token says the answer was bad."""
    emulator.state.add_fault(TOKEN_ROUTE, Fault(huge_body=True))
    with pytest.raises(NotSent, match="token issuer's answer is larger than 64 KB"):
        client.get_mint_link(drop.qr_hashes[0])
    with pytest.raises(BadResponse, match="token issuer's answer is larger than 64 KB"):
        client.fetch_token()
    emulator.state.clear_faults()
    assert client.get_mint_link(drop.qr_hashes[0]).qr_hash == drop.qr_hashes[0]


def test_artwork_that_runs_on_is_refused_at_4_mb(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    url = client.get_event(drop.fancy_id).artwork_url
    emulator.state.add_fault(ARTWORK_ROUTE, Fault(huge_body=True))
    with pytest.raises(BadResponse, match="larger than 4 MB"):
        client.download_artwork(url)
    assert emulator.state.counters[ARTWORK_ROUTE] == 1


# --------------------------------------------------------------------- bodies without end ------


class Endless:
    """A body that never ends (``first``, then ``chunk`` again and again), counting the bytes
    taken from it."""

    def __init__(self, chunk: bytes = b" " * CHUNK, first: bytes = b"") -> None:
        self.chunk = chunk
        self.taken = len(first)
        self.first = first

    def __iter__(self) -> Iterator[bytes]:
        yield self.first
        while True:
            self.taken += len(self.chunk)
            yield self.chunk


def mock_client(answer: Callable[[httpx.Request], httpx.Response]) -> ServiceClient:
    config = ServiceConfig("https://api.example.test", "https://auth.example.test", "https://x")
    return ServiceClient(
        config,
        Credentials("key-123456", "id", "secret-123456"),
        token_store=MemoryTokenStore(),
        transport=httpx.MockTransport(answer),
        sleep=lambda _seconds: None,
    )


def test_an_endless_answer_is_read_no_further_than_the_limit() -> None:
    body = Endless()
    client = mock_client(lambda _request: httpx.Response(200, content=body))
    with client, pytest.raises(BadResponse, match="larger than 1 MB"):
        client.get_event("some-drop")
    assert MAX_ANSWER_BODY < body.taken <= MAX_ANSWER_BODY + 2 * READ_CHUNK


def test_an_endless_error_answer_is_read_no_further_than_64_kb() -> None:
    body = Endless()
    client = mock_client(lambda _request: httpx.Response(404, content=body))
    with client, pytest.raises(NotFound):
        client.get_event("some-drop")
    assert MAX_ERROR_BODY < body.taken <= MAX_ERROR_BODY + 2 * READ_CHUNK


def test_a_small_gzip_that_unpacks_without_end_is_stopped_at_the_limit() -> None:
    """The limit counts unpacked bytes: what arrives is a few KB of gzip."""
    packer = zlib.compressobj(wbits=31)
    header_and_start = packer.compress(bytes(CHUNK)) + packer.flush(zlib.Z_SYNC_FLUSH)
    more_zeros = packer.compress(bytes(CHUNK)) + packer.flush(zlib.Z_SYNC_FLUSH)
    body = Endless(more_zeros, first=header_and_start)
    headers = {"Content-Encoding": "gzip"}
    answer = httpx.Response(200, content=body, headers=headers)
    with mock_client(lambda _request: answer) as client, pytest.raises(BadResponse, match="1 MB"):
        client.get_event("some-drop")
    assert body.taken < MAX_ANSWER_BODY // 50  # the raw size alone would not have stopped it


def test_an_endless_token_answer_is_read_no_further_than_64_kb() -> None:
    """Through a mint (never sent twice, so the one answer is read once): not sent."""
    body = Endless()
    client = mock_client(lambda _request: httpx.Response(200, content=body))
    with client, pytest.raises(NotSent, match="token issuer's answer"):
        client.mint("abc123", "secret", ADDRESS)
    assert MAX_AUTH_ANSWER < body.taken <= MAX_AUTH_ANSWER + CHUNK


def test_an_endless_refusal_mid_session_is_read_no_further_than_64_kb() -> None:
    """A 401 is read by httpx itself before the retry with a new token: the limit holds there."""
    body = Endless()

    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/oauth/token"):
            return httpx.Response(200, json=TOKEN)
        return httpx.Response(401, content=body)

    with mock_client(answer) as client, pytest.raises(BadResponse, match="refusal"):
        client.get_mint_link("abc123")
    assert MAX_AUTH_ANSWER < body.taken <= MAX_AUTH_ANSWER + CHUNK


def test_a_list_that_grows_with_the_drop_may_pass_1_mb_but_not_8_mb() -> None:
    codes = [{"qr_hash": f"{n:06x}", "claimed": False} for n in range(30_000)]
    big = json.dumps(codes).encode()
    assert MAX_ANSWER_BODY < len(big) < MAX_LIST_BODY
    endless = Endless()
    answers = iter([httpx.Response(200, content=big), httpx.Response(200, content=endless)])

    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/oauth/token"):
            return httpx.Response(200, json=TOKEN)
        return next(answers)

    with mock_client(answer) as client:
        assert len(client.mint_codes(1, "123456")) == len(codes)
        with pytest.raises(BadResponse, match="larger than 8 MB"):
            client.mint_codes(1, "123456")
    assert MAX_LIST_BODY < endless.taken <= MAX_LIST_BODY + 2 * READ_CHUNK
