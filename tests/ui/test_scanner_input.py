"""USB barcode scanners: a fast burst of keys is a scan, whatever has focus; slow keys are typing.

QTest sends keys without delay, as fast as a scanner; with a delay larger than the scanner's key
interval it types like a person.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.ui.scanner_input import ScannerInput

# The attendee flow as its own tests build it (tests/presenters/conftest.py).
from tests.presenters.conftest import kiosk, kiosk_journal, queue_offline  # noqa: F401
from tests.presenters.test_attendee_controller import WAIT_MS, click, screen

# Longer than the 40 ms default, so a test machine busy with other work does not split a burst.
INTERVAL_MS = 100
HAND_DELAY_MS = 250  # between a key's press and release, and before the next key
LINK = "https://mint.example/mint?qr_hash=abc123"


def make_scanner(app: QApplication, *, needs_enter: bool) -> Iterator[ScannerInput]:
    scanner = ScannerInput(INTERVAL_MS, 4, needs_enter)
    app.installEventFilter(scanner)
    yield scanner
    app.removeEventFilter(scanner)


@pytest.fixture
def scanner(qapp: QApplication) -> Iterator[ScannerInput]:
    yield from make_scanner(qapp, needs_enter=False)


@pytest.fixture
def enter_scanner(qapp: QApplication) -> Iterator[ScannerInput]:
    """A scanner set up to count only bursts that end with Enter."""
    yield from make_scanner(qapp, needs_enter=True)


@pytest.fixture
def field(qtbot: QtBot) -> QLineEdit:
    field = QLineEdit()
    qtbot.addWidget(field)
    field.show()
    field.activateWindow()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    return field


def reads(scanner: ScannerInput) -> list[str]:
    texts: list[str] = []
    scanner.burst_read.connect(texts.append)
    return texts


def test_a_burst_ending_with_enter_is_a_scan_and_types_nothing(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    submitted: list[str] = []
    field.returnPressed.connect(lambda: submitted.append(field.text()))
    with qtbot.waitSignal(scanner.burst_read) as blocker:
        qtbot.keyClicks(field, LINK)
        assert field.text() == ""
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert blocker.args == [LINK]
    assert (field.text(), submitted) == ("", [])
    # Typing by hand afterwards shows that nothing of the scan was left to come later.
    qtbot.keyClicks(field, "x", delay=HAND_DELAY_MS)
    qtbot.waitUntil(lambda: field.text() == "x")


def test_without_enter_the_pause_ends_the_burst(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    with qtbot.waitSignal(scanner.burst_read) as blocker:
        qtbot.keyClicks(field, "ABC123")
    assert blocker.args == ["ABC123"]
    assert field.text() == ""


def test_capitals_typed_with_shift_stay_one_burst(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    """Scanners press Shift around capitals, as a keyboard would."""
    shift = Qt.KeyboardModifier.ShiftModifier
    with qtbot.waitSignal(scanner.burst_read) as blocker:
        qtbot.keyPress(field, Qt.Key.Key_Shift)
        qtbot.keyClick(field, "A", shift)
        qtbot.keyClick(field, "B", shift)
        qtbot.keyRelease(field, Qt.Key.Key_Shift)
        qtbot.keyClicks(field, "12")
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert blocker.args == ["AB12"]
    assert field.text() == ""


def test_a_tab_suffix_ends_a_scan_like_enter(
    enter_scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    with qtbot.waitSignal(enter_scanner.burst_read) as blocker:
        qtbot.keyClicks(field, "ABC123")
        qtbot.keyClick(field, Qt.Key.Key_Tab)
    assert blocker.args == ["ABC123"]
    assert field.text() == ""


def test_when_enter_is_needed_a_burst_without_it_is_typing(
    enter_scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    texts = reads(enter_scanner)
    qtbot.keyClicks(field, "ABC123")
    qtbot.waitUntil(lambda: field.text() == "ABC123")
    assert texts == []
    with qtbot.waitSignal(enter_scanner.burst_read) as blocker:
        qtbot.keyClicks(field, "XYZ789")
        qtbot.keyClick(field, Qt.Key.Key_Enter)
    assert blocker.args == ["XYZ789"]
    assert field.text() == "ABC123"


def test_slow_typing_lands_in_the_field(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    texts = reads(scanner)
    qtbot.keyClicks(field, "ab12", delay=HAND_DELAY_MS)  # as long as the shortest scan
    qtbot.waitUntil(lambda: field.text() == "ab12")
    assert texts == []


def test_a_short_quick_burst_is_typing_and_arrives_before_its_enter(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    """Two keys rolled quickly, then Enter: the field has both keys when Enter submits it."""
    texts = reads(scanner)
    submitted: list[str] = []
    field.returnPressed.connect(lambda: submitted.append(field.text()))
    qtbot.keyClicks(field, "ab")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert submitted == ["ab"]
    assert texts == []


def test_backspace_after_quick_keys_comes_after_them(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    qtbot.keyClicks(field, "abc")
    qtbot.keyClick(field, Qt.Key.Key_Backspace)
    assert field.text() == "ab"


def test_shortcuts_pass_at_once(scanner: ScannerInput, field: QLineEdit, qtbot: QtBot) -> None:
    field.setText("hello")
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert field.selectedText() == "hello"


def test_keys_held_for_a_field_that_went_away_are_dropped(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    gone = QLineEdit()
    qtbot.keyClicks(gone, "ab")
    gone.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.keyClicks(field, "x", delay=HAND_DELAY_MS)  # after the pause that ends the held burst
    qtbot.waitUntil(lambda: field.text() == "x")


def test_switched_off_every_key_goes_straight_to_the_field(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    texts = reads(scanner)
    qtbot.keyClicks(field, "ab")
    scanner.set_enabled(False)  # the two held keys go on at once
    assert field.text() == "ab"
    qtbot.keyClicks(field, "cdef")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert field.text() == "abcdef"
    scanner.set_enabled(True)
    with qtbot.waitSignal(scanner.burst_read):
        qtbot.keyClicks(field, "ghij")
    assert texts == ["ghij"]
    assert field.text() == "abcdef"


def test_a_scanned_mint_link_starts_the_check_while_the_code_field_has_focus(
    kiosk: AttendeeController,  # noqa: F811 - the fixture imported above
    scanner: ScannerInput,
    emulator: EmulatorServer,
    qtbot: QtBot,
) -> None:
    scanner.burst_read.connect(lambda text: kiosk.submit_payload(text, InputSource.SCANNER))
    click(kiosk.window.welcome_page.code_button, qtbot)
    field = kiosk.window.code_page.field
    kiosk.window.activateWindow()
    qtbot.waitUntil(field.hasFocus)
    link = emulator.mint_site + "/mint?qr_hash=" + emulator.state.drops[0].qr_hashes[0]
    qtbot.keyClicks(field, link)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert field.text() == ""
    qtbot.waitUntil(lambda: screen(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    assert kiosk.window.recipient_page.isVisible()
    assert field.text() == ""
    assert kiosk.flow.state.qr_hash == emulator.state.drops[0].qr_hashes[0]


def test_told_what_to_take_it_reads_only_that_and_lets_the_rest_type(
    scanner: ScannerInput, field: QLineEdit, qtbot: QtBot
) -> None:
    """At the PIN pad only an operator pass is a scan: a PIN typed fast still lands in the pad."""
    texts = reads(scanner)
    scanner.set_enabled(True, only=lambda text: text.startswith("pass:"))
    qtbot.keyClicks(field, "2468")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: field.text() == "2468")
    with qtbot.waitSignal(scanner.burst_read):
        qtbot.keyClicks(field, "pass:xyz")
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert texts == ["pass:xyz"]
    assert field.text() == "2468"
