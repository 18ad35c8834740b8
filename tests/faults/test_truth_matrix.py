"""The truth matrix: what the attendee reads against what the emulator really did.

Each case builds the real kiosk (``build_kiosk``: window, controller, workers, client, journal)
against its own emulator, switches one of the emulator's truth faults on, and plays one attendee
through one flow (scanned link, typed code, secret word) with one kind of recipient (wallet
address, ENS name, e-mail). It then reads the emulator's own record of every link it claimed
(``tx_status``, recipient) and checks that the words on the result page follow from it: "It's
yours" only for a passed transaction, "Check your e-mail" only for a reservation, "Being written"
only for a transaction not final, "The mint failed" only for a failed one, and every refusal
only when nothing was claimed. The journal's final state and the emulator's mint counters are
checked too (no link minted twice, no mint call for a refused input).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import Outcome
from kiosk.core.reconcile import reconcile_journal
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from tests.faults.test_fault_matrix import (
    ROUTES,
    Flow,
    Step,
    credentials_of,
    kiosk_settings,
    settled_journal,
    shown_outcome,
)
from tests.keyrings import MemoryKeyring

WAIT_MS = 30_000
FOLLOW_S = 2.0  # the kiosk follows a mint this long before "being written" (default 15 s)


class Recipient(StrEnum):
    WALLET = "0x" + "5e" * 20
    ENS = "truth-matrix.eth"
    EMAIL = "visitor@example.org"


class Did(StrEnum):
    """What the emulator did with the attendee's link or secret word, from its own record."""

    NOTHING = "nothing"  # no link claimed
    SENT = "sent"  # claimed, transaction not sent yet
    PENDING = "pending"  # transaction sent, not final
    PASSED = "passed"
    FAILED = "failed"
    RESERVED = "reserved"  # claimed for an e-mail address


# What each outcome the attendee reads may stand for; None: anything (said as unknown).
AGREES: dict[Outcome, frozenset[Did] | None] = {
    Outcome.MINTED: frozenset({Did.PASSED}),
    Outcome.RESERVED_BY_EMAIL: frozenset({Did.RESERVED}),
    Outcome.ON_ITS_WAY: frozenset({Did.SENT, Did.PENDING}),
    Outcome.MINT_FAILED: frozenset({Did.FAILED}),
    Outcome.UNCONFIRMED: None,  # "not confirmed yet, do not try again": true whatever happened
    Outcome.QUEUED: frozenset({Did.NOTHING, Did.SENT, Did.PENDING, Did.PASSED, Did.RESERVED}),
}
NOTHING_DONE = frozenset({Did.NOTHING})


@dataclass(frozen=True)
class Case:
    step: Step | None = None
    fault: Fault | None = None
    timeout_s: float = 10.0
    other_drop: bool = False  # the attendee brings a code or word of a drop staff did not choose


TRUTH_FAULTS: dict[str, Case] = {
    "mint_fails": Case(Step.MINT, Fault(mint_fails=True)),
    "tx_pending_forever": Case(Step.MINT, Fault(tx_pending_forever=True)),
    "ok_without_job": Case(Step.MINT, Fault(ok_without_job=True)),
    "forbidden": Case(Step.PROTECTED, Fault(forbidden=True, times=1)),
    "slow_mint": Case(Step.MINT, Fault(slow_mint=2, times=1), timeout_s=1.0),
    "error_code_already_claimed": Case(Step.MINT, Fault(error_code="already_claimed")),
    "error_code_expired": Case(Step.CHECK, Fault(error_code="expired")),
    "other_drop": Case(other_drop=True),
}
# Where the recipient cannot matter (the check refuses, or the mint is refused outright), one kind.
ONE_RECIPIENT = {"error_code_already_claimed", "error_code_expired", "other_drop"}


def expected(fault: str, flow: Flow, recipient: Recipient) -> tuple[Outcome, JournalState]:
    """The one table of what the attendee must read, and the journal must end in."""
    minted = (
        (Outcome.RESERVED_BY_EMAIL, JournalState.RESERVED)
        if recipient is Recipient.EMAIL
        else (Outcome.MINTED, JournalState.MINTED)
    )
    match fault:
        case "mint_fails":  # an e-mail is only reserved: nothing goes on chain to fail
            failed = (Outcome.MINT_FAILED, JournalState.FAILED)
            return minted if recipient is Recipient.EMAIL else failed
        case "tx_pending_forever":
            pending = (Outcome.ON_ITS_WAY, JournalState.ON_ITS_WAY)
            return minted if recipient is Recipient.EMAIL else pending
        case "ok_without_job":  # 200, but the answer says nothing was taken
            return Outcome.FAILED, JournalState.FAILED
        case "forbidden" | "slow_mint":
            return minted
        case "error_code_already_claimed":
            return Outcome.ALREADY_CLAIMED, JournalState.ALREADY_CLAIMED
        case "error_code_expired":
            return Outcome.EXPIRED, JournalState.FAILED
        case "other_drop":
            return Outcome.OTHER_DROP, JournalState.FAILED
    raise AssertionError(fault)


CASES = [
    (fault, flow, recipient)
    for fault in TRUTH_FAULTS
    for flow in Flow
    for recipient in (list(Recipient) if fault not in ONE_RECIPIENT else [Recipient.WALLET])
]


@pytest.fixture
def server() -> Iterator[EmulatorServer]:
    """One emulator per case; mints pass (or fail) at once unless a fault keeps them pending."""
    emulator = EmulatorServer(mint_delays=(0.0, 0.0))
    emulator.start()
    yield emulator
    emulator.stop()


def make_kiosk(server: EmulatorServer, case: Case, journal_path: Path) -> Kiosk:
    settings = kiosk_settings(server, case.timeout_s)
    settings.kiosk.drop_id = server.state.drops[0].id  # staff chose the first drop
    kiosk = build_kiosk(settings, credentials_of(server), MintJournal(journal_path))
    kiosk.client.config = replace(kiosk.client.config, follow_timeout_s=FOLLOW_S)
    return kiosk


def attend(
    qtbot: QtBot,
    kiosk: Kiosk,
    server: EmulatorServer,
    flow: Flow,
    recipient: Recipient,
    drop_index: int = 0,
) -> None:
    """One attendee from the welcome page to the result page, on the real widgets: the link
    read by a scanner, or the code or secret word typed, then the recipient typed."""
    window, controller = kiosk.window, kiosk.controller
    drop = server.state.drops[drop_index]
    if flow is Flow.LINK:
        link = mint_link_url(drop.qr_hashes[0], server.mint_site)
        controller.submit_payload(link, InputSource.SCANNER)
    elif flow is Flow.CODE:
        qtbot.mouseClick(window.welcome_page.code_button, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(window.code_page.field, drop.qr_hashes[0].upper())
        qtbot.keyClick(window.code_page.field, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(window.welcome_page.secret_button, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(window.secret_page.field, drop.website_secret or "")
        qtbot.keyClick(window.secret_page.field, Qt.Key.Key_Return)

    def screen() -> Screen:
        return controller.flow.state.screen

    qtbot.waitUntil(lambda: screen() in (Screen.ASK_RECIPIENT, Screen.RESULT), timeout=WAIT_MS)
    if screen() is Screen.ASK_RECIPIENT:
        qtbot.keyClicks(window.recipient_page.field, recipient.value)
        qtbot.keyClick(window.recipient_page.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen() is Screen.RESULT, timeout=WAIT_MS)


def what_the_service_did(server: EmulatorServer, recipient: Recipient) -> tuple[Did, int]:
    """From the emulator's own record: what happened to the claimed link (at most one may be
    claimed in a case), and how many links it claimed."""
    claimed = server.state.claimed_links()
    if not claimed:
        return Did.NOTHING, 0
    status = server.state.claim_status(claimed[0])
    if recipient is Recipient.EMAIL and status["tx_status"] is None:
        return Did.RESERVED, len(claimed)
    did = {"passed": Did.PASSED, "failed": Did.FAILED, "pending": Did.PENDING}
    return did.get(status["tx_status"], Did.SENT), len(claimed)


@pytest.mark.parametrize(
    ("fault", "flow", "recipient"),
    CASES,
    ids=[f"{fault}-{flow}-{recipient.name.lower()}" for fault, flow, recipient in CASES],
)
def test_truth_matrix(
    fault: str,
    flow: Flow,
    recipient: Recipient,
    server: EmulatorServer,
    memory_keyring: MemoryKeyring,
    qtbot: QtBot,
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    case = TRUTH_FAULTS[fault]
    shown_words, journal_states = expected(fault, flow, recipient)
    kiosk = make_kiosk(server, case, tmp_path / "journal.sqlite3")
    kiosk.window.resize(1280, 800)
    qtbot.addWidget(kiosk.window)
    kiosk.window.show()
    try:
        kiosk.controller.start()
        kiosk.client.fetch_token()  # mid-session: the kiosk already holds a token
        tokens = server.state.counters["POST /oauth/token"]
        if case.step is not None and case.fault is not None:
            server.state.add_fault(ROUTES[case.step, flow], case.fault)
        attend(qtbot, kiosk, server, flow, recipient, drop_index=1 if case.other_drop else 0)
        shown = shown_outcome(kiosk)
        journal = list(settled_journal(kiosk, qtbot))
        did, claimed = what_the_service_did(server, recipient)
        mint_calls = server.state.counters["POST /actions/claim-qr"]
        mint_calls += server.state.counters["POST /website/claim"]
        for name, value in (
            ("shown", shown.value if shown else "none"),
            ("did", did.value),
            ("journal", ",".join(journal)),
            ("mint_calls", str(mint_calls)),
        ):
            request.node.user_properties.append((name, value))
    finally:
        kiosk.close()

    assert shown is shown_words, f"the attendee read {kiosk.window.result_page.title.text()!r}"
    agrees = AGREES.get(shown, NOTHING_DONE)
    assert agrees is None or did in agrees, f"told {shown}, the service did {did}"
    assert journal == [journal_states]
    assert claimed <= 1
    assert all(server.state.mints_of(h) <= 1 for h in server.state.claimed_links())
    if shown in (Outcome.OTHER_DROP, Outcome.EXPIRED):
        assert mint_calls == 0  # refused at the check: no mint was even asked for
    else:  # never sent twice; a call the gateway refused (403) never reached the service
        assert mint_calls <= (2 if fault == "forbidden" else 1)
    if fault == "forbidden":
        assert server.state.counters["POST /oauth/token"] - tokens == 1  # one new token


@pytest.mark.parametrize("flow", [Flow.LINK, Flow.SECRET])
@pytest.mark.parametrize(
    ("ends", "final"), [("passes", Outcome.MINTED), ("fails", Outcome.MINT_FAILED)]
)
def test_a_mint_still_pending_when_the_attendee_left_is_settled_after_a_restart(
    flow: Flow,
    ends: str,
    final: Outcome,
    memory_keyring: MemoryKeyring,
    qtbot: QtBot,
    tmp_path: Path,
) -> None:
    """The attendee reads "being written" and goes; the kiosk is restarted; the follower then
    learns from the service how the mint ended and the journal says so."""
    server = EmulatorServer(mint_delays=(0.0, 60.0))
    server.start()
    journal_file = tmp_path / "journal.sqlite3"
    try:
        kiosk = make_kiosk(server, Case(), journal_file)
        qtbot.addWidget(kiosk.window)
        if ends == "fails":
            server.state.add_fault(ROUTES[Step.MINT, flow], Fault(mint_fails=True, times=1))
        try:
            kiosk.controller.start()
            attend(qtbot, kiosk, server, flow, Recipient.WALLET)
            assert shown_outcome(kiosk) is Outcome.ON_ITS_WAY
            assert settled_journal(kiosk, qtbot) == (JournalState.ON_ITS_WAY,)
        finally:
            kiosk.close()
        server.state.advance_clock(61)  # the chain decides while the kiosk is off

        journal = MintJournal(journal_file)
        restarted = make_kiosk(server, Case(), tmp_path / "unused.sqlite3")
        try:
            later = datetime.now(UTC) + timedelta(minutes=1)  # the restart, a minute on
            reconcile_journal(journal, restarted.client, queue_unminted=True, now=lambda: later)
            [row] = journal.rows()
        finally:
            restarted.close()
            journal.close()
        [qr_hash] = server.state.claimed_links()
        tx_status = server.state.claim_status(qr_hash)["tx_status"]
        if final is Outcome.MINTED:
            assert (tx_status, row.state, row.reason) == ("passed", JournalState.MINTED, "")
        else:
            assert (tx_status, row.state, row.reason) == (
                "failed",
                JournalState.FAILED,
                "mint_failed",
            )
        assert server.state.mints_of(qr_hash) == 1
    finally:
        server.stop()
