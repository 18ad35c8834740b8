"""Authentication as an ``httpx.Auth``: the API key on every call to the service, and a bearer
token on the protected operations, fetched through the same client and reused until shortly
before it expires."""

from __future__ import annotations

import hashlib
import logging
import math
import re
import threading
import time
from collections.abc import Callable, Generator, Iterator

import httpx

from kiosk.service.config import Credentials, ServiceConfig
from kiosk.service.errors import (
    AddressMoved,
    AuthError,
    BadResponse,
    NotFound,
    NotSent,
    ServiceUnavailable,
    SignInRequired,
    error_for,
    raise_for_network,
    web_page,
)
from kiosk.service.token_store import StoredToken, TokenStore

log = logging.getLogger(__name__)

REFRESH_MARGIN_S = 600  # fetch a new token 10 minutes before the old one expires
MAX_AUTH_ANSWER = 64 * 1024  # a token answer or a refusal is well under 2 KB
# Marks the token issuer's request (an httpx request extension), so a transport failure of it
# is told from one of the call it was for (``is_token_request``).
TOKEN_REQUEST = "mint_kiosk_token_request"

# The six operations that need a bearer token (docs/service-behaviour.md).
_PROTECTED = (
    ("GET", re.compile(r"/actions/claim-qr")),
    ("POST", re.compile(r"/actions/claim-qr")),
    ("POST", re.compile(r"/event/validate")),
    ("POST", re.compile(r"/event/[^/]+/qr-codes")),
    ("POST", re.compile(r"/redeem-requests")),
    ("GET", re.compile(r"/secret/.+")),  # the path is decoded: a word may hold any character
)


def is_token_request(request: httpx.Request) -> bool:
    """Whether ``request`` asks the token issuer for a token (``ServiceAuth.token_request``)."""
    return bool(request.extensions.get(TOKEN_REQUEST))


def token_owner(config: ServiceConfig, credentials: Credentials) -> str:
    """Who a kept token belongs to: issuer, audience and client id, as a digest."""
    who = "\n".join((config.token_url, config.base_url, credentials.client_id))
    return hashlib.sha256(who.encode()).hexdigest()[:32]


class _AtMost(httpx.SyncByteStream):
    """A raw body that raises BadResponse past ``limit`` bytes. httpx reads the answers inside an
    auth flow whole (the issuer's, a refused call's) before the client sees them, so here the
    limit must sit in the stream itself (ServiceClient reads its own answers with a limit)."""

    def __init__(self, stream: httpx.SyncByteStream, limit: int, what: str) -> None:
        self._stream = stream
        self._limit = limit
        self._what = what

    def __iter__(self) -> Iterator[bytes]:
        read = 0
        for chunk in self._stream:
            read += len(chunk)
            if read > self._limit:
                raise BadResponse(f"{self._what} is larger than {self._limit // 1024} KB")
            yield chunk

    def close(self) -> None:
        self._stream.close()


def _limit_body(response: httpx.Response, what: str) -> None:
    """Make every later read of ``response`` stop at MAX_AUTH_ANSWER raw bytes."""
    if isinstance(response.stream, httpx.SyncByteStream):
        response.stream = _AtMost(response.stream, MAX_AUTH_ANSWER, what)


class ServiceAuth(httpx.Auth):
    def __init__(
        self,
        config: ServiceConfig,
        credentials: Credentials,
        store: TokenStore,
        clock: Callable[[], float] = time.time,
        on_token: Callable[[str], None] = lambda _token: None,
    ) -> None:
        self._base = httpx.URL(config.base_url + "/")
        self._token_url = config.token_url
        self._audience = config.base_url  # exactly the base address (ServiceConfig normalised it)
        self._credentials = credentials
        self._owner = token_owner(config, credentials)
        self._store = store
        self._clock = clock
        self._on_token = on_token  # told every token in use, so the logs can redact it
        self._lock = threading.Lock()  # one token fetch at a time
        # A request built here gets no timeout from the client: without one, an issuer that
        # accepts the connection and never answers would block its thread for ever.
        self._timeout = httpx.Timeout(config.timeout_s, connect=config.connect_timeout_s)

    def _service_path(self, url: httpx.URL) -> str | None:
        """The path below the base URL, or None for any other host (no key leaves the service)."""
        base = self._base
        if (url.scheme, url.host, url.port) != (base.scheme, base.host, base.port):
            return None
        if not url.path.startswith(base.path):
            return None
        return "/" + url.path[len(base.path) :]

    def _is_protected(self, method: str, path: str) -> bool:
        return any(method == m and pattern.fullmatch(path) for m, pattern in _PROTECTED)

    def token_request(self) -> httpx.Request:
        return httpx.Request(
            "POST",
            self._token_url,
            json={
                "audience": self._audience,
                "grant_type": "client_credentials",
                "client_id": self._credentials.client_id,
                "client_secret": self._credentials.client_secret,
            },
            extensions={"timeout": self._timeout.as_dict(), TOKEN_REQUEST: True},
        )

    def accept_token(self, response: httpx.Response) -> str:
        """Read (at most MAX_AUTH_ANSWER) and keep the issuer's answer; refusals become
        AuthError; a captive portal's answer is SignInRequired; no token route at the address
        is NotFound."""
        raise_for_network(response)
        _limit_body(response, "The token issuer's answer")
        response.read()
        try:
            body = response.json()
        except ValueError:
            body = None
        if response.status_code != 200:
            error = error_for(
                response.status_code, body, secrets=(self._credentials.client_secret,)
            )
            # 404, or a gateway's 403 "Missing Authentication Token": no token route at this
            # address, so nothing was judged (a 400's "not found" is the issuer's refusal)
            if isinstance(error, NotFound) and error.status in (403, 404):
                raise NotFound(f"No token issuer at this address: {error.message}", error.status)
            if response.status_code in (400, 401, 403):
                raise AuthError(f"Token refused: {error.message}", response.status_code)
            raise error
        if not isinstance(body, dict) or not isinstance(body.get("access_token"), str):
            raise BadResponse("The token issuer's answer has no access_token")
        lifetime = body.get("expires_in", 86400)
        if (
            not isinstance(lifetime, int | float)
            or isinstance(lifetime, bool)
            or not math.isfinite(lifetime)
        ):
            raise BadResponse("The token issuer's expires_in is not a number")
        token = StoredToken(body["access_token"], self._clock() + float(lifetime), self._owner)
        self._on_token(token.value)
        self._store.save(token)
        log.info("New access token, valid %d s", int(lifetime))
        return token.value

    def _usable_token(self) -> str | None:
        token = self._store.load()
        if token is None or token.issued_for != self._owner:
            return None
        if token.expires_at - REFRESH_MARGIN_S > self._clock():
            self._on_token(token.value)
            return token.value
        return None

    def _token_flow(self, refused: str | None) -> Generator[httpx.Request, httpx.Response, str]:
        """A usable token; fetched (once, under the lock) when missing, near expiry, or refused.
        An issuer in trouble (5xx, garbage, or no token route at its address) is NotSent: the
        call waiting for the token was not sent, or the gateway refused it for its token; either
        way the service did nothing with it. A refusal of the credentials stays an AuthError."""
        with self._lock:
            token = self._usable_token()
            if token is not None and token != refused:
                return token
            response = yield self.token_request()
            try:
                return self.accept_token(response)
            except (SignInRequired, AddressMoved):  # not sent either, and staff must read why
                raise
            except (ServiceUnavailable, BadResponse, NotFound) as error:
                raise NotSent(f"Not sent: no access token ({error.message})") from error

    def sync_auth_flow(
        self, request: httpx.Request
    ) -> Generator[httpx.Request, httpx.Response, None]:
        path = self._service_path(request.url)
        if path is None:
            yield request
            return
        request.headers["X-API-Key"] = self._credentials.api_key
        if not self._is_protected(request.method, path):
            yield request
            return
        request.headers["Accept"] = "application/json"
        token = yield from self._token_flow(refused=None)
        request.headers["Authorization"] = f"Bearer {token}"
        response = yield request
        # The gateway answers an expired or revoked token with 401 or 403 alike; a web page
        # with them is not the gateway's (raise_for_network): no token was judged.
        if response.status_code in (401, 403) and not web_page(response):
            log.info(
                "Token refused (%d); fetching a new one and retrying once", response.status_code
            )
            _limit_body(response, "A refusal")  # httpx reads it whole before the retry
            token = yield from self._token_flow(refused=token)
            request.headers["Authorization"] = f"Bearer {token}"
            yield request
