"""The truth audit, seventieth round: the newest mechanisms (rounds 51 to 69), read by an
adversary: the refusals a close keeps beside a locked journal, a call that never reached the
service, web pages and redirects answering for it, the dispenser's one timer.

Each case drives the real parts (``KioskApp``: window, presenters, worker threads, mint queue;
the real ``kiosk doctor`` checks) against a real emulator over HTTP, and judges by the
emulator's own record (``server.state``: how often each link was minted) and by the journal
file read with ``sqlite3`` directly, never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since unless marked
``xfail(strict=True)``:

- ``kiosk doctor``, run while the refusals the last close kept waited beside the journal, wrote
  them into it and removed their file: the doctor changed the journal it only reads. Only the
  kiosk's own open takes them now;
- refusals kept beside the journal were written again by every open that found their file
  still there (one it could not remove, or another process's open at the same moment): staff
  read the same "Already claimed" attempt twice on the Journal page and in the export. They
  are taken under the journal's write lock now, and only as far as the journal lacks them;
- refusals kept by a run whose file this version cannot read (a newer Mint Kiosk's outcome)
  were overwritten by the next quit on a locked journal that kept refusals of its own: lost for
  good, with only a log line. The unreadable file is moved aside now (``.unreadable-<time>``).

The rest pin truthful behaviour no other test covers: a mint whose answer was lost and whose
status check then met a web page (NotSent, for that check only) reached the service, so its
attendee never reads "No connection right now" and its row is never failed.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.doctor import Status, check_mints
from kiosk.core.journal import MintJournal
from kiosk.core.parsing import mint_link_url
from kiosk.emulator import EmulatorServer, Fault
from tests.faults.test_truth_audit import WALLET_A
from tests.faults.test_truth_audit_51 import (
    MINT,
    WAIT_MS,
    locked_by_another_program,
    on_disk,
    result_read,
    serving,
)
from tests.faults.test_truth_audit_64 import minted_here, refused_while_staff_come_in
from tests.faults.test_truth_audit_67 import STATUS


def kept_at_quit(qtbot: QtBot, app: KioskApp, server: EmulatorServer, journal_file: Path) -> str:
    """Round 67's quit: the link minted here is scanned again while another program holds the
    journal, and staff quit the kiosk with the lock still held, so the close keeps the refusal
    beside the journal. Returns the link's hash."""
    qr_hash = minted_here(qtbot, app, server)
    with locked_by_another_program(journal_file):
        refused_while_staff_come_in(qtbot, app, server, journal_file, qr_hash)
        app.close()
    assert MintJournal(journal_file, take_kept=False).kept_path.is_file()
    assert on_disk(journal_file) == [(qr_hash, "minted")]
    return qr_hash


def test_the_doctor_leaves_the_refusals_a_close_kept_to_the_kiosk(
    qtbot: QtBot, server: EmulatorServer, app: KioskApp, journal_file: Path
) -> None:
    """Staff run ``kiosk doctor`` before starting the kiosk again. The doctor changes nothing:
    the journal keeps its rows and the kept refusals their file; the kiosk's next open writes
    the attempt once, as the service's record has the link minted once."""
    qr_hash = kept_at_quit(qtbot, app, server, journal_file)
    kept = MintJournal(journal_file, take_kept=False).kept_path
    assert check_mints(journal_file).status is Status.OK
    assert on_disk(journal_file) == [(qr_hash, "minted")]
    assert kept.is_file()

    MintJournal(journal_file).close()
    assert on_disk(journal_file) == [(qr_hash, "minted"), (qr_hash, "already_claimed")]
    assert not kept.exists()
    assert server.state.mints_of(qr_hash) == 1


def test_kept_refusals_found_again_after_they_were_written_add_no_second_row(
    qtbot: QtBot, server: EmulatorServer, app: KioskApp, journal_file: Path
) -> None:
    """The kept file is still there after its refusals were written (a start that could not
    remove it, or another process that read it the moment before): the next open must not
    write the attempt again, one scan is one row."""
    qr_hash = kept_at_quit(qtbot, app, server, journal_file)
    kept = MintJournal(journal_file, take_kept=False).kept_path
    left = kept.read_bytes()
    MintJournal(journal_file).close()
    kept.write_bytes(left)

    MintJournal(journal_file).close()
    assert on_disk(journal_file) == [(qr_hash, "minted"), (qr_hash, "already_claimed")]
    assert not kept.exists()


def test_kept_refusals_this_version_cannot_read_are_not_overwritten_by_the_next_quit(
    qtbot: QtBot, server: EmulatorServer, app: KioskApp, journal_file: Path
) -> None:
    """A newer Mint Kiosk kept a refusal this version cannot read (an outcome it does not
    know). This kiosk quitting on a locked journal keeps its own refusal: the newer run's must
    not be overwritten (lost for good), and this run's reaches the journal at the next start."""
    kept = MintJournal(journal_file, take_kept=False).kept_path
    newer = b'[{"at": "2026-11-27T08:00:00.000000Z", "refusal": {"outcome": "a_newer_one"}}]'
    kept.write_bytes(newer)
    qr_hash = kept_at_quit(qtbot, app, server, journal_file)

    MintJournal(journal_file).close()
    assert on_disk(journal_file) == [(qr_hash, "minted"), (qr_hash, "already_claimed")]
    assert [aside.read_bytes() for aside in kept.parent.glob(f"{kept.name}.unreadable-*")] == [
        newer
    ]


def test_a_mint_whose_lost_answer_is_followed_by_a_web_page_stays_unknown_not_no_connection(
    qtbot: QtBot, server: EmulatorServer, app: KioskApp, journal_file: Path
) -> None:
    """The service mints, its answer is lost, and the status asked next meets a 404 web page
    (the venue's network): that is NotSent for the status call, but the mint DID reach the
    service. The attendee must not read "No connection right now" and its row must not be
    failed "No connection": the emulator minted the link once."""
    controller = serving(app).controller
    qr_hash = server.state.drops[0].qr_hashes[3]
    controller.submit_payload(mint_link_url(qr_hash, server.mint_site), InputSource.CAMERA)
    qtbot.waitUntil(lambda: controller.flow.state.screen is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    server.state.add_fault(MINT, Fault(drop_after_handling=True, times=1))
    server.state.add_fault(STATUS, Fault(portal=404, times=1))
    asked = server.state.counters[STATUS]
    controller.submit_payload(WALLET_A, InputSource.CAMERA)

    assert result_read(qtbot, app) != "No connection right now"
    qtbot.waitUntil(controller.journal_up_to_date, timeout=WAIT_MS)
    assert server.state.counters[STATUS] > asked  # asked after the lost answer: met the page
    assert server.state.mints_of(qr_hash) == 1
    assert on_disk(journal_file)[-1][0] == qr_hash
    assert on_disk(journal_file)[-1][1] != "failed"
