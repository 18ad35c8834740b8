"""Bad files at start, and a journal that cannot be written, through the whole kiosk (issue 15).

Real settings and journal files, the real window, controller, workers and operator area, the
emulator over HTTP. For each case: what the attendee reads, what staff read above the operator
pages (and from ``kiosk doctor``), what the files hold, and what the emulator was asked: never a
mint without its journal row, never "queued" for something nothing could keep.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterator
from itertools import count
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.cli import main
from kiosk.core.attendee_flow import InputSource, Screen, StartOver
from kiosk.core.journal import JournalProblem, JournalState, MintJournal, journal_path
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import Outcome
from kiosk.core.settings import (
    LoadedSettings,
    Settings,
    SettingsProblem,
    open_settings,
    save_settings,
    settings_path,
)
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.operator_setup import STEP_CONNECTION, STEP_DROP
from kiosk.presenters.staff import STEP_JOURNAL
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.page import CheckTone
from tests.bad_files import (
    RUNS_AS_ROOT,
    fill_the_disk,
    make_read_only,
    make_writable,
    write_newer_kiosks_journal,
)
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import settings_set_up_for

WAIT_MS = 15_000
CHECK = "GET /actions/claim-qr"  # a mint link's status: the check
MINT = "POST /actions/claim-qr"
CANNOT_MINT_TITLE = "The kiosk cannot mint right now"
CANNOT_MINT_NEXT = "Nothing was sent: your code was not used. Please ask the staff."
SENT = (JournalState.MINTED, JournalState.ON_ITS_WAY)


@pytest.fixture
def open_apps() -> Iterator[list[KioskApp]]:
    apps: list[KioskApp] = []
    yield apps
    for app in apps:
        app.close()


def kiosk_app(
    qtbot: QtBot,
    apps: list[KioskApp],
    settings: Settings,
    journal: MintJournal,
    settings_at_start: LoadedSettings | None = None,
) -> KioskApp:
    app = KioskApp(
        settings, journal, save_settings, windowed=True, settings_at_start=settings_at_start
    )
    qtbot.addWidget(app.window)
    apps.append(app)
    return app


def set_up_kiosk(
    qtbot: QtBot,
    apps: list[KioskApp],
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    journal: MintJournal,
) -> KioskApp:
    """A kiosk set up by staff for the emulator's drop, open for attendees."""
    settings = settings_set_up_for(emulator, monkeypatch)
    return opened(qtbot, kiosk_app(qtbot, apps, settings, journal))


def opened(qtbot: QtBot, app: KioskApp) -> KioskApp:
    app.start()
    qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
    return app


_wallets = count(1)


class Told:
    """What one attendee was told: the outcome and the words on the result page."""

    def __init__(self, app: KioskApp) -> None:
        kiosk = app.kiosk
        assert kiosk is not None
        self.outcome = kiosk.controller.flow.state.outcome
        page = app.window.result_page
        self.title, self.next_step = page.title.text(), page.next_step.text()
        self.asked_for_a_wallet = False


def attendee_tries(qtbot: QtBot, app: KioskApp, emulator: EmulatorServer, link: int) -> Told:
    """An attendee scans a mint link and, if asked, a wallet; then the next one's turn."""
    kiosk = app.kiosk
    assert kiosk is not None
    controller = kiosk.controller
    qr_hash = emulator.state.drops[0].qr_hashes[link]
    controller.submit_payload(mint_link_url(qr_hash, emulator.mint_site), InputSource.CAMERA)
    waiting = (Screen.ASK_RECIPIENT, Screen.RESULT)
    qtbot.waitUntil(lambda: controller.flow.state.screen in waiting, timeout=WAIT_MS)
    asked = controller.flow.state.screen is Screen.ASK_RECIPIENT
    if asked:
        wallet = "0x" + hashlib.sha1(f"wallet {next(_wallets)}".encode()).hexdigest()
        controller.submit_payload(wallet, InputSource.CAMERA)
        qtbot.waitUntil(lambda: controller.flow.state.screen is Screen.RESULT, timeout=WAIT_MS)
    assert app.window.stack.currentWidget() is app.window.result_page
    qtbot.waitUntil(controller.journal_up_to_date, timeout=WAIT_MS)
    told = Told(app)
    told.asked_for_a_wallet = asked
    controller.handle(StartOver())
    return told


def staff_notices(app: KioskApp) -> list[tuple[str, str]]:
    """The lines above the operator pages, as staff see them: (tone, words)."""
    notices = app.screens.area.notices
    if not notices.isVisible():
        return []
    return [(str(line.property("tone")), line.text()) for line in notices.lines]


def assert_told_cannot_mint(told: Told) -> None:
    assert told.outcome is Outcome.CANNOT_MINT
    assert (told.title, told.next_step) == (CANNOT_MINT_TITLE, CANNOT_MINT_NEXT)


def nothing_said_queued(caplog: pytest.LogCaptureFixture) -> bool:
    return not [r for r in caplog.records if "queued" in r.getMessage().lower()]


# --- a damaged settings file ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(range(256)) * 4, id="garbage bytes"),
        pytest.param(
            b'version = 1\n\n[service]\nbase_url = "https://staging.exa', id="half-written TOML"
        ),
    ],
)
def test_a_damaged_settings_file_is_kept_aside_and_staff_are_told_on_the_setup_page(
    qtbot: QtBot,
    open_apps: list[KioskApp],
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    damage: bytes,
) -> None:
    settings_set_up_for(emulator, monkeypatch)  # the credentials (environment) are not lost
    settings_path().parent.mkdir(parents=True)
    settings_path().write_bytes(damage)

    loaded = open_settings()  # as run_kiosk starts
    app = kiosk_app(
        qtbot, open_apps, loaded.settings, MintJournal(tmp_path / "j.sqlite3"),
        settings_at_start=loaded,
    )
    app.start()

    assert loaded.problem is SettingsProblem.DAMAGED
    assert loaded.settings == Settings()
    assert loaded.aside is not None
    assert loaded.aside.read_bytes() == damage
    assert loaded.aside.parent == settings_path().parent
    assert loaded.aside.name.startswith("settings.corrupt-")
    assert not settings_path().exists()
    # The setup opens where the defaults leave it (no drop chosen), the line above that page.
    assert app.window.staff_screen() is app.screens.area
    assert app.screens.area.current_key() == STEP_DROP
    [(tone, words)] = staff_notices(app)
    assert tone == CheckTone.WARNING.value
    assert "default settings" in words
    assert str(loaded.aside) in words
    # Whatever step staff go to, the line stays.
    app.screens.area.show_page(STEP_CONNECTION)
    assert staff_notices(app) == [(tone, words)]


def test_a_missing_settings_file_is_a_plain_first_start(
    qtbot: QtBot, open_apps: list[KioskApp], memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    loaded = open_settings()
    app = kiosk_app(
        qtbot, open_apps, loaded.settings, MintJournal(tmp_path / "j.sqlite3"),
        settings_at_start=loaded,
    )
    app.start()
    assert app.screens.area.current_key() == STEP_CONNECTION
    assert staff_notices(app) == []
    assert not settings_path().exists()


# --- a journal from a newer kiosk ----------------------------------------------------------------


def test_a_newer_kiosks_journal_is_only_read_minting_stops_and_staff_and_doctor_say_why(
    qtbot: QtBot,
    open_apps: list[KioskApp],
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    path = journal_path()
    path.parent.mkdir(parents=True)
    before = write_newer_kiosks_journal(path)  # one of its rows is pending: left alone
    settings = settings_set_up_for(emulator, monkeypatch)
    save_settings(settings)
    journal = MintJournal(path)
    app = opened(qtbot, kiosk_app(qtbot, open_apps, settings, journal))

    with caplog.at_level(logging.INFO):
        told = attendee_tries(qtbot, app, emulator, 40)
    assert_told_cannot_mint(told)
    assert not told.asked_for_a_wallet  # told at once: no link is checked when none can mint
    assert emulator.state.counters[CHECK] == emulator.state.counters[MINT] == 0
    assert nothing_said_queued(caplog)

    app.open_operator_area()
    [(tone, words)] = staff_notices(app)
    assert tone == CheckTone.FAILED.value
    assert "newer Mint Kiosk; install that version again or move the file aside" in words
    assert str(path) in words
    # The newer kiosk's rows are still there for staff.
    app.screens.area.show_page(STEP_JOURNAL)
    journal_page = app.screens.area.page(STEP_JOURNAL)
    assert isinstance(journal_page, JournalPage)
    qtbot.waitUntil(lambda: journal_page.model.rowCount() == 2, timeout=WAIT_MS)
    app.close()
    open_apps.remove(app)
    assert path.read_bytes() == before  # nothing written: not by the kiosk, not at its close

    capsys.readouterr()
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert f"[FAIL] Mint journal can be written: {path}" in out
    assert "The journal was written by a newer Mint Kiosk; install that version again" in out
    assert path.read_bytes() == before


# --- a journal that cannot be written ------------------------------------------------------------


@pytest.mark.skipif(RUNS_AS_ROOT, reason="chmod does not stop root")
def test_a_read_only_data_folder_stops_minting_until_it_is_writable_again(
    qtbot: QtBot,
    open_apps: list[KioskApp],
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    path = tmp_path / "data" / "journal.sqlite3"
    path.parent.mkdir()
    MintJournal(path).close()
    make_read_only(path)
    try:
        journal = MintJournal(path)
        app = set_up_kiosk(qtbot, open_apps, emulator, monkeypatch, journal)
        assert_told_cannot_mint(attendee_tries(qtbot, app, emulator, 41))
        assert emulator.state.counters[MINT] == 0
        app.open_operator_area()
        [(tone, words)] = staff_notices(app)
        assert tone == CheckTone.FAILED.value
        assert "read-only" in words
    finally:
        make_writable(path)
    app.open_for_attendees()
    qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
    told = attendee_tries(qtbot, app, emulator, 42)  # no restart needed
    assert told.outcome in (Outcome.MINTED, Outcome.ON_ITS_WAY)
    assert emulator.state.counters[MINT] == 1


def test_a_journal_that_cannot_be_opened_stops_minting_and_staff_see_why(
    qtbot: QtBot,
    open_apps: list[KioskApp],
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Root too: a folder where the journal file should be cannot be opened by anyone."""
    path = tmp_path / "journal.sqlite3"
    path.mkdir()
    journal = MintJournal(path)
    assert journal.problem is not None
    app = set_up_kiosk(qtbot, open_apps, emulator, monkeypatch, journal)
    assert_told_cannot_mint(attendee_tries(qtbot, app, emulator, 43))
    assert emulator.state.counters[CHECK] == emulator.state.counters[MINT] == 0
    app.open_operator_area()
    [(tone, words)] = staff_notices(app)
    assert tone == CheckTone.FAILED.value
    assert "cannot write its journal" in words
    assert str(path) in words


def test_a_journal_that_turns_read_only_while_the_kiosk_runs(
    qtbot: QtBot,
    open_apps: list[KioskApp],
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The journal's connection refuses writes as a read-only file makes SQLite refuse them
    ("attempt to write a readonly database"; ``query_only``, as chmod does not stop root)."""
    journal = MintJournal(tmp_path / "journal.sqlite3")
    app = set_up_kiosk(qtbot, open_apps, emulator, monkeypatch, journal)
    journal._connection.execute("PRAGMA query_only = ON")

    with caplog.at_level(logging.INFO):
        first = attendee_tries(qtbot, app, emulator, 44)  # checked, then its row is refused
        second = attendee_tries(qtbot, app, emulator, 45)  # told at once: not checked
    assert first.asked_for_a_wallet
    assert not second.asked_for_a_wallet
    assert_told_cannot_mint(first)
    assert_told_cannot_mint(second)
    assert emulator.state.counters[CHECK] == 1
    assert emulator.state.counters[MINT] == 0
    assert nothing_said_queued(caplog)
    assert "attempt to write a readonly database" in caplog.text
    assert journal.problem is JournalProblem.READ_ONLY

    app.open_operator_area()
    [(tone, words)] = staff_notices(app)
    assert (tone, "read-only" in words) == (CheckTone.FAILED.value, True)

    journal._connection.execute("PRAGMA query_only = OFF")  # writable again
    app.open_for_attendees()
    qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
    told = attendee_tries(qtbot, app, emulator, 46)
    assert told.outcome in (Outcome.MINTED, Outcome.ON_ITS_WAY)
    assert emulator.state.counters[MINT] == 1
    # The two told "cannot mint" while it was read-only reach it too (written once it could
    # be, by the queue's first round, in whatever order with the mint): only the last was sent.
    rows = sorted((row.state in SENT, row.reason) for row in journal.rows())
    assert rows == [(False, Outcome.CANNOT_MINT), (False, Outcome.CANNOT_MINT), (True, "")]
    app.open_operator_area()
    assert staff_notices(app) == []


def test_a_full_disk_with_the_network_down_never_says_queued(
    qtbot: QtBot,
    open_apps: list[KioskApp],
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The issue's case: the disk is full and mints cannot reach the service (which, with the
    queue on, would be "Saved for later"): nothing can keep the mint, so nothing says queued."""
    settings = settings_set_up_for(emulator, monkeypatch)
    assert settings.kiosk.queue_offline_mints
    journal = MintJournal(tmp_path / "journal.sqlite3")
    app = opened(qtbot, kiosk_app(qtbot, open_apps, settings, journal))
    emulator.state.add_fault(MINT, Fault(status=503))
    fill_the_disk(journal)
    rows = journal.row_count()

    with caplog.at_level(logging.INFO):
        told = attendee_tries(qtbot, app, emulator, 47)
    assert told.asked_for_a_wallet  # the link was checked: the disk was not known to be full
    assert_told_cannot_mint(told)
    assert told.title != "Saved for later"
    assert emulator.state.counters[MINT] == 0
    assert nothing_said_queued(caplog)
    assert "database or disk is full" in caplog.text
    assert journal.row_count() == rows
    assert journal.queue_status() == (0, "")
    assert journal.problem is JournalProblem.DISK_FULL

    app.open_operator_area()
    [(tone, words)] = staff_notices(app)
    assert tone == CheckTone.FAILED.value
    assert "the disk is full" in words


def test_a_damaged_journal_is_set_aside_minting_goes_on_and_staff_are_told_where_it_went(
    qtbot: QtBot,
    open_apps: list[KioskApp],
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """The file's header overwritten (a copy cut short): the kiosk starts a new journal and
    mints; the mints the old one held are not in it, so staff must hear where it went."""
    path = tmp_path / "journal.sqlite3"
    MintJournal(path).close()
    with path.open("r+b") as file:
        file.write(b"\0" * 16)
    damaged = path.read_bytes()

    journal = MintJournal(path)  # as run_kiosk opens it
    app = set_up_kiosk(qtbot, open_apps, emulator, monkeypatch, journal)
    told = attendee_tries(qtbot, app, emulator, 44)
    app.open_operator_area()

    assert journal.problem is None
    assert journal.set_aside_to is not None
    assert journal.set_aside_to.read_bytes() == damaged
    assert told.outcome is Outcome.MINTED
    [(tone, words)] = staff_notices(app)
    assert tone == CheckTone.WARNING.value
    assert "were not sent" in words
    assert str(journal.set_aside_to) in words
