"""The window is painted before the kiosk loads what it does not need to show it (issue 19):
the service client (httpx), the keyring, the demo's server (uvicorn, Starlette), the camera
(OpenCV) and QR drawing come after. Checked in a fresh interpreter, as the app starts; and what
waits for the first paint runs once, even when no paint ever comes."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from kiosk.app import _AfterFirstPaint

LOADED_AFTER_THE_PAINT = (
    "httpx",
    "keyring",
    "uvicorn",
    "starlette",
    "cv2",
    "numpy",
    "zxingcpp",
    "qrcode",
    "ens_normalize",
    "kiosk.service.client",
    "kiosk.presenters.attendee_side",
    "kiosk.presenters.staff",
)


def test_the_app_module_and_the_window_load_none_of_what_the_paint_does_not_need() -> None:
    """What ``run_kiosk`` has imported when it shows the window: the app module, the emulator's
    address (bound, not served) and the window itself, with its busy page alone ("Getting
    ready…"; the other pages are built at their first use)."""
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "import kiosk.app\n"
        "from kiosk.emulator import EmulatorServer\n"
        "server = EmulatorServer()\n"
        "server.bind()\n"
        "window = kiosk.app.KioskWindow()\n"
        "print('welcome page built:', 'welcome_page' in vars(window))\n"
        f"print([name for name in {LOADED_AFTER_THE_PAINT!r} if name in sys.modules])\n"
        "server.stop()\n"
    )
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=environment, check=True
    )
    assert result.stdout.strip().splitlines()[-2:] == ["welcome page built: False", "[]"]


def test_what_waits_for_the_first_paint_runs_once_after_it(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    calls: list[str] = []
    _AfterFirstPaint(window, lambda: calls.append("started"), at_latest_ms=60_000)
    window.show()
    qtbot.waitUntil(lambda: calls == ["started"])
    window.repaint()  # painted again, and what that paint posted run: no second call
    QApplication.processEvents()
    assert calls == ["started"]


def test_a_window_never_painted_still_starts_the_kiosk(qtbot: QtBot) -> None:
    """Minimised or never exposed: no paint comes, the kiosk starts anyway, once."""
    window = QWidget()  # never shown: never painted
    qtbot.addWidget(window)
    calls: list[str] = []
    _AfterFirstPaint(window, lambda: calls.append("started"), at_latest_ms=50)
    qtbot.waitUntil(lambda: calls == ["started"])
    assert not window.isVisible()
