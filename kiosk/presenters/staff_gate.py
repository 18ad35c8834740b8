"""The way in for staff: the kiosk lock, the PIN pad and the gate that checks the PIN.

Built at start (a long press or the shortcut must work at once), the PIN pad when first shown;
the operator pages behind it (``kiosk.presenters.staff``) are built when staff first come in.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from kiosk.core.operator_pin import PinAttempts, pin_attempts_path
from kiosk.core.settings import Settings
from kiosk.ui.kiosk_lock import KioskLock
from kiosk.ui.pin_pad import PinPad
from kiosk.workers.operator_gate import OperatorGate


class StaffGate:
    """The way in for staff: the kiosk lock, the PIN pad and the gate that checks the PIN (its
    thread is the app's thread owner's to start and stop). The PIN pad is built when first
    asked for: the window is painted sooner without it, and most attendees never see it."""

    def __init__(
        self, lock: KioskLock, gate: OperatorGate, on_pin_cancelled: Callable[[], None]
    ) -> None:
        self.lock = lock
        self.gate = gate
        self._on_pin_cancelled = on_pin_cancelled
        self._pin_pad: PinPad | None = None

    @property
    def pin_pad(self) -> PinPad:
        if self._pin_pad is None:
            pin_pad = PinPad()
            pin_pad.pin_entered.connect(lambda _pin: pin_pad.show_checking())
            pin_pad.pin_entered.connect(self.gate.check_pin)
            pin_pad.cancelled.connect(self._on_pin_cancelled)
            self.gate.pin_refused.connect(pin_pad.show_wrong)
            self._pin_pad = pin_pad
        return self._pin_pad

    def drop_pin_pad(self) -> PinPad | None:
        """The PIN pad built so far, no longer hearing the gate, the caller's to delete; the
        next is built when asked for (in the language of then: widgets take their words when
        built)."""
        old, self._pin_pad = self._pin_pad, None
        if old is not None:
            self.gate.pin_refused.disconnect(old.show_wrong)
        return old


def build_staff_gate(
    window: QMainWindow, settings: Settings, parent: QObject, on_pin_cancelled: Callable[[], None]
) -> StaffGate:
    """The lock on ``window``; a request (long press, shortcut, refused close) opens the PIN pad;
    ``on_pin_cancelled`` hears the PIN pad's "Cancel"."""
    lock = KioskLock(window)
    lock.setParent(parent)
    gate = OperatorGate(settings.operator, PinAttempts(state_file=pin_attempts_path()))
    gate.setParent(parent)
    lock.operator_requested.connect(gate.request)
    lock.close_refused.connect(gate.request)
    lock.operator_pass_scanned.connect(gate.check_pass)
    return StaffGate(lock, gate, on_pin_cancelled)
