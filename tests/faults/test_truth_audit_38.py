"""The truth audit, thirty-eighth round: a venue with several kiosks (and phones) on one drop.

Two kiosks, each with its own journal and queue, a dispenser beside a scanning kiosk, and
attendees' phones (claims made straight on the emulator's state, as the mint website makes them)
share one drop: its mint links, its secret word and the word's claim limit. Each case drives the
real kiosks (``build_kiosk``, or the real app for the dispenser) and the real staff pages against
one real emulator over HTTP, lets the others act in between, and judges what each kiosk's
attendee and staff read (the result page, the journal, the Statistics and Secret word pages) by
the emulator's own record (``server.state``), never by what a kiosk believes.

Rounds 13 and 20 played two kiosks already (one link, one wallet or a word's last claim at the
same moment; "Codes left" after this kiosk's own mints); they are not repeated here. Answers are
held, and others act "at the same moment", with the emulator's own faults and by wrapping its
method on the instance (round 2's way), never with a sleep.

Five cases were lies when this round was written (27 Nov 2026). Three are fixed since: a wallet
whose own mint of the link another kiosk had just made was told "This code was already used …
ask the staff"; "Codes left" kept counting a code this kiosk had just found used at another
kiosk (its attendee told so, the "Already claimed" tile grown) for up to a minute; and the
Secret word page, opened again later, kept the claims count and "works now" of its first check
while other kiosks and phones used the word's claims. Two are marked ``xfail(strict=True)``: a
lost secret-word claim is told "It's yours!" (and journaled minted) when another kiosk's claim of
the word moved its count while the same wallet got the drop by a link, and the dispenser's
"links left" counts links the kiosk beside it has minted since. The rest pin truthful behaviour
no other test covers.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import keyring
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.attendee_flow import InputSource, Screen, StartOver
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reasons import Outcome
from kiosk.core.secrets import KEYRING_SERVICE
from kiosk.core.settings import save_settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.staff import (
    STEP_SECRET_WORD,
    STEP_STATISTICS,
    OperatorScreens,
    build_operator_screens,
)
from kiosk.ui.operator.secret_word_page import SecretWordPage
from kiosk.ui.operator.statistics_page import StatisticsPage
from tests.faults.test_fault_matrix import Flow, kiosk_settings, settled_journal, shown_outcome
from tests.faults.test_truth_audit import (
    WALLET_A,
    WALLET_B,
    at_result,
    did_of,
    mint_directly,
    scan_link,
    screen_of,
    type_recipient,
)
from tests.faults.test_truth_audit_2 import staff_view, tap
from tests.faults.test_truth_audit_13 import holds_the_drop
from tests.faults.test_truth_audit_20 import mint_at, statistics_open, unclaimed_codes, wallet
from tests.faults.test_truth_audit_24 import a_minute_on
from tests.faults.test_truth_audit_33 import (
    dispenser_app,  # noqa: F401  (a fixture)
    settled,
)
from tests.faults.test_truth_matrix import Recipient, attend
from tests.keyrings import MemoryKeyring

WAIT_MS = 30_000
MINT = "POST /actions/claim-qr"
CLAIM = "POST /website/claim"


def both_on_recipient_page(
    qtbot: QtBot, server: EmulatorServer, link: str, *kiosks: Kiosk
) -> None:
    """The same link scanned at each kiosk: free at each check, each asks for a wallet."""
    for each in kiosks:
        scan_link(qtbot, each, server, link)
        assert screen_of(each) is Screen.ASK_RECIPIENT


def mint_by_scanner(
    qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer, link: str, recipient: str
) -> None:
    """One attendee at the scanning kiosk beside a running app: the link and then the wallet's
    QR read by its scanner (the app's own scanner input takes keys typed that fast), the result
    read, and the kiosk back at its welcome page."""
    scan_link(qtbot, kiosk, server, link)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    kiosk.controller.submit_payload(recipient, InputSource.SCANNER)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    kiosk.controller.handle(StartOver())
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.IDLE, timeout=WAIT_MS)


# --- one link and one wallet at two kiosks --------------------------------------------------


@pytest.mark.parametrize(
    ("pending", "truth"),
    [(False, Outcome.ALREADY_HAS_DROP), (True, Outcome.CLAIMED_BEFORE)],
    ids=["passed", "pending"],
)
def test_a_wallet_whose_link_another_kiosk_just_minted_for_it_is_not_told_someone_used_it(
    pending: bool,
    truth: Outcome,
    server: EmulatorServer,
    kiosk: Kiosk,
    second_kiosk: Kiosk,
    qtbot: QtBot,
) -> None:
    """A couple with one wallet and one card, at two kiosks side by side: both scan the card
    (free at both checks), both type the wallet. Kiosk 1 mints it; kiosk 2's mint is refused
    ("QR is already Claimed"). Kiosk 2 said "This code was already used: each code works once,
    please ask the staff", and journaled "Already claimed", while the service's record says the
    link is claimed for this very wallet (its collectible in it, or being written). Was a lie
    when this round was written (27 Nov 2026), fixed since: the link's status names the
    wallet, so kiosk 2 says what it says of the same wallet's claim of another link: "You
    already have this one" once it holds the drop, "Claimed before" while it is being written."""
    link = server.state.drops[0].qr_hashes[0]
    if pending:
        server.state.add_fault(MINT, Fault(tx_pending_forever=True, times=1))
    both_on_recipient_page(qtbot, server, link, kiosk, second_kiosk)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(lambda: server.state.mints_of(link) == 1, timeout=WAIT_MS)
    type_recipient(qtbot, second_kiosk, WALLET_A)
    qtbot.waitUntil(at_result(second_kiosk), timeout=WAIT_MS)
    told = shown_outcome(second_kiosk)
    journal = settled_journal(second_kiosk, qtbot)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)

    status = server.state.claim_status(link)
    assert status["user_input"].lower() == WALLET_A
    assert did_of(server, link) == ("pending" if pending else "passed")
    assert holds_the_drop(server, WALLET_A) is not pending
    assert server.state.mints_of(link) == 1
    assert server.state.counters[MINT] == 2  # kiosk 2's was sent, and refused
    assert told is truth, f"kiosk 2 told {told} of a link claimed for the attendee's own wallet"
    assert journal == (JournalState.FAILED,)
    assert [row.reason for row in second_kiosk.journal.rows()] == [truth.value]
    assert shown_outcome(kiosk) is (Outcome.ON_ITS_WAY if pending else Outcome.MINTED)


def test_one_link_at_two_kiosks_for_two_wallets_still_tells_the_second_it_was_used(
    server: EmulatorServer, kiosk: Kiosk, second_kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The same two kiosks and one card shared by two people with two wallets: the second to
    press OK is told the code was used (by someone else: the link is claimed for the other
    wallet), journaled "Already claimed", and its wallet is not named on the result page."""
    link = server.state.drops[0].qr_hashes[0]
    both_on_recipient_page(qtbot, server, link, kiosk, second_kiosk)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(lambda: server.state.mints_of(link) == 1, timeout=WAIT_MS)
    type_recipient(qtbot, second_kiosk, WALLET_B)
    qtbot.waitUntil(at_result(second_kiosk), timeout=WAIT_MS)

    assert server.state.claim_status(link)["user_input"].lower() == WALLET_A
    assert not holds_the_drop(server, WALLET_B)
    assert shown_outcome(second_kiosk) is Outcome.ALREADY_CLAIMED
    assert settled_journal(second_kiosk, qtbot) == (JournalState.ALREADY_CLAIMED,)


# --- Statistics: a code this kiosk finds used at another kiosk -------------------------------


def test_codes_left_count_again_once_this_kiosk_finds_a_code_used_at_another(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk, second_kiosk: Kiosk
) -> None:
    """Statistics is open on kiosk 1 (the edit code kept): "Codes left" reads the drop's 50.
    An attendee mints a card at kiosk 2; a moment later someone scans the same card at kiosk
    1 and is told "This code was already used"; its "Already claimed" tile grows to 1. "Codes
    left" must then be the service's 49: the kiosk has just been told a code was claimed. Was
    a lie when this round was written (27 Nov 2026), fixed since: a refusal at the check was no
    reason to count again, so the 50 stayed for up to a minute beside "Already claimed 1"."""
    link = server.state.drops[0].qr_hashes[0]
    with statistics_open(qtbot, server, kiosk) as stats_page:
        tile = stats_page.codes_left
        qtbot.waitUntil(lambda: tile.value.text() == "50", timeout=WAIT_MS)
        mint_at(qtbot, second_kiosk, server, link, wallet(1))
        scan_link(qtbot, kiosk, server, link)
        assert shown_outcome(kiosk) is Outcome.ALREADY_CLAIMED
        claimed_tile = stats_page.already_claimed
        qtbot.waitUntil(lambda: claimed_tile.value.text() == "1", timeout=WAIT_MS)
    left = unclaimed_codes(server)
    assert left == 49
    assert tile.value.text() == str(left), (
        f"codes left {tile.value.text()} beside already claimed 1; the service has {left}"
    )


# --- the Secret word page, opened again while others use the word ---------------------------


@contextmanager
def staff_area(
    qtbot: QtBot, server: EmulatorServer, journal_file: Path
) -> Iterator[OperatorScreens]:
    """The real operator area of a kiosk for drop 1 (its credentials in the keyring)."""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    for name in ("api_key", "client_id", "client_secret"):
        keyring.set_password(KEYRING_SERVICE, name, getattr(server.credentials, name))
    journal = MintJournal(journal_file)
    screens = build_operator_screens(settings, save_settings, journal)
    qtbot.addWidget(screens.area)
    screens.area.resize(1280, 800)
    screens.area.show()
    try:
        yield screens
    finally:
        screens.statistics.stop()
        screens.setup.stop()
        journal.close()


def word_page_of(screens: OperatorScreens) -> SecretWordPage:
    page = screens.area.page(STEP_SECRET_WORD)
    assert isinstance(page, SecretWordPage)
    return page


def test_the_secret_word_page_opened_again_says_the_claims_as_they_are_now(
    qtbot: QtBot,
    server: EmulatorServer,
    memory_keyring: MemoryKeyring,
    second_kiosk: Kiosk,
    tmp_path: Path,
) -> None:
    """Staff check the drop's secret word on this kiosk's Secret word page before doors open:
    "0 of N claims used, N left", "The word is right and works now". They go on to Statistics.
    Meanwhile the other kiosk's attendee claims with the word and phones take every other
    claim. Staff open the Secret word page again: it said "0 of N claims used, N left" and
    "works now", while the service says all N are used. Was a lie when this round was written
    (27 Nov 2026), fixed since: the word last checked is asked again whenever the page is
    shown."""
    word = server.state.drops[0].website_secret or ""
    total = server.state.claims_total(word)
    with staff_area(qtbot, server, tmp_path / "journal.sqlite3") as screens:
        page = word_page_of(screens)
        screens.area.show_page(STEP_SECRET_WORD)
        qtbot.keyClicks(page.word, word)
        qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(page.claims_line.isVisible, timeout=WAIT_MS)
        qtbot.waitUntil(page.check_button.isEnabled, timeout=WAIT_MS)
        assert page.claims_line.text() == f"0 of {total} claims used, {total} left"
        screens.area.show_page(STEP_STATISTICS)

        attend(qtbot, second_kiosk, server, Flow.SECRET, Recipient.WALLET)
        assert shown_outcome(second_kiosk) is Outcome.MINTED
        for n in range(total - 1):  # the phones
            server.state.website_claim({"website": word, "address": wallet(100 + n)})
        assert server.state.secret_info(word)["claimed"] == total

        screens.area.show_page(STEP_SECRET_WORD)
        qtbot.waitUntil(page.check_button.isEnabled, timeout=WAIT_MS)
        claims, check = page.claims_line.text(), page.check_line.text()

    assert claims == f"{total} of {total} claims used, 0 left", f"staff read {claims!r}"
    assert "works now" not in check, f"staff read {check!r} of a word with no claim left"


# --- a lost secret-word claim while the word and the wallet move elsewhere -------------------


@pytest.mark.xfail(
    strict=True,
    reason="after a lost claim answer the kiosk can only count the word's claims before and "
    "after and look at the wallet's collection; the service names no claim of a word by "
    "address, so another kiosk's claim of the word in the same moment cannot be told from "
    "this one's: no small fix",
)
def test_a_lost_word_claim_is_not_minted_when_another_kiosk_claimed_the_word_meanwhile(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Round 2's case at a venue: an attendee types the secret word at this kiosk; at the
    moment the claim arrives, their partner mints a card for the same wallet at the kiosk
    beside it, and an attendee at a third kiosk claims with the word. The service refuses this
    claim ("Address already claimed a code for this event"), and the answer is lost. The
    wallet's collection lists the card's collectible, and the word's claims moved by one (the
    third kiosk's): the kiosk says "It's yours!" and journals the word's claim minted, while
    the service's record holds no claim of the word for this wallet."""
    drop = server.state.drops[0]
    word = drop.website_secret or ""
    truth = server.state.website_claim
    card = drop.qr_hashes[5]

    def racing(body: Any, **ending: bool) -> dict[str, Any]:
        mint_directly(server, card, str(body["address"]))  # the partner, at the kiosk beside
        truth({"website": word, "address": WALLET_B})  # the third kiosk's attendee
        return truth(body, **ending)

    monkeypatch.setattr(server.state, "website_claim", racing)
    server.state.add_fault(CLAIM, Fault(drop_after_handling=True, times=1))
    attend(qtbot, kiosk, server, Flow.SECRET, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    claimed = server.state.claimed_links(secret=word)
    assert [server.state.claim_status(h)["user_input"].lower() for h in claimed] == [WALLET_B]
    assert server.state.claim_status(card)["user_input"].lower() == Recipient.WALLET.value
    assert journal != (JournalState.MINTED,), "the word's claim journaled minted"
    assert shown is Outcome.ALREADY_HAS_DROP, f"told {shown}: the card's collectible"


# --- the dispenser beside a scanning kiosk ----------------------------------------------------


def test_the_dispensers_links_left_do_not_count_links_the_kiosk_beside_it_minted(
    qtbot: QtBot,
    server: EmulatorServer,
    dispenser_app: KioskApp,  # noqa: F811 - the fixture imported above
    second_kiosk: Kiosk,
) -> None:
    """A dispenser hands out drop 1's links (listed by the service) beside a scanning kiosk
    where attendees mint printed cards of the same drop. Three cards are minted there while the
    dispenser waits for a tap. Staff come in to the dispenser and open Statistics: "Dispenser:
    links left" said 50, while the service has 47 of its links unclaimed.

    Fixed since (round 44): the tile follows the drop's codes as the service lists them when
    staff look (the list "Codes left" counts), "Counting…" until that list has come."""
    first = server.state.drops[0]
    kiosk = dispenser_app.kiosk
    assert kiosk is not None
    dispenser = kiosk.dispenser
    assert dispenser is not None
    assert settled(qtbot, kiosk) is DispenserScreen.TAP
    assert dispenser.state.left == len(first.qr_hashes)
    for index, card in enumerate(first.qr_hashes[-3:]):
        mint_by_scanner(qtbot, second_kiosk, server, card, wallet(index + 1))

    dispenser_app.open_operator_area()
    area = dispenser_app.screens.area
    page = area.page(STEP_STATISTICS)
    assert isinstance(page, StatisticsPage)
    page.links_left.value.setText("unread")
    area.show_page(STEP_STATISTICS)
    qtbot.waitUntil(lambda: page.links_left.value.text() not in ("unread", "?"), timeout=WAIT_MS)
    left = page.links_left.value.text()

    unclaimed = [h for h in first.qr_hashes if not server.state.claim_status(h)["claimed"]]
    assert len(unclaimed) == len(first.qr_hashes) - 3
    assert left == str(len(unclaimed)), f"staff read {left} links left"


def test_a_dispensers_qr_scanned_at_the_kiosk_beside_it_is_minted_once_and_counted_once_each(
    qtbot: QtBot,
    server: EmulatorServer,
    dispenser_app: KioskApp,  # noqa: F811 - the fixture imported above
    second_kiosk: Kiosk,
) -> None:
    """An attendee without a wallet app holds the dispenser's QR (read off its screen) up to
    the scanning kiosk beside it and mints there. The kiosk says "It's yours!" and journals
    it minted; the dispenser sees the claim at its next poll, moves on and counts one claimed
    link (its QR was read), never a second mint: the service minted the link once."""
    kiosk = dispenser_app.kiosk
    assert kiosk is not None
    dispenser = kiosk.dispenser
    assert dispenser is not None
    assert settled(qtbot, kiosk) is DispenserScreen.TAP
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    shown = dispenser.state.qr_hash

    mint_by_scanner(qtbot, second_kiosk, server, shown, WALLET_A)
    qtbot.waitUntil(lambda: dispenser.state.qr_hash != shown, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dispenser.state.claimed == 1, timeout=WAIT_MS)

    status = server.state.claim_status(shown)
    assert (status["user_input"].lower(), did_of(server, shown)) == (WALLET_A, "passed")
    assert server.state.mints_of(shown) == 1
    assert [row.state for row in second_kiosk.journal.rows()] == [JournalState.MINTED]
    view = staff_view(qtbot, kiosk.journal, server.state.drops[0].id, dispenser=True)
    assert (view.tiles["minted"], view.tiles["links_claimed"]) == ("0", "1")


# --- both queues after an outage ----------------------------------------------------------------


def test_two_queues_saving_one_card_for_two_wallets_mint_it_once_and_say_who_got_it(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk, second_kiosk: Kiosk
) -> None:
    """The mint call fails at both kiosks (503) for two attendees who scanned one card (a
    photo of it passed around), each with their own wallet: both read "Saved for later". Once
    the service is back, each kiosk's queue asks the link's status before it sends: it is
    minted once, for the first queue's wallet, and the other kiosk's row says "Already
    claimed", with nothing sent for it."""
    link = server.state.drops[0].qr_hashes[0]
    server.state.add_fault(MINT, Fault(status=503, times=2))
    for each, who in ((kiosk, WALLET_A), (second_kiosk, WALLET_B)):
        scan_link(qtbot, each, server, link)
        type_recipient(qtbot, each, who)
        qtbot.waitUntil(at_result(each), timeout=WAIT_MS)
        assert shown_outcome(each) is Outcome.QUEUED
        each.controller.handle(StartOver())
    assert server.state.counters[MINT] == 2

    for each in (kiosk, second_kiosk):  # the connection is back: first here, then there
        a_minute_on(each)
        each.start_queue()
        qtbot.waitUntil(lambda: server.state.mints_of(link) == 1, timeout=WAIT_MS)

    def rows(each: Kiosk) -> list[JournalState]:
        return [row.state for row in each.journal.rows()]

    qtbot.waitUntil(lambda: rows(kiosk) == [JournalState.MINTED], timeout=WAIT_MS)
    qtbot.waitUntil(lambda: rows(second_kiosk) == [JournalState.ALREADY_CLAIMED], timeout=WAIT_MS)
    assert server.state.claim_status(link)["user_input"].lower() == WALLET_A
    assert server.state.mints_of(link) == 1
    assert server.state.counters[MINT] == 3  # the first queue's send alone
