"""A journal the kiosk cannot write is still opened, for reading, and says why; nothing is written.

Real files: a newer kiosk's journal, a read-only file and folder (for an ordinary user: chmod does
not stop root), a path that is a folder, a disk that fills up (SQLite's own "database or disk is
full"). The kiosk's promise rests on this: a mint is never sent before its row is written.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from kiosk.core.attendee_flow import RecordMintResult
from kiosk.core.journal import (
    SCHEMA_VERSION,
    JournalProblem,
    JournalState,
    JournalUnwritable,
    MintJournal,
)
from kiosk.core.reasons import Outcome
from tests.bad_files import (
    NEWER_VERSION,
    RUNS_AS_ROOT,
    an_attempt,
    fill_the_disk,
    make_read_only,
    make_writable,
    write_newer_kiosks_journal,
)

MINTED = Outcome.MINTED


@pytest.fixture
def path(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder / "journal.sqlite3"


def problem_of(journal: MintJournal) -> JournalProblem | None:
    """Read afresh (a write in between may have changed it)."""
    return journal.problem


def every_write(journal: MintJournal) -> list[tuple[str, object]]:
    """Each way the kiosk writes, with what it writes."""
    attempt = an_attempt(50)
    return [
        ("record_attempt", lambda: journal.record_attempt(attempt)),
        ("queue", lambda: journal.queue(attempt, "offline")),
        ("record_result", lambda: journal.record_result(RecordMintResult(attempt, MINTED, 1))),
        ("mark_unknown", lambda: journal.mark_unknown(1, "lost")),
        ("set_state", lambda: journal.set_state(1, JournalState.MINTED)),
        ("start_retry", lambda: journal.start_retry(1)),
        ("requeue", lambda: journal.requeue(1, "offline")),
    ]


# --- a newer kiosk's journal -------------------------------------------------------------------


def test_a_newer_kiosks_journal_is_read_and_never_written(path: Path) -> None:
    before = write_newer_kiosks_journal(path)
    journal = MintJournal(path)

    assert journal.problem is JournalProblem.NEWER_VERSION
    assert str(NEWER_VERSION) in journal.problem_detail
    assert journal.row_count() == 2  # staff still see the newer kiosk's rows
    assert [row.qr_hash for row in journal.rows(newest_first=False)] == ["newer1", "newer2"]
    # Nothing acts on its rows: the second is pending, yet nobody reconciles or sends it.
    assert journal.pending_rows() == journal.queued_rows() == journal.following_rows() == []
    for name, write in every_write(journal):
        with pytest.raises(JournalUnwritable) as refused:
            write()  # type: ignore[operator]
        assert refused.value.problem is JournalProblem.NEWER_VERSION, name
    assert not journal.writable()
    journal.close()

    assert path.read_bytes() == before  # not one byte changed
    assert sorted(p.name for p in path.parent.iterdir() if "corrupt" in p.name) == []
    reopened = sqlite3.connect(path)
    assert reopened.execute("PRAGMA user_version").fetchone()[0] == NEWER_VERSION
    reopened.close()


def test_a_newer_kiosks_upgrade_still_in_its_wal_file_is_noticed(
    path: Path, tmp_path: Path
) -> None:
    """A newer kiosk that crashed right after upgrading: its new version is only in the WAL."""
    journal = MintJournal(path)
    journal.record_attempt(an_attempt())
    journal.close()
    newer = sqlite3.connect(path, isolation_level=None)
    newer.execute("PRAGMA wal_autocheckpoint = 0")
    newer.execute(f"PRAGMA user_version = {NEWER_VERSION}")
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for file in path.parent.iterdir():  # the files as the crash left them
        shutil.copy(file, crashed / file.name)
    newer.close()

    copied = MintJournal(crashed / path.name)
    assert copied.problem is JournalProblem.NEWER_VERSION
    assert copied.row_count() == 1
    copied.close()


# --- read-only -----------------------------------------------------------------------------------


@pytest.mark.skipif(RUNS_AS_ROOT, reason="chmod does not stop root")
def test_a_read_only_file_and_folder_are_read_and_minting_resumes_once_writable(
    path: Path,
) -> None:
    journal = MintJournal(path)
    journal.record_attempt(an_attempt())
    journal.close()
    make_read_only(path)
    try:
        journal = MintJournal(path)
        assert journal.problem is JournalProblem.READ_ONLY
        assert journal.row_count() == 1  # the rows stay visible
        with pytest.raises(JournalUnwritable):
            journal.record_attempt(an_attempt(2))
        assert not journal.writable()
    finally:
        make_writable(path)
    assert journal.writable()  # staff fixed the folder: no restart needed
    assert problem_of(journal) is None
    journal.record_attempt(an_attempt(2))
    assert journal.row_count() == 2
    journal.close()


def test_a_journal_path_that_is_a_folder_gives_an_empty_read_only_journal(path: Path) -> None:
    """Whoever runs it (root too), the file cannot be opened: an empty journal stands in."""
    path.mkdir()
    journal = MintJournal(path)
    # SQLite says "disk I/O error" here (EISDIR), "unable to open" on some systems
    assert journal.problem in (JournalProblem.WRITE_FAILED, JournalProblem.READ_ONLY)
    assert journal.row_count() == 0
    assert journal.pending_rows() == []
    with pytest.raises(JournalUnwritable):
        journal.record_attempt(an_attempt())
    journal.close()
    assert path.is_dir()

    path.rmdir()  # the folder is gone: the same kiosk writes its journal there now
    journal = MintJournal(path)
    assert journal.problem is None
    journal.close()


def test_a_data_folder_that_cannot_be_made_gives_an_empty_read_only_journal(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "mint-kiosk"
    blocker.write_text("a file where the data folder should be")
    journal = MintJournal(blocker / "journal.sqlite3")
    assert journal.problem is not None
    assert journal.row_count() == 0
    with pytest.raises(JournalUnwritable):
        journal.record_attempt(an_attempt())
    journal.close()


# --- a full disk ---------------------------------------------------------------------------------


def test_a_full_disk_refuses_the_row_says_so_and_writing_resumes_when_there_is_room(
    path: Path,
) -> None:
    journal = MintJournal(path)
    journal.record_attempt(an_attempt(1))
    fill_the_disk(journal)
    rows = journal.row_count()

    with pytest.raises(JournalUnwritable) as refused:
        journal.record_attempt(an_attempt(2))
    # SQLite rolls a full disk's transaction back itself: its error is not hidden by ours.
    assert refused.value.problem is JournalProblem.DISK_FULL
    assert "database or disk is full" in refused.value.detail
    assert journal.problem is JournalProblem.DISK_FULL
    assert journal.row_count() == rows  # nothing half-written

    journal._connection.execute("PRAGMA max_page_count = 1073741823")  # space freed
    journal.record_attempt(an_attempt(2))
    assert problem_of(journal) is None
    assert journal.row_count() == rows + 1
    journal.close()


def test_a_healthy_journal_has_no_problem(path: Path) -> None:
    journal = MintJournal(path)
    assert journal.problem is None
    assert journal.writable()
    journal.close()
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    connection.close()
