"""The service's input rules (dates, recipients, event fields) as pure functions.

They raise ``ApiError`` with the status and message of docs/service-behaviour.md, so a client that
breaks a rule sees exactly what the real service would tell it.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime
from http import HTTPStatus
from typing import Any

MAX_DESCRIPTION = 1500
MAX_NAME = 256
MAX_ARTWORK_BYTES = 4 * 1024 * 1024
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

# Chain id -> (network name, chain name used in /actions/scan); 100 (Gnosis) is the default.
CHAINS: dict[int, tuple[str, str]] = {
    100: ("Gnosis", "xdai"),
    1: ("Ethereum", "mainnet"),
    137: ("Polygon", "matic"),
    130: ("Unichain", "unichain"),
    5000: ("Mantle", "mantle"),
    8453: ("Base", "base"),
    33139: ("ApeChain", "apechain"),
    42161: ("Arbitrum One", "arbitrum-one"),
    42220: ("Celo", "celo"),
    59144: ("Linea", "linea"),
    88888: ("Chiliz", "chiliz"),
}
DEFAULT_CHAIN = 100

_ADDRESS = re.compile(r"0x[0-9a-fA-F]{40}")
_ENS = re.compile(r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+eth")
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}")
_EDIT_CODE = re.compile(r"[0-9]{6}")
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_US_DATE = re.compile(r"\d{2}-\d{2}-\d{4}")


class ApiError(Exception):
    """A backend error: ``{"statusCode", "error", "message"}`` with this status."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message

    def body(self) -> dict[str, Any]:
        return {"statusCode": self.status, "error": HTTPStatus(self.status).phrase,
                "message": self.message}


def bad_request(message: str) -> ApiError:
    return ApiError(400, message)


@dataclass(frozen=True)
class Recipient:
    """Who a collectible goes to: what was typed, and the address or e-mail it resolves to."""

    user_input: str
    beneficiary: str
    is_email: bool


def resolve_recipient(text: str) -> Recipient:
    """0x address, ENS name (resolved to a fake address) or e-mail; else "Address is not valid".

    ENS names ending in ``unknown.eth`` do not resolve, so tests can provoke that case.
    """
    if _ADDRESS.fullmatch(text):
        return Recipient(text, text.lower(), is_email=False)
    if _ENS.fullmatch(text.lower()) and not text.lower().endswith("unknown.eth"):
        digest = hashlib.sha256(text.lower().encode()).hexdigest()
        return Recipient(text, "0x" + digest[:40], is_email=False)
    if _EMAIL.fullmatch(text):
        return Recipient(text, text.lower(), is_email=True)
    raise bad_request("Address is not valid")


def parse_date(field: str, text: str) -> date:
    """YYYY-MM-DD or MM-DD-YYYY, and a real calendar date."""
    try:
        if _ISO_DATE.fullmatch(text):
            return datetime.strptime(text, "%Y-%m-%d").date()
        if _US_DATE.fullmatch(text):
            return datetime.strptime(text, "%m-%d-%Y").date()
    except ValueError:
        raise bad_request(f"{field} is not a real date") from None
    raise bad_request(f"{field} must be a date as YYYY-MM-DD or MM-DD-YYYY")


def format_date(day: date) -> str:
    """The service's output form ``07-Dec-2021`` (month names fixed, whatever the locale)."""
    return f"{day.day:02d}-{MONTHS[day.month - 1]}-{day.year}"


def check_edit_code(field: str, value: object) -> str:
    if not isinstance(value, str) or not _EDIT_CODE.fullmatch(value):
        raise bad_request(f"{field} must be 6 digits")
    return value


def require(body: Mapping[str, Any], field: str) -> Any:
    value = body.get(field)
    if value is None or value == "":
        raise bad_request(f"{field} is required")
    return value


def require_int(body: Mapping[str, Any], field: str, low: int, high: int) -> int:
    value = require(body, field)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise bad_request(f"{field} must be a whole number from {low} to {high}")
    return value


def require_str(body: Mapping[str, Any], field: str) -> str:
    value = require(body, field)
    if not isinstance(value, str):
        raise bad_request(f"{field} must be a string")
    return value


@dataclass(frozen=True)
class EventFields:
    """The event fields of a create or update form, checked; None means "not given"."""

    name: str | None
    description: str | None
    city: str | None
    country: str | None
    event_url: str | None
    start_date: date | None
    end_date: date | None
    expiry_date: date | None
    virtual_event: bool | None
    private_event: bool | None


def check_event_fields(form: Mapping[str, str], *, creating: bool) -> EventFields:
    """Apply the spec's field rules (part 2) to a multipart form of POST or PUT /events."""
    if creating:
        for field in ("name", "description", "start_date", "end_date", "expiry_date",
                      "virtual_event"):
            require(form, field)
    name = form.get("name")
    if name is not None and not 0 < len(name) <= MAX_NAME:
        raise bad_request(f"name must be 1 to {MAX_NAME} characters")
    description = form.get("description")
    if description is not None and len(description) > MAX_DESCRIPTION:
        raise bad_request(f"description must be {MAX_DESCRIPTION} characters or fewer")
    places = {}
    for field in ("city", "country", "event_url"):
        value = form.get(field)
        if value is not None and value != "" and not value.strip():
            raise bad_request(f"{field} must not be only spaces")
        places[field] = value
    dates = {field: parse_date(field, form[field]) if field in form else None
             for field in ("start_date", "end_date", "expiry_date")}
    return EventFields(
        name=name,
        description=description,
        city=places["city"],
        country=places["country"],
        event_url=places["event_url"],
        start_date=dates["start_date"],
        end_date=dates["end_date"],
        expiry_date=dates["expiry_date"],
        virtual_event=_form_bool(form, "virtual_event"),
        private_event=_form_bool(form, "private_event"),
    )


def _form_bool(form: Mapping[str, str], field: str) -> bool | None:
    value = form.get(field)
    if value is None:
        return None
    if value not in ("true", "false"):
        raise bad_request(f"{field} must be true or false")
    return value == "true"


def slugify(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return slug or "drop"
