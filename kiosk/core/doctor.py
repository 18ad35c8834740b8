"""The checks behind ``kiosk doctor`` (and later the operator's "Test connection").

Each check reports a typed problem, not a sentence: the words, and the fix, are chosen where they
are shown (``kiosk.doctor_texts``), so they can be translated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from enum import StrEnum

import keyring

from kiosk.core.secrets import SecretSource, load_credentials
from kiosk.core.settings import Settings, service_config, settings_path
from kiosk.service import (
    AuthError,
    Credentials,
    NotFound,
    ServiceClient,
    ServiceConfig,
    ServiceError,
    ServiceUnavailable,
    keyring_usable,
)


class CheckName(StrEnum):
    SETTINGS = "settings"
    KEYRING = "keyring"
    CREDENTIALS = "credentials"
    TOKEN = "token"
    API_KEY = "api_key"
    DROP = "drop"


class Status(StrEnum):
    OK = "ok"
    WARNING = "warning"  # works, but the operator should know
    FAILED = "failed"


class Problem(StrEnum):
    NO_SETTINGS_FILE = "no_settings_file"
    NO_KEYRING = "no_keyring"
    CREDENTIALS_MISSING = "credentials_missing"
    SKIPPED = "skipped"  # an earlier check failed, so this one cannot run
    CREDENTIALS_REFUSED = "credentials_refused"
    API_KEY_REFUSED = "api_key_refused"
    UNREACHABLE = "unreachable"
    SERVICE_ERROR = "service_error"
    NO_DROP_CHOSEN = "no_drop_chosen"
    DROP_NOT_FOUND = "drop_not_found"


@dataclass(frozen=True)
class CheckResult:
    name: CheckName
    status: Status
    problem: Problem | None = None
    detail: str = ""  # a value to show: a path, a source, a drop name, the service's message


ClientFactory = Callable[[ServiceConfig, Credentials], ServiceClient]


def _service_failure(name: CheckName, error: ServiceError, refused: Problem) -> CheckResult:
    if isinstance(error, AuthError):
        problem = refused
    elif isinstance(error, ServiceUnavailable):
        problem = Problem.UNREACHABLE
    else:
        problem = Problem.SERVICE_ERROR
    return CheckResult(name, Status.FAILED, problem, error.message)


def run_checks(settings: Settings, make_client: ClientFactory) -> Iterator[CheckResult]:
    """Yield one result per check as soon as it is known, so a slow network still shows progress."""
    path = settings_path()
    if path.exists():
        yield CheckResult(CheckName.SETTINGS, Status.OK, detail=str(path))
    else:
        yield CheckResult(CheckName.SETTINGS, Status.WARNING, Problem.NO_SETTINGS_FILE, str(path))

    backend = type(keyring.get_keyring()).__module__
    if keyring_usable():
        yield CheckResult(CheckName.KEYRING, Status.OK, detail=backend)
    else:
        yield CheckResult(CheckName.KEYRING, Status.WARNING, Problem.NO_KEYRING, backend)

    lookup = load_credentials()
    if lookup.credentials is None:
        yield CheckResult(
            CheckName.CREDENTIALS,
            Status.FAILED,
            Problem.CREDENTIALS_MISSING,
            ", ".join(lookup.missing),
        )
        for name in (CheckName.TOKEN, CheckName.API_KEY, CheckName.DROP):
            yield CheckResult(name, Status.FAILED, Problem.SKIPPED)
        return
    source = lookup.source if lookup.source is not SecretSource.NONE else ""
    yield CheckResult(CheckName.CREDENTIALS, Status.OK, detail=str(source))

    # The doctor reports what happens; it does not insist with retries.
    config = replace(service_config(settings), max_attempts=1)
    with make_client(config, lookup.credentials) as client:
        try:
            client.fetch_token()
        except ServiceError as error:
            yield _service_failure(CheckName.TOKEN, error, Problem.CREDENTIALS_REFUSED)
        else:
            yield CheckResult(CheckName.TOKEN, Status.OK, detail=config.auth_url)
        try:
            client.list_events(limit=1)
        except ServiceError as error:
            yield _service_failure(CheckName.API_KEY, error, Problem.API_KEY_REFUSED)
        else:
            yield CheckResult(CheckName.API_KEY, Status.OK, detail=config.base_url)
        drop_id = settings.kiosk.drop_id
        if not drop_id:
            yield CheckResult(CheckName.DROP, Status.FAILED, Problem.NO_DROP_CHOSEN)
            return
        try:
            event = client.get_event_by_id(drop_id)
        except NotFound as error:
            yield CheckResult(CheckName.DROP, Status.FAILED, Problem.DROP_NOT_FOUND, error.message)
        except ServiceError as error:
            yield _service_failure(CheckName.DROP, error, Problem.API_KEY_REFUSED)
        else:
            yield CheckResult(CheckName.DROP, Status.OK, detail=f"{event.id} {event.name}")
