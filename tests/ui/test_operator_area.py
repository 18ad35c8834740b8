"""The operator area's frame and the setup pages as widgets: steps, plain-words checks, layout."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from kiosk.core.doctor import CheckName, CheckResult, Problem, Status
from kiosk.core.journal import JournalProblem
from kiosk.core.reasons import FailedCall, ServiceProblem
from kiosk.core.settings import SettingsProblem
from kiosk.service import CHAIN_NAMES, Event, EventPage, MintingConfig
from kiosk.service.client import SORT_FIELDS
from kiosk.ui.operator.checks_page import ChecksPage
from kiosk.ui.operator.connection_page import (
    ConnectionForm,
    ConnectionPage,
    ConnectionState,
    SecretHome,
)
from kiosk.ui.operator.drop_page import DropPage, DropQuery
from kiosk.ui.operator.operator_area import CloseConfirmation, NoticeLines, OperatorArea
from kiosk.ui.operator.page import CheckTone
from kiosk.ui.theme import ThemeScale, apply_theme, scale_for
from tests.ui.conftest import delete_for_real
from tests.ui.touch import press, tap, type_text

MIN_OPERATOR_TARGET_PX = 56
LONG_NAME = "Berlin Blockchain Week 2026 — Main Stage, Friday evening"


@pytest.fixture
def area(qtbot: QtBot, themed_app: QApplication) -> Iterator[OperatorArea]:
    area = OperatorArea()
    area.resize(1280, 800)
    area.add_page("connection", "Connection", ConnectionPage())
    area.add_page("checks", "Test connection", ChecksPage())
    area.add_page("drop", "Drop", DropPage(SORT_FIELDS, CHAIN_NAMES))
    area.show()
    qtbot.waitExposed(area)
    yield area
    delete_for_real(area)


def page_of(area: OperatorArea, key: str) -> QWidget:
    area.show_page(key)
    page = area.pages.currentWidget()
    assert page is not None
    return page


def event(drop_id: int, name: str = "Harbour Lights Meetup", virtual: bool = False) -> Event:
    return Event(
        id=drop_id,
        fancy_id=f"harbour-lights-meetup-{drop_id}",
        name=name,
        city="Rotterdam",
        country="Netherlands",
        start_date="23-Nov-2026",
        end_date="24-Nov-2026",
        expiry_date="21-Feb-2027",
        virtual_event=virtual,
    )


def results(total: int, offset: int = 0) -> EventPage:
    count = max(0, min(10, total - offset))
    items = tuple(event(190001 + offset + n) for n in range(count))
    return EventPage(items=items, total=total, offset=offset, limit=10)


# --- the frame ----------------------------------------------------------------------------


def test_steps_switch_pages_and_say_their_status(qtbot: QtBot, area: OperatorArea) -> None:
    assert area.current_key() == "connection"
    with qtbot.waitSignal(area.page_changed) as changed:
        tap(area.step("drop"))
    assert changed.args == ["drop"]
    assert area.current_key() == "drop"
    assert area.step("drop").isChecked()
    assert not area.step("connection").isChecked()

    step = area.step("checks")
    assert step.mark.text() == "•"
    area.set_step_tone("checks", CheckTone.FAILED)
    assert step.mark.text() == "✕"
    assert step.mark.property("tone") == "failed"
    area.set_step_tone("checks", CheckTone.OK)
    assert (step.mark.text(), step.mark.property("tone")) == ("✓", "ok")
    area.set_step_tone("checks", None)
    assert step.mark.property("tone") == "unknown"


def test_next_step_follows_the_order_pages_were_added(area: OperatorArea) -> None:
    area.show_page("connection")
    tap(area.next_button)
    assert area.current_key() == "checks"
    tap(area.next_button)
    assert area.current_key() == "drop"
    assert not area.next_button.isEnabled()


def test_back_to_the_kiosk_asks_to_leave(qtbot: QtBot, area: OperatorArea) -> None:
    with qtbot.waitSignal(area.leave_requested):
        tap(area.leave_button)


def test_a_page_key_is_added_once(area: OperatorArea) -> None:
    with pytest.raises(ValueError, match="drop"):
        area.add_page("drop", "Drop again", QWidget())


def test_a_step_title_that_wraps_makes_its_row_taller(
    qtbot: QtBot, themed_app: QApplication
) -> None:
    """A title too long for the column (Japanese "Kiosk options" wraps) is read whole, not cut."""
    area = OperatorArea()
    area.resize(1280, 800)
    area.add_page("drop", "Drop", QWidget())
    area.add_page("options", "Kiosk options for attendees at the door", QWidget())
    area.show()
    qtbot.waitExposed(area)
    short, wrapped = area.step("drop").title, area.step("options").title
    try:
        assert wrapped.heightForWidth(wrapped.width()) > short.height()  # it wraps
        assert wrapped.height() >= wrapped.heightForWidth(wrapped.width())
        assert area.step("options").height() > area.step("drop").height()
    finally:
        delete_for_real(area)


# --- connection -------------------------------------------------------------------------------


def fill(page: ConnectionPage, **values: str) -> None:
    for name, value in values.items():
        page.fields[name].clear()
        type_text(page.fields[name], value)


ADDRESSES = {
    "base_url": "https://api.example.org",
    "auth_url": "https://auth.example.org",
    "mint_site": "https://mint.example.org",
}


def state(**changes: Any) -> ConnectionState:
    addresses = ConnectionState(
        ADDRESSES["base_url"], ADDRESSES["auth_url"], ADDRESSES["mint_site"]
    )
    return replace(addresses, **changes)


def test_connection_form_is_checked_in_plain_words(qtbot: QtBot, area: OperatorArea) -> None:
    page = page_of(area, "connection")
    assert isinstance(page, ConnectionPage)
    page.show_state(ConnectionState("", "", ""))
    fill(page, **ADDRESSES, api_key="key", client_id="id")
    with qtbot.assertNotEmitted(page.save_requested):
        tap(page.save_button)
    assert page.check_line.text() == "Enter the Client secret."
    assert page.check_line.property("tone") == "failed"

    fill(page, mint_site="ftp://mint.example.org", client_secret="secret")
    with qtbot.assertNotEmitted(page.save_requested):
        tap(page.save_button)
    assert "Mint site address must be a web address" in page.check_line.text()

    fill(page, mint_site="http://127.0.0.1:8000")
    with qtbot.waitSignal(page.save_requested) as saved:
        tap(page.save_button)
    assert saved.args == [
        ConnectionForm(
            **ADDRESSES | {"mint_site": "http://127.0.0.1:8000"},
            api_key="key",
            client_id="id",
            client_secret="secret",
        )
    ]
    assert not page.check_line.isVisible()


def test_saved_secrets_stay_hidden_and_an_empty_field_keeps_them(
    qtbot: QtBot, area: OperatorArea
) -> None:
    page = page_of(area, "connection")
    assert isinstance(page, ConnectionPage)
    saved = frozenset({"api_key", "client_id", "client_secret"})
    page.show_state(state(saved_secrets=saved, home=SecretHome.KEYRING))
    assert page.fields["api_key"].text() == ""
    assert page.fields["api_key"].placeholderText() == "Saved. Leave empty to keep it."
    assert "keyring" in page.home_line.text()
    with qtbot.waitSignal(page.save_requested) as saved_form:
        tap(page.save_button)
    assert saved_form.args[0].client_secret == ""

    secret = page.fields["client_secret"]
    type_text(secret, "new secret")
    assert secret.echoMode() is QLineEdit.EchoMode.Password
    tap(page.show_buttons["client_secret"])
    assert secret.echoMode() is QLineEdit.EchoMode.Normal
    page.show_state(state(saved_secrets=saved, home=SecretHome.KEYRING))
    assert secret.text() == ""
    assert secret.echoMode() is QLineEdit.EchoMode.Password


def test_values_from_the_environment_are_named_not_shown(qtbot: QtBot, area: OperatorArea) -> None:
    page = page_of(area, "connection")
    assert isinstance(page, ConnectionPage)
    environment = frozenset({"base_url", "api_key", "client_id", "client_secret"})
    page.show_state(state(from_environment=environment, home=SecretHome.ENVIRONMENT))
    api_key = page.fields["api_key"]
    assert api_key.isReadOnly()
    assert api_key.text() == "from the environment variable KIOSK_API_KEY"
    assert api_key.echoMode() is QLineEdit.EchoMode.Normal
    assert page.fields["base_url"].text() == "from the environment variable KIOSK_BASE_URL"
    assert not page.show_buttons["api_key"].isVisible()
    assert "environment variables" in page.home_line.text()
    with qtbot.waitSignal(page.save_requested) as saved:
        tap(page.save_button)
    assert saved.args[0].api_key == ""
    assert saved.args[0].base_url == ""


def test_no_keyring_tells_staff_what_to_do(area: OperatorArea) -> None:
    page = page_of(area, "connection")
    assert isinstance(page, ConnectionPage)
    page.show_state(state(home=SecretHome.NO_KEYRING))
    assert "KIOSK_CLIENT_SECRET" in page.home_line.text()


# --- test connection --------------------------------------------------------------------------


def test_check_lines_are_coloured_and_failures_carry_the_fix(area: OperatorArea) -> None:
    page = page_of(area, "checks")
    assert isinstance(page, ChecksPage)
    page.add_result(CheckResult(CheckName.TOKEN, Status.OK, detail="https://auth.example.org"))
    page.add_result(
        CheckResult(CheckName.API_KEY, Status.FAILED, Problem.API_KEY_REFUSED, "Forbidden")
    )
    page.add_result(CheckResult(CheckName.CAMERA, Status.WARNING, Problem.CAMERA_FAILED))
    ok, failed, warned = page.lines
    assert ok.property("tone") == "ok"
    assert ok.fix.isHidden()
    assert ok.detail.text() == "https://auth.example.org"
    assert failed.property("tone") == "failed"
    assert not failed.fix.isHidden()
    assert "refused the API key" in failed.fix.text()
    assert warned.title.text() == "Camera gives a picture"
    assert "choose another camera" in warned.fix.text()
    page.show_summary()
    assert page.check_line.text() == "1 check failed: see the red line."
    assert page.overall_tone() is CheckTone.FAILED
    page.clear_results()
    assert page.lines == []
    assert page.overall_tone() is None
    assert not page.check_line.isVisible()


# --- drop -----------------------------------------------------------------------------------


def test_drop_pages_ask_for_the_next_and_previous_ten(qtbot: QtBot, area: OperatorArea) -> None:
    page = page_of(area, "drop")
    assert isinstance(page, DropPage)
    type_text(page.search_field, "harbour")
    with qtbot.waitSignal(page.page_requested) as asked:
        tap(page.search_button)
    assert asked.args == [DropQuery(name="harbour")]
    page.show_results(results(25))
    assert page.results.count() == 10
    assert page.page_label.text() == "Page 1 of 3"
    assert not page.previous_button.isEnabled()
    with qtbot.waitSignal(page.page_requested) as asked:
        tap(page.next_button)
    assert asked.args[0].offset == 10
    page.show_results(results(25, offset=20))
    assert page.page_label.text() == "Page 3 of 3"
    assert page.results.count() == 5
    assert not page.next_button.isEnabled()
    with qtbot.waitSignal(page.page_requested) as asked:
        tap(page.previous_button)
    assert asked.args[0].offset == 10

    page.show_results(results(0))
    assert page.page_label.text() == "Page 1 of 1"
    assert page.check_line.property("tone") == "warning"


def test_drop_details_and_the_network_change_asks_for_the_edit_code(
    qtbot: QtBot, area: OperatorArea
) -> None:
    page = page_of(area, "drop")
    assert isinstance(page, DropPage)
    assert page.details_hint.isVisible()
    page.show_drop(event(190002, virtual=True))
    assert not page.details_hint.isVisible()
    assert page.drop_place.text() == "Virtual"
    assert page.drop_dates.text() == "23-Nov-2026 to 24-Nov-2026, mintable until 21-Feb-2027"
    assert not page.change_button.isEnabled()  # until the network is known
    page.show_network(MintingConfig(drop_id=190003, chain_ids=(1,)))  # another drop's answer
    assert page.network.text() == "Network: reading…"
    page.show_network(MintingConfig(drop_id=190002, chain_ids=(8453,)))
    assert page.network.text() == "Network: Base"

    tap(page.change_button)
    assert page.change_form.isVisible()
    type_text(page.edit_code, "12ab3")
    assert page.edit_code.text() == "123"  # digits only
    with qtbot.assertNotEmitted(page.network_change_requested):
        tap(page.save_network_button)
    assert "six digits" in page.check_line.text()
    type_text(page.edit_code, "456")
    page.chain.setCurrentIndex(page.chain.findData(137))
    with qtbot.waitSignal(page.network_change_requested) as asked:
        tap(page.save_network_button)
    assert asked.args == [190002, "123456", 137]

    with qtbot.waitSignal(page.drop_chosen) as chosen:
        tap(page.choose_button)
    assert chosen.args == [190002]
    page.set_current_drop(190002)
    assert page.in_use.isVisible()
    assert not page.choose_button.isVisible()


def test_find_needs_an_id(qtbot: QtBot, area: OperatorArea) -> None:
    page = page_of(area, "drop")
    assert isinstance(page, DropPage)
    with qtbot.assertNotEmitted(page.find_requested):
        tap(page.find_button)
    assert page.check_line.property("tone") == "failed"
    type_text(page.find_field, " mint-kiosk-demo-day ")
    with qtbot.waitSignal(page.find_requested) as asked:
        tap(page.find_button)
    assert asked.args == ["mint-kiosk-demo-day"]


def test_every_failed_call_has_its_own_words(area: OperatorArea) -> None:
    page = page_of(area, "drop")
    assert isinstance(page, DropPage)
    shown = {}
    for problem in ServiceProblem:
        page.show_failure(FailedCall(problem, "the reason"))
        maybe_done = problem is ServiceProblem.ANSWER_LOST  # amber: it may have worked
        assert page.check_line.property("tone") == ("warning" if maybe_done else "failed")
        shown[problem] = page.check_line.text()

    assert len(set(shown.values())) == len(ServiceProblem)
    assert shown[ServiceProblem.REFUSED] == "The service refused this: the reason"
    assert "(the reason)" in shown[ServiceProblem.LOCAL_ERROR]


# --- layout at the smallest venue screen ------------------------------------------------------


def fill_every_page(area: OperatorArea) -> None:
    connection, checks, drop = (page_of(area, key) for key in ("connection", "checks", "drop"))
    assert isinstance(connection, ConnectionPage)
    assert isinstance(checks, ChecksPage)
    assert isinstance(drop, DropPage)
    connection.show_state(state(home=SecretHome.NO_KEYRING))
    connection.show_check(CheckTone.FAILED, "Enter the Token issuer address (auth URL).")
    for name in CheckName:
        checks.add_result(CheckResult(name, Status.FAILED, Problem.UNREACHABLE, "x" * 80))
    checks.show_summary()
    drop.show_results(results(25))
    drop.show_drop(event(190001, name=LONG_NAME))
    drop.show_network(MintingConfig(drop_id=190001, chain_ids=(42161,)))
    drop.change_button.setChecked(True)
    drop.show_failure(FailedCall(ServiceProblem.WRONG_EDIT_CODE))


@pytest.mark.parametrize("key", ["connection", "checks", "drop"])
def test_operator_pages_fit_the_small_screen_with_finger_sized_buttons(
    area: OperatorArea, key: str
) -> None:
    fill_every_page(area)
    page = page_of(area, key)
    assert page.minimumSizeHint().height() <= area.height()
    buttons = [button for button in area.findChildren(QPushButton) if button.isVisible()]
    assert len(buttons) > 4
    for button in buttons:
        assert button.height() >= MIN_OPERATOR_TARGET_PX, button.text()
        if button.text():
            room = button.contentsRect().width()
            assert button.fontMetrics().horizontalAdvance(button.text()) <= room, button.text()
    for label in page.findChildren(QLabel):
        if label.isVisible() and label.text():
            assert label.font().pixelSize() >= 18, label.objectName()


def open_close_confirmation(qtbot: QtBot, area: OperatorArea) -> CloseConfirmation:
    """Tap "Close app" and wait for the real confirmation to show."""
    tap(area.quit_button)
    qtbot.waitUntil(lambda: area.quit_confirmation is not None)
    confirmation = area.quit_confirmation
    assert confirmation is not None
    qtbot.waitExposed(confirmation)
    return confirmation


def test_close_app_asks_first_and_cancel_is_the_default(qtbot: QtBot, area: OperatorArea) -> None:
    with qtbot.assertNotEmitted(area.quit_requested):
        confirmation = open_close_confirmation(qtbot, area)
        assert confirmation.text() == "Close the kiosk?"
        assert "Attendees cannot mint here" in confirmation.informativeText()
        assert confirmation.defaultButton() is confirmation.cancel_button
        for button in (confirmation.cancel_button, confirmation.close_button):
            assert button.height() >= MIN_OPERATOR_TARGET_PX, button.text()
        with qtbot.waitSignal(confirmation.finished):
            press(confirmation, Qt.Key.Key_Return)  # Enter takes the default: Cancel
        qtbot.waitUntil(lambda: area.quit_confirmation is None)

        confirmation = open_close_confirmation(qtbot, area)
        with qtbot.waitSignal(confirmation.finished):
            tap(confirmation.cancel_button)


def test_close_app_quits_once_confirmed(qtbot: QtBot, area: OperatorArea) -> None:
    confirmation = open_close_confirmation(qtbot, area)
    with qtbot.waitSignal(area.quit_requested):
        tap(confirmation.close_button)
    qtbot.waitUntil(lambda: area.quit_confirmation is None)


NOTICE_FOLDER = Path("/media/staff/USB-STICK/Mint Kiosk (portable)/venue-laptop-2/settings")


@pytest.fixture
def notices_at(qtbot: QtBot, themed_app: QApplication) -> Iterator[Callable[..., NoticeLines]]:
    """The notice lines of an operator area shown at a screen's size, the theme at its scale."""
    areas: list[OperatorArea] = []

    def build(width: int, height: int) -> NoticeLines:
        apply_theme(themed_app, ThemeScale(scale_for(width, height)))
        area = OperatorArea()
        area.add_page("connection", "Connection", ConnectionPage())
        area.resize(width, height)
        area.show()
        qtbot.waitExposed(area)
        areas.append(area)
        return area.notices

    yield build
    for area in areas:
        delete_for_real(area)
    apply_theme(themed_app)


def lines_need(notices: NoticeLines) -> int:
    """The height the notices' lines need at the box's width."""
    lines = notices.widget()
    assert lines is not None
    layout = lines.layout()
    assert layout is not None
    return layout.totalHeightForWidth(notices.viewport().width())


def settled(notices: NoticeLines) -> bool:
    """Laid out: the lines as wide as the room the scroll bar leaves (it comes and goes late)."""
    lines = notices.widget()
    return lines is not None and lines.width() == notices.viewport().width()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)], ids=["1024x600", "1280x800"])
def test_the_notices_are_as_tall_as_their_lines_up_to_half_the_area(
    qtbot: QtBot, notices_at: Callable[..., NoticeLines], size: tuple[int, int]
) -> None:
    """A short notice takes its lines' height and no more; long ones up to half the area (the
    page below keeps the rest), and more scroll; the bound follows the area's height."""
    notices = notices_at(*size)
    half = round(size[1] / 2)
    aside = NOTICE_FOLDER / "settings.corrupt-20261127T083532-043903Z.toml"
    settings = (SettingsProblem.DAMAGED, NOTICE_FOLDER / "settings.toml", aside)
    notices.show_file_problems(settings, None, None)
    qtbot.waitUntil(lambda: settled(notices) and notices.height() == lines_need(notices) > 0)
    assert notices.verticalScrollBar().maximum() == 0  # nothing hidden

    journal = NOTICE_FOLDER.parent / "data" / "journal.sqlite3"
    aside_journal = journal.with_name("journal.corrupt-20261127T083532-043903Z.sqlite3")
    notices.show_file_problems(settings, (JournalProblem.READ_ONLY, journal), aside_journal)
    qtbot.waitUntil(lambda: settled(notices) and notices.height() == half)
    assert lines_need(notices) > half
    assert notices.verticalScrollBar().maximum() > 0  # the rest scrolls
    first = notices.lines[0]  # what stops the minting is in view, not scrolled away
    assert CheckTone(first.property("tone")) is CheckTone.FAILED
    assert first.geometry().bottom() < notices.viewport().height()
    if size == (1280, 800):  # a fixed 260 px cut two of these lines on the taller screen
        notices.show_file_problems(settings, None, aside_journal)
        qtbot.waitUntil(lambda: settled(notices) and notices.height() == lines_need(notices))
        assert 260 < notices.height() <= half
        assert notices.verticalScrollBar().maximum() == 0


def test_the_notices_bound_follows_the_area_when_it_is_resized(
    qtbot: QtBot, notices_at: Callable[..., NoticeLines]
) -> None:
    notices = notices_at(1280, 800)
    aside = NOTICE_FOLDER / "settings.corrupt-20261127T083532-043903Z.toml"
    journal = NOTICE_FOLDER.parent / "data" / "journal.sqlite3"
    notices.show_file_problems(
        (SettingsProblem.DAMAGED, NOTICE_FOLDER / "settings.toml", aside),
        (JournalProblem.DISK_FULL, journal),
        journal.with_name("journal.corrupt.sqlite3"),
    )
    qtbot.waitUntil(lambda: notices.height() == 400)
    area = notices.parentWidget()
    assert area is not None
    area.resize(1280, 600)
    qtbot.waitUntil(lambda: notices.height() == 300)
