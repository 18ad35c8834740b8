"""One on-screen keyboard, configured per page, that types into a line edit.

Attendees use a touchscreen with no physical keyboard, so every page that asks for text carries one.
Keys never take focus, so a USB scanner or a pasted link still goes to the field.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from kiosk.ui.theme import scaled

DIGITS = "1234567890"
LETTER_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
MAX_KEY_HEIGHT = 110


def _key_button(label: str, object_name: str) -> QPushButton:
    button = QPushButton(label)
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
        self._target = target
        self._upper = upper_case
        self.keys: dict[str, QPushButton] = {}

        key_rows = QVBoxLayout()
        key_rows.setSpacing(scaled(8))
        for row in rows:
            line = QHBoxLayout()
            line.setSpacing(scaled(8))
            for key in row:
                button = _key_button(key, "WideKey" if len(key) > 1 else "Key")
                button.clicked.connect(lambda _checked=False, key=key: self._type(key))
                self.keys[key] = button
                line.addWidget(button, 2 if len(key) > 1 else 1)  # room for "0x", ".eth"
            key_rows.addLayout(line)

        translate = QCoreApplication.translate
        self.backspace_key = _key_button("⌫", "ActionKey")
        self.backspace_key.setAccessibleName(translate("TouchKeyboard", "Delete"))
        self.backspace_key.setAutoRepeat(True)
        self.backspace_key.clicked.connect(target.backspace)
        self.clear_key = _key_button(translate("TouchKeyboard", "Clear"), "ActionKey")
        self.clear_key.clicked.connect(target.clear)
        self.case_key: QPushButton | None = None
        if case_toggle:
            self.case_key = _key_button("", "ActionKey")
            self.case_key.clicked.connect(self._toggle_case)
        self.ok_key = _key_button(translate("TouchKeyboard", "OK"), "OkKey")
        self.ok_key.clicked.connect(self.ok_pressed)

        actions = QVBoxLayout()
        actions.setSpacing(scaled(8))
        actions.addWidget(self.backspace_key, 1)
        actions.addWidget(self.clear_key, 1)
        if self.case_key is not None:
            actions.addWidget(self.case_key, 1)
        actions.addWidget(self.ok_key, 2)

        # Keys grow with the screen up to a comfortable size, not into giant slabs on 1080p.
        rows_height = len(rows) * scaled(MAX_KEY_HEIGHT)
        self.setMaximumHeight(rows_height + (len(rows) - 1) * key_rows.spacing())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(scaled(16))
        layout.addLayout(key_rows, 4)
        layout.addLayout(actions, 1)
        self._show_case()

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
        for key, button in self.keys.items():
            button.setText(self._cased(key))
        if self.case_key is not None:
            lower = QCoreApplication.translate("TouchKeyboard", "abc")
            upper = QCoreApplication.translate("TouchKeyboard", "ABC")
            self.case_key.setText(lower if self._upper else upper)
