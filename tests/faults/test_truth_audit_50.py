"""The truth audit, fiftieth round: a service that contradicts itself.

Earlier rounds sent garbage (bodies cut short, huge or slow, dropped connections, error
statuses). This round sends well-formed JSON of the right shape whose words contradict
themselves or each other, as a buggy gateway, a cache or a half-deployed service could: a
status "passed" with no transaction, a status naming another recipient (or none) for a mint the
service just took, a link and its mint job ending differently, mint answers that are ``{}`` or
name another link, recipient or job, a secret word's counts below zero or given as text. The
emulator's ``rewrite`` fault does the work and then rewrites its JSON answer, so the service's
own record (``server.state``) stays what really happened. Each case drives the real kiosk
(``build_kiosk``, its real widgets through pytest-qt) against the emulator over HTTP and judges
the words the attendee reads by that record: "It's yours!" only when the service's answers agree
the mint passed, never a mint twice, and "Not confirmed yet" rather than a guess.

Lies found when this round was written (27 Nov 2026), fixed since:

- a status saying ``tx_status: "passed"`` with an empty ``tx_hash`` (and no token) while the
  mint was still pending read "It's yours!": "passed" now counts only with the transaction (or
  a token) that passed; the mint reads "Being written to the chain", as the record has it;
- a status naming another recipient (or none) for the mint the service had just taken for the
  attendee read "already used by someone else", though the service minted it for them: the
  service cannot have taken a mint of a link claimed by another, so the kiosk now follows on
  and, if the answers still disagree, says "Not confirmed yet" (and never "Saved for later",
  which the queue said of a mint the service had taken);
- a link saying passed (with a token) while its mint job said ``FINISH_WITH_ERROR`` read "It's
  yours!" (the record: failed), and the reverse, a link saying failed while its job finished,
  read "The mint failed" (the record: passed): the job is now asked when the link says either,
  and answers that disagree are "Not confirmed yet";
- a secret word whose ``total`` is below zero read "None left" while it had claims left: a
  count below zero is now read as no count at all, and the service decides at the claim.

A sixth, kept as a known limit by the round and fixed the same day: after the attendee read "Not
confirmed yet" of a link saying passed while its job failed, the journal's follower settled the
row by the link alone, and staff read "minted" (the record: failed); the follower now judges the
link with its job as the attendee's follow does, and the row stays "Being checked".

The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import JournalState
from kiosk.core.reasons import Outcome
from kiosk.core.reconcile import reconcile_journal
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from tests.faults.test_fault_matrix import Flow, begin, shown_outcome
from tests.faults.test_truth_audit import (
    WALLET_A,
    WALLET_B,
    at_result,
    did_of,
    scan_link,
    screen_of,
    type_recipient,
)

WAIT_MS = 30_000
CHECK = "GET /actions/claim-qr"
MINT = "POST /actions/claim-qr"
WORD = "GET /secret/{secret_word}"
Body = dict[str, Any]
Change = Callable[[Body], Body]


def when_claimed(change: Change) -> Fault:
    """Every status answer of a claimed link ``change``d; an unclaimed one (the check before the
    mint) as the service gives it."""
    return Fault(rewrite=lambda body: change(body) if body.get("claimed") else body)


def mint_to_result(qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer) -> str:
    """The attendee scans drop 1's first link and types wallet A; waits for the result. The
    link's code."""
    qr_hash = server.state.drops[0].qr_hashes[0]
    scan_link(qtbot, kiosk, server, qr_hash)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    return qr_hash


def recipient_of(server: EmulatorServer, qr_hash: str) -> str:
    return str(server.state.claim_status(qr_hash)["beneficiary"] or "")


def test_passed_without_a_transaction_while_pending_is_not_minted(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The mint's transaction stays pending (the record); the status says ``passed`` with an
    empty ``tx_hash`` and no token. Was a lie when this round was written: "It's yours!". Now the
    attendee reads "Being written to the chain"; minted once, for them."""
    server.state.add_fault(MINT, Fault(tx_pending_forever=True))
    lie = when_claimed(lambda b: {**b, "tx_status": "passed", "tx_hash": ""})
    server.state.add_fault(CHECK, lie)
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.ON_ITS_WAY
    assert (did_of(server, qr_hash), server.state.mints_of(qr_hash)) == ("pending", 1)


@pytest.mark.parametrize(
    "change",
    [
        lambda b: {**b, "beneficiary": WALLET_B, "user_input": WALLET_B},
        lambda b: {**b, "beneficiary": None, "user_input": None, "tx_status": None, "tx_hash": ""},
    ],
    ids=["another_recipient", "no_recipient"],
)
def test_a_status_naming_another_recipient_after_the_mint_is_not_someone_elses_claim(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, change: Change
) -> None:
    """The service takes the mint for wallet A and mints it (the record); every status after
    names wallet B, or claimed with no recipient at all. Was a lie when this round was written:
    "already used by someone else". Now "Not confirmed yet"; minted once, for wallet A."""
    server.state.add_fault(CHECK, when_claimed(change))
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.UNCONFIRMED
    assert (did_of(server, qr_hash), recipient_of(server, qr_hash)) == ("passed", WALLET_A)
    assert server.state.mints_of(qr_hash) == 1


def test_a_link_that_says_passed_while_its_job_failed_is_not_minted(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The mint fails (the record: job ``FINISH_WITH_ERROR``, link ``failed``); the link's status
    says ``passed`` with a token. Was a lie when this round was written: "It's yours!". Now the
    job, asked too, disagrees: "Not confirmed yet"."""
    server.state.add_fault(MINT, Fault(mint_fails=True))
    lie = when_claimed(lambda b: {**b, "tx_status": "passed", "result": {"token": 99}})
    server.state.add_fault(CHECK, lie)
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.UNCONFIRMED
    assert (did_of(server, qr_hash), server.state.mints_of(qr_hash)) == ("failed", 1)


def test_staff_are_not_told_minted_when_the_link_and_its_job_disagree(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The attendee of the case above read "Not confirmed yet"; the journal's follower then asks
    the service again (the link still says passed, the job still failed): staff read "Being
    checked", the row open with the disagreement as its last error. They read "minted" before,
    while the record says failed."""
    server.state.add_fault(MINT, Fault(mint_fails=True))
    lie = when_claimed(lambda b: {**b, "tx_status": "passed", "result": {"token": 99}})
    server.state.add_fault(CHECK, lie)
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.UNCONFIRMED
    qtbot.waitUntil(kiosk.controller.journal_up_to_date, timeout=WAIT_MS)
    later = datetime.now(UTC) + timedelta(minutes=1)  # past the gateway's longest wait
    reconcile_journal(kiosk.journal, kiosk.client, queue_unminted=False, now=lambda: later)
    assert did_of(server, qr_hash) == "failed"
    [row] = kiosk.journal.rows()
    assert row.state is JournalState.UNKNOWN
    assert "link says passed, its job failed" in row.last_error


def test_a_link_that_says_failed_while_its_job_finished_is_not_failed(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The mint passes (the record: job ``FINISH``, link ``passed``); the link's status says
    ``failed``. Was a lie when this round was written: "The mint failed" (and the attendee may
    try another code). Now "Not confirmed yet"; minted once."""
    server.state.add_fault(CHECK, when_claimed(lambda b: {**b, "tx_status": "failed"}))
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.UNCONFIRMED
    assert (did_of(server, qr_hash), server.state.mints_of(qr_hash)) == ("passed", 1)


@pytest.mark.parametrize(
    "change",
    [
        lambda b: {},
        lambda b: {**b, "qr_hash": "zzzzzz"},
        lambda b: {**b, "beneficiary": WALLET_B, "user_input": WALLET_B},
        lambda b: {**b, "transaction_request_id": 9999, "queue_uid": "9999"},
        lambda b: {**b, "claimed": False},
        lambda b: {**b, "transaction_request_id": "29", "queue_uid": 29},
    ],
    ids=["empty", "another_link", "another_recipient", "another_job", "not_claimed", "text_ids"],
)
def test_a_mint_answer_that_contradicts_the_mint_is_settled_by_the_links_status(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, change: Change
) -> None:
    """The service mints for wallet A (the record); its 200 answer is ``{}``, names another
    link, recipient or job, says not claimed, or gives its ids with each other's types. The
    link's status (faithful) settles it: "It's yours!", minted once, for wallet A."""
    server.state.add_fault(MINT, Fault(rewrite=change))
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.MINTED
    assert (did_of(server, qr_hash), recipient_of(server, qr_hash)) == ("passed", WALLET_A)
    assert server.state.mints_of(qr_hash) == 1


def test_an_unclaimed_link_that_names_a_transaction_is_minted_once(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The check of an unclaimed link (the record) says ``claimed: false`` beside a passed
    transaction: the kiosk goes by "not claimed", mints once, and says "It's yours!" only when
    the status after the mint says so."""

    def lie(body: Body) -> Body:
        passed = {"tx_hash": "0x" + "de" * 32, "tx_status": "passed"}
        return body if body.get("claimed") else {**body, **passed}

    server.state.add_fault(CHECK, Fault(rewrite=lie))
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.MINTED
    assert (did_of(server, qr_hash), server.state.mints_of(qr_hash)) == ("passed", 1)


def word_to_result(qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer) -> None:
    """The attendee types drop 1's website word and, if asked, wallet A; waits for the result."""
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(
        lambda: screen_of(kiosk) in (Screen.ASK_RECIPIENT, Screen.RESULT), timeout=WAIT_MS
    )
    if screen_of(kiosk) is Screen.ASK_RECIPIENT:
        type_recipient(qtbot, kiosk, WALLET_A)
        qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)


@pytest.mark.parametrize(
    "change",
    [
        lambda b: {**b, "total": -1},
        lambda b: {**b, "claimed": -5, "claimed_count": -5},
        lambda b: {**b, "total": str(b["total"]), "claimed": str(b["claimed"])},
        lambda b: {**b, "total": 10**30},
    ],
    ids=["total_below_zero", "claimed_below_zero", "counts_as_text", "absurd_total"],
)
def test_a_words_counts_that_cannot_be_are_not_none_left(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, change: Change
) -> None:
    """Drop 1's website word has claims left (the record); its answer gives a total below zero,
    a claimed count below zero, both counts as text, or an absurd total. Was a lie, for the total
    below zero, when this round was written: "None left". Now the claim is made and the service
    mints it for wallet A: "It's yours!"."""
    word = server.state.drops[0].website_secret or ""
    server.state.add_fault(WORD, Fault(rewrite=change))
    word_to_result(qtbot, kiosk, server)
    claimed = server.state.claimed_links(secret=word)
    assert shown_outcome(kiosk) is Outcome.MINTED
    assert [recipient_of(server, link) for link in claimed] == [WALLET_A]
    assert did_of(server, claimed[0]) == "passed"
