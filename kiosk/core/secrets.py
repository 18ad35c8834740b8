"""Where the kiosk's credentials come from: environment variables first, then the OS keyring.

Secrets are never written to the settings file; this module is the only place that reads them.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from enum import StrEnum

import keyring
import keyring.errors

from kiosk.service import Credentials, keyring_usable

KEYRING_SERVICE = "mint-kiosk"

ENVIRONMENT_VARIABLES = {
    "api_key": "KIOSK_API_KEY",
    "client_id": "KIOSK_CLIENT_ID",
    "client_secret": "KIOSK_CLIENT_SECRET",
}

log = logging.getLogger(__name__)


class SecretSource(StrEnum):
    ENVIRONMENT = "environment"
    KEYRING = "keyring"
    MIXED = "environment and keyring"
    NONE = "none"


@dataclass(frozen=True)
class CredentialLookup:
    """The credentials found (None while one is missing), where they came from, what is missing."""

    credentials: Credentials | None
    source: SecretSource
    missing: tuple[str, ...]


def _from_keyring(name: str) -> str:
    if not keyring_usable():
        return ""
    try:
        return keyring.get_password(KEYRING_SERVICE, name) or ""
    except keyring.errors.KeyringError as error:
        log.warning("Keyring unreadable for %s: %s", name, type(error).__name__)
        return ""


def _from_environment(name: str) -> str:
    return os.environ.get(ENVIRONMENT_VARIABLES[name], "").strip()


def credentials_in_environment() -> bool:
    """True when the environment variables alone give every credential: no keyring is needed."""
    return all(_from_environment(name) for name in ENVIRONMENT_VARIABLES)


def load_credentials() -> CredentialLookup:
    values: dict[str, str] = {}
    sources: set[SecretSource] = set()
    for name in ENVIRONMENT_VARIABLES:
        if value := _from_environment(name):
            values[name] = value
            sources.add(SecretSource.ENVIRONMENT)
        elif value := _from_keyring(name):
            values[name] = value
            sources.add(SecretSource.KEYRING)
    missing = tuple(name for name in ENVIRONMENT_VARIABLES if name not in values)
    if not sources:
        source = SecretSource.NONE
    elif len(sources) == 1:
        source = sources.pop()
    else:
        source = SecretSource.MIXED
    credentials = None if missing else Credentials(**values)
    return CredentialLookup(credentials=credentials, source=source, missing=missing)


def store_credentials(credentials: Credentials) -> None:
    """Keep the credentials in the OS keyring.

    Raises ``keyring.errors.KeyringError`` when there is no usable keyring: the caller tells the
    operator to use the environment variables instead.
    """
    if not keyring_usable():
        raise keyring.errors.NoKeyringError("No usable keyring backend on this machine")
    for name in ENVIRONMENT_VARIABLES:
        keyring.set_password(KEYRING_SERVICE, name, getattr(credentials, name))


class EditCodeHome(StrEnum):
    """Where a drop's edit code was kept."""

    KEYRING = "keyring"
    MEMORY = "memory"  # no usable keyring: kept until the kiosk closes


# Edit codes kept for this run when the keyring cannot keep them (drop id -> code).
_edit_codes_in_memory: dict[int, str] = {}


def _edit_code_name(drop_id: int) -> str:
    return f"edit_code:{int(drop_id)}"


def store_edit_code(drop_id: int, code: str) -> EditCodeHome:
    """Keep a drop's edit code, so the statistics can count codes left without asking again.

    Without a usable keyring the code stays in memory for this run only; the answer says which,
    so the operator page can tell staff they will be asked again after a restart.
    """
    if keyring_usable():
        try:
            keyring.set_password(KEYRING_SERVICE, _edit_code_name(drop_id), code)
        except keyring.errors.KeyringError as error:
            log.warning("Keyring refused the edit code: %s", type(error).__name__)
        else:
            _edit_codes_in_memory.pop(int(drop_id), None)
            return EditCodeHome.KEYRING
    _edit_codes_in_memory[int(drop_id)] = code
    return EditCodeHome.MEMORY


def keep_edit_code_for_this_run(drop_id: int, code: str) -> None:
    """Keep a drop's edit code in memory only: the demo's, whose drops end with its emulator."""
    _edit_codes_in_memory[int(drop_id)] = code


def load_edit_code(drop_id: int) -> str:
    """The edit code kept for the drop, or "" when none is kept."""
    return _edit_codes_in_memory.get(int(drop_id)) or _from_keyring(_edit_code_name(drop_id))


def forget_edit_code(drop_id: int) -> None:
    """Drop a kept edit code (wrong, or the drop is no longer used) wherever it was kept."""
    _edit_codes_in_memory.pop(int(drop_id), None)
    if not keyring_usable():
        return
    try:
        keyring.delete_password(KEYRING_SERVICE, _edit_code_name(drop_id))
    except keyring.errors.PasswordDeleteError:
        pass  # nothing was kept
    except keyring.errors.KeyringError as error:
        log.warning("Keyring could not forget the edit code: %s", type(error).__name__)
