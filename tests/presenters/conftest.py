"""The attendee side as the app builds it, against the emulator: real window, workers, client and
journal, with the flow's clock in the test's hands."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow
from kiosk.core.journal import MintJournal
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from tests.clock import FakeClock


@pytest.fixture
def queue_offline() -> bool:
    """The operator's queue switch; tests of queued mints parametrize it on."""
    return False


@pytest.fixture
def kiosk_journal(tmp_path: Path) -> MintJournal:
    """The journal the kiosk fixture writes to (closed by it)."""
    return MintJournal(tmp_path / "journal.sqlite3")


@pytest.fixture
def kiosk(
    qtbot: QtBot,
    emulator: EmulatorServer,
    tmp_path: Path,
    clock: FakeClock,
    queue_offline: bool,
    kiosk_journal: MintJournal,
) -> Iterator[AttendeeController]:
    config = ServiceConfig(
        base_url=emulator.base_url,
        auth_url=emulator.auth_url,
        mint_site=emulator.mint_site,
        max_attempts=1,
        follow_interval_s=0.02,
        follow_timeout_s=5.0,
    )
    credentials = emulator.credentials
    client = ServiceClient(
        config,
        Credentials(credentials.api_key, credentials.client_id, credentials.client_secret),
        token_store=MemoryTokenStore(),
    )
    window = KioskWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    journal = kiosk_journal
    controller = AttendeeController(
        AttendeeFlow(emulator.mint_site, queue_offline=queue_offline),
        AttendeeCalls(client, ArtworkCache(tmp_path / "art")),
        window,
        inputs=AttendeeInputs(),
        journal=journal,
        clock=clock,
    )
    controller.start()
    yield controller
    controller.stop()
    client.close()
    journal.close()
