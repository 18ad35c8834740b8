"""The "Still there?" overlay shows only what it is told, covers the page, and a tap on it is
activity that presses no key beneath it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from kiosk.ui.kiosk_window import KioskWindow
from tests.ui.touch import tap


def test_the_countdown_covers_the_page_and_says_the_seconds(
    qtbot: QtBot, window: KioskWindow
) -> None:
    window.show_recipient("Berlin Blockchain Week 2026", None)
    window.show_countdown(7)
    overlay = window.countdown
    qtbot.waitUntil(overlay.isVisible)
    assert overlay.geometry() == window.stack.rect()
    assert overlay.title.text() == "Still there?"
    assert overlay.tap.text() == "Tap to continue"
    assert "7 s" in overlay.seconds_line.text()
    window.show_countdown(6)
    assert "6 s" in overlay.seconds_line.text()
    window.show_countdown(None)
    qtbot.waitUntil(lambda: not overlay.isVisible())


def test_a_tap_on_the_countdown_is_activity_and_types_nothing(
    qtbot: QtBot, window: KioskWindow
) -> None:
    window.show_code_entry()
    window.show_countdown(3)
    qtbot.waitUntil(window.countdown.isVisible)
    with qtbot.waitSignal(window.user_activity, timeout=1000):
        tap(window.countdown)
    assert window.code_page.field.text() == ""


def test_the_countdown_follows_the_window_size(qtbot: QtBot, window: KioskWindow) -> None:
    window.show_code_entry()
    window.show_countdown(5)
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.countdown.geometry() == window.stack.rect())
    assert window.countdown.width() >= 1900
