"""An attendee's phone, for tests, the self-test and the demo: it opens the link a dispenser QR
encodes, as a phone camera does, and mints through the mint page's form, as the attendee does in
their browser. Everything goes over HTTP to the emulator's mint site, so the emulator's own record
(``EmulatorState.claim_status``) is what the kiosk must then see.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from urllib.parse import urljoin

import httpx

_FORM = re.compile(r'<form method="post" action="([^"]+)">')
_HASH = re.compile(r'name="qr_hash" value="([a-z0-9]{6})"')


class PhoneRefused(Exception):
    """The mint page did not offer a mint (claimed, unknown) or refused it."""


@dataclass(frozen=True)
class PhoneMint:
    qr_hash: str
    address: str


def new_wallet() -> str:
    """A fresh wallet address (one collectible per address per drop)."""
    return "0x" + secrets.token_hex(20)


def mint_with_phone(url: str, address: str = "", timeout_s: float = 10.0) -> PhoneMint:
    """Open ``url`` (the QR's text) and mint its link to ``address`` (a fresh wallet when empty)."""
    address = address or new_wallet()
    with httpx.Client(follow_redirects=True, timeout=timeout_s) as client:
        page = client.get(url)
        form, qr_hash = _FORM.search(page.text), _HASH.search(page.text)
        if page.status_code != 200 or form is None or qr_hash is None:
            raise PhoneRefused(f"{url}: no mint form ({page.status_code})")
        answer = client.post(
            urljoin(str(page.url), form.group(1)),
            data={"qr_hash": qr_hash.group(1), "address": address},
        )
        if answer.status_code != 200:
            raise PhoneRefused(f"{url}: not minted ({answer.status_code})")
    return PhoneMint(qr_hash.group(1), address)
