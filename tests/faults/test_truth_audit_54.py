"""The truth audit, fifty-fourth round: only the drop staff chose is ever minted, by every path.

The independent check that started the truth work found the kiosk could mint codes of a drop
staff did not choose. This round attacks that claim again: a link whose lookup names the chosen
drop while the service mints it as another's, a lookup that names the chosen drop in another
form (text, leading zeros, spaces) or in no form the kiosk can read, a mint answer that names
another drop, and a mint saved for later under one drop while staff choose another. Each case
drives the real kiosk (``build_kiosk``: the real pages, controller, worker threads and journal)
or the real staff Drop step and presenter, against a real emulator over HTTP (its answers
rewritten with ``Fault(rewrite=...)`` where the service contradicts itself), and judges what
the attendee and staff read by the emulator's own record (``server.state``: which drop each
minted link belongs to, whether a link was claimed) and by the journal, never by what the kiosk
believes.

Lies found when this round was written (27 Nov 2026), fixed since:

- a link of drop 2 whose lookup named drop 1 (the drop staff chose) was minted, as it must be
  (the kiosk cannot know before), and the attendee read "It's yours!" under drop 1's name, the
  journal counting a mint of drop 1; the service minted drop 2's link, and its status said so.
  The two answers name two drops: the attendee now reads "Not confirmed yet" with no drop
  named, and the follower journals the mint under the drop its link's status names;
- a mint "Saved for later" that the queue sent and whose answer was lost (unknown, its link
  still unclaimed: it still waits, as the queue's count says) was not counted when staff chose
  another drop: they read "The kiosk now mints …" in green, and the queue then failed the mint
  as another drop's, never sent. Staff are now told first, as for one still queued.

The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reasons import Outcome
from kiosk.core.reconcile import drain_queue, reconcile_journal
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from tests.faults.test_fault_matrix import shown_outcome
from tests.faults.test_truth_audit import WALLET_A, at_result, scan_link, screen_of, type_recipient
from tests.faults.test_truth_audit_2 import later, queue_link, restart_and_settle
from tests.faults.test_truth_audit_3 import shown_drop
from tests.faults.test_truth_audit_40 import (
    WAIT_MS,
    Staff,
    staff,  # noqa: F401  (a fixture)
)
from tests.faults.test_truth_audit_42 import tap_use_drop
from tests.faults.test_truth_matrix import Case, make_kiosk

CHECK = "GET /actions/claim-qr"
MINT = "POST /actions/claim-qr"


def mint_link(qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer, link: str) -> None:
    """An attendee scans ``link``, is asked for a wallet, types WALLET_A and reads the result."""
    scan_link(qtbot, kiosk, server, link)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)


def drop_of_link(server: EmulatorServer, link: str) -> int:
    """The drop the service's record says ``link`` belongs to."""
    return int(server.state.claim_status(link)["event_id"])


# --- the lookup names the chosen drop, the service mints another's ----------------------------


def test_a_link_looked_up_as_the_chosen_drops_but_minted_as_anothers_is_not_told_minted_of_it(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk, tmp_path: Path
) -> None:
    """Staff chose drop 1. An attendee scans a link of drop 2 whose lookup (a stale cache, a
    half-deployed service) names drop 1: the kiosk cannot know, asks for a wallet and mints, and
    the service mints drop 2's link, its status naming drop 2. The attendee read "It's yours!"
    under drop 1's name and the journal counted a mint of drop 1. Was a lie when this round was
    written (27 Nov 2026): the two answers name two drops, so the attendee reads "Not confirmed
    yet" with no drop named or shown, and the follower journals the mint as drop 2's."""
    mine, other = server.state.drops[0], server.state.drops[1]
    link = other.qr_hashes[0]
    chosen = server.state.claim_status(mine.qr_hashes[0])["event"]

    def names_the_chosen_drop(body: Any) -> Any:
        return {**body, "event_id": mine.id, "event": chosen}

    server.state.add_fault(CHECK, Fault(rewrite=names_the_chosen_drop, times=1))

    mint_link(qtbot, kiosk, server, link)

    assert server.state.claim_status(link)["claimed"] is True  # the service minted it…
    assert drop_of_link(server, link) == other.id  # …as drop 2's
    page = kiosk.window.result_page
    assert shown_outcome(kiosk) is Outcome.UNCONFIRMED, page.title.text()
    assert page.drop_name.isHidden(), page.drop_name.text()
    assert shown_drop(server, page.artwork) is None
    qtbot.waitUntil(lambda: kiosk.journal.rows()[0].state is JournalState.UNKNOWN)
    kiosk.close()

    journal = MintJournal(kiosk.journal.path)
    follower = make_kiosk(server, Case(), tmp_path / "unused.sqlite3")
    try:
        reconcile_journal(
            journal,
            follower.client,
            queue_unminted=False,
            include_pending=False,
            now=later(1),
            allowed_drops=frozenset({mine.id}),
        )
        [row] = journal.rows()
    finally:
        follower.close()
        journal.close()
    assert (row.state, row.drop_id, row.drop_name) == (JournalState.MINTED, other.id, other.name)


def test_a_mint_answer_naming_another_drop_does_not_unsay_a_mint_of_the_chosen_drop(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """The mint's own answer (a rewritten body) names drop 2 for a link of drop 1, the chosen
    drop; the link's status, which settles the mint, names drop 1 as the service's record does.
    The attendee reads "It's yours!" under drop 1's name, journaled as drop 1's."""
    mine, other = server.state.drops[0], server.state.drops[1]
    link = mine.qr_hashes[0]
    named = server.state.claim_status(other.qr_hashes[0])["event"]
    server.state.add_fault(
        MINT, Fault(rewrite=lambda body: {**body, "event_id": other.id, "event": named}, times=1)
    )

    mint_link(qtbot, kiosk, server, link)

    assert drop_of_link(server, link) == mine.id
    assert shown_outcome(kiosk) is Outcome.MINTED
    assert kiosk.window.result_page.drop_name.text() == mine.name
    qtbot.waitUntil(lambda: kiosk.journal.rows()[0].state is JournalState.MINTED)
    [row] = kiosk.journal.rows()
    assert (row.drop_id, row.drop_name) == (mine.id, mine.name)


# --- the lookup names the chosen drop in another form, or unreadably -----------------------------


def test_the_chosen_drop_named_as_text_with_zeros_and_spaces_is_the_chosen_drop(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """The lookup of a link of drop 1 names its drop as the text " 0<id> " and gives no event
    object: the same number, the drop staff chose. The attendee is asked for a wallet (not told
    "This is for another drop") and the service mints drop 1's link."""
    mine = server.state.drops[0]
    link = mine.qr_hashes[0]

    def as_text(body: Any) -> Any:
        return {**{k: v for k, v in body.items() if k != "event"}, "event_id": f" 0{mine.id} "}

    server.state.add_fault(CHECK, Fault(rewrite=as_text, times=1))

    mint_link(qtbot, kiosk, server, link)

    assert shown_outcome(kiosk) is Outcome.MINTED
    assert server.state.claim_status(link)["claimed"] is True
    assert drop_of_link(server, link) == mine.id


def test_a_lookup_naming_its_drop_unreadably_is_neither_minted_nor_called_another_drops(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """The lookup of a link of drop 2 names its drop as ``2.0`` (a number the kiosk cannot
    take as a drop id): the kiosk cannot tell whose it is. Nothing is minted, no wallet is asked
    for, and the attendee is not told the link is of another drop (the service did not say)."""
    other = server.state.drops[1]
    link = other.qr_hashes[0]
    server.state.add_fault(
        CHECK, Fault(rewrite=lambda body: {**body, "event_id": float(other.id)}, times=1)
    )

    scan_link(qtbot, kiosk, server, link)

    assert screen_of(kiosk) is Screen.RESULT
    assert shown_outcome(kiosk) not in (Outcome.OTHER_DROP, None)
    assert server.state.claim_status(link)["claimed"] is False
    qtbot.waitUntil(lambda: len(kiosk.journal.rows()) == 1)
    [row] = kiosk.journal.rows()
    assert row.reason != Outcome.OTHER_DROP.value


# --- a mint saved for later under drop 1, then staff choose drop 2 ------------------------------


def test_a_saved_mint_whose_sending_was_lost_is_counted_before_staff_choose_another_drop(
    qtbot: QtBot,
    server: EmulatorServer,
    kiosk: Kiosk,
    staff: Staff,  # noqa: F811
    journal_file: Path,
    tmp_path: Path,
) -> None:
    """An attendee's mint of a drop 1 link is "Saved for later"; the queue sends it and the
    connection drops before the service takes it (unknown: it still waits, the link
    unclaimed). Staff then choose drop 2: the page said "The kiosk now mints …" in green, and
    the queue failed the saved mint as another drop's, never sent. Was a lie when this round was
    written (27 Nov 2026): the first tap warns of 1 mint never sent and chooses nothing."""
    mine, other = server.state.drops[0], server.state.drops[1]
    link = mine.qr_hashes[0]
    queue_link(qtbot, kiosk, server, link, WALLET_A)
    kiosk.close()
    server.state.add_fault(MINT, Fault(drop_connection=True, times=1))
    journal = MintJournal(journal_file)
    sender = make_kiosk(server, Case(), tmp_path / "unused.sqlite3")
    try:
        drain_queue(journal, sender.client, now=later(1), allowed_drops=frozenset({mine.id}))
        [row] = journal.rows()
    finally:
        sender.close()
        journal.close()
    assert (row.state, row.reason) == (JournalState.UNKNOWN, Outcome.QUEUED.value)
    assert server.state.claim_status(link)["claimed"] is False

    said = tap_use_drop(qtbot, staff, other.id).check_line.text()

    assert staff.settings.kiosk.drop_id == mine.id, said  # nothing chosen yet
    assert "1 mint" in said, said
    assert "never sent" in said, said

    tap_use_drop(qtbot, staff, other.id)  # staff choose it all the same: what they were told
    assert staff.settings.kiosk.drop_id == other.id
    restart_and_settle(server, journal_file, tmp_path, minutes=2, allowed=frozenset({other.id}))
    [row] = staff.screens.journal.rows()
    assert (row.state, row.reason) == (JournalState.FAILED, Outcome.OTHER_DROP.value)
    assert server.state.claim_status(link)["claimed"] is False
