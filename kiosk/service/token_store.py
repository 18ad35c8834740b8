"""Where the access token lives between calls and restarts: the OS keyring, else memory only."""

from __future__ import annotations

import contextlib
import json
import logging
import secrets
import threading
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

import keyring
import keyring.errors
from keyring.backends import fail, null

log = logging.getLogger(__name__)

KEYRING_SERVICE = "mint-kiosk"
KEYRING_TOKEN_NAME = "access_token"
KEYRING_PROBE_NAME = "doctor-probe"  # a throwaway entry: written, read back and deleted


@dataclass(frozen=True)
class StoredToken:
    value: str = field(repr=False)
    expires_at: float  # seconds since the epoch
    # Whose token it is (a digest of issuer, audience and client id): a token kept for the
    # emulator in demo mode is never sent to the real service, nor the other way round.
    issued_for: str = ""


class TokenStore(Protocol):
    description: str  # told to the operator: where the token is kept

    def load(self) -> StoredToken | None: ...
    def save(self, token: StoredToken) -> None: ...
    def clear(self) -> None: ...


class MemoryTokenStore:
    description = "memory only (fetched again after a restart)"

    def __init__(self) -> None:
        self._token: StoredToken | None = None
        self._lock = threading.Lock()

    def load(self) -> StoredToken | None:
        with self._lock:
            return self._token

    def save(self, token: StoredToken) -> None:
        with self._lock:
            self._token = token

    def clear(self) -> None:
        with self._lock:
            self._token = None


class KeyringTokenStore:
    """The token survives restarts, so a kiosk rebooted at the door does not need a new one."""

    description = "the operating system's keyring"

    def load(self) -> StoredToken | None:
        try:
            raw = keyring.get_password(KEYRING_SERVICE, KEYRING_TOKEN_NAME)
            data = json.loads(raw) if raw else None
            if not data:
                return None
            return StoredToken(
                str(data["value"]), float(data["expires_at"]), str(data.get("issued_for", ""))
            )
        except (keyring.errors.KeyringError, ValueError, KeyError, TypeError) as error:
            log.warning("Stored token unreadable: %s", type(error).__name__)
            return None

    def save(self, token: StoredToken) -> None:
        data = json.dumps(
            {"value": token.value, "expires_at": token.expires_at, "issued_for": token.issued_for}
        )
        try:
            keyring.set_password(KEYRING_SERVICE, KEYRING_TOKEN_NAME, data)
        except keyring.errors.KeyringError as error:
            log.warning("Token not stored in the keyring: %s", type(error).__name__)

    def clear(self) -> None:
        with contextlib.suppress(keyring.errors.KeyringError):
            keyring.delete_password(KEYRING_SERVICE, KEYRING_TOKEN_NAME)


def keyring_usable() -> bool:
    """True when a real keyring backend exists (headless Linux often has only "fail")."""
    return not isinstance(keyring.get_keyring(), fail.Keyring | null.Keyring)


class KeyringState(StrEnum):
    USABLE = "usable"
    ABSENT = "absent"  # no keyring backend on this machine
    LOCKED = "locked"  # a keyring exists but is locked (not logged in, or the unlock was refused)
    REFUSED = "refused"  # a keyring exists but would not write, read back or delete an entry


def probe_keyring() -> KeyringState:
    """Write, read back and delete a throwaway entry: a locked or broken keyring shows up here.

    The entry holds a random value, not a secret, and is deleted even when reading it fails.
    """
    if not keyring_usable():
        return KeyringState.ABSENT
    value = secrets.token_hex(16)
    try:
        keyring.set_password(KEYRING_SERVICE, KEYRING_PROBE_NAME, value)
        try:
            read_back = keyring.get_password(KEYRING_SERVICE, KEYRING_PROBE_NAME)
        finally:
            keyring.delete_password(KEYRING_SERVICE, KEYRING_PROBE_NAME)
    except keyring.errors.KeyringLocked:
        return KeyringState.LOCKED
    except keyring.errors.KeyringError as error:
        log.warning("Keyring probe failed: %s", type(error).__name__)
        return KeyringState.REFUSED
    if read_back != value:
        log.warning("Keyring probe read back another value than it wrote")
        return KeyringState.REFUSED
    return KeyringState.USABLE


def default_token_store() -> TokenStore:
    return KeyringTokenStore() if keyring_usable() else MemoryTokenStore()
