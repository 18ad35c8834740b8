"""Fuzzing of what the service answers: the models' ``from_json`` on random JSON shapes, and the
real ServiceClient fed random statuses, headers and bodies (JSON of any shape, or raw bytes) and
broken connections. Only our typed errors (``ServiceError`` subclasses) may escape.

``httpx.MockTransport`` stands in for the network only; every line of our client runs. A quick
pass in the suite, 100 000 examples per target in the deep run (tests/fuzz/__init__.py);
tests/service/test_models.py holds the readers' rules by example.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import io
import json
import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from kiosk.service import (
    BadResponse,
    Credentials,
    EventChanges,
    EventDraft,
    MemoryTokenStore,
    ServiceClient,
    ServiceConfig,
    ServiceError,
)
from tests.fuzz import fuzz_examples
from tests.service.test_models import EVENT, KEYS, LINK, READERS, SECRET, scalars

FUZZ = settings(
    max_examples=fuzz_examples(), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
ADDRESS = "0x" + "ab" * 20
CONFIG = ServiceConfig(
    base_url="https://api.example.test", auth_url="https://auth.example.test",
    mint_site="https://poap.example.test",
)
CREDENTIALS = Credentials("fuzz-api-key", "fuzz-client-id", "fuzz-client-secret")


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (4, 4), "red").save(out, "PNG")
    return out.getvalue()


PNG = _png()
DRAFT = EventDraft(
    name="Fuzz", description="A drop", start_date="2026-01-01", end_date="2026-01-02",
    expiry_date="2026-03-01", virtual_event=False, edit_code="123456", email="a@example.org",
)

# Every public call of the client, with arguments it accepts before sending.
CALLS: dict[str, Callable[[ServiceClient], object]] = {
    "get_mint_link": lambda c: c.get_mint_link("abc123"),
    "mint": lambda c: c.mint("abc123", "a" * 64, ADDRESS),
    "get_transaction_request": lambda c: c.get_transaction_request("7"),
    "follow_mint": lambda c: c.follow_mint("abc123", ADDRESS, by_email=False),
    "get_secret": lambda c: c.get_secret("amber-dune-kite"),
    "website_claim": lambda c: c.website_claim("amber-dune-kite", ADDRESS, 1),
    "update_secret_request": lambda c: c.update_secret_request(
        1, "123456", "amber-dune-kite", "2026-01-01T00:00:00", "2026-01-02T00:00:00"
    ),
    "get_event": lambda c: c.get_event("demo-1"),
    "get_event_by_id": lambda c: c.get_event_by_id(1),
    "list_events": lambda c: c.list_events(name="demo"),
    "create_event": lambda c: c.create_event(DRAFT, PNG),
    "update_event": lambda c: c.update_event("demo-1", EventChanges(name="New"), "123456"),
    "get_minting_config": lambda c: c.get_minting_config(1),
    "set_minting_config": lambda c: c.set_minting_config(1, "123456", 100),
    "validate_edit_code": lambda c: c.validate_edit_code(1, "123456"),
    "mint_codes": lambda c: c.mint_codes(1, "123456"),
    "request_more_mints": lambda c: c.request_more_mints(1, 5, "123456"),
    "scan": lambda c: c.scan(ADDRESS),
    "scan_event": lambda c: c.scan_event(ADDRESS, 1),
    "health": lambda c: c.health(),
    "fetch_token": lambda c: c.fetch_token(),
    "download_artwork": lambda c: c.download_artwork("https://assets.example.test/a.png"),
}

_TRANSPORT_ERRORS = (
    httpx.ConnectError("refused"), httpx.ReadTimeout("slow"), httpx.RemoteProtocolError("cut"),
    httpx.ReadError("reset"), httpx.DecodingError("gzip"), httpx.ProxyError("proxy"),
)


@dataclass(frozen=True)
class Answer:
    """One answer of the fake network: a response, or a failure to raise instead."""

    status: int = 200
    headers: tuple[tuple[str, str], ...] = ()
    body: bytes = b""
    failure: Exception | None = None

    def respond(self, request: httpx.Request) -> httpx.Response:
        if self.failure is not None:
            raise self.failure
        headers = [(name.encode(), value.encode()) for name, value in self.headers]  # UTF-8
        return httpx.Response(self.status, headers=headers, content=self.body, request=request)


# JSON of any shape, two levels deep: hypothesis's recursive strategies cost ~4 ms an example,
# too slow for 100 000; depth comes from the valid answers below, changed anywhere inside.
_KEYS = st.sampled_from(KEYS)
_INNER = st.one_of(
    scalars, st.lists(scalars, max_size=3), st.dictionaries(_KEYS, scalars, max_size=4)
)
ANY_JSON = st.one_of(
    _INNER, st.dictionaries(_KEYS, _INNER, max_size=6), st.lists(_INNER, max_size=3)
)
Path = tuple[Any, ...]  # keys and list indexes
_REMOVE = object()  # a change that deletes the field


def paths_of(value: Any, prefix: Path = ()) -> list[Path]:
    """Every place inside a JSON value: each field and list item, at any depth."""
    items = value.items() if isinstance(value, dict) else enumerate(value)
    paths: list[Path] = []
    for key, child in items:
        paths.append((*prefix, key))
        if isinstance(child, dict | list) and child:
            paths.extend(paths_of(child, (*prefix, key)))
    return paths


def changed(valid: Any, changes: list[tuple[Path, Any]]) -> Any:
    """``valid`` with each path set to a new value or removed."""
    result = copy.deepcopy(valid)
    for path, new in changes:
        # an earlier change may have removed or replaced this place: then nothing to change
        with contextlib.suppress(KeyError, IndexError, TypeError):
            parent = functools.reduce(operator.getitem, path[:-1], result)
            if new is _REMOVE:
                del parent[path[-1]]
            else:
                parent[path[-1]] = new
    return result


def near_misses(valid: Any) -> st.SearchStrategy[Any]:
    """A valid answer with up to three fields, at any depth, replaced or removed."""
    change = st.tuples(st.sampled_from(paths_of(valid)), _INNER | st.just(_REMOVE))
    return st.lists(change, max_size=3).map(lambda changes: changed(valid, changes))


_VALID_BODIES = [
    LINK, EVENT, SECRET, [EVENT], {"items": [EVENT], "total": 1, "offset": 0, "limit": 10},
    {"status": "FINISH", "result": {"tx_hash": "0x1"}}, {"valid": True}, {"id": "42"},
    [{"qr_hash": "abc123", "claimed": False}], {"status": "healthy"}, 17,
    {"drop_id": 1, "supported_mint_blockchains": [100]}, {"qr_hash": "abc123", "queue_uid": "7"},
    {"event": EVENT, "tokenId": "1", "owner": ADDRESS},
]
_JSON_BODIES = st.one_of(
    ANY_JSON, *(near_misses(body) for body in _VALID_BODIES if isinstance(body, dict | list))
).map(lambda value: json.dumps(value).encode())
_BODIES = st.one_of(_JSON_BODIES, st.binary(max_size=64), st.just(PNG), st.just(PNG[:20]))
_HEADERS = st.lists(
    st.tuples(
        st.sampled_from(["Retry-After", "Content-Type", "Content-Length", "Content-Encoding"]),
        st.one_of(
            st.sampled_from(["1", "0", "99999999999999999999", "Wed, 21 Oct 2015 07:28:00 GMT",
                             "Sun, 06 Nov 1994 08:49:37", "application/json", "gzip", "br",
                             "image/png", "-1", "²"]),
            st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=12),
        ),
    ),
    max_size=2,
)
_STATUSES = st.one_of(
    st.sampled_from([200, 200, 201, 204, 302, 400, 401, 403, 404, 409, 422, 429, 500, 503]),
    st.integers(min_value=100, max_value=599),
)
ANSWERS = st.one_of(
    st.builds(Answer, _STATUSES, _HEADERS.map(tuple), _BODIES),
    st.sampled_from(_TRANSPORT_ERRORS).map(lambda error: Answer(failure=error)),
)
_GOOD_TOKEN = Answer(body=json.dumps({"access_token": "t0k", "expires_in": 86400}).encode())
TOKEN_ANSWERS = st.one_of(st.just(_GOOD_TOKEN), st.just(_GOOD_TOKEN), ANSWERS)


class FakeNetwork:
    """The token issuer gives one answer every time; the service the drawn answers in order,
    the last one again once they run out."""

    def __init__(self, token: Answer, service: list[Answer]) -> None:
        self._token = token
        self._service = service
        self.requests = 0

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests += 1
        if request.url.path.endswith("/oauth/token"):
            return self._token.respond(request)
        queue = self._service
        return (queue.pop(0) if len(queue) > 1 else queue[0]).respond(request)


@given(st.sampled_from(sorted(READERS)), st.data())
@FUZZ
def test_every_model_reads_any_json_or_says_bad_response(name: str, data: st.DataObject) -> None:
    read, valid = READERS[name]
    example = [{"qr_hash": "abc123", "claimed": False}] if valid is None else valid
    strategy = st.one_of(ANY_JSON, near_misses(example))
    with contextlib.suppress(BadResponse):
        read(data.draw(strategy))


@given(
    st.sampled_from(sorted(CALLS)),
    TOKEN_ANSWERS,
    st.lists(ANSWERS, min_size=1, max_size=3),
)
@FUZZ
def test_the_client_lets_only_service_errors_escape(
    call: str, token: Answer, service: list[Answer]
) -> None:
    network = FakeNetwork(token, service)
    client = ServiceClient(
        CONFIG, CREDENTIALS, token_store=MemoryTokenStore(),
        transport=httpx.MockTransport(network), sleep=lambda _seconds: None,
    )
    with client, contextlib.suppress(ServiceError):
        CALLS[call](client)
    assert network.requests >= 1  # every call got past our checks to the network
