"""Reads USB barcode scanners, which type like a keyboard, whatever widget has focus.

A scanner types a whole code in one burst, its keys a few milliseconds apart, usually ending with
Enter; a person types a key every 100 ms or more. Installed on the application as an event filter
(like pretixSCAN desktop's GlobalScanHandler), ``ScannerInput`` holds back typed keys while they
keep coming faster than ``key_interval_ms`` apart. A burst that is long enough (and ends with Enter
or Tab, when a suffix is required) is a scan: ``burst_read`` carries its text, and none of its keys
reaches the focused widget. A scanner may stall in the middle of a code (its buffer, a busy USB
hub): once the held keys are a run no person types, the burst waits out a pause of up to
``STALL_MS`` for its rest, so a code is never judged in halves. Anything else was a person typing:
the held keys go on to the widget they were meant for, in order, at most ``key_interval_ms`` late.

The touch keyboard types into its field directly, without key events, so it is never held back.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

# What scanners end a code with: Enter (the default of most), or Tab.
# A run of this many keys, each within ``key_interval_ms`` of the last, is a machine's (a person's
# keys come 100 ms or more apart): a pause after it of up to STALL_MS is a stall, not its end.
MACHINE_RUN = 4
STALL_MS = 250
_SUFFIX_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab})
_MODIFIER_KEYS = frozenset(
    {
        Qt.Key.Key_Shift,
        Qt.Key.Key_Control,
        Qt.Key.Key_Alt,
        Qt.Key.Key_AltGr,
        Qt.Key.Key_Meta,
        Qt.Key.Key_CapsLock,
        Qt.Key.Key_NumLock,
    }
)
# Modifiers that still type characters (capitals, keypad, AltGr on X11); others make shortcuts.
_TYPING_MODIFIERS = (
    Qt.KeyboardModifier.ShiftModifier
    | Qt.KeyboardModifier.KeypadModifier
    | Qt.KeyboardModifier.GroupSwitchModifier
)


def _types_text(event: QKeyEvent) -> bool:
    text = event.text()
    return (
        bool(text)
        and text.isprintable()
        and (event.modifiers() | _TYPING_MODIFIERS) == _TYPING_MODIFIERS
    )


class ScannerInput(QObject):
    """Application-wide event filter: ``QApplication.instance().installEventFilter(scanner)``.

    Switch it off with ``set_enabled(False)`` where staff type (the operator area): a fast typist
    or pasting tool must not be mistaken for a scanner there. ``set_enabled(True, only=...)`` takes
    just the scans ``only`` accepts (at the PIN pad, any burst but a PIN typed fast) and lets
    other bursts type.
    """

    burst_read = Signal(str)

    def __init__(
        self,
        key_interval_ms: int,
        min_length: int,
        needs_enter: bool,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.key_interval_ms = key_interval_ms
        self.min_length = min_length
        self.needs_enter = needs_enter
        self._enabled = True
        self._accepts: Callable[[str], bool] | None = None  # None: every long enough burst
        self._held: list[tuple[QWidget, QKeyEvent]] = []  # copies, in the order they came
        self._taken_keys: set[int] = set()  # pressed keys held or scanned: their release is too
        self._replaying = False
        # Platforms stamp key events with the time they were typed; QTest (and some platforms)
        # send 0, then the time they reach the filter stands in.
        self._clock = QElapsedTimer()
        self._clock.start()
        self._last_stamp = 0
        self._last_clock_ms = 0
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(lambda: self._end_burst(entered=False))

    def set_enabled(self, enabled: bool, only: Callable[[str], bool] | None = None) -> None:
        if not enabled:
            self._replay()
            self._taken_keys.clear()
        self._enabled = enabled
        self._accepts = only

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Key events reach the window first, then the focus widget: judged once, at the widget."""
        kind = event.type()
        if (
            kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
            or not self._enabled
            or self._replaying
            or not isinstance(watched, QWidget)
            or not isinstance(event, QKeyEvent)
        ):
            return False
        if kind == QEvent.Type.KeyPress:
            return self._on_press(watched, event)
        return self._on_release(watched, event)

    def _on_press(self, receiver: QWidget, event: QKeyEvent) -> bool:
        key = event.key()
        if key in _MODIFIER_KEYS:
            return False  # Shift comes and goes inside a burst of capitals
        if self._held:
            if self._since_last_key(event) > self._longest_pause():
                self._end_burst(entered=False)  # the pause ended it; the timer has not run yet
            elif key in _SUFFIX_KEYS and not event.isAutoRepeat():
                if self._end_burst(entered=True):
                    self._taken_keys.add(key)
                    return True
                return False  # typed by hand: the held keys went first, now this key
        if not _types_text(event) or event.isAutoRepeat():
            if self._held:  # a shortcut, Backspace or a key held down ends it, after its keys
                self._end_burst(entered=False)
            return False
        self._held.append((receiver, event.clone()))
        self._taken_keys.add(key)
        self._last_stamp = event.timestamp()
        self._last_clock_ms = self._clock.elapsed()
        self._pause.start(self._longest_pause())
        return True

    def _longest_pause(self) -> int:
        """How long the held keys wait for the next before the burst ends: a stall's length
        once they are a machine's run."""
        presses = sum(1 for _, e in self._held if e.type() == QEvent.Type.KeyPress)
        return STALL_MS if presses >= MACHINE_RUN else self.key_interval_ms

    def _on_release(self, receiver: QWidget, event: QKeyEvent) -> bool:
        key = event.key()
        if key not in self._taken_keys or event.isAutoRepeat():
            return False
        if self._held:
            self._held.append((receiver, event.clone()))  # follows its held press
        else:
            self._taken_keys.discard(key)  # its press was part of a scan
        return True

    def _since_last_key(self, event: QKeyEvent) -> int:
        stamp = event.timestamp()
        if stamp and self._last_stamp:
            return stamp - self._last_stamp
        return self._clock.elapsed() - self._last_clock_ms

    def _end_burst(self, *, entered: bool) -> bool:
        """A scan is announced and its keys dropped; anything else is typing and goes on.

        ``entered``: the burst ended with the scanner's suffix key (Enter or Tab).
        """
        text = "".join(e.text() for _, e in self._held if e.type() == QEvent.Type.KeyPress)
        accepted = self._accepts is None or self._accepts(text)
        if len(text) >= self.min_length and (entered or not self.needs_enter) and accepted:
            self._pause.stop()
            self._held.clear()
            self.burst_read.emit(text)
            return True
        self._replay()
        return False

    def _replay(self) -> None:
        """Send the held keys on now, so a key that follows them lands after them."""
        self._pause.stop()
        held, self._held = self._held, []
        self._replaying = True
        try:
            for receiver, event in held:
                if event.type() == QEvent.Type.KeyPress:
                    self._taken_keys.discard(event.key())  # a release still to come passes
                if shiboken6.isValid(receiver):
                    QApplication.sendEvent(receiver, event)
        finally:
            self._replaying = False
