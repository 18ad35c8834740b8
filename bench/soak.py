"""Soak: 1 000 consecutive mints through the real window, controller, workers, client and journal.

Attendees are played as the self-test plays them: "Type a code", the code typed on the code page,
the wallet typed on the recipient page, "Start over" on the result page, one key per turn of the
event loop. The emulator runs in a child process, so the kiosk's memory is measured alone.

Prints the resident memory (VmRSS) at the start, after the warm-up mints and at the end, the
slowest gaps of a 10 ms QTimer heartbeat on the UI thread (the slowest stalls, with the screen
shown) and mints per second. The bench's own memory readings (a full garbage collection each) are
left out of the heartbeat: they are not the kiosk's work.
Targets: RSS growth <= 10 MB after warm-up, no heartbeat gap > 50 ms.

Run: .venv/bin/python bench/soak.py [--mints 1000] [--warm-up 20] [--no-gc-freeze]
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import heapq
import logging
import multiprocessing
import os
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow, FlowState, Screen
from kiosk.core.journal import MintJournal
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.theme import apply_theme

HEARTBEAT_MS = 10
STALL_TARGET_MS = 50.0
GROWTH_TARGET_MB = 10.0
STUCK_S = 30.0  # no screen change for this long: the soak stops and says where it was


@dataclass(frozen=True)
class EmulatorInfo:
    base_url: str
    auth_url: str
    mint_site: str
    credentials: tuple[str, str, str]
    qr_hashes: tuple[str, ...]


def serve_emulator(links: int, pipe: Connection) -> None:
    """The child process: an emulator with enough mint links, until the parent says stop."""
    server = EmulatorServer(mint_delays=(0.0, 0.0))
    server.start()
    state = server.state
    drop = state.drops[0]
    state.redeem_request({"event_id": drop.id, "requested_codes": links,
                          "redeem_type": "qr_code", "secret_code": drop.edit_code})
    issued = server.credentials
    pipe.send(EmulatorInfo(
        server.base_url, server.auth_url, server.mint_site,
        (issued.api_key, issued.client_id, issued.client_secret), state.drops[0].qr_hashes,
    ))
    pipe.recv()
    server.stop()


def rss_mb() -> float:
    """Resident memory of this process, after a full garbage collection."""
    gc.collect()
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


class Heartbeat(QObject):
    """A 10 ms timer on the UI thread: a long gap between ticks is a stall of the UI thread."""

    def __init__(self, screen: Callable[[], object]) -> None:
        super().__init__()
        self._screen = screen
        self.slowest: list[tuple[float, float, str]] = []  # (gap, CPU in it, screen) heap
        self.slowest_ms = 0.0
        self.busiest_ms = 0.0  # most CPU the UI thread itself used between two ticks
        self.ticks = 0
        self.over: Counter[int] = Counter()  # gaps over 20 and over 50 ms
        self._last = 0.0
        self._last_cpu = 0.0
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(HEARTBEAT_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.reset()
        self._timer.start()

    def reset(self) -> None:
        self.slowest_ms, self.busiest_ms, self.ticks = 0.0, 0.0, 0
        self.slowest.clear()
        self.over.clear()
        self.skip()

    def skip(self) -> None:
        """Leave the time since the last tick out: the bench itself just used it."""
        self._last, self._last_cpu = time.perf_counter(), time.thread_time()

    def _tick(self) -> None:
        """A gap much longer than the CPU used in it was spent waiting: for a core or the GIL."""
        now, cpu = time.perf_counter(), time.thread_time()
        gap, used = (now - self._last) * 1000, (cpu - self._last_cpu) * 1000
        self.busiest_ms = max(self.busiest_ms, used)
        self._last, self._last_cpu = now, cpu
        self.ticks += 1
        self.slowest_ms = max(self.slowest_ms, gap)
        heapq.heappush(self.slowest, (gap, used, str(self._screen())))
        if len(self.slowest) > 3:
            heapq.heappop(self.slowest)
        for limit in (20, 50):
            if gap > limit:
                self.over[limit] += 1


class Attendees(QObject):
    """Plays one attendee after another, reacting to the screens the controller shows."""

    def __init__(self, controller: AttendeeController, qr_hashes: list[str], app: QApplication,
                 on_mint: Callable[[int], None]) -> None:
        super().__init__()
        self.controller = controller
        self.window = controller.window
        self.qr_hashes = qr_hashes
        self.app = app
        self.on_mint = on_mint
        self.outcomes: Counter[str] = Counter()
        self.done = 0
        self._keys: list[str] = []
        self._field: QLineEdit | None = None
        self._screen: Screen | None = None
        self._last_change = time.monotonic()
        self._watchdog = QTimer(self)
        self._watchdog.setInterval(1000)
        self._watchdog.timeout.connect(self._check_stuck)
        self.stuck_on: Screen | None = None
        controller.state_changed.connect(self._on_state)

    def start(self) -> None:
        self._watchdog.start()
        self._on_state(self.controller.flow.state)

    def _on_state(self, state: FlowState) -> None:
        if state.screen is self._screen:
            return
        self._screen = state.screen
        self._last_change = time.monotonic()
        window = self.window
        match state.screen:
            case Screen.IDLE:
                if self.done == len(self.qr_hashes):
                    self._watchdog.stop()
                    self.app.quit()
                else:
                    QTimer.singleShot(0, lambda: self._click(window.welcome_page.code_button))
            case Screen.CODE_ENTRY:
                self._type(window.code_page.field, self.qr_hashes[self.done].upper())
            case Screen.ASK_RECIPIENT:
                wallet = "0x" + hashlib.sha1(f"soak-{self.done}".encode()).hexdigest()
                self._type(window.recipient_page.field, wallet)
            case Screen.RESULT:
                self.outcomes[str(state.outcome or Outcome.FAILED)] += 1
                self.done += 1
                self.on_mint(self.done)
                QTimer.singleShot(0, lambda: self._click(window.result_page.start_over_button))

    def _click(self, button: QPushButton) -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def _type(self, field: QLineEdit, text: str) -> None:
        """One key per turn of the event loop, then Enter, like a quick typist."""
        self._field, self._keys = field, list(text)
        QTimer.singleShot(0, self._next_key)

    def _next_key(self) -> None:
        assert self._field is not None
        if self._keys:
            QTest.keyClicks(self._field, self._keys.pop(0))
            QTimer.singleShot(0, self._next_key)
        else:
            QTest.keyClick(self._field, Qt.Key.Key_Return)

    def _check_stuck(self) -> None:
        if time.monotonic() - self._last_change > STUCK_S:
            self.stuck_on = self._screen
            self.app.quit()


def start_emulator(links: int) -> tuple[multiprocessing.process.BaseProcess, Connection,
                                          EmulatorInfo]:
    context = multiprocessing.get_context("spawn")  # a fresh interpreter: no Qt, own memory
    ours, theirs = context.Pipe()
    child = context.Process(target=serve_emulator, args=(links, theirs), daemon=True)
    child.start()
    info: EmulatorInfo = ours.recv()
    if len(info.qr_hashes) < links:
        raise SystemExit(f"the emulator has only {len(info.qr_hashes)} links")
    return child, ours, info


def build_controller(info: EmulatorInfo, folder: Path) -> AttendeeController:
    """The attendee side as the app builds it, on the emulator, in a shown 1280x800 window."""
    client = ServiceClient(
        ServiceConfig(info.base_url, info.auth_url, info.mint_site),
        Credentials(*info.credentials),
        token_store=MemoryTokenStore(),
    )
    window = KioskWindow()
    window.resize(1280, 800)
    window.show()
    return AttendeeController(
        AttendeeFlow(info.mint_site),
        AttendeeCalls(client, ArtworkCache(folder / "artwork")),
        window,
        inputs=AttendeeInputs(),
        journal=MintJournal(folder / "journal.sqlite3"),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mints", type=int, default=1000)
    parser.add_argument("--warm-up", type=int, default=20, help="mints before the baseline RSS")
    parser.add_argument("--no-gc-freeze", action="store_true",
                        help="leave the start-up objects in the collector's care (as before)")
    args = parser.parse_args()
    total = args.warm_up + args.mints
    folder = Path(tempfile.mkdtemp(prefix="kiosk-soak-"))
    os.environ["XDG_STATE_HOME"] = str(folder / "state")  # the log file, as the app writes it
    from kiosk.core.logs import setup_logging

    setup_logging(logging.INFO)
    child, pipe, info = start_emulator(total)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    apply_theme(app)
    controller = build_controller(info, folder)
    if not args.no_gc_freeze:
        # As run_kiosk should once built: a full collection walks every start-up object (about
        # 30 ms of UI thread here); frozen, they are left out and it takes a few milliseconds.
        gc.freeze()
    heartbeat = Heartbeat(lambda: controller.flow.state.screen)
    marks = {"start": rss_mb()}
    began = [0.0]

    def on_mint(done: int) -> None:
        if done == args.warm_up:
            marks["warm"] = rss_mb()
            heartbeat.reset()
            began[0] = time.perf_counter()
        elif done > args.warm_up and (done - args.warm_up) % 100 == 0:
            print(f"  {done - args.warm_up:5d} mints  RSS {rss_mb():7.1f} MB  "
                  f"slowest gap so far {heartbeat.slowest_ms:5.1f} ms", flush=True)
            heartbeat.skip()

    attendees = Attendees(controller, list(info.qr_hashes[:total]), app, on_mint)
    print(f"soak: {args.warm_up} warm-up mints, then {args.mints}; load {os.getloadavg()[0]:.2f}")
    controller.start()
    heartbeat.start()
    attendees.start()
    app.exec()
    seconds = time.perf_counter() - began[0]
    marks["end"] = rss_mb()
    controller.stop()
    controller.calls.client.close()
    controller.journal.close()
    controller.window.close()
    pipe.send("stop")
    child.join(timeout=10)
    if attendees.stuck_on is not None:
        raise SystemExit(f"stuck on {attendees.stuck_on} after {attendees.done} mints")
    measured = attendees.done - args.warm_up
    print(f"outcomes: {dict(attendees.outcomes)}")
    print(f"RSS start {marks['start']:.1f} MB, after warm-up {marks['warm']:.1f} MB, "
          f"end {marks['end']:.1f} MB: growth {marks['end'] - marks['warm']:+.1f} MB over "
          f"{measured} mints (target <= {GROWTH_TARGET_MB:.0f} MB)")
    print(f"UI heartbeat: {heartbeat.ticks} ticks, slowest gap {heartbeat.slowest_ms:.1f} ms "
          f"(target <= {STALL_TARGET_MS:.0f} ms), gaps > 20 ms: {heartbeat.over[20]}, "
          f"> 50 ms: {heartbeat.over[50]}; most UI-thread CPU in one gap "
          f"{heartbeat.busiest_ms:.1f} ms")
    for gap, used, screen in sorted(heartbeat.slowest, reverse=True):
        print(f"  gap {gap:5.1f} ms, {used:5.1f} ms of it UI-thread CPU, on {screen}")
    print(f"{measured / seconds:.1f} mints/s; load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
