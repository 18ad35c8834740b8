"""The on-screen keyboard types into its field, deletes, clears, changes case and presses OK."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from kiosk.ui.touch_keyboard import DIGITS, LETTER_ROWS, TouchKeyboard
from tests.ui.touch import tap


def make_keyboard(
    qtbot: QtBot, *, upper_case: bool = False, case_toggle: bool = False
) -> tuple[QLineEdit, TouchKeyboard]:
    field = QLineEdit()
    rows = [DIGITS, *LETTER_ROWS, ["0x", ".eth", "-"]]
    keyboard = TouchKeyboard(field, rows, upper_case=upper_case, case_toggle=case_toggle)
    qtbot.addWidget(field)
    qtbot.addWidget(keyboard)
    return field, keyboard


def click(qtbot: QtBot, keyboard: TouchKeyboard, *keys: str) -> None:
    for key in keys:
        tap(keyboard.keys[key])


def test_keys_type_into_the_field(qtbot: QtBot) -> None:
    field, keyboard = make_keyboard(qtbot)
    click(qtbot, keyboard, "a", "b", "1", "-", "0x", ".eth")
    assert field.text() == "ab1-0x.eth"


def test_backspace_and_clear(qtbot: QtBot) -> None:
    field, keyboard = make_keyboard(qtbot)
    click(qtbot, keyboard, "a", "b", "c")
    tap(keyboard.backspace_key)
    assert field.text() == "ab"
    tap(keyboard.clear_key)
    assert field.text() == ""


def test_upper_case_keyboard_types_capitals_but_not_in_long_keys(qtbot: QtBot) -> None:
    field, keyboard = make_keyboard(qtbot, upper_case=True)
    assert keyboard.keys["q"].text() == "Q"
    click(qtbot, keyboard, "q", "7", "0x")
    assert field.text() == "Q70x"


def test_case_toggle_switches_labels_and_typing(qtbot: QtBot) -> None:
    field, keyboard = make_keyboard(qtbot, case_toggle=True)
    assert keyboard.case_key is not None
    click(qtbot, keyboard, "m")
    tap(keyboard.case_key)
    assert keyboard.keys["m"].text() == "M"
    click(qtbot, keyboard, "m")
    tap(keyboard.case_key)
    click(qtbot, keyboard, "m")
    assert field.text() == "mMm"


def test_no_case_key_unless_asked(qtbot: QtBot) -> None:
    _, keyboard = make_keyboard(qtbot)
    assert keyboard.case_key is None


def test_keys_never_take_the_focus_from_the_field(qtbot: QtBot) -> None:
    _, keyboard = make_keyboard(qtbot, case_toggle=True)
    buttons = [*keyboard.keys.values(), keyboard.backspace_key, keyboard.clear_key, keyboard.ok_key]
    assert all(button.focusPolicy() == Qt.FocusPolicy.NoFocus for button in buttons)


def test_ok_key_emits_ok_pressed(qtbot: QtBot) -> None:
    _, keyboard = make_keyboard(qtbot)
    with qtbot.waitSignal(keyboard.ok_pressed, timeout=1000):
        tap(keyboard.ok_key)
