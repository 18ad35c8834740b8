"""The truth audit, sixty-third round: is the emulator still faithful? A third look (after rounds
7 and 19) at what the service model says the real service does and the emulator did not.

The real service's error answers are not always JSON (service-model.md 1.4: "Non-JSON bodies can
happen; KIOSK falls back to ``res.text()``", the official kiosk reading the refusal's words from
the text). The emulator answered every refusal as ``{"statusCode", "error", "message"}``, so no
test saw the kiosk read a refusal in plain text. Its new ``text_errors`` fault does the work and
sends an error answer as its message alone, ``text/plain``. Each case drives the real kiosk
(``build_kiosk``, its real widgets through pytest-qt) against the emulator over HTTP and judges
what the attendee reads by the emulator's own record (``server.state``): who holds the drop, who
claimed the link, how many mints it took.

Lies found when this round was written (27 Nov 2026), fixed since:

- a wallet (or e-mail) that already held the drop, refused by the service in plain text
  "Address (Email) already claimed a code for this event", read "Something went wrong" (the
  words were not read);
- a link another attendee claimed a moment before, refused in plain text "QR is already
  Claimed", read "Something went wrong", not "This code was already used".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from tests.faults.test_fault_matrix import Flow, shown_outcome
from tests.faults.test_truth_matrix import Recipient, attend

MINT = "POST /actions/claim-qr"
OTHER_WALLET = "0x" + "7a" * 20
MintOf = Callable[..., dict[str, Any]]


def mint_for(server: EmulatorServer, qr_hash: str, address: str) -> None:
    """A mint the service took from someone else (another kiosk, a phone), by its own rules."""
    secret = server.state.claim_status(qr_hash)["secret"]
    server.state.mint({"qr_hash": qr_hash, "secret": secret, "address": address})


@pytest.mark.parametrize("recipient", [Recipient.WALLET, Recipient.EMAIL])
def test_a_recipient_holding_the_drop_refused_in_plain_text_is_told_it_has_it(
    recipient: Recipient, server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The wallet (or e-mail) got the drop through another link; the service refuses this link's
    mint with 400 "Address (Email) already claimed a code for this event" as plain text. The
    attendee must read that they have it, not "Something went wrong" (which sends them to staff
    for nothing)."""
    drop = server.state.drops[0]
    mint_for(server, drop.qr_hashes[1], recipient.value)
    server.state.add_fault(MINT, Fault(text_errors=True))

    attend(qtbot, kiosk, server, Flow.LINK, recipient)

    assert server.state.counters[MINT] == 1, "the service was never asked"
    assert server.state.mints_of(drop.qr_hashes[0]) == 0
    held = server.state.scan(recipient.value, str(drop.id))
    assert held["owner"] == recipient.value
    assert shown_outcome(kiosk) is Outcome.ALREADY_HAS_DROP


def test_a_link_claimed_a_moment_before_refused_in_plain_text_is_said_used(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two claimers on one code (service-model.md 3, races): another wallet's mint lands
    between the kiosk's look at the link and its mint, which the service refuses with 400 "QR is
    already Claimed" as plain text. The attendee must read that the code was used, as the
    service's record says (claimed, for the other wallet), not "Something went wrong"."""
    link = server.state.drops[0].qr_hashes[0]
    truth_mint: MintOf = server.state.mint

    def mint(body: Mapping[str, Any], **ending: bool) -> dict[str, Any]:
        truth_mint({**body, "address": OTHER_WALLET})
        return truth_mint(body, **ending)

    monkeypatch.setattr(server.state, "mint", mint)
    server.state.add_fault(MINT, Fault(text_errors=True))

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)

    assert server.state.mints_of(link) == 1
    assert server.state.claim_status(link)["beneficiary"] == OTHER_WALLET
    assert shown_outcome(kiosk) is Outcome.ALREADY_CLAIMED
