"""The spec's rules, checked before anything is sent, so a refused request never leaves the kiosk.

Each check raises ``InvalidInput`` naming the field, in the same words the service would use.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from kiosk.service.errors import InvalidInput

MAX_DESCRIPTION = 1500
_DATE_FORMATS = ("%Y-%m-%d", "%m-%d-%Y")
# ASCII digits only: \d would let other scripts' digits through, and strptime reads them.
_DATE_SHAPES = (
    re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}"),
    re.compile(r"[0-9]{2}-[0-9]{2}-[0-9]{4}"),
)
_QR_HASH = re.compile(r"[a-z0-9]{6}")
_EDIT_CODE = re.compile(r"[0-9]{6}")
_FORBIDDEN_KEYS = ("captcha",)


def qr_hash(value: str) -> str:
    """A mint link's six-character hash, lower-cased."""
    normalised = value.strip().lower()
    if not _QR_HASH.fullmatch(normalised):
        raise InvalidInput("qr_hash must be six letters or digits")
    return normalised


def edit_code(value: str | int) -> str:
    text = str(value).strip()
    if not _EDIT_CODE.fullmatch(text):
        raise InvalidInput("secret_code must be six digits")
    return text


def description(value: str) -> str:
    if len(value) > MAX_DESCRIPTION:
        raise InvalidInput(f"description must be {MAX_DESCRIPTION} characters or fewer")
    return value


def date(field: str, value: str) -> str:
    """``YYYY-MM-DD`` or ``MM-DD-YYYY``, and a real calendar date."""
    for shape, pattern in zip(_DATE_SHAPES, _DATE_FORMATS, strict=True):
        if shape.fullmatch(value):
            try:
                datetime.strptime(value, pattern)
            except ValueError:
                break
            return value
    raise InvalidInput(f"{field} must be a date as YYYY-MM-DD or MM-DD-YYYY")


def optional_place(field: str, value: str | None) -> str | None:
    """city, country, event_url: empty or missing is fine, only spaces is not."""
    if value and not value.strip():
        raise InvalidInput(f"{field} must not be only spaces")
    return value


def virtual_event(value: object) -> bool:
    if not isinstance(value, bool):
        raise InvalidInput("virtual_event is required and must be true or false")
    return value


def no_captcha(payload: Mapping[str, Any]) -> None:
    """The captcha parameter was removed (18 Nov 2022); sending one is refused."""
    for key in payload:
        if any(word in key.lower() for word in _FORBIDDEN_KEYS):
            raise InvalidInput(f'"{key}" is not allowed')
