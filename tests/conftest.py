"""Shared fixtures: offscreen Qt, private user directories, and one emulator for the session."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
import shiboken6
from hypothesis import settings
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from kiosk.app import KioskApp
from kiosk.core import logs
from kiosk.emulator import EmulatorServer
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language
from kiosk.ui.theme import apply_theme
from tests.clock import FakeClock
from tests.keyrings import MemoryKeyring

# `pytest tests/fuzz --hypothesis-profile=deep` (README): the fuzz targets' deep run, 100 000
# inputs each instead of the suite's quick pass (tests/fuzz/__init__.py reads the profile's name).
# Registered here, read before pytest loads the profile named on the command line.
settings.register_profile("deep")


@pytest.fixture(autouse=True)
def private_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep every test away from the real user's config, data, cache and log folders."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        folder = tmp_path / "home" / name.lower()
        folder.mkdir(parents=True)
        monkeypatch.setenv(name, str(folder))
    for name in ("KIOSK_API_KEY", "KIOSK_CLIENT_ID", "KIOSK_CLIENT_SECRET", "KIOSK_BASE_URL",
                 "KIOSK_AUTH_URL", "KIOSK_MINT_SITE"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def fresh_secrets_to_redact(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts with no secrets registered for redaction, as a new kiosk process does.

    The registry is one set per process: every client of every earlier test added its tokens,
    and the redacting filter looks for each of them in each log line (the log rotation test took
    8 s late in a run, under 1 s on its own).
    """
    monkeypatch.setattr(logs, "_secrets", set())


@pytest.fixture(autouse=True)
def garbage_collected_in_this_thread() -> Iterator[None]:
    """A test's garbage is collected at its end, in this (the UI) thread, then frozen.

    Qt objects must die in the thread that owns them. A widget caught in a reference cycle is
    freed by Python's cycle collector, which runs in whichever thread happens to allocate next:
    left to it, a finished test's page was destroyed by a later test's worker thread and the
    process crashed (seen under pytest-xdist). Frozen survivors are never scanned again, so each
    collection looks at one test's objects only.
    """
    yield
    gc.collect()
    gc.freeze()


def _top_level_widgets() -> set[QWidget]:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return set()
    return {widget for widget in app.topLevelWidgets() if widget.parent() is None}


@pytest.fixture(autouse=True)
def windows_left_behind_are_deleted() -> Iterator[None]:
    """Windows a test made and did not delete are deleted at its end (after its fixtures).

    A closed window lives on while anything refers to it, and every KioskWindow filters all of the
    application's events: late in a run, dozens of earlier tests' windows (over 2 000 widgets) made
    each later Qt test slower.
    """
    before = _top_level_widgets()
    yield
    left = _top_level_widgets() - before
    for widget in left:
        widget.deleteLater()
    if left:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def kiosk_apps_left_behind_are_deleted() -> Iterator[None]:
    """Every KioskApp a test made is deleted at its end (the test has closed it).

    A closed KioskApp lives on while its signal connections refer to it, and its KioskLock keeps
    filtering all of the application's events: after tests/test_kiosk_app.py, each later Qt test
    ran several times slower. Frozen at each test's end (above), earlier objects are not listed.
    """
    yield
    left = [
        leftover
        for leftover in gc.get_objects()
        if isinstance(leftover, KioskApp) and shiboken6.isValid(leftover)  # a test may delete it
    ]
    for kiosk_app in left:
        kiosk_app.deleteLater()
    if left:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def pytest_sessionfinish() -> None:
    """Frozen objects are freed at exit as usual (a binding counts them as leaks otherwise)."""
    gc.unfreeze()


@pytest.fixture(scope="session")
def qapp(qapp: QApplication) -> QApplication:
    """pytest-qt's application, themed as soon as it exists, like the kiosk's (``run_kiosk``).

    Every Qt test sees the theme whatever ran before it in its process. Set later, a style sheet
    repolishes every widget alive, seconds once earlier tests have left windows behind.
    """
    apply_theme(qapp)
    apply_language(SOURCE_LANGUAGE)  # as the kiosk starts: English with its plural forms
    return qapp


@pytest.fixture(scope="session")
def emulator_server() -> Iterator[EmulatorServer]:
    server = EmulatorServer(mint_delays=(0.05, 0.05))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def emulator(emulator_server: EmulatorServer) -> EmulatorServer:
    """The session's emulator with fresh demo data, no faults and zeroed counters."""
    emulator_server.state.reset()
    return emulator_server


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """The OS keyring replaced by one in memory, for tests that store secrets."""
    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


@pytest.fixture
def clock() -> FakeClock:
    """A clock the test moves, for code that takes one (the flow, the PIN gate)."""
    return FakeClock()

