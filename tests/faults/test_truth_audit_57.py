"""The truth audit, fifty-seventh round: the dispenser after a phone scanned the QR.

The dispenser shows one mint-link QR; a phone opens the link and mints in its own browser; the
screen moves on once the service says the link is claimed (docs/dispenser.md). Rounds 33 and 44
audited the pool and its figures; this round follows the phone: a claim whose mint then fails
on chain or stays pending, a phone that opens the link and never mints, two phones on one QR,
a claim made while the kiosk cannot reach the service, and a restart while a QR is up. Each
case drives the real dispenser (``dispenser_kiosk``/``listing_kiosk``: the real page,
presenter, worker thread and HTTP client) against one real emulator over HTTP, the phones
minting through its public mint page (``mint_with_phone``), and judges what the next attendee
and staff read (the page, the QR's link, the Statistics tiles and Journal rows, ``left``) by
the emulator's own record (``server.state``: claims, mints, ``tx_status``) and the journal
file, never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since:

- with the service offline (or busy) on the tap screen, the hint under the button still said
  "You get a QR code to scan with your phone camera." above the banner "The kiosk is offline —
  No code can be checked now": a tap shows no QR then;
- restarted (or rebuilt after staff came in) while a QR was up, the kiosk showed that same link
  to the next attendee first, while the phone that read it before was still on its mint page:
  whoever minted second was refused "already claimed" on a QR the screen had just given them.

The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.dispenser import Record
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.phone import PhoneRefused, mint_with_phone
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.screen_reading import read_qr_on_screen
from tests.faults.test_truth_audit_2 import staff_view, tap
from tests.faults.test_truth_audit_33 import (
    LIST,
    STATUS,
    listing_kiosk,  # noqa: F401  (a fixture)
    settled,
)
from tests.faults.test_truth_audit_44 import dispenser_of, shown_link_is_free

WAIT_MS = 30_000
MINT_FORM = "POST /mint"  # the public mint page's form: where a phone mints


def unclaimed_of(server: EmulatorServer, links: list[str]) -> int:
    """How many of ``links`` the service has unclaimed and active: the links left to hand out."""
    statuses = [server.state.claim_status(link) for link in links]
    return sum(not status["claimed"] and bool(status["is_active"]) for status in statuses)


def shown_qr(kiosk: Kiosk) -> str:
    """What a phone camera reads off the screen now."""
    [read] = read_qr_on_screen(kiosk.window)
    return read


# --- the tap screen while the service does not answer ---------------------------------------


def test_the_tap_screen_offline_does_not_promise_a_qr_code(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """The venue's connection goes while the dispenser waits for a tap: a tap gets no answer
    about its link (the service saw none of it), the screen asks for a tap again and the banner
    says the kiosk is offline. The line under the button must not promise a QR code the page
    cannot show; once the service answers, the tap shows a free link and the hint is back.

    Was a lie when this round was written: "You get a QR code to scan with your phone camera."
    above "The kiosk is offline — No code can be checked now". Fixed since: offline or busy,
    the hint is hidden on the tap screen (the banner says what to do)."""
    links = list(server.state.drops[0].qr_hashes[:2])
    kiosk = dispenser_kiosk(links)
    page = kiosk.window.dispenser_page
    assert settled(qtbot, kiosk) is DispenserScreen.TAP
    assert "QR code" in page.hint.text()  # answering: the promise holds
    server.state.add_fault(STATUS, Fault(status=503))

    assert tap(qtbot, kiosk) is DispenserScreen.TAP
    assert page.state.offline
    assert server.state.claimed_links() == []
    assert page.problem_banner.isVisible()
    said = page.hint.text() if page.hint.isVisibleTo(page) else ""
    assert "QR" not in said, f"offline, the screen says {said!r}"

    server.state.clear_faults()
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    assert shown_link_is_free(server, kiosk)
    assert page.hint.isVisibleTo(page)
    assert not page.problem_banner.isVisible()


# --- after the phone claimed: the mint fails on chain, or stays pending ---------------------


@pytest.mark.parametrize(
    ("fault", "tx_status"),
    [(Fault(mint_fails=True), "failed"), (Fault(tx_pending_forever=True), "pending")],
    ids=["failed-on-chain", "pending-for-ever"],
)
def test_a_phones_claim_whose_mint_fails_or_stays_pending_is_not_said_minted(
    server: EmulatorServer,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
    fault: Fault,
    tx_status: str,
) -> None:
    """A phone mints the QR's link; the service claims it at once, then its transaction fails
    on chain (or never leaves "pending"). The link is used up either way: the screen moves on
    (the next attendee taps for the other link), staff read it as claimed, the one thing the
    service said, and nowhere as minted: the Minted tile and the Journal page (the mints made
    here) say nothing of it."""
    drop = server.state.drops[0]
    links = list(drop.qr_hashes[:2])
    kiosk = dispenser_kiosk(links)
    dispenser = dispenser_of(kiosk)
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    server.state.add_fault(MINT_FORM, fault)
    claimed = mint_with_phone(shown_qr(kiosk)).qr_hash
    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.TAP, timeout=WAIT_MS)

    status = server.state.claim_status(claimed)
    assert (status["claimed"], status["tx_status"]) == (True, tx_status)
    assert dispenser.state.left == unclaimed_of(server, links) == 1
    assert kiosk.window.dispenser_page.tap_button.text() == "Tap for your collectible"
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    assert shown_link_is_free(server, kiosk)
    view = staff_view(qtbot, kiosk.journal, drop.id, dispenser=True)
    assert view.tiles["links_claimed"] == "1"
    assert view.tiles["minted"] == "0", f"staff read {view.tiles} for a {tx_status} mint"
    assert view.rows == []


# --- a phone that opens the link and never mints; two phones on one QR ---------------------


def test_a_link_opened_on_a_phone_and_never_minted_goes_back_and_the_next_attendee_gets_another(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """A phone opens the QR's mint page and its owner walks away without minting. The QR stays
    until the hide timeout, then the screen asks for a tap again (the service answers: no
    banner). Nothing was claimed: staff read no claim, the links left are the service's
    unclaimed ones, and the next tap shows the other link, not the one still open on a phone."""
    drop = server.state.drops[0]
    links = list(drop.qr_hashes[:2])
    kiosk = dispenser_kiosk(links)
    dispenser = dispenser_of(kiosk)
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    opened = dispenser.state.qr_hash
    assert httpx.get(shown_qr(kiosk)).status_code == 200  # the phone's browser, no mint
    qtbot.waitUntil(
        lambda: kiosk.journal.dispensed(drop.id)[Record.RETURNED] == 1, timeout=WAIT_MS
    )

    page = kiosk.window.dispenser_page
    assert dispenser.state.screen is DispenserScreen.TAP
    assert not page.problem_banner.isVisible()
    assert server.state.claimed_links() == []
    assert dispenser.state.left == unclaimed_of(server, links) == 2
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    assert dispenser.state.qr_hash != opened
    assert shown_link_is_free(server, kiosk)
    view = staff_view(qtbot, kiosk.journal, drop.id, dispenser=True)
    assert (view.tiles["links_shown"], view.tiles["links_claimed"]) == ("2", "0")


def test_two_phones_on_one_qr_one_mint_one_claim_counted_and_the_qr_goes(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """Two attendees scan the same QR. The first mints; the second's mint page is refused by
    the service (its page, not the kiosk's). The kiosk must count one claim, take the QR down
    and never show that link again: the next tap shows the other one."""
    drop = server.state.drops[0]
    links = list(drop.qr_hashes[:2])
    kiosk = dispenser_kiosk(links)
    dispenser = dispenser_of(kiosk)
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    read = shown_qr(kiosk)
    first = mint_with_phone(read).qr_hash
    with pytest.raises(PhoneRefused):
        mint_with_phone(read)
    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.TAP, timeout=WAIT_MS)

    assert server.state.mints_of(first) == 1
    assert server.state.claimed_links() == [first]
    assert dispenser.state.claimed == 1
    assert dispenser.state.left == unclaimed_of(server, links) == 1
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    assert dispenser.state.qr_hash != first
    view = staff_view(qtbot, kiosk.journal, drop.id, dispenser=True)
    assert view.tiles["links_claimed"] == "1"


# --- a claim while the kiosk cannot reach the service ---------------------------------------


def test_a_link_claimed_while_the_kiosk_is_offline_is_counted_once_it_is_back_and_never_shown(
    server: EmulatorServer, listing_kiosk: Callable[[int], Kiosk], qtbot: QtBot  # noqa: F811
) -> None:
    """A QR of drop 1 is up; the kiosk loses the service (its status checks and lists get
    503s), the banner says so and the QR stays: a phone mints it over its own connection. A
    second attendee scans the same QR: the service's page refuses it. The service comes back:
    the kiosk must count that claim (the QR was this kiosk's), give the service's unclaimed
    links as left, and the next tap must show another, free link."""
    drop = server.state.drops[0]
    kiosk = listing_kiosk(drop.id)
    dispenser = dispenser_of(kiosk)
    dispenser.relist_s = 0.2
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    read = shown_qr(kiosk)
    for route in (STATUS, LIST):
        server.state.add_fault(route, Fault(status=503))
    qtbot.waitUntil(lambda: dispenser.state.offline, timeout=WAIT_MS)
    claimed = mint_with_phone(read).qr_hash
    with pytest.raises(PhoneRefused):
        mint_with_phone(read)
    assert kiosk.window.dispenser_page.problem_banner.isVisible()

    server.state.clear_faults()
    qtbot.waitUntil(lambda: dispenser.state.claimed == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.TAP, timeout=WAIT_MS)
    assert not dispenser.state.offline
    assert server.state.claimed_links() == [claimed]
    assert dispenser.state.left == unclaimed_of(server, list(drop.qr_hashes))
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    assert dispenser.state.qr_hash != claimed
    assert shown_link_is_free(server, kiosk)
    assert kiosk.journal.dispensed(drop.id)[Record.CLAIMED] == 1


# --- a restart while a QR is up ---------------------------------------------------------------


def test_after_a_restart_the_qr_that_was_up_is_not_the_next_attendees(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """A QR is up; a phone reads it and opens its mint page; the kiosk restarts (or staff come
    in and go back) before that attendee mints. The next attendee taps: they must get another
    link, so both mint: the first on the page they have open, the second from the screen.

    Was a lie when this round was written: the restarted kiosk showed the same link first
    (the links file's order), so the second attendee's mint took it and the first, still on
    its mint page, was refused (or the other way round). Fixed since: links shown before come
    after the others, the last shown last, and the last one is asked about at the opening."""
    drop = server.state.drops[0]
    links = list(drop.qr_hashes[:3])
    before = dispenser_kiosk(links)
    assert tap(qtbot, before) is DispenserScreen.SHOWING
    first_read = shown_qr(before)
    assert httpx.get(first_read).status_code == 200  # the first phone's mint page is open
    before.close()

    again = dispenser_kiosk(links)
    assert tap(qtbot, again) is DispenserScreen.SHOWING
    second_read = shown_qr(again)
    assert second_read != first_read, "the QR a phone had open before the restart, again"
    second = mint_with_phone(second_read).qr_hash
    first = mint_with_phone(first_read).qr_hash

    assert sorted(server.state.claimed_links()) == sorted([first, second])
    dispenser = dispenser_of(again)
    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.TAP, timeout=WAIT_MS)
    assert tap(qtbot, again) is DispenserScreen.SHOWING
    assert shown_link_is_free(server, again)
