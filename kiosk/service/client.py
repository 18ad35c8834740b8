"""The client of the minting service: one ``httpx.Client``, one method per endpoint, one request
path with the retry rules, and the mint that is never sent twice."""

from __future__ import annotations

import contextlib
import json
import logging
import socket
import ssl
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import quote

import httpx
from PIL import Image, UnidentifiedImageError

from kiosk.service import rules
from kiosk.service.artwork_image import open_artwork
from kiosk.service.auth import ServiceAuth, is_token_request
from kiosk.service.config import Credentials, ServiceConfig
from kiosk.service.errors import (
    AlreadyClaimed,
    AlreadyHasDrop,
    BadResponse,
    GarbledAnswer,
    InvalidInput,
    MintOutcomeUnknown,
    MintRefused,
    NotFound,
    NotSent,
    ServiceError,
    ServiceUnavailable,
    error_for,
    raise_for_network,
)
from kiosk.service.follow import SettleTimes, follow_times
from kiosk.service.models import (
    Event,
    EventPage,
    HeldToken,
    JobStatus,
    MintCode,
    MintingConfig,
    MintJob,
    MintLinkStatus,
    MintReceipt,
    MintState,
    RedeemRequest,
    SecretWord,
    small_variant,
)
from kiosk.service.retry import RetryPolicy, retry_after_of
from kiosk.service.service_clock import ServiceClock
from kiosk.service.token_store import TokenStore, default_token_store

log = logging.getLogger(__name__)

MAX_ARTWORK_BYTES = 4 * 1024 * 1024
# The small variant is 128 px; an original up to 4096 x 4096 is still shown (16.7 M pixels).
MAX_ARTWORK_PIXELS = 4096 * 4096
MAX_ANSWER_BODY = 1024 * 1024  # a JSON answer: one drop, link or status is a few KB
# The lists that grow with a drop: 50 000 mint codes, a page of 1 000 drops (1 500-character
# descriptions) or a collector's every collectible stay well below this.
MAX_LIST_BODY = 8 * 1024 * 1024
MAX_ERROR_BODY = 64 * 1024
MAX_REDIRECTS = 5  # artwork hosts redirect to CDNs; the service itself is never followed
READ_CHUNK = 64 * 1024
USER_AGENT = "mint-kiosk/0.1"
SORT_FIELDS = ("id", "name", "start_date")
REDEEM_TYPES = ("qr_code", "secret_website", "secret_word")
UNKNOWN_CLAIM = "Website claim sent; its outcome is unknown"


@dataclass(frozen=True)
class EventDraft:
    """The fields of a new drop (POST /events); the rules of the spec are checked on send."""

    name: str
    description: str
    start_date: str
    end_date: str
    expiry_date: str
    virtual_event: bool
    edit_code: str
    email: str
    city: str | None = ""
    country: str | None = ""
    event_url: str | None = ""
    requested_codes: int = 0


@dataclass(frozen=True)
class EventChanges:
    """Editable fields of a drop (PUT /events/{fancyId}); None leaves a field as it is."""

    name: str | None = None
    description: str | None = None
    start_date: str | None = None
    end_date: str | None = None
    expiry_date: str | None = None
    virtual_event: bool | None = None
    city: str | None = None
    country: str | None = None
    event_url: str | None = None


def _ssl_context(config: ServiceConfig) -> ssl.SSLContext | bool:
    if config.use_os_trust_store:
        import truststore

        context: ssl.SSLContext = truststore.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    elif config.ca_bundle:
        context = ssl.create_default_context()
    else:
        return True
    if config.ca_bundle:
        context.load_verify_locations(cafile=config.ca_bundle)
    return context


def _decoded_json(body: bytes, label: str) -> Any:
    try:
        return json.loads(body)
    except ValueError as error:
        raise GarbledAnswer(f"{label}: the answer is not JSON") from error


def _segment(value: str | int) -> str:
    """One path segment, escaped: a secret word like ``why?not`` must not become a query."""
    return quote(str(value), safe="@")


# The service is reached over HTTPS, whose certificates are valid for 398 days at most: a computer
# whose clock is further off the true time than that fails every handshake. A ``Date`` that far
# from this computer's clock is a broken gateway's (reset to 1970, set to 2100), not the service's.
FARTHEST_OFF = timedelta(days=398)


def _moment_of(header: str | None) -> datetime | None:
    """The moment of an HTTP ``Date`` header; None when there is none, it is not a date, or it
    is further from this computer's clock than any clock a kiosk reaches the service with."""
    if not header:
        return None
    try:
        moment = parsedate_to_datetime(header)
    except (TypeError, ValueError, OverflowError):  # no date in it, or a year past any clock's
        return None
    if moment.tzinfo is None or abs(moment - datetime.now(UTC)) > FARTHEST_OFF:
        return None
    return moment.astimezone(UTC)


class _CallWatch:
    """Cuts a response's connection at the call's deadline (or on ``abort_calls``), so a body
    that drips a byte at a time, each within the read timeout, cannot hold a thread beyond it.

    httpcore hands its socket out as the ``network_stream`` extension; shutting it down wakes the
    thread blocked in ``recv``. Transports without one (tests' mocks) keep the read timeout only.
    """

    def __init__(self, response: httpx.Response, deadline: float, registry: set[_CallWatch]):
        stream = response.extensions.get("network_stream")
        self._socket = stream.get_extra_info("socket") if stream is not None else None
        self._registry = registry
        self._lock = threading.Lock()
        self._done = False
        self.cut = False
        self._timer = threading.Timer(max(0.0, deadline - time.monotonic()), self.cut_now)
        self._timer.daemon = True

    def __enter__(self) -> _CallWatch:
        if self._socket is not None:
            self._registry.add(self)
            self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        with self._lock:
            self._done = True  # from now on the connection may be reused: never cut it
        self._timer.cancel()
        self._registry.discard(self)

    def cut_now(self) -> None:
        with self._lock:
            if self._done or self._socket is None:
                return
            self.cut = True
            with contextlib.suppress(OSError):
                self._socket.shutdown(socket.SHUT_RDWR)


@contextlib.contextmanager
def _transport_errors() -> Iterator[None]:
    """httpx's failures to connect, send or read as our typed errors (type names only: an
    exception's text could hold a URL with a recipient in it)."""
    try:
        yield
    except (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout) as error:
        raise NotSent(f"Cannot reach the service ({type(error).__name__})") from error
    except httpx.TransportError as error:
        if _token_request_failed(error):  # the call it was for waited for the token: not sent
            raise NotSent(f"Not sent: no access token ({type(error).__name__})") from error
        if isinstance(error, httpx.TimeoutException):
            raise ServiceUnavailable(f"No answer in time ({type(error).__name__})") from error
        raise ServiceUnavailable(f"Cannot reach the service ({type(error).__name__})") from error
    except httpx.TooManyRedirects as error:
        raise BadResponse(f"Redirected more than {MAX_REDIRECTS} times") from error
    except httpx.DecodingError as error:
        raise BadResponse("The answer could not be decoded") from error


def _token_request_failed(error: httpx.TransportError) -> bool:
    """Whether ``error`` broke the token issuer's request (httpx names the request it was
    sending; an error raised outside a request names none)."""
    try:
        return is_token_request(error.request)
    except RuntimeError:
        return False


def _raise_for_status(response: httpx.Response) -> None:
    """Anything but 2xx as the typed error of the one table (errors.error_for), without the
    request's API key and token should the answer echo them."""
    if response.is_success:
        return
    headers = response.request.headers
    token = headers.get("Authorization", "").removeprefix("Bearer ")
    secrets = (headers.get("X-API-Key", ""), token)
    raise error_for(response.status_code, _error_body(response), retry_after_of(response), secrets)


def _error_body(response: httpx.Response) -> Any:
    """The JSON of an error answer, the words of a ``text/plain`` one (the service's error bodies
    are not always JSON, service-model.md 1.4), or None when it is neither or larger than
    MAX_ERROR_BODY (the status alone then says what went wrong)."""
    try:
        body = read_at_most(response, MAX_ERROR_BODY, "The error answer")
    except BadResponse:
        return None
    try:
        return json.loads(body)
    except ValueError:
        pass
    if response.headers.get("content-type", "").startswith("text/plain"):
        return body.decode(response.encoding or "utf-8", errors="replace")
    return None


def read_at_most(response: httpx.Response, limit: int, what: str) -> bytes:
    """A streamed body, decoded, read no further than ``limit`` bytes, else BadResponse.

    httpx's read timeout is per chunk, so a server that never ends its body (or a small gzip
    that unpacks huge) would otherwise fill memory; the declared length is refused up front.
    """
    size = f"{limit // 2**20} MB" if limit >= 2**20 else f"{limit // 2**10} KB"
    too_big = BadResponse(f"{what} is larger than {size}")
    declared = response.headers.get("Content-Length", "")
    if declared.isascii() and declared.isdigit() and int(declared) > limit:
        raise too_big
    data = bytearray()
    with _transport_errors():
        for chunk in response.iter_bytes(READ_CHUNK):
            data.extend(chunk)
            if len(data) > limit:
                raise too_big  # stop reading at the limit; the caller closes the response
    return bytes(data)


def _check_image(data: bytes) -> None:
    """An image, of at most MAX_ARTWORK_PIXELS: a few KB of PNG can claim 40 000 x 40 000
    pixels (a decompression bomb), which would take gigabytes to show. The size is read from
    the header, nothing is decoded here."""
    try:
        with open_artwork(data) as image:
            width, height = image.size
            if width * height > MAX_ARTWORK_PIXELS:
                raise BadResponse(f"The artwork is {width} x {height} pixels: too large to show")
            image.verify()
    except Image.DecompressionBombError as error:
        raise BadResponse("The artwork is too large to show") from error
    except (UnidentifiedImageError, OSError, ValueError) as error:
        raise BadResponse("The artwork is not an image") from error


# The link's states its mint job can confirm or contradict (when the job's id is known).
_JOB_TELLS = frozenset({MintState.SENT, MintState.PASSED, MintState.FAILED})


def _disagreement(state: MintState, job: JobStatus | None) -> str:
    """How a mint's link and its job end differently ("" when they do not): neither is
    believed, the mint is not confirmed."""
    if state is MintState.PASSED and job is JobStatus.FINISH_WITH_ERROR:
        return "its link says passed, its job failed"
    if state is MintState.FAILED and job is JobStatus.FINISH:
        return "its link says failed, its job finished"
    return ""


def _form_fields(values: Mapping[str, object]) -> dict[str, str]:
    """Multipart text fields: booleans as ``true``/``false``, None left out."""
    fields: dict[str, str] = {}
    for key, value in values.items():
        if value is None:
            continue
        fields[key] = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return fields


class ServiceClient:
    """Blocking client; call it from a worker thread, never the UI thread.

    ``transport`` replaces httpx's own (tests, demo, proxies); it then carries its own TLS
    settings, so ``ca_bundle`` and ``use_os_trust_store`` apply only without one. ``sleep``
    is what retries and ``follow_mint`` wait with.
    """

    def __init__(
        self,
        config: ServiceConfig,
        credentials: Credentials,
        *,
        token_store: TokenStore | None = None,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
        on_token: Callable[[str], None] = lambda _token: None,
        clock: ServiceClock | None = None,
    ) -> None:
        self.config = config
        self.clock = clock or ServiceClock()  # set by every dated answer
        self.token_store = token_store or default_token_store()
        self._auth = ServiceAuth(config, credentials, self.token_store, on_token=on_token)
        self._sleep = sleep
        self._settle_times = SettleTimes()  # when this client's recent mints first read settled
        self._in_flight: set[_CallWatch] = set()  # answers being read, for abort_calls
        self._aborted = False  # the kiosk is quitting: no call starts any more
        self._retry = RetryPolicy(
            config.max_attempts, config.backoff_s, config.retry_after_cap_s, sleep
        )
        self._http = httpx.Client(
            auth=self._auth,
            timeout=httpx.Timeout(config.timeout_s, connect=config.connect_timeout_s),
            verify=_ssl_context(config),
            transport=transport,
            headers={"User-Agent": USER_AGENT},
            max_redirects=MAX_REDIRECTS,
        )

    def now(self) -> datetime:
        """The service's time (``ServiceClock``)."""
        return self.clock.now()

    def today(self) -> date:
        """The service's calendar day (UTC)."""
        return self.clock.today()

    def known_today(self) -> date | None:
        """The service's calendar day (UTC); None while no answer was dated
        (``ServiceClock.known``): this computer's day may be a day or more off the service's."""
        return self.clock.today() if self.clock.known else None

    def close(self) -> None:
        """No call starts after (one that would ends with ServiceUnavailable, not a crash)."""
        self._aborted = True
        self._http.close()

    def __enter__(self) -> ServiceClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- the one request path ------------------------------------------------------------

    def _send(
        self,
        method: str,
        route: str,
        *,
        idempotent: bool,
        path: Mapping[str, str | int] | None = None,
        limit: int = MAX_ANSWER_BODY,
        as_json: bool = False,
        **kwargs: Any,
    ) -> Any:
        """Every call to the service goes here, and answers the body (at most ``limit`` bytes),
        decoded ``as_json`` inside each try, so a garbled answer is asked again like a 503.
        ``route`` is the spec's template (it names the call in logs and errors; the escaped
        ``path`` values, maybe recipients or secret words, only go into the URL); retries follow
        the RetryPolicy, and only when ``idempotent``."""
        escaped = {name: _segment(value) for name, value in (path or {}).items()}
        url = self.config.base_url.rstrip("/") + route.format_map(escaped)
        label = f"{method} {route}"
        deadline = time.monotonic() + self.config.deadline_s

        def attempt() -> Any:
            closing = NotSent(f"{label}: not sent, the kiosk is closing")
            if self._aborted:  # a cut mint's status is asked at the next start, not while quitting
                raise closing
            try:
                body = self._fetch(method, url, limit, f"{label}: the answer", deadline, **kwargs)
            except RuntimeError as error:  # httpx's "client has been closed", a moment after
                if not self._aborted:
                    raise
                raise closing from error
            return _decoded_json(body, label) if as_json else body

        return self._retry.run(label, attempt, idempotent=idempotent, deadline=deadline)

    def _fetch(
        self,
        method: str,
        url: str,
        limit: int,
        what: str,
        deadline: float,
        *,
        of_the_service: bool = True,
        **kwargs: Any,
    ) -> bytes:
        """One request and its body, read no further than ``limit`` and not past ``deadline``;
        the response is closed whatever happens, so an unread rest never stays on the
        connection. Each wait for the answer is at most what is left; a body still coming at the
        deadline has its connection cut (``_CallWatch``). Only an answer ``of_the_service``
        sets the service's clock: another host's ``Date`` (the artwork's, a cache's copy
        maybe hours old) says nothing of it."""
        left = deadline - time.monotonic()
        if left <= 0:
            raise NotSent(f"Not sent: no time left of the {self.config.deadline_s:g} s allowed")
        late = ServiceUnavailable(f"No complete answer within {self.config.deadline_s:g} s")
        timeout = httpx.Timeout(
            min(self.config.timeout_s, left), connect=min(self.config.connect_timeout_s, left)
        )
        with (
            _transport_errors(),
            self._http.stream(method, url, timeout=timeout, **kwargs) as response,
            _CallWatch(response, deadline, self._in_flight) as watch,
        ):
            if of_the_service:
                raise_for_network(response)  # a portal's Date says nothing of the service's clock
            dated = _moment_of(response.headers.get("Date")) if of_the_service else None
            if dated is not None:
                self.clock.observe(dated)
            try:
                _raise_for_status(response)
                return read_at_most(response, limit, what)
            except ServiceError:
                if watch.cut:
                    raise late from None
                raise

    @property
    def answers_coming_in(self) -> int:
        """How many answers are being read right now (what ``abort_calls`` would cut)."""
        return len(self._in_flight)

    def abort_calls(self) -> None:
        """Cut every answer still coming in (the kiosk is quitting): the threads waiting on them
        end at once with ServiceUnavailable, and no call starts after (not even asking what
        became of a cut mint: its row waits for the next start); nothing is resent."""
        self._aborted = True
        for watch in self._in_flight.copy():
            watch.cut_now()

    def _json(self, method: str, route: str, *, idempotent: bool, **kwargs: Any) -> Any:
        return self._send(method, route, idempotent=idempotent, as_json=True, **kwargs)

    # --- mint links and mints ------------------------------------------------------------

    def get_mint_link(self, qr_hash: str) -> MintLinkStatus:
        """The link's status; an answer about another link (or that names none) is a bad
        answer: its claim, recipient and transaction say nothing of this one."""
        params = {"qr_hash": rules.qr_hash(qr_hash)}
        data = self._json("GET", "/actions/claim-qr", idempotent=True, params=params)
        status = MintLinkStatus.from_json(data)
        if status.qr_hash.strip().lower() != params["qr_hash"]:
            raise BadResponse("The status answer is about another mint link")
        return status

    def mint(
        self, qr_hash: str, secret: str, address: str, *, send_email: bool = True
    ) -> MintReceipt:
        """Mint once, never twice. A mint that was not sent (NotSent: no connection, or no
        access token to send it with) did nothing, and says so. An answer that does not say
        "accepted" (lost, garbled, or a 200 without a job) is settled by the link's status:
        claimed for this recipient is ours, claimed for another is someone else's. Unclaimed
        after a lost answer is unknown, not "free": our call may still be running at the gateway
        (up to 29 s), so it is never sent again here; the follower settles it once that time is
        past (``GATEWAY_WAIT_S``)."""
        qr_hash = rules.qr_hash(qr_hash)
        body = {"address": address, "qr_hash": qr_hash, "secret": secret, "sendEmail": send_email}
        try:
            data = self._json("POST", "/actions/claim-qr", idempotent=False, json=body)
            receipt = MintReceipt.from_json(data)
            if receipt.qr_hash and receipt.qr_hash.strip().lower() != qr_hash:
                # Its job is another link's: its end says nothing of this mint.
                raise BadResponse("The mint answer is about another mint link")
            return receipt
        except MintRefused as refused:
            log.warning(
                "Mint of %s answered without a job (%s); asking its status", qr_hash, refused
            )
            if self._ours_after(qr_hash, address, refused):
                return MintReceipt(qr_hash=qr_hash, job_id="")
            raise
        except NotSent:  # it never reached the service (or was refused for its token): no mint
            raise
        except (ServiceUnavailable, BadResponse) as error:
            log.warning("Mint of %s: outcome unknown (%s); asking its status", qr_hash, error)
            if self._ours_after(qr_hash, address, error):
                return MintReceipt(qr_hash=qr_hash, job_id="")
            raise MintOutcomeUnknown(
                f"Mint of {qr_hash} sent; no answer, and the link is not claimed yet"
            ) from error

    def _ours_after(self, qr_hash: str, address: str, error: ServiceError) -> bool:
        """After a mint answer that did not say "accepted": whether the link is now claimed for
        ``address``; AlreadyClaimed when it is claimed for someone else."""
        try:
            status = self.get_mint_link(qr_hash)
        except ServiceError as status_error:
            raise MintOutcomeUnknown(
                f"Mint of {qr_hash} sent, but neither its answer nor its status could be read"
            ) from status_error
        if status.claimed and not status.is_for(address):
            raise AlreadyClaimed("QR is already Claimed", 400) from error
        return status.claimed

    def judge_with_job(self, state: MintState, job_id: str) -> tuple[MintState, str]:
        """The link's ``state`` as the mint's job ``job_id`` (when known) bears it out, and how
        the two disagree ("" when they do not). A job that ended with an error while the link
        shows no transaction made none (failed: the link alone would never say so); a link
        that says passed or failed must not be contradicted by its job. A job that cannot be
        read leaves the link's word."""
        job = self._job_status(job_id) if job_id and state in _JOB_TELLS else None
        if state is MintState.SENT and job is JobStatus.FINISH_WITH_ERROR:
            return MintState.FAILED, ""
        return state, _disagreement(state, job)

    def get_transaction_request(self, job_id: str) -> MintJob:
        data = self._json("GET", "/transaction-requests/{id}", idempotent=True, path={"id": job_id})
        return MintJob.from_json(data)

    def follow_mint(
        self,
        qr_hash: str,
        recipient: str,
        *,
        by_email: bool,
        job_id: str = "",
        timeout_s: float | None = None,
    ) -> tuple[MintState, MintLinkStatus]:
        """Follow a mint, just accepted, by its link's status until the service settles it
        (passed, failed or reserved) or the time is up. Asked at the
        moments of ``follow_times``: soon and then less often (0.25 s, 0.5 s, 1 s, 2 s … up to
        ``follow_interval_s``), or, once an earlier mint of this client settled, a step after
        the last ask that found it open and then every 0.1 s through where it settled; an
        e-mail's at once. Only the status the service answers settles the mint; the moments
        only decide when to ask. While the link shows no transaction, the mint's job (when its
        id is known) is asked too: a job that ended with an error made no transaction, and the
        link's status alone would never say so; when the link says passed or failed, the job
        must not say otherwise. Answers that still contradict each other when the time is up
        (``judge_with_job``, or a link claimed for another recipient) are MintOutcomeUnknown: the
        service took the mint, and whether it minted is not known."""
        limit = self.config.follow_timeout_s if timeout_s is None else timeout_s
        start = time.monotonic()
        waited = 0.0  # what we asked ``sleep`` for: an injected sleep ends the follow in time too
        moments = follow_times(
            self._settle_times.expected(by_email=by_email),
            cap_s=self.config.follow_interval_s,
        )
        open_at: float | None = None  # the last ask that found the mint still open
        for moment in moments:
            elapsed = max(time.monotonic() - start, waited)
            wait = min(moment, limit) - elapsed
            if wait > 0:
                self._sleep(wait)
                waited += wait
            asked_at = max(time.monotonic() - start, waited)
            status = self.get_mint_link(qr_hash)
            state, disagree = self.judge_with_job(
                status.mint_state(recipient, by_email=by_email), job_id
            )
            if state is MintState.OTHER_RECIPIENT:  # the service took ours, then names another
                disagree = "its link's status names another recipient"
            if state.final and not disagree:
                self._settle_times.add(by_email=by_email, open_at=open_at, settled_at=asked_at)
                return state, status
            open_at = asked_at
            if moment >= limit or (time.monotonic() - start >= limit):
                if disagree:
                    raise MintOutcomeUnknown(f"Mint of {qr_hash} accepted, then {disagree}")
                return state, status
        raise AssertionError("follow_times is endless")  # pragma: no cover

    def _job_status(self, job_id: str) -> JobStatus | None:
        """The mint job's status; None when it cannot be read (the link's status decides)."""
        try:
            return self.get_transaction_request(job_id).status
        except ServiceError as error:
            log.info("Mint job %s unreadable (%s): the link's status decides", job_id, error)
            return None

    # --- secret words and website claims -------------------------------------------------

    def get_secret(self, word: str) -> SecretWord:
        data = self._json(
            "GET", "/secret/{secret_word}", idempotent=True, path={"secret_word": word.strip()}
        )
        return SecretWord.from_json(data)

    def website_claim(self, website: str, address: str, drop_id: int) -> MintLinkStatus:
        """Claim with a ``website`` secret for a drop the address does not hold yet: asked first
        (``scan_event``), held is ``AlreadyHasDrop`` without a claim sent (the service would
        refuse it the same). So a lost answer is resolved by asking whether the address holds the
        drop now: a collectible there is this claim's, unless the word's claims did not move
        (counted before the claim and after): then it came another way in the meantime (a link
        minted for the same wallet), and this claim made none. The claim is never sent twice. An
        answer that says nothing was claimed is ``MintRefused``, whatever its status; a claim
        that never reached the service (NotSent: a portal answered, no connection) is no lost
        answer, and raised as it is."""
        if self.scan_event(address, drop_id) is not None:
            raise AlreadyHasDrop("This address already holds a collectible of this drop")
        claims_before = self._claims_of(website)
        body = {"website": website.strip(), "address": address}
        try:
            claim = MintLinkStatus.from_json(
                self._json("POST", "/website/claim", idempotent=False, json=body)
            )
            if drop_id and claim.event_id not in (0, drop_id):
                # Another drop's link: its mint is not this claim's, the collection says.
                raise BadResponse("The claim answer is about another drop")
        except NotSent:  # it never reached the service (a portal's answer, no connection)
            raise
        except (ServiceUnavailable, BadResponse) as error:
            log.warning("Website claim: outcome unknown (%s); asking the scan", error)
            try:
                held = self.scan_event(address, drop_id)
            except ServiceError as status_error:
                raise MintOutcomeUnknown(UNKNOWN_CLAIM) from status_error
            if held is None:
                raise MintOutcomeUnknown(UNKNOWN_CLAIM) from error
            if claims_before is not None and self._claims_of(website) == claims_before:
                raise AlreadyHasDrop(
                    "This address got a collectible of this drop another way meanwhile"
                ) from error
            # Not held before the claim, listed now: minted (the list shows it once on chain).
            return MintLinkStatus(
                qr_hash="",
                claimed=True,
                is_active=True,
                event=held.event,
                beneficiary=held.owner,
                user_input=address,
                tx_status="passed",
                token_id=int(held.token_id) if held.token_id.isdigit() else 0,  # what passed
                event_id=drop_id,
            )
        if not claim.claimed:
            raise MintRefused("The claim answer says nothing was claimed", 200)
        return claim

    def _claims_of(self, website: str) -> int | None:
        """How many claims the word has had, as the service counts them; None: not known."""
        try:
            secret = self.get_secret(website)
        except ServiceError as error:
            log.info("Website claims not counted: %s", type(error).__name__)
            return None
        return secret.claimed if secret.counted else None

    def update_secret_request(
        self,
        event_id: int,
        edit_code: str,
        claim_name: str,
        starts: str,
        ends: str,
        *,
        active: bool = True,
        secret_type: str = "website",
        timezone: int = 0,
    ) -> int:
        body = {
            "event_id": event_id,
            "secret_code": rules.edit_code(edit_code),
            "claim_name": claim_name,
            "from": starts,
            "to": ends,
            "timezone": timezone,
            "active": active,
            "secret_type": secret_type,
        }
        rules.no_captcha(body)
        data = self._json("PUT", "/secret-requests", idempotent=False, json=body)
        if not isinstance(data, int) or isinstance(data, bool):
            raise BadResponse("PUT /secret-requests did not answer a request number")
        return data

    # --- drops -----------------------------------------------------------------------------

    def get_event(self, fancy_id: str) -> Event:
        data = self._json("GET", "/events/{fancyId}", idempotent=True, path={"fancyId": fancy_id})
        return Event.from_json(data)

    def get_event_by_id(self, event_id: int) -> Event:
        data = self._json("GET", "/events/id/{id}", idempotent=True, path={"id": int(event_id)})
        return Event.from_json(data)

    def list_events(
        self,
        *,
        limit: int = 10,
        offset: int = 0,
        sort_field: str = "start_date",
        sort_dir: str = "desc",
        name: str = "",
    ) -> EventPage:
        if not 1 <= limit <= 1000 or offset < 0:
            raise InvalidInput("limit must be 1 to 1000 and offset 0 or more")
        if sort_field not in SORT_FIELDS or sort_dir not in ("asc", "desc"):
            raise InvalidInput("sort_field or sort_dir is not one the service knows")
        params: dict[str, str | int] = {
            "limit": limit,
            "offset": offset,
            "sort_field": sort_field,
            "sort_dir": sort_dir,
        }
        if name.strip():
            params["name"] = name.strip()
        return EventPage.from_json(
            self._json(
                "GET", "/paginated-events", idempotent=True, params=params, limit=MAX_LIST_BODY
            )
        )

    def create_event(
        self, draft: EventDraft, image: bytes, image_name: str = "artwork.png"
    ) -> Event:
        fields = _form_fields(
            {
                "name": draft.name,
                "description": rules.description(draft.description),
                "start_date": rules.date("start_date", draft.start_date),
                "end_date": rules.date("end_date", draft.end_date),
                "expiry_date": rules.date("expiry_date", draft.expiry_date),
                "virtual_event": rules.virtual_event(draft.virtual_event),
                "city": rules.optional_place("city", draft.city),
                "country": rules.optional_place("country", draft.country),
                "event_url": rules.optional_place("event_url", draft.event_url),
                "secret_code": rules.edit_code(draft.edit_code),
                "email": draft.email,
                "requested_codes": draft.requested_codes or None,
            }
        )
        if len(image) > MAX_ARTWORK_BYTES:
            raise InvalidInput("image must be 4 MB or smaller")
        files = {"image": (image_name, image, "application/octet-stream")}
        data = self._json("POST", "/events", idempotent=False, data=fields, files=files)
        return Event.from_json(data)

    def update_event(self, fancy_id: str, changes: EventChanges, edit_code: str) -> None:
        values: dict[str, object] = {
            "name": changes.name,
            "description": changes.description and rules.description(changes.description),
            "virtual_event": None
            if changes.virtual_event is None
            else rules.virtual_event(changes.virtual_event),
            "city": rules.optional_place("city", changes.city),
            "country": rules.optional_place("country", changes.country),
            "event_url": rules.optional_place("event_url", changes.event_url),
            "secret_code": rules.edit_code(edit_code),
        }
        for name in ("start_date", "end_date", "expiry_date"):
            value = getattr(changes, name)
            values[name] = None if value is None else rules.date(name, value)
        # Text parts without a file name: still multipart/form-data, as the service expects.
        parts = {name: (None, value) for name, value in _form_fields(values).items()}
        self._send(
            "PUT", "/events/{fancyId}", idempotent=True, path={"fancyId": fancy_id}, files=parts
        )

    def get_minting_config(self, drop_id: int) -> MintingConfig:
        data = self._json(
            "POST",
            "/drops/{dropId}/minting-config",
            idempotent=True,
            path={"dropId": int(drop_id)},
            json={},
        )
        return MintingConfig.from_json(data)

    def set_minting_config(
        self, drop_id: int, edit_code: str, chain_id: int | None
    ) -> MintingConfig:
        body = {
            "edit_code": int(rules.edit_code(edit_code)),
            "supported_mint_blockchains": None if chain_id is None else [chain_id],
        }
        data = self._json(
            "PATCH",
            "/drops/{dropId}/minting-config",
            idempotent=True,
            path={"dropId": int(drop_id)},
            json=body,
        )
        return MintingConfig.from_json(data)

    # --- operator calls with the edit code ---------------------------------------------------

    def validate_edit_code(self, event_id: int, edit_code: str) -> bool:
        body = {"event_id": int(event_id), "secret_code": rules.edit_code(edit_code)}
        data = self._json("POST", "/event/validate", idempotent=True, json=body)
        if not isinstance(data, dict) or not isinstance(data.get("valid"), bool):
            raise BadResponse("POST /event/validate did not say valid or not")
        return bool(data["valid"])

    def mint_codes(self, event_id: int, edit_code: str) -> list[MintCode]:
        body = {"secret_code": rules.edit_code(edit_code)}
        data = self._json(
            "POST",
            "/event/{id}/qr-codes",
            idempotent=True,
            path={"id": int(event_id)},
            json=body,
            limit=MAX_LIST_BODY,
        )
        return MintCode.list_from_json(data)

    def request_more_mints(
        self,
        event_id: int,
        count: int,
        edit_code: str,
        redeem_type: str = "qr_code",
        *,
        notify_issuer: bool = True,
    ) -> RedeemRequest:
        if redeem_type not in REDEEM_TYPES or not 0 < count <= 50000:
            raise InvalidInput("redeem_type or requested_codes is not one the service accepts")
        body = {
            "event_id": int(event_id),
            "requested_codes": count,
            "secret_code": rules.edit_code(edit_code),
            "redeem_type": redeem_type,
            "notify_issuer": notify_issuer,
        }
        data = self._json("POST", "/redeem-requests", idempotent=False, json=body)
        return RedeemRequest.from_json(data)

    # --- collectors ------------------------------------------------------------------------

    def scan(self, address: str) -> list[HeldToken]:
        data = self._json(
            "GET",
            "/actions/scan/{address}",
            idempotent=True,
            path={"address": address.strip()},
            limit=MAX_LIST_BODY,
        )
        if not isinstance(data, list):
            raise BadResponse("GET /actions/scan did not answer a list")
        return [HeldToken.from_json(item) for item in data]

    def scan_event(self, address: str, event_id: int) -> HeldToken | None:
        """The address's collectible of this drop, or None when it has none."""
        try:
            data = self._json(
                "GET",
                "/actions/scan/{address}/{eventId}",
                idempotent=True,
                path={"address": address.strip(), "eventId": int(event_id)},
            )
        except NotFound:
            return None
        return HeldToken.from_json(data)

    def health(self) -> bool:
        data = self._json("GET", "/health-check", idempotent=True)
        return isinstance(data, dict) and data.get("status") == "healthy"

    def fetch_token(self) -> None:
        """Fetch a fresh access token now (the doctor's check); raises AuthError when refused."""
        with _transport_errors():
            response = self._http.send(self._auth.token_request(), auth=None, stream=True)
            try:
                self._auth.accept_token(response)
            finally:
                response.close()

    # --- artwork ---------------------------------------------------------------------------

    def download_artwork(self, url: str) -> bytes:
        """The ``size=small`` variant: at most 4 MB read (after redirects, at most five), and
        only if it decodes as an image. Retried like any GET; sent without authentication, so
        no key follows a redirect to another host; its ``Date`` is the artwork host's, not the
        service's clock."""
        try:
            small = small_variant(url)
            scheme = httpx.URL(small).scheme
        except (ValueError, httpx.InvalidURL) as error:
            raise BadResponse("The artwork address is not a web address") from error
        if scheme not in ("http", "https"):
            raise BadResponse("The artwork address is not a web address")
        deadline = time.monotonic() + self.config.deadline_s
        data = self._retry.run(
            "GET artwork",
            lambda: self._fetch(
                "GET",
                small,
                MAX_ARTWORK_BYTES,
                "The artwork",
                deadline,
                of_the_service=False,
                auth=None,
                follow_redirects=True,
            ),
            idempotent=True,
            deadline=deadline,
        )
        _check_image(data)
        return data
