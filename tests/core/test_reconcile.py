"""Reconciling the journal and draining the queue, against the real emulator over HTTP."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

import pytest

from kiosk.core.attendee_flow import UNKNOWN_DROP, DropInfo, MintAttempt
from kiosk.core.journal import JournalRow, JournalState, MintJournal
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind
from kiosk.core.reasons import Outcome
from kiosk.core.reconcile import (
    ReconcileReport,
    ask_health,
    drain_queue,
    follow_wait,
    reconcile_journal,
)
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator import state as emulator_state
from kiosk.emulator.models import DemoDrop
from kiosk.emulator.rules import Recipient as Resolved
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig

ADDRESS = "0x" + "ab" * 20
OTHER = "0x" + "cd" * 20
MINT = "POST /actions/claim-qr"
STATUS = "GET /actions/claim-qr"


@pytest.fixture
def client(emulator: EmulatorServer) -> Iterator[ServiceClient]:
    config = ServiceConfig(emulator.base_url, emulator.auth_url, emulator.mint_site)
    issued = emulator.credentials
    credentials = Credentials(issued.api_key, issued.client_id, issued.client_secret)
    with ServiceClient(
        config, credentials, token_store=MemoryTokenStore(), sleep=lambda _: None
    ) as service:
        yield service


def a_minute_ago() -> datetime:
    return datetime.now(UTC) - timedelta(minutes=1)


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[MintJournal]:
    """Rows written a minute ago: past the gateway's wait, so a round may settle them."""
    journal = MintJournal(tmp_path / "journal.sqlite3", clock=a_minute_ago)
    yield journal
    journal.close()


@pytest.fixture
def drop(emulator: EmulatorServer) -> DemoDrop:
    return emulator.state.drops[0]


def link_attempt(
    qr_hash: str, recipient: str = ADDRESS, drop: DropInfo = UNKNOWN_DROP, request_id: int = 1
) -> MintAttempt:
    kind = RecipientKind.EMAIL if "@" in recipient else RecipientKind.ADDRESS
    return MintAttempt(
        request_id,
        drop,
        Recipient(kind, recipient),
        started_at=float(request_id),
        qr_hash=qr_hash,
        source_kind=SourceKind.LINK,
    )


def secret_of(client: ServiceClient, qr_hash: str) -> str:
    return client.get_mint_link(qr_hash).secret


def only_row(journal: MintJournal) -> JournalRow:
    [row] = journal.rows()
    return row


# --- reconciliation at start -------------------------------------------------------------------


def test_a_pending_mint_that_happened_is_minted_without_a_second_mint(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    journal.record_attempt(link_attempt(qr_hash, drop=DropInfo(drop.id, drop.name, "")))
    client.mint(qr_hash, secret_of(client, qr_hash), ADDRESS)  # then the kiosk died
    emulator.state.advance_clock(5)  # on chain now
    posts = emulator.state.counters[MINT]

    report = reconcile_journal(journal, client, queue_unminted=True)

    assert (report.settled, report.queued, report.left, report.error) == (1, 0, 0, "")
    row = only_row(journal)
    assert row.state is JournalState.MINTED
    assert row.tx_hash.startswith("0x")
    assert row.reason == ""
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT] == posts  # asked, never sent again


def test_a_mint_not_yet_on_chain_is_on_its_way(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (60, 60)
    qr_hash = drop.qr_hashes[0]
    journal.record_attempt(link_attempt(qr_hash))
    client.mint(qr_hash, secret_of(client, qr_hash), ADDRESS)
    reconcile_journal(journal, client, queue_unminted=False)
    row = only_row(journal)
    assert row.state is JournalState.ON_ITS_WAY
    assert (row.drop_id, row.drop_name) == (drop.id, drop.name)  # learnt from the status


def test_a_link_claimed_by_someone_else_keeps_the_recipient(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    journal.record_attempt(link_attempt(qr_hash))
    client.mint(qr_hash, secret_of(client, qr_hash), OTHER)
    reconcile_journal(journal, client, queue_unminted=True)
    row = only_row(journal)
    assert (row.state, row.reason) == (JournalState.ALREADY_CLAIMED, "already_claimed")
    assert row.recipient is not None
    assert row.recipient.value == ADDRESS  # staff can follow up
    assert OTHER not in row.detail
    assert emulator.state.mints_of(qr_hash) == 1


@pytest.mark.parametrize(
    ("queue_unminted", "state", "reason"),
    # Queued: saved for later now. Failed without a reason: "Service error" would blame the
    # service, which never took it.
    [(True, JournalState.QUEUED, "queued"), (False, JournalState.FAILED, "")],
)
def test_an_unclaimed_link_was_never_minted(
    journal: MintJournal,
    client: ServiceClient,
    emulator: EmulatorServer,
    drop: DemoDrop,
    queue_unminted: bool,
    state: JournalState,
    reason: str,
) -> None:
    row_id = journal.record_attempt(link_attempt(drop.qr_hashes[0]))
    journal.mark_unknown(row_id, "connection reset")
    report = reconcile_journal(journal, client, queue_unminted=queue_unminted)
    assert (report.queued, report.settled) == ((1, 0) if queue_unminted else (0, 1))
    row = only_row(journal)
    assert (row.state, row.reason) == (state, reason)
    assert "Not minted" in row.detail
    assert emulator.state.mints_of(drop.qr_hashes[0]) == 0  # reconciling never mints


def test_a_queued_mint_of_a_link_the_service_does_not_know_is_failed_as_not_found(
    journal: MintJournal, client: ServiceClient
) -> None:
    journal.queue(link_attempt("zz9zz9"))  # never sent: nothing was minted anywhere
    drain_queue(journal, client)
    row = only_row(journal)
    assert (row.state, row.reason) == (JournalState.FAILED, "not_found")


def test_a_sent_mint_of_a_link_the_service_does_not_know_stays_open(
    journal: MintJournal, client: ServiceClient
) -> None:
    """A mint call went out for it (to the service at that time's address: staff may have
    changed it since): the service not knowing the link says nothing of that mint."""
    journal.record_attempt(link_attempt("zz9zz9"))
    report = reconcile_journal(journal, client, queue_unminted=True)
    row = only_row(journal)
    assert (row.state, row.reason) == (JournalState.UNKNOWN, "")
    assert "a mint of it was sent" in row.last_error
    assert (report.settled, report.left) == (0, 1)


def test_an_unreachable_service_leaves_the_rows_for_the_running_queue_and_says_so(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    for request_id, qr_hash in enumerate(drop.qr_hashes[:3], start=1):
        journal.record_attempt(link_attempt(qr_hash, request_id=request_id))
    emulator.state.add_fault(STATUS, Fault(status=503))
    report = reconcile_journal(journal, client, queue_unminted=True)
    assert not report.reachable
    assert (report.settled, report.left) == (0, 3)
    assert report.error
    assert emulator.state.counters[STATUS] == 3  # one row tried (with the client's retries)
    rows = journal.rows()
    assert [row.state for row in rows] == [JournalState.UNKNOWN] * 3  # not pending: no call runs
    assert all(row.last_error for row in rows)

    emulator.state.clear_faults()  # the service is back while the kiosk runs
    report = reconcile_journal(journal, client, queue_unminted=True, include_pending=False)
    assert (report.queued, report.left) == (3, 0)  # unclaimed links: handed to the queue
    assert [row.state for row in journal.rows()] == [JournalState.QUEUED] * 3
    assert emulator.state.counters[MINT] == 0


def test_the_time_limit_bounds_a_round_and_says_nothing_against_the_service(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    journal.record_attempt(link_attempt(drop.qr_hashes[0]))
    report = reconcile_journal(journal, client, queue_unminted=True, time_limit_s=0)
    assert (report.settled, report.left) == (0, 1)
    assert report.time_limit_reached
    assert (report.error, report.reachable) == ("", None)  # not asked: no outage either
    assert emulator.state.counters[STATUS] == 0
    assert only_row(journal).last_error == "Not settled yet: asked again soon"


def test_a_round_says_reachable_only_when_it_asked_the_service(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    assert reconcile_journal(journal, client, queue_unminted=True).reachable is None
    assert drain_queue(journal, client).reachable is None  # nothing queued: nothing asked
    journal.queue(link_attempt(drop.qr_hashes[0]), "no connection")
    emulator.state.add_fault(STATUS, Fault(status=503))
    failed = drain_queue(journal, client)
    assert (failed.asked, failed.reachable) == (True, False)
    emulator.state.clear_faults()
    drained = drain_queue(journal, client)
    assert (drained.asked, drained.reachable) == (True, True)


def test_the_reports_of_one_round_add_up() -> None:
    settled = ReconcileReport(settled=1, left=1, asked=True, time_limit_reached=True)
    drained = ReconcileReport(queued=2, left=1, error="503")
    assert settled.then(drained) == ReconcileReport(1, 2, 2, "503", True, True)
    assert settled.then(drained).reachable is False
    assert ReconcileReport().then(ReconcileReport()).reachable is None


def test_the_health_check_says_whether_the_service_answers(
    client: ServiceClient, emulator: EmulatorServer
) -> None:
    assert ask_health(client) == ReconcileReport(asked=True)
    emulator.state.add_fault("GET /health-check", Fault(status=503))
    down = ask_health(client)
    assert down.reachable is False
    assert down.error


def test_while_running_only_unknown_rows_are_reconciled(
    journal: MintJournal, client: ServiceClient, drop: DemoDrop
) -> None:
    journal.record_attempt(link_attempt(drop.qr_hashes[0], request_id=1))  # a call is running
    unknown = journal.record_attempt(link_attempt(drop.qr_hashes[1], request_id=2))
    journal.mark_unknown(unknown, "timeout")
    reconcile_journal(journal, client, queue_unminted=True, include_pending=False)
    states = {row.id: row.state for row in journal.rows()}
    assert states == {unknown - 1: JournalState.PENDING, unknown: JournalState.QUEUED}


# --- secret-word claims ------------------------------------------------------------------------


def claim_attempt(drop: DemoDrop, recipient: str) -> MintAttempt:
    assert drop.website_secret
    kind = RecipientKind.EMAIL if "@" in recipient else RecipientKind.ADDRESS
    return MintAttempt(
        1,
        DropInfo(drop.id, drop.name, ""),
        Recipient(kind, recipient),
        started_at=1.0,
        secret_word=drop.website_secret,
    )


@pytest.mark.parametrize(
    ("recipient", "state"),
    [(ADDRESS, JournalState.MINTED), ("ann@example.com", JournalState.RESERVED)],
)
def test_a_claim_in_the_recipients_collection_is_minted(
    journal: MintJournal,
    client: ServiceClient,
    emulator: EmulatorServer,
    drop: DemoDrop,
    recipient: str,
    state: JournalState,
) -> None:
    journal.record_attempt(claim_attempt(drop, recipient))
    assert drop.website_secret
    client.website_claim(drop.website_secret, recipient, drop.id)
    emulator.state.advance_clock(5)
    report = reconcile_journal(journal, client, queue_unminted=True)
    assert report.settled == 1
    assert only_row(journal).state is state


def test_a_claim_not_seen_stays_unknown_and_is_asked_less_often_as_it_ages(
    tmp_path: Path, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """Not in the collection never means "not minted": the service may have taken the claim and
    its transaction be pending (or fail), which the collection does not show."""
    clock = [datetime(2026, 11, 26, 9, 0, tzinfo=UTC)]
    journal = MintJournal(tmp_path / "journal.sqlite3", clock=lambda: clock[0])
    scans = "GET /actions/scan/{address}/{eventId}"

    def round_at(moment: datetime) -> int:
        """One queue round at ``moment``; the scans it made."""
        asked = emulator.state.counters[scans]
        clock[0] = moment
        reconcile_journal(
            journal, client, queue_unminted=True, include_pending=False, now=lambda: moment
        )
        assert only_row(journal).state is JournalState.UNKNOWN
        return emulator.state.counters[scans] - asked

    try:
        journal.record_attempt(claim_attempt(drop, ADDRESS))
        start = clock[0] + timedelta(minutes=1)  # past the gateway's wait
        report = reconcile_journal(journal, client, queue_unminted=True, now=lambda: start)
        assert (report.settled, report.left) == (0, 1)
        assert only_row(journal).state is JournalState.UNKNOWN  # the queue's rounds look again
        hour = clock[0] + timedelta(hours=1)
        assert round_at(hour) == 1  # an hour old: asked, then every 6 minutes
        assert round_at(hour + timedelta(minutes=5)) == 0
        assert round_at(hour + timedelta(minutes=7)) == 1
        assert round_at(hour + timedelta(days=1)) == 1
        assert emulator.state.counters["POST /website/claim"] == 0  # a claim is never re-sent
    finally:
        journal.close()


# --- draining the queue ------------------------------------------------------------------------


def test_a_queued_mint_is_minted_once_and_learns_its_drop(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    journal.queue(link_attempt(qr_hash), "no connection")
    report = drain_queue(journal, client)
    assert (report.settled, report.left, report.error) == (1, 0, "")
    row = only_row(journal)
    assert row.state is JournalState.ON_ITS_WAY
    assert (row.drop_id, row.drop_name, row.attempts) == (drop.id, drop.name, 1)
    assert emulator.state.mints_of(qr_hash) == 1
    assert drain_queue(journal, client) == ReconcileReport()  # nothing left to do
    assert emulator.state.counters[MINT] == 1


def test_queued_mints_go_oldest_first_and_an_email_is_reserved(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    first = journal.queue(link_attempt(drop.qr_hashes[0], "ann@example.com", request_id=1))
    second = journal.queue(link_attempt(drop.qr_hashes[1], request_id=2))
    drain_queue(journal, client)
    states = {row.id: row.state for row in journal.rows()}
    assert states == {first: JournalState.RESERVED, second: JournalState.ON_ITS_WAY}


def test_a_queued_link_minted_meanwhile_for_the_recipient_is_not_minted_again(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    journal.queue(link_attempt(qr_hash))
    client.mint(qr_hash, secret_of(client, qr_hash), ADDRESS)  # the lost first try went through
    drain_queue(journal, client)
    assert only_row(journal).state in (JournalState.ON_ITS_WAY, JournalState.MINTED)
    assert only_row(journal).attempts == 0
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT] == 1


def test_a_queued_link_claimed_by_someone_else_or_unknown_is_marked(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    claimed = journal.queue(link_attempt(drop.qr_hashes[0], request_id=1))
    unknown = journal.queue(link_attempt("zz9zz9", request_id=2))
    client.mint(drop.qr_hashes[0], secret_of(client, drop.qr_hashes[0]), OTHER)
    drain_queue(journal, client)
    rows = {row.id: row for row in journal.rows()}
    assert (rows[claimed].state, rows[claimed].reason) == (
        JournalState.ALREADY_CLAIMED,
        "already_claimed",
    )
    assert (rows[unknown].state, rows[unknown].reason) == (JournalState.FAILED, "not_found")
    assert {row.recipient.value for row in rows.values() if row.recipient} == {ADDRESS}
    assert all(row.recipient for row in rows.values())  # kept for staff
    assert emulator.state.counters[MINT] == 1  # only the other person's


@pytest.mark.parametrize(
    ("on_chain", "reason"),
    [(True, Outcome.ALREADY_HAS_DROP), (False, Outcome.CLAIMED_BEFORE)],
    ids=["held", "claimed-not-held"],
)
def test_a_refused_queued_mint_is_failed_with_its_reason(
    on_chain: bool,
    reason: Outcome,
    journal: MintJournal,
    client: ServiceClient,
    emulator: EmulatorServer,
    drop: DemoDrop,
) -> None:
    """The same wallet claimed the drop with another link: "holds this drop" only once its
    collection lists it (its mint on chain), else "claimed before" (tests/faults audit 24)."""
    client.mint(drop.qr_hashes[1], secret_of(client, drop.qr_hashes[1]), ADDRESS)
    if on_chain:
        emulator.state.advance_clock(5)
    journal.queue(link_attempt(drop.qr_hashes[0]))  # the same wallet, the same drop again
    drain_queue(journal, client)
    row = only_row(journal)
    assert (row.state, row.reason) == (JournalState.FAILED, reason.value)
    assert emulator.state.mints_of(drop.qr_hashes[0]) == 0


def test_an_unreachable_service_keeps_the_queue_with_its_last_error(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    first = journal.queue(link_attempt(drop.qr_hashes[0], request_id=1))
    journal.queue(link_attempt(drop.qr_hashes[1], request_id=2))
    emulator.state.add_fault(MINT, Fault(status=503))
    report = drain_queue(journal, client)
    assert (report.settled, report.left) == (0, 2)  # stopped at the first row
    # the first was sent: its outcome is not known (a 503 may come once the service took it)
    states = {row.id: (row.state, row.attempts) for row in journal.rows()}
    assert states[first] == (JournalState.UNKNOWN, 1)
    assert [row.state for row in journal.queued_rows()] == [JournalState.QUEUED]
    assert journal.queue_status() == (2, report.error)  # both still wait
    assert emulator.state.mints_of(drop.qr_hashes[0]) == 0

    emulator.state.clear_faults()
    assert reconcile_journal(journal, client, queue_unminted=False).queued == 1  # unclaimed
    report = drain_queue(journal, client)
    assert (report.settled, report.left) == (2, 0)
    assert journal.queue_status() == (0, "")
    assert emulator.state.mints_of(drop.qr_hashes[0]) == 1


def test_a_queued_mint_whose_answer_is_lost_is_minted_once(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    journal.queue(link_attempt(qr_hash))
    emulator.state.add_fault(MINT, Fault(drop_after_handling=True))
    drain_queue(journal, client)
    assert only_row(journal).state is JournalState.ON_ITS_WAY
    assert emulator.state.mints_of(qr_hash) == 1


# --- following accepted mints to their end -----------------------------------------------------


def accepted(
    journal: MintJournal, client: ServiceClient, qr_hash: str, recipient: str = ADDRESS
) -> int:
    """A mint the service took while the attendee was there, journaled as on its way."""
    attempt = link_attempt(qr_hash, recipient)
    row_id = journal.record_attempt(attempt)
    client.mint(qr_hash, secret_of(client, qr_hash), recipient)
    journal.set_state(row_id, JournalState.ON_ITS_WAY, "Accepted, not final yet")
    return row_id


def test_an_accepted_mint_is_followed_until_the_service_says_passed(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (10, 20)
    qr_hash = drop.qr_hashes[0]
    accepted(journal, client, qr_hash)
    reconcile_journal(journal, client, queue_unminted=True, include_pending=False)
    assert only_row(journal).state is JournalState.ON_ITS_WAY  # pending on chain: not minted
    emulator.state.advance_clock(31)
    later = datetime.now(UTC) + timedelta(minutes=5)  # past the follower's wait for this row
    reconcile_journal(
        journal, client, queue_unminted=True, include_pending=False, now=lambda: later
    )
    row = only_row(journal)
    assert (row.state, row.reason) == (JournalState.MINTED, "")
    assert row.tx_hash == emulator.state.claim_status(qr_hash)["tx_hash"]
    assert emulator.state.claim_status(qr_hash)["tx_status"] == "passed"
    assert emulator.state.mints_of(qr_hash) == 1


def test_an_accepted_mint_that_fails_on_chain_reaches_staff(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (0, 0)
    emulator.state.add_fault(MINT, Fault(mint_fails=True, times=1))
    qr_hash = drop.qr_hashes[0]
    accepted(journal, client, qr_hash)
    reconcile_journal(journal, client, queue_unminted=True, include_pending=False)
    row = only_row(journal)
    assert (row.state, row.reason) == (JournalState.FAILED, "mint_failed")
    assert row.qr_hash == qr_hash  # staff see which code
    assert "failed" in row.detail
    assert emulator.state.claim_status(qr_hash)["tx_status"] == "failed"
    assert journal.failed_after_accept() == 1
    assert journal.statistics(drop.id).failed_after_accept == 1  # the drop learnt from the status
    assert emulator.state.mints_of(qr_hash) == 1  # never sent again


def test_a_transaction_pending_for_ever_stays_open_and_is_asked_less_often(
    tmp_path: Path, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    moment = [datetime.now(UTC) - timedelta(hours=1)]  # the journal's clock: written an hour ago
    journal = MintJournal(tmp_path / "aged.sqlite3", clock=lambda: moment[0])
    try:
        emulator.state.add_fault(MINT, Fault(tx_pending_forever=True, times=1))
        qr_hash = drop.qr_hashes[0]
        accepted(journal, client, qr_hash)
        emulator.state.advance_clock(3600)
        moment[0] = datetime.now(UTC)
        asked = emulator.state.counters[STATUS]
        journals_clock = partial(reconcile_journal, now=lambda: moment[0])
        journals_clock(journal, client, queue_unminted=True, include_pending=False)
        assert only_row(journal).state is JournalState.ON_ITS_WAY  # pending is not minted
        assert emulator.state.counters[STATUS] == asked + 1
        # Just asked: the next round leaves it until its wait (a tenth of its age) is over.
        journals_clock(journal, client, queue_unminted=True, include_pending=False)
        assert emulator.state.counters[STATUS] == asked + 1
        later = datetime.now(UTC) + timedelta(minutes=7)
        reconcile_journal(
            journal, client, queue_unminted=True, include_pending=False, now=lambda: later
        )
        assert emulator.state.counters[STATUS] == asked + 2
        assert only_row(journal).state is JournalState.ON_ITS_WAY
    finally:
        journal.close()


def test_the_follower_wait_grows_with_age_up_to_ten_minutes() -> None:
    assert follow_wait(timedelta(minutes=1)) == timedelta(seconds=6)
    assert follow_wait(timedelta(hours=1)) == timedelta(minutes=6)
    assert follow_wait(timedelta(days=2)) == timedelta(minutes=10)


def test_a_row_changed_within_the_gateway_wait_is_left_alone(
    tmp_path: Path, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """A lost mint answer may still be running at the gateway (29 s): the status then says
    unclaimed although the mint will land. Asked only once that time is past."""
    qr_hash = drop.qr_hashes[0]
    journal = MintJournal(tmp_path / "fresh.sqlite3")  # rows written now
    try:
        row_id = journal.record_attempt(link_attempt(qr_hash))
        journal.mark_unknown(row_id, "no answer")
        report = reconcile_journal(journal, client, queue_unminted=True, include_pending=False)
        assert (report.settled, report.left) == (0, 1)
        assert emulator.state.counters[STATUS] == 0  # not even asked
        assert only_row(journal).state is JournalState.UNKNOWN
        later = datetime.now(UTC) + timedelta(seconds=31)
        reconcile_journal(
            journal, client, queue_unminted=True, include_pending=False, now=lambda: later
        )
        assert only_row(journal).state is JournalState.QUEUED  # unclaimed then: never minted
    finally:
        journal.close()


def test_a_queued_link_of_another_drop_is_never_minted(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer
) -> None:
    """A row queued unchecked by an older kiosk may be of any drop: checked before the mint."""
    chosen, other = emulator.state.drops[0], emulator.state.drops[1]
    journal.queue(link_attempt(other.qr_hashes[0]), "no connection")
    drain_queue(journal, client, allowed_drops=frozenset({chosen.id}))
    row = only_row(journal)
    assert (row.state, row.reason) == (JournalState.FAILED, "other_drop")
    assert (row.drop_id, row.drop_name) == (other.id, other.name)
    assert emulator.state.counters[MINT] == 0
    assert emulator.state.mints_of(other.qr_hashes[0]) == 0


@pytest.mark.parametrize("queued_drop", ["chosen", "other"])
def test_a_queued_link_whose_status_names_its_drop_by_id_alone_is_judged_by_it(
    journal: MintJournal,
    client: ServiceClient,
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    queued_drop: str,
) -> None:
    """A status that leaves out its ``event`` object but gives ``event_id``: a link of the
    chosen drop is minted (it was failed as another drop's), another drop's never is."""
    chosen, other = emulator.state.drops[0], emulator.state.drops[1]
    qr_hash = (chosen if queued_drop == "chosen" else other).qr_hashes[0]
    truth = emulator.state.claim_status

    def without_event(asked: str | None) -> dict[str, object]:
        return {key: value for key, value in truth(asked).items() if key != "event"}

    monkeypatch.setattr(emulator.state, "claim_status", without_event)
    journal.queue(link_attempt(qr_hash), "no connection")
    drain_queue(journal, client, allowed_drops=frozenset({chosen.id}))
    row = only_row(journal)
    if queued_drop == "chosen":
        assert row.state in (JournalState.ON_ITS_WAY, JournalState.MINTED)
        assert emulator.state.mints_of(qr_hash) == 1
    else:
        assert (row.state, row.reason, row.drop_id) == (JournalState.FAILED, "other_drop", other.id)
        assert emulator.state.mints_of(qr_hash) == 0


@pytest.mark.parametrize("recipient", [ADDRESS, "visitor@example.org"])
def test_one_link_queued_twice_for_one_recipient_is_one_mint_in_the_journal(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop,
    recipient: str,
) -> None:
    """Saved for later twice (the attendee scanned again): the queue mints it once, and the
    second row, finding the link claimed for the same recipient, is not counted a second mint."""
    qr_hash = drop.qr_hashes[0]
    journal.queue(link_attempt(qr_hash, recipient, request_id=1), "no connection")
    journal.queue(link_attempt(qr_hash, recipient, request_id=2), "no connection")
    drain_queue(journal, client)
    first, second = sorted(journal.rows(), key=lambda row: row.id)
    assert first.state in (JournalState.ON_ITS_WAY, JournalState.RESERVED)
    assert (second.state, second.reason) == (JournalState.ALREADY_CLAIMED, "already_claimed")
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT] == 1


def test_an_ens_mint_the_service_made_to_a_burn_address_is_never_settled_as_minted(
    journal: MintJournal,
    client: ServiceClient,
    emulator: EmulatorServer,
    drop: DemoDrop,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The name's record points at ``0x…dEaD``: the service resolves it there and mints. The
    follower reads the status the attendee's flow reads: failed, the address kept, not minted."""
    burn = "0x000000000000000000000000000000000000dEaD"
    monkeypatch.setattr(
        emulator_state, "resolve_recipient", lambda text: Resolved(text, burn, is_email=False)
    )
    qr_hash = drop.qr_hashes[0]
    mint = replace(link_attempt(qr_hash), recipient=Recipient(RecipientKind.ENS, "gone.eth"))
    row_id = journal.record_attempt(mint)
    client.mint(qr_hash, secret_of(client, qr_hash), "gone.eth")
    journal.set_state(row_id, JournalState.ON_ITS_WAY, "Accepted, not final yet")

    reconcile_journal(journal, client, queue_unminted=True, include_pending=False)

    row = only_row(journal)
    assert emulator.state.claim_status(qr_hash)["beneficiary"] == burn
    assert (row.state, row.reason) == (JournalState.FAILED, Outcome.NOBODYS_ADDRESS.value)
    assert row.minted_to == burn



def lose_the_queues_mint(emulator: EmulatorServer, *, taken: bool) -> None:
    """The queue's round: its check before the mint is answered; the mint's connection breaks
    (after the service took it when ``taken``); every status asked after it fails."""
    emulator.state.add_fault(STATUS, Fault(times=1))  # the check before the mint: answered
    emulator.state.add_fault(
        MINT, Fault(drop_after_handling=taken, drop_connection=not taken, times=1)
    )
    emulator.state.add_fault(STATUS, Fault(status=503))


def test_a_saved_mint_the_queue_sent_whose_answer_was_lost_is_asked_about_not_requeued(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The service took it: the row is unknown ("Being checked"), not queued ("Queued
    offline"), and a later round settles it by its status, without a second mint."""
    qr_hash = drop.qr_hashes[0]
    journal.queue(link_attempt(qr_hash), "no connection")
    lose_the_queues_mint(emulator, taken=True)
    assert drain_queue(journal, client).error
    assert only_row(journal).state is JournalState.UNKNOWN
    assert emulator.state.mints_of(qr_hash) == 1

    emulator.state.clear_faults()
    emulator.state.advance_clock(5)  # on chain now
    reconcile_journal(journal, client, queue_unminted=False, include_pending=False)
    drain_queue(journal, client)
    assert only_row(journal).state is JournalState.MINTED
    assert emulator.state.mints_of(qr_hash) == 1


def test_a_saved_mint_the_service_never_took_goes_back_to_the_queue_whatever_the_switch_says(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The attendee was told it is saved for later: found unclaimed after its lost send, it is
    queued again and minted, even when staff have switched queueing off since (the switch
    decides what happens to new mints, not to promises made)."""
    qr_hash = drop.qr_hashes[0]
    journal.queue(link_attempt(qr_hash), "no connection")
    lose_the_queues_mint(emulator, taken=False)
    assert drain_queue(journal, client).error
    assert only_row(journal).state is JournalState.UNKNOWN
    assert emulator.state.mints_of(qr_hash) == 0

    emulator.state.clear_faults()
    report = reconcile_journal(journal, client, queue_unminted=False, include_pending=False)
    assert report.queued == 1
    assert (only_row(journal).state, only_row(journal).reason) == (JournalState.QUEUED, "queued")
    drain_queue(journal, client)
    assert only_row(journal).state is JournalState.ON_ITS_WAY
    assert emulator.state.mints_of(qr_hash) == 1


def test_a_saved_mint_the_service_refused_to_take_stays_queued(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """"Too many requests" is the service's own answer before it takes anything: the mint
    waits in the queue, "Queued offline" with that error, and nothing was minted."""
    journal.queue(link_attempt(drop.qr_hashes[0]))
    emulator.state.add_fault(MINT, Fault(status=429, retry_after=0))
    report = drain_queue(journal, client)
    assert report.error
    assert only_row(journal).state is JournalState.QUEUED
    assert journal.queue_status() == (1, report.error)
    assert emulator.state.mints_of(drop.qr_hashes[0]) == 0
