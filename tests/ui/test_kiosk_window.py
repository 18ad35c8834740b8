"""The attendee window: each show_* switches page, and touches become the signals the app wires."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from kiosk.core.reasons import InputProblem, Outcome
from kiosk.ui.attendee_page import AttendeePage
from kiosk.ui.busy_page import BusyStep
from kiosk.ui.entry_page import EntryPage
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.texts import problem_message
from tests.ui.touch import press, tap, type_text


def show_each_page(window: KioskWindow) -> dict[str, AttendeePage]:
    """Reach every attendee page through the public API; returns them by name."""
    pages: dict[str, AttendeePage] = {}
    window.show_welcome(True, AttendeeInputs())
    pages["welcome"] = window.current_page()
    window.show_code_entry()
    pages["code"] = window.current_page()
    window.show_secret_entry()
    pages["secret"] = window.current_page()
    window.show_recipient("Drop", None)
    pages["recipient"] = window.current_page()
    window.show_busy(BusyStep.MINTING)
    pages["busy"] = window.current_page()
    window.show_result(Outcome.MINTED, "Drop", "a…@b.c", None)
    pages["result"] = window.current_page()
    window.show_dispenser()
    pages["dispenser"] = window.current_page()
    return pages


def test_each_show_method_switches_to_its_own_page(window: KioskWindow) -> None:
    pages = show_each_page(window)
    assert len(set(map(id, pages.values()))) == len(pages) == window.stack.count()


@pytest.mark.parametrize(
    ("show", "taps", "typed"),
    [
        ("show_code_entry", ["a", "b", "c", "1", "2", "3"], "ABC123"),  # codes type in capitals
        ("show_secret_entry", ["p", "a", "r", "t", "y", "-", "2", "6"], "party-26"),
    ],
)
def test_typed_text_is_submitted_with_ok(
    qtbot: QtBot, window: KioskWindow, show: str, taps: list[str], typed: str
) -> None:
    getattr(window, show)()
    page = window.current_page()
    assert isinstance(page, EntryPage)
    for key in taps:
        tap(page.keyboard.keys[key])
    with qtbot.waitSignal(window.text_submitted, timeout=1000) as blocker:
        tap(page.keyboard.ok_key)
    assert blocker.args == [typed]


def test_recipient_keys_and_enter_submit(qtbot: QtBot, window: KioskWindow) -> None:
    window.show_recipient("Drop", None)
    page = window.recipient_page
    for key in ("a", "l", "i", "c", "e", ".eth"):
        tap(page.keyboard.keys[key])
    with qtbot.waitSignal(window.text_submitted, timeout=1000) as blocker:
        press(page.field, Qt.Key.Key_Return)
    assert blocker.args == ["alice.eth"]


def test_a_pasted_mint_link_is_submitted_unchanged(qtbot: QtBot, window: KioskWindow) -> None:
    window.show_code_entry()
    link = "https://poap.xyz/mint?qr_hash=abc123"
    window.code_page.field.insert(link)
    with qtbot.waitSignal(window.text_submitted, timeout=1000) as blocker:
        press(window.code_page.field, Qt.Key.Key_Enter)
    assert blocker.args == [link]


def test_entry_pages_start_empty_without_a_banner(window: KioskWindow) -> None:
    window.show_code_entry()
    type_text(window.code_page.field, "XYZ")
    window.show_input_problem(InputProblem.BAD_CODE)
    window.show_welcome(True, AttendeeInputs())
    window.show_code_entry()
    assert window.code_page.field.text() == ""
    assert not window.code_page.problem_banner.isVisible()
    assert window.code_page.field.hasFocus()


def test_start_over_from_every_page_but_welcome(qtbot: QtBot, window: KioskWindow) -> None:
    pages = show_each_page(window)
    assert not pages.pop("welcome").start_over_button.isVisible()
    assert not pages.pop("dispenser").start_over_button.isVisible()  # one page, nothing to undo
    for name, page in pages.items():
        window.stack.setCurrentWidget(page)
        assert page.start_over_button.isVisible(), name
        with qtbot.waitSignal(window.start_over_requested, timeout=1000):
            tap(page.start_over_button)


def test_welcome_buttons_ask_for_code_and_secret(qtbot: QtBot, window: KioskWindow) -> None:
    with qtbot.waitSignal(window.code_entry_requested, timeout=1000):
        tap(window.welcome_page.code_button)
    with qtbot.waitSignal(window.secret_entry_requested, timeout=1000):
        tap(window.welcome_page.secret_button)


@pytest.mark.parametrize(
    "inputs",
    [
        AttendeeInputs(camera=False),
        AttendeeInputs(code=False),
        AttendeeInputs(secret_word=False),
        AttendeeInputs(camera=True, code=False, secret_word=False),
    ],
)
def test_welcome_shows_only_the_allowed_ways_in(
    window: KioskWindow, inputs: AttendeeInputs
) -> None:
    window.show_welcome(True, inputs)
    page = window.welcome_page
    assert page.scan_area.isVisible() == inputs.camera
    assert page.code_button.isVisible() == inputs.code
    assert page.secret_button.isVisible() == inputs.secret_word


def test_missing_camera_says_so_on_welcome(window: KioskWindow) -> None:
    window.show_welcome(False, AttendeeInputs())
    banner = window.welcome_page.camera_view.banner
    assert banner.isVisible()
    assert "camera" in banner.text().lower()
    window.show_welcome(True, AttendeeInputs())
    assert not banner.isVisible()


@pytest.mark.parametrize(
    ("inputs", "said"),
    [
        (AttendeeInputs(), "No camera — type your code instead"),
        (AttendeeInputs(code=False), "No camera — type the secret word instead"),
        (AttendeeInputs(code=False, secret_word=False), "No camera — please ask the staff"),
    ],
    ids=["code", "secret word", "nothing typed"],
)
def test_missing_camera_names_only_a_way_in_offered(
    window: KioskWindow, inputs: AttendeeInputs, said: str
) -> None:
    """Without a camera the welcome page says what to do instead among the ways in it offers,
    to the eye and to a screen reader."""
    window.show_welcome(False, inputs)
    view = window.welcome_page.camera_view
    assert view.banner.isVisible()
    assert view.banner.text() == said
    assert view.accessibleDescription() == said


def test_a_camera_not_known_yet_is_not_called_missing(window: KioskWindow) -> None:
    """While the camera is still being opened (None) the welcome page shows an empty view and
    no notice, not the last picture of a camera closed since; the recipient page offers the
    scanner, its frames are on their way."""
    view = window.welcome_page.camera_view
    window.show_welcome(True, AttendeeInputs())
    view.set_frame(QImage(64, 48, QImage.Format.Format_RGB32))
    window.show_welcome(None, AttendeeInputs())
    assert not view.banner.isVisible()
    assert view.frame.isNull()
    window.show_recipient("Drop", None)
    assert window.recipient_page.scan_area.isVisible()


def test_recipient_scanner_only_with_a_camera(window: KioskWindow) -> None:
    window.show_welcome(False, AttendeeInputs())
    window.show_recipient("Drop", None)
    assert not window.recipient_page.scan_area.isVisible()
    window.show_welcome(True, AttendeeInputs())
    window.show_recipient("Drop", None)
    assert window.recipient_page.scan_area.isVisible()


@pytest.mark.parametrize("problem", list(InputProblem))
def test_every_input_problem_shows_a_banner_on_the_current_page(
    window: KioskWindow, problem: InputProblem
) -> None:
    window.show_recipient("Drop", None)
    window.show_input_problem(problem)
    banner = window.recipient_page.problem_banner
    assert banner.isVisible()
    assert banner.title.text() == problem_message(problem).title != ""
    assert banner.next_step.text() == problem_message(problem).next_step != ""


def test_typing_again_clears_the_banner(window: KioskWindow) -> None:
    window.show_code_entry()
    window.show_input_problem(InputProblem.BAD_CODE)
    assert window.code_page.problem_banner.isVisible()
    tap(window.code_page.keyboard.keys["a"])
    assert not window.code_page.problem_banner.isVisible()


def test_input_problem_on_welcome_for_a_scanned_wallet(window: KioskWindow) -> None:
    window.show_input_problem(InputProblem.NOT_A_MINT_INPUT)
    assert window.welcome_page.problem_banner.isVisible()


@pytest.mark.parametrize("step", list(BusyStep))
def test_every_busy_step_says_what_is_happening(window: KioskWindow, step: BusyStep) -> None:
    window.show_busy(step)
    assert window.busy_page.headline.text()
    assert window.busy_page.detail.text()
    assert window.busy_page.spinner.spinning


def test_spinner_stops_when_the_busy_page_is_left(window: KioskWindow) -> None:
    window.show_busy(BusyStep.CHECKING_LINK)
    window.show_result(Outcome.MINTED, "Drop", "", None)
    assert not window.busy_page.spinner.spinning


def test_preview_frames_go_to_the_visible_camera(window: KioskWindow) -> None:
    frame = QImage(64, 48, QImage.Format.Format_RGB32)
    frame.fill(QColor("red"))
    window.show_preview_frame(frame)
    assert window.welcome_page.camera_view.frame.pixelColor(0, 0) == QColor("red")
    window.show_recipient("Drop", None)
    window.show_preview_frame(frame)
    assert not window.recipient_page.camera_view.frame.isNull()
    window.show_code_entry()
    window.show_preview_frame(QImage())  # no camera on this page: ignored, nothing raises
    assert not window.recipient_page.camera_view.frame.isNull()


def test_artwork_arriving_later_updates_the_shown_page(window: KioskWindow) -> None:
    window.show_recipient("Drop", None)
    assert not window.recipient_page.artwork.isVisible()
    artwork = QPixmap(300, 300)
    artwork.fill(QColor("blue"))
    window.set_artwork(artwork)
    assert window.recipient_page.artwork.isVisible()
    assert not window.recipient_page.artwork.pixmap().isNull()


def test_user_activity_is_reported_at_most_once_a_second(
    qtbot: QtBot, window: KioskWindow
) -> None:
    window.show_code_entry()
    reports: list[None] = []
    window.user_activity.connect(lambda: reports.append(None))
    with qtbot.waitSignal(window.user_activity, timeout=1000):
        tap(window.code_page.keyboard.keys["a"])
    tap(window.code_page.keyboard.keys["b"])
    press(window.code_page.field, Qt.Key.Key_C)
    assert len(reports) == 1


def test_a_staff_screen_covers_the_attendee_pages_until_they_come_back(
    window: KioskWindow,
) -> None:
    window.show_code_entry()
    staff = QLabel("staff")
    window.show_staff_screen(staff)
    assert window.staff_screen() is staff
    assert window.screens.currentWidget() is staff
    window.show_staff_screen(staff)  # showing it again does not add it twice
    assert window.screens.count() == 2
    window.show_attendee_pages()
    assert window.staff_screen() is None
    assert window.current_page() is window.code_page


def test_the_code_page_says_letter_case_does_not_count_and_look_alikes_do(
    window: KioskWindow,
) -> None:
    window.show_code_entry()
    hint = window.code_page.hint
    assert hint.isVisible()
    assert "capital or small letters both work" in hint.text()
    assert "Zero and the letter O are different" in hint.text()


def test_the_visible_camera_views_size_is_sent_when_it_changes(
    window: KioskWindow, qtbot: QtBot
) -> None:
    """The camera makes previews at the size they are painted: the window says which, once per
    change (another page, a resize, a new camera listening)."""
    sizes: list[tuple[int, int]] = []
    window.preview_size_changed.connect(lambda w, h: sizes.append((w, h)))
    frame = QImage(64, 48, QImage.Format.Format_RGB32)
    welcome = window.welcome_page.camera_view.preview_size()
    window.show_preview_frame(frame)
    window.show_preview_frame(frame)
    assert sizes == [(welcome.width(), welcome.height())]
    assert not welcome.isEmpty()

    window.resend_preview_size()  # a new camera
    window.show_preview_frame(frame)
    assert sizes[1:] == [(welcome.width(), welcome.height())]

    window.show_recipient("Drop", None)
    qtbot.waitUntil(window.recipient_page.camera_view.isVisible)
    recipient = window.recipient_page.camera_view.preview_size()
    window.show_preview_frame(frame)
    assert sizes[2:] == [(recipient.width(), recipient.height())]

    window.resize(window.width() + 200, window.height() + 100)
    qtbot.waitUntil(lambda: window.recipient_page.camera_view.preview_size() != recipient)
    window.show_preview_frame(frame)
    bigger = window.recipient_page.camera_view.preview_size()
    assert sizes[3:] == [(bigger.width(), bigger.height())]
