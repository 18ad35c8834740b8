"""Journal files a kiosk cannot write, made for real: a newer kiosk's file, a read-only file and
folder, a full disk. Shared by the journal's own tests and the whole kiosk's."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from kiosk.core.attendee_flow import DropInfo, MintAttempt
from kiosk.core.journal import MintJournal
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind

# chmod does not stop root: those tests run only for an ordinary user.
RUNS_AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
NEWER_VERSION = 99


def an_attempt(request_id: int = 1, qr_hash: str = "abc123") -> MintAttempt:
    return MintAttempt(
        request_id,
        DropInfo(7, "Devcon", ""),
        Recipient(RecipientKind.ADDRESS, "0x" + "5a" * 20),
        started_at=100.0 + request_id,
        qr_hash=qr_hash,
        source_kind=SourceKind.LINK,
    )


def write_newer_kiosks_journal(path: Path, rows: int = 2) -> bytes:
    """A journal as a newer Mint Kiosk leaves it: this version's rows, then its own upgrade (a
    column more, ``user_version`` 99). Returns the file's bytes, closed and checkpointed."""
    journal = MintJournal(path)
    for n in range(1, rows + 1):
        journal.record_attempt(an_attempt(n, qr_hash=f"newer{n}"))
    journal.close()
    connection = sqlite3.connect(path)
    connection.executescript(
        "ALTER TABLE mints ADD COLUMN chain_receipt TEXT NOT NULL DEFAULT '';"
        f" PRAGMA user_version = {NEWER_VERSION};"
    )
    connection.close()
    return path.read_bytes()


def make_read_only(path: Path) -> None:
    """The journal file and its folder read-only (as a copied or mounted data folder is)."""
    path.chmod(0o444)
    for companion in path.parent.glob(f"{path.name}-*"):
        companion.chmod(0o444)
    path.parent.chmod(0o555)


def make_writable(path: Path) -> None:
    path.parent.chmod(0o755)
    for file in path.parent.glob(f"{path.name}*"):
        file.chmod(0o644)


def fill_the_disk(journal: MintJournal) -> None:
    """The disk fills up behind the kiosk's back: the journal's file may not grow any more
    (SQLite's ``max_page_count`` on its connection, at the pages it has) and earlier attempts
    take the room left in them, so the next row finds the disk full ("database or disk is
    full"), as on a real full disk. The journal is not told: it finds out when it writes."""
    connection = journal._connection  # the limit is per connection: it must be the journal's
    pages = int(connection.execute("PRAGMA page_count").fetchone()[0])
    connection.execute(f"PRAGMA max_page_count = {pages}")
    now = datetime.now(UTC).isoformat(timespec="microseconds")
    size = 1024
    while size >= 0:  # halving: a few dozen rows, until not even an empty one fits
        try:
            connection.execute(
                "INSERT INTO mints (created_at, updated_at, request_id, started_at, input_kind,"
                " qr_hash, secret_word, recipient, recipient_kind, drop_id, drop_name, state,"
                " detail, attempts) VALUES (?, ?, 0, 0, 'code', '', '', '', '', 0, '', 'failed',"
                " ?, 0)",
                (now, now, "x" * size),
            )
        except sqlite3.OperationalError as error:
            if error.sqlite_errorname != "SQLITE_FULL":
                raise
            size = size // 2 if size else -1
