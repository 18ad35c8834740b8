"""One on-screen keyboard, configured per page, that types into a line edit.

Attendees use a touchscreen with no physical keyboard, so every page that asks for text carries one.
Keys never take focus, so a USB scanner or a pasted link still goes to the field.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from kiosk.ui.theme import scaled
from kiosk.ui.widgets import describe, read_in_order

DIGITS = "1234567890"
LETTER_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")  # QWERTY, and the code keypad's always
_LETTER_ROWS_OF = {
    QLocale.Language.German: ("qwertzuiop", "asdfghjkl", "yxcvbnm"),  # QWERTZ
    QLocale.Language.French: ("azertyuiop", "qsdfghjklm", "wxcvbn"),  # AZERTY
}


def letter_rows(locale: QLocale | None = None) -> tuple[str, str, str]:
    """The letter rows people of ``locale`` (the language the kiosk speaks) type on at home."""
    language = (locale or QLocale()).language()
    return _LETTER_ROWS_OF.get(language, LETTER_ROWS)
MAX_KEY_HEIGHT = 110


def _shown(label: str) -> str:
    """A key's label as drawn: ".eth" starts with a dot, which right-to-left text would put at its
    end, so it is marked left to right (the key still types its own text)."""
    return "\u200e" + label if len(label) > 1 and not label[0].isalnum() else label


def _key_button(label: str, object_name: str) -> QPushButton:
    button = QPushButton(_shown(label))
    button.setObjectName(object_name)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
    return button


class TouchKeyboard(QWidget):
    """Rows of character keys beside a column of actions: delete, clear, optional case toggle, OK.

    ``rows`` lists the keys of each row; a key types its own text (letters follow the case), and
    keys of several characters get twice the width.
    """

    ok_pressed = Signal()

    def __init__(
        self,
        target: QLineEdit,
        rows: Sequence[Sequence[str]],
        *,
        upper_case: bool = False,
        case_toggle: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("TouchKeyboard")
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # keys stay put in Arabic too
        self._target = target
        self._upper = upper_case
        self.keys: dict[str, QPushButton] = {}

        key_rows = QVBoxLayout()
        key_rows.setSpacing(scaled(8))
        rows_of_buttons: list[list[QPushButton]] = []
        for row in rows:
            line = QHBoxLayout()
            line.setSpacing(scaled(8))
            buttons = []
            for key in row:
                button = _key_button(key, "WideKey" if len(key) > 1 else "Key")
                button.clicked.connect(lambda _checked=False, key=key: self._type(key))
                self.keys[key] = button
                buttons.append(button)
                line.addWidget(button, 2 if len(key) > 1 else 1)  # room for "0x", ".eth"
            key_rows.addLayout(line)
            rows_of_buttons.append(buttons)

        translate = QCoreApplication.translate
        self.backspace_key = _key_button("⌫", "ActionKey")
        describe(
            self.backspace_key,
            translate("TouchKeyboard", "Delete last character"),
            translate("TouchKeyboard", "Removes the last character you typed."),
        )
        self.backspace_key.setAutoRepeat(True)
        self.backspace_key.clicked.connect(target.backspace)
        self.clear_key = _key_button(translate("TouchKeyboard", "Clear"), "ActionKey")
        describe(
            self.clear_key,
            self.clear_key.text(),
            translate("TouchKeyboard", "Removes everything you typed."),
        )
        self.clear_key.clicked.connect(target.clear)
        self.case_key: QPushButton | None = None
        self.ok_key = _key_button(translate("TouchKeyboard", "OK"), "OkKey")
        describe(
            self.ok_key, self.ok_key.text(), translate("TouchKeyboard", "Sends what you typed.")
        )
        self.ok_key.clicked.connect(self.ok_pressed)
        action_keys = [(self.backspace_key, 1), (self.clear_key, 1)]  # each with its stretch
        if case_toggle:
            self.case_key = _key_button("", "ActionKey")
            self.case_key.clicked.connect(self._toggle_case)
            action_keys.append((self.case_key, 1))
        action_keys.append((self.ok_key, 2))

        actions = QVBoxLayout()
        actions.setSpacing(scaled(8))
        for button, stretch in action_keys:
            actions.addWidget(button, stretch)

        # Keys grow with the screen up to a comfortable size, not into giant slabs on 1080p.
        rows_height = len(rows) * scaled(MAX_KEY_HEIGHT)
        self.setMaximumHeight(rows_height + (len(rows) - 1) * key_rows.spacing())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(scaled(16))
        layout.addLayout(key_rows, 4)
        layout.addLayout(actions, 1)
        self._show_case()
        _read_row_by_row(rows_of_buttons, action_keys)

    def set_upper_case(self, upper: bool) -> None:
        self._upper = upper
        self._show_case()

    def _cased(self, key: str) -> str:
        """Letters follow the case; longer keys such as "0x" or ".eth" always type as shown."""
        return key.upper() if self._upper and len(key) == 1 else key

    def _type(self, key: str) -> None:
        self._target.insert(self._cased(key))

    def _toggle_case(self) -> None:
        self.set_upper_case(not self._upper)

    def _show_case(self) -> None:
        """The keys show, and a screen reader says, what they type now."""
        translate = QCoreApplication.translate
        for key, button in self.keys.items():
            cased = self._cased(key)
            button.setText(_shown(cased))
            describe(
                button,
                key_name(cased),
                translate("TouchKeyboard", "Types {key}.").format(key=cased),
            )
        if self.case_key is None:
            return
        if self._upper:
            self.case_key.setText(translate("TouchKeyboard", "abc"))
            describe(
                self.case_key,
                translate("TouchKeyboard", "Small letters"),
                translate("TouchKeyboard", "Switches the letter keys to small letters."),
            )
        else:
            self.case_key.setText(translate("TouchKeyboard", "ABC"))
            describe(
                self.case_key,
                translate("TouchKeyboard", "Capital letters"),
                translate("TouchKeyboard", "Switches the letter keys to capital letters."),
            )


def key_name(key: str) -> str:
    """What a screen reader calls a key: a sign by its name (readers may skip punctuation),
    anything else as it is shown."""
    translate = QCoreApplication.translate
    names = {
        "@": translate("TouchKeyboard", "At sign"),
        ".": translate("TouchKeyboard", "Dot"),
        "-": translate("TouchKeyboard", "Hyphen"),
        "_": translate("TouchKeyboard", "Underscore"),
    }
    return names.get(key, key)


def _read_row_by_row(
    rows: Sequence[Sequence[QPushButton]], actions: Sequence[tuple[QPushButton, int]]
) -> None:
    """A screen reader reads the keys as the eye does: row by row, each action key after the last
    row of keys it stands beside (the action column shares the rows' height by its stretches)."""
    total = sum(stretch for _button, stretch in actions)
    spots = [
        ((number, 0, column), button)
        for number, row in enumerate(rows, start=1)
        for column, button in enumerate(row)
    ]
    reach = 0
    for column, (button, stretch) in enumerate(actions):
        reach += stretch
        spots.append(((-(-reach * len(rows) // total), 1, column), button))
    read_in_order(*(button for _spot, button in sorted(spots, key=lambda spot: spot[0])))
