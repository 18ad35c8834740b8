"""The mint is never sent twice: a lost or unreadable answer is resolved by asking the link's
status (or, for a website claim, the scan), and the emulator's counters prove how often it really
minted."""

from __future__ import annotations

import pytest

from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.models import DemoDrop
from kiosk.service import (
    AlreadyClaimed,
    AlreadyHasDrop,
    Expired,
    InvalidInput,
    InvalidRecipient,
    MintOutcomeUnknown,
    MintState,
    ServiceClient,
    SoldOut,
)
from tests.service.conftest import ADDRESS, OTHER_ADDRESS

MINT_ROUTE = "POST /actions/claim-qr"
STATUS_ROUTE = "GET /actions/claim-qr"
WEBSITE_ROUTE = "POST /website/claim"


def secret_of(client: ServiceClient, qr_hash: str) -> str:
    return client.get_mint_link(qr_hash).secret


@pytest.mark.parametrize(
    "recipient", [ADDRESS, ADDRESS.upper().replace("0X", "0x"), "kiosk-visitor.eth",
                  "Visitor@Example.org"],
)
def test_lost_mint_answer_is_resolved_by_the_status_and_minted_once(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, recipient: str
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT_ROUTE, Fault(drop_after_handling=True, times=1))
    receipt = client.mint(qr_hash, secret, recipient)
    assert receipt.qr_hash == qr_hash
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT_ROUTE] == 1
    assert emulator.state.counters[STATUS_ROUTE] == 2  # the secret, then the status
    assert client.get_mint_link(qr_hash).is_for(recipient)


def test_malformed_mint_answer_is_resolved_by_the_status_and_minted_once(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT_ROUTE, Fault(malformed_json=True, times=1))
    assert client.mint(qr_hash, secret, ADDRESS).qr_hash == qr_hash
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT_ROUTE] == 1


def test_lost_answer_and_failing_status_is_mint_outcome_unknown(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT_ROUTE, Fault(drop_after_handling=True, times=1))
    emulator.state.add_fault(STATUS_ROUTE, Fault(status=503))
    with pytest.raises(MintOutcomeUnknown):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.mints_of(qr_hash) <= 1
    assert emulator.state.counters[MINT_ROUTE] == 1


def test_lost_answer_and_status_connection_dropped_is_mint_outcome_unknown(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT_ROUTE, Fault(drop_after_handling=True, times=1))
    emulator.state.add_fault(STATUS_ROUTE, Fault(drop_connection=True))
    with pytest.raises(MintOutcomeUnknown):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT_ROUTE] == 1


def test_mint_of_a_link_claimed_by_someone_else_is_already_claimed(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    client.mint(qr_hash, secret, OTHER_ADDRESS)
    with pytest.raises(AlreadyClaimed, match="already Claimed"):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.mints_of(qr_hash) == 1


def test_unknown_outcome_on_a_link_someone_else_claimed_is_already_claimed(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    client.mint(qr_hash, secret, OTHER_ADDRESS)
    emulator.state.add_fault(MINT_ROUTE, Fault(status=503, times=1))
    with pytest.raises(AlreadyClaimed):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT_ROUTE] == 2  # the other's mint and ours, not resent


@pytest.mark.parametrize(
    "fault",
    [Fault(status=503, times=1), Fault(status=500, times=1), Fault(drop_connection=True, times=1)],
)
def test_a_mint_without_answer_on_an_unclaimed_link_is_unknown_and_never_sent_again(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, fault: Fault
) -> None:
    """Unclaimed right after a lost answer is not "free": our call may still be running at the
    gateway (up to 29 s), and a second send could then be refused as someone else's claim."""
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT_ROUTE, fault)
    with pytest.raises(MintOutcomeUnknown):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.mints_of(qr_hash) == 0
    assert emulator.state.counters[MINT_ROUTE] == 1
    assert emulator.state.counters[STATUS_ROUTE] == 2  # the secret's, and the one after the loss


def test_mint_refusals_have_their_types(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    first, second, third = drop.qr_hashes[:3]
    client.mint(first, secret_of(client, first), ADDRESS)
    with pytest.raises(AlreadyHasDrop):
        client.mint(second, secret_of(client, second), ADDRESS)
    with pytest.raises(InvalidRecipient):
        client.mint(second, secret_of(client, second), "not an address")
    with pytest.raises(InvalidRecipient):
        client.mint(second, secret_of(client, second), "nobody.unknown.eth")
    with pytest.raises(InvalidInput, match="Invalid secret"):
        client.mint(third, "0" * 64, OTHER_ADDRESS)
    assert emulator.state.mints_of(second) == 0
    assert emulator.state.mints_of(third) == 0


def test_mint_after_the_drop_expired_is_expired(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.advance_clock(200 * 86400)
    with pytest.raises(Expired):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.mints_of(qr_hash) == 0


def test_a_finished_mint_can_be_followed_after_a_lost_answer(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (10, 20)
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT_ROUTE, Fault(drop_after_handling=True, times=1))
    receipt = client.mint(qr_hash, secret, ADDRESS)
    assert receipt.job_id == ""  # learnt from the status: no job id
    emulator.state.advance_clock(31)
    state, status = client.follow_mint(qr_hash, ADDRESS, by_email=False)
    assert (state, status.tx_status) == (MintState.PASSED, "passed")


# --------------------------------------------------------------------- website claims ---------


@pytest.mark.parametrize("recipient", [ADDRESS, "Visitor@Example.org"])
def test_website_claim_with_lost_answer_is_resolved_by_the_scan(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, recipient: str
) -> None:
    emulator.state.mint_delays = (0, 0)
    assert drop.website_secret is not None
    emulator.state.add_fault(WEBSITE_ROUTE, Fault(drop_after_handling=True, times=1))
    status = client.website_claim(drop.website_secret, recipient, drop.id)
    assert status.claimed
    assert status.event is not None
    assert status.event.id == drop.id
    assert status.is_for(recipient)
    assert emulator.state.counters[WEBSITE_ROUTE] == 1
    assert emulator.state.counters["GET /actions/scan/{address}/{eventId}"] == 2  # before, after
    assert client.get_secret(drop.website_secret).claimed == 1


def test_website_claim_with_lost_answer_and_mint_still_pending_is_outcome_unknown(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The scan lists a collectible only once its job finished: until then the outcome stays
    unknown, and the claim is still never sent again."""
    emulator.state.mint_delays = (10, 20)
    assert drop.website_secret is not None
    emulator.state.add_fault(WEBSITE_ROUTE, Fault(drop_after_handling=True, times=1))
    with pytest.raises(MintOutcomeUnknown):
        client.website_claim(drop.website_secret, ADDRESS, drop.id)
    assert emulator.state.counters[WEBSITE_ROUTE] == 1
    assert client.get_secret(drop.website_secret).claimed == 1


def test_website_claim_with_lost_answer_and_failing_scan_is_outcome_unknown(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.mint_delays = (0, 0)
    assert drop.website_secret is not None
    emulator.state.add_fault(WEBSITE_ROUTE, Fault(drop_after_handling=True, times=1))
    scan = "GET /actions/scan/{address}/{eventId}"
    emulator.state.add_fault(scan, Fault(latency_ms=1, times=1))  # the look before: answered
    emulator.state.add_fault(scan, Fault(status=503))  # every look after the lost answer: 503
    with pytest.raises(MintOutcomeUnknown):
        client.website_claim(drop.website_secret, ADDRESS, drop.id)
    assert emulator.state.counters[WEBSITE_ROUTE] == 1
    assert client.get_secret(drop.website_secret).claimed == 1


def test_website_claim_not_made_is_outcome_unknown_and_not_resent(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    assert drop.website_secret is not None
    emulator.state.add_fault(WEBSITE_ROUTE, Fault(status=503, times=1))
    with pytest.raises(MintOutcomeUnknown):
        client.website_claim(drop.website_secret, ADDRESS, drop.id)
    assert emulator.state.counters[WEBSITE_ROUTE] == 1
    assert client.get_secret(drop.website_secret).claimed == 0


def test_website_claim_refusals_have_their_types(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    assert drop.website_secret is not None
    assert drop.word_secret is not None
    client.website_claim(drop.website_secret, ADDRESS, drop.id)
    with pytest.raises(AlreadyHasDrop):  # its mint still on its way: the service refuses
        client.website_claim(drop.website_secret, ADDRESS, drop.id)
    with pytest.raises(InvalidInput, match="only be used in the POAP app"):
        client.website_claim(drop.word_secret, OTHER_ADDRESS, drop.id)
    emulator.state.advance_clock(8 * 86400)
    with pytest.raises(Expired):
        client.website_claim(drop.website_secret, OTHER_ADDRESS, drop.id)
    assert emulator.state.counters[WEBSITE_ROUTE] == 4


def test_website_claim_for_a_wallet_holding_the_drop_is_not_sent(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The wallet got the drop through a link (elsewhere): its claim is refused before it is
    sent, so a lost claim answer can never be read from that earlier collectible."""
    emulator.state.mint_delays = (0, 0)
    assert drop.website_secret is not None
    status = client.get_mint_link(drop.qr_hashes[3])
    client.mint(drop.qr_hashes[3], status.secret, ADDRESS)
    with pytest.raises(AlreadyHasDrop):
        client.website_claim(drop.website_secret, ADDRESS, drop.id)
    assert emulator.state.counters[WEBSITE_ROUTE] == 0
    assert client.get_secret(drop.website_secret).claimed == 0


def test_website_claims_sold_out(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    assert drop.website_secret is not None
    for index in range(20):
        client.website_claim(drop.website_secret, f"0x{index:040x}", drop.id)
    with pytest.raises(SoldOut):
        client.website_claim(drop.website_secret, ADDRESS, drop.id)
    assert client.get_secret(drop.website_secret).used_up
