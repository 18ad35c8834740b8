"""The staff PIN pad: dots and never digits, physical keys too, a countdown after wrong PINs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.pin_pad import DOT, PinPad
from tests.ui.conftest import SMALL_SCREEN
from tests.ui.touch import press, tap, type_text


@pytest.fixture
def pad(qtbot: QtBot, themed_app: QApplication) -> PinPad:
    pad = PinPad()
    qtbot.addWidget(pad)
    pad.resize(*SMALL_SCREEN)
    pad.show()
    qtbot.waitExposed(pad)
    return pad


def shown_texts(pad: PinPad) -> str:
    return " ".join(label.text() for label in pad.findChildren(QLabel))


def test_typed_digits_show_as_dots_never_as_digits(qtbot: QtBot, pad: PinPad) -> None:
    for digit in "90":
        tap(pad.digit_keys[digit])
    type_text(pad, "87")

    assert pad.dots.text().split() == [DOT] * 4
    assert not any(digit in shown_texts(pad) for digit in "9087")
    with qtbot.waitSignal(pad.pin_entered) as entered:
        tap(pad.ok_key)
    assert entered.args == ["9087"]


def test_ok_waits_for_four_digits_and_delete_takes_one_back(qtbot: QtBot, pad: PinPad) -> None:
    type_text(pad, "123")
    assert not pad.ok_key.isEnabled()
    with qtbot.assertNotEmitted(pad.pin_entered):
        press(pad, Qt.Key.Key_Return)

    type_text(pad, "45")
    tap(pad.delete_key)
    press(pad, Qt.Key.Key_Backspace)
    assert pad.entered_length() == 3
    type_text(pad, "9")
    with qtbot.waitSignal(pad.pin_entered) as entered:
        press(pad, Qt.Key.Key_Enter)
    assert entered.args == ["1239"]


def test_a_wrong_pin_with_a_wait_rests_the_keys_and_counts_down(
    qtbot: QtBot, pad: PinPad
) -> None:
    type_text(pad, "1234")
    tap(pad.ok_key)
    pad.show_checking()
    assert not pad.keypad.isEnabled()
    assert pad.status.text() == "Checking…"

    pad.show_wrong(29.5)
    assert pad.status.text() == "Wrong PIN. Try again in 30 s."
    assert pad.entered_length() == 0
    assert not pad.keypad.isEnabled()
    type_text(pad, "5555")
    assert pad.entered_length() == 0
    assert pad.cancel_button.isEnabled()

    pad.show_wrong(0.2)
    qtbot.waitUntil(pad.keypad.isEnabled)
    assert pad.status.text() == "Wrong PIN. Try again."
    type_text(pad, "5")
    assert pad.entered_length() == 1


def test_a_wrong_pin_without_a_wait_lets_staff_retype_at_once(pad: PinPad) -> None:
    type_text(pad, "1234")
    pad.show_wrong(0)

    assert pad.keypad.isEnabled()
    assert pad.status.text() == "Wrong PIN. Try again."
    assert pad.dots.text() == ""


def test_a_refused_staff_pass_is_never_called_a_wrong_pin(qtbot: QtBot, pad: PinPad) -> None:
    pad.show_pass_refused(29.5)
    assert pad.status.text() == "This staff pass is not valid. Try again in 30 s."
    assert not pad.keypad.isEnabled()
    pad.show_pass_refused(0.2)
    qtbot.waitUntil(pad.keypad.isEnabled)
    assert pad.status.text() == "This staff pass is not valid. Enter the PIN."
    pad.show_wrong(0)  # then a PIN typed and refused
    assert pad.status.text() == "Wrong PIN. Try again."


def test_cancel_and_reset(qtbot: QtBot, pad: PinPad) -> None:
    type_text(pad, "12")
    pad.show_wrong(60)

    with qtbot.waitSignal(pad.cancelled):
        tap(pad.cancel_button)
    pad.reset()
    assert pad.keypad.isEnabled()
    assert pad.status.isHidden()
    assert pad.entered_length() == 0


def test_a_keyboard_types_into_the_pad_as_soon_as_it_appears(
    qtbot: QtBot, window: KioskWindow
) -> None:
    window.show_welcome(True, AttendeeInputs())  # nothing on it takes the keyboard
    window.activateWindow()
    qtbot.waitActive(window)
    pad = PinPad()

    window.show_staff_screen(pad)

    qtbot.waitUntil(lambda: QApplication.focusWidget() is pad)
    type_text(pad, "42")  # where the keyboard's keys now go
    assert pad.entered_length() == 2


def test_a_pad_left_without_a_key_goes_back_and_forgets_the_digits(
    qtbot: QtBot, themed_app: QApplication
) -> None:
    """Someone opened the pad, typed two digits and walked off: the next attendee must find
    the kiosk, not a PIN pad holding a stranger's digits."""
    pad = PinPad(walk_away_s=0.2)
    qtbot.addWidget(pad)
    pad.show()
    qtbot.waitExposed(pad)
    type_text(pad, "12")
    qtbot.waitSignal(pad.cancelled).wait()
    assert pad.entered_length() == 0
    assert pad.dots.text() == ""


def test_the_walk_away_time_counts_from_the_end_of_a_wrong_pin_s_wait(
    qtbot: QtBot, themed_app: QApplication
) -> None:
    pad = PinPad(walk_away_s=0.2)
    qtbot.addWidget(pad)
    pad.show()
    qtbot.waitExposed(pad)
    pad.show_wrong(1.0)
    qtbot.waitSignal(pad.cancelled, timeout=5000).wait()
    assert pad.keypad.isEnabled()  # the wait had ended: nobody was cut off while waiting it out
    assert pad.status.text() == "Wrong PIN. Try again."
