"""Composition root: builds settings, client, calls, workers and window, and wires them together.

The only module that knows every piece; the operator side comes built from
``kiosk.presenters.staff``. The app's life (setting up, getting ready, open, the PIN pad, the
operator area, out of order, quitting) is decided by ``kiosk.core.app_lifecycle``: ``KioskApp``
tells it what happened and carries out the effects it answers with (docs/lifecycle.md). One
``ThreadOwner`` starts and stops every worker thread, in one order (docs/threads.md).
The attendee side (client, flow, camera, mint queue) is built from the settings each time the
kiosk opens for attendees, so what staff change in the operator area takes effect on leaving it.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import tempfile
import threading
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from kiosk.emulator import EmulatorServer, Fault
    from kiosk.presenters.attendee_side import Kiosk
    from kiosk.presenters.staff import OperatorScreens

from kiosk.core.app_lifecycle import (
    AppLifecycle,
    ApplySettings,
    BuildAttendees,
    Closed,
    Crashed,
    Effect,
    EndEventLoop,
    Event,
    LeaveRequested,
    Opening,
    PauseAttendees,
    PinCancelled,
    PointTo,
    QuitRequested,
    ReleaseLock,
    ScannerMode,
    SetScanner,
    Settled,
    SettlingTakesLong,
    Setup,
    ShowAttendeePages,
    ShowGettingReady,
    ShowOutOfOrder,
    ShowPinPad,
    ShowStaffArea,
    ShowWindow,
    ShutDown,
    StaffRequested,
    StartAttendees,
    Started,
    StartMintQueue,
    StartSettling,
    StopPausedAttendees,
    Unlocked,
    WindowMode,
    unfinished_step,
)
from kiosk.core.attendee_flow import InputSource
from kiosk.core.journal import MintJournal
from kiosk.core.logs import setup_logging
from kiosk.core.operator_pin import may_be_typed_pin
from kiosk.core.parsing import load_ens_normalisation
from kiosk.core.reconcile import ReconcileReport, reconcile_journal
from kiosk.core.settings import (
    LoadedSettings,
    Settings,
    load_settings,
    open_settings,
    save_settings,
)
from kiosk.presenters.staff_gate import StaffGate, build_staff_gate
from kiosk.service import Credentials
from kiosk.service.service_clock import ServiceClock
from kiosk.single_instance import SingleInstance, kiosk_lock_file, tell_already_running
from kiosk.ui.kiosk_window import BusyStep, KioskWindow
from kiosk.ui.language import apply_language
from kiosk.ui.out_of_order_page import OutOfOrderPage
from kiosk.ui.scanner_input import ScannerInput
from kiosk.ui.sound_feedback import SoundFeedback
from kiosk.ui.theme import DESIGN_SIZE, ThemeScale, apply_theme, scale_for
from kiosk.workers.background_calls import BackgroundCalls
from kiosk.workers.crash_guard import CrashGuard
from kiosk.workers.threads import Stage, ThreadOwner

log = logging.getLogger(__name__)

# Attendees wait at most this for the journal to settle at start; a service that does not answer
# is then reported by the welcome page, and the settling goes on behind it.
READY_WAIT_MS = 10_000
# What waits for the window's first paint runs at the latest this long after it was asked for.
AT_LATEST_MS = 2000
DEMO_PHONE_KEY = "Ctrl+Alt+P"  # --demo: a phone scans the dispenser's QR

class KioskApp(QObject):
    """The kiosk as staff and attendees meet it: attendee pages, the lock, the operator area.

    Staff get in through the lock (long press, shortcut, operator pass) and the PIN; leaving the
    operator area rebuilds the attendee side from the settings, after settling the journal.
    The caller applies ``settings.kiosk.language`` before (``run_kiosk``); when staff change it,
    the attendee pages are built anew in the new language on leaving the operator area.
    ``threads`` owns the threads (the caller's, when it started some before, like the demo's
    emulator); ``close()`` stops them all.
    """

    def __init__(
        self,
        settings: Settings,
        journal: MintJournal,
        save: Callable[[Settings], object],
        *,
        windowed: bool = False,
        typed_credentials: Credentials | None = None,
        scanner: bool = True,
        ready_wait_ms: int = READY_WAIT_MS,
        settings_at_start: LoadedSettings | None = None,  # a damaged file set aside: staff hear
        threads: ThreadOwner | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.journal = journal
        self.threads = threads or ThreadOwner()
        self.lifecycle = AppLifecycle(windowed=windowed)
        self._language = settings.kiosk.language  # what the widgets were built in
        self.window = KioskWindow()
        self.kiosk: Kiosk | None = None  # the build getting ready or serving attendees
        self._paused: Kiosk | None = None  # the last build while staff are in: its queue runs on
        self._credentials: Credentials | None = None  # as read at the last door
        self._credentials_typed = False  # … typed this session (or the demo's)
        # The service's time as its answers give it, kept over rebuilds: the journal dates by it
        self.service_clock = ServiceClock()
        self._settling = BackgroundCalls("kiosk-start")
        self._ready_wait = QTimer(self)
        self._ready_wait.setSingleShot(True)
        self._ready_wait.setInterval(ready_wait_ms)
        self._ready_wait.timeout.connect(lambda: self.handle(SettlingTakesLong()))
        self._save = save
        self._settings_at_start = settings_at_start
        self.staff: StaffGate = build_staff_gate(
            self.window, settings, self, lambda: self.handle(PinCancelled())
        )
        # The operator pages are built when first needed (``screens``): attendees never see
        # them, and building them cost 110 ms before the window could show. Until then the
        # credentials are read as the pages would read them.
        self._screens: OperatorScreens | None = None
        self._typed_credentials = typed_credentials  # kept in memory for this session
        # the dispenser's links and those it set aside, for the statistics page, once built
        self._dispenser_left: tuple[tuple[str, ...], frozenset[str]] | None = None
        self.sound = SoundFeedback(settings.kiosk.sound, self)
        operator = settings.operator
        self.scanner = ScannerInput(
            operator.scanner_key_interval_ms,
            operator.scanner_min_length,
            operator.scanner_needs_enter,
            self,
        )
        if scanner and (app := QCoreApplication.instance()) is not None:
            app.installEventFilter(self.scanner)
        self.scanner.burst_read.connect(lambda text: self.scanned(text, InputSource.SCANNER))

        self.out_of_order = OutOfOrderPage()
        gate = self.staff.gate
        gate.pin_pad_wanted.connect(lambda wait_s: self.handle(StaffRequested(wait_s)))
        gate.pass_refused.connect(lambda wait_s: self.handle(StaffRequested(wait_s, True)))
        gate.unlocked.connect(self.open_operator_area)
        # The threads that live as long as the app, in the reverse of their stop order.
        self.threads.start(Stage.GATE, gate)
        self.threads.start(Stage.SETTLING, self._settling)

    @property
    def screens(self) -> OperatorScreens:
        """The operator area's pages, built (and their threads started) when first asked for:
        when staff come in, or a setup step is to be shown."""
        if self._screens is None:
            from kiosk.presenters.staff import build_operator_screens  # 40 ms: when first needed

            self._screens = build_operator_screens(
                self.settings,
                self._save,
                self.journal,
                self._typed_credentials,
                self._settings_at_start,
            )
            self._screens.statistics.show_dispenser_left(*(self._dispenser_left or (None,)))
            self._start_screens()
        return self._screens

    def _start_screens(self) -> None:
        """The operator area's intents wired, the threads behind its pages started."""
        area = self.screens.area
        area.leave_requested.connect(self.open_for_attendees)
        area.quit_requested.connect(lambda: self.handle(QuitRequested()))
        for calls in self.screens.workers():
            self.threads.start(Stage.STAFF, calls)

    @property
    def attendees_open(self) -> bool:
        """The attendee pages take input: not getting ready, no staff, not out of order."""
        return self.lifecycle.life.attendees_open

    # --- what happens ------------------------------------------------------------------------

    def open_window(self) -> None:
        """The window, "Getting ready…", shown before anything it does not need is loaded;
        ``start`` (once it is painted) reads the setup and builds the rest."""
        self.handle(Opening(self.settings.operator.kiosk_mode))

    def start(self) -> None:
        """Open for attendees when the setup is complete, else in the operator area's setup."""
        self.handle(Started(self._read_setup()))

    def open_operator_area(self) -> None:
        """Staff are in (the gate let them): attendees wait; the kiosk is built anew when staff
        leave."""
        self.handle(Unlocked())

    def open_for_attendees(self) -> None:
        """Staff leave the operator area: the attendee side is built anew, unless a setup step
        is still to do (then that step is shown)."""
        self.handle(LeaveRequested(self._read_setup()))

    def show_out_of_order(self) -> None:
        """Something broke that the kiosk did not foresee (the crash guard)."""
        self.handle(Crashed())

    def close(self) -> None:
        """Stop every thread in order and close the journal; a second call does nothing."""
        self.handle(Closed())

    def scanned(self, text: str, source: InputSource) -> None:
        """Camera and USB scanner reads: an operator pass opens the staff area, the rest mints
        while attendees are served."""
        if self.staff.lock.offer_scanned_text(text):
            return
        if self.attendees_open and self.kiosk is not None and self.kiosk.dispenser is None:
            self.kiosk.controller.submit_payload(text, source)

    def handle(self, event: Event) -> None:
        for effect in self.lifecycle.handle(event):
            self._carry_out(effect)

    def _read_setup(self) -> Setup:
        """At a door: whether the setup is finished, read once (the credentials may come from
        the keyring), and kept for the build that may follow. As the pages read them: typed
        this session (or the demo's), else environment, else keyring."""
        # The keyring (after the first paint) is probed here, on the UI thread, even when the
        # credentials were typed: its first probe on a worker thread (the operator pages read
        # credentials on one) deadlocked against Qt loading its sound plugins on this thread
        # (docs/performance.md, "Known limits").
        from kiosk.core.secrets import load_credentials
        from kiosk.service import keyring_usable

        keyring_usable()  # its first probe (cached by keyring), whatever follows
        screens = self._screens
        typed = screens.setup.session.typed if screens is not None else self._typed_credentials
        self._credentials = typed or load_credentials().credentials
        self._credentials_typed = typed is not None  # their token stays in memory too
        has_credentials = self._credentials is not None
        return Setup(
            unfinished_step(self.settings, has_credentials=has_credentials),
            self.settings.operator.kiosk_mode,
        )

    # --- effects -------------------------------------------------------------------------------

    def _carry_out(self, effect: Effect) -> None:
        window = self.window
        match effect:
            case ShowWindow(mode=mode):
                self._show_window(mode)
            case SetScanner(mode=mode):
                self._set_scanner(mode)
            case ShowStaffArea():
                window.show_staff_screen(self.screens.area)
                self.screens.open()
            case PointTo(step=step):
                self.screens.point_to(step)
            case ShowPinPad(wait_s=wait_s, pass_refused=pass_refused):
                pin_pad = self.staff.pin_pad
                pin_pad.reset()
                if pass_refused:
                    pin_pad.show_pass_refused(wait_s)
                elif wait_s > 0:
                    pin_pad.show_wrong(wait_s)
                window.show_staff_screen(pin_pad)
            case ShowAttendeePages():
                window.show_attendee_pages()
            case ShowOutOfOrder():
                window.show_staff_screen(self.out_of_order)
            case PauseAttendees():
                self._pause_attendees()
            case ApplySettings():
                self._apply_settings()
            case StopPausedAttendees():
                self._stop_paused()
            case BuildAttendees():
                self._build_attendees()
            case ShowGettingReady():
                window.show_attendee_pages()
                window.show_busy(BusyStep.GETTING_READY)
            case StartSettling(build=build):
                self._start_settling(build)
            case StartMintQueue():
                if (current := self.kiosk or self._paused) is not None:
                    current.start_queue()
            case StartAttendees():
                if self.kiosk is not None:
                    self.kiosk.start_attendees()
                # ENSIP-15's tables (~110 ms on this thread) once the doors are open, not before
                # the first paint nor before the welcome page; loaded once, then this is free.
                QTimer.singleShot(0, load_ens_normalisation)
            case ReleaseLock():
                self.staff.lock.release()
            case EndEventLoop():
                if (app := QCoreApplication.instance()) is not None:
                    app.quit()
            case ShutDown():
                self._shut_down()

    def _show_window(self, mode: WindowMode) -> None:
        """Without a window manager (and offscreen) maximised and full screen do not resize:
        the geometry is set here."""
        window = self.window
        app = QApplication.instance()
        screen = app.primaryScreen() if isinstance(app, QApplication) else None
        if mode is WindowMode.LOCKED:
            self.staff.lock.engage()  # full screen, frameless, on top
            window.show()
            return
        self.staff.lock.release()  # kiosk mode may have been switched off
        match mode:
            case WindowMode.WINDOWED:
                window.resize(*DESIGN_SIZE)
                window.show()
            case WindowMode.MAXIMISED:
                if screen is not None:
                    window.setGeometry(screen.availableGeometry())
                window.showMaximized()
            case WindowMode.FULL_SCREEN:
                if screen is not None:
                    window.setGeometry(screen.geometry())
                window.showFullScreen()

    def _set_scanner(self, mode: ScannerMode) -> None:
        match mode:
            case ScannerMode.OFF:
                self.scanner.set_enabled(False)
            case ScannerMode.PASSES_ONLY:
                # A PIN typed fast still lands in the pad; any other burst is a scan, which
                # ``scanned`` takes only as an operator pass (an attendee's link types nothing).
                self.scanner.set_enabled(True, only=lambda text: not may_be_typed_pin(text))
            case ScannerMode.ALL:
                self.scanner.set_enabled(True)

    def _apply_settings(self) -> None:
        operator = self.settings.operator
        self.sound.set_enabled(self.settings.kiosk.sound)
        self.scanner.key_interval_ms = operator.scanner_key_interval_ms
        self.scanner.min_length = operator.scanner_min_length
        self.scanner.needs_enter = operator.scanner_needs_enter

    def _apply_language(self) -> None:
        """A new language: its translators first, then every page built anew in it, the
        attendees' and the staff's (widgets take their words when built), so no page is left
        speaking the old one."""
        if self.settings.kiosk.language == self._language:
            return
        self._language = self.settings.kiosk.language
        apply_language(self._language)
        self.window.rebuild_pages()
        self.out_of_order.deleteLater()  # not on screen now: the operator area is
        self.out_of_order = OutOfOrderPage()
        self._rebuild_staff_pages()

    def _rebuild_staff_pages(self) -> None:
        """The operator area and the PIN pad anew (staff are leaving: neither is on screen).
        Credentials typed this session (no keyring to keep them) go over to the new pages; pages
        never built are built when first needed, in the language of then."""
        old = self._screens
        if old is not None:
            for calls in old.workers():
                self.threads.stop(calls)
            self._typed_credentials = old.setup.session.typed
            self._screens = None
            self.window.screens.removeWidget(old.area)
            old.area.deleteLater()
        old_pad = self.staff.drop_pin_pad()
        if old_pad is not None:
            self.window.screens.removeWidget(old_pad)
            old_pad.deleteLater()

    def _build_attendees(self) -> None:
        # The service client (httpx), the keyring and the presenters load here, first just after
        # the window was painted (``run_kiosk``).
        from kiosk.presenters.attendee_side import build_kiosk

        credentials = self._credentials
        assert credentials is not None  # the door found the setup finished
        self._apply_language()
        kiosk = build_kiosk(
            self.settings,
            credentials,
            self.journal,
            self.window,
            self.scanned,
            threads=self.threads,
            token_in_memory=self._credentials_typed,
            clock=self.service_clock,
        )
        for changed in (
            kiosk.controller.mint_recorded,
            kiosk.controller.mint_queued,
            kiosk.controller.refusal_recorded,
            kiosk.queue.queue_changed,
        ):
            changed.connect(self._refresh_statistics)
        kiosk.controller.sound_requested.connect(self.sound.play)
        if (dispenser := kiosk.dispenser) is not None:
            dispenser.state_changed.connect(
                lambda _state: self._show_dispenser_left(
                    (dispenser.flow.holding, dispenser.flow.set_aside)
                )
            )
        self.kiosk = kiosk

    def _show_dispenser_left(self, links: tuple[tuple[str, ...], frozenset[str]]) -> None:
        self._dispenser_left = links
        if self._screens is not None:
            self._screens.statistics.show_dispenser_left(*links)

    def _refresh_statistics(self, *_changed: object) -> None:
        """The staff pages of the moment (a language switch builds them anew) read the journal;
        pages not built yet read it when they are."""
        if self._screens is not None:
            self._screens.statistics.refresh()

    def _start_settling(self, build: int) -> None:
        """Last run's unsettled rows, asked about before attendees come; answered with
        ``Settled(build)``, or after the wait with ``SettlingTakesLong``."""
        assert self.kiosk is not None
        client, kiosk_settings = self.kiosk.client, self.settings.kiosk
        self._ready_wait.start()
        self._settling.run(
            lambda: reconcile_journal(
                self.journal,
                client,
                queue_unminted=kiosk_settings.queue_offline_mints,
                allowed_drops=kiosk_settings.allowed_drop_ids,
            ),
            lambda report: self._settled(build, report),
            lambda error: self._settled(build, ReconcileReport(error=type(error).__name__)),
        )

    def _settled(self, build: int, report: ReconcileReport) -> None:
        log.info(
            "Journal at start: %d settled, %d queued, %d left %s",
            report.settled,
            report.queued,
            report.left,
            report.error,
        )
        self._ready_wait.stop()
        self.handle(Settled(build))

    def _pause_attendees(self) -> None:
        self._ready_wait.stop()
        self._stop_paused()
        if self.kiosk is not None:
            self.kiosk.pause()
            self._paused, self.kiosk = self.kiosk, None

    def _stop_paused(self) -> None:
        """Its queue stops before a new build settles the journal: never two on the same rows."""
        if self._paused is not None:
            self._paused.detach()
            self._paused = None

    def _shut_down(self) -> None:
        """Answers still coming in are cut first (a mint cut so is journaled ``pending`` and
        reconciled at the next start), so every thread ends within its stop's wait."""
        builds = [build for build in (self.kiosk, self._paused) if build is not None]
        for build in builds:
            build.client.abort_calls()
        self._ready_wait.stop()
        if not self.threads.stop_all():
            log.warning("Closing with threads still running: %s", ", ".join(self.threads.running()))
        for build in builds:  # their answers already in are journaled (the controller's stop)
            build.client.close()
        self.staff.lock.release()
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self.scanner)
        self.journal.close()
        self.window.close()


class SelfTestDriver(Protocol):
    """``kiosk --self-test``'s checks (``kiosk.self_test.run_self_test``, composed by the
    command): the exit status."""

    def __call__(
        self, kiosk_app: KioskApp, emulator: EmulatorServer, *, with_faults: bool
    ) -> int: ...


class _Emulator:
    """The demo's emulator as one of the app's workers: started before the app, stopped last."""

    name = "emulator"

    def __init__(self, server: EmulatorServer) -> None:
        self.server = server

    def start(self) -> None:
        self.server.start()

    def stop(self) -> bool:
        self.server.stop()
        return not self.running_threads()

    def running_threads(self) -> list[str]:
        served_by = f"emulator:{self.server.port}"  # the server's thread, named by its port
        return [thread.name for thread in threading.enumerate() if thread.name == served_by]


def _prepare_demo(
    self_test: bool, faults: Sequence[tuple[str, Fault]] = ()
) -> tuple[EmulatorServer, Settings, Credentials]:
    """An emulator bound to its port, not serving yet (``_serve_demo``), with ``faults``
    (``--fault``) on it from the start, and settings and credentials that point at it."""
    from kiosk.emulator import EmulatorServer
    from kiosk.rehearsal import fault_lines

    emulator = EmulatorServer(mint_delays=(0.2, 0.5) if self_test else (1.0, 3.0))
    for route, fault in faults:
        emulator.state.add_fault(route, fault)
    emulator.bind()  # its address is known now; it serves from ``_serve_demo``
    for line in fault_lines(faults):
        print(line, flush=True)
    # The service addresses are the emulator's, whatever the environment says.
    for variable in ("KIOSK_BASE_URL", "KIOSK_AUTH_URL", "KIOSK_MINT_SITE"):
        os.environ.pop(variable, None)
    settings = Settings()
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    settings.service.mint_site = emulator.mint_site
    settings.kiosk.allow_camera = not self_test  # the self-test types and scans by itself
    settings.operator.kiosk_mode = False  # the demo is for trying: no PIN, no lock
    if not self_test:  # the demo speaks the kiosk's language; the self-test this computer's
        settings.kiosk.language = load_settings().kiosk.language
    demo_drop = emulator.state.drops[0]
    settings.kiosk.drop_id = demo_drop.id
    settings.kiosk.secret_word = demo_drop.website_secret or ""
    issued = emulator.credentials
    credentials = Credentials(issued.api_key, issued.client_id, issued.client_secret)
    return emulator, settings, credentials


def _serve_demo(emulator: EmulatorServer, threads: ThreadOwner) -> None:
    """The emulator serving in a background thread, ``threads``' to stop, last; its drop's edit
    code kept for this run (the dispenser lists links with it)."""
    from kiosk.core.secrets import keep_edit_code_for_this_run  # the keyring: after the paint

    demo_drop = emulator.state.drops[0]
    keep_edit_code_for_this_run(demo_drop.id, demo_drop.edit_code)
    threads.start(Stage.EMULATOR, _Emulator(emulator))


def _print_demo_hints(emulator: EmulatorServer) -> None:
    """A newcomer at the demo needs something to scan or type (mint links, codes, the secret
    word), where the emulator answers, and the drop's edit code for the staff's code pages."""
    from kiosk.core.parsing import mint_link_url

    drop = emulator.state.drops[0]
    print(f"Demo drop: {drop.name} (id {drop.id}, edit code {drop.edit_code})")
    print(f"  emulator: {emulator.base_url} (port {emulator.port}); mint site {emulator.mint_site}")
    print("  mint links to scan as QR codes or paste:")
    for qr_hash in drop.qr_hashes[:3]:
        print(f"    {mint_link_url(qr_hash, emulator.mint_site)}")
    print("  or type one of these codes:", ", ".join(drop.qr_hashes[3:8]))
    print(f"  or the secret word: {drop.website_secret}")
    print("  recipient: any 0x address, a name ending in .eth, or an e-mail address")
    print("  staff area: Ctrl+Alt+O, or hold the top-left corner for 3 s (no PIN in the demo)")
    print("  dispenser mode: staff area, Kiosk options, What attendees get; then tap the screen")
    print(f"  and press {DEMO_PHONE_KEY}: a phone scans the QR on the screen and mints it")


class _DemoPhone(QObject):
    """``--demo``: an attendee's phone. The key reads the QR off the window with the kiosk's own
    decoder and mints its link through the emulator's mint page, on a thread of its own."""

    name = "demo-phone"

    def __init__(self, window: KioskWindow, threads: ThreadOwner) -> None:
        super().__init__(window)
        self.window = window
        self.calls = BackgroundCalls(self.name)
        threads.start(Stage.STAFF, self.calls)
        shortcut = QShortcut(QKeySequence(DEMO_PHONE_KEY), window)
        shortcut.activated.connect(self.scan)

    def scan(self) -> None:
        from kiosk.emulator.phone import mint_with_phone
        from kiosk.presenters.screen_reading import read_qr_on_screen

        texts = read_qr_on_screen(self.window)
        if not texts:
            print("Phone: no QR on the screen (tap the dispenser's screen first)")
        for text in texts:
            self.calls.run(
                partial(mint_with_phone, text),
                lambda minted: print(f"Phone: {minted.qr_hash} minted to {minted.address}"),
                lambda error: print(f"Phone: not minted ({error})"),
            )


def _start_after_paint(kiosk_app: KioskApp, emulator: EmulatorServer | None) -> None:
    if emulator is not None:
        _serve_demo(emulator, kiosk_app.threads)
    kiosk_app.start()
    # Start-up objects live as long as the app: a full collection then skips them (about
    # 30 ms of UI thread down to 3 ms, measured by bench/soak.py).
    gc.freeze()


class _AfterFirstPaint(QObject):
    """Calls back once, just after the window is first painted (start-up ends when people see
    it), or ``at_latest_ms`` after it was asked for: a window that is never painted (minimised,
    hidden behind another, on a display that never exposes it) still gets its kiosk started."""

    def __init__(
        self, window: QObject, callback: Callable[[], None], at_latest_ms: int = AT_LATEST_MS
    ) -> None:
        super().__init__(window)
        self._callback: Callable[[], None] | None = callback
        window.installEventFilter(self)
        QTimer.singleShot(at_latest_ms, self, self._call)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._call)  # after this paint has finished
        return False

    def _call(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            callback()


def _scratch_folder(*, self_test: bool) -> tempfile.TemporaryDirectory[str]:
    """Where a demo or the self-test keeps its settings and journal: new at each start, as its
    emulator is (so the statistics never count mints the emulator does not know), apart from
    real mints, and removed when it ends (at exit at the latest, whatever ended it)."""
    prefix = "kiosk-self-test-" if self_test else "kiosk-demo-"
    return tempfile.TemporaryDirectory(prefix=prefix, ignore_cleanup_errors=True)


_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def _log_qt_message(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """Qt's own messages go to the log file; the offscreen platform's chatter only at debug."""
    level = _QT_LEVELS.get(kind, logging.WARNING)
    if "does not support propagateSizeHints" in message:
        level = logging.DEBUG
    logging.getLogger("qt").log(level, "%s", message)


def _theme_scale(app: QApplication, *, windowed: bool) -> float:
    """The theme's scale for the screen the kiosk fills (a window: at most the design's size)."""
    size = app.primaryScreen().geometry().size()
    width, height = size.width(), size.height()
    if windowed:
        width, height = min(width, DESIGN_SIZE[0]), min(height, DESIGN_SIZE[1])
    return scale_for(width, height)


def _themed_application(*, windowed: bool) -> QApplication:
    """The application, logging and themed for its screen, before any window is built."""
    setup_logging()
    qInstallMessageHandler(_log_qt_message)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Mint Kiosk")
    app.setDesktopFileName("xyz.mintkiosk.MintKiosk")  # the .desktop file: Wayland's icon
    apply_theme(app, ThemeScale(_theme_scale(app, windowed=windowed)))
    return app


def run_kiosk(
    *,
    demo: bool = False,
    self_test: SelfTestDriver | None = None,
    windowed: bool = False,
    faults: Sequence[tuple[str, Fault]] = (),
) -> int:
    """The kiosk; with ``demo`` or ``self_test`` (the checks to run, instead of the event loop)
    on a built-in emulator, with ``faults`` on it."""
    testing = self_test is not None
    if testing:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = _themed_application(windowed=windowed or testing)
    # One kiosk per data folder: a second start brings the running one to the front and ends
    # (exit 0). A demo has a lock of its own and never waits: the self-test takes none.
    instance = SingleInstance(kiosk_lock_file(demo=demo))
    if not (demo or testing) and (claim := instance.claim()).runs_elsewhere:
        return tell_already_running(claim)

    threads = ThreadOwner()
    emulator: EmulatorServer | None = None
    typed_credentials: Credentials | None = None
    settings_file: Path | None = None  # None: the user's settings file
    loaded: LoadedSettings | None = None
    scratch: tempfile.TemporaryDirectory[str] | None = None
    if demo or testing:
        emulator, settings, typed_credentials = _prepare_demo(testing, faults)
        # The demo never touches the real settings nor the real journal.
        scratch = _scratch_folder(self_test=testing)
        settings_file = Path(scratch.name) / "settings.toml"
    else:
        loaded = open_settings()  # a damaged file is set aside; the setup pages say so
        settings = loaded.settings
    apply_language(settings.kiosk.language)  # before any widget: each takes its words when built
    if demo and not instance.try_hold():
        print("Another demo is running; this one is separate from it (each demo keeps its own")
        print("settings and journal in a temporary folder, deleted when it closes)")
    journal = MintJournal(Path(scratch.name) / "journal.sqlite3" if scratch else None)

    crash_guard = CrashGuard()
    crash_guard.install()
    kiosk_app = KioskApp(
        settings,
        journal,
        lambda changed: save_settings(changed, settings_file),
        windowed=windowed or testing,
        typed_credentials=typed_credentials,
        scanner=not testing,  # the self-test types at machine speed, like a scanner
        settings_at_start=loaded,
        threads=threads,
    )
    crash_guard.crashed.connect(kiosk_app.show_out_of_order)
    instance.answer_with(kiosk_app.window)
    try:
        if self_test is not None and emulator is not None:
            _serve_demo(emulator, threads)
            kiosk_app.start()
            return self_test(kiosk_app, emulator, with_faults=bool(faults))
        # The window is painted first, "Getting ready…"; what it does not need loads once it is
        # (Qt calls the filter installed last first): the demo's hints (bench/startup.py times
        # start-up to them), then the demo's emulator and the kiosk itself (the setup, the
        # keyring, the service client, the attendee side).
        _AfterFirstPaint(kiosk_app.window, partial(_start_after_paint, kiosk_app, emulator))
        if emulator is not None:
            _DemoPhone(kiosk_app.window, threads)
            _AfterFirstPaint(kiosk_app.window, partial(_print_demo_hints, emulator))
        kiosk_app.open_window()
        return app.exec()
    finally:
        kiosk_app.close()  # every thread, the emulator's last
        instance.release()  # after the journal closed
        crash_guard.uninstall()
        if scratch is not None:
            scratch.cleanup()  # the demo's settings and journal: nothing left in the temp folder
