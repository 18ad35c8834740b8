"""The staff PIN pad: big digit keys, dots for what was typed, and a countdown after wrong PINs.

The digits are kept in a plain string and never shown, so neither a bystander nor a screenshot
learns the PIN. The pad only collects the PIN: checking it, and the delays, belong to the app.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from kiosk.core.operator_pin import MAX_PIN_LENGTH, MIN_PIN_LENGTH
from kiosk.ui.theme import scaled
from kiosk.ui.widgets import describe, make_label, read_in_order, repolish

DOT = "●"
KEY_ROWS = ("123", "456", "789")
COUNTDOWN_TICK_MS = 250  # the seconds shown stay within a quarter second of the real wait
# Staff type a PIN in seconds: a pad left this long without a key was walked away from, and
# would hide the kiosk from attendees (and keep the digits typed for the next person).
WALK_AWAY_S = 30.0
_ENTER_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter})


translate = QCoreApplication.translate


def _key(label: str, object_name: str) -> QPushButton:
    """A key that never takes focus, so the physical keyboard keeps typing into the pad."""
    button = QPushButton(label)
    button.setObjectName(object_name)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
    return button


class PinPad(QFrame):
    """Full-screen page asking staff for the PIN; emits it on OK, or ``cancelled``."""

    pin_entered = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None, walk_away_s: float = WALK_AWAY_S) -> None:
        super().__init__(parent)
        self.setObjectName("PinPad")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._pin = ""
        self._pass_refused = False  # the last refusal was of a scanned staff pass, not a PIN
        self._wait_until = QDeadlineTimer()
        self._countdown = QTimer(self)
        self._countdown.setInterval(COUNTDOWN_TICK_MS)
        self._countdown.timeout.connect(self._tick)
        self._walk_away = QTimer(self)
        self._walk_away.setSingleShot(True)
        self._walk_away.setInterval(round(walk_away_s * 1000))
        self._walk_away.timeout.connect(self._walked_away)

        self.title = make_label(
            "PinTitle", translate("PinPad", "Staff only.\nEnter the PIN."), centred=False
        )
        self.dots = make_label("PinDots", centred=False)
        self.status = make_label("PinStatus", centred=False)
        self.cancel_button = QPushButton(translate("PinPad", "Cancel"))
        self.cancel_button.setObjectName("PinCancelButton")
        describe(
            self.cancel_button,
            self.cancel_button.text(),
            translate("PinPad", "Goes back without opening the staff area."),
        )
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancelled)

        self.keypad = self._keypad()

        side = QVBoxLayout()
        side.setSpacing(scaled(24))
        side.addWidget(self.title)
        side.addWidget(self.dots)
        side.addWidget(self.status)
        side.addStretch(1)
        side.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(scaled(64), scaled(48), scaled(64), scaled(48))
        layout.setSpacing(scaled(48))
        layout.addLayout(side, 1)
        layout.addWidget(self.keypad, 1)
        describe(self, self.title.text(), translate("PinPad", "Type the staff PIN, then OK."))
        # The keys before "Cancel": a reader reaches the way out once the pad is read.
        read_in_order(self.title, self.dots, self.status, self.keypad, self.cancel_button)
        self.reset()

    def _keypad(self) -> QWidget:
        """The digits in a phone's order, with delete and OK on the last row."""
        self.digit_keys: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(scaled(12))
        for row, digits in enumerate(KEY_ROWS):
            for column, digit in enumerate(digits):
                grid.addWidget(self._digit_key(digit), row, column)
        self.delete_key = _key("⌫", "ActionKey")
        describe(
            self.delete_key,
            translate("PinPad", "Delete last digit"),
            translate("PinPad", "Removes the last digit you typed."),
        )
        self.delete_key.setAutoRepeat(True)
        self.delete_key.clicked.connect(self._delete)
        self.ok_key = _key(translate("PinPad", "OK"), "OkKey")
        describe(self.ok_key, self.ok_key.text(), translate("PinPad", "Checks the PIN."))
        self.ok_key.clicked.connect(self._submit)
        grid.addWidget(self.delete_key, 3, 0)
        grid.addWidget(self._digit_key("0"), 3, 1)
        grid.addWidget(self.ok_key, 3, 2)
        keypad = QWidget()
        keypad.setObjectName("PinKeypad")
        keypad.setLayout(grid)
        return keypad

    # --- what the app shows ----------------------------------------------------------------

    def reset(self) -> None:
        """Empty, no message, keys ready: how the pad looks each time it is opened."""
        self._walk_away.start()
        self._countdown.stop()
        self._set_status("", "")
        self._clear_pin()
        self.keypad.setEnabled(True)

    def show_checking(self) -> None:
        """The PIN is being checked (it takes a moment): keys wait so it is not sent twice."""
        self._set_status("working", translate("PinPad", "Checking…"))
        self.keypad.setEnabled(False)

    def show_wrong(self, wait_s: float) -> None:
        """Say the PIN was wrong; with ``wait_s`` > 0 the keys rest while a countdown runs."""
        self._refused(wait_s, by_pass=False)

    def show_pass_refused(self, wait_s: float) -> None:
        """Say the scanned staff pass was refused: never "Wrong PIN", no PIN was typed."""
        self._refused(wait_s, by_pass=True)

    def _refused(self, wait_s: float, *, by_pass: bool) -> None:
        self._walk_away.start()
        self._pass_refused = by_pass
        self._clear_pin()
        if wait_s <= 0:
            self._countdown.stop()
            self.keypad.setEnabled(True)
            self._set_status("failed", self._try_again())
            return
        self._wait_until = QDeadlineTimer(math.ceil(wait_s * 1000))
        self.keypad.setEnabled(False)
        self._countdown.start()
        self._tick()

    def entered_length(self) -> int:
        """How many digits are typed (the digits themselves never leave the pad until OK)."""
        return len(self._pin)

    # --- typing ----------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """Take the keyboard whenever the pad appears, so staff can type the PIN at once."""
        super().showEvent(event)
        self.setFocus()
        self._walk_away.start()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        super().hideEvent(event)
        self._walk_away.stop()

    def _walked_away(self) -> None:
        """Nobody typed for a while: back to the attendees, the digits gone. Not while a PIN is
        checked or a wrong PIN's wait runs (the keys rest): the time counts from their end."""
        if not self.keypad.isEnabled():
            self._walk_away.start()
            return
        self._clear_pin()
        self.cancelled.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """A physical keyboard types like the on-screen keys do, while they are enabled."""
        text = event.text()
        if not self.keypad.isEnabled():
            super().keyPressEvent(event)
        elif len(text) == 1 and text.isascii() and text.isdigit():
            self._type(text)
        elif event.key() == Qt.Key.Key_Backspace:
            self._delete()
        elif event.key() in _ENTER_KEYS:
            self._submit()
        else:
            super().keyPressEvent(event)

    def _digit_key(self, digit: str) -> QPushButton:
        button = _key(digit, "Key")
        describe(button, digit, translate("PinPad", "Types {digit}.").format(digit=digit))
        button.clicked.connect(lambda _checked=False, digit=digit: self._type(digit))
        self.digit_keys[digit] = button
        return button

    def _type(self, digit: str) -> None:
        self._walk_away.start()
        if len(self._pin) < MAX_PIN_LENGTH:
            self._pin += digit
            self._show_dots()

    def _delete(self) -> None:
        self._walk_away.start()
        self._pin = self._pin[:-1]
        self._show_dots()

    def _clear_pin(self) -> None:
        self._pin = ""
        self._show_dots()

    def _submit(self) -> None:
        """The dots stay while the app checks; ``show_wrong`` or ``reset`` clear them."""
        if len(self._pin) >= MIN_PIN_LENGTH:
            self.pin_entered.emit(self._pin)

    def _show_dots(self) -> None:
        self.dots.setText(" ".join(DOT * len(self._pin)))
        self.ok_key.setEnabled(len(self._pin) >= MIN_PIN_LENGTH)

    def _tick(self) -> None:
        seconds = math.ceil(self._wait_until.remainingTime() / 1000)
        if seconds <= 0:
            self._countdown.stop()
            self._walk_away.start()
            self.keypad.setEnabled(True)
            self._set_status("failed", self._try_again())
            return
        if self._pass_refused:
            waiting = self.tr("This staff pass is not valid. Try again in %Ln s.", "", seconds)
        else:
            waiting = self.tr("Wrong PIN. Try again in %Ln s.", "", seconds)
        self._set_status("failed", waiting)

    def _try_again(self) -> str:
        if self._pass_refused:
            return translate("PinPad", "This staff pass is not valid. Enter the PIN.")
        return translate("PinPad", "Wrong PIN. Try again.")

    def _set_status(self, tone: str, text: str) -> None:
        self.status.setProperty("tone", tone)
        self.status.setText(text)
        self.status.setVisible(bool(text))
        repolish(self.status)
