"""Typed shorthands for driving widgets (pytest-qt's ``qtbot.mouseClick`` is untyped)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget


def tap(widget: QWidget) -> None:
    """A real press and release in the middle of ``widget``, like a finger on the screen."""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def press(widget: QWidget, key: Qt.Key) -> None:
    QTest.keyClick(widget, key)


def type_text(widget: QWidget, text: str) -> None:
    QTest.keyClicks(widget, text)
