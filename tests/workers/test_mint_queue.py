"""The queue's retry in the background: real worker thread, real journal file, the emulator."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import UNKNOWN_DROP, MintAttempt
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind
from kiosk.emulator import EmulatorServer, Fault
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.workers.mint_queue import MintQueue, RetryDelays

STATUS = "GET /actions/claim-qr"
MINT = "POST /actions/claim-qr"
HEALTH = "GET /health-check"
WAIT_MS = 10_000
FAST = RetryDelays(first_s=0.05, longest_s=0.2, idle_s=600)


def a_minute_later() -> datetime:
    return datetime.now(UTC) + timedelta(minutes=1)


@pytest.fixture
def client(emulator: EmulatorServer) -> Iterator[ServiceClient]:
    config = ServiceConfig(emulator.base_url, emulator.auth_url, emulator.mint_site, max_attempts=1)
    issued = emulator.credentials
    credentials = Credentials(issued.api_key, issued.client_id, issued.client_secret)
    with ServiceClient(config, credentials, token_store=MemoryTokenStore()) as service:
        yield service


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "journal.sqlite3"


@pytest.fixture
def journal(path: Path) -> Iterator[MintJournal]:
    journal = MintJournal(path)
    yield journal
    journal.close()


class Seen:
    """Every ``queue_changed`` and ``service_reachable`` the queue sent."""

    def __init__(self, queue: MintQueue) -> None:
        self.changes: list[tuple[int, str]] = []
        self.reachable: list[bool] = []
        queue.queue_changed.connect(lambda queued, error: self.changes.append((queued, error)))
        queue.service_reachable.connect(self.reachable.append)


MakeQueue = Callable[[MintJournal], tuple[MintQueue, Seen]]


@pytest.fixture
def make_queue(qtbot: QtBot, client: ServiceClient) -> Iterator[MakeQueue]:
    queues: list[MintQueue] = []

    def make(journal: MintJournal) -> tuple[MintQueue, Seen]:
        # Rounds a minute ahead: past the gateway's wait, rows may be asked about at once.
        queue = MintQueue(journal, client, delays=FAST, now=a_minute_later)
        queues.append(queue)
        return queue, Seen(queue)

    yield make
    for queue in queues:
        queue.stop()


def wallet(number: int) -> str:
    return f"0x{number:040x}"


def queued(journal: MintJournal, qr_hash: str, request_id: int = 1) -> int:
    """A link queued for its own wallet (one collectible per wallet and drop)."""
    attempt = MintAttempt(
        request_id,
        UNKNOWN_DROP,
        Recipient(RecipientKind.ADDRESS, wallet(request_id)),
        started_at=float(request_id),
        qr_hash=qr_hash,
        source_kind=SourceKind.LINK,
    )
    return journal.queue(attempt, "no connection")


def test_delays_double_with_jitter_up_to_the_longest() -> None:
    delays = RetryDelays(first_s=5, longest_s=300)
    for failures, ceiling in [(1, 5), (2, 10), (3, 20), (7, 300), (30, 300)]:
        waits = [delays.after_failures(failures) for _ in range(50)]
        assert all(ceiling / 2 <= wait <= ceiling for wait in waits)
        assert len(set(waits)) > 1  # spread out, not in lockstep


def test_queued_mints_are_minted_once_when_it_starts(
    qtbot: QtBot, journal: MintJournal, emulator: EmulatorServer, make_queue: MakeQueue
) -> None:
    links = emulator.state.drops[0].qr_hashes[:2]
    for request_id, qr_hash in enumerate(links, start=1):
        queued(journal, qr_hash, request_id)
    queue, seen = make_queue(journal)
    queue.start()
    qtbot.waitUntil(lambda: seen.changes == [(0, "")], timeout=WAIT_MS)
    assert seen.reachable == [True]
    assert [row.state for row in journal.rows()] == [JournalState.ON_ITS_WAY] * 2
    assert [emulator.state.mints_of(qr_hash) for qr_hash in links] == [1, 1]
    assert queue.next_round_ms > 60_000  # idle: the next look is a while away


def test_an_outage_backs_off_keeps_the_error_and_drains_when_back(
    qtbot: QtBot, journal: MintJournal, emulator: EmulatorServer, make_queue: MakeQueue
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    queued(journal, qr_hash)
    emulator.state.add_fault(STATUS, Fault(status=503))
    queue, seen = make_queue(journal)
    queue.start()
    qtbot.waitUntil(lambda: queue.failures >= 2, timeout=WAIT_MS)
    assert seen.changes[0][0] == 1
    assert seen.changes[0][1]  # the operator sees why
    assert seen.reachable[:2] == [False, False]
    assert emulator.state.counters[MINT] == 0  # never minted without a status

    emulator.state.clear_faults()
    qtbot.waitUntil(lambda: seen.changes[-1] == (0, ""), timeout=WAIT_MS)
    assert queue.failures == 0
    assert seen.reachable[-1]
    assert emulator.state.mints_of(qr_hash) == 1


def test_a_poke_starts_a_round_unless_it_is_backing_off(
    qtbot: QtBot,
    journal: MintJournal,
    emulator: EmulatorServer,
    make_queue: MakeQueue,
    client: ServiceClient,
) -> None:
    queue, seen = make_queue(journal)
    queue.start()
    qtbot.waitUntil(lambda: len(seen.changes) == 1, timeout=WAIT_MS)
    queued(journal, emulator.state.drops[0].qr_hashes[0])
    queue.poke()
    qtbot.waitUntil(lambda: len(seen.changes) == 2, timeout=WAIT_MS)
    assert seen.changes[-1] == (0, "")

    backing_off = MintQueue(
        journal, client, delays=RetryDelays(first_s=600, longest_s=600), now=a_minute_later
    )
    emulator.state.add_fault(STATUS, Fault(status=503))
    queued(journal, emulator.state.drops[0].qr_hashes[1], request_id=2)
    backing_off.start()
    qtbot.waitUntil(lambda: backing_off.failures == 1, timeout=WAIT_MS)
    backing_off.poke()  # the service is known to be down: the backoff decides
    assert backing_off.next_round_ms > 60_000
    backing_off.stop()


def test_the_queue_survives_a_restart(
    qtbot: QtBot, path: Path, emulator: EmulatorServer, make_queue: MakeQueue
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    before = MintJournal(path)
    queued(before, qr_hash)
    before.close()  # the kiosk stopped with a mint still queued
    after = MintJournal(path)
    queue, seen = make_queue(after)
    queue.start()
    qtbot.waitUntil(lambda: seen.changes == [(0, "")], timeout=WAIT_MS)
    assert after.rows()[0].state is JournalState.ON_ITS_WAY
    assert emulator.state.mints_of(qr_hash) == 1
    queue.stop()
    after.close()


def test_unknown_rows_are_reconciled_and_calls_in_flight_left_alone(
    qtbot: QtBot, journal: MintJournal, emulator: EmulatorServer, make_queue: MakeQueue
) -> None:
    links = emulator.state.drops[0].qr_hashes[:2]
    attempts = [
        MintAttempt(
            request_id,
            UNKNOWN_DROP,
            Recipient(RecipientKind.ADDRESS, wallet(request_id)),
            started_at=float(request_id),
            qr_hash=qr_hash,
        )
        for request_id, qr_hash in enumerate(links, start=1)
    ]
    in_flight = journal.record_attempt(attempts[0])
    unknown = journal.record_attempt(attempts[1])
    journal.mark_unknown(unknown, "timeout")
    queue, seen = make_queue(journal)
    queue.start()
    qtbot.waitUntil(lambda: len(seen.changes) == 1, timeout=WAIT_MS)
    states = {row.id: row.state for row in journal.rows()}
    # Found unclaimed, queued and minted in the same round; the pending one is left alone.
    assert states == {in_flight: JournalState.PENDING, unknown: JournalState.ON_ITS_WAY}
    assert [emulator.state.mints_of(qr_hash) for qr_hash in links] == [0, 1]


def test_a_round_that_asks_nothing_says_nothing_about_the_service(
    qtbot: QtBot, journal: MintJournal, emulator: EmulatorServer, make_queue: MakeQueue
) -> None:
    emulator.state.add_fault("*", Fault(status=503))  # down; but nothing to ask it
    queue, seen = make_queue(journal)
    queue.start()
    qtbot.waitUntil(lambda: seen.changes == [(0, "")], timeout=WAIT_MS)
    assert seen.reachable == []  # neither "reachable" nor "unreachable"
    assert emulator.state.counters[HEALTH] == 0  # and nobody said it was down: no health check
    assert queue.failures == 0


def test_while_the_service_is_known_down_an_idle_round_asks_its_health(
    qtbot: QtBot, journal: MintJournal, emulator: EmulatorServer, make_queue: MakeQueue
) -> None:
    """The attendee calls found the service unreachable; nothing is queued. The queue's rounds
    ask the health check (backing off while it fails), and say when the service is back."""
    emulator.state.add_fault("*", Fault(status=503))
    queue, seen = make_queue(journal)
    queue.note_service_reachable(False)
    queue.start()
    qtbot.waitUntil(lambda: queue.failures >= 2, timeout=WAIT_MS)
    assert seen.reachable[:2] == [False, False]
    assert emulator.state.counters[HEALTH] >= 2

    emulator.state.clear_faults()
    qtbot.waitUntil(lambda: seen.reachable[-1], timeout=WAIT_MS)
    assert queue.failures == 0
    assert not queue.service_unreachable
    asked = emulator.state.counters[HEALTH]
    queue.poke()  # the next idle round: the service answers again, no health check needed
    qtbot.waitUntil(lambda: queue.next_round_ms > 60_000, timeout=WAIT_MS)
    assert emulator.state.counters[HEALTH] == asked


def test_a_round_cut_by_its_time_limit_is_no_outage(
    qtbot: QtBot, journal: MintJournal, emulator: EmulatorServer, make_queue: MakeQueue
) -> None:
    """A slow service (each status answer 0.3 s) answers every call; the round stops starting
    rows at its time limit. The rest waits for the next round at the idle pace, no backoff."""
    links = emulator.state.drops[0].qr_hashes[:3]
    for request_id, qr_hash in enumerate(links, start=1):
        queued(journal, qr_hash, request_id)
    emulator.state.add_fault(STATUS, Fault(latency_ms=300))
    queue, seen = make_queue(journal)
    queue.time_limit_s = 0.5
    queue.start()
    qtbot.waitUntil(lambda: len(seen.changes) == 1, timeout=WAIT_MS)
    left, _last_error = seen.changes[0]
    assert 0 < left < 3  # some minted, the rest left for the next round
    assert seen.reachable == [True]
    assert queue.failures == 0
    assert queue.next_round_ms > 60_000  # the idle pace, not an outage's backoff
