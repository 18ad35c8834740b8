"""Fault injection: what can go wrong on a route, and the ``--fault`` text form of it.

A ``Fault`` is attached to a route key (``"POST /actions/claim-qr"``, ``"GET /assets/{name}"``, or
``"*"`` for every route) and applies to the next ``times`` requests of that route (``None``: all of
them). Fields, all optional and combinable:

- ``latency_ms``: wait this long before answering (on top of the server's base latency).
- ``status``: answer this error status at once with a realistic body, without doing the work
  (401/403/429 and 502/503/504 in the gateway shape ``{"message": ...}``, others in the backend
  shape ``{"statusCode", "error", "message"}``).
- ``retry_after``: answer 429 ``Too Many Requests`` with ``Retry-After: <seconds>``.
- ``drop_connection``: close the TCP connection without answering (the client sees a protocol
  error).
- ``drop_after_handling``: do the work (for example really mint), then close the connection without
  answering: the "response lost" case.
- ``malformed_json``: do the work, then answer with the body cut in half (not valid JSON).
- ``drip_ms``: do the work, send the headers at once, then the body one byte every this many
  milliseconds (a slow or broken proxy: every read arrives well within a read timeout).
- ``huge_body``: do the work, then answer the body followed by 16 MB of spaces, streamed without a
  length (still valid JSON: only a client that stops reading at a limit gets through it).
- ``artwork``: ``"oversized"`` (more than 4 MB), ``"not_image"`` (bytes that are no image, sent
  with an image content type) or ``"redirect"`` (302 to the same address: with ``times:N`` the
  artwork comes after N hops, without ``times`` never) or ``"bomb"`` (a PNG of a few hundred bytes
  that claims 40 000 x 40 000 pixels); only on ``GET /assets/{name}``.
- ``mint_fails``: a mint accepted by this request ends ``FINISH_WITH_ERROR`` (link ``tx_status``
  ``failed``, its ``tx_hash`` kept) instead of ``FINISH``.
- ``tx_pending_forever``: a mint accepted by this request stays ``IN_PROCESS_WORKER`` (link
  ``tx_status`` ``pending``, ``tx_hash`` set) for ever.
- ``ok_without_job``: on ``POST /actions/claim-qr`` or ``POST /website/claim``, answer 200 with a
  body that says the mint was not taken (``claimed: false``, no job id, an ``error`` field) and
  mint nothing.
- ``forbidden``: revoke every access token issued so far: protected calls answer 403 until the
  client fetches a new token (use ``times:1`` to revoke once).
- ``error_code``: answer the refusal of that key in the one table of refusals
  (``kiosk.service.errors.REFUSALS``: ``already_claimed``, ``expired``, ``sold_out``, …) without
  doing the work.
- ``slow_mint``: do the work at once (a mint is really minted), answer after this many seconds.
- ``portal``: answer as a venue's captive portal (or a proxy) in front of the service would, without
  doing the work: this status (``200``, a redirect ``301``/``302``/``303``/``307``/``308``, ``511``
  Network Authentication Required, a proxy's refusal ``403``/``404`` or its ``502``/``504``) with an
  HTML page, redirects with ``Location: <portal_url>``. A ``403``/``404`` page is also what an
  address that is not the service's (a web site, a typo) answers. Put it on ``*`` for a portal
  in front of everything, or on the ``API_ROUTES`` alone for one that lets the token issuer
  through but not the API host.
- ``portal_url``: where a ``portal`` redirect sends people (default
  ``http://portal.example/login``); only with ``portal``.
- ``rewrite``: do the work, then answer what this function makes of the JSON body (decoded; its
  result is sent with the same status and headers): a buggy gateway, a cache or a half-deployed
  service whose well-formed answer contradicts itself or the service's own record, e.g.
  ``Fault(rewrite=lambda body: {**body, "tx_status": "passed"})``. Only JSON answers are
  rewritten; from Python only (it has no text form).
- ``text_errors``: do the work, then send an error answer (4xx, 5xx) as its ``message`` alone
  in ``text/plain``: the real service's error bodies are not always JSON (service-model.md 1.4,
  the official kiosk falls back to the text).

Text form (``kiosk emulator --fault SPEC``)::

    ROUTE=KEY:VALUE,KEY:VALUE,...        e.g.  "POST /actions/claim-qr=status:503,times:2"

ROUTE is ``"METHOD /template"`` exactly as in the spec (or ``*``). KEYs are the field names above;
the yes/no fields are written alone (``drop_connection``) or as ``drop_connection:true``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, replace
from typing import Any, Literal

from kiosk.service.errors import REFUSAL_KEYS

PORTAL_URL = "http://portal.example/login"
PORTAL_STATUSES = (200, 301, 302, 303, 307, 308, 403, 404, 502, 504, 511)
ArtworkProblem = Literal["oversized", "not_image", "redirect", "bomb"]
ARTWORK_PROBLEMS: tuple[ArtworkProblem, ...] = ("oversized", "not_image", "redirect", "bomb")

# Every route the emulator answers, keyed as "METHOD /template" (API routes relative to base_url).
API_ROUTES: tuple[str, ...] = (
    "GET /actions/claim-qr",
    "POST /actions/claim-qr",
    "POST /event/validate",
    "POST /event/{id}/qr-codes",
    "POST /redeem-requests",
    "GET /secret/{secret_word}",
    "POST /secret-requests",
    "PUT /secret-requests",
    "POST /events",
    "PUT /events/{fancyId}",
    "GET /events",
    "GET /events/{fancyId}",
    "GET /events/id/{id}",
    "GET /paginated-events",
    "POST /drops/{dropId}/minting-config",
    "PATCH /drops/{dropId}/minting-config",
    "POST /website/claim",
    "GET /actions/scan/{address}",
    "GET /actions/scan/{address}/{eventId}",
    "GET /transaction-requests/{id}",
    "GET /health-check",
)
OTHER_ROUTES: tuple[str, ...] = (
    "POST /oauth/token",
    "GET /assets/{name}",
    "GET /mint",
    "GET /mint/{qr_hash}",
    "POST /mint",
)
ALL_ROUTES = "*"
ROUTE_KEYS: frozenset[str] = frozenset((*API_ROUTES, *OTHER_ROUTES, ALL_ROUTES))


@dataclass(frozen=True)
class Fault:
    """One injected problem; see the module docstring for each field."""

    latency_ms: int = 0
    status: int | None = None
    retry_after: int | None = None
    drop_connection: bool = False
    drop_after_handling: bool = False
    malformed_json: bool = False
    huge_body: bool = False
    drip_ms: int = 0
    artwork: ArtworkProblem | None = None
    mint_fails: bool = False
    tx_pending_forever: bool = False
    ok_without_job: bool = False
    forbidden: bool = False
    error_code: str | None = None
    slow_mint: int = 0
    portal: int | None = None
    portal_url: str = PORTAL_URL
    rewrite: Callable[[Any], Any] | None = None
    text_errors: bool = False
    times: int | None = None

    def __post_init__(self) -> None:
        if self.latency_ms < 0:
            raise ValueError("latency_ms must be 0 or more")
        if self.status is not None and not 400 <= self.status <= 599:
            raise ValueError("status must be an error status between 400 and 599")
        if self.retry_after is not None and self.retry_after < 0:
            raise ValueError("retry_after must be 0 or more seconds")
        if self.artwork is not None and self.artwork not in ARTWORK_PROBLEMS:
            raise ValueError(f"artwork must be one of {', '.join(ARTWORK_PROBLEMS)}")
        if self.times is not None and self.times < 1:
            raise ValueError("times must be 1 or more")
        if self.error_code is not None and self.error_code not in REFUSAL_KEYS:
            known = ", ".join(sorted(REFUSAL_KEYS))
            raise ValueError(f"error_code must be one of {known}")
        if self.portal is not None and self.portal not in PORTAL_STATUSES:
            raise ValueError(f"portal must be one of {', '.join(map(str, PORTAL_STATUSES))}")
        if self.portal_url != PORTAL_URL and self.portal is None:
            raise ValueError("portal_url goes with portal")
        if self.slow_mint < 0:
            raise ValueError("slow_mint must be 0 or more seconds")


def check_route(route: str) -> str:
    """Return ``route`` if the emulator answers it, else raise ValueError naming the known ones."""
    if route not in ROUTE_KEYS:
        known = ", ".join(sorted(ROUTE_KEYS))
        raise ValueError(f"unknown route {route!r}; known routes: {known}")
    return route


class FaultTable:
    """Faults per route, consumed in the order added. Not locked: the state's lock guards it."""

    def __init__(self) -> None:
        self._faults: dict[str, list[Fault]] = {}

    def add(self, route: str, fault: Fault) -> None:
        self._faults.setdefault(check_route(route), []).append(fault)

    def clear(self) -> None:
        self._faults.clear()

    def take(self, route: str) -> Fault | None:
        """The fault for this request of ``route`` (its own before ``*``); counts ``times`` down."""
        for key in (route, ALL_ROUTES):
            queue = self._faults.get(key)
            if not queue:
                continue
            fault = queue[0]
            if fault.times is not None:
                if fault.times == 1:
                    queue.pop(0)
                else:
                    queue[0] = replace(fault, times=fault.times - 1)
            return fault
        return None


_FLAGS = (
    "drop_connection",
    "drop_after_handling",
    "malformed_json",
    "huge_body",
    "mint_fails",
    "tx_pending_forever",
    "ok_without_job",
    "forbidden",
    "text_errors",
)
_NUMBERS = ("latency_ms", "status", "retry_after", "slow_mint", "drip_ms", "portal", "times")
_KEYS = tuple(field.name for field in fields(Fault) if field.name != "rewrite")


def parse_fault_spec(spec: str) -> tuple[str, Fault]:
    """Parse ``ROUTE=KEY:VALUE,...`` into a route key and a Fault; ValueError says what is wrong."""
    route, equals, options = spec.partition("=")
    route = " ".join(route.split())
    if not equals or not options.strip():
        raise ValueError(
            f"fault {spec!r} must look like ROUTE=KEY:VALUE,... "
            '(e.g. "POST /actions/claim-qr=status:503,times:2")'
        )
    check_route(route)
    values: dict[str, object] = {}
    for item in _split_options(options):
        key, colon, value = (part.strip() for part in item.partition(":"))
        if key not in _KEYS:
            raise ValueError(f"unknown fault option {key!r}; options: {', '.join(_KEYS)}")
        if key in values:
            raise ValueError(f"fault option {key!r} is given twice")
        if key in _FLAGS:
            if colon and value.lower() not in ("true", "false"):
                raise ValueError(f"{key} takes no value, or true/false (got {value!r})")
            values[key] = not colon or value.lower() == "true"
        elif not colon or not value:
            raise ValueError(f"fault option {key!r} needs a value, e.g. {key}:1")
        elif key in _NUMBERS:
            if not value.isdigit():
                raise ValueError(f"{key} must be a whole number (got {value!r})")
            values[key] = int(value)
        else:
            values[key] = value
    return route, Fault(**values)  # type: ignore[arg-type]  # keys and value types checked above


def _split_options(options: str) -> Iterable[str]:
    items = [item for item in options.split(",")]
    if any(not item.strip() for item in items):
        raise ValueError(f"empty fault option in {options!r}")
    return items
