"""The statistics presenter: real pages, a real journal, codes counted through the emulator."""

from __future__ import annotations

import csv
import io
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from kiosk.core.dispenser import DispenserMode, Record
from kiosk.core.drop_codes import DropCodes, read_drop_codes
from kiosk.core.journal import CSV_HEADER, MintJournal
from kiosk.core.parsing import Recipient, RecipientKind
from kiosk.core.reasons import Outcome
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.statistics_presenter import CODES_INTERVAL_S, PAGE_SIZE, StatisticsPresenter
from kiosk.service import Credentials, MemoryTokenStore, MintCode, ServiceClient, ServiceConfig
from kiosk.ui.operator.journal_model import Column
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.statistics_page import StatisticsPage, TileTone
from tests.core.test_journal import ADDRESS, DROP, attempt, result
from tests.ui.test_journal_page import choose_export_file

WAIT_MS = 10_000
EMAIL = Recipient(RecipientKind.EMAIL, "zoë@example.com")


class Seconds:
    """The presenter's monotonic clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class CountingCodes:
    """Counts how often the codes are asked for; answers through ``answer`` (any thread), a
    number of unclaimed codes or the drop's codes as read."""

    def __init__(self, answer: Callable[[], int | DropCodes | None]) -> None:
        self.answer = answer
        self.calls = 0
        self._lock = threading.Lock()

    def __call__(self) -> DropCodes | None:
        with self._lock:
            self.calls += 1
        answer = self.answer()
        if isinstance(answer, int):
            unclaimed = [MintCode(f"c{index:05d}", claimed=False) for index in range(answer)]
            return DropCodes(unclaimed, drop_expired=False)
        return answer


class Kiosk:
    """The two pages on screen, the journal, the settings and the presenter under test."""

    def __init__(self, qtbot: QtBot, tmp_path: Path, codes: CountingCodes | None) -> None:
        self.qtbot = qtbot
        self.journal = MintJournal(tmp_path / "journal.sqlite3")
        self.settings = Settings()
        self.settings.kiosk.drop_id = DROP.drop_id
        self.settings.kiosk.low_codes_warning = 20
        self.seconds = Seconds()
        self.stats_page = StatisticsPage()
        self.journal_page = JournalPage()
        for page in (self.stats_page, self.journal_page):
            qtbot.addWidget(page)
            page.resize(1280, 800)
        self.presenter = StatisticsPresenter(
            self.stats_page,
            self.journal_page,
            self.journal,
            self.settings,
            codes,
            clock=self.seconds,
        )
        self.next_request = 1

    def mint(self, outcome: Outcome, recipient: Recipient | None = None) -> None:
        mint = attempt(self.next_request, started_at=float(self.next_request), recipient=recipient)
        self.next_request += 1
        self.journal.record_attempt(mint)
        self.journal.record_result(result(mint, outcome))

    def wait(self, condition: Callable[[], bool]) -> None:
        self.qtbot.waitUntil(condition, timeout=WAIT_MS)

    def close(self) -> None:
        self.presenter.stop()
        self.journal.close()


@pytest.fixture
def themed(qapp: QApplication) -> QApplication:
    """Themed once, when made (tests/conftest.py): applied again per test, the style sheet
    repolished every widget earlier tests left alive, seconds a test late in a run."""
    return qapp


@pytest.fixture
def make_kiosk(
    qtbot: QtBot, tmp_path: Path, themed: QApplication
) -> Iterator[Callable[[CountingCodes | None], Kiosk]]:
    made: list[Kiosk] = []

    def make(codes: CountingCodes | None = None) -> Kiosk:
        made.append(Kiosk(qtbot, tmp_path, codes))
        return made[-1]

    yield make
    for kiosk in made:
        kiosk.close()


@pytest.fixture
def service_codes(emulator: EmulatorServer) -> Iterator[CountingCodes]:
    """Unclaimed mint codes of a demo drop, asked from the emulator with its edit code."""
    config = ServiceConfig(
        base_url=emulator.base_url,
        auth_url=emulator.auth_url,
        mint_site=emulator.mint_site,
        max_attempts=1,
    )
    credentials = emulator.credentials
    client = ServiceClient(
        config,
        Credentials(credentials.api_key, credentials.client_id, credentials.client_secret),
        token_store=MemoryTokenStore(),
    )
    drop = next(drop for drop in emulator.state.drops if drop.qr_hashes)

    yield CountingCodes(lambda: read_drop_codes(client, drop.id, drop.edit_code))
    client.close()


def test_shown_statistics_follow_new_mints(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    kiosk.mint(Outcome.MINTED)
    kiosk.mint(Outcome.ALREADY_CLAIMED)
    kiosk.stats_page.show()
    page = kiosk.stats_page
    kiosk.wait(lambda: page.minted.value.text() == "1")
    assert page.already_claimed.value.text() == "1"
    assert page.chart.values()[-1] == 1

    kiosk.mint(Outcome.MINTED)
    kiosk.mint(Outcome.NOT_FOUND)
    kiosk.presenter.refresh()  # what the app does after each recorded mint
    kiosk.wait(lambda: page.minted.value.text() == "2")
    assert page.failed.value.text() == "1"
    assert page.chart.values()[-1] == 2


def test_the_timer_refreshes_without_being_asked(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    kiosk.mint(Outcome.MINTED)
    kiosk.stats_page.show()
    # "1", not the tile's first "0": the read on showing is over, so only the timer reads again
    kiosk.wait(lambda: kiosk.stats_page.minted.value.text() == "1")
    kiosk.mint(Outcome.ON_ITS_WAY)  # e.g. a queued mint the retry sent
    kiosk.wait(lambda: kiosk.stats_page.on_its_way.value.text() == "1")


def test_a_mint_recorded_signal_refreshes(make_kiosk: Callable[..., Kiosk]) -> None:
    class Controller(QObject):
        mint_recorded = Signal(object)  # like AttendeeController's

    kiosk = make_kiosk()
    controller = Controller()
    controller.mint_recorded.connect(kiosk.presenter.refresh)
    kiosk.mint(Outcome.MINTED)
    kiosk.stats_page.show()
    # "1", not the tile's first "0": the read on showing is over, so the signal's refresh is not
    # skipped as one already under way (the timer would then bring the number 2 s later)
    kiosk.wait(lambda: kiosk.stats_page.minted.value.text() == "1")
    kiosk.mint(Outcome.MINTED)
    controller.mint_recorded.emit(object())
    kiosk.wait(lambda: kiosk.stats_page.minted.value.text() == "2")


def test_codes_left_come_from_the_service_at_most_once_a_minute(
    make_kiosk: Callable[..., Kiosk], service_codes: CountingCodes
) -> None:
    codes = service_codes.answer()
    assert isinstance(codes, DropCodes)
    left = codes.left
    assert left > 0
    kiosk = make_kiosk(service_codes)
    kiosk.settings.kiosk.low_codes_warning = left + 1
    kiosk.stats_page.show()
    tile = kiosk.stats_page.codes_left
    kiosk.wait(lambda: tile.value.text() == str(left))
    assert tile.tone() is TileTone.WARNING
    assert service_codes.calls == 1

    kiosk.presenter.refresh()  # nothing changed within the minute: no call
    kiosk.wait(lambda: not kiosk.presenter._reading_statistics)
    assert service_codes.calls == 1

    # This kiosk claimed a code: the next refresh counts again, not a minute later (audit 20).
    kiosk.mint(Outcome.MINTED)
    kiosk.presenter.refresh()
    kiosk.wait(lambda: kiosk.stats_page.minted.value.text() == "1")
    kiosk.presenter.refresh()
    kiosk.wait(lambda: service_codes.calls == 2 and not kiosk.presenter._counting_codes)

    kiosk.settings.kiosk.low_codes_warning = 1  # staff lowered the warning in the options
    kiosk.presenter.refresh()
    assert tile.tone() is TileTone.PLAIN  # at once, with the count already known
    assert tile.value.text() == str(left)
    assert service_codes.calls == 2

    kiosk.seconds.now += CODES_INTERVAL_S
    kiosk.presenter.refresh()
    kiosk.wait(lambda: service_codes.calls == 3)
    assert tile.value.text() == str(left)


def test_another_drop_gets_its_codes_counted_at_once(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(None)
    codes = CountingCodes(lambda: 300 if kiosk.settings.kiosk.drop_id == DROP.drop_id else 5)
    kiosk.presenter.set_codes_left(codes)
    kiosk.stats_page.show()
    tile = kiosk.stats_page.codes_left
    kiosk.wait(lambda: tile.value.text() == "300")

    kiosk.settings.kiosk.drop_id = DROP.drop_id + 1  # the operator picked another drop
    kiosk.presenter.refresh()  # well within the minute
    kiosk.wait(lambda: tile.value.text() == "5")
    assert tile.tone() is TileTone.WARNING
    assert codes.calls == 2


def test_codes_left_are_unknown_without_an_edit_code(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk(None)
    kiosk.stats_page.show()
    tile = kiosk.stats_page.codes_left
    kiosk.wait(lambda: "edit code" in tile.note.text())
    assert tile.value.text() == "?"

    codes = CountingCodes(lambda: 3)
    kiosk.presenter.set_codes_left(codes)  # the operator entered the edit code
    kiosk.wait(lambda: tile.value.text() == "3")
    assert tile.tone() is TileTone.WARNING


def test_an_edit_code_kept_later_is_used_without_waiting(
    make_kiosk: Callable[..., Kiosk],
) -> None:
    kept: list[int] = []
    codes = CountingCodes(lambda: kept[0] if kept else None)  # None: no edit code kept yet
    kiosk = make_kiosk(codes)
    kiosk.stats_page.show()
    tile = kiosk.stats_page.codes_left
    kiosk.wait(lambda: "edit code" in tile.note.text())

    kept.append(250)  # the operator entered the edit code on the Codes page
    kiosk.presenter.refresh()
    kiosk.wait(lambda: tile.value.text() == "250")
    assert tile.tone() is TileTone.PLAIN


def test_a_failed_codes_count_keeps_the_last_number(
    make_kiosk: Callable[..., Kiosk], service_codes: CountingCodes, emulator: EmulatorServer
) -> None:
    codes = service_codes.answer()
    assert isinstance(codes, DropCodes)
    left = codes.left
    kiosk = make_kiosk(service_codes)
    kiosk.stats_page.show()
    tile = kiosk.stats_page.codes_left
    kiosk.wait(lambda: tile.value.text() == str(left))
    emulator.state.add_fault("POST /event/{id}/qr-codes", Fault(status=503))
    kiosk.seconds.now += CODES_INTERVAL_S
    kiosk.presenter.refresh()
    kiosk.wait(lambda: "Could not check" in tile.note.text())
    assert tile.value.text() == str(left)
    assert service_codes.calls == 2


def test_hidden_pages_are_not_refreshed(make_kiosk: Callable[..., Kiosk]) -> None:
    codes = CountingCodes(lambda: 100)
    kiosk = make_kiosk(codes)
    kiosk.mint(Outcome.MINTED)
    kiosk.presenter.refresh()
    kiosk.journal_page.show()
    kiosk.wait(lambda: kiosk.journal_page.model.rowCount() == 1)
    assert codes.calls == 0
    assert kiosk.stats_page.minted.value.text() == "0"

    kiosk.stats_page.show()  # shown: read at once
    kiosk.wait(lambda: kiosk.stats_page.minted.value.text() == "1")
    # The codes are counted in a thread of their own: their answer, not the statistics', says
    # the one call has been made.
    kiosk.wait(lambda: kiosk.stats_page.codes_left.value.text() == "100")
    assert codes.calls == 1


def test_the_journal_view_gets_new_rows_on_top(make_kiosk: Callable[..., Kiosk]) -> None:
    kiosk = make_kiosk()
    kiosk.mint(Outcome.MINTED)
    kiosk.journal_page.show()
    model = kiosk.journal_page.model
    kiosk.wait(lambda: model.rowCount() == 1)

    kiosk.mint(Outcome.RESERVED_BY_EMAIL, EMAIL)
    kiosk.presenter.refresh()
    kiosk.wait(lambda: model.rowCount() == 2)
    assert model.index(0, Column.RECIPIENT).data() == "z***@example.com"
    assert model.index(1, Column.RECIPIENT).data() == "0x5aAe…eAed"
    assert "Showing 2 of 2" in kiosk.journal_page.count_label.text()


def test_older_attempts_load_in_the_background(
    make_kiosk: Callable[..., Kiosk], qtbot: QtBot
) -> None:
    kiosk = make_kiosk()
    for _ in range(PAGE_SIZE + 30):
        kiosk.mint(Outcome.MINTED)
    page = kiosk.journal_page
    page.show()
    kiosk.wait(lambda: page.model.rowCount() == PAGE_SIZE)
    kiosk.mint(Outcome.FAILED)  # one more before the operator asks for older ones
    qtbot.mouseClick(page.load_more_button, Qt.MouseButton.LeftButton)
    kiosk.wait(lambda: page.model.rowCount() == PAGE_SIZE + 30)
    kiosk.presenter.refresh()
    kiosk.wait(lambda: page.model.rowCount() == PAGE_SIZE + 31)
    ids = [page.model.row_at(position).id for position in range(page.model.rowCount())]
    assert ids == list(range(PAGE_SIZE + 31, 0, -1))
    assert not page.load_more_button.isEnabled()


def test_export_writes_the_csv_the_operator_chose(
    make_kiosk: Callable[..., Kiosk],
    qtbot: QtBot,
    tmp_path: Path,
) -> None:
    kiosk = make_kiosk()
    kiosk.mint(Outcome.MINTED)
    kiosk.mint(Outcome.EXPIRED, EMAIL)
    kiosk.mint(Outcome.ALREADY_CLAIMED)
    target = tmp_path / "export" / "journal.csv"
    target.parent.mkdir()
    page = kiosk.journal_page
    page.show()
    choose_export_file(page, qtbot, target)
    kiosk.wait(lambda: page.check_line.property("tone") == "ok")
    assert page.check_line.text() == f"Exported 3 rows to {target}"
    assert page.export_button.isEnabled()

    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with a BOM, for spreadsheet programs
    header, *rows = csv.reader(io.StringIO(raw.decode("utf-8-sig")))
    assert tuple(header) == CSV_HEADER
    assert len(rows) == 3  # one per attempt
    assert [(row[1], row[3], row[4], row[5]) for row in rows] == [
        ("link", "0x5aAe…eAed", "minted", ""),
        ("link", "z***@example.com", "failed", "expired"),
        ("link", "0x5aAe…eAed", "already_claimed", "already_claimed"),
    ]
    text = raw.decode("utf-8-sig")
    assert ADDRESS not in text
    assert "zoë" not in text


def test_an_export_to_an_unwritable_place_says_why(
    make_kiosk: Callable[..., Kiosk], tmp_path: Path
) -> None:
    kiosk = make_kiosk()
    kiosk.mint(Outcome.MINTED)
    page = kiosk.journal_page
    page.show()
    target = tmp_path / "unplugged-usb-stick" / "journal.csv"
    kiosk.presenter.export(str(target))
    kiosk.wait(lambda: page.check_line.property("tone") == "failed")
    assert page.check_line.text() == (
        f"Could not export to {target}. That folder does not exist. Choose another folder."
    )
    assert page.export_button.isEnabled()
    assert not target.exists()


def test_the_dispenser_tiles_count_from_the_journal(
    make_kiosk: Callable[[CountingCodes | None], Kiosk]
) -> None:
    kiosk = make_kiosk(None)
    page = kiosk.stats_page
    page.show()
    kiosk.wait(lambda: page.minted.value.text() == "0")
    assert not page.links_left.isVisible()  # attendees mint here: no dispenser tiles

    kiosk.settings.kiosk.mode = DispenserMode.DISPENSER.value
    for record in (Record.SHOWN, Record.SHOWN, Record.CLAIMED, Record.RETURNED, Record.SHOWN):
        kiosk.journal.record_dispensed("aaa111", DROP.drop_id, record)
    kiosk.journal.record_dispensed("bbb222", DROP.drop_id + 1, Record.SHOWN)  # another drop
    kiosk.presenter.show_dispenser_left([f"link{n:02}" for n in range(17)])
    kiosk.presenter.refresh()
    kiosk.wait(lambda: page.links_shown.value.text() == "3")
    assert page.links_claimed.value.text() == "1"
    assert page.links_left.value.text() == "17"
    assert page.links_left.isVisible()
