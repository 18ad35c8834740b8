"""Fixtures the truth audits share."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import keyring
import pytest
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.dispenser import DispenserMode, LinkSource
from kiosk.core.journal import MintJournal
from kiosk.core.parsing import mint_link_url
from kiosk.core.secrets import KEYRING_SERVICE
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from kiosk.presenters.operator_setup import STEP_DROP, OperatorSetup, build_operator_setup
from kiosk.ui.language import apply_language
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.workers.mint_queue import RetryDelays
from tests.faults.test_fault_matrix import credentials_of, kiosk_settings
from tests.faults.test_truth_matrix import Case, make_kiosk
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import settings_set_up_for, started


@pytest.fixture
def server() -> Iterator[EmulatorServer]:
    """One emulator per case; mints pass (or fail) at once unless a case slows or breaks them."""
    emulator = EmulatorServer(mint_delays=(0.0, 0.0))
    emulator.start()
    yield emulator
    emulator.stop()


@pytest.fixture
def journal_file(tmp_path: Path) -> Path:
    return tmp_path / "journal.sqlite3"


@pytest.fixture
def kiosk(
    server: EmulatorServer, memory_keyring: MemoryKeyring, qtbot: QtBot, journal_file: Path
) -> Iterator[Kiosk]:
    """The real kiosk, staff chose drop 1 (the emulator's first), started and holding a token."""
    made = make_kiosk(server, Case(), journal_file)
    yield from started(made, qtbot)



@pytest.fixture
def second_kiosk(
    server: EmulatorServer, memory_keyring: MemoryKeyring, qtbot: QtBot, tmp_path: Path
) -> Iterator[Kiosk]:
    """Another kiosk at the same venue, staff chose the same drop 1, its own journal."""
    yield from started(make_kiosk(server, Case(), tmp_path / "second.sqlite3"), qtbot)

@pytest.fixture
def queue_kiosk(
    server: EmulatorServer, memory_keyring: MemoryKeyring, qtbot: QtBot, journal_file: Path
) -> Iterator[Kiosk]:
    """The real kiosk for drop 1, open for attendees, its mint queue not started yet; the
    queue's idle rounds (every 30 s at the venue) come every tenth of a second here."""
    settings = kiosk_settings(server, 10.0)  # a loaded machine's slow answer is no outage
    settings.kiosk.drop_id = server.state.drops[0].id
    made = build_kiosk(settings, credentials_of(server), MintJournal(journal_file))
    made.queue.delays = RetryDelays(idle_s=0.1)
    made.window.resize(1280, 800)
    qtbot.addWidget(made.window)
    made.window.show()
    made.client.fetch_token()
    made.start_attendees()
    try:
        yield made
    finally:
        made.close()


HIDE_AFTER_S = 10.0  # the shortest a shown QR stays (dispenser.MIN_HIDE_AFTER_S)


def open_dispenser(
    server: EmulatorServer,
    qtbot: QtBot,
    journal_file: Path,
    drop_id: int,
    links_file: Path | None = None,
) -> Kiosk:
    """A dispenser kiosk for ``drop_id``, opened: it hands out the links of ``links_file``, or
    without one the links the service lists for the drop (its edit code kept by the case)."""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = drop_id
    settings.kiosk.mode = DispenserMode.DISPENSER.value
    if links_file is None:
        settings.kiosk.dispenser_source = LinkSource.SERVICE.value
    else:
        settings.kiosk.dispenser_source = LinkSource.FILE.value
        settings.kiosk.dispenser_links_file = str(links_file)
    settings.kiosk.dispenser_hide_after_s = HIDE_AFTER_S
    kiosk = build_kiosk(settings, credentials_of(server), MintJournal(journal_file))
    qtbot.addWidget(kiosk.window)
    kiosk.window.resize(1280, 800)
    kiosk.window.show()
    kiosk.start_attendees()
    return kiosk


@pytest.fixture
def dispenser_kiosk(
    server: EmulatorServer, memory_keyring: MemoryKeyring, qtbot: QtBot, journal_file: Path
) -> Iterator[Callable[[list[str]], Kiosk]]:
    """A dispenser kiosk for drop 1 handing out the links of a links file."""
    made: list[Kiosk] = []

    def make(links: list[str]) -> Kiosk:
        links_file = journal_file.with_name("links.txt")
        links_file.write_text("\n".join(mint_link_url(h, server.mint_site) for h in links))
        kiosk = open_dispenser(server, qtbot, journal_file, server.state.drops[0].id, links_file)
        made.append(kiosk)
        return kiosk

    yield make
    for kiosk in made:
        kiosk.close()


@pytest.fixture
def drop_step(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring
) -> Iterator[tuple[OperatorSetup, Settings, OperatorArea]]:
    """The Drop step of a kiosk connected to the emulator, minting drop 2; the choice saved."""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[1].id
    for name in ("api_key", "client_id", "client_secret"):
        keyring.set_password(KEYRING_SERVICE, name, getattr(server.credentials, name))
    area = OperatorArea()
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    setup = build_operator_setup(area, settings, lambda _settings: None)
    area.show_page(STEP_DROP)
    setup.start()
    try:
        yield setup, settings, area
    finally:
        setup.stop()


@pytest.fixture
def app(
    server: EmulatorServer,
    memory_keyring: MemoryKeyring,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[KioskApp]:
    """The real app, set up as staff leave it (drop 1, a PIN, English at the venue), open for
    attendees."""
    settings = settings_set_up_for(server, monkeypatch)
    yield from opened_app(settings, tmp_path / "journal.sqlite3", qtbot)


def opened_app(settings: Settings, journal_file: Path, qtbot: QtBot) -> Iterator[KioskApp]:
    """The real app with ``settings`` (English at the venue), open for attendees; closed, and
    English again for the next case, after."""
    settings.kiosk.language = "en"
    apply_language("en")
    made = KioskApp(settings, MintJournal(journal_file), lambda _settings: None, windowed=True)
    qtbot.addWidget(made.window)
    try:
        made.start()
        qtbot.waitUntil(lambda: made.attendees_open, timeout=30_000)
        yield made
    finally:
        made.close()
        apply_language("en")
