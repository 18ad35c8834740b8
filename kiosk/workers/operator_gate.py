"""The door to the operator area: the PIN or the printed pass, checked off the UI thread.

scrypt takes a noticeable moment by design, so checks run on the gate's own worker thread (never
behind a slow network call on the operator worker). Wrong PINs and wrong or revoked passes count
together in one ``PinAttempts``, so a pass cannot be guessed while the PIN rests.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from kiosk.core.operator_pin import PinAttempts
from kiosk.core.settings import OperatorSettings
from kiosk.workers.background_calls import BackgroundCalls

log = logging.getLogger(__name__)

Verdict = tuple[bool, float]  # (opened, seconds before the next try)


class OperatorGate(QObject):
    """Decides whether staff may in; the app shows the PIN pad and the operator area."""

    unlocked = Signal()
    pin_pad_wanted = Signal(float)  # seconds still to wait after earlier wrong PINs (0: none)
    pin_refused = Signal(float)  # seconds the next try must wait (0: at once)
    pass_refused = Signal(float)
    name = "operator-gate"

    def __init__(self, settings: OperatorSettings, attempts: PinAttempts) -> None:
        super().__init__()
        self._settings = settings
        self._attempts = attempts
        self._calls = BackgroundCalls(self.name)
        self._checking = False

    def request(self) -> None:
        """Someone asked for the operator area: the PIN pad, or straight in before a PIN is set."""
        if self._settings.pin_hash:
            # Only the gate's thread writes the attempts; reading one float from here is safe.
            self.pin_pad_wanted.emit(self._attempts.wait_s())
        else:
            self.unlocked.emit()  # first run: the setup asks for a PIN

    def check_pin(self, pin: str) -> None:
        self._check(pin, self._settings.pin_hash, self.pin_refused.emit)

    def check_pass(self, payload: str) -> None:
        """A scanned operator pass; one printed before the last "make a new pass" is refused."""
        self._check(payload, self._settings.operator_pass_hash, self._refuse_pass)

    def checking(self) -> bool:
        return self._checking

    def start(self) -> None:
        self._calls.start()

    def stop(self) -> bool:
        return self._calls.stop()

    def running_threads(self) -> list[str]:
        return self._calls.running_threads()

    def _refuse_pass(self, wait_s: float) -> None:
        log.warning("Refused an operator pass (wrong or revoked)")
        self.pass_refused.emit(wait_s)

    def _check(self, value: str, stored_hash: str, refuse: Callable[[float], None]) -> None:
        """One check at a time: a second OK or scan while one runs is ignored."""
        if self._checking:
            return
        self._checking = True
        attempts = self._attempts  # used only on the gate's thread from here on

        def verdict() -> Verdict:
            return attempts.check(value, stored_hash), attempts.wait_s()

        def answer(result: Verdict) -> None:
            self._checking = False
            opened, wait_s = result
            if opened:
                log.info("Operator area opened")
                self.unlocked.emit()
            else:
                refuse(wait_s)

        def failure(error: Exception) -> None:
            self._checking = False
            log.error("Operator check failed: %s", type(error).__name__)
            refuse(0.0)

        self._calls.run(verdict, answer, failure)
