"""Typed errors of the minting service, each carrying the service's own human-readable message.

The service has no machine error codes, so a 400 or 404 is told apart by words in its message (as
the official kiosk does); the one table below is the only place that knows those words.
"""

from __future__ import annotations

from typing import Any


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


class RateLimited(ServiceError):
    def __init__(self, message: str, status: int = 429, retry_after: float | None = None) -> None:
        super().__init__(message, status)
        self.retry_after = retry_after


class ServiceUnavailable(ServiceError):
    """Connection trouble, a timeout or a 5xx: try again later."""


class BadResponse(ServiceError):
    """The service answered something that is not what the interface promises."""


class GarbledAnswer(BadResponse):
    """An answer that is not JSON at all, as when it was cut on its way: a call safe to repeat
    asks again (an answer of the wrong shape is a BadResponse, and asking again would not help)."""


class MintOutcomeUnknown(ServiceUnavailable):
    """A mint was sent but neither its answer nor the link's status could be read."""


# (words in the message, error type) for 400/404/422 answers; the first match wins.
_MESSAGE_TYPES: tuple[tuple[str, type[ServiceError]], ...] = (
    ("already claimed a code", AlreadyHasDrop),
    ("already claimed", AlreadyClaimed),
    ("expired", Expired),
    ("not active", Expired),
    ("have been claimed", SoldOut),
    ("no more", SoldOut),
    ("address is not valid", InvalidRecipient),
    ("not found", NotFound),
    ("could not find", NotFound),
)


def message_of(body: Any, fallback: str) -> str:
    """The human text of an error body: backend ``message``, gateway ``message``/``Message``,
    or the token issuer's ``error_description``."""
    if isinstance(body, dict):
        for key in ("message", "Message", "error_description", "error"):
            value = body.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip()[:500]
    return fallback


def error_for(status: int, body: Any, retry_after: float | None = None) -> ServiceError:
    """The one status-and-message to error-type table of the client."""
    message = message_of(body, f"HTTP {status}")
    if status in (401, 403):
        return AuthError(message, status)
    if status == 429:
        return RateLimited(message, status, retry_after)
    if status >= 500:
        return ServiceUnavailable(message, status)
    lowered = message.lower()
    for words, error_type in _MESSAGE_TYPES:
        if words in lowered:
            return error_type(message, status)
    if status == 404:
        return NotFound(message, status)
    return InvalidInput(message, status)
