"""The setup steps end to end: real pages and presenters, keyring, settings file and emulator."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterator

import keyring
import pytest
from keyring.backends import fail
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from kiosk.core.doctor import CheckName, Problem, Status
from kiosk.core.secrets import KEYRING_SERVICE
from kiosk.core.settings import Settings, load_settings, save_settings, settings_path
from kiosk.emulator import EmulatorServer
from kiosk.presenters.operator_setup import (
    STEP_CHECKS,
    STEP_CONNECTION,
    STEP_DROP,
    OperatorSetup,
    build_operator_setup,
)
from kiosk.ui.operator.checks_page import CheckLine
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.ui.operator.page import CheckTone
from tests.keyrings import BrokenKeyring, MemoryKeyring

WAIT_MS = 10_000


@pytest.fixture
def settings() -> Settings:
    settings = Settings()
    settings.kiosk.allow_camera = False  # the camera check has its own tests
    return settings


@pytest.fixture
def area(qtbot: QtBot) -> OperatorArea:
    area = OperatorArea()
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    return area


@pytest.fixture
def setup(area: OperatorArea, settings: Settings) -> Iterator[OperatorSetup]:
    setup = build_operator_setup(area, settings, save_settings)
    yield setup
    setup.stop()


def fill_connection(
    qtbot: QtBot,
    setup: OperatorSetup,
    emulator: EmulatorServer,
    *,
    base_url: str = "",
    api_key: str = "",
    client_secret: str = "",
) -> None:
    page = setup.connection.page
    issued = emulator.credentials
    values = {
        "base_url": base_url or emulator.base_url,
        "auth_url": emulator.auth_url,
        "mint_site": emulator.mint_site,
        "api_key": api_key or issued.api_key,
        "client_id": issued.client_id,
        "client_secret": client_secret or issued.client_secret,
    }
    for name, value in values.items():
        page.fields[name].clear()
        qtbot.keyClicks(page.fields[name], value)


def save_and_test(
    qtbot: QtBot, area: OperatorArea, setup: OperatorSetup
) -> dict[CheckName, CheckLine]:
    """Press Save; saving moves on to "Test connection", which runs the checks."""
    qtbot.mouseClick(setup.connection.page.save_button, Qt.MouseButton.LeftButton)
    checks = setup.checks.page
    qtbot.waitUntil(lambda: area.current_key() == STEP_CHECKS, timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: checks.test_button.isEnabled() and len(checks.lines) == 7, timeout=WAIT_MS
    )
    return {line.result.name: line for line in checks.lines}


def test_valid_credentials_go_to_the_keyring_not_the_settings_file_and_the_checks_pass(
    qtbot: QtBot,
    area: OperatorArea,
    setup: OperatorSetup,
    settings: Settings,
    emulator: EmulatorServer,
    memory_keyring: MemoryKeyring,
) -> None:
    settings.kiosk.drop_id = emulator.state.drops[0].id
    setup.start()
    qtbot.waitUntil(lambda: setup.connection.page.home_line.text() != "", timeout=WAIT_MS)
    assert "No credentials are saved yet" in setup.connection.page.home_line.text()
    fill_connection(qtbot, setup, emulator)
    lines = save_and_test(qtbot, area, setup)

    issued = emulator.credentials
    assert memory_keyring.passwords[(KEYRING_SERVICE, "api_key")] == issued.api_key
    assert memory_keyring.passwords[(KEYRING_SERVICE, "client_secret")] == issued.client_secret
    text = settings_path().read_text(encoding="utf-8")
    assert tomllib.loads(text)["service"]["base_url"] == emulator.base_url
    for secret in (issued.api_key, issued.client_id, issued.client_secret):
        assert secret not in text
    assert {name: line.result.status for name, line in lines.items()} == {
        name: Status.OK for name in lines
    }
    assert lines[CheckName.CREDENTIALS].result.detail == "keyring"
    assert not any(line.fix.isVisible() for line in lines.values())
    assert area.step(STEP_CONNECTION).tone is CheckTone.OK
    assert area.step(STEP_CHECKS).tone is CheckTone.OK
    assert setup.checks.page.check_line.text() == "All checks passed."

    page = setup.connection.page
    assert "keyring" in page.home_line.text()
    assert page.fields["client_secret"].text() == ""  # a saved secret is never shown again
    assert page.fields["client_secret"].placeholderText().startswith("Saved")


def test_a_wrong_client_secret_gives_a_red_line_with_the_fix(
    qtbot: QtBot,
    area: OperatorArea,
    setup: OperatorSetup,
    emulator: EmulatorServer,
    memory_keyring: MemoryKeyring,
) -> None:
    fill_connection(qtbot, setup, emulator, client_secret="not-the-secret")
    lines = save_and_test(qtbot, area, setup)
    token = lines[CheckName.TOKEN]
    assert token.tone is CheckTone.FAILED

    def shown_token_line() -> CheckLine:  # a run started by showing the page may redraw them
        return {line.result.name: line for line in setup.checks.page.lines}[CheckName.TOKEN]

    def fix_shown() -> bool:
        return shown_token_line().fix.isVisible()

    qtbot.waitUntil(fix_shown, timeout=WAIT_MS)
    assert "refused the client id or secret" in shown_token_line().fix.text()
    assert lines[CheckName.API_KEY].tone is CheckTone.OK
    assert area.step(STEP_CHECKS).tone is CheckTone.FAILED
    assert setup.checks.page.check_line.property("tone") == "failed"
    assert "not-the-secret" not in setup.checks.page.check_line.text()


def test_a_wrong_api_key_gives_a_red_line_with_the_fix(
    qtbot: QtBot,
    area: OperatorArea,
    setup: OperatorSetup,
    emulator: EmulatorServer,
    memory_keyring: MemoryKeyring,
) -> None:
    fill_connection(qtbot, setup, emulator, api_key="not-the-key")
    lines = save_and_test(qtbot, area, setup)
    api_key = lines[CheckName.API_KEY]
    assert api_key.result.problem is Problem.API_KEY_REFUSED
    assert "refused the API key" in api_key.fix.text()
    assert lines[CheckName.TOKEN].tone is CheckTone.OK


def test_an_unreachable_service_says_it_cannot_be_reached(
    qtbot: QtBot,
    area: OperatorArea,
    setup: OperatorSetup,
    emulator: EmulatorServer,
    memory_keyring: MemoryKeyring,
) -> None:
    fill_connection(qtbot, setup, emulator, base_url="http://127.0.0.1:9/api")
    lines = save_and_test(qtbot, area, setup)
    api_key = lines[CheckName.API_KEY]
    assert api_key.result.problem is Problem.UNREACHABLE
    assert "cannot be reached" in api_key.fix.text()
    assert lines[CheckName.DROP].tone is CheckTone.WARNING  # no drop chosen yet: not a fault


def test_without_a_keyring_staff_are_told_to_use_environment_variables(
    qtbot: QtBot, area: OperatorArea, setup: OperatorSetup, emulator: EmulatorServer
) -> None:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        setup.start()
        page = setup.connection.page
        qtbot.waitUntil(lambda: "no keyring" in page.home_line.text(), timeout=WAIT_MS)
        fill_connection(qtbot, setup, emulator)
        lines = save_and_test(qtbot, area, setup)
    finally:
        keyring.set_keyring(previous)
    assert page.check_line.property("tone") == "warning"
    assert "KIOSK_CLIENT_SECRET" in page.check_line.text()
    assert area.step(STEP_CONNECTION).tone is CheckTone.WARNING
    # The typed credentials still work for this session.
    assert lines[CheckName.TOKEN].tone is CheckTone.OK
    assert lines[CheckName.KEYRING].tone is CheckTone.WARNING
    assert emulator.credentials.client_secret not in settings_path().read_text(encoding="utf-8")


def test_a_field_from_the_environment_is_read_only_and_kept(
    qtbot: QtBot,
    setup: OperatorSetup,
    emulator: EmulatorServer,
    memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("KIOSK_API_KEY", emulator.credentials.api_key)
    setup.start()
    page = setup.connection.page
    field = page.fields["api_key"]
    qtbot.waitUntil(field.isReadOnly, timeout=WAIT_MS)
    assert field.text() == "from the environment variable KIOSK_API_KEY"
    assert not page.show_buttons["api_key"].isVisible()
    assert emulator.credentials.api_key not in field.text()


def test_an_address_that_is_not_a_web_address_is_refused_before_saving(
    qtbot: QtBot, setup: OperatorSetup, emulator: EmulatorServer, memory_keyring: MemoryKeyring
) -> None:
    fill_connection(qtbot, setup, emulator, base_url="api.example.org")
    page = setup.connection.page
    with qtbot.assertNotEmitted(page.save_requested):
        qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    assert page.check_line.property("tone") == "failed"
    assert "must be a web address" in page.check_line.text()
    assert not memory_keyring.passwords
    assert not settings_path().exists()


@pytest.fixture
def drops(
    qtbot: QtBot,
    area: OperatorArea,
    setup: OperatorSetup,
    settings: Settings,
    emulator: EmulatorServer,
    memory_keyring: MemoryKeyring,
) -> OperatorSetup:
    """A kiosk already connected to the emulator, on the Drop step."""
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    settings.service.mint_site = emulator.mint_site
    issued = emulator.credentials
    for name in ("api_key", "client_id", "client_secret"):
        keyring.set_password(KEYRING_SERVICE, name, getattr(issued, name))
    area.show_page(STEP_DROP)
    setup.start()
    page = setup.drops.page
    qtbot.waitUntil(lambda: page.results.count() > 0, timeout=WAIT_MS)
    return setup


def listed_ids(setup: OperatorSetup) -> list[int]:
    results = setup.drops.page.results
    return [int(results.item(row).data(Qt.ItemDataRole.UserRole)) for row in range(results.count())]


def label_is(label: QLabel, text: str) -> Callable[[], bool]:
    return lambda: label.text() == text


def test_the_drop_list_pages_forward_and_back(
    qtbot: QtBot, drops: OperatorSetup, emulator: EmulatorServer
) -> None:
    page = drops.drops.page
    total = len(emulator.state.drops)
    pages = -(-total // 10)
    assert total > 20  # enough drops for three pages
    first = listed_ids(drops)
    assert len(first) == 10
    assert page.page_label.text() == f"Page 1 of {pages}"
    assert not page.previous_button.isEnabled()
    seen = list(first)
    for number in range(2, pages + 1):
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(label_is(page.page_label, f"Page {number} of {pages}"))
        seen += listed_ids(drops)
    assert not page.next_button.isEnabled()
    assert sorted(seen) == sorted(drop.id for drop in emulator.state.drops)
    qtbot.mouseClick(page.previous_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(label_is(page.page_label, f"Page {pages - 1} of {pages}"))
    assert listed_ids(drops) == seen[(pages - 2) * 10 : (pages - 1) * 10]


def test_sorting_by_id_lowest_first(
    qtbot: QtBot, drops: OperatorSetup, emulator: EmulatorServer
) -> None:
    page = drops.drops.page
    lowest = sorted(drop.id for drop in emulator.state.drops)[:10]
    assert listed_ids(drops) != lowest  # newest first at the start
    page.sort_field.setCurrentIndex(page.sort_field.findData("id"))
    page.sort_dir.setCurrentIndex(page.sort_dir.findData("asc"))
    page.search()
    qtbot.waitUntil(lambda: listed_ids(drops) == lowest, timeout=WAIT_MS)


def test_search_by_name_and_choose_the_drop(
    qtbot: QtBot, drops: OperatorSetup, emulator: EmulatorServer
) -> None:
    page = drops.drops.page
    harbour = emulator.state.drops[1]
    qtbot.keyClicks(page.search_field, "harbour")
    qtbot.keyClick(page.search_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: listed_ids(drops) == [harbour.id], timeout=WAIT_MS)
    assert page.page_label.text() == "Page 1 of 1"
    item = page.results.item(0)
    page.results.itemClicked.emit(item)
    qtbot.waitUntil(lambda: page.network.text() == "Network: Base", timeout=WAIT_MS)
    assert page.drop_name.text() == harbour.name
    qtbot.waitUntil(page.artwork.isVisible, timeout=WAIT_MS)
    with qtbot.waitSignal(drops.drops.drop_changed, timeout=WAIT_MS) as chosen:
        qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    assert chosen.args == [harbour.id]
    assert load_settings().kiosk.drop_id == harbour.id
    assert page.in_use.isVisible()
    assert harbour.name in page.check_line.text()


def test_find_by_fancy_id_and_change_the_network_with_the_edit_code(
    qtbot: QtBot, drops: OperatorSetup, emulator: EmulatorServer
) -> None:
    page = drops.drops.page
    demo = emulator.state.drops[0]
    qtbot.keyClicks(page.find_field, demo.fancy_id)
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.network.text() == "Network: Gnosis", timeout=WAIT_MS)
    assert page.drop_name.text() == demo.name
    assert demo.fancy_id in page.drop_ids.text()

    qtbot.mouseClick(page.change_button, Qt.MouseButton.LeftButton)
    page.chain.setCurrentIndex(page.chain.findData(1))  # Ethereum
    wrong = "000000" if demo.edit_code != "000000" else "111111"
    qtbot.keyClicks(page.edit_code, wrong)
    qtbot.mouseClick(page.save_network_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.check_line.property("tone") == "failed", timeout=WAIT_MS)
    assert "edit code is wrong" in page.check_line.text()
    assert emulator.state.drops[0].chain_id == 100

    page.edit_code.clear()
    qtbot.keyClicks(page.edit_code, demo.edit_code)
    qtbot.mouseClick(page.save_network_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.network.text() == "Network: Ethereum", timeout=WAIT_MS)
    assert page.check_line.property("tone") == "ok"
    assert not page.change_form.isVisible()
    assert emulator.state.drops[0].chain_id == 1


def test_find_by_id_of_an_unknown_drop_says_so(qtbot: QtBot, drops: OperatorSetup) -> None:
    page = drops.drops.page
    qtbot.keyClicks(page.find_field, "999999")
    qtbot.keyClick(page.find_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.check_line.property("tone") == "failed", timeout=WAIT_MS)
    assert "does not know that drop" in page.check_line.text()


def test_the_drop_list_with_a_refused_api_key_says_what_to_check(
    qtbot: QtBot,
    area: OperatorArea,
    setup: OperatorSetup,
    settings: Settings,
    emulator: EmulatorServer,
    memory_keyring: MemoryKeyring,
) -> None:
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    issued = emulator.credentials
    keyring.set_password(KEYRING_SERVICE, "api_key", "not-the-key")
    keyring.set_password(KEYRING_SERVICE, "client_id", issued.client_id)
    keyring.set_password(KEYRING_SERVICE, "client_secret", issued.client_secret)
    setup.start()
    page = setup.drops.page
    qtbot.waitUntil(lambda: page.check_line.property("tone") == "failed", timeout=WAIT_MS)
    assert "refused the kiosk's credentials" in page.check_line.text()
    assert page.results.count() == 0


def test_a_locked_keyring_keeps_nothing_and_says_so(
    qtbot: QtBot, area: OperatorArea, setup: OperatorSetup, emulator: EmulatorServer
) -> None:
    previous = keyring.get_keyring()
    locked = BrokenKeyring()
    keyring.set_keyring(locked)
    try:
        fill_connection(qtbot, setup, emulator)
        lines = save_and_test(qtbot, area, setup)
    finally:
        keyring.set_keyring(previous)
    page = setup.connection.page
    assert "locked" in page.check_line.text()
    assert not locked.passwords
    assert lines[CheckName.TOKEN].tone is CheckTone.OK  # typed credentials, from memory
