"""The truth audit, sixty-sixth round: staff's figures across restarts and hidden links.

Rounds 52 and 57 left two leads about figures staff read on Statistics and the Journal: a
dispenser handing out a links file learnt of a phone's claim of a hidden QR only when the link
came round again, and a used poster link was journaled once per kiosk run. Each case drives the
real parts (the dispenser's page, presenter, worker thread and HTTP client; the attendee's
kiosk, built anew on the same journal file as a restart builds it) against one real emulator
over HTTP, phones minting through its public mint page (``mint_with_phone``), and judges the
Statistics tiles, ``left`` and the journal file by the emulator's own record (``server.state``:
claims and mints), never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since:

- with a links file, a phone that minted a link after its QR was hidden (or while the kiosk
  was offline, the QR then hidden) was not counted: "Dispenser: claimed" stayed 0 and "links
  left" counted the claimed link until the pool came round to it. Now the links shown here and
  hidden unclaimed are asked about on the list's schedule (once a minute at the venue);
- a used poster link read again after a restart wrote a second refusal row: staff's Journal
  and "Already claimed" counted two refusals for one poster. Now the journal's refusals of
  links the service called used are read when the kiosk is built.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import InputSource
from kiosk.core.dispenser import Record
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.phone import mint_with_phone
from kiosk.presenters.attendee_side import Kiosk
from tests.faults.test_fault_matrix import settled_journal, shown_outcome
from tests.faults.test_truth_audit import WALLET_B, at_result, mint_directly
from tests.faults.test_truth_audit_2 import staff_view, tap
from tests.faults.test_truth_audit_21 import link
from tests.faults.test_truth_audit_33 import STATUS
from tests.faults.test_truth_audit_44 import dispenser_of
from tests.faults.test_truth_audit_57 import WAIT_MS, shown_qr, unclaimed_of
from tests.faults.test_truth_matrix import Case, make_kiosk
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import started

opened = contextmanager(started)  # a kiosk run: built, on the screen, started; closed after


def last_poll_spent(qtbot: QtBot, server: EmulatorServer, tries: int) -> None:
    """Wait until the service got a status request of a second check since now: a hidden QR's
    link gets at most one more check (the poll set before it was hidden), of ``tries``
    requests at most (a failing one is tried again), so a claim the kiosk learns after this
    wait comes from a check of a hidden link; none would come while only its turn asks."""
    asked = server.state.counters[STATUS]
    qtbot.waitUntil(lambda: server.state.counters[STATUS] > asked + tries, timeout=WAIT_MS)


# --- a links file: a claim of a QR already hidden ---------------------------------------------


@pytest.mark.parametrize("offline", [False, True], ids=["minted-after-hiding", "minted-offline"])
def test_a_links_files_qr_minted_after_it_was_hidden_is_counted_before_its_next_turn(
    offline: bool,
    server: EmulatorServer,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
) -> None:
    """A dispenser hands out a links file. A phone reads the QR; the QR is hidden after its
    timeout (the link back at the end of the pool) and the phone mints then, or the kiosk loses
    the service, the phone mints while the QR is still up and the QR is hidden before the
    kiosk hears of it. Nobody taps again, so the link does not come round. Staff must read the
    claim the service recorded, and "links left" must be the service's unclaimed ones.

    Was a lie when this round was written (27 Nov 2026): claimed 0 and two links left (a file
    lists no claims, only the link's next turn asked). Fixed since: the links shown and hidden
    unclaimed are asked about on the list's schedule."""
    drop = server.state.drops[0]
    links = list(drop.qr_hashes[:2])
    kiosk = dispenser_kiosk(links)
    dispenser = dispenser_of(kiosk)
    dispenser.relist_s = 0.2  # the venue's minute, in a moment
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    read = shown_qr(kiosk)
    if offline:
        server.state.add_fault(STATUS, Fault(status=503))
        qtbot.waitUntil(lambda: dispenser.state.offline, timeout=WAIT_MS)
        minted = mint_with_phone(read).qr_hash
    qtbot.waitUntil(
        lambda: kiosk.journal.dispensed(drop.id)[Record.RETURNED] == 1, timeout=WAIT_MS
    )
    last_poll_spent(qtbot, server, kiosk.client.config.max_attempts if offline else 1)
    if offline:
        server.state.clear_faults()
    else:
        minted = mint_with_phone(read).qr_hash
    qtbot.waitUntil(
        lambda: kiosk.journal.dispensed(drop.id)[Record.CLAIMED] == 1, timeout=WAIT_MS
    )

    assert server.state.claimed_links() == [minted]
    assert server.state.mints_of(minted) == 1
    assert dispenser.state.screen is DispenserScreen.TAP
    assert minted not in dispenser.flow.pool
    assert dispenser.state.left == unclaimed_of(server, links) == 1
    assert dispenser.state.claimed == 1
    view = staff_view(qtbot, kiosk.journal, drop.id, dispenser=True)
    assert (view.tiles["links_shown"], view.tiles["links_claimed"]) == ("1", "1")


# --- a used poster link across a restart ------------------------------------------------------


def test_a_used_poster_link_read_again_after_a_restart_is_still_one_refusal(
    server: EmulatorServer, memory_keyring: MemoryKeyring, qtbot: QtBot, journal_file: Path
) -> None:
    """A link on a poster was minted elsewhere; the kiosk's scanner reads it and the attendee is
    told it is used. The kiosk is restarted (the same journal file) and the poster read again:
    the attendee is told again what the service says, and staff's Journal and "Already
    claimed" must still count one refusal of the one poster.

    Was a lie when this round was written (27 Nov 2026): the memory of used links went with
    the run, so the journal file held two refusal rows and "Already claimed" said 2. Fixed
    since: the journal's refusals of used links are read when the kiosk is built."""
    poster, poster_text = link(server, 1)
    mint_directly(server, poster, WALLET_B)
    checks: list[Outcome | None] = []
    for _run in range(2):
        with opened(make_kiosk(server, Case(), journal_file), qtbot) as kiosk:
            kiosk.controller.submit_payload(poster_text, InputSource.SCANNER)
            qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
            checks.append(shown_outcome(kiosk))
            states = settled_journal(kiosk, qtbot)
    view = staff_view(qtbot, MintJournal(journal_file), server.state.drops[0].id)

    assert server.state.mints_of(poster) == 1
    assert checks == [Outcome.ALREADY_CLAIMED] * 2
    assert states == (JournalState.ALREADY_CLAIMED,)
    assert view.tiles["already_claimed"] == "1"
