"""The operator PIN and the printed operator pass: salted scrypt hashes, never the values.

Wrong PINs are answered more and more slowly (``PinAttempts``), so guessing a four-digit PIN at a
busy kiosk takes days rather than minutes. The operator pass is a random value printed as a QR
code: scanning it opens the operator area without typing the PIN; printing a new one revokes it.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field

log = logging.getLogger(__name__)

MIN_PIN_LENGTH = 4
MAX_PIN_LENGTH = 12
OPERATOR_PASS_PREFIX = "mint-kiosk-operator:"

# scrypt cost: about 50 ms and 16 MiB on a venue laptop; stored with the hash so it can grow.
_SCRYPT_N = 2**14
_SCRYPT_R = 8
_SCRYPT_P = 1
_SALT_BYTES = 16

FREE_ATTEMPTS = 3  # wrong PINs answered at once, for fat fingers
FIRST_DELAY_S = 2.0  # then 2, 4, 8, ... seconds
MAX_DELAY_S = 300.0


def pin_problem(pin: str) -> str | None:
    """Why ``pin`` cannot be an operator PIN (a short reason code), or None when it can."""
    if not pin.isdigit() or not pin.isascii():
        return "digits_only"
    if not MIN_PIN_LENGTH <= len(pin) <= MAX_PIN_LENGTH:
        return "length"
    return None


def _scrypt(value: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(value.encode(), salt=salt, n=n, r=r, p=p, maxmem=64 * 1024 * 1024)


def hash_secret(value: str) -> str:
    """``scrypt$n$r$p$salt$hash`` (hex): what the settings file keeps instead of ``value``."""
    salt = secrets.token_bytes(_SALT_BYTES)
    digest = _scrypt(value, salt, _SCRYPT_N, _SCRYPT_R, _SCRYPT_P)
    return f"scrypt${_SCRYPT_N}${_SCRYPT_R}${_SCRYPT_P}${salt.hex()}${digest.hex()}"


def verify_secret(value: str, stored: str) -> bool:
    """True when ``value`` hashes to ``stored``; False otherwise, a damaged hash included."""
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        expected = bytes.fromhex(digest)
        actual = _scrypt(value, bytes.fromhex(salt), int(n), int(r), int(p))
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(actual, expected)


def hash_pin(pin: str) -> str:
    if problem := pin_problem(pin):
        raise ValueError(problem)
    return hash_secret(pin)


def new_operator_pass() -> tuple[str, str]:
    """A fresh operator pass: the QR payload to print, and the hash to keep in the settings."""
    payload = OPERATOR_PASS_PREFIX + secrets.token_urlsafe(24)
    return payload, hash_secret(payload)


def is_operator_pass(text: str) -> bool:
    """Scanned text meant for the operator area rather than for minting."""
    return text.strip().startswith(OPERATOR_PASS_PREFIX)


@dataclass
class PinAttempts:
    """Counts wrong PINs in a row and says how long the next try must wait."""

    clock: Callable[[], float] = time.monotonic
    wrong_in_a_row: int = 0
    _locked_until: float = field(default=0.0, repr=False)

    def wait_s(self) -> float:
        """Seconds before the next PIN may be tried (0 when it may be tried now)."""
        return max(0.0, self._locked_until - self.clock())

    def check(self, pin: str, stored_hash: str) -> bool:
        """Try ``pin``; a try made while waiting is refused without being checked."""
        if self.wait_s() > 0:
            return False
        if stored_hash and verify_secret(pin, stored_hash):
            self.wrong_in_a_row = 0
            return True
        self.wrong_in_a_row += 1
        delay = delay_after(self.wrong_in_a_row)
        self._locked_until = self.clock() + delay
        log.warning(
            "Wrong operator PIN (%d in a row); next try in %.0f s", self.wrong_in_a_row, delay
        )
        return False


def delay_after(wrong_in_a_row: int) -> float:
    """The wait after the given number of wrong PINs in a row."""
    if wrong_in_a_row < FREE_ATTEMPTS:
        return 0.0
    return min(MAX_DELAY_S, FIRST_DELAY_S * 2.0 ** (wrong_in_a_row - FREE_ATTEMPTS))
