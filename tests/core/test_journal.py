"""The mint journal on real SQLite files: written before the call, right after a crash, exported."""

from __future__ import annotations

import csv
import logging
import sqlite3
import threading
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.core.attendee_flow import (
    UNKNOWN_DROP,
    AttendeeFlow,
    CheckLink,
    DropInfo,
    Effect,
    InputReceived,
    InputSource,
    LinkChecked,
    Mint,
    MintAttempt,
    MintSucceeded,
    RecordMintResult,
    RecordRefusal,
    StartOver,
)
from kiosk.core.journal import (
    CSV_HEADER,
    MAX_MESSAGE,
    MAX_VALUE,
    OUTCOME_STATES,
    InputKind,
    JournalProblem,
    JournalState,
    JournalUnwritable,
    MintBucket,
    MintJournal,
)
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind, mask_recipient
from kiosk.core.reasons import Outcome

ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
DROP = DropInfo(drop_id=7, name="Devcon", artwork_url="https://assets.poap.xyz/devcon.png")
OTHER_DROP = DropInfo(drop_id=8, name="Other", artwork_url="")
START = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
LINK_SECRET = "s3cr3t-per-link-value-0123456789abcdef"


class Clock:
    """A settable UTC clock, so times in the journal are exact and nothing sleeps."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "journal.sqlite3"


@pytest.fixture
def journal(path: Path, clock: Clock) -> Iterator[MintJournal]:
    journal = MintJournal(path, clock=clock)
    yield journal
    journal.close()


def attempt(
    request_id: int = 1,
    *,
    started_at: float = 100.0,
    recipient: Recipient | None = None,
    drop: DropInfo = DROP,
    qr_hash: str = "abc123",
    source_kind: SourceKind | None = SourceKind.LINK,
    secret_word: str = "",
) -> MintAttempt:
    return MintAttempt(
        request_id,
        drop,
        recipient or Recipient(RecipientKind.ADDRESS, ADDRESS),
        started_at,
        qr_hash=qr_hash,
        source_kind=source_kind,
        secret_word=secret_word,
    )


def word_attempt(word: str = "increase-group-student", request_id: int = 1) -> MintAttempt:
    recipient = Recipient(RecipientKind.EMAIL, "ann@example.com")
    return attempt(request_id, recipient=recipient, qr_hash="", source_kind=None, secret_word=word)


def result(
    mint: MintAttempt, outcome: Outcome, tx_hash: str = "", detail: str = "", minted_to: str = ""
) -> RecordMintResult:
    return RecordMintResult(
        mint,
        outcome,
        finished_at=mint.started_at + 1,
        tx_hash=tx_hash,
        detail=detail,
        minted_to=minted_to,
    )


# --- before and after the call ---------------------------------------------------------------


def test_an_attempt_is_committed_before_the_call(journal: MintJournal, path: Path) -> None:
    row_id = journal.record_attempt(attempt())
    other = MintJournal(path)  # a second connection sees only committed rows
    [row] = other.pending_rows()
    assert row.id == row_id
    assert row.state is JournalState.PENDING
    assert row.input_kind is InputKind.LINK
    assert (row.qr_hash, row.secret_word) == ("abc123", "")
    assert row.recipient == Recipient(RecipientKind.ADDRESS, ADDRESS)
    assert (row.drop_id, row.drop_name) == (7, "Devcon")
    assert row.created_at == row.updated_at == START
    assert row.attempts == 1
    other.close()


def test_input_kinds_come_from_the_attempt(journal: MintJournal) -> None:
    journal.record_attempt(attempt(1, source_kind=SourceKind.LINK))
    journal.record_attempt(attempt(2, source_kind=SourceKind.CODE))
    journal.record_attempt(word_attempt(request_id=3))
    kinds = [row.input_kind for row in journal.rows(newest_first=False)]
    assert kinds == [InputKind.LINK, InputKind.CODE, InputKind.SECRET_WORD]
    assert journal.rows(limit=1)[0].secret_word == "increase-group-student"


EXPECTED_STATES = {
    Outcome.MINTED: JournalState.MINTED,
    Outcome.ON_ITS_WAY: JournalState.ON_ITS_WAY,
    Outcome.RESERVED_BY_EMAIL: JournalState.RESERVED,
    Outcome.ALREADY_CLAIMED: JournalState.ALREADY_CLAIMED,
    Outcome.EXPIRED: JournalState.FAILED,
    Outcome.NOT_OPEN_YET: JournalState.FAILED,
    Outcome.WORD_SWITCHED_OFF: JournalState.FAILED,
    Outcome.WORD_NOT_ACTIVE: JournalState.FAILED,
    Outcome.NOT_FOUND: JournalState.FAILED,
    Outcome.INVALID_RECIPIENT: JournalState.FAILED,
    Outcome.ALREADY_HAS_DROP: JournalState.FAILED,
    Outcome.CLAIMED_BEFORE: JournalState.FAILED,
    Outcome.SOLD_OUT: JournalState.FAILED,
    Outcome.SERVICE_BUSY: JournalState.UNKNOWN,  # a 500 or timeout may come after the mint
    Outcome.NO_NETWORK: JournalState.UNKNOWN,
    Outcome.QUEUED: JournalState.QUEUED,
    Outcome.UNCONFIRMED: JournalState.UNKNOWN,  # sent, maybe minted: the follower finds out
    Outcome.MINT_FAILED: JournalState.FAILED,
    Outcome.NOBODYS_ADDRESS: JournalState.FAILED,
    Outcome.OTHER_DROP: JournalState.FAILED,
    Outcome.APP_ONLY_WORD: JournalState.FAILED,
    Outcome.WORD_NOT_HERE: JournalState.FAILED,
    Outcome.CANNOT_MINT: JournalState.FAILED,  # nothing sent: the journal could not be written
    Outcome.KIOSK_REFUSED: JournalState.FAILED,
    Outcome.FAILED: JournalState.FAILED,
}


def test_every_outcome_has_a_state() -> None:
    assert OUTCOME_STATES == EXPECTED_STATES
    assert set(EXPECTED_STATES) == set(Outcome)


@pytest.mark.parametrize("outcome", list(Outcome))
def test_each_outcome_is_journaled_as_its_state(
    journal: MintJournal, clock: Clock, outcome: Outcome
) -> None:
    mint = attempt()
    row_id = journal.record_attempt(mint)
    clock.now = START + timedelta(seconds=3)
    assert (
        journal.record_result(result(mint, outcome, tx_hash="0xfeed", detail="said so")) == row_id
    )
    [row] = journal.rows()
    assert row.state is EXPECTED_STATES[outcome]
    success = outcome in (Outcome.MINTED, Outcome.ON_ITS_WAY, Outcome.RESERVED_BY_EMAIL)
    assert row.reason == ("" if success else outcome.value)
    assert (row.detail, row.tx_hash) == ("said so", "0xfeed")
    assert (row.created_at, row.updated_at) == (START, clock.now)
    assert row.last_error == ("said so" if outcome is Outcome.QUEUED else "")


def mint_effect(effects: list[Effect]) -> Mint:
    [mint] = [effect for effect in effects if isinstance(effect, Mint)]
    return mint


def start_mint(flow: AttendeeFlow, now: float) -> Mint:
    """Drive the real attendee flow from a scanned link to its ``Mint`` effect."""
    effects = flow.handle(InputReceived("https://poap.xyz/mint/abc123", InputSource.KEYBOARD), now)
    [check] = [effect for effect in effects if isinstance(effect, CheckLink)]
    flow.handle(LinkChecked(check.request_id, DROP, False, True, LINK_SECRET), now)
    return mint_effect(flow.handle(InputReceived(ADDRESS), now))


def test_an_answer_after_start_over_updates_its_own_row(journal: MintJournal, path: Path) -> None:
    flow = AttendeeFlow("https://poap.xyz")
    first = start_mint(flow, 10.0)
    first_row = journal.record_attempt(first.attempt)
    flow.handle(StartOver(), 11.0)
    second = start_mint(flow, 12.0)
    second_row = journal.record_attempt(second.attempt)

    [late] = flow.handle(MintSucceeded(first.attempt.request_id, "0xabc"), 13.0)
    assert isinstance(late, RecordMintResult)
    assert journal.record_result(late) == first_row

    states = {row.id: row.state for row in journal.rows()}
    assert states == {first_row: JournalState.MINTED, second_row: JournalState.PENDING}
    journal.close()
    stored = b"".join(p.read_bytes() for p in path.parent.iterdir() if p.is_file())
    assert LINK_SECRET.encode() not in stored  # the per-link secret never reaches the file


def test_request_ids_repeat_after_a_restart_but_the_start_time_tells_rows_apart(
    journal: MintJournal,
) -> None:
    before = journal.record_attempt(attempt(request_id=3, started_at=50.0))
    after = journal.record_attempt(attempt(request_id=3, started_at=9.0))  # new process, clock
    journal.record_result(result(attempt(request_id=3, started_at=50.0), Outcome.MINTED))
    states = {row.id: row.state for row in journal.rows()}
    assert states == {before: JournalState.MINTED, after: JournalState.PENDING}


def test_a_result_whose_attempt_was_never_written_is_kept(
    journal: MintJournal, caplog: pytest.LogCaptureFixture
) -> None:
    row_id = journal.record_result(result(attempt(), Outcome.ALREADY_CLAIMED, detail="taken"))
    [row] = journal.rows()
    assert (row.id, row.state, row.detail) == (row_id, JournalState.ALREADY_CLAIMED, "taken")
    assert "without its journal row" in caplog.text
    assert ADDRESS not in caplog.text  # recipients are never logged


def test_pending_and_unknown_rows_survive_a_crash(path: Path, clock: Clock) -> None:
    crashed = MintJournal(path, clock=clock)  # still open at the restart, like a killed process
    done = attempt(1)
    crashed.record_attempt(done)
    crashed.record_result(result(done, Outcome.MINTED))
    broken = crashed.record_attempt(attempt(2))
    crashed.mark_unknown(broken, "connection reset")
    in_flight = crashed.record_attempt(attempt(3))

    restarted = MintJournal(path, clock=clock)
    rows = restarted.pending_rows()
    assert [row.id for row in rows] == [broken, in_flight]
    assert [row.state for row in rows] == [JournalState.UNKNOWN, JournalState.PENDING]
    assert rows[0].last_error == "connection reset"
    restarted.close()
    crashed.close()


def test_reconciliation_sets_the_state_and_keeps_a_known_transaction(journal: MintJournal) -> None:
    row_id = journal.record_attempt(attempt())
    journal.record_result(result(attempt(), Outcome.ON_ITS_WAY, tx_hash="0xbeef"))
    journal.set_state(row_id, JournalState.MINTED, detail="seen on chain")
    [row] = journal.rows()
    assert (row.state, row.detail, row.tx_hash) == (JournalState.MINTED, "seen on chain", "0xbeef")
    journal.set_state(row_id, JournalState.MINTED, tx_hash="0xcafe")
    assert journal.rows()[0].tx_hash == "0xcafe"


def test_reconciliation_keeps_the_reason_of_a_failure(journal: MintJournal) -> None:
    row_id = journal.record_attempt(attempt())
    journal.set_state(
        row_id, JournalState.ALREADY_CLAIMED, "claimed by 0x99…", reason=Outcome.ALREADY_CLAIMED
    )
    [row] = journal.rows()
    assert (row.state, row.reason) == (JournalState.ALREADY_CLAIMED, "already_claimed")
    assert row.recipient == attempt().recipient  # kept, so staff can follow up
    journal.set_state(row_id, JournalState.MINTED)
    assert journal.rows()[0].reason == ""


def test_a_queued_mint_learns_its_drop_later(journal: MintJournal) -> None:
    row_id = journal.queue(replace(attempt(), drop=DropInfo(0, "", "")))
    journal.set_drop(row_id, 7, "Devcon")
    [row] = journal.rows()
    assert (row.drop_id, row.drop_name, row.state) == (7, "Devcon", JournalState.QUEUED)


def test_unknown_rows_leave_calls_in_flight_alone(journal: MintJournal) -> None:
    journal.record_attempt(attempt(1))  # pending: a call is running on it
    broken = journal.record_attempt(attempt(2))
    journal.mark_unknown(broken, "connection reset")
    assert [row.id for row in journal.unknown_rows()] == [broken]


def test_updating_a_missing_row_is_logged_not_raised(
    journal: MintJournal, caplog: pytest.LogCaptureFixture
) -> None:
    journal.set_state(42, JournalState.FAILED)
    assert "row 42 not found" in caplog.text


def test_queued_mints_come_back_oldest_first_and_keep_their_last_error(
    journal: MintJournal, clock: Clock, path: Path
) -> None:
    first = journal.queue(attempt(1))
    clock.now += timedelta(minutes=1)
    second = journal.queue(word_attempt(request_id=2))
    reopened = MintJournal(path)
    assert [row.id for row in reopened.queued_rows()] == [first, second]  # kept on disk
    reopened.close()
    assert [row.attempts for row in journal.queued_rows()] == [0, 0]

    journal.start_retry(first)
    [row] = journal.pending_rows()  # a crash now leaves it to reconcile, not to mint again
    assert (row.id, row.attempts) == (first, 1)
    clock.now += timedelta(minutes=1)
    journal.requeue(first, "connection refused")

    assert [row.id for row in journal.queued_rows()] == [first, second]
    assert journal.queued_rows()[0].last_error == "connection refused"
    statistics = journal.statistics(DROP.drop_id)
    assert (statistics.queued, statistics.last_error) == (2, "connection refused")
    assert journal.queue_status() == (2, "connection refused")


def test_the_queue_status_counts_every_drop(journal: MintJournal) -> None:
    assert journal.queue_status() == (0, "")
    journal.queue(attempt(1))
    journal.queue(replace(attempt(2), drop=DropInfo(0, "", "")), "no answer")
    journal.record_attempt(attempt(3))
    assert journal.queue_status() == (2, "no answer")


# --- statistics and the journal view ------------------------------------------------------------


def test_statistics_count_states_of_the_drop(journal: MintJournal) -> None:
    outcomes = [
        Outcome.MINTED,
        Outcome.MINTED,
        Outcome.ON_ITS_WAY,
        Outcome.RESERVED_BY_EMAIL,
        Outcome.ALREADY_CLAIMED,
        Outcome.EXPIRED,
        Outcome.FAILED,
        Outcome.NO_NETWORK,
    ]
    for request_id, outcome in enumerate(outcomes, start=1):
        mint = attempt(request_id)
        journal.record_attempt(mint)
        journal.record_result(result(mint, outcome))
    journal.record_attempt(attempt(100))
    journal.queue(attempt(101))
    journal.record_result(result(attempt(200, drop=OTHER_DROP), Outcome.MINTED))

    statistics = journal.statistics(DROP.drop_id)
    counts = (
        statistics.minted,
        statistics.on_its_way,
        statistics.reserved,
        statistics.already_claimed,
        statistics.failed,
        statistics.queued,
        statistics.unknown,
        statistics.pending,
    )
    assert counts == (2, 1, 1, 1, 2, 1, 1, 1)
    assert journal.statistics(OTHER_DROP.drop_id).minted == 1


def test_statistics_show_the_drops_queue_with_links_queued_before_their_check(
    journal: MintJournal,
) -> None:
    journal.queue(attempt(1), "Connection refused")
    journal.queue(attempt(2, drop=UNKNOWN_DROP), "Connection refused")  # never checked
    journal.queue(attempt(3, drop=OTHER_DROP), "No answer")  # the queue never sends it now
    statistics = journal.statistics(DROP.drop_id)
    assert (statistics.queued, statistics.last_error) == (2, "Connection refused")
    assert journal.queue_status() == (3, "No answer")
    assert journal.statistics(DROP.drop_id).minted == 0


def test_mints_are_counted_per_quarter_hour(journal: MintJournal, clock: Clock) -> None:
    def mint_at(at: datetime, outcome: Outcome = Outcome.MINTED, drop: DropInfo = DROP) -> None:
        clock.now = at
        mint = attempt(request_id=int(at.timestamp()), drop=drop)
        journal.record_attempt(mint)
        journal.record_result(result(mint, outcome))

    mint_at(datetime(2024, 5, 1, 9, 59, tzinfo=UTC))  # before the last hour: not shown
    mint_at(datetime(2024, 5, 1, 10, 0, tzinfo=UTC))
    mint_at(datetime(2024, 5, 1, 10, 14, 59, tzinfo=UTC))
    mint_at(datetime(2024, 5, 1, 10, 15, tzinfo=UTC), Outcome.ON_ITS_WAY)  # not minted yet
    mint_at(datetime(2024, 5, 1, 10, 16, tzinfo=UTC))
    mint_at(datetime(2024, 5, 1, 10, 20, tzinfo=UTC), Outcome.EXPIRED)  # not a mint
    mint_at(datetime(2024, 5, 1, 10, 40, tzinfo=UTC), drop=OTHER_DROP)  # another drop
    mint_at(datetime(2024, 5, 1, 10, 50, tzinfo=UTC), Outcome.RESERVED_BY_EMAIL)  # no mint
    mint_at(datetime(2024, 5, 1, 10, 51, tzinfo=UTC))

    clock.now = datetime(2024, 5, 1, 10, 52, tzinfo=UTC)
    buckets = journal.statistics(DROP.drop_id, hours=1).per_quarter_hour
    assert buckets == (
        MintBucket(datetime(2024, 5, 1, 10, 0, tzinfo=UTC), 2),
        MintBucket(datetime(2024, 5, 1, 10, 15, tzinfo=UTC), 1),
        MintBucket(datetime(2024, 5, 1, 10, 30, tzinfo=UTC), 0),
        MintBucket(datetime(2024, 5, 1, 10, 45, tzinfo=UTC), 1),
    )
    assert len(journal.statistics(DROP.drop_id).per_quarter_hour) == 16  # four hours by default


def test_a_result_of_unknown_outcome_leaves_the_row_for_reconciliation(
    journal: MintJournal,
) -> None:
    mint = attempt()
    journal.record_attempt(mint)
    journal.record_result(replace(result(mint, Outcome.FAILED), outcome_unknown=True))
    assert [row.state for row in journal.unknown_rows()] == [JournalState.UNKNOWN]


def test_an_attempt_refused_at_its_check_is_kept_without_a_recipient(
    journal: MintJournal, tmp_path: Path
) -> None:
    journal.record_refusal(
        RecordRefusal(DROP, Outcome.ALREADY_CLAIMED, qr_hash="abc123", source_kind=SourceKind.CODE)
    )
    journal.record_refusal(
        RecordRefusal(DROP, Outcome.NO_NETWORK, secret_word="party-word", detail="refused")
    )
    claimed, offline = journal.rows(newest_first=False)
    assert (claimed.input_kind, claimed.qr_hash, claimed.drop_name) == (
        InputKind.CODE,
        "abc123",
        "Devcon",
    )
    assert (claimed.state, claimed.reason, claimed.attempts) == (
        JournalState.ALREADY_CLAIMED,
        "already_claimed",
        0,  # no mint was sent
    )
    assert (offline.state, offline.reason, offline.detail) == (
        JournalState.FAILED,  # not unknown: a check mints nothing, there is nothing to reconcile
        "no_network",
        "refused",
    )
    assert claimed.recipient is offline.recipient is None
    assert claimed.masked_recipient == ""
    assert journal.pending_rows() == journal.unknown_rows() == journal.queued_rows() == []
    statistics = journal.statistics(DROP.drop_id)
    assert (statistics.already_claimed, statistics.failed, statistics.minted) == (1, 1, 0)

    target = tmp_path / "export.csv"
    journal.export_csv(target, mask_recipients=False)
    assert [row[1:6] for row in read_csv(target)[1:]] == [
        ["code", claimed.qr_hash, "", "already_claimed", "already_claimed"],
        ["secret_word", offline.secret_word, "", "failed", "no_network"],
    ]


def test_rows_page_newest_first(journal: MintJournal) -> None:
    ids = [journal.record_attempt(attempt(n)) for n in range(1, 8)]
    assert journal.row_count() == 7
    assert [row.id for row in journal.rows(limit=3)] == ids[:-4:-1]
    assert [row.id for row in journal.rows(limit=3, before=ids[-3])] == ids[-4:-7:-1]
    assert [row.id for row in journal.rows(limit=3, before=ids[1])] == [ids[0]]
    assert [row.id for row in journal.rows(limit=3, newest_first=False)] == ids[:3]
    assert journal.rows(limit=3, before=ids[0]) == []


# --- CSV export -------------------------------------------------------------------------------


def read_csv(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8-sig", newline="") as file:
        return list(csv.reader(file))


def test_csv_export_masks_recipients_by_default(journal: MintJournal, tmp_path: Path) -> None:
    mint = attempt()
    journal.record_attempt(mint)
    journal.record_result(result(mint, Outcome.MINTED, tx_hash="0xabc", minted_to=ADDRESS))
    email = word_attempt("party-word", request_id=2)
    journal.record_attempt(email)
    journal.record_result(result(email, Outcome.EXPIRED, detail='word "party", closed'))

    target = tmp_path / "export.csv"
    assert journal.export_csv(target) == 2
    assert read_csv(target) == [
        list(CSV_HEADER),
        [
            "2024-05-01T12:00:00.000000+00:00",
            "link",
            mint.qr_hash,
            mask_recipient(ADDRESS),
            "minted",
            "",
            "",
            "0xabc",
            "7",
            "Devcon",
            mask_recipient(ADDRESS),  # the address the service minted to
        ],
        [
            "2024-05-01T12:00:00.000000+00:00",
            "secret_word",
            "party-word",
            "a***@example.com",
            "failed",
            "expired",
            'word "party", closed',
            "",
            "7",
            "Devcon",
            "",
        ],
    ]
    assert ADDRESS not in target.read_text(encoding="utf-8-sig")

    journal.export_csv(target, mask_recipients=False)
    assert [(row[3], row[10]) for row in read_csv(target)[1:]] == [
        (ADDRESS, ADDRESS),
        ("ann@example.com", ""),
    ]


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_csv_cells_cannot_start_a_formula(journal: MintJournal, tmp_path: Path, start: str) -> None:
    formula = f'{start}HYPERLINK("http://evil.test","x")'
    mint = attempt(recipient=Recipient(RecipientKind.ENS, formula))
    journal.record_attempt(mint)
    journal.record_result(result(mint, Outcome.FAILED, detail=formula))
    target = tmp_path / "export.csv"
    journal.export_csv(target, mask_recipients=False)
    [row] = read_csv(target)[1:]
    assert row[3] == row[6] == f"'{formula}"


def test_a_multiline_detail_stays_in_its_cell(journal: MintJournal, tmp_path: Path) -> None:
    mint = attempt()
    journal.record_result(result(mint, Outcome.FAILED, detail='line one\nline two, "quoted"'))
    target = tmp_path / "export.csv"
    journal.export_csv(target)
    [row] = read_csv(target)[1:]
    assert row[6] == 'line one\nline two, "quoted"'


# --- the file itself --------------------------------------------------------------------------


def test_the_default_file_is_in_the_user_data_folder(private_user_dirs: Path) -> None:
    journal = MintJournal()
    assert journal.path.name == "journal.sqlite3"
    assert journal.path.is_relative_to(private_user_dirs)
    assert journal.path.exists()
    journal.close()


def test_a_missing_folder_is_created(tmp_path: Path) -> None:
    journal = MintJournal(tmp_path / "not" / "yet" / "journal.sqlite3")
    journal.record_attempt(attempt())
    assert journal.row_count() == 1
    journal.close()


def test_the_file_is_in_wal_mode_with_a_schema_version(journal: MintJournal, path: Path) -> None:
    journal.record_attempt(attempt())
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert connection.execute("PRAGMA user_version").fetchone() == (5,)
    columns = {row[1] for row in connection.execute("PRAGMA table_info(mints)")}
    assert "secret" not in columns
    assert "sent_at" in columns
    assert "job_id" in columns
    connection.close()


def test_a_version_1_journal_is_upgraded_keeping_every_row(path: Path, clock: Clock) -> None:
    """A kiosk updated in the middle of an event keeps its journal; a row that was sent counts
    as sent when it last changed, one never sent (queued offline) as never sent."""
    journal = MintJournal(path, clock=clock)
    sent = journal.record_attempt(attempt(1))
    never = journal.queue(attempt(2), "offline")
    journal.close()
    connection = sqlite3.connect(path)
    connection.executescript(
        "BEGIN; CREATE TABLE old AS SELECT * FROM mints; DROP TABLE mints;"
        " ALTER TABLE old RENAME TO mints; ALTER TABLE mints DROP COLUMN sent_at;"
        " PRAGMA user_version = 1; COMMIT;"
    )
    connection.close()
    journal = MintJournal(path, clock=clock)
    rows = {row.id: row for row in journal.rows()}
    assert rows[sent].sent_at == rows[sent].updated_at == START
    assert rows[never].sent_at is None
    assert rows[never].last_error == "offline"
    journal.close()


def test_a_version_3_journal_is_upgraded_and_the_mints_job_is_kept(
    path: Path, clock: Clock
) -> None:
    """A version-3 journal (no job ids) keeps its rows, each with no job known; a mint's job is
    kept on its row from then on: the attendee's (by request) and the queue's (by row)."""
    journal = MintJournal(path, clock=clock)
    old = journal.record_attempt(attempt(1))
    journal.close()
    connection = sqlite3.connect(path)
    connection.executescript(
        "BEGIN; ALTER TABLE mints DROP COLUMN minted_to; ALTER TABLE mints DROP COLUMN job_id;"
        " PRAGMA user_version = 3; COMMIT;"
    )
    connection.close()
    journal = MintJournal(path, clock=clock)
    new = journal.record_attempt(attempt(2))
    journal.record_job(attempt(2), "29")
    journal.set_job(old, "30")
    rows = {row.id: row for row in journal.rows()}
    assert (rows[old].job_id, rows[new].job_id) == ("30", "29")
    journal.close()


def test_a_corrupt_file_is_moved_aside_and_a_new_journal_starts(
    path: Path, clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    garbage = b"this is not a database, just bytes " * 200
    path.write_bytes(garbage)
    with caplog.at_level(logging.WARNING):
        journal = MintJournal(path, clock=clock)
    aside = path.with_name("journal.corrupt-20240501T120000-000000Z.sqlite3")
    assert aside.read_bytes() == garbage  # nothing lost
    assert "moved to" in caplog.text
    journal.record_attempt(attempt())
    assert journal.row_count() == 1
    journal.close()


def test_a_damaged_page_is_noticed_at_open(path: Path, clock: Clock) -> None:
    journal = MintJournal(path, clock=clock)
    for n in range(200):
        journal.record_attempt(attempt(n, recipient=Recipient(RecipientKind.ENS, "a" * 200)))
    journal.close()
    damaged = bytearray(path.read_bytes())
    damaged[3 * 4096 : 4 * 4096] = b"\xaa" * 4096
    path.write_bytes(bytes(damaged))
    journal = MintJournal(path, clock=clock)
    assert journal.row_count() == 0
    assert path.with_name("journal.corrupt-20240501T120000-000000Z.sqlite3").exists()
    journal.close()


def test_a_journal_from_a_newer_kiosk_is_kept_as_it_is_and_never_written(
    path: Path, clock: Clock
) -> None:
    """Not moved aside (its rows would vanish from staff's view): read only, and every write
    refused (tests/core/test_journal_bad_files.py has a newer kiosk's real rows)."""
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = 99")
    connection.close()
    before = path.read_bytes()
    journal = MintJournal(path, clock=clock)
    assert journal.problem is JournalProblem.NEWER_VERSION
    assert journal.row_count() == 0  # no table this version reads: an empty one stands in
    with pytest.raises(JournalUnwritable):
        journal.record_attempt(attempt())
    journal.close()
    assert path.read_bytes() == before
    assert not list(path.parent.glob("journal.corrupt-*"))


def test_two_threads_writing_while_a_third_reads_lose_nothing(journal: MintJournal) -> None:
    errors: list[BaseException] = []
    writing = threading.Barrier(3)

    def write(first_request: int) -> None:
        writing.wait()
        try:
            for n in range(first_request, first_request + 100):
                row_id = journal.record_attempt(attempt(n))
                journal.record_result(result(attempt(n), Outcome.MINTED))
                assert row_id > 0
        except BaseException as error:  # reported by the main thread
            errors.append(error)

    writers = [threading.Thread(target=write, args=(start,)) for start in (1, 1001)]
    for thread in writers:
        thread.start()
    writing.wait()
    while any(thread.is_alive() for thread in writers):
        journal.statistics(DROP.drop_id)  # the UI thread reading meanwhile
    for thread in writers:
        thread.join()
    assert errors == []
    assert journal.row_count() == 200
    assert journal.statistics(DROP.drop_id).minted == 200


# --- odd text ---------------------------------------------------------------------------------


def test_long_and_unencodable_text_is_cut_and_cleaned(journal: MintJournal) -> None:
    long_name = "x" * 100_000
    mint = attempt(recipient=Recipient(RecipientKind.ENS, "\ud800bad" + long_name))
    journal.record_attempt(mint)
    journal.record_result(result(mint, Outcome.FAILED, detail=long_name))
    [row] = journal.rows()
    assert row.recipient is not None
    assert row.recipient.value.startswith("\ufffdbad")
    assert len(row.recipient.value) == MAX_VALUE
    assert len(row.detail) == MAX_MESSAGE


def test_any_unicode_round_trips(tmp_path: Path) -> None:
    journal = MintJournal(tmp_path / "journal.sqlite3")
    target = tmp_path / "export.csv"

    @settings(max_examples=150, deadline=None)
    @given(recipient=st.text(max_size=MAX_VALUE), word=st.text(min_size=1, max_size=MAX_VALUE))
    def round_trip(recipient: str, word: str) -> None:
        mint = attempt(recipient=Recipient(RecipientKind.EMAIL, recipient), secret_word=word)
        journal.record_attempt(mint)
        [row] = journal.rows(limit=1)
        assert (row.recipient, row.secret_word) == (mint.recipient, word)
        assert isinstance(row.masked_recipient, str)
        journal.export_csv(target, mask_recipients=False)
        cell = read_csv(target)[-1][3]
        assert cell == (
            f"'{recipient}" if recipient.startswith(("=", "+", "-", "@", "\t", "\r")) else recipient
        )

    round_trip()
    journal.close()


def test_the_export_gives_a_rows_last_error_when_it_has_no_detail(
    journal: MintJournal, tmp_path: Path
) -> None:
    """A mint whose call broke off has no message of the service, only the error the kiosk met:
    the Journal page shows it, and so does the export (it left the cell empty)."""
    row_id = journal.record_attempt(attempt())
    journal.mark_unknown(row_id, "Cannot reach the service (ReadTimeout)")
    target = tmp_path / "export.csv"
    journal.export_csv(target)
    [row] = read_csv(target)[1:]
    assert row[CSV_HEADER.index("detail")] == "Cannot reach the service (ReadTimeout)"
