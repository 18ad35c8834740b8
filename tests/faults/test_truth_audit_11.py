"""The truth audit, eleventh round: what the kiosk says across time, restarts and staff changes
made while mints are on their way or queued (the computer's clock set back after it ran ahead, the
service's address changed, another drop or the dispenser chosen, the dispenser closed while its QR
was on the screen, the journal file damaged while it held a saved mint, kiosk doctor just after
midnight), each against the real kiosk (``build_kiosk``), the real staff pages and ``kiosk
doctor``'s checks and a real emulator over HTTP, judged by the emulator's own record
(``server.state``) or by the journal file's real content.

Eight cases were lies when this round was written (26 Nov 2026), fixed since: a mint followed
never again after the clock was set back (its times "in the future"), such a mint missing from
the chart, a mint the old service accepted failed by the new one, the dispenser showing a link
queued here for an attendee, a link shown before a restart and claimed meanwhile not counted,
the doctor passing a drop expired by the service's calendar, the doctor moving a damaged
journal aside and passing it, and a damaged journal set aside without a word to staff. The
rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.doctor import CheckName, Status, check_mints, run_checks
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reasons import Outcome
from kiosk.core.reconcile import drain_queue, reconcile_journal
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.phone import mint_with_phone
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from kiosk.presenters.screen_reading import read_qr_on_screen
from kiosk.service.models import utc_today
from kiosk.ui.doctor_texts import journal_aside_notice
from kiosk.workers.mint_queue import RetryDelays
from tests.faults.test_fault_matrix import (
    Flow,
    credentials_of,
    kiosk_settings,
    settled_journal,
    shown_outcome,
)
from tests.faults.test_truth_audit import (
    WALLET_A,
    at_result,
    did_of,
    scan_link,
    type_recipient,
)
from tests.faults.test_truth_audit_2 import (
    later,
    queue_link,
    restart_and_settle,
    staff_view,
    tap,
)
from tests.faults.test_truth_audit_8 import chart_bars, quarter_of
from tests.faults.test_truth_matrix import FOLLOW_S, Case, Recipient, attend, make_kiosk
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import expire_yesterday, started

WAIT_MS = 30_000
AHEAD = timedelta(hours=2)  # a hardware clock read as UTC that holds the venue's time (UTC+2)
SLOW_CHAIN = (0.0, 3600.0)  # the transaction takes an hour: the attendee reads "On its way"


# --- the computer's clock was ahead, then set right -------------------------------------------


@pytest.fixture
def ahead_kiosk(
    server: EmulatorServer, memory_keyring: MemoryKeyring, qtbot: QtBot, journal_file: Path
) -> Iterator[Kiosk]:
    """The real kiosk for drop 1 on a computer whose clock is ``AHEAD`` of the real time (its
    journal writes its times by that clock, as the kiosk does by the computer's); the clock is
    set right (time sync) before the kiosk's next start."""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    journal = MintJournal(journal_file, clock=lambda: datetime.now(UTC) + AHEAD)
    made = build_kiosk(settings, credentials_of(server), journal)
    made.client.config = replace(made.client.config, follow_timeout_s=FOLLOW_S)
    yield from started(made, qtbot)


def test_a_mint_on_its_way_while_the_clock_was_ahead_is_followed_once_the_clock_is_set_right(
    server: EmulatorServer,
    ahead_kiosk: Kiosk,
    qtbot: QtBot,
    journal_file: Path,
    tmp_path: Path,
) -> None:
    """The venue laptop's clock runs two hours ahead (its hardware clock holds local time and is
    read as UTC). An attendee's mint is accepted, its transaction slow: "On its way". The chain
    passes it; the clock is set right by time sync; the kiosk restarts a minute later (start's
    reconciliation, one queue round). The service says passed; staff must not read On its way."""
    drop = server.state.drops[0]
    server.state.mint_delays = SLOW_CHAIN
    attend(qtbot, ahead_kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(ahead_kiosk)
    assert settled_journal(ahead_kiosk, qtbot) == (JournalState.ON_ITS_WAY,)
    ahead_kiosk.close()
    server.state.advance_clock(3601)  # the chain decides: passed

    restart_and_settle(server, journal_file, tmp_path, minutes=1)
    journal = MintJournal(journal_file)
    try:
        [row] = journal.rows()
        view = staff_view(qtbot, journal, drop.id)
    finally:
        journal.close()

    link = drop.qr_hashes[0]
    assert shown is Outcome.ON_ITS_WAY
    assert did_of(server, link) == "passed"
    assert server.state.claim_status(link)["beneficiary"] == Recipient.WALLET.value
    assert row.state is JournalState.MINTED, f"journaled {row.state}: {row.detail!r}"
    assert (view.tiles["minted"], view.tiles["on_its_way"]) == ("1", "0"), view.tiles


def test_a_mint_made_minutes_ago_stays_on_the_chart_after_the_clock_is_set_back(
    server: EmulatorServer,
    ahead_kiosk: Kiosk,
    qtbot: QtBot,
    journal_file: Path,
) -> None:
    """As above, the clock two hours ahead; the attendee's mint passes at once ("It's yours!").
    Time sync sets the clock right. Staff glance at "Mints per 15 minutes": the service minted
    one in the last quarter hour, and the Minted tile says 1."""
    drop = server.state.drops[0]
    attend(qtbot, ahead_kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(ahead_kiosk)
    assert settled_journal(ahead_kiosk, qtbot) == (JournalState.MINTED,)
    ahead_kiosk.close()

    journal = MintJournal(journal_file)  # the clock set right
    try:
        bars = chart_bars(qtbot, journal, drop.id)
        view = staff_view(qtbot, journal, drop.id)
    finally:
        journal.close()

    link = drop.qr_hashes[0]
    claimed_at = datetime.fromisoformat(str(server.state.claim_status(link)["claimed_date"]))
    assert shown is Outcome.MINTED
    assert did_of(server, link) == "passed"
    assert quarter_of(claimed_at) >= quarter_of(datetime.now(UTC) - timedelta(minutes=15))
    assert view.tiles["minted"] == "1"
    assert sum(n for _, n in bars) == 1, f"chart: {[n for _, n in bars if n]} for 1 mint"


# --- the service's address changed while a mint was on its way ------------------------------


@pytest.fixture
def other_service() -> Iterator[EmulatorServer]:
    """A second service (another address: the organiser's live service after a test one, say),
    with the same drops; links made on the first one since are not known to it."""
    emulator = EmulatorServer(mint_delays=(0.0, 0.0))
    emulator.start()
    yield emulator
    emulator.stop()


def new_link_of(server: EmulatorServer, drop_index: int = 0) -> str:
    """The organiser asks ``server`` for one more mint link of the drop (approved at once)."""
    drop = server.state.drops[drop_index]
    before = set(drop.qr_hashes)
    server.state.redeem_request(
        {
            "event_id": drop.id,
            "requested_codes": 1,
            "secret_code": drop.edit_code,
            "redeem_type": "qr_code",
        }
    )
    [made] = set(server.state.drops[drop_index].qr_hashes) - before
    return made


def test_a_mint_on_its_way_at_the_old_service_is_not_failed_by_the_new_one(
    server: EmulatorServer,
    other_service: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    journal_file: Path,
    tmp_path: Path,
) -> None:
    """An attendee mints a link of the service the kiosk uses; the chain is slow: "On its way".
    Staff then point the kiosk at another service address (same credentials' shape, same drop
    id) and the kiosk is rebuilt; the old service passes the mint. The new service knows no such
    link. Staff read the journal: it must not say the attendee's mint failed."""
    link = new_link_of(server)
    server.state.mint_delays = SLOW_CHAIN
    scan_link(qtbot, kiosk, server, link)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    shown = shown_outcome(kiosk)
    assert settled_journal(kiosk, qtbot) == (JournalState.ON_ITS_WAY,)
    kiosk.close()
    server.state.advance_clock(3601)  # the old service's chain passes it

    restart_and_settle(other_service, journal_file, tmp_path, minutes=1)  # the new address
    journal = MintJournal(journal_file)
    try:
        [row] = journal.rows()
        view = staff_view(qtbot, journal, server.state.drops[0].id)
    finally:
        journal.close()

    assert shown is Outcome.ON_ITS_WAY
    assert did_of(server, link) == "passed"
    assert server.state.claim_status(link)["beneficiary"] == WALLET_A.lower()
    assert other_service.state.counters["POST /actions/claim-qr"] == 0
    assert row.state is not JournalState.FAILED, f"journaled Failed: {row.reason} {row.detail!r}"
    assert view.tiles["failed"] == "0", f"staff read {view.tiles} for a mint that passed"


# --- another drop chosen while a mint was on its way --------------------------------------------


def test_a_mint_on_its_way_when_staff_choose_another_drop_is_followed_and_counted_as_its_own(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    journal_file: Path,
    tmp_path: Path,
) -> None:
    """An attendee's mint of drop 1 is on its way when staff choose drop 2 and the kiosk is
    rebuilt for it. The chain passes the mint. The kiosk still follows it (it was made): its row
    ends Minted under drop 1; drop 2's tiles count nothing of it; nothing is sent again."""
    first, second = server.state.drops[0], server.state.drops[1]
    link = first.qr_hashes[0]
    server.state.mint_delays = SLOW_CHAIN
    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    assert shown_outcome(kiosk) is Outcome.ON_ITS_WAY
    assert settled_journal(kiosk, qtbot) == (JournalState.ON_ITS_WAY,)
    kiosk.close()
    server.state.advance_clock(3601)

    restart_and_settle(
        server, journal_file, tmp_path, minutes=70, allowed=frozenset({second.id})
    )
    journal = MintJournal(journal_file)
    try:
        [row] = journal.rows()
        chosen = staff_view(qtbot, journal, second.id)
        earlier = staff_view(qtbot, journal, first.id)
    finally:
        journal.close()

    assert did_of(server, link) == "passed"
    assert server.state.counters["POST /actions/claim-qr"] == 1
    assert (row.state, row.drop_id, row.drop_name) == (JournalState.MINTED, first.id, first.name)
    assert set(chosen.tiles.values()) == {"0"}, chosen.tiles
    assert (earlier.tiles["minted"], earlier.tiles["on_its_way"]) == ("1", "0")


# --- the dispenser chosen while a mint of its drop is queued -------------------------------------


def test_the_dispenser_never_shows_a_link_queued_here_for_an_attendee(
    server: EmulatorServer,
    kiosk: Kiosk,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
) -> None:
    """Attendee A's mint of a link of drop 1 cannot be sent (503): "Saved for later". The
    service still refuses mint calls while its status answers. Staff switch the kiosk to the
    dispenser, handing out the drop's links file, which holds A's link. The first tap must not
    show A's link: a phone scanning it would take the collectible this kiosk promised A."""
    drop = server.state.drops[0]
    link, spare = drop.qr_hashes[:2]
    queue_link(qtbot, kiosk, server, link, WALLET_A)
    kiosk.close()
    server.state.add_fault("POST /actions/claim-qr", Fault(status=503))  # mints still refused

    dispenser = dispenser_kiosk([link, spare])
    screen = tap(qtbot, dispenser)
    shown = read_qr_on_screen(dispenser.window) if screen is DispenserScreen.SHOWING else []
    queued = [row for row in dispenser.journal.rows() if row.state is JournalState.QUEUED]

    assert [row.qr_hash for row in queued] == [link]  # the journal holds A's mint of it
    assert server.state.claim_status(link)["claimed"] is False
    assert screen is DispenserScreen.SHOWING
    assert not any(link in text for text in shown), f"showed A's queued link: {shown}"


# --- the dispenser closed while its QR was on the screen -------------------------------------


def test_a_link_shown_before_a_restart_and_claimed_meanwhile_is_counted_claimed(
    server: EmulatorServer,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
) -> None:
    """The dispenser shows its first link; a phone reads the QR; the kiosk is closed (staff
    quit, or it is restarted) before the phone mints. The phone mints the link. The kiosk starts
    again on the same journal and links file: the next tap finds that link claimed and shows the
    next one. Staff read the dispenser's tiles: the service says the shown link was claimed."""
    drop = server.state.drops[0]
    link, spare = drop.qr_hashes[:2]
    first = dispenser_kiosk([link, spare])
    assert tap(qtbot, first) is DispenserScreen.SHOWING
    [read] = read_qr_on_screen(first.window)
    first.close()
    assert mint_with_phone(read).qr_hash == link

    again = dispenser_kiosk([link, spare])
    assert tap(qtbot, again) is DispenserScreen.SHOWING
    [shown_now] = read_qr_on_screen(again.window)
    view = staff_view(qtbot, again.journal, drop.id, dispenser=True)

    assert spare in shown_now
    assert server.state.claimed_links() == [link]
    assert view.tiles["links_shown"] == "2"
    assert view.tiles["links_claimed"] == "1", f"staff read {view.tiles} for a claimed link"


# --- kiosk doctor just after midnight --------------------------------------------------------


def test_the_doctor_does_not_pass_a_drop_the_service_says_expired_when_the_clock_is_slow(
    server: EmulatorServer, memory_keyring: MemoryKeyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Drop 1 expired at the end of yesterday (UTC, the service's calendar). The kiosk's clock
    is a few minutes slow: just after midnight it still reads yesterday. Staff run the doctor
    before doors open: the service refuses every link of the drop (``is_active`` false, mints
    refused as expired), so the drop line must not be OK."""
    expire_yesterday(server)
    service_today = server.state.today()
    monkeypatch.setattr(  # the computer's calendar, a few minutes before midnight
        "kiosk.service.service_clock.utc_today", lambda: service_today - timedelta(days=1)
    )
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id

    [drop_line] = [
        result
        for result in run_checks(settings, credentials=credentials_of(server))
        if result.name is CheckName.DROP
    ]

    link = server.state.drops[0].qr_hashes[0]
    assert utc_today() == service_today  # the real calendar agrees with the service's
    assert server.state.claim_status(link)["is_active"] is False
    assert drop_line.status is not Status.OK, f"doctor: [OK] Drop: {drop_line.detail}"


# --- a journal damaged while it held a saved mint ------------------------------------------------


def damage(journal_file: Path) -> None:
    """The file's first bytes overwritten (a copy cut short, a disk error): SQLite no longer
    takes it for a database. Its rows are still in the rest of the file."""
    with journal_file.open("r+b") as file:
        file.write(b"\0" * 16)


def test_the_doctor_does_not_pass_a_damaged_journal_holding_a_saved_mint(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, journal_file: Path
) -> None:
    """Attendee A reads "Saved for later" (the mint call answered 503). The kiosk is closed;
    the journal file is damaged. Staff run kiosk doctor before reopening: its journal line must
    not pass, and it must leave the file where it was (the doctor only looks)."""
    link = server.state.drops[0].qr_hashes[0]
    queue_link(qtbot, kiosk, server, link, WALLET_A)
    kiosk.close()
    damage(journal_file)
    before = sorted(path.name for path in journal_file.parent.iterdir())

    result = check_mints(journal_file)

    assert server.state.claim_status(link)["claimed"] is False  # the saved mint was never sent
    assert result.status is not Status.OK, f"doctor: [OK] {result.name}: {result.detail}"
    assert sorted(path.name for path in journal_file.parent.iterdir()) == before


def test_a_kiosk_started_on_a_damaged_journal_does_not_hide_the_saved_mint_it_held(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, journal_file: Path, tmp_path: Path
) -> None:
    """As above; the kiosk is started again on the damaged journal (start's reconciliation, one
    queue round). The attendee's saved mint is never sent; staff must hear of the damage: the
    journal the kiosk opened says where the damaged file went, and the operator area's notice
    (tests/test_bad_files.py) says the mints saved in it were not sent."""
    drop = server.state.drops[0]
    link = drop.qr_hashes[0]
    queue_link(qtbot, kiosk, server, link, WALLET_A)
    kiosk.close()
    damage(journal_file)

    journal = MintJournal(journal_file)  # as the kiosk opens it at its next start
    restarted = make_kiosk(server, Case(), tmp_path / "unused.sqlite3")
    try:
        now = later(1)
        allowed = frozenset({drop.id})
        reconcile_journal(
            journal, restarted.client, queue_unminted=True, now=now, allowed_drops=allowed
        )
        drain_queue(journal, restarted.client, now=now, allowed_drops=allowed)
        aside = journal.set_aside_to
    finally:
        restarted.close()
        journal.close()

    assert server.state.claim_status(link)["claimed"] is False  # never sent
    assert aside is not None, "the damaged journal went aside without a word to staff"
    notice = journal_aside_notice(aside)
    assert "were not sent" in notice
    assert str(aside) in notice


def test_a_mint_queued_before_staff_chose_the_dispenser_is_still_sent_once_for_its_attendee(
    server: EmulatorServer,
    kiosk: Kiosk,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
) -> None:
    """Attendee A reads "Saved for later"; a minute later staff switch the kiosk to the
    dispenser (its links file without A's link) and the service answers again. The dispenser
    build's queue sends A's mint, once, to A; the row ends Minted as the service says."""
    drop = server.state.drops[0]
    link, spare = drop.qr_hashes[:2]
    queue_link(qtbot, kiosk, server, link, WALLET_A)
    kiosk.close()

    dispenser = dispenser_kiosk([spare])
    dispenser.queue.delays = RetryDelays(idle_s=0.1)
    dispenser.queue.now = lambda: datetime.now(UTC) + timedelta(minutes=1)  # a minute on
    dispenser.start_queue()
    journal = dispenser.journal
    qtbot.waitUntil(
        lambda: [row.state for row in journal.rows()] == [JournalState.MINTED], timeout=WAIT_MS
    )

    assert did_of(server, link) == "passed"
    assert server.state.claim_status(link)["beneficiary"] == WALLET_A.lower()
    assert server.state.mints_of(link) == 1
    assert server.state.counters["POST /actions/claim-qr"] == 2  # the attendee's 503, the queue's
    assert server.state.claimed_links() == [link]  # the dispenser handed nothing out by itself
