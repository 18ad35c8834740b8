"""The way in for staff: the kiosk lock, the PIN pad and the gate that checks the PIN.

Built at start (a long press or the shortcut must work at once); the operator pages behind it
(``kiosk.presenters.staff``) are built when staff first come in.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from kiosk.core.operator_pin import PinAttempts, pin_attempts_path
from kiosk.core.settings import Settings
from kiosk.ui.kiosk_lock import KioskLock
from kiosk.ui.pin_pad import PinPad
from kiosk.workers.operator_gate import OperatorGate


@dataclass
class StaffGate:
    """The way in for staff: the kiosk lock, the PIN pad and the gate that checks the PIN (its
    thread is the app's thread owner's to start and stop)."""

    lock: KioskLock
    pin_pad: PinPad
    gate: OperatorGate


def build_staff_gate(window: QMainWindow, settings: Settings, parent: QObject) -> StaffGate:
    """The lock on ``window``; a request (long press, shortcut, refused close) opens the PIN pad."""
    lock = KioskLock(window)
    lock.setParent(parent)
    gate = OperatorGate(settings.operator, PinAttempts(state_file=pin_attempts_path()))
    gate.setParent(parent)
    lock.operator_requested.connect(gate.request)
    lock.close_refused.connect(gate.request)
    lock.operator_pass_scanned.connect(gate.check_pass)
    return StaffGate(lock, _pin_pad_for(gate), gate)


def _pin_pad_for(gate: OperatorGate) -> PinPad:
    pin_pad = PinPad()
    pin_pad.pin_entered.connect(lambda _pin: pin_pad.show_checking())
    pin_pad.pin_entered.connect(gate.check_pin)
    gate.pin_refused.connect(pin_pad.show_wrong)
    return pin_pad


def rebuild_pin_pad(staff: StaffGate) -> PinPad:
    """A new PIN pad for the same gate (a new language: widgets take their words when built);
    the old one no longer hears the gate, and is the caller's to delete."""
    staff.gate.pin_refused.disconnect(staff.pin_pad.show_wrong)
    return _pin_pad_for(staff.gate)
