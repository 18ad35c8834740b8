"""Scan feedback on the camera view: "hold it steady" while a code is unread, a flash when read."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow


@pytest.fixture
def window(qtbot: QtBot) -> KioskWindow:
    window = KioskWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.show_welcome(True, AttendeeInputs())
    return window


def test_hold_it_steady_shows_then_goes(window: KioskWindow, qtbot: QtBot) -> None:
    camera = window.welcome_page.camera_view
    window.show_scan_hint()
    assert camera.hint.isVisible()
    assert camera.hint.text()
    qtbot.waitUntil(lambda: not camera.hint.isVisible(), timeout=3000)


def test_a_read_code_flashes_and_hides_the_hint(window: KioskWindow, qtbot: QtBot) -> None:
    camera = window.welcome_page.camera_view
    window.show_scan_hint()
    window.flash_scan_read()
    assert camera.flashing
    assert not camera.hint.isVisible()
    qtbot.waitUntil(lambda: not camera.flashing, timeout=3000)


def test_no_hint_without_a_camera(window: KioskWindow) -> None:
    window.show_welcome(False, AttendeeInputs())
    window.show_scan_hint()
    assert not window.welcome_page.camera_view.hint.isVisible()
