"""Journal writes never run on the UI thread, and a mint's row is written before it is sent."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import (
    InputSource,
    MintAttempt,
    RecordMintResult,
    RecordRefusal,
    Screen,
)
from kiosk.core.journal import JournalState, MintJournal
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_controller import AttendeeController
from tests.presenters.test_attendee_controller import give_recipient, wait_for_result

WAIT_MS = 10_000


class ThreadNotingJournal(MintJournal):
    """The real journal, noting which thread made each write and what the service knew then."""

    def __init__(self, path: Path, emulator: EmulatorServer) -> None:
        super().__init__(path)
        self.emulator = emulator
        self.writes: list[tuple[str, str]] = []  # (write, thread name)
        self.mints_when_attempt_written: list[int] = []

    def record_attempt(self, attempt: MintAttempt) -> int:
        self.writes.append(("attempt", threading.current_thread().name))
        self.mints_when_attempt_written.append(self.emulator.state.mints_of(attempt.qr_hash))
        return super().record_attempt(attempt)

    def record_result(self, result: RecordMintResult) -> int:
        self.writes.append(("result", threading.current_thread().name))
        return super().record_result(result)

    def record_refusal(self, refusal: RecordRefusal) -> int:
        self.writes.append(("refusal", threading.current_thread().name))
        return super().record_refusal(refusal)


@pytest.fixture
def kiosk_journal(tmp_path: Path, emulator: EmulatorServer) -> ThreadNotingJournal:
    return ThreadNotingJournal(tmp_path / "journal.sqlite3", emulator)


def test_mints_and_refusals_are_journaled_off_the_ui_thread_attempt_first(
    kiosk: AttendeeController,
    kiosk_journal: ThreadNotingJournal,
    emulator: EmulatorServer,
    qtbot: QtBot,
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    kiosk.submit_payload(qr_hash, InputSource.SCANNER)
    give_recipient(kiosk, qtbot, "0x" + "ab" * 20)
    wait_for_result(kiosk, qtbot)
    kiosk.window.start_over_requested.emit()
    qtbot.waitUntil(lambda: kiosk.flow.state.screen is Screen.IDLE, timeout=WAIT_MS)
    kiosk.submit_payload(qr_hash, InputSource.SCANNER)  # now claimed: refused
    wait_for_result(kiosk, qtbot)

    writes = kiosk_journal.writes
    assert [write for write, _thread in writes] == ["attempt", "result", "refusal"]
    assert threading.main_thread().name not in {thread for _write, thread in writes}
    assert writes[0][1].startswith("service-worker-")  # the thread that then sends the mint
    assert {thread for _write, thread in writes[1:]} == {"journal-writer-1"}
    assert kiosk_journal.mints_when_attempt_written == [0]  # written before the mint was sent
    assert emulator.state.mints_of(qr_hash) == 1
    mint_row = kiosk_journal.rows(newest_first=False)[0]
    assert mint_row.state in (
        JournalState.MINTED,
        JournalState.ON_ITS_WAY,
    )
