"""The truth audit, fifth round: recipients in the forms wallet and mail QR codes really take,
what the dispenser says about one link the service switched off, two attendees on one queued
link, and what Statistics counts (codes left once the drop has expired, another drop's queued
mint), each against the real kiosk (or the real operator pages) and a real emulator over HTTP,
judged by the emulator's own record (``server.state``).

A case marked ``xfail(strict=True)`` is a lie the kiosk tells now (27 Nov 2026); the rest pin
truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import keyring
import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.parsing import eip55_checksum
from kiosk.core.reasons import Outcome
from kiosk.core.secrets import KEYRING_SERVICE, forget_edit_code, store_edit_code
from kiosk.core.settings import save_settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.screen_reading import read_qr_on_screen
from kiosk.presenters.staff import STEP_STATISTICS, build_operator_screens
from kiosk.service.models import service_date
from kiosk.ui.operator.statistics_page import StatisticsPage
from tests.faults.test_fault_matrix import (
    kiosk_settings,
    settled_journal,
    shown_outcome,
)
from tests.faults.test_truth_audit import (
    WALLET_A,
    WALLET_B,
    at_result,
    did_of,
    scan_link,
    screen_of,
    type_recipient,
)
from tests.faults.test_truth_audit_2 import queue_link, restart_and_settle, staff_view, tap
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import expire_yesterday

WAIT_MS = 30_000






def scan_recipient(qtbot: QtBot, kiosk: Kiosk, payload: str) -> None:
    """The attendee holds a wallet's (or a mail app's) QR code up to the scanner on the recipient
    page; waits for the result."""
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    kiosk.controller.submit_payload(payload, InputSource.SCANNER)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)


def beneficiary_of(server: EmulatorServer, qr_hash: str) -> str | None:
    """Whom the service minted (or reserved) the link for, from its own record."""
    status = server.state.claim_status(qr_hash)
    return str(status["beneficiary"]) if status["claimed"] else None


# --- recipients as wallet and mail QR codes carry them ---------------------------------------

ADDRESS = "0x" + "5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"  # EIP-55's own example, lower case


@pytest.mark.parametrize(
    "wallet_qr",
    [
        f"ethereum:{eip55_checksum(ADDRESS)}",
        f"ethereum:{eip55_checksum(ADDRESS)}@100",  # with the chain id a wallet adds
        f"ethereum:pay-{ADDRESS.upper().replace('0X', '0x')}@8453?value=0",
        f"  {eip55_checksum(ADDRESS)}\r",  # a bare address, with a scanner's padding
    ],
    ids=["eip681", "chain_id", "pay_upper_case", "bare_padded"],
)
def test_a_wallet_qr_sends_the_collectible_to_the_address_it_names(
    wallet_qr: str, server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The forms a wallet's receive QR takes (EIP-681 with or without a chain id, the pay-
    prefix, one letter case, a bare address): the service mints to exactly that address, and
    the attendee reads "It's yours!" with that address, shortened."""
    link = server.state.drops[0].qr_hashes[0]
    scan_link(qtbot, kiosk, server, link)
    scan_recipient(qtbot, kiosk, wallet_qr)
    shown = shown_outcome(kiosk)
    said = kiosk.window.result_page.recipient.text()

    assert beneficiary_of(server, link) == ADDRESS
    assert did_of(server, link) == "passed"
    assert shown is Outcome.MINTED
    checksummed = eip55_checksum(ADDRESS)
    assert said.endswith(f"{checksummed[:6]}…{checksummed[-4:]}"), said


@pytest.mark.parametrize(
    "contract_call",
    [
        f"ethereum:0x{'ab' * 20}@1/transfer?address={ADDRESS}&uint256=1",
        f"ethereum:0x{'ab' * 20}?address={ADDRESS}",
    ],
    ids=["transfer", "arguments_only"],
)
def test_a_wallet_qr_asking_to_pay_someone_mints_to_nobody(
    contract_call: str, server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """A token-transfer QR names a contract and a payee, neither the attendee's wallet: it is
    refused on the recipient page, nothing is sent, the attendee can give another."""
    link = server.state.drops[0].qr_hashes[0]
    scan_link(qtbot, kiosk, server, link)
    kiosk.controller.submit_payload(contract_call, InputSource.SCANNER)

    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    assert server.state.counters["POST /actions/claim-qr"] == 0
    assert server.state.claimed_links() == []


def test_a_mail_qr_reserves_the_collectible_for_the_address_it_names(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """A phone's contact QR (a mailto: link) for john+doe@example.org, its plus sign percent-
    encoded as RFC 6068 writes it. The attendee reads "Check your e-mail": the reservation must
    be for that address."""
    link = server.state.drops[0].qr_hashes[0]
    scan_link(qtbot, kiosk, server, link)
    scan_recipient(qtbot, kiosk, "mailto:john%2Bdoe@example.org?subject=My%20collectible")
    shown = shown_outcome(kiosk)
    settled_journal(kiosk, qtbot)

    assert shown is Outcome.RESERVED_BY_EMAIL
    assert beneficiary_of(server, link) == "john+doe@example.org", (
        f"reserved for {beneficiary_of(server, link)!r}; the attendee reads 'Check your e-mail'"
    )


def test_a_mail_qr_with_a_subject_reserves_for_its_address_alone(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """A mailto: QR with a subject, the scheme in capitals and the domain in mixed case: the
    reservation is for the address (the domain's case is no part of it), the journal says
    reserved, the attendee reads "Check your e-mail"."""
    link = server.state.drops[0].qr_hashes[0]
    scan_link(qtbot, kiosk, server, link)
    scan_recipient(qtbot, kiosk, "MAILTO:Visitor@Example.ORG?subject=Hello")
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    assert beneficiary_of(server, link) == "visitor@example.org"
    assert server.state.claim_status(link)["tx_status"] is None  # reserved, nothing on chain
    assert shown is Outcome.RESERVED_BY_EMAIL
    assert journal == (JournalState.RESERVED,)


# --- the dispenser and one link the service switched off ------------------------------------


def switch_off(server: EmulatorServer, qr_hash: str) -> None:
    """The service deactivates one mint link (``is_active: false``, the model's "code expired
    or deactivated"), its drop still running: its record, changed as the service would."""
    with server.state._lock:
        server.state._links[qr_hash].is_active = False


def test_one_switched_off_link_is_not_called_the_drops_expiry(
    server: EmulatorServer,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
) -> None:
    """The links file holds two links of drop 1; the service has switched the first one off
    (the drop runs for weeks yet). A tap checks it: the attendee must not read that the drop
    expired, and the second link, free, must be shown."""
    off, free = server.state.drops[0].qr_hashes[:2]
    switch_off(server, off)
    kiosk = dispenser_kiosk([off, free])
    first = tap(qtbot, kiosk)
    title = kiosk.window.dispenser_page.title.text()
    shown = read_qr_on_screen(kiosk.window) if first is DispenserScreen.SHOWING else []

    assert server.state.claim_status(off)["is_active"] is False
    assert server.state.claim_status(free)["is_active"] is True  # the drop has not expired
    assert server.state.claim_status(free)["claimed"] is False
    assert "expired" not in title, f"the attendee read {title!r}; the drop runs on"
    assert first is DispenserScreen.SHOWING
    assert [text.rstrip("/").rsplit("/", 1)[-1] for text in shown] == [free]


def test_a_drop_whose_links_all_expired_says_so_and_shows_none(
    server: EmulatorServer,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
) -> None:
    """The drop itself is past its expiry date (the organiser set it to yesterday): every link
    answers ``is_active: false``. The screen says the drop expired, and no QR is shown."""
    links = list(server.state.drops[0].qr_hashes[:2])
    expire_yesterday(server)
    kiosk = dispenser_kiosk(links)
    assert tap(qtbot, kiosk) is DispenserScreen.EXPIRED

    assert all(server.state.claim_status(h)["is_active"] is False for h in links)
    assert kiosk.window.dispenser_page.title.text() == "This drop has expired"
    assert not kiosk.window.dispenser_page.qr.isVisible()
    assert server.state.claimed_links() == []


def test_a_drop_whose_links_were_all_switched_off_is_not_called_expired(
    server: EmulatorServer,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
) -> None:
    """The service has switched off both links of the file, one by one; the drop runs on (its
    expiry date is weeks away). No QR is shown, and the attendee reads there is nothing to hand
    out right now, not that the drop expired."""
    links = list(server.state.drops[0].qr_hashes[:2])
    for link in links:
        switch_off(server, link)
    kiosk = dispenser_kiosk(links)
    assert tap(qtbot, kiosk) is DispenserScreen.NO_LINKS

    assert all(server.state.claim_status(h)["is_active"] is False for h in links)
    expiry = service_date(server.state.claim_status(links[0])["event"]["expiry_date"])
    assert expiry is not None
    assert expiry > server.state.today()  # weeks away yet
    assert kiosk.window.dispenser_page.title.text() == "No collectibles to hand out right now"
    assert not kiosk.window.dispenser_page.qr.isVisible()
    assert server.state.claimed_links() == []


# --- two attendees, one link, the first one's mint queued -------------------------------------


def test_a_link_already_queued_for_one_attendee_is_not_saved_for_another(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    journal_file: Path,
    tmp_path: Path,
) -> None:
    """A shared code: attendee A's mint of it could not be sent, A read "Saved for later".
    Attendee B scans the same code a minute later, still unminted at the service, types their
    wallet, and the mint fails to go out again. B must not be told the kiosk will finish it:
    the queue mints it for A."""
    link = server.state.drops[0].qr_hashes[0]
    queue_link(qtbot, kiosk, server, link, WALLET_A)
    scan_link(qtbot, kiosk, server, link)
    if screen_of(kiosk) is Screen.ASK_RECIPIENT:
        server.state.add_fault("POST /actions/claim-qr", Fault(status=503, times=1))
        type_recipient(qtbot, kiosk, WALLET_B)
        qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    told_b = shown_outcome(kiosk)
    settled_journal(kiosk, qtbot)
    kiosk.close()

    restart_and_settle(server, journal_file, tmp_path, minutes=1)
    journal = MintJournal(journal_file)
    try:
        rows = {
            row.recipient.value.lower(): row.state for row in journal.rows() if row.recipient
        }
    finally:
        journal.close()

    assert beneficiary_of(server, link) == WALLET_A.lower()  # the queue minted it for A
    assert server.state.mints_of(link) == 1
    assert rows.get(WALLET_B.lower()) is not JournalState.MINTED
    assert told_b is not Outcome.QUEUED, "B read 'Saved for later'; the link went to A"
    assert told_b is Outcome.ALREADY_CLAIMED  # "This code was already used": by A, here


def test_the_chosen_drops_statistics_do_not_count_another_drops_queued_mint(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    journal_file: Path,
    tmp_path: Path,
) -> None:
    """A mint of drop 1 was queued; staff then chose drop 2 for the rest of the day. Drop 2's
    Statistics ("Live counts for the chosen drop") must not count it queued: the queue, now
    for drop 2 only, never sends it (the service never mints it)."""
    mine, other = server.state.drops[0], server.state.drops[1]
    link = mine.qr_hashes[0]
    queue_link(qtbot, kiosk, server, link, WALLET_A)
    kiosk.close()
    journal = MintJournal(journal_file)
    try:
        view = staff_view(qtbot, journal, other.id)
    finally:
        journal.close()

    restart_and_settle(server, journal_file, tmp_path, minutes=1, allowed=frozenset({other.id}))
    journal = MintJournal(journal_file)
    try:
        [row] = journal.rows()
    finally:
        journal.close()

    assert server.state.claim_status(link)["claimed"] is False  # never minted
    assert server.state.counters["POST /actions/claim-qr"] == 1  # the attendee's 503 only
    assert (row.drop_id, row.state) == (mine.id, JournalState.FAILED)
    assert view.tiles["queued"] == "0", (
        f"drop {other.id}'s Statistics: queued {view.tiles['queued']}, a mint of drop {mine.id} "
        "the queue never sends"
    )


# --- Statistics' codes left once the drop has expired -----------------------------------------


def test_codes_left_on_statistics_are_none_once_the_drop_has_expired(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    """Drop 1 expired (the organiser set its dates in the past through the service; every link
    answers ``is_active: false`` and the service refuses their mints). Staff kept the edit code
    and open Statistics: the codes left must be the codes that can still be minted, none."""
    drop = server.state.drops[0]
    expire_yesterday(server)
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = drop.id
    for name in ("api_key", "client_id", "client_secret"):
        keyring.set_password(KEYRING_SERVICE, name, getattr(server.credentials, name))
    store_edit_code(drop.id, drop.edit_code)
    journal = MintJournal(tmp_path / "journal.sqlite3")
    screens = build_operator_screens(settings, save_settings, journal)
    area = screens.area
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    stats_page = area.page(STEP_STATISTICS)
    assert isinstance(stats_page, StatisticsPage)
    tile = stats_page.codes_left
    try:
        area.show_page(STEP_STATISTICS)
        qtbot.waitUntil(lambda: tile.value.text().isdigit(), timeout=WAIT_MS)
    finally:
        screens.statistics.stop()
        screens.setup.stop()
        journal.close()
        forget_edit_code(drop.id)

    record = server.state.qr_codes(str(drop.id), {"secret_code": drop.edit_code})
    mintable = [
        code["qr_hash"]
        for code in record
        if not code["claimed"] and server.state.claim_status(code["qr_hash"])["is_active"]
    ]
    assert len(record) == 50
    assert mintable == []
    assert tile.value.text() == str(len(mintable)), (
        f"Statistics: codes left {tile.value.text()} ({tile.note.text() or 'no note'}), "
        "for a drop whose codes can no longer be minted"
    )
