"""Typed errors of the minting service, each carrying the service's own human-readable message.

The service documents no machine error codes (neither its 2024 nor its 2025 OpenAPI file has an
error schema), so a 400 or 404 is told apart by words in its message, as the official kiosk does.
``REFUSALS`` is the one table of those words: the client reads answers with it and the emulator
answers from it, so a new refusal is one line (docs/service-behaviour.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

if TYPE_CHECKING:  # the app module imports this before the first paint; httpx comes after it
    import httpx


class ServiceError(Exception):
    """Base of every error the client raises; ``message`` is safe to log (no secrets)."""

    def __init__(self, message: str, status: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class AuthError(ServiceError):
    """The API key, client credentials or access token were refused."""


class NotFound(ServiceError):
    """No such mint link, drop, secret word or job."""


class InvalidInput(ServiceError):
    """The service (or our check of the spec's rules before sending) refused what we sent."""


class AlreadyClaimed(InvalidInput):
    """The mint link was already used."""


class AlreadyHasDrop(InvalidInput):
    """This address or e-mail already holds this drop's collectible."""


class InvalidRecipient(InvalidInput):
    """The address, ENS name or e-mail was refused."""


class Expired(InvalidInput):
    """The mint link or secret word is no longer (or not yet) active."""


class SoldOut(InvalidInput):
    """Every claim of the secret word is used."""


class AppOnlyWord(InvalidInput):
    """A secret word of type ``word``: collectors type it in the POAP app, the kiosk cannot."""




class RateLimited(ServiceError):
    def __init__(self, message: str, status: int = 429, retry_after: float | None = None) -> None:
        super().__init__(message, status)
        self.retry_after = retry_after


class ServiceUnavailable(ServiceError):
    """Connection trouble, a timeout or a 5xx: try again later."""


class NotSent(ServiceUnavailable):
    """The call never reached the service (no connection made, no access token to send it with,
    or the kiosk was closing), so it did nothing: unlike a lost answer, which leaves a write
    maybe done."""


class SignInRequired(NotSent):
    """The venue's network answered instead of the service: a captive portal's redirect to
    another host, a 511, or a web page where the service answers JSON. The call never reached
    the service. ``portal`` is the address the redirect names (shown as text, never followed;
    its query left out: it may echo the kiosk's own request), "" when it named none."""

    def __init__(self, message: str, status: int = 0, portal: str = "") -> None:
        super().__init__(message, status)
        self.portal = portal


class WebPageAnswered(SignInRequired):
    """A web page answered where the service answers JSON: with 2xx, or with an error status
    the service answers with its own error body (4xx but 429). The venue's sign-in page or its
    proxy's refusal, or an address that is not the service's (a web site, a typo in the
    settings): it says nothing of the key, the token or the attendee's code. ``address`` is
    where it was asked (scheme, host and path, no query), for staff to check against the
    settings."""

    def __init__(self, message: str, status: int = 0, address: str = "") -> None:
        super().__init__(message, status)
        self.address = address


class AddressMoved(NotSent):
    """The address asked answers with a redirect within its own host (``http`` to ``https``, a
    path moved): the service is not at the address in the settings. The redirect is never
    followed (it would carry the key and the token to an address staff did not choose), so
    nothing was done. ``address`` is where it points (scheme, host and path, no query)."""

    def __init__(self, message: str, status: int = 0, address: str = "") -> None:
        super().__init__(message, status)
        self.address = address


MAX_PORTAL_ADDRESS = 200
REDIRECTS = (301, 302, 303, 307, 308)


def portal_address(location: str) -> str:
    """A redirect's target as staff may read it: scheme, host and path, at most 200 characters."""
    parts = urlsplit(location.strip())
    return f"{parts.scheme}://{parts.netloc}{parts.path}"[:MAX_PORTAL_ADDRESS]


def web_page(response: httpx.Response) -> bool:
    """Whether ``response`` is a web page: the service answers JSON (its errors JSON or plain
    text, service-model.md 1.4), never HTML."""
    content_type: str = response.headers.get("Content-Type", "")
    return content_type.lower().startswith("text/html")


def raise_for_network(response: httpx.Response) -> None:
    """A captive portal's answer in the service's place as SignInRequired: the service never
    redirects to another host, never answers 511 and never answers a web page, with 2xx nor
    with the 4xx it refuses a key or a code with (WebPageAnswered: a 403 or 404 page is the
    venue's network or another address, not the service's refusal). Its redirect is never
    followed, so no key or token goes to the portal. A redirect within the host asked (a path
    or scheme moved) is AddressMoved, not followed either; a 429 page keeps its Retry-After, a
    5xx page (a proxy's, which may have passed the call on) stays the service's trouble."""
    status = response.status_code
    location = response.headers.get("Location", "").strip()
    if status in REDIRECTS and location:
        target = urlsplit(location)
        if target.hostname is None or target.hostname == response.request.url.host:
            address = portal_address(str(response.request.url.join(location)))
            raise AddressMoved(f"The address redirects to {address}", status, address)
        address = portal_address(location)
        raise SignInRequired(f"The network redirects to {address}", status, address)
    if status == 511:
        raise SignInRequired("The network asks for a sign-in (511)", status)
    refusal = 400 <= status < 500 and status != 429
    if (response.is_success or refusal) and web_page(response):
        address = portal_address(str(response.request.url))
        raise WebPageAnswered(f"A web page answered ({status}), not the service", status, address)


class BadResponse(ServiceError):
    """The service answered something that is not what the interface promises."""


class GarbledAnswer(BadResponse):
    """An answer that is not JSON at all, as when it was cut on its way: a call safe to repeat
    asks again (an answer of the wrong shape is a BadResponse, and asking again would not help)."""


class MintRefused(BadResponse):
    """The service answered a mint (even with 200) in a way that says it did not take it: no
    job, or an error field. Raised by the client only once the link's status confirms it."""


class MintFailed(ServiceError):
    """The service said the mint failed (500 "There was a problem in token mint"), or its job
    ended ``FINISH_WITH_ERROR`` before any transaction: nothing was minted."""


class MintOutcomeUnknown(ServiceUnavailable):
    """A mint was sent but neither its answer nor the link's status could be read, or the
    service's answers about it contradict each other."""


@dataclass(frozen=True)
class Refusal:
    """One way the service refuses an attendee's call: the words it answers (``message``, what
    the emulator sends), the words the client looks for in any message, and the error type."""

    key: str  # our name for it: the emulator's fault ``error_code:KEY``
    status: int
    message: str
    words: str
    error: type[ServiceError]


# Most specific first: the first whose words are in the message wins. Messages from the legacy
# server and the 2023 human-readable copy (service-model.md 2.1, 2.2, 5).
REFUSALS: tuple[Refusal, ...] = (
    Refusal(
        "already_has_drop",
        400,
        "Address already claimed a code for this event",
        "already claimed a code",
        AlreadyHasDrop,
    ),
    Refusal("already_claimed", 400, "QR is already Claimed", "already claimed", AlreadyClaimed),
    Refusal("expired", 400, "This mint link has expired", "expired", Expired),
    Refusal("not_active", 400, "This secret word is not active right now.", "not active", Expired),
    Refusal(
        "sold_out",
        400,
        "All the collectibles for this secret word have been claimed.",
        "have been claimed",
        SoldOut,
    ),
    Refusal("no_more", 400, "There are no more codes for this secret word", "no more", SoldOut),
    Refusal(
        "app_only",
        400,
        "This secret word can only be used in the POAP app.",
        "poap app",
        AppOnlyWord,
    ),
    Refusal(
        "invalid_address", 400, "Address is not valid", "address is not valid", InvalidRecipient
    ),
    Refusal("invalid_secret", 400, "Invalid secret", "invalid secret", InvalidInput),
    Refusal(
        "mint_problem",
        500,
        "There was a problem in token mint",
        "problem in token mint",
        MintFailed,
    ),
    Refusal("link_not_found", 404, "QR Claim not found", "not found", NotFound),
    Refusal(
        "word_not_found",
        404,
        "We could not find that secret word. Please check the spelling.",
        "could not find",
        NotFound,
    ),
)
REFUSAL_KEYS = frozenset(refusal.key for refusal in REFUSALS)


def refusal(key: str) -> Refusal:
    """The table's entry named ``key`` (KeyError names the known ones)."""
    for entry in REFUSALS:
        if entry.key == key:
            return entry
    raise KeyError(f"unknown refusal {key!r}; known: {', '.join(sorted(REFUSAL_KEYS))}")


def message_of(body: Any, fallback: str) -> str:
    """The human text of an error body: backend ``message``, gateway ``message``/``Message``,
    the token issuer's ``error_description``, or a plain-text body itself."""
    if isinstance(body, str) and body.strip():
        return body.strip()[:500]
    if isinstance(body, dict):
        for key in ("message", "Message", "error_description", "error"):
            value = body.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip()[:500]
    return fallback


# AWS API Gateway (the service's front, service-model.md 1.1) answers a path or method it has no
# route for with 403 and these words, whatever the key: nothing is there, nothing was refused.
MISSING_ROUTE = "missing authentication token"
# The backend refuses a wrong edit code with 400 or 403 (service-model.md 2.5): past the gateway,
# so the key and token were taken.
EDIT_CODE = "edit code"


def _refused_at_the_door(message: str, status: int) -> ServiceError:
    """A 401 or 403: the credentials refused, unless its words say the gateway has no such
    route (``NotFound``) or the backend refused the edit code (``InvalidInput``)."""
    lowered = message.lower()
    if MISSING_ROUTE in lowered:
        return NotFound(message, status)
    if EDIT_CODE in lowered:
        return InvalidInput(message, status)
    return AuthError(message, status)


def without_secrets(text: str, secrets: Iterable[str]) -> str:
    """``text`` with each of ``secrets`` (what the request carried: the API key, a token, the
    client secret) cut out: a gateway or issuer that echoes them in its refusal must not have
    them shown or logged."""
    for secret in secrets:
        if secret:
            text = text.replace(secret, "…")
    return text


def error_for(
    status: int, body: Any, retry_after: float | None = None, secrets: Iterable[str] = ()
) -> ServiceError:
    """The one status-and-message to error-type table of the client; ``secrets``: the
    request's, left out of the message."""
    message = without_secrets(message_of(body, f"HTTP {status}"), secrets)
    if status in (401, 403):
        return _refused_at_the_door(message, status)
    if status == 429:
        return RateLimited(message, status, retry_after)
    lowered = message.lower()
    server_error = status >= 500  # trouble, unless the service says what failed (mint_problem)
    for entry in REFUSALS:
        if entry.words in lowered and (entry.status >= 500) == server_error:
            return entry.error(message, status)
    if server_error:
        return ServiceUnavailable(message, status)
    if status == 404:
        return NotFound(message, status)
    return InvalidInput(message, status)
