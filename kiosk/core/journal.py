"""The mint journal: every mint attempt, written before the call and updated after, in SQLite.
Attempts that end at the link's or word's check (claimed, expired, unknown) get a row too, without
a recipient: staff see every attempt.

Nothing is lost and nothing is minted twice because the row exists (committed, WAL, full sync)
before the service is called: after a crash, rows still ``pending`` or ``unknown`` are reconciled
against the service at start. The journal also holds mints queued while offline, and feeds the
operator's statistics, journal view and CSV export.

A journal that cannot be written (a newer kiosk's file, a read-only folder, a full disk) is still
opened, for reading: ``MintJournal.problem`` says why, every write raises ``JournalUnwritable``, and
the kiosk starts no mint (the row must come first).

The file stays on the kiosk and keeps full recipients (staff follow up with them); recipients are
never logged. Secrets (per-link secret, API keys, tokens) have no column.
"""

from __future__ import annotations

import csv
import errno
import json
import logging
import os
import re
import sqlite3
import threading
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import Any

import platformdirs

from kiosk.core.attendee_flow import DropInfo, MintAttempt, RecordMintResult, RecordRefusal
from kiosk.core.dispenser import Record
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind, mask_recipient
from kiosk.core.reasons import Outcome
from kiosk.core.settings import APP_NAME

log = logging.getLogger(__name__)

SCHEMA_VERSION = 5  # PRAGMA user_version; each older one is upgraded by _UPGRADES
BUCKET = timedelta(minutes=15)
# Longest text kept per column: a wrong scan or a chatty error must not bloat the file.
MAX_VALUE = 512  # recipient, mint-link hash, secret word, drop name, tx hash
MAX_MESSAGE = 2000  # detail and last error
_SURROGATE = re.compile("[\ud800-\udfff]")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


class InputKind(StrEnum):
    """How the attendee started the mint."""

    LINK = "link"  # a scanned or pasted mint link
    CODE = "code"  # a typed six-character code
    SECRET_WORD = "secret_word"


class JournalState(StrEnum):
    PENDING = "pending"  # written before the call; no answer yet
    MINTED = "minted"
    ON_ITS_WAY = "on_its_way"  # accepted, the transaction was not seen yet
    RESERVED = "reserved"  # reserved for an e-mail address
    ALREADY_CLAIMED = "already_claimed"
    FAILED = "failed"  # ``reason`` says why
    UNKNOWN = "unknown"  # the call may or may not have minted: reconcile with the service
    QUEUED = "queued"  # stored while offline, minted later by the retry


# How each outcome is journaled. Busy or unreachable during a mint call does not tell whether the
# mint happened (a timeout or a 500 can come after the service minted), so those need reconciling.
OUTCOME_STATES: dict[Outcome, JournalState] = {
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
    Outcome.SERVICE_BUSY: JournalState.UNKNOWN,
    Outcome.NO_NETWORK: JournalState.UNKNOWN,
    Outcome.QUEUED: JournalState.QUEUED,  # the retry asks the link's status before any mint
    Outcome.UNCONFIRMED: JournalState.UNKNOWN,
    Outcome.MINT_FAILED: JournalState.FAILED,
    Outcome.NOBODYS_ADDRESS: JournalState.FAILED,  # minted, but where nobody can have it
    Outcome.OTHER_DROP: JournalState.FAILED,
    Outcome.APP_ONLY_WORD: JournalState.FAILED,
    Outcome.WORD_NOT_HERE: JournalState.FAILED,
    Outcome.CANNOT_MINT: JournalState.FAILED,  # nothing was sent (and its row seldom written)
    Outcome.KIOSK_REFUSED: JournalState.FAILED,  # refused before the service acted
    Outcome.FAILED: JournalState.FAILED,
}
_MINT_STATES = (JournalState.MINTED, JournalState.ON_ITS_WAY, JournalState.RESERVED)

# Dispenser mode (kiosk/core/dispenser.py): every link shown, seen claimed, or put back.
_DISPENSED_SCHEMA = """
CREATE TABLE dispensed (
    id INTEGER PRIMARY KEY,
    created_at TEXT NOT NULL,
    qr_hash TEXT NOT NULL,
    drop_id INTEGER NOT NULL,
    event TEXT NOT NULL
);
CREATE INDEX dispensed_drop ON dispensed (drop_id, event);
"""
_SCHEMA = """
CREATE TABLE mints (
    id INTEGER PRIMARY KEY,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    request_id INTEGER NOT NULL,
    started_at REAL NOT NULL,
    input_kind TEXT NOT NULL,
    qr_hash TEXT NOT NULL,
    secret_word TEXT NOT NULL,
    recipient TEXT NOT NULL,
    recipient_kind TEXT NOT NULL,
    drop_id INTEGER NOT NULL,
    drop_name TEXT NOT NULL,
    state TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    detail TEXT NOT NULL DEFAULT '',
    tx_hash TEXT NOT NULL DEFAULT '',
    attempts INTEGER NOT NULL,
    last_error TEXT NOT NULL DEFAULT '',
    sent_at TEXT NOT NULL DEFAULT '',
    job_id TEXT NOT NULL DEFAULT '',
    minted_to TEXT NOT NULL DEFAULT ''
);
CREATE INDEX mints_state ON mints (state);
CREATE INDEX mints_drop_time ON mints (drop_id, created_at);
CREATE INDEX mints_request ON mints (request_id, started_at);
""" + _DISPENSED_SCHEMA
_COLUMNS = (
    "id, created_at, updated_at, request_id, started_at, input_kind, qr_hash, secret_word, "
    "recipient, recipient_kind, drop_id, drop_name, state, reason, detail, tx_hash, attempts, "
    "last_error, sent_at, job_id, minted_to"
)
# Version n -> n + 1. 2: ``sent_at``, when a mint was last sent; a version-1 row that was sent
# counts as sent when it last changed (the nearest the old file knows). Version 1 journaled
# "minted" once the status named a transaction, whatever became of it: such a row is on its
# way until the follower hears from the service that it passed (or failed).
_UPGRADES = {
    1: "ALTER TABLE mints ADD COLUMN sent_at TEXT NOT NULL DEFAULT '';"
    " UPDATE mints SET sent_at = updated_at WHERE attempts > 0;"
    f" UPDATE mints SET state = '{JournalState.ON_ITS_WAY}' WHERE state = '{JournalState.MINTED}';",
    2: _DISPENSED_SCHEMA,  # 3: the dispenser's rows
    3: "ALTER TABLE mints ADD COLUMN job_id TEXT NOT NULL DEFAULT '';",  # 4: the mint's job
    4: "ALTER TABLE mints ADD COLUMN minted_to TEXT NOT NULL DEFAULT '';",  # 5: see JournalRow
}
CSV_HEADER = (
    "time",
    "input_kind",
    "code",  # the mint link's code, or the secret word of a website claim
    "recipient",
    "outcome",
    "reason",
    "detail",  # the service's message, else the last error (as the Journal page says it)
    "tx_hash",
    "drop_id",  # the journal keeps every drop the kiosk served; 0: a link never checked
    "drop_name",
    "minted_to",  # the address the service minted to, as its status named it (an ENS name's)
)


@dataclass(frozen=True)
class JournalRow:
    id: int
    created_at: datetime
    updated_at: datetime
    request_id: int  # with ``started_at``, finds the row again when the mint's answer arrives
    started_at: float
    input_kind: InputKind
    qr_hash: str
    secret_word: str
    recipient: Recipient | None  # None: the attempt ended at its check, before one was asked
    drop_id: int
    drop_name: str
    state: JournalState
    reason: str  # the ``Outcome`` value of a result that is not a success; empty otherwise
    detail: str  # the service's message, or how reconciliation decided
    tx_hash: str
    attempts: int  # mint calls made (0 for a queued mint not tried yet)
    last_error: str
    # When the mint was last sent (None: never): a call may run up to the gateway's 29 s after.
    sent_at: datetime | None = None
    # The service's mint job, once it took the mint (empty: not known): only the job says a
    # mint failed before any transaction, the link's status never does.
    job_id: str = ""
    # The address the service minted to, as the status that settled the mint named it (empty:
    # not named): an ENS name's record may point elsewhere by the time staff follow a row up.
    minted_to: str = ""

    @property
    def code(self) -> str:
        """What the attendee brought: the secret word, or the mint link's code. A word's claim
        names its hidden link later (kept in ``qr_hash`` to follow it): the word is still what
        the attendee typed, and what staff look it up by."""
        return self.secret_word or self.qr_hash

    @property
    def shown_state(self) -> JournalState:
        """The state as staff read it: a row still ``pending`` whose mint the service took (its
        job is known: the kiosk is following it) is on its way, no longer being sent."""
        if self.state is JournalState.PENDING and self.job_id:
            return JournalState.ON_ITS_WAY
        return self.state

    @property
    def masked_recipient(self) -> str:
        return mask_recipient(self.recipient.value) if self.recipient else ""


@dataclass(frozen=True)
class MintBucket:
    start: datetime  # UTC, on a quarter hour
    mints: int  # minted (the service says passed), counted when sent


@dataclass(frozen=True)
class JournalStatistics:
    """One drop's counts for the operator's live statistics."""

    minted: int
    on_its_way: int
    reserved: int
    already_claimed: int
    failed: int
    failed_after_accept: int  # of ``failed``: accepted, then failed by the chain or the service
    queued: int  # of every drop: a link queued before its check has no drop yet
    unknown: int
    pending: int
    last_error: str  # of the most recently updated queued row: why the queue is not draining
    per_quarter_hour: tuple[MintBucket, ...]  # oldest first, empty quarters included


@dataclass(frozen=True)
class SentUnsettled:
    """A mint the queue sent on row ``row_id`` whose end the journal refused to write (the file
    locked): the row is written ``unknown`` once it can be, so the queue's rounds ask the service
    how it ended. Left ``pending`` (a call may be running on such a row), only the next start
    would ask, and staff would read it unsettled all day."""

    row_id: int
    error: str


Owed = RecordMintResult | RecordRefusal | SentUnsettled  # what ``MintJournal.owe`` keeps


def _owed_name(record: Owed) -> str:
    """An owed record as the log names it (never its recipient)."""
    if isinstance(record, SentUnsettled):
        return f"The end of row {record.row_id}'s mint"
    return f"{type(record).__name__} {record.outcome}"


def journal_path() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME)) / "journal.sqlite3"


class JournalProblem(StrEnum):
    """Why the journal cannot be written now. No mint starts then: its row must come first."""

    NEWER_VERSION = "newer_version"  # a newer Mint Kiosk wrote it: read-only here, left as is
    READ_ONLY = "read_only"  # the file or its folder cannot be written (permissions, a ro disk)
    DISK_FULL = "disk_full"
    WRITE_FAILED = "write_failed"  # any other error writing it (an I/O error, locked elsewhere)
    # Its file or folder was replaced while the kiosk ran: its rows are only in the kiosk's
    # hands (the file it has open was removed), written back once the path is free again.
    REPLACED = "replaced"


class JournalUnwritable(Exception):
    """A write the journal could not make: nothing of it was stored."""

    def __init__(self, problem: JournalProblem, detail: str) -> None:
        super().__init__(f"{problem.value}: {detail}")
        self.problem = problem
        self.detail = detail


class _UnusableJournalError(Exception):
    """The file is not a journal at all (corrupt, not SQLite): it is set aside for a new one."""


class _NewerJournalError(Exception):
    """A newer kiosk's journal: this version may read it, and writes nothing to it."""


_DAMAGED = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
# Errors that say nothing about the file: a bug of ours, not a reason to stop minting.
_NOT_THE_FILE = (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError)
_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
_READ_ONLY_ERRNOS = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})


def _unwritable(error: BaseException) -> JournalUnwritable | None:
    """``error`` as the reason the journal cannot be written; None when it is not about the
    file, its folder or the disk (those are raised as they are)."""
    problem = JournalProblem.WRITE_FAILED
    if isinstance(error, OSError):
        if error.errno in _FULL_ERRNOS:
            problem = JournalProblem.DISK_FULL
        elif error.errno in _READ_ONLY_ERRNOS:
            problem = JournalProblem.READ_ONLY
    elif isinstance(error, sqlite3.DatabaseError) and not isinstance(error, _NOT_THE_FILE):
        name = error.sqlite_errorname or ""
        if name.startswith("SQLITE_FULL"):
            problem = JournalProblem.DISK_FULL
        elif name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")):
            problem = JournalProblem.READ_ONLY
    else:
        return None
    return JournalUnwritable(problem, str(error) or type(error).__name__)


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """The file opened so that nothing can be written to it. A WAL file in a folder that cannot
    be written is read as it is (``immutable``): nobody else writes it (one kiosk per folder)."""
    uri = path.absolute().as_uri()
    for options in ("mode=ro", "mode=ro&immutable=1"):
        try:
            connection = sqlite3.connect(
                f"{uri}?{options}",
                uri=True,
                timeout=10.0,
                isolation_level=None,
                check_same_thread=False,
            )
        except sqlite3.OperationalError:
            if "immutable" in options:
                raise
            continue
        try:
            connection.execute("PRAGMA schema_version").fetchone()  # really opens the file
        except sqlite3.OperationalError as error:
            connection.close()
            # A WAL file's index (-shm) cannot be made in a read-only folder: read it as it is.
            cannot_map = (error.sqlite_errorname or "").startswith(
                ("SQLITE_CANTOPEN", "SQLITE_READONLY")
            )
            if "immutable" in options or not cannot_map:
                raise
            continue
        connection.row_factory = sqlite3.Row
        connection.execute("PRAGMA query_only = ON")
        return connection
    raise AssertionError("unreachable")  # the last option raises or returns


def _probe(connection: sqlite3.Connection) -> None:
    """Write one harmless change (the schema version, unchanged) and commit it: it fails as a
    mint's row would when the file, its folder or the disk cannot take it."""
    try:
        connection.executescript(
            f"BEGIN IMMEDIATE; PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
        )
    except BaseException:
        if connection.in_transaction:
            with suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
        raise


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _clean(text: str, limit: int) -> str:
    """Text SQLite can store (lone surrogates are not UTF-8), cut to ``limit`` characters."""
    return _SURROGATE.sub("\ufffd", text[:limit])


def _csv_cell(text: str) -> str:
    """Keep spreadsheets from running a cell as a formula (CSV injection)."""
    return f"'{text}" if text.startswith(_FORMULA_START) else text


def _stored_version_of(path: Path) -> int:
    """The file's schema version, read without writing anything (0: no file yet); raises
    ``_UnusableJournalError`` for a damaged file."""
    if not path.exists():
        return 0
    try:
        connection = _connect_read_only(path)
        try:
            check = connection.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise _UnusableJournalError(f"quick_check: {check}")
            return int(connection.execute("PRAGMA user_version").fetchone()[0])
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        if error.sqlite_errorname in _DAMAGED:
            raise _UnusableJournalError(str(error)) from error
        raise


def damage_of(path: Path) -> str | None:
    """Why the kiosk would set the journal at ``path`` aside as damaged (and start an empty one),
    found by reading only; None when it would not (a sound file, none, or another problem)."""
    try:
        _stored_version_of(path)
    except _UnusableJournalError as damage:
        return str(damage)
    except (sqlite3.Error, OSError):
        return None
    return None


class MintJournal:
    """The journal file, safe to share between the UI thread and a worker thread.

    One connection behind a lock: the kiosk writes a few rows a minute, so serialising is free, and
    a single connection means no "database is locked" between our own threads and one ``close``.
    Every write is its own committed transaction.
    """

    def __init__(
        self,
        path: Path | None = None,
        clock: Callable[[], datetime] = _utc_now,
        *,
        take_kept: bool = True,
    ) -> None:
        """``take_kept``: the kiosk's open writes the refusals its last close kept (``kept_path``)
        and removes their file; kiosk doctor's leaves them to it (the doctor changes nothing)."""
        self.path = path or journal_path()
        # What rows are dated by: the kiosk gives it the service's clock (``build_kiosk``), so a
        # row reads the time the service made the mint, whatever this computer's clock says.
        self.clock = clock
        self._lock = threading.Lock()
        self._problem: JournalProblem | None = None
        self._problem_detail = ""
        self._stand_in = False  # the connection only reads: the file could not be opened to write
        self._file: tuple[int, int] | None = None  # (device, inode) of the file opened to write
        self.set_aside_to: Path | None = None  # where a damaged file went at open: staff must know
        # Results and refusals it refused, to write before anything else (``owe``): kept here,
        # not by a build's mint queue, so a rebuild or the kiosk's close does not drop them.
        self._owed: list[Owed] = []
        self._owed_lock = threading.Lock()  # the list's: held only for a moment
        self._writing_owed = threading.Lock()  # one writer of them at a time: none written twice
        try:
            self._connection = self._open_writable()
        except _NewerJournalError as newer:
            self._problem, self._problem_detail = JournalProblem.NEWER_VERSION, str(newer)
            log.error(
                "Journal %s was written by a newer Mint Kiosk (%s): opened read-only, nothing is "
                "written to it and nothing is minted",
                self.path,
                newer,
            )
            self._connection = self._reader()
        except JournalUnwritable as error:
            self._problem, self._problem_detail = error.problem, error.detail
            log.error("Journal %s cannot be written (%s): no mint until it can", self.path, error)
            self._connection = self._reader()
        if self._problem is None and take_kept:
            self._write_kept()

    @property
    def kept_path(self) -> Path:
        """Where a close keeps the refusals it could not write, for the next start (beside the
        journal): no service call would find them again, as a mint's row is found by its link."""
        return self.path.with_name(f"{self.path.name}.refusals.json")

    # --- can it be written? --------------------------------------------------------------------

    @property
    def problem(self) -> JournalProblem | None:
        """Why the journal cannot be written (no mint may start), or None while it can."""
        return self._problem

    @property
    def problem_detail(self) -> str:
        """The error behind ``problem``, as SQLite or the system said it (for the log, doctor)."""
        return self._problem_detail

    def writable(self) -> bool:
        """Whether a mint may start now. After a failed write it tries once more (the folder was
        made writable, space was freed); a newer kiosk's journal stays read-only until restart."""
        with self._lock:
            return self._recover()

    # --- writing -------------------------------------------------------------------------------

    def record_attempt(self, attempt: MintAttempt) -> int:
        """Write the attempt as ``pending``, sent now, and commit; call before the mint call."""
        return self._insert(attempt, JournalState.PENDING, attempts=1, sent_at=self._now())

    def queue(self, attempt: MintAttempt, error: str = "") -> int:
        """Store an attempt that could not be sent (offline), for the retry to mint later: saved
        for later, as ``record_result`` keeps an attendee's ``Outcome.QUEUED``."""
        columns = _attempt_columns(attempt, JournalState.QUEUED, 0, error)
        with self._transaction() as connection:
            return self._insert_row(connection, columns | {"reason": Outcome.QUEUED.value})

    def record_refusal(self, refusal: RecordRefusal) -> int:
        """An attempt the check ended: no mint was sent, so there is nothing to reconcile."""
        with self._transaction() as connection:
            return self._insert_row(connection, _refusal_columns(refusal))

    def record(self, record: RecordMintResult | RecordRefusal) -> int:
        """A result or a refusal the flow decided, whichever it is."""
        if isinstance(record, RecordMintResult):
            return self.record_result(record)
        return self.record_refusal(record)

    def owe(self, records: Sequence[Owed]) -> None:
        """Results and refusals a write of which it refused: ``write_owed`` writes them later,
        ``close`` at the latest. Never waits for the file."""
        with self._owed_lock:
            self._owed.extend(records)

    def owed(self) -> int:
        """How many results and refusals it still owes (none on disk yet, or not as they ended)."""
        with self._owed_lock:
            return len(self._owed)

    def write_owed(self) -> bool:
        """Write the records owed, oldest first, until one is refused (the rest would wait for
        the file as long); whether none is left."""
        with self._writing_owed:
            while True:
                with self._owed_lock:
                    if not self._owed:
                        return True
                    record = self._owed[0]
                try:
                    if isinstance(record, SentUnsettled):
                        self.mark_unknown(record.row_id, record.error)
                    else:
                        self.record(record)
                except JournalUnwritable as error:
                    log.error("%s not journaled yet: %s", _owed_name(record), error)
                    return False
                with self._owed_lock:
                    self._owed.pop(0)  # only this writer removes; ``owe`` appends behind it

    def record_result(self, result: RecordMintResult) -> int:
        """Store how a mint ended on the attempt's row, found by request id and start time.

        The flow sends the same attempt with a late answer (after Start over or a timeout), so the
        right row is updated without the app keeping row ids. An answer whose attempt was never
        written (the write failed) gets a row of its own rather than being lost. A queued result
        keeps its detail as the last error, which the operator sees beside the queue length.
        """
        attempt = result.attempt
        state = JournalState.UNKNOWN if result.outcome_unknown else OUTCOME_STATES[result.outcome]
        if result.not_sent and state is JournalState.UNKNOWN:  # it did nothing: nothing to check
            state = JournalState.FAILED
        success = state in _MINT_STATES
        with self._transaction() as connection:
            found = connection.execute(
                "SELECT id FROM mints WHERE request_id = ? AND started_at = ?"
                " ORDER BY id DESC LIMIT 1",
                (attempt.request_id, attempt.started_at),
            ).fetchone()
            if found is None:
                log.warning("Mint result without its journal row; recording it now")
                row_id = self._insert_row(connection, _attempt_columns(attempt, state, 1))
            else:
                row_id = int(found[0])
            detail = _clean(result.detail, MAX_MESSAGE)
            # The drop's name as the answer that settled the mint gave it (renamed since the
            # check, say); a row of another drop (reconciled) keeps its own.
            connection.execute(
                "UPDATE mints SET drop_name = ? WHERE id = ? AND drop_id = ? AND drop_id != 0",
                (_clean(attempt.drop.name, MAX_VALUE), row_id, attempt.drop.drop_id),
            )
            connection.execute(
                "UPDATE mints SET state = ?, reason = ?, detail = ?,"
                " tx_hash = COALESCE(NULLIF(?, ''), tx_hash),"
                " minted_to = COALESCE(NULLIF(?, ''), minted_to),"
                " qr_hash = COALESCE(NULLIF(qr_hash, ''), ?),"
                " last_error = CASE WHEN ? THEN ? ELSE last_error END, updated_at = ? WHERE id = ?",
                (
                    state,
                    "" if success else result.outcome.value,
                    detail,
                    _clean(result.tx_hash, MAX_VALUE),
                    _clean(result.minted_to, MAX_VALUE),
                    _clean(result.link, MAX_VALUE),
                    state is JournalState.QUEUED,
                    detail,
                    self._now(),
                    row_id,
                ),
            )
        return row_id

    def record_job(self, attempt: MintAttempt, job_id: str) -> None:
        """The service took the attempt's mint as ``job_id``: kept before the mint is followed,
        so a kiosk stopped meanwhile can still ask the job after its restart."""
        with self._transaction() as connection:
            connection.execute(
                "UPDATE mints SET job_id = ?, updated_at = ? WHERE id = ("
                "SELECT id FROM mints WHERE request_id = ? AND started_at = ?"
                " ORDER BY id DESC LIMIT 1)",
                (_clean(job_id, MAX_VALUE), self._now(), attempt.request_id, attempt.started_at),
            )

    def set_job(self, row_id: int, job_id: str) -> None:
        """The service took this row's mint (sent by the queue) as ``job_id``."""
        self._update(row_id, "job_id = ?", _clean(job_id, MAX_VALUE))

    def mark_unknown(self, row_id: int, error: str) -> None:
        """The call broke off without an answer: reconcile this row with the service later."""
        self._update(
            row_id, "state = ?, last_error = ?", JournalState.UNKNOWN, _clean(error, MAX_MESSAGE)
        )

    def set_state(
        self,
        row_id: int,
        state: JournalState,
        detail: str = "",
        tx_hash: str = "",
        reason: Outcome | None = None,
        *,
        minted_to: str = "",
    ) -> None:
        """Set the state decided by reconciliation or the retry; a known tx hash (and address
        minted to) is kept.

        ``reason`` is the outcome behind a state that is not a success (as ``record_result``
        keeps it); without one the reason is cleared.
        """
        self._update(
            row_id,
            "state = ?, detail = ?, tx_hash = COALESCE(NULLIF(?, ''), tx_hash), reason = ?,"
            " minted_to = COALESCE(NULLIF(?, ''), minted_to)",
            state,
            _clean(detail, MAX_MESSAGE),
            _clean(tx_hash, MAX_VALUE),
            reason.value if reason else "",
            _clean(minted_to, MAX_VALUE),
        )

    def set_drop(self, row_id: int, drop_id: int, drop_name: str) -> None:
        """Name the drop of a mint queued before its link could be checked (drop unknown then)."""
        self._update(row_id, "drop_id = ?, drop_name = ?", drop_id, _clean(drop_name, MAX_VALUE))

    def note_checked(self, row_id: int) -> None:
        """The follower asked about this row and nothing changed: it waits longer next time."""
        self._update(row_id, "attempts = attempts")

    def start_retry(self, row_id: int) -> None:
        """A queued mint is being sent: ``pending`` again, so a crash leaves it to reconcile."""
        self._update(
            row_id,
            "state = ?, attempts = attempts + 1, sent_at = ?",
            JournalState.PENDING,
            self._now(),
        )

    def requeue(self, row_id: int, error: str) -> None:
        """The retry could not reach the service: keep the mint queued and say why."""
        self._update(
            row_id, "state = ?, last_error = ?", JournalState.QUEUED, _clean(error, MAX_MESSAGE)
        )

    # --- reading -------------------------------------------------------------------------------
    # The work lists (pending, unknown, following, queued) of a newer kiosk's journal are empty:
    # its rows are shown to staff, but neither reconciliation nor the queue acts on them.

    def pending_rows(self) -> list[JournalRow]:
        """Rows whose outcome is not known (left by a crash or a broken call), oldest first."""
        return self._work(
            "WHERE state IN (?, ?) ORDER BY id", JournalState.PENDING, JournalState.UNKNOWN
        )

    def unknown_rows(self) -> list[JournalRow]:
        """Rows a broken call left ``unknown``; unlike ``pending`` ones, no call is running on
        them, so they can be reconciled while the kiosk runs."""
        return self._work("WHERE state = ? ORDER BY id", JournalState.UNKNOWN)

    def following_rows(self) -> list[JournalRow]:
        """Mints the service accepted that are not final yet, oldest first: the follower asks
        about them until the service says passed or failed."""
        return self._work("WHERE state = ? ORDER BY id", JournalState.ON_ITS_WAY)

    def minted_rows_of(self, qr_hash: str) -> list[JournalRow]:
        """The rows that hold this link's one mint (minted, reserved or on its way): a link is
        minted once, so a second row that finds it claimed for its recipient is not a mint."""
        return self._select(
            "WHERE qr_hash = ? AND state IN (?, ?, ?) ORDER BY id",
            qr_hash,
            JournalState.MINTED,
            JournalState.RESERVED,
            JournalState.ON_ITS_WAY,
        )

    def minted_rows_for(self, recipient: str, drop_id: int) -> list[JournalRow]:
        """The rows that hold a mint of the drop for this recipient (minted, reserved or on its
        way): the service mints a drop once per recipient, so no other row of it is a mint."""
        return self._select(
            "WHERE recipient = ? AND drop_id = ? AND state IN (?, ?, ?) ORDER BY id",
            recipient,
            drop_id,
            JournalState.MINTED,
            JournalState.RESERVED,
            JournalState.ON_ITS_WAY,
        )

    def waiting_rows_of(self, qr_hash: str) -> list[JournalRow]:
        """The rows whose mint of this link is still to land: queued for the connection, or sent
        without an answer yet. The service cannot know of them, and the link is theirs."""
        return self._select(
            "WHERE qr_hash = ? AND state IN (?, ?) ORDER BY id",
            qr_hash,
            JournalState.QUEUED,
            JournalState.PENDING,
        )

    def refused_used_links(self) -> frozenset[str]:
        """The links refused at their check because the service called them used (no mint sent,
        no detail of the kiosk's own): a later run refuses them again without another row, so a
        used link on a poster stays one refusal in the journal across restarts."""
        with self._lock:
            found = self._connection.execute(
                "SELECT DISTINCT qr_hash FROM mints WHERE state = ? AND reason = ? AND "
                "detail = '' AND attempts = 0 AND qr_hash != ''",
                (JournalState.ALREADY_CLAIMED, Outcome.ALREADY_CLAIMED),
            ).fetchall()
        return frozenset(qr_hash for (qr_hash,) in found)

    def failed_after_accept(self) -> int:
        """Mints of every drop that the service accepted and then failed (for the doctor)."""
        with self._lock:
            return int(
                self._connection.execute(
                    "SELECT COUNT(*) FROM mints WHERE state = ? AND reason = ?",
                    (JournalState.FAILED, Outcome.MINT_FAILED),
                ).fetchone()[0]
            )

    def queued_rows(self) -> list[JournalRow]:
        """Mints waiting for the connection, oldest first (the order attendees came)."""
        return self._work("WHERE state = ? ORDER BY id", JournalState.QUEUED)

    def queued_outside(self, drops: frozenset[int]) -> int:
        """Mints saved for later of a known drop (the service checked their links) not in
        ``drops``: a kiosk accepting only ``drops`` never sends them (the queue fails them as
        another drop's). One the queue sent whose answer was lost (unknown, as
        ``queue_status`` counts it) still waits, and is failed alike if its link is unclaimed."""
        lost = (row for row in self.unknown_rows() if row.reason == Outcome.QUEUED)
        saved = [*self.queued_rows(), *lost]
        return sum(1 for row in saved if row.drop_id and row.drop_id not in drops)

    def queue_status(self, drop_id: int | None = None) -> tuple[int, str]:
        """Mints saved for later and not settled (of every drop, or those the queue may send
        for ``drop_id``: its own and links not checked yet) and the newest last error among
        them, for the operator. A saved mint the queue sent whose answer was lost is unknown
        until its status is had: it still waits."""
        saved = "(state = ? OR (state = ? AND reason = ?))"
        of_drop = "" if drop_id is None else " AND drop_id IN (?, 0)"  # 0: not checked yet
        arguments: tuple[object, ...] = (
            JournalState.QUEUED,
            JournalState.UNKNOWN,
            Outcome.QUEUED.value,
            *(() if drop_id is None else (drop_id,)),
        )
        with self._lock:
            queued = self._connection.execute(
                "SELECT COUNT(*) FROM mints WHERE " + saved + of_drop, arguments
            ).fetchone()[0]
            last_error = self._connection.execute(
                "SELECT last_error FROM mints WHERE " + saved + of_drop + " AND last_error != ''"
                " ORDER BY updated_at DESC, id DESC LIMIT 1",
                arguments,
            ).fetchone()
        return int(queued), last_error[0] if last_error else ""

    def rows(
        self, limit: int = 100, newest_first: bool = True, before: int | None = None
    ) -> list[JournalRow]:
        """A page of the journal view; ``before``: only rows older than that row id (the page
        below the rows shown, by id: a count of rows shifts as attempts are written meanwhile)."""
        order = "DESC" if newest_first else "ASC"
        if before is None:
            return self._select(f"ORDER BY id {order} LIMIT ?", limit)
        return self._select(f"WHERE id < ? ORDER BY id {order} LIMIT ?", before, limit)

    def record_dispensed(self, qr_hash: str, drop_id: int, record: Record) -> None:
        """A dispenser link shown, seen claimed, or put back (``kiosk.core.dispenser``)."""
        with self._transaction() as connection:
            connection.execute(
                "INSERT INTO dispensed (created_at, qr_hash, drop_id, event) VALUES (?, ?, ?, ?)",
                (self._now(), _clean(qr_hash, MAX_VALUE), drop_id, record.value),
            )

    def dispensed(self, drop_id: int) -> dict[Record, int]:
        """How many dispenser rows of each kind ``drop_id`` has."""
        with self._lock:
            found = self._connection.execute(
                "SELECT event, COUNT(*) FROM dispensed WHERE drop_id = ? GROUP BY event",
                (drop_id,),
            ).fetchall()
        known = {record.value: record for record in Record}
        counts = dict.fromkeys(Record, 0)
        counts.update({known[event]: int(n) for event, n in found if event in known})
        return counts

    def shown_unclaimed(self, drop_id: int) -> tuple[str, ...]:
        """The dispenser links of ``drop_id`` shown here and never seen claimed (here or, before
        their QR was up, elsewhere), the last shown last: a phone may have read one before the
        kiosk was closed."""
        with self._lock:
            found = self._connection.execute(
                "SELECT qr_hash FROM dispensed WHERE drop_id = ? AND event = ? AND "
                "qr_hash NOT IN (SELECT qr_hash FROM dispensed WHERE drop_id = ? AND event IN "
                "(?, ?)) GROUP BY qr_hash ORDER BY MAX(id)",
                (
                    drop_id,
                    Record.SHOWN.value,
                    drop_id,
                    Record.CLAIMED.value,
                    Record.CLAIMED_ELSEWHERE.value,
                ),
            ).fetchall()
        return tuple(qr_hash for (qr_hash,) in found)

    def row_count(self) -> int:
        with self._lock:
            return int(self._connection.execute("SELECT COUNT(*) FROM mints").fetchone()[0])

    def statistics(self, drop_id: int, hours: int = 4) -> JournalStatistics:
        """Counts per state for ``drop_id``, its queued mints among them; its mints per quarter
        hour (by when each was sent) in the last ``hours``."""
        now = self.clock().astimezone(UTC)
        current = now.replace(minute=now.minute - now.minute % 15, second=0, microsecond=0)
        starts = [current - BUCKET * n for n in reversed(range(hours * 4))]
        with self._lock:
            counts = {
                state: n
                for state, n in self._connection.execute(
                    "SELECT state, COUNT(*) FROM mints WHERE drop_id = ? GROUP BY state",
                    (drop_id,),
                )
            }
            failed_after_accept = self._connection.execute(
                "SELECT COUNT(*) FROM mints WHERE drop_id = ? AND state = ? AND reason = ?",
                (drop_id, JournalState.FAILED, Outcome.MINT_FAILED),
            ).fetchone()[0]
            # A mint counts when it was sent (a queued one: when the queue sent it), and only
            # once the service says minted: neither a reservation nor one still on its way.
            times = self._connection.execute(
                "SELECT sent_at FROM mints WHERE drop_id = ? AND state = ? AND sent_at >= ?",
                (drop_id, JournalState.MINTED, _timestamp(starts[0])),
            ).fetchall()
        queued, last_error = self.queue_status(drop_id)  # the queue sends only the chosen drop
        per_bucket = dict.fromkeys(starts, 0)
        for (sent_at,) in times:
            # A mint sent "later than now" was sent before the clock was set back: it is recent.
            at = min(datetime.fromisoformat(sent_at), now)
            bucket = at.replace(minute=at.minute - at.minute % 15, second=0, microsecond=0)
            if bucket in per_bucket:
                per_bucket[bucket] += 1
        return JournalStatistics(
            minted=counts.get(JournalState.MINTED, 0),
            on_its_way=counts.get(JournalState.ON_ITS_WAY, 0),
            reserved=counts.get(JournalState.RESERVED, 0),
            already_claimed=counts.get(JournalState.ALREADY_CLAIMED, 0),
            failed=counts.get(JournalState.FAILED, 0),
            failed_after_accept=int(failed_after_accept),
            queued=queued,
            unknown=counts.get(JournalState.UNKNOWN, 0),
            pending=counts.get(JournalState.PENDING, 0),
            last_error=last_error,
            per_quarter_hour=tuple(MintBucket(start, n) for start, n in per_bucket.items()),
        )

    def export_csv(self, path: Path, mask_recipients: bool = True) -> int:
        """Write the whole journal, oldest first, to ``path``; returns the number of rows.

        UTF-8 with a byte-order mark, so spreadsheet programs read accents and emoji right.
        Written beside ``path``, then put in its place: an export that fails (a full disk, a
        stick pulled out) leaves the file that was there, never part of a journal that reads
        as all of it.
        """
        rows = self._select("ORDER BY id")
        partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
        try:
            self._write_csv(partial, rows, mask_recipients)
            partial.replace(path)
        except BaseException:
            with suppress(OSError):
                partial.unlink(missing_ok=True)
            raise
        return len(rows)

    @staticmethod
    def _write_csv(path: Path, rows: list[JournalRow], mask_recipients: bool) -> None:
        with path.open("w", encoding="utf-8-sig", newline="") as file:
            writer = csv.writer(file)
            writer.writerow(CSV_HEADER)
            for row in rows:
                recipient = row.masked_recipient
                minted_to = mask_recipient(row.minted_to) if row.minted_to else ""
                if not mask_recipients:
                    recipient = row.recipient.value if row.recipient else ""
                    minted_to = row.minted_to
                cells = (
                    _timestamp(row.created_at),
                    row.input_kind.value,
                    row.code,
                    recipient,
                    row.shown_state.value,
                    row.reason,
                    row.detail or row.last_error,  # as the Journal page gives it
                    row.tx_hash,
                    str(row.drop_id),
                    row.drop_name,
                    minted_to,
                )
                writer.writerow([_csv_cell(cell) for cell in cells])

    def close(self) -> None:
        """Closed with its rows on disk: the records it still owes are written (a file still
        locked is waited for once, its busy wait; refusals it still cannot write are kept for the
        next start, ``_keep_owed``), and a file removed meanwhile is written back (no write since
        has done it), or they would end with the kiosk."""
        if not self.write_owed():
            self._keep_owed()
        with self._lock:
            try:
                self._keep_to_the_file()
            except JournalUnwritable as error:
                log.error("Journal %s closed, its rows not on disk: %s", self.path, error)
            self._connection.close()

    def _keep_owed(self) -> None:
        """At close, what is still owed: refusals are kept beside the journal (``kept_path``),
        dated now, for the next start to write; a mint's row, written before it was sent, is
        settled by its link's status at the next start."""
        with self._owed_lock:
            owed, self._owed = self._owed, []
        refusals = [record for record in owed if isinstance(record, RecordRefusal)]
        for record in owed:
            if not isinstance(record, RecordRefusal):
                name = _owed_name(record)
                log.error("%s not journaled: its row is settled at the next start", name)
        if not refusals:
            return
        at = self._now()
        if (earlier := self._kept_refusals()) is None:  # not overwritten: moved aside, kept
            aside = self.kept_path.with_name(f"{self.kept_path.name}.unreadable-{self._stamp()}")
            try:
                self.kept_path.replace(aside)
            except OSError as error:
                for refusal in refusals:
                    log.error("%s lost at close: %s", _owed_name(refusal), error)
                return
            log.error("Refusals kept in %s cannot be read: moved to %s", self.kept_path, aside)
        entries = [
            {"at": kept_at, "refusal": asdict(refusal)}
            for kept_at, refusal in [*(earlier or []), *((at, r) for r in refusals)]
        ]
        partial = self.kept_path.with_name(f".{self.kept_path.name}.partial")
        try:
            partial.write_text(json.dumps(entries), encoding="utf-8")
            partial.replace(self.kept_path)
        except OSError as error:
            for refusal in refusals:
                log.error("%s lost at close: %s", _owed_name(refusal), error)
            return
        log.error("%d refusal(s) not journaled: kept in %s", len(refusals), self.kept_path)

    def _kept_refusals(self) -> list[tuple[str, RecordRefusal]] | None:
        """The refusals a close kept (``_keep_owed``), each with when it was kept; none when
        there are none; None when their file cannot be read (logged; an opening leaves it as it
        is, a close moves it aside before it keeps more)."""
        try:
            entries = json.loads(self.kept_path.read_text(encoding="utf-8"))
            return [(str(entry["at"]), _refusal_of(entry["refusal"])) for entry in entries]
        except FileNotFoundError:
            return []
        except (OSError, ValueError, TypeError, KeyError) as error:
            log.error("Refusals kept in %s cannot be read: %s", self.kept_path, error)
            return None

    def _write_kept(self) -> None:
        """At open, the file writable: the refusals a close kept, written as rows dated when
        they were kept, then their file removed. Read under the journal's write lock and written
        only as far as the journal lacks them, so another kiosk taking them at the same moment,
        or their file left after they were written, adds no row twice."""
        if not self.kept_path.exists():
            return
        try:
            with self._transaction() as connection:
                kept = Counter(
                    tuple((_refusal_columns(refusal) | _dated(at)).items())
                    for at, refusal in self._kept_refusals() or []
                )
                for columns, count in kept.items():
                    matching = " AND ".join(f"{name} IS ?" for name, _ in columns)
                    [(found,)] = connection.execute(
                        f"SELECT COUNT(*) FROM mints WHERE {matching}",
                        tuple(value for _, value in columns),
                    ).fetchall()
                    for _ in range(count - found):
                        self._insert_row(connection, dict(columns))
        except JournalUnwritable as error:
            log.error("Refusals kept in %s not journaled yet: %s", self.kept_path, error)
            return
        if not kept:
            return
        try:
            self.kept_path.unlink()
        except OSError as error:  # the next start finds them journaled
            log.error("Refusals kept in %s journaled, not removed: %s", self.kept_path, error)
        log.warning("%d refusal(s) the last close kept are journaled now", kept.total())

    # --- internals -----------------------------------------------------------------------------

    def _open_writable(self) -> sqlite3.Connection:
        """The journal ready to write, a damaged file set aside for a new one. Raises
        ``_NewerJournalError``, or ``JournalUnwritable`` when the folder, file or disk refuses."""
        try:
            try:
                connection = self._open()
            except _UnusableJournalError as problem:
                self._set_aside(problem)
                connection = self._open()
            found = self.path.stat()
        except (sqlite3.DatabaseError, OSError) as error:
            if (unwritable := _unwritable(error)) is None:
                raise
            raise unwritable from error
        self._file = (found.st_dev, found.st_ino)
        return connection

    def _open(self) -> sqlite3.Connection:
        """Connect, switch to WAL, make sure the schema is there and a write goes through; raises
        if the file is bad. A newer kiosk's file is found by a read-only look, before any write."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        version = _stored_version_of(self.path)
        if version > SCHEMA_VERSION:
            raise _NewerJournalError(f"version {version}, this kiosk knows {SCHEMA_VERSION}")
        connection = sqlite3.connect(
            self.path, timeout=10.0, isolation_level=None, check_same_thread=False
        )
        connection.row_factory = sqlite3.Row
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")  # a pending row survives a power cut
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:  # its last change was still in its WAL file
                raise _NewerJournalError(f"version {version}, this kiosk knows {SCHEMA_VERSION}")
            if version == 0:
                connection.executescript(
                    f"BEGIN IMMEDIATE; {_SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
                )
            while version in _UPGRADES:
                version += 1
                connection.executescript(
                    f"BEGIN IMMEDIATE; {_UPGRADES[version - 1]}"
                    f" PRAGMA user_version = {version}; COMMIT;"
                )
            if version not in (0, SCHEMA_VERSION):
                raise _UnusableJournalError(
                    f"journal version {version}, this kiosk knows {SCHEMA_VERSION}"
                )
            _probe(connection)  # a read-only file or a full disk shows now, not at the first mint
        except sqlite3.DatabaseError as error:
            connection.close()
            # Only a damaged file is set aside; locked or unwritable files are other problems.
            if error.sqlite_errorname in _DAMAGED:
                raise _UnusableJournalError(str(error)) from error
            raise
        except (_UnusableJournalError, _NewerJournalError):
            connection.close()
            raise
        return connection

    def _reader(self) -> sqlite3.Connection:
        """A connection that only reads, for a journal that cannot be written: the file, when
        this version can read its rows; else an empty journal in memory (the file is left)."""
        self._stand_in = True
        try:
            connection = _connect_read_only(self.path)
        except (sqlite3.Error, OSError) as error:
            if self.path.exists():
                log.warning("Journal %s cannot be read either: %s", self.path, error)
        else:
            try:
                connection.execute(f"SELECT {_COLUMNS} FROM mints LIMIT 1").fetchall()
            except sqlite3.Error as error:
                connection.close()
                log.warning("Journal %s rows cannot be read by this version: %s", self.path, error)
            else:
                return connection
        connection = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        connection.row_factory = sqlite3.Row
        connection.executescript(_SCHEMA)
        connection.execute("PRAGMA query_only = ON")
        return connection

    def _recover(self) -> bool:
        """With the lock held: whether the journal can be written, trying again after a problem
        (a stand-in reader is replaced by the file opened to write)."""
        if self._problem is JournalProblem.NEWER_VERSION:
            return False
        try:
            self._keep_to_the_file()
            if self._problem is None:
                return True
            if self._stand_in:
                self._reopen_writable()
                self._stand_in = False
            else:
                try:
                    _probe(self._connection)
                except (sqlite3.DatabaseError, OSError) as error:
                    if (unwritable := _unwritable(error)) is None:
                        raise
                    raise unwritable from error
        except _NewerJournalError as newer:  # put in its place meanwhile
            self._problem, self._problem_detail = JournalProblem.NEWER_VERSION, str(newer)
            return False
        except JournalUnwritable as error:
            self._problem, self._problem_detail = error.problem, error.detail
            return False
        log.info("Journal %s can be written again: minting goes on", self.path)
        self._problem, self._problem_detail = None, ""
        return True

    def _keep_to_the_file(self) -> None:
        """With the lock held: the connection still writes the file at ``path``. SQLite writes on
        into a file removed under it (its data folder deleted, say), where nothing outlives the
        kiosk: the rows it holds are written to ``path`` again and the journal goes on there. A
        file put in its place (or in its folder's) is not this journal: never written over,
        nothing is written (``REPLACED``) until it is moved away."""
        if self._stand_in or self._file is None:
            return
        try:
            found = self.path.stat()
        except FileNotFoundError:
            self._restore()
            return
        except NotADirectoryError as error:  # a file where its folder was
            raise JournalUnwritable(JournalProblem.REPLACED, str(error)) from error
        except OSError as error:
            raise JournalUnwritable(JournalProblem.WRITE_FAILED, str(error)) from error
        if (found.st_dev, found.st_ino) != self._file:
            raise JournalUnwritable(
                JournalProblem.REPLACED, f"{self.path} was replaced while the kiosk ran"
            )

    def _restore(self) -> None:
        """With the lock held: the journal's file was removed while the connection had it open;
        its rows, which only the connection still reaches, become the file at ``path`` again."""
        log.error("Journal %s removed while the kiosk ran: written there again", self.path)
        copy = self.path.with_name(f".{self.path.name}.restoring-{os.getpid()}")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            target = sqlite3.connect(copy)
            try:
                self._connection.backup(target)
            finally:
                target.close()
            copy.replace(self.path)
        except (sqlite3.DatabaseError, OSError) as error:
            with suppress(OSError):
                copy.unlink(missing_ok=True)
            if (unwritable := _unwritable(error)) is None:
                raise
            raise unwritable from error
        self._reopen_writable()

    def _reopen_writable(self) -> None:
        """The connection opened again to write, a reader again when it cannot be. Closed first:
        in one process, connections to a file share its locks and the read-only map of its WAL
        index, which would make the new one read-only too."""
        self._connection.close()
        try:
            self._connection = self._open_writable()
        except BaseException:
            self._connection = self._reader()
            raise

    def _set_aside(self, problem: _UnusableJournalError) -> None:
        """Move an unreadable journal (and its WAL files) aside, so a new one can start."""
        aside = self.path.with_name(f"{self.path.stem}.corrupt-{self._stamp()}{self.path.suffix}")
        for suffix in ("", "-wal", "-shm"):
            source = Path(f"{self.path}{suffix}")
            if source.exists():
                source.replace(f"{aside}{suffix}")
        self.set_aside_to = aside
        log.warning(
            "Journal %s unusable (%s); moved to %s, starting a new one", self.path, problem, aside
        )

    def _stamp(self) -> str:
        """Now, as a file set aside is named by."""
        return self.clock().astimezone(UTC).strftime("%Y%m%dT%H%M%S-%fZ")

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One committed write; ``JournalUnwritable`` when the file, folder or disk refuses it
        (``problem`` then says why, until a write goes through again)."""
        with self._lock:
            if not self._recover():
                raise JournalUnwritable(
                    self._problem or JournalProblem.WRITE_FAILED, self._problem_detail
                )
            connection = self._connection
            try:
                connection.execute("BEGIN IMMEDIATE")
                try:
                    yield connection
                    connection.execute("COMMIT")
                except BaseException:
                    # SQLite may have rolled back already (a full disk does): a second ROLLBACK
                    # would hide the real error.
                    if connection.in_transaction:
                        with suppress(sqlite3.Error):
                            connection.execute("ROLLBACK")
                    raise
            except (sqlite3.DatabaseError, OSError) as error:
                if (unwritable := _unwritable(error)) is None:
                    raise
                self._problem, self._problem_detail = unwritable.problem, unwritable.detail
                log.error("Journal %s cannot be written: %s", self.path, unwritable)
                raise unwritable from error

    def _insert(
        self,
        attempt: MintAttempt,
        state: JournalState,
        attempts: int,
        sent_at: str = "",
    ) -> int:
        columns = _attempt_columns(attempt, state, attempts) | {"sent_at": sent_at}
        with self._transaction() as connection:
            return self._insert_row(connection, columns)

    def _insert_row(self, connection: sqlite3.Connection, columns: dict[str, object]) -> int:
        """Insert one row; ``columns`` (names from this module only) add to the timestamps."""
        now = self._now()
        values = {"created_at": now, "updated_at": now, **columns}
        cursor = connection.execute(
            f"INSERT INTO mints ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
            tuple(values.values()),
        )
        assert cursor.lastrowid is not None  # always set after an INSERT
        return cursor.lastrowid

    def _update(self, row_id: int, assignments: str, *values: object) -> None:
        """Set ``assignments`` (SQL with ``?``, from this module only) on one row."""
        with self._transaction() as connection:
            cursor = connection.execute(
                f"UPDATE mints SET {assignments}, updated_at = ? WHERE id = ?",
                (*values, self._now(), row_id),
            )
        if cursor.rowcount == 0:
            log.warning("Journal row %d not found", row_id)

    def _work(self, clause: str, *values: object) -> list[JournalRow]:
        """Rows to act on (reconcile, follow, send): none in a newer kiosk's journal."""
        if self._problem is JournalProblem.NEWER_VERSION:
            return []
        return self._select(clause, *values)

    def _select(self, clause: str, *values: object) -> list[JournalRow]:
        with self._lock:
            found = self._connection.execute(
                f"SELECT {_COLUMNS} FROM mints {clause}", values
            ).fetchall()
        return [_row(found_row) for found_row in found]

    def _now(self) -> str:
        return _timestamp(self.clock())


def creation_problem(path: Path) -> JournalUnwritable | None:
    """Why the kiosk could not create its journal at ``path`` (none is there yet), or None when
    it could. Found as the kiosk would find it: a ``MintJournal`` opened beside it under a name of
    its own (the folders made, the schema written, one write committed), then removed with its
    WAL files and every folder made for it. The real path is never touched: a kiosk may start."""
    missing = [folder for folder in (path.parent, *path.parent.parents) if not folder.exists()]
    trial = path.with_name(f".{path.stem}.doctor-{os.getpid()}{path.suffix}")
    try:
        journal = MintJournal(trial)
        problem, detail = journal.problem, journal.problem_detail
        journal.close()
    finally:
        for suffix in ("", "-wal", "-shm", "-journal"):
            if (made_file := Path(f"{trial}{suffix}")).exists():  # False also with no folder
                made_file.unlink(missing_ok=True)
        for folder in missing:  # the innermost first; one another program filled meanwhile stays
            with suppress(OSError):
                folder.rmdir()
    return None if problem is None else JournalUnwritable(problem, detail)


def _input_columns(
    qr_hash: str, source_kind: SourceKind | None, secret_word: str, drop: DropInfo
) -> dict[str, object]:
    """What the attendee brought and for which drop; no recipient (a check refused it)."""
    kind = InputKind.SECRET_WORD if secret_word else InputKind(source_kind or SourceKind.LINK)
    return {
        "request_id": 0,
        "started_at": 0.0,
        "input_kind": kind,
        "qr_hash": _clean(qr_hash, MAX_VALUE),
        "secret_word": _clean(secret_word, MAX_VALUE),
        "recipient": "",
        "recipient_kind": "",
        "drop_id": drop.drop_id,
        "drop_name": _clean(drop.name, MAX_VALUE),
    }


def _refusal_columns(refusal: RecordRefusal) -> dict[str, object]:
    """An attempt its check ended: no recipient, no mint sent."""
    claimed = refusal.outcome is Outcome.ALREADY_CLAIMED
    what = _input_columns(refusal.qr_hash, refusal.source_kind, refusal.secret_word, refusal.drop)
    return what | {
        "state": JournalState.ALREADY_CLAIMED if claimed else JournalState.FAILED,
        "reason": refusal.outcome.value,
        "detail": _clean(refusal.detail, MAX_MESSAGE),
        "attempts": 0,
    }


def _dated(at: str) -> dict[str, object]:
    """A row's times, both ``at``: written and last changed then."""
    return {"created_at": at, "updated_at": at}


def _refusal_of(fields: dict[str, Any]) -> RecordRefusal:
    """A refusal as ``_keep_owed`` kept it (``asdict``)."""
    source_kind = fields["source_kind"]
    return RecordRefusal(
        DropInfo(**fields["drop"]),
        Outcome(fields["outcome"]),
        qr_hash=str(fields["qr_hash"]),
        source_kind=SourceKind(source_kind) if source_kind else None,
        secret_word=str(fields["secret_word"]),
        detail=str(fields["detail"]),
    )


def _attempt_columns(
    attempt: MintAttempt, state: JournalState, attempts: int, last_error: str = ""
) -> dict[str, object]:
    what = _input_columns(attempt.qr_hash, attempt.source_kind, attempt.secret_word, attempt.drop)
    return what | {
        "request_id": attempt.request_id,
        "started_at": attempt.started_at,
        "recipient": _clean(attempt.recipient.value, MAX_VALUE),
        "recipient_kind": attempt.recipient.kind,
        "state": state,
        "attempts": attempts,
        "last_error": _clean(last_error, MAX_MESSAGE),
    }


def _timestamp(at: datetime) -> str:
    """Fixed-width UTC ISO time: text order is time order, so SQL can compare them."""
    return at.astimezone(UTC).isoformat(timespec="microseconds")


def _row(row: sqlite3.Row) -> JournalRow:
    return JournalRow(
        id=row["id"],
        created_at=datetime.fromisoformat(row["created_at"]),
        updated_at=datetime.fromisoformat(row["updated_at"]),
        request_id=row["request_id"],
        started_at=row["started_at"],
        input_kind=InputKind(row["input_kind"]),
        qr_hash=row["qr_hash"],
        secret_word=row["secret_word"],
        recipient=(
            Recipient(RecipientKind(row["recipient_kind"]), row["recipient"])
            if row["recipient_kind"]
            else None
        ),
        drop_id=row["drop_id"],
        drop_name=row["drop_name"],
        state=JournalState(row["state"]),
        reason=row["reason"],
        detail=row["detail"],
        tx_hash=row["tx_hash"],
        attempts=row["attempts"],
        last_error=row["last_error"],
        sent_at=datetime.fromisoformat(row["sent_at"]) if row["sent_at"] else None,
        job_id=row["job_id"],
        minted_to=row["minted_to"],
    )
