"""The operator PIN and the printed operator pass: salted scrypt hashes, never the values.

Wrong PINs are answered more and more slowly (``PinAttempts``), so guessing a four-digit PIN at a
busy kiosk takes days rather than minutes. The operator pass is a random value printed as a QR
code: scanning it opens the operator area without typing the PIN; printing a new one revokes it.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from kiosk.core.settings import APP_NAME

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


def may_be_typed_pin(text: str) -> bool:
    """Whether a burst of keys as fast as a scanner's may be staff typing (part of) the PIN on a
    real keyboard: digits only, no more than a PIN holds. Anything else (a mint link, a wallet)
    is a scan, never digits for the PIN pad."""
    return text.isascii() and text.isdigit() and len(text) <= MAX_PIN_LENGTH


def pin_attempts_path() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME)) / "pin-attempts.json"


@dataclass
class PinAttempts:
    """Counts wrong PINs in a row and says how long the next try must wait.

    With a ``state_file`` the count and the wait outlive a restart, so pulling the plug does not
    buy a guesser fresh tries.
    """

    clock: Callable[[], float] = time.monotonic
    wrong_in_a_row: int = 0
    state_file: Path | None = None
    wall_clock: Callable[[], float] = time.time
    _locked_until: float = field(default=0.0, repr=False)

    def __post_init__(self) -> None:
        if self.state_file is not None:
            self._load(self.state_file)

    def wait_s(self) -> float:
        """Seconds before the next PIN may be tried (0 when it may be tried now)."""
        return max(0.0, self._locked_until - self.clock())

    def check(self, pin: str, stored_hash: str) -> bool:
        """Try ``pin``; a try made while waiting is refused without being checked."""
        if self.wait_s() > 0:
            return False
        if stored_hash and verify_secret(pin, stored_hash):
            if self.wrong_in_a_row:
                self.wrong_in_a_row = 0
                self._save()
            return True
        self.wrong_in_a_row += 1
        delay = delay_after(self.wrong_in_a_row)
        self._locked_until = self.clock() + delay
        self._save()
        log.warning(
            "Wrong operator PIN (%d in a row); next try in %.0f s", self.wrong_in_a_row, delay
        )
        return False

    def _load(self, path: Path) -> None:
        """Take up the count of an earlier run; an unreadable file counts as none."""
        try:
            state = json.loads(path.read_text(encoding="utf-8"))
            wrong = int(state["wrong_in_a_row"])
            retry_at = float(state["retry_at"])
        except FileNotFoundError:
            return
        except (OSError, ValueError, TypeError, KeyError) as error:
            log.warning("Ignored unreadable PIN attempts file: %s", type(error).__name__)
            return
        self.wrong_in_a_row = max(0, wrong)
        # Capped, so a clock set back (or a tampered file) cannot lock staff out for long.
        remaining = min(MAX_DELAY_S, max(0.0, retry_at - self.wall_clock()))
        self._locked_until = self.clock() + remaining

    def _save(self) -> None:
        if self.state_file is None:
            return
        state = {
            "wrong_in_a_row": self.wrong_in_a_row,
            "retry_at": self.wall_clock() + self.wait_s(),
        }
        try:
            self.state_file.parent.mkdir(parents=True, exist_ok=True)
            self.state_file.write_text(json.dumps(state), encoding="utf-8")
        except OSError as error:
            log.warning("Could not keep the PIN attempts: %s", type(error).__name__)


def delay_after(wrong_in_a_row: int) -> float:
    """The wait after the given number of wrong PINs in a row."""
    if wrong_in_a_row < FREE_ATTEMPTS:
        return 0.0
    return min(MAX_DELAY_S, FIRST_DELAY_S * 2.0 ** (wrong_in_a_row - FREE_ATTEMPTS))
