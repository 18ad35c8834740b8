"""``kiosk --self-test``: the real window, workers and client run four flows on the emulator, and
the dispenser's QR is read off the window and claimed by a phone.

It also works inside the packaged app, so it checks what a bundle can lose: fonts that render,
Qt plugins that load, the emulator and client that talk over loopback, the operator area's pages
(print support, SVG) that load only when staff open it.

With ``--fault`` the flows may end in failures (the faults make them); each flow's line then says
what the attendee was told and what the emulator did, and fails only when the two disagree
(``kiosk.rehearsal.agrees``). A flow with no result in time says so and does not fail.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEventLoop, Qt, QTranslator
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.dispenser import DispenserMode
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.parsing import MintLink, mint_link_url, parse_input
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer
from kiosk.emulator.phone import PhoneRefused, mint_with_phone
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.presenters.screen_reading import read_qr_on_screen
from kiosk.rehearsal import Did, agrees, did_of_claim
from kiosk.ui.fonts import register_bundled_fonts
from kiosk.ui.language import available_languages, qt_translations_folder, translations_folder

if TYPE_CHECKING:
    from kiosk.app import KioskApp

FLOW_TIMEOUT_S = 20.0  # each wait of a flow, without faults
# With faults: each wait of a flow (a client timeout, a retry and the following of a mint fit in
# it), and all flows together; flows the total leaves no time for are not run.
FAULT_FLOW_TIMEOUT_S = 40.0
FAULT_TOTAL_TIMEOUT_S = 120.0
SUCCESSES = frozenset({Outcome.MINTED, Outcome.ON_ITS_WAY})


@dataclass(frozen=True)
class Check:
    name: str
    passed: bool
    detail: str
    timed_out: bool = False  # with faults: no result in time; said, not failed

    @property
    def mark(self) -> str:
        return "TIMEOUT" if self.timed_out else "PASS" if self.passed else "FAIL"


# Two strings of different letters of one script: real glyphs differ, missing ones are the same
# boxes. Latin, Arabic (right to left) and Japanese: the scripts of the kiosk's languages.
SCRIPT_SAMPLES = {
    "Latin": ("WWWW", "iiii"),
    "Arabic": ("بببب", "ممنن"),
    "Japanese": ("日本語", "かなカナ"),  # the language's own name, as the language row shows it
}


def text_renders() -> Check:
    """Each script's glyphs draw: a bundle without its fonts draws boxes, all alike."""
    register_bundled_fonts()
    family = QApplication.font().family()

    def render(text: str) -> QImage:
        image = QImage(240, 60, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setFont(QFont(family, 24))
        painter.setPen(QColor("black"))
        painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
        return image

    def inked(image: QImage) -> int:
        return sum(
            image.pixelColor(x, y).red() < 128
            for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)
        )

    drawn: list[str] = []
    missing: list[str] = []
    for script, (one, other) in SCRIPT_SAMPLES.items():
        first, second = render(one), render(other)
        (drawn if inked(first) > 12 and first != second else missing).append(script)
    detail = f"{family}: {', '.join(drawn) or 'no script'}"
    if missing:
        detail += f"; boxes for {', '.join(missing)}"
    return Check("text renders", not missing, detail)


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


@dataclass(frozen=True)
class Flow:
    """One attendee flow: how it starts, what it should end in without faults, and how to read
    what the emulator did for it."""

    name: str
    expected: frozenset[Outcome]  # without faults
    start: Callable[[], None]
    did: Callable[[str], Did]  # for this flow's recipient

    @property
    def wallet(self) -> str:
        return _wallet_for(self.name)


@dataclass(frozen=True)
class FlowEnd:
    """How a flow ended on the screen: the outcome shown, or the screen it stayed on."""

    told: Outcome | None  # None: no result in time, or not run
    title: str = ""  # the result page's title, as the attendee read it
    stuck_on: Screen | None = None
    asked_recipient: bool = False
    waited_s: float = 0.0
    not_run: str = ""  # why the flow was not started


class SelfTest:
    def __init__(
        self, controller: AttendeeController, emulator: EmulatorServer, *, with_faults: bool = False
    ) -> None:
        self.controller = controller
        self.window = controller.window
        self.emulator = emulator
        self.drop = emulator.state.drops[0]
        self.with_faults = with_faults
        self.wait_s = FAULT_FLOW_TIMEOUT_S if with_faults else FLOW_TIMEOUT_S
        self.deadline = time.monotonic() + FAULT_TOTAL_TIMEOUT_S if with_faults else math.inf

    def _type(self, field: QLineEdit, text: str) -> None:
        QTest.keyClicks(field, text)
        QTest.keyClick(field, Qt.Key.Key_Return)

    def _click(self, button: QPushButton) -> None:
        _click(button)

    def _screen(self) -> Screen:
        return self.controller.flow.state.screen

    def _wait(self, condition: Callable[[], bool], *, whole_budget: bool = False) -> bool:
        """Up to one flow wait, never past the total (with faults); the whole rest if asked."""
        left = self.deadline - time.monotonic()
        return _wait_until(condition, max(0.0, left if whole_budget else min(self.wait_s, left)))

    def _finish(self, flow: Flow) -> FlowEnd:
        """Give the recipient, wait for the result, then start over for the next flow."""
        started = time.monotonic()

        def stuck(*, asked: bool) -> FlowEnd:
            waited = time.monotonic() - started
            return FlowEnd(None, stuck_on=self._screen(), asked_recipient=asked, waited_s=waited)

        if not self._wait(lambda: self._screen() in {Screen.ASK_RECIPIENT, Screen.RESULT}):
            return stuck(asked=False)
        if self._screen() is Screen.ASK_RECIPIENT:
            self._type(self.window.recipient_page.field, flow.wallet)
        if not self._wait(lambda: self._screen() is Screen.RESULT):
            return stuck(asked=True)
        outcome = self.controller.flow.state.outcome
        title = " ".join(self.window.result_page.title.text().split())
        self._click(self.window.result_page.start_over_button)
        self._wait(lambda: self._screen() is Screen.IDLE)
        return FlowEnd(outcome, title)

    def _at_welcome(self) -> bool:
        """With faults a flow may have been left waiting: let it end (within the total), then
        start over, so the next flow starts on the welcome page."""
        if self._screen() is Screen.IDLE:
            return True
        if self._wait(lambda: self._screen() in {Screen.RESULT, Screen.IDLE}, whole_budget=True):
            if self._screen() is Screen.RESULT:
                self._click(self.window.result_page.start_over_button)
            self._wait(lambda: self._screen() is Screen.IDLE, whole_budget=True)
        return self._screen() is Screen.IDLE

    def _why_not_run(self) -> str:
        total = f"the {FAULT_TOTAL_TIMEOUT_S:.0f} s for all flows were up"
        if not self._at_welcome():
            return f"{total}, the kiosk still on {self._screen()} from an earlier flow"
        return total if time.monotonic() >= self.deadline else ""

    def _link_did(self, qr_hash: str) -> Callable[[str], Did]:
        return lambda wallet: did_of_claim(self.emulator.state.claim_status(qr_hash), wallet)

    def _word_did(self, wallet: str) -> Did:
        """What the website claims of the drop's word did for ``wallet``, from the emulator's
        record of the links they took (the answer naming a link may never reach the kiosk)."""
        state = self.emulator.state
        for qr_hash in state.claimed_links(secret=self.drop.website_secret or ""):
            if (did := did_of_claim(state.claim_status(qr_hash), wallet)) is not Did.NOT_MINTED:
                return did
        return Did.NOT_MINTED

    def _scan(self, qr_hash: str, source: InputSource) -> None:
        self.controller.submit_payload(mint_link_url(qr_hash, self.emulator.mint_site), source)

    def _type_code(self, qr_hash: str) -> None:
        self._click(self.window.welcome_page.code_button)
        self._type(self.window.code_page.field, qr_hash.upper())

    def _type_secret_word(self) -> None:
        self._click(self.window.welcome_page.secret_button)
        self._type(self.window.secret_page.field, self.drop.website_secret or "")

    def flows(self) -> list[Flow]:
        first, second = self.drop.qr_hashes[:2]
        return [
            Flow(
                "mint link",
                SUCCESSES,
                lambda: self._scan(first, InputSource.CAMERA),
                self._link_did(first),
            ),
            Flow(
                "six-character code",
                SUCCESSES,
                lambda: self._type_code(second),
                self._link_did(second),
            ),
            Flow("secret word", SUCCESSES, self._type_secret_word, self._word_did),
            Flow(
                "already-claimed link",
                frozenset({Outcome.ALREADY_CLAIMED}),
                lambda: self._scan(first, InputSource.SCANNER),
                self._link_did(first),
            ),
        ]

    def run(self) -> list[Check]:
        checks = [text_renders(), translations_load()]
        flows = self.flows()
        ends: list[FlowEnd] = []
        for flow in flows:
            if self.with_faults and (why := self._why_not_run()):
                ends.append(FlowEnd(None, not_run=why))
                continue
            flow.start()
            ends.append(self._finish(flow))
        # What the emulator did is read once every flow has ended: a mint that passed after
        # the attendee was told it failed is found out too.
        judge = self._told_and_done if self.with_faults else _expected_result
        return checks + [judge(flow, end) for flow, end in zip(flows, ends, strict=True)]

    def _told_and_done(self, flow: Flow, end: FlowEnd) -> Check:
        if end.not_run:
            return Check(flow.name, True, f"not run: {end.not_run}", timed_out=True)
        did = flow.did(flow.wallet)
        if end.told is None:
            return Check(
                flow.name,
                True,
                f"told nothing: no result within {end.waited_s:.0f} s, still on {end.stuck_on}; "
                f"did: {did}",
                timed_out=True,
            )
        told = f'told {end.told} "{end.title}"; did: {did}'
        if agrees(end.told, did):
            return Check(flow.name, True, told)
        return Check(flow.name, False, f"{told} -- not what the emulator did")


def _expected_result(flow: Flow, end: FlowEnd) -> Check:
    """Without faults every flow must end as it should."""
    if end.told is None:
        detail = (
            f"no result, stuck on {end.stuck_on}"
            if end.asked_recipient
            else f"stuck on {end.stuck_on}"
        )
        return Check(flow.name, False, detail)
    return Check(flow.name, end.told in flow.expected, f"result {end.told}")


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


def dispenser(kiosk_app: KioskApp, emulator: EmulatorServer, *, with_faults: bool) -> Check:
    """Staff switch to dispenser mode; a tap shows a QR, read off a screenshot of the window (and
    of it at 25 %) with the kiosk's own decoder; a phone mints it through the emulator's mint page;
    the screen moves on. Checked against the emulator's record: the link claimed for the phone
    (the dispenser's part), its transaction's status said as the service gives it."""
    wait_s = FAULT_FLOW_TIMEOUT_S if with_faults else FLOW_TIMEOUT_S

    def not_in_time(what: str) -> Check:
        return Check("dispenser", with_faults, what, timed_out=with_faults)

    kiosk_app.settings.kiosk.mode = DispenserMode.DISPENSER.value
    kiosk_app.staff.gate.request()
    area = kiosk_app.screens.area
    if not _wait_until(lambda: kiosk_app.window.staff_screen() is area):
        return Check("dispenser", False, "the operator area did not open")
    area.leave_requested.emit()
    if not _wait_until(lambda: kiosk_app.attendees_open and kiosk_app.kiosk is not None):
        return Check("dispenser", False, "the kiosk did not open again in dispenser mode")
    assert kiosk_app.kiosk is not None
    presenter = kiosk_app.kiosk.dispenser
    if presenter is None:
        return Check("dispenser", False, "the kiosk opened, not in dispenser mode")
    if not _wait_until(lambda: presenter.state.screen is not DispenserScreen.LOADING, wait_s):
        return not_in_time("the links were not listed in time")
    if (state := presenter.state).screen is not DispenserScreen.TAP:  # said, and no QR shown
        told = f"told {state.screen} ({state.problem or 'no problem named'}), showed no QR"
        return Check("dispenser", with_faults, told)
    _click(kiosk_app.window.dispenser_page.tap_button)
    if not _wait_until(lambda: presenter.state.screen is not DispenserScreen.CHECKING, wait_s):
        return not_in_time("the tapped link was not checked in time")
    if presenter.state.screen is not DispenserScreen.SHOWING:
        return not_in_time(f"no QR after the tap: {presenter.state.screen}")
    read, small = read_qr_on_screen(kiosk_app.window), read_qr_on_screen(kiosk_app.window, 0.25)
    shown = presenter.state.qr_hash
    parsed = parse_input(read[0], emulator.mint_site) if read else None
    if not isinstance(parsed, MintLink) or parsed.qr_hash != shown or small != read:
        return Check("dispenser", False, f"the QR on the screen reads {read}, at 25 % {small}")
    if emulator.state.claim_status(shown)["claimed"]:
        return Check("dispenser", False, f"{shown} was shown claimed")
    try:
        minted = mint_with_phone(read[0])
    except PhoneRefused as error:
        return not_in_time(f"the phone could not mint {shown}: {error}")
    claimed_at = time.monotonic()
    if not _wait_until(lambda: presenter.state.screen is not DispenserScreen.SHOWING, wait_s):
        return not_in_time(f"{shown} claimed, the screen did not move on")
    moved_s = time.monotonic() - claimed_at
    status = emulator.state.claim_status(shown)
    if not status["claimed"] or status["beneficiary"] != minted.address:
        return Check("dispenser", False, f"the screen moved on, {shown} is not the phone's")
    # The dispenser hands out a link; the chain's verdict on the phone's mint is the service's.
    transaction = status.get("tx_status") or "none yet"
    return Check(
        "dispenser",
        True,
        f"QR of {shown} read from the window (and at 25 %), claimed by a phone (its "
        f"transaction: {transaction}), the screen moved on {moved_s:.1f} s after the claim",
    )


def _click(button: QPushButton) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def run_self_test(
    kiosk_app: KioskApp, emulator: EmulatorServer, *, with_faults: bool = False
) -> int:
    """Exit status 0 when every check passes; with faults, flows fail only on told != done."""
    if not _wait_until(lambda: kiosk_app.attendees_open):
        print("FAIL  start: the kiosk did not open for attendees")
        return 1
    checks = [operator_area(kiosk_app)]
    assert kiosk_app.kiosk is not None
    checks += SelfTest(kiosk_app.kiosk.controller, emulator, with_faults=with_faults).run()
    checks.append(dispenser(kiosk_app, emulator, with_faults=with_faults))
    for check in checks:
        print(f"{check.mark}  {check.name}: {check.detail}")
    timed_out = sum(check.timed_out for check in checks)
    failed = sum(not check.passed for check in checks)
    summary = f"{len(checks) - failed - timed_out} passed, {failed} failed"
    print(f"{summary}, {timed_out} timed out" if timed_out else summary)
    return 1 if failed else 0
