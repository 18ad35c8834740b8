"""``kiosk --self-test``: the real window, workers and client run four flows on the emulator.

It also works inside the packaged app, so it checks what a bundle can lose: fonts that render,
Qt plugins that load, the emulator and client that talk over loopback, the operator area's pages
(print support, SVG) that load only when staff open it.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, Qt, QTranslator
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer
from kiosk.ui.language import available_languages, qt_translations_folder, translations_folder
from kiosk.workers.attendee_controller import AttendeeController

if TYPE_CHECKING:
    from kiosk.app import KioskApp

FLOW_TIMEOUT_S = 20.0
SUCCESSES = frozenset({Outcome.MINTED, Outcome.ON_ITS_WAY})


@dataclass(frozen=True)
class Check:
    name: str
    passed: bool
    detail: str


def text_renders() -> Check:
    """Real glyphs differ between "WWWW" and "iiii"; a bundle without fonts draws equal boxes."""

    def render(text: str) -> QImage:
        image = QImage(240, 60, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setFont(QFont(QApplication.font().family(), 24))
        painter.setPen(QColor("black"))
        painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
        return image

    wide, narrow = render("WWWW"), render("iiii")
    inked = sum(
        wide.pixelColor(x, y).red() < 128 for x in range(wide.width()) for y in range(wide.height())
    )
    family = QApplication.font().family()
    return Check("text renders", inked > 50 and wide != narrow, f"{family}, {inked} dark pixels")


def translations_load() -> Check:
    """Each shipped translation loads: a bundle without them would speak English only. Qt's own
    (standard buttons) are named when found, and not required."""
    codes = available_languages()
    loaded = [c for c in codes if QTranslator().load(str(translations_folder() / f"kiosk_{c}.qm"))]
    qt_own = [c for c in codes if QTranslator().load(f"qtbase_{c}", qt_translations_folder())]
    detail = f"{', '.join(loaded) or 'none'}; Qt's own: {', '.join(qt_own) or 'none'}"
    return Check("translations load", bool(codes) and loaded == codes, detail)


def _wait_until(condition: Callable[[], bool], timeout_s: float = FLOW_TIMEOUT_S) -> bool:
    deadline = time.monotonic() + timeout_s
    app = QApplication.instance()
    while not condition():
        if time.monotonic() > deadline or app is None:
            return False
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    return True


def _wallet_for(name: str) -> str:
    """A distinct all-lower-case wallet per flow (one collectible per address per drop)."""
    return "0x" + hashlib.sha1(name.encode()).hexdigest()


class SelfTest:
    def __init__(self, controller: AttendeeController, emulator: EmulatorServer) -> None:
        self.controller = controller
        self.window = controller.window
        self.emulator = emulator
        self.drop = emulator.state.drops[0]

    def _type(self, field: QLineEdit, text: str) -> None:
        QTest.keyClicks(field, text)
        QTest.keyClick(field, Qt.Key.Key_Return)

    def _click(self, button: QPushButton) -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def _screen(self) -> Screen:
        return self.controller.flow.state.screen

    def _finish(self, name: str, expected: frozenset[Outcome]) -> Check:
        """Give the recipient, wait for the result, then start over for the next flow."""
        if not _wait_until(lambda: self._screen() in {Screen.ASK_RECIPIENT, Screen.RESULT}):
            return Check(name, False, f"stuck on {self._screen()}")
        if self._screen() is Screen.ASK_RECIPIENT:
            self._type(self.window.recipient_page.field, _wallet_for(name))
        if not _wait_until(lambda: self._screen() is Screen.RESULT):
            return Check(name, False, f"no result, stuck on {self._screen()}")
        outcome = self.controller.flow.state.outcome
        self._click(self.window.result_page.start_over_button)
        _wait_until(lambda: self._screen() is Screen.IDLE)
        return Check(name, outcome in expected, f"result {outcome}")

    def mint_link(self, qr_hash: str) -> Check:
        link = mint_link_url(qr_hash, self.emulator.mint_site)
        self.controller.submit_payload(link, InputSource.CAMERA)
        return self._finish("mint link", SUCCESSES)

    def code(self, qr_hash: str) -> Check:
        self._click(self.window.welcome_page.code_button)
        self._type(self.window.code_page.field, qr_hash.upper())
        return self._finish("six-character code", SUCCESSES)

    def secret_word(self) -> Check:
        self._click(self.window.welcome_page.secret_button)
        self._type(self.window.secret_page.field, self.drop.website_secret or "")
        return self._finish("secret word", SUCCESSES)

    def already_claimed(self, qr_hash: str) -> Check:
        link = mint_link_url(qr_hash, self.emulator.mint_site)
        self.controller.submit_payload(link, InputSource.SCANNER)
        return self._finish("already-claimed link", frozenset({Outcome.ALREADY_CLAIMED}))

    def run(self) -> list[Check]:
        first, second = self.drop.qr_hashes[:2]
        return [
            text_renders(),
            translations_load(),
            self.mint_link(first),
            self.code(second),
            self.secret_word(),
            self.already_claimed(first),
        ]


def operator_area(kiosk_app: KioskApp) -> Check:
    """Staff get in (no PIN in the demo), see the setup, and the kiosk opens again after."""
    kiosk_app.staff.gate.request()
    area = kiosk_app.screens.area
    if not _wait_until(lambda: kiosk_app.window.staff_screen() is area):
        return Check("operator area", False, "did not open")
    pages = area.pages.count()
    area.leave_requested.emit()
    if not _wait_until(lambda: kiosk_app.attendees_open):
        return Check("operator area", False, "the kiosk did not open again after it")
    return Check("operator area", True, f"{pages} pages, back to the kiosk")


def run_self_test(kiosk_app: KioskApp, emulator: EmulatorServer) -> int:
    if not _wait_until(lambda: kiosk_app.attendees_open):
        print("FAIL  start: the kiosk did not open for attendees")
        return 1
    checks = [operator_area(kiosk_app)]
    assert kiosk_app.kiosk is not None
    checks += SelfTest(kiosk_app.kiosk.controller, emulator).run()
    for check in checks:
        print(f"{'PASS' if check.passed else 'FAIL'}  {check.name}: {check.detail}")
    failed = sum(not check.passed for check in checks)
    print(f"{len(checks) - failed} passed, {failed} failed")
    return 1 if failed else 0
