"""Scan feedback on the camera view: "hold it steady" while a code is unread, a flash when read."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
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


def test_a_frame_of_the_painted_size_is_painted_as_is(window: KioskWindow, qtbot: QtBot) -> None:
    camera = window.welcome_page.camera_view
    qtbot.waitExposed(window)
    size = camera.preview_size()
    frame = QImage(size, QImage.Format.Format_RGB32)
    frame.fill(QColor("#3366cc"))
    middle = QRect(0, 0, 5, 5)
    middle.moveCenter(frame.rect().center())
    for x in range(middle.left(), middle.right() + 1):  # a small checker in the middle
        for y in range(middle.top(), middle.bottom() + 1):
            frame.setPixelColor(x, y, QColor("white") if (x + y) % 2 else QColor("black"))
    window.show_preview_frame(frame)
    shown = camera.grab().toImage()
    ratio = camera.devicePixelRatioF()
    area = camera.contentsRect()
    for x in range(middle.left(), middle.right() + 1):  # pixel for pixel, no blur
        for y in range(middle.top(), middle.bottom() + 1):
            at = QPoint(round(area.x() * ratio) + x, round(area.y() * ratio) + y)
            assert shown.pixelColor(at) == frame.pixelColor(x, y), (x, y)


def test_the_corner_marks_turn_green_when_a_code_is_read(window: KioskWindow, qtbot: QtBot) -> None:
    camera = window.welcome_page.camera_view
    qtbot.waitExposed(window)
    frame = QImage(camera.preview_size(), QImage.Format.Format_RGB32)
    frame.fill(QColor("#3366cc"))
    window.show_preview_frame(frame)
    area = camera.contentsRect()
    side = min(area.width(), area.height()) * 0.7
    corner = area.center() - QPoint(round(side / 2), round(side / 2)) + QPoint(2, 2)

    def colour_at_mark() -> QColor:
        return camera.grab().toImage().pixelColor(corner * camera.devicePixelRatioF())

    assert colour_at_mark() == QColor("white")
    window.flash_scan_read()
    assert colour_at_mark() == QColor("#22c55e")
    qtbot.waitUntil(lambda: not camera.flashing, timeout=3000)
    assert colour_at_mark() == QColor("white")
