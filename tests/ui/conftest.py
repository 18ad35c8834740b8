"""A themed attendee window at the smallest supported screen size (1280x800)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow

SMALL_SCREEN = (1280, 800)


@pytest.fixture(scope="session")
def themed_app(qapp: QApplication) -> QApplication:
    """The themed application: tests/conftest.py themes ``qapp`` once, when it is made."""
    return qapp


@pytest.fixture
def window(qtbot: QtBot, themed_app: QApplication) -> Iterator[KioskWindow]:
    """Shown, so sizes and visibility are real; sized like the smallest venue touchscreen.

    Deleted for real at the end: a leftover window would keep filtering the application's events.
    """
    window = KioskWindow()
    window.resize(*SMALL_SCREEN)
    window.show_welcome(True, AttendeeInputs())
    window.show()
    qtbot.waitExposed(window)
    yield window
    delete_for_real(window)


def delete_for_real(window: QWidget) -> None:
    """Closed and deleted now: a leftover window would keep filtering the application's events."""
    window.close()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
