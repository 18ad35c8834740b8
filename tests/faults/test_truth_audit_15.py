"""The truth audit, fifteenth round: what staff read about the connection, the credentials and the
access token (the Connection page, "Test connection" and ``kiosk doctor``'s credential, token and
drop lines), each against the real pages and presenters, the real keyring code and a real
emulator over HTTP, judged by the emulator's own record (``server.state``) or by the real
situation on this computer (the environment variables, what the keyring holds).

Four cases were lies when this round was written (26 Nov 2026), fixed since: a service address
with a path typo called an unknown drop and blamed on the client id or secret, a client secret
the keyring refused shown as "Saved" and "kept in this computer's keyring", and one credential in
the environment said to be all of them. The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import keyring
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.doctor import CheckName, CheckResult, Problem, Status, run_checks
from kiosk.core.secrets import ENVIRONMENT_VARIABLES, KEYRING_SERVICE, load_credentials
from kiosk.core.settings import Settings, save_settings, service_config
from kiosk.emulator import EmulatorServer
from kiosk.presenters.operator_setup import STEP_CHECKS, OperatorSetup, build_operator_setup
from kiosk.service import Credentials, ServiceClient
from kiosk.service.token_store import KEYRING_TOKEN_NAME, KeyringTokenStore
from kiosk.ui.operator.connection_page import SecretHome, home_text
from kiosk.ui.operator.operator_area import OperatorArea
from tests.keyrings import BrokenKeyring, MemoryKeyring

WAIT_MS = 30_000
TOKEN_ROUTE = "POST /oauth/token"
SECRETS = tuple(ENVIRONMENT_VARIABLES)  # api_key, client_id, client_secret


def _settings(server: EmulatorServer, base_url: str = "") -> Settings:
    """The emulator's addresses (the base one as given), drop 1 chosen, no camera."""
    settings = Settings()
    settings.service.base_url = base_url or server.base_url
    settings.service.auth_url, settings.service.mint_site = server.auth_url, server.mint_site
    settings.kiosk.drop_id = server.state.drops[0].id
    settings.kiosk.allow_camera = False  # the camera has its own audits
    return settings


def _keep(backend: MemoryKeyring, credentials: Credentials) -> None:
    """Credentials saved in the keyring earlier (a setup of an earlier day)."""
    for name in SECRETS:
        backend.passwords[(KEYRING_SERVICE, name)] = getattr(credentials, name)


def _issued(server: EmulatorServer) -> Credentials:
    issued = server.credentials
    return Credentials(issued.api_key, issued.client_id, issued.client_secret)


@pytest.fixture
def area(qtbot: QtBot) -> OperatorArea:
    area = OperatorArea()
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    return area


@contextmanager
def _setup(area: OperatorArea, settings: Settings) -> Iterator[OperatorSetup]:
    setup = build_operator_setup(area, settings, save_settings)
    setup.start()
    try:
        yield setup
    finally:
        setup.stop()


def _read(qtbot: QtBot, setup: OperatorSetup) -> None:
    """The Connection page has read what the kiosk uses now (the keyring is read in the
    background)."""
    qtbot.waitUntil(lambda: setup.connection.page.home_line.text() != "", timeout=WAIT_MS)


def _tested(qtbot: QtBot, area: OperatorArea, setup: OperatorSetup) -> dict[CheckName, CheckResult]:
    """The lines of a finished "Test connection" run (seven: no camera)."""
    checks = setup.checks.page
    qtbot.waitUntil(lambda: area.current_key() == STEP_CHECKS, timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: checks.test_button.isEnabled() and len(checks.lines) == 7, timeout=WAIT_MS
    )
    return {line.result.name: line.result for line in checks.lines}


def _test_connection(
    qtbot: QtBot, area: OperatorArea, setup: OperatorSetup
) -> dict[CheckName, CheckResult]:
    area.show_page(STEP_CHECKS)
    qtbot.mouseClick(setup.checks.page.test_button, Qt.MouseButton.LeftButton)
    return _tested(qtbot, area, setup)


def _save(qtbot: QtBot, area: OperatorArea, setup: OperatorSetup) -> dict[CheckName, CheckResult]:
    """Tap Save on Connection: saving moves on to "Test connection", which runs the checks."""
    qtbot.mouseClick(setup.connection.page.save_button, Qt.MouseButton.LeftButton)
    return _tested(qtbot, area, setup)


# --- Test connection: a service address with a path typo -------------------------------------


def _checks_with_base(server: EmulatorServer, base_url: str) -> dict[CheckName, CheckResult]:
    """``kiosk doctor`` (and "Test connection", the same checks) with the issued credentials in
    the keyring and the service address as staff typed it."""
    return {result.name: result for result in run_checks(_settings(server, base_url))}


@pytest.fixture
def typo_checks(
    server: EmulatorServer, memory_keyring: MemoryKeyring
) -> dict[CheckName, CheckResult]:
    """The address staff pasted ends ``/api/v1`` instead of ``/api`` (a stray version path from
    another service's documentation). Nothing is found there: every API route answers the
    gateway's 404 (``GET /events/id/{id}`` of the record is never reached)."""
    _keep(memory_keyring, _issued(server))
    checks = _checks_with_base(server, server.base_url + "/v1")
    assert server.state.counters["GET /events/id/{id}"] == 0  # the record was never asked
    assert server.state.counters["GET /events"] == 0
    return checks


def test_a_service_address_with_a_path_typo_is_not_called_an_unknown_drop(
    server: EmulatorServer, typo_checks: dict[CheckName, CheckResult]
) -> None:
    """Drop 1 is in the service's record, and the same checks at the right address find it.
    With the address typo the drop line must not tell staff the service does not know the drop
    and to check its id (they would pick another drop, or retype a right id, in vain)."""
    drop = server.state.drops[0]
    assert server.state.event_by_id(str(drop.id))["name"] == drop.name  # the service knows it
    assert typo_checks[CheckName.DROP].status is Status.FAILED  # nothing is reachable there
    assert typo_checks[CheckName.DROP].problem is not Problem.DROP_NOT_FOUND, typo_checks[
        CheckName.DROP
    ]


def test_a_service_address_with_a_path_typo_is_not_blamed_on_the_client_id_or_secret(
    server: EmulatorServer, typo_checks: dict[CheckName, CheckResult]
) -> None:
    """The client id, the client secret and the auth address are the issued ones (at the right
    service address the token line passes). The token line must not send staff to check them:
    the issuer named the audience, the service address, as what it refused."""
    token = typo_checks[CheckName.TOKEN]
    assert token.status is Status.FAILED
    assert "Service not enabled within domain" in token.detail  # what the issuer said
    right = _checks_with_base(server, server.base_url)
    assert right[CheckName.TOKEN].status is Status.OK  # the same credentials and auth address
    assert token.problem is not Problem.CREDENTIALS_REFUSED, token


# --- Connection: credentials the keyring would not keep ---------------------------------------


class _RefusingWithOld(BrokenKeyring):
    """A keyring that holds the credentials saved on an earlier day and refuses every write
    now (locked after a password change, a full disk): reading still works."""


def test_a_client_secret_the_keyring_refused_is_not_shown_as_saved(
    qtbot: QtBot, server: EmulatorServer, area: OperatorArea
) -> None:
    """The service issued a new client secret (the old one no longer gets a token). The keyring
    holds the old set and now refuses every write. Staff type the new secret on Connection and
    tap Save: the page warns that no keyring could keep the credentials, and "Test connection"
    passes with the typed secret (memory). The client secret field must not then read "Saved.
    Leave empty to keep it.": what is saved is the old secret, which the issuer refuses."""
    issued = _issued(server)
    backend = _RefusingWithOld()
    _keep(backend, Credentials(issued.api_key, issued.client_id, "the-old-revoked-secret"))
    previous = keyring.get_keyring()
    keyring.set_keyring(backend)
    try:
        with _setup(area, _settings(server)) as setup:
            page = setup.connection.page
            _read(qtbot, setup)
            saved_before = page.fields["client_secret"].placeholderText()
            qtbot.keyClicks(page.fields["client_secret"], issued.client_secret)
            lines = _save(qtbot, area, setup)
            placeholder = page.fields["client_secret"].placeholderText()
            home = page.home_line.text()
            warned = page.check_line.text()
    finally:
        keyring.set_keyring(previous)
    assert saved_before.startswith("Saved")  # the old secret, truly in the keyring
    assert "No keyring could keep the credentials" in warned  # the warning was given
    assert lines[CheckName.TOKEN].status is Status.OK  # the typed secret, from memory
    assert backend.passwords[(KEYRING_SERVICE, "client_secret")] == "the-old-revoked-secret"
    assert not placeholder.startswith("Saved"), f"{placeholder!r}; home line: {home!r}"
    assert home != home_text(SecretHome.KEYRING), home


# --- Connection: where the credentials come from -----------------------------------------------


def test_one_credential_in_the_environment_is_not_said_to_be_all_of_them(
    qtbot: QtBot,
    server: EmulatorServer,
    area: OperatorArea,
    memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The kiosk's service unit sets KIOSK_API_KEY; the client id and secret are to be typed
    (nothing is in the keyring yet). The Connection page must not tell staff the credentials
    come from environment variables: two of the three are nowhere, and the kiosk has none to
    use (``load_credentials``)."""
    monkeypatch.setenv("KIOSK_API_KEY", server.credentials.api_key)
    with _setup(area, _settings(server)) as setup:
        _read(qtbot, setup)
        home = setup.connection.page.home_line.text()
    lookup = load_credentials()
    assert lookup.credentials is None
    assert lookup.missing == ("client_id", "client_secret")
    assert not memory_keyring.passwords
    assert home != home_text(SecretHome.ENVIRONMENT), home


def test_credentials_in_the_environment_win_over_the_keyrings_and_the_page_and_checks_say_so(
    qtbot: QtBot,
    server: EmulatorServer,
    area: OperatorArea,
    memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The keyring still holds an old, refused set; the environment variables hold the issued
    one. The Connection page names the variables in each field and says the credentials come
    from them; "Test connection" says "environment" and passes: the environment's are used
    (a token was issued, the key accepted), as the kiosk uses them (``load_credentials``)."""
    issued = _issued(server)
    _keep(memory_keyring, Credentials("old-key", "old-client", "old-secret"))
    for name, variable in ENVIRONMENT_VARIABLES.items():
        monkeypatch.setenv(variable, getattr(issued, name))
    with _setup(area, _settings(server)) as setup:
        page = setup.connection.page
        _read(qtbot, setup)
        shown = {name: page.fields[name].text() for name in SECRETS}
        read_only = all(page.fields[name].isReadOnly() for name in SECRETS)
        home = page.home_line.text()
        lines = _test_connection(qtbot, area, setup)

    assert load_credentials().credentials == issued
    assert home == home_text(SecretHome.ENVIRONMENT)
    assert read_only
    assert shown == {
        name: f"from the environment variable {variable}"
        for name, variable in ENVIRONMENT_VARIABLES.items()
    }
    assert lines[CheckName.CREDENTIALS].detail == "environment"
    for name in (CheckName.TOKEN, CheckName.API_KEY, CheckName.PROTECTED, CheckName.DROP):
        assert lines[name].status is Status.OK, lines[name]
    assert server.state.counters[TOKEN_ROUTE] == 1  # the issued secret got a token


# --- Test connection: a token kept from the old credentials -----------------------------------


def test_test_connection_does_not_pass_on_a_token_kept_from_the_old_client_secret(
    qtbot: QtBot, server: EmulatorServer, area: OperatorArea, memory_keyring: MemoryKeyring
) -> None:
    """The kiosk ran with the issued credentials and keeps its access token in the keyring
    (valid for a day, and the service still takes it). Staff mistype a new client secret and
    tap Save. "Test connection" must not pass on the kept token: it asks the issuer with what
    was saved, and its token line says the issuer refused it."""
    issued = _issued(server)
    _keep(memory_keyring, issued)
    settings = _settings(server)
    with ServiceClient(service_config(settings), issued, token_store=KeyringTokenStore()) as kiosk:
        kiosk.fetch_token()
    kept = KeyringTokenStore().load()
    assert kept is not None
    assert server.state.bearer_refusal(f"Bearer {kept.value}") == 0  # the service takes it
    with _setup(area, settings) as setup:
        page = setup.connection.page
        _read(qtbot, setup)
        qtbot.keyClicks(page.fields["client_secret"], issued.client_secret + "x")
        lines = _save(qtbot, area, setup)

    assert memory_keyring.passwords[(KEYRING_SERVICE, "client_secret")] == (
        issued.client_secret + "x"
    )
    assert (KEYRING_SERVICE, KEYRING_TOKEN_NAME) in memory_keyring.passwords  # still kept
    token = lines[CheckName.TOKEN]
    assert token.status is Status.FAILED, token
    assert token.problem is Problem.CREDENTIALS_REFUSED
    assert server.state.counters[TOKEN_ROUTE] == 2  # the issuer was asked again, and refused
    assert lines[CheckName.PROTECTED].problem is Problem.SKIPPED
