"""Uncaught exceptions in slots and threads reach the log file (traceback, secrets redacted) and
``crashed`` in the UI thread; uninstalling puts the previous hooks back."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QThread, QTimer, Signal
from pytestqt.qtbot import QtBot

from kiosk.core.logs import redact_secret, setup_logging
from kiosk.workers.crash_guard import CrashGuard


@pytest.fixture
def log_file() -> Iterator[Path]:
    """The app's rotating log file, its handlers removed again after the test."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield setup_logging()
    for handler in root.handlers[:]:
        if handler not in handlers:
            handler.close()
            root.removeHandler(handler)
    root.setLevel(level)


@pytest.fixture
def guard(qtbot: QtBot) -> Iterator[CrashGuard]:
    guard = CrashGuard()
    guard.install()
    yield guard
    guard.uninstall()


class Recorder:
    """What ``crashed`` carried, and in which thread it arrived."""

    def __init__(self, guard: CrashGuard) -> None:
        self.names: list[str] = []
        self.threads: list[QThread] = []
        guard.crashed.connect(self.record)

    def record(self, name: str) -> None:
        self.names.append(name)
        self.threads.append(QThread.currentThread())


class Button(QObject):
    pressed = Signal()


def test_an_exception_in_a_timer_slot_is_logged_and_reported(
    qtbot: QtBot, guard: CrashGuard, log_file: Path
) -> None:
    recorder = Recorder(guard)

    def broken_slot() -> None:
        raise RuntimeError("boom in a slot")

    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: recorder.names == ["RuntimeError"])
    text = log_file.read_text("utf-8")
    assert "CRITICAL" in text
    assert "Traceback (most recent call last)" in text
    assert "in broken_slot" in text
    assert "RuntimeError: boom in a slot" in text


def test_an_exception_in_a_signal_slot_arrives_after_the_emit_has_unwound(
    qtbot: QtBot, guard: CrashGuard, log_file: Path
) -> None:
    recorder = Recorder(guard)
    button = Button()

    def broken_slot() -> None:
        raise KeyError("no such page")

    button.pressed.connect(broken_slot)
    button.pressed.emit()
    assert recorder.names == []  # queued: the page is never shown from inside the failing code
    qtbot.waitUntil(lambda: recorder.names == ["KeyError"])
    assert "KeyError: 'no such page'" in log_file.read_text("utf-8")


def test_an_exception_ending_a_thread_reaches_the_ui_thread(
    qtbot: QtBot, guard: CrashGuard, log_file: Path
) -> None:
    recorder = Recorder(guard)

    def broken_work() -> None:
        raise ValueError("bad frame")

    thread = threading.Thread(target=broken_work, name="camera-helper")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: recorder.names == ["ValueError"])
    assert recorder.threads == [guard.thread()]
    text = log_file.read_text("utf-8")
    assert "Uncaught ValueError in camera-helper" in text
    assert "ValueError: bad frame" in text


def test_a_thread_ending_with_system_exit_is_not_a_crash(
    qtbot: QtBot, guard: CrashGuard, log_file: Path
) -> None:
    recorder = Recorder(guard)
    thread = threading.Thread(target=sys.exit, name="quiet-helper")
    thread.start()
    thread.join()
    QTimer.singleShot(0, lambda: recorder.record("probe"))  # queued after any crash report
    qtbot.waitUntil(lambda: recorder.names != [])
    assert recorder.names == ["probe"]
    assert "quiet-helper" not in log_file.read_text("utf-8")


def test_secrets_in_the_exception_text_are_redacted(
    qtbot: QtBot, guard: CrashGuard, log_file: Path
) -> None:
    recorder = Recorder(guard)
    redact_secret("crash-guard-secret-value")

    def leaky_slot() -> None:
        raise RuntimeError("token crash-guard-secret-value refused")

    QTimer.singleShot(0, leaky_slot)
    qtbot.waitUntil(lambda: recorder.names == ["RuntimeError"])
    text = log_file.read_text("utf-8")
    assert "token [redacted] refused" in text
    assert "crash-guard-secret-value" not in text


def test_uninstall_puts_the_previous_hooks_back(qtbot: QtBot) -> None:
    before = (sys.excepthook, threading.excepthook)
    guard = CrashGuard()
    guard.install()
    assert (sys.excepthook, threading.excepthook) != before
    assert guard.installed
    guard.install()  # twice is harmless: uninstall still restores the originals
    guard.uninstall()
    assert (sys.excepthook, threading.excepthook) == before
    assert not guard.installed
