"""Composition root: builds settings, client, calls, workers and window, and wires them together.

The only module that knows every piece; the operator side comes built from
``kiosk.presenters.staff``.
The attendee side (client, flow, camera, mint queue) is built from the settings each time the
kiosk opens for attendees, so what staff change in the operator area takes effect on leaving it.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from kiosk.emulator import EmulatorServer, Fault
    from kiosk.workers.camera_worker import CameraWorker

from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow, FlowTimeouts, InputSource
from kiosk.core.journal import MintJournal, journal_path
from kiosk.core.logs import redact_secret, setup_logging
from kiosk.core.operator_pin import is_operator_pass
from kiosk.core.reconcile import ReconcileReport, reconcile_journal
from kiosk.core.settings import (
    KioskSettings,
    LoadedSettings,
    Settings,
    load_settings,
    open_settings,
    save_settings,
    service_config,
)
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.presenters.staff import (
    OperatorScreens,
    StaffGate,
    build_operator_screens,
    build_staff_gate,
)
from kiosk.service import Credentials, ServiceClient
from kiosk.single_instance import SingleInstance, kiosk_lock_file, tell_already_running
from kiosk.ui.kiosk_window import AttendeeInputs, BusyStep, KioskWindow
from kiosk.ui.language import apply_language
from kiosk.ui.out_of_order_page import OutOfOrderPage
from kiosk.ui.scanner_input import ScannerInput
from kiosk.ui.sound_feedback import SoundFeedback
from kiosk.ui.theme import apply_theme
from kiosk.workers.background_calls import BackgroundCalls
from kiosk.workers.crash_guard import CrashGuard
from kiosk.workers.mint_queue import MintQueue

log = logging.getLogger(__name__)

# Attendees wait at most this for the journal to settle at start; a service that does not answer
# is then reported by the welcome page, and the settling goes on behind it.
READY_WAIT_MS = 10_000

ScannedText = Callable[[str, InputSource], None]


@dataclass
class Kiosk:
    """The attendee side's running pieces, so they can be stopped in order."""

    client: ServiceClient
    journal: MintJournal
    window: KioskWindow
    controller: AttendeeController
    camera: CameraWorker | None
    queue: MintQueue
    serving: bool = False  # the controller (and camera) run: attendees are served
    paused: bool = False

    def pause(self) -> None:
        """Staff are in: the camera is let go (the doctor may test it) and attendees wait, but
        the mint queue goes on, so queued mints still go out and the statistics move."""
        if self.camera is not None:
            self.camera.stop()
        self.controller.stop()
        self.queue.service_reachable.disconnect(self.controller.set_service_reachable)
        _disconnect_intents(self.window)
        self.paused = True

    def detach(self) -> None:
        """Stop everything but the journal and the window, which outlive a rebuild."""
        if not self.paused:
            self.pause()
        self.queue.stop()
        self.client.close()

    def close(self) -> None:
        """Quit: answers still coming in are cut first, so every thread ends within its stop's
        wait; a mint cut so is journaled ``pending`` and reconciled at the next start."""
        self.client.abort_calls()
        self.detach()
        self.journal.close()
        self.window.close()


def _disconnect_intents(window: KioskWindow) -> None:
    """The window outlives the controller it fed: its intents must not reach a stopped one."""
    for intent in (
        window.text_submitted,
        window.code_entry_requested,
        window.secret_entry_requested,
        window.start_over_requested,
        window.user_activity,
    ):
        intent.disconnect()


def build_kiosk(
    settings: Settings,
    credentials: Credentials,
    journal: MintJournal,
    window: KioskWindow | None = None,
    on_scanned_text: ScannedText | None = None,
) -> Kiosk:
    """The attendee side for ``settings``; camera reads go to ``on_scanned_text`` when given."""
    for secret in (credentials.api_key, credentials.client_secret):
        redact_secret(secret)
    config = service_config(settings)
    client = ServiceClient(config, credentials, on_token=redact_secret)
    kiosk_settings = settings.kiosk
    timeouts = FlowTimeouts(
        idle_s=kiosk_settings.idle_timeout_s, result_s=kiosk_settings.result_timeout_s
    )
    flow = AttendeeFlow(
        config.mint_site,
        timeouts,
        queue_offline=kiosk_settings.queue_offline_mints,
        allowed_drops=kiosk_settings.allowed_drop_ids,
    )
    window = window or KioskWindow()
    window.result_page.coloured = kiosk_settings.colour_results
    inputs = AttendeeInputs(
        camera=kiosk_settings.allow_camera,
        code=kiosk_settings.allow_code,
        secret_word=kiosk_settings.allow_secret_word,
    )
    calls = AttendeeCalls(client, ArtworkCache())
    controller = AttendeeController(flow, calls, window, inputs=inputs, journal=journal)
    queue = MintQueue(
        journal,
        client,
        queue_unminted=kiosk_settings.queue_offline_mints,
        allowed_drops=kiosk_settings.allowed_drop_ids,
    )
    controller.mint_recorded.connect(queue.poke)
    controller.mint_queued.connect(queue.poke)
    queue.service_reachable.connect(controller.set_service_reachable)
    scanned = on_scanned_text or controller.submit_payload
    camera = _camera_for(kiosk_settings, window, controller, scanned) if inputs.camera else None
    return Kiosk(client, journal, window, controller, camera, queue)


def _camera_for(
    settings: KioskSettings,
    window: KioskWindow,
    controller: AttendeeController,
    scanned: ScannedText,
) -> CameraWorker:
    from kiosk.camera.source import FrameSource
    from kiosk.workers.camera_worker import CameraState, CameraWorker

    camera = CameraWorker(FrameSource(settings.camera, mirror=settings.mirror_camera))
    camera.preview.connect(window.show_preview_frame)
    camera.code_seen.connect(window.show_scan_hint)
    camera.payload_read.connect(window.flash_scan_read)
    camera.payload_read.connect(lambda text: scanned(text, InputSource.CAMERA))
    camera.state_changed.connect(
        lambda state: controller.set_camera_available(state == CameraState.RUNNING)
    )
    return camera


class KioskApp(QObject):
    """The kiosk as staff and attendees meet it: attendee pages, the lock, the operator area.

    Staff get in through the lock (long press, shortcut, operator pass) and the PIN; leaving the
    operator area rebuilds the attendee side from the settings, after settling the journal.
    The caller applies ``settings.kiosk.language`` before (``run_kiosk``); when staff change it,
    the attendee pages are built anew in the new language on leaving the operator area.
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
    ) -> None:
        super().__init__()
        self.settings = settings
        self.journal = journal
        self.windowed = windowed
        self._language = settings.kiosk.language  # what the widgets were built in
        self.window = KioskWindow()
        self.kiosk: Kiosk | None = None
        self.attendees_open = False  # the attendee pages take input (not getting ready, no staff)
        self._built_from: object = None  # the settings and credentials the kiosk was built from
        self._paused: Kiosk | None = None  # the last build while staff are in: its queue runs on
        self._starting = BackgroundCalls("kiosk-start")
        self._ready_wait = QTimer(self)
        self._ready_wait.setSingleShot(True)
        self._ready_wait.setInterval(ready_wait_ms)
        self._ready_wait.timeout.connect(self._settling_takes_long)
        self.staff: StaffGate = build_staff_gate(self.window, settings, self)
        self.screens: OperatorScreens = build_operator_screens(
            settings, save, journal, typed_credentials, settings_at_start
        )
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
        gate, pin_pad = self.staff.gate, self.staff.pin_pad
        gate.pin_pad_wanted.connect(self._show_pin_pad)
        gate.unlocked.connect(self.open_operator_area)
        pin_pad.cancelled.connect(self._back_to_attendees)
        self.screens.area.leave_requested.connect(self.open_for_attendees)
        self.screens.area.quit_requested.connect(self.quit)

    # --- opening ---------------------------------------------------------------------------

    def start(self) -> None:
        """Open for attendees when the setup is complete, else in the operator area's setup."""
        self._show_window()
        if self.screens.unfinished_step(self.settings) is not None:
            self.open_operator_area()
            self.open_for_attendees()  # points to the step still to do
            return
        self.open_for_attendees()

    def open_for_attendees(self) -> None:
        """Leave the operator area: rebuild what changed, settle the journal, then open."""
        if unfinished := self.screens.unfinished_step(self.settings):
            self.screens.point_to(*unfinished)
            return
        credentials = self.screens.credentials()
        assert credentials is not None  # unfinished_step checked it
        built_from = (asdict(self.settings), credentials)
        self.sound.set_enabled(self.settings.kiosk.sound)
        self._apply_scanner_settings()
        self.window.show_attendee_pages()
        if self.kiosk is not None and built_from == self._built_from:
            self._attendees_in()
            return
        if self.kiosk is not None:
            self.kiosk.detach()
        self._stop_paused()
        self._apply_language()
        self.kiosk = build_kiosk(
            self.settings, credentials, self.journal, self.window, self.scanned
        )
        self.kiosk.controller.sound_requested.connect(self.sound.play)
        self.kiosk.controller.mint_recorded.connect(self.screens.statistics.refresh)
        self.kiosk.controller.mint_queued.connect(self.screens.statistics.refresh)
        self.kiosk.controller.refusal_recorded.connect(self.screens.statistics.refresh)
        self.kiosk.queue.queue_changed.connect(self.screens.statistics.refresh)
        self._built_from = built_from
        self.window.show_busy(BusyStep.GETTING_READY)
        kiosk = self.kiosk
        self._ready_wait.start()
        self._starting.run(
            lambda: reconcile_journal(
                self.journal,
                kiosk.client,
                queue_unminted=self.settings.kiosk.queue_offline_mints,
                allowed_drops=self.settings.kiosk.allowed_drop_ids,
            ),
            lambda report: self._settled(kiosk, report),
            lambda error: self._settled(kiosk, ReconcileReport(error=type(error).__name__)),
        )

    def _settled(self, kiosk: Kiosk, report: ReconcileReport) -> None:
        """The journal is settled (or the service could not be asked): attendees may come."""
        log.info(
            "Journal at start: %d settled, %d queued, %d left %s",
            report.settled,
            report.queued,
            report.left,
            report.error,
        )
        if kiosk is not self.kiosk:  # rebuilt meanwhile
            return
        kiosk.queue.start()  # only now: it must not settle the rows the start is settling
        self._open_doors(kiosk)

    def _settling_takes_long(self) -> None:
        """The service is slow to answer about last run's rows: attendees need not wait for it.
        Their new rows are not touched by the settling still running (it took its rows first)."""
        if self.kiosk is not None:
            log.warning("The journal is still being settled; the kiosk opens meanwhile")
            self._open_doors(self.kiosk)

    def _open_doors(self, kiosk: Kiosk) -> None:
        """Once per build, after the settling or its wait, whichever comes first."""
        self._ready_wait.stop()
        if kiosk.serving:
            return
        kiosk.serving = True
        kiosk.controller.start()
        if kiosk.camera is not None:
            kiosk.camera.start()
        self._attendees_in()

    def _attendees_in(self) -> None:
        self.attendees_open = True
        self.scanner.set_enabled(True)
        if self.staff.lock.engaged and not self.settings.operator.kiosk_mode:
            self.staff.lock.release()  # staff switched kiosk mode off
        self._show_window()

    def _apply_language(self) -> None:
        """A new language: its translators first, then the attendee-facing pages built anew.
        Staff pages keep their words until the next start."""
        if self.settings.kiosk.language == self._language:
            return
        self._language = self.settings.kiosk.language
        apply_language(self._language)
        self.window.rebuild_pages()
        self.out_of_order.deleteLater()  # not on screen now: the operator area is
        self.out_of_order = OutOfOrderPage()

    def _apply_scanner_settings(self) -> None:
        operator = self.settings.operator
        self.scanner.key_interval_ms = operator.scanner_key_interval_ms
        self.scanner.min_length = operator.scanner_min_length
        self.scanner.needs_enter = operator.scanner_needs_enter

    def _show_window(self) -> None:
        """Locked full screen for attendees; a normal window while the setup is unfinished, so
        staff can still reach where their credentials are (an e-mail, a password manager)."""
        app = QApplication.instance()
        screen = app.primaryScreen() if isinstance(app, QApplication) else None
        if self.windowed:
            self.window.resize(1280, 800)
            self.window.show()
        elif self.screens.unfinished_step(self.settings) is not None:
            if screen is not None:  # without a window manager, maximised does not resize
                self.window.setGeometry(screen.availableGeometry())
            self.window.showMaximized()
        elif self.settings.operator.kiosk_mode:
            self.staff.lock.engage()  # full screen, frameless, on top
            self.window.show()
        else:
            if screen is not None:  # without a window manager, full screen does not resize
                self.window.setGeometry(screen.geometry())
            self.window.showFullScreen()

    # --- scans and staff ---------------------------------------------------------------------

    def scanned(self, text: str, source: InputSource) -> None:
        """Camera and USB scanner reads: an operator pass opens the staff area, the rest mints."""
        if self.staff.lock.offer_scanned_text(text):
            return
        if self.window.staff_screen() is None and self.kiosk is not None:
            self.kiosk.controller.submit_payload(text, source)

    def _show_pin_pad(self, wait_s: float) -> None:
        pin_pad = self.staff.pin_pad
        pin_pad.reset()
        if wait_s > 0:
            pin_pad.show_wrong(wait_s)
        # A scanned operator pass still opens; fast typing on a real keyboard is not a scan.
        self.scanner.set_enabled(True, only=is_operator_pass)
        self.window.show_staff_screen(pin_pad)

    def _back_to_attendees(self) -> None:
        if self.attendees_open:
            self.window.show_attendee_pages()
            self.scanner.set_enabled(True)
        else:  # staff cancelled the PIN while the kiosk was out of order
            self.window.show_staff_screen(self.out_of_order)

    def show_out_of_order(self) -> None:
        """Something broke that the kiosk did not foresee: attendees are asked to find staff,
        who get in as usual and, leaving the operator area, start the attendee side afresh."""
        self.attendees_open = False
        self.scanner.set_enabled(False)
        self.window.show_staff_screen(self.out_of_order)

    def open_operator_area(self) -> None:
        """Staff are in: attendees wait; the kiosk is built anew when staff leave."""
        self.attendees_open = False
        self.scanner.set_enabled(False)
        if self.kiosk is not None:
            self.kiosk.pause()
            self._paused, self.kiosk = self.kiosk, None
            self._built_from = None
        self.window.show_staff_screen(self.screens.area)
        self.screens.open()

    def quit(self) -> None:
        self.staff.lock.release()
        app = QCoreApplication.instance()
        if app is not None:
            app.quit()

    def _stop_paused(self) -> None:
        """Its queue stops before a new build settles the journal: never two on the same rows."""
        if self._paused is not None:
            self._paused.detach()
            self._paused = None

    def close(self) -> None:
        for running in (self.kiosk, self._paused):
            if running is not None:
                running.client.abort_calls()  # quitting: no thread waits on a slow answer
        if self.kiosk is not None:
            self.kiosk.detach()
            self.kiosk = None
        self._stop_paused()
        self._starting.stop()
        self.screens.stop()
        self.staff.stop()
        self.staff.lock.release()
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self.scanner)
        self.journal.close()
        self.window.close()


def _start_demo(
    self_test: bool, faults: Sequence[tuple[str, Fault]] = ()
) -> tuple[EmulatorServer, Settings, Credentials]:
    """An emulator in a background thread, with ``faults`` (``--fault``) on it from the start,
    and settings and credentials that point at it."""
    from kiosk.emulator import EmulatorServer
    from kiosk.rehearsal import fault_lines

    emulator = EmulatorServer(mint_delays=(0.2, 0.5) if self_test else (1.0, 3.0))
    for route, fault in faults:
        emulator.state.add_fault(route, fault)
    emulator.start()
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


def _print_demo_hints(emulator: EmulatorServer) -> None:
    """A newcomer at the demo needs something to type: a few codes and the secret word."""
    drop = emulator.state.drops[0]
    print(f"Demo drop: {drop.name}")
    print("  type one of these codes:", ", ".join(drop.qr_hashes[:5]))
    print(f"  or the secret word: {drop.website_secret}")
    print("  recipient: any 0x address, a name ending in .eth, or an e-mail address")
    print("  staff area: Ctrl+Alt+O, or hold the top-left corner for 3 s (no PIN in the demo)")


class _AfterFirstPaint(QObject):
    """Calls back once, just after the window is first painted: start-up ends when people see it."""

    def __init__(self, window: QObject, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._callback = callback
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)  # after this paint has finished
        return False


def _journal(*, demo: bool, self_test: bool) -> MintJournal:
    """Demo and self-test keep their journals apart, so trying the kiosk never mixes with mints."""
    if self_test:
        return MintJournal(Path(tempfile.mkdtemp(prefix="kiosk-self-test-")) / "journal.sqlite3")
    if demo:
        return MintJournal(journal_path().with_name("demo-journal.sqlite3"))
    return MintJournal()


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


def run_kiosk(
    *,
    demo: bool = False,
    self_test: bool = False,
    windowed: bool = False,
    faults: Sequence[tuple[str, Fault]] = (),
) -> int:
    """The kiosk; with ``demo`` or ``self_test`` on a built-in emulator, with ``faults`` on it."""
    if self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    setup_logging()
    qInstallMessageHandler(_log_qt_message)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Mint Kiosk")
    app.setDesktopFileName("xyz.mintkiosk.MintKiosk")  # the .desktop file: Wayland's icon
    apply_theme(app)
    # One kiosk per data folder: a second start brings the running one to the front and ends
    # (exit 0). A demo has a lock of its own and never waits: the self-test takes none.
    instance = SingleInstance(kiosk_lock_file(demo=demo))
    if not (demo or self_test) and (claim := instance.claim()).runs_elsewhere:
        return tell_already_running(claim)

    emulator: EmulatorServer | None = None
    typed_credentials: Credentials | None = None
    settings_file: Path | None = None  # None: the user's settings file
    loaded: LoadedSettings | None = None
    if demo or self_test:
        emulator, settings, typed_credentials = _start_demo(self_test, faults)
        # The demo never touches the real settings.
        settings_file = Path(tempfile.mkdtemp(prefix="kiosk-demo-")) / "settings.toml"
    else:
        loaded = open_settings()  # a damaged file is set aside; the setup pages say so
        settings = loaded.settings
    apply_language(settings.kiosk.language)  # before any widget: each takes its words when built
    if demo and not instance.try_hold():
        print("Another demo is running: this one keeps its journal in a temporary folder")
        journal = MintJournal(Path(tempfile.mkdtemp(prefix="kiosk-demo-")) / "journal.sqlite3")
    else:
        journal = _journal(demo=demo, self_test=self_test)

    crash_guard = CrashGuard()
    crash_guard.install()
    kiosk_app = KioskApp(
        settings,
        journal,
        lambda changed: save_settings(changed, settings_file),
        windowed=windowed or self_test,
        typed_credentials=typed_credentials,
        scanner=not self_test,  # the self-test types at machine speed, like a scanner
        settings_at_start=loaded,
    )
    crash_guard.crashed.connect(kiosk_app.show_out_of_order)
    instance.answer_with(kiosk_app.window)
    try:
        if self_test and emulator is not None:
            from kiosk.self_test import run_self_test

            kiosk_app.start()
            return run_self_test(kiosk_app, emulator, with_faults=bool(faults))
        if emulator is not None:  # bench/startup.py times start-up to these lines
            demo_emulator = emulator
            _AfterFirstPaint(kiosk_app.window, lambda: _print_demo_hints(demo_emulator))
        kiosk_app.start()
        # Start-up objects live as long as the app: a full collection then skips them (about
        # 30 ms of UI thread down to 3 ms, measured by bench/soak.py).
        gc.freeze()
        return app.exec()
    finally:
        kiosk_app.close()
        instance.release()  # after the journal closed
        crash_guard.uninstall()
        if emulator is not None:
            emulator.stop()
