"""Fixtures of the service client tests: clients wired to the emulator over real loopback HTTP.

Nothing of our own code is replaced. Two small helpers stand beside the client: a sleep that only
records what it was asked to wait (so retries and polling need no real time), and an httpx transport
that sends every request for real and remembers what went out (URL and headers), so a test can see
which headers reached the token issuer or the artwork host.
"""

from __future__ import annotations

import io
import ssl
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import httpx
import pytest
from PIL import Image

from kiosk.emulator import EmulatorServer
from kiosk.emulator.models import DemoDrop
from kiosk.service import (
    Credentials,
    MemoryTokenStore,
    ServiceClient,
    ServiceConfig,
    TokenStore,
)

ADDRESS = "0x" + "ab" * 20
OTHER_ADDRESS = "0x" + "cd" * 20
TOKEN_ROUTE = "POST /oauth/token"
# One TLS context for every test transport: building one loads the CA bundle (~30 ms a time).
# The emulator speaks plain HTTP anyway; verification stays on for anything else.
_TLS = ssl.create_default_context()


@dataclass
class SleepRecorder:
    """Stands in for ``time.sleep``: remembers every requested wait and returns at once."""

    calls: list[float] = field(default_factory=list)

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


@dataclass(frozen=True)
class SentRequest:
    method: str
    url: httpx.URL
    headers: httpx.Headers
    content: bytes


class RecordingTransport(httpx.HTTPTransport):
    """The real HTTP transport, keeping a note of each request it sends."""

    def __init__(self) -> None:
        super().__init__(verify=_TLS)
        self.sent: list[SentRequest] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        content = request.read()
        self.sent.append(
            SentRequest(request.method, request.url, httpx.Headers(request.headers), content)
        )
        return super().handle_request(request)

    def to_path(self, fragment: str) -> list[SentRequest]:
        return [sent for sent in self.sent if fragment in sent.url.path]


def service_config(emulator: EmulatorServer, **changes: Any) -> ServiceConfig:
    config = ServiceConfig(
        base_url=emulator.base_url, auth_url=emulator.auth_url, mint_site=emulator.mint_site
    )
    return replace(config, **changes)


def credentials_of(emulator: EmulatorServer) -> Credentials:
    creds = emulator.credentials
    return Credentials(
        api_key=creds.api_key, client_id=creds.client_id, client_secret=creds.client_secret
    )


ClientFactory = Callable[..., ServiceClient]


@pytest.fixture
def sleeps() -> SleepRecorder:
    return SleepRecorder()


@pytest.fixture
def transport() -> RecordingTransport:
    return RecordingTransport()


@pytest.fixture
def make_client(
    emulator: EmulatorServer, sleeps: SleepRecorder, transport: RecordingTransport
) -> Iterator[ClientFactory]:
    """Build clients against the emulator; every one is closed after the test.

    Keyword arguments: ``credentials``, ``token_store``, ``transport`` (default: the recording
    one of the test), ``on_token`` and any ``ServiceConfig`` field.
    """
    made: list[ServiceClient] = []

    def build(
        *,
        credentials: Credentials | None = None,
        token_store: TokenStore | None = None,
        transport_: httpx.BaseTransport | None = None,
        on_token: Callable[[str], None] = lambda _token: None,
        **config: Any,
    ) -> ServiceClient:
        client = ServiceClient(
            service_config(emulator, **config),
            credentials or credentials_of(emulator),
            token_store=token_store if token_store is not None else MemoryTokenStore(),
            transport=transport_ or transport,
            sleep=sleeps,
            on_token=on_token,
        )
        made.append(client)
        return client

    yield build
    for client in made:
        client.close()


@pytest.fixture
def client(make_client: ClientFactory) -> ServiceClient:
    return make_client()


@pytest.fixture
def drop(emulator: EmulatorServer) -> DemoDrop:
    """The first demo drop: mint links, a website secret and a word secret, PNG artwork."""
    return emulator.state.drops[0]


@pytest.fixture
def http(emulator: EmulatorServer) -> Iterator[httpx.Client]:
    """A plain httpx client for raw requests that bypass our client's checks."""
    with httpx.Client(timeout=10, verify=_TLS) as raw:
        yield raw


def bearer_headers(http: httpx.Client, emulator: EmulatorServer) -> dict[str, str]:
    creds = emulator.credentials
    answer = http.post(
        f"{emulator.auth_url}/oauth/token",
        json={
            "audience": emulator.base_url,
            "grant_type": "client_credentials",
            "client_id": creds.client_id,
            "client_secret": creds.client_secret,
        },
    )
    assert answer.status_code == 200, answer.text
    return {
        "X-API-Key": creds.api_key,
        "Accept": "application/json",
        "Authorization": f"Bearer {answer.json()['access_token']}",
    }


def png_bytes(size: int = 64, colour: tuple[int, int, int] = (200, 40, 90)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (size, size), colour).save(buffer, "PNG")
    return buffer.getvalue()
