"""Composition root: builds settings, client, calls, workers and window, and wires them together.

The only module that knows every piece.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from kiosk.emulator import EmulatorServer
    from kiosk.workers.camera_worker import CameraWorker

from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow, FlowTimeouts, InputSource
from kiosk.core.journal import MintJournal, journal_path
from kiosk.core.logs import redact_secret, setup_logging
from kiosk.core.secrets import load_credentials
from kiosk.core.settings import KioskSettings, Settings, load_settings, service_config
from kiosk.service import Credentials, ServiceClient
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.theme import apply_theme
from kiosk.workers.attendee_controller import AttendeeController

log = logging.getLogger(__name__)


@dataclass
class Kiosk:
    """The running pieces, so they can be stopped in order."""

    client: ServiceClient
    journal: MintJournal
    window: KioskWindow
    controller: AttendeeController
    camera: CameraWorker | None

    def close(self) -> None:
        if self.camera is not None:
            self.camera.stop()
        self.controller.stop()
        self.client.close()
        self.journal.close()
        self.window.close()


def build_kiosk(settings: Settings, credentials: Credentials, journal: MintJournal) -> Kiosk:
    for secret in (credentials.api_key, credentials.client_secret):
        redact_secret(secret)
    config = service_config(settings)
    client = ServiceClient(config, credentials)
    kiosk_settings = settings.kiosk
    timeouts = FlowTimeouts(
        idle_s=kiosk_settings.idle_timeout_s, result_s=kiosk_settings.result_timeout_s
    )
    flow = AttendeeFlow(config.mint_site, timeouts)
    window = KioskWindow()
    inputs = AttendeeInputs(
        camera=kiosk_settings.allow_camera,
        code=kiosk_settings.allow_code,
        secret_word=kiosk_settings.allow_secret_word,
    )
    calls = AttendeeCalls(client, ArtworkCache())
    controller = AttendeeController(flow, calls, window, inputs=inputs, journal=journal)
    camera = _camera_for(kiosk_settings, window, controller) if inputs.camera else None
    return Kiosk(client, journal, window, controller, camera)


def _camera_for(
    settings: KioskSettings, window: KioskWindow, controller: AttendeeController
) -> CameraWorker:
    from kiosk.camera.source import FrameSource
    from kiosk.workers.camera_worker import CameraState, CameraWorker

    camera = CameraWorker(FrameSource(settings.camera, mirror=settings.mirror_camera))
    camera.preview.connect(window.show_preview_frame)
    camera.code_seen.connect(window.show_scan_hint)
    camera.payload_read.connect(window.flash_scan_read)
    camera.payload_read.connect(lambda text: controller.submit_payload(text, InputSource.CAMERA))
    camera.state_changed.connect(
        lambda state: controller.set_camera_available(state == CameraState.RUNNING)
    )
    return camera


def _start_demo(self_test: bool) -> tuple[EmulatorServer, Settings, Credentials]:
    """An emulator in a background thread, and settings and credentials that point at it."""
    from kiosk.emulator import EmulatorServer

    emulator = EmulatorServer(mint_delays=(0.2, 0.5) if self_test else (1.0, 3.0))
    emulator.start()
    # The service addresses are the emulator's, whatever the environment says.
    for variable in ("KIOSK_BASE_URL", "KIOSK_AUTH_URL", "KIOSK_MINT_SITE"):
        os.environ.pop(variable, None)
    settings = Settings()
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    settings.service.mint_site = emulator.mint_site
    settings.kiosk.allow_camera = not self_test  # the self-test types and scans by itself
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


def _show(window: KioskWindow, app: QApplication, windowed: bool) -> None:
    if windowed:
        window.resize(1280, 800)
        window.show()
        return
    screen = app.primaryScreen()
    if screen is not None:  # without a window manager, full screen does not resize the window
        window.setGeometry(screen.geometry())
    window.showFullScreen()


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


def run_kiosk(*, demo: bool = False, self_test: bool = False, windowed: bool = False) -> int:
    if self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    setup_logging()
    qInstallMessageHandler(_log_qt_message)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Mint Kiosk")
    apply_theme(app)

    emulator: EmulatorServer | None = None
    if demo or self_test:
        emulator, settings, credentials = _start_demo(self_test)
    else:
        settings = load_settings()
        lookup = load_credentials()
        if lookup.credentials is None:
            print(
                "This kiosk is not set up yet: credentials missing ("
                + ", ".join(lookup.missing)
                + "). Run 'kiosk doctor' for what to do, or 'kiosk --demo' to try it.",
                file=sys.stderr,
            )
            return 2
        credentials = lookup.credentials

    kiosk = build_kiosk(settings, credentials, _journal(demo=demo, self_test=self_test))
    try:
        kiosk.controller.start()
        if kiosk.camera is not None:
            kiosk.camera.start()
        if self_test and emulator is not None:
            from kiosk.self_test import run_self_test

            _show(kiosk.window, app, windowed=True)
            return run_self_test(kiosk.controller, emulator)
        if emulator is not None:  # bench/startup.py times start-up to these lines
            demo_emulator = emulator
            _AfterFirstPaint(kiosk.window, lambda: _print_demo_hints(demo_emulator))
        _show(kiosk.window, app, windowed)
        return app.exec()
    finally:
        kiosk.close()
        if emulator is not None:
            emulator.stop()
