"""The client says what the service did, under the emulator's truth faults (issue "Outcome truth"):
every assertion is checked against the emulator's own record of what happened."""

from __future__ import annotations

import pytest

from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.faults import parse_fault_spec
from kiosk.emulator.models import DemoDrop
from kiosk.service import (
    AuthError,
    MintRefused,
    MintState,
    ServiceClient,
)
from kiosk.service.errors import REFUSALS, Refusal
from tests.service.conftest import ADDRESS, ClientFactory
from tests.service.test_mint_safety import secret_of

MINT = "POST /actions/claim-qr"
STATUS = "GET /actions/claim-qr"
TOKEN = "POST /oauth/token"


def test_a_403_for_a_revoked_token_fetches_one_new_token_and_retries_once(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    client.get_mint_link(qr_hash)  # a token in use
    tokens, asked = emulator.state.counters[TOKEN], emulator.state.counters[STATUS]
    emulator.state.add_fault(STATUS, Fault(forbidden=True, times=1))
    assert client.get_mint_link(qr_hash).qr_hash == qr_hash
    assert emulator.state.counters[TOKEN] - tokens == 1  # exactly one new token
    assert emulator.state.counters[STATUS] - asked == 2  # the refused call and one retry


def test_a_403_that_stays_after_a_new_token_is_an_auth_error(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    emulator.state.add_fault(STATUS, Fault(status=403))
    tokens, asked = emulator.state.counters[TOKEN], emulator.state.counters[STATUS]
    with pytest.raises(AuthError):
        client.get_mint_link(drop.qr_hashes[0])
    assert emulator.state.counters[TOKEN] - tokens <= 2  # the first token and one refresh
    assert emulator.state.counters[STATUS] - asked == 2  # never more than one retry


def test_a_200_without_a_job_is_refused_and_nothing_is_minted(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT, Fault(ok_without_job=True, times=1))
    with pytest.raises(MintRefused):
        client.mint(qr_hash, secret, ADDRESS)
    assert emulator.state.mints_of(qr_hash) == 0
    assert emulator.state.counters[MINT] == 1  # never sent again


@pytest.mark.parametrize("entry", REFUSALS, ids=lambda entry: entry.key)
def test_every_refusal_of_the_table_reaches_the_client_as_its_type(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop, entry: Refusal
) -> None:
    """The emulator answers from the same table the client reads: one line per refusal."""
    emulator.state.add_fault(STATUS, Fault(error_code=entry.key))
    with pytest.raises(entry.error) as raised:
        client.get_mint_link(drop.qr_hashes[0])
    assert raised.value.status == entry.status


def test_a_slow_mint_answer_is_recognised_as_ours_never_as_someone_elses(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The mint happens at once but its answer comes after the client's timeout: the status
    then shows the link claimed for this recipient, so it is ours; nothing is sent twice."""
    client = make_client(timeout_s=0.5)
    qr_hash = drop.qr_hashes[0]
    secret = secret_of(client, qr_hash)
    emulator.state.add_fault(MINT, Fault(slow_mint=2, times=1))
    receipt = client.mint(qr_hash, secret, ADDRESS)
    assert receipt.qr_hash == qr_hash
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT] == 1


def test_a_transaction_pending_for_ever_is_never_called_minted(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    client = make_client(follow_timeout_s=3.0)
    qr_hash = drop.qr_hashes[0]
    emulator.state.add_fault(MINT, Fault(tx_pending_forever=True, times=1))
    client.mint(qr_hash, secret_of(client, qr_hash), ADDRESS)
    emulator.state.advance_clock(3600)
    state, status = client.follow_mint(qr_hash, ADDRESS, by_email=False)
    assert (state, status.tx_status) == (MintState.ON_CHAIN, "pending")
    assert status.tx_hash.startswith("0x")


@pytest.mark.parametrize(
    ("spec", "fault"),
    [
        ("POST /actions/claim-qr=mint_fails", Fault(mint_fails=True)),
        ("POST /actions/claim-qr=tx_pending_forever", Fault(tx_pending_forever=True)),
        ("POST /actions/claim-qr=ok_without_job,times:1", Fault(ok_without_job=True, times=1)),
        ("*=forbidden,times:1", Fault(forbidden=True, times=1)),
        ("GET /secret/{secret_word}=error_code:sold_out", Fault(error_code="sold_out")),
        ("POST /actions/claim-qr=slow_mint:12", Fault(slow_mint=12)),
    ],
)
def test_the_truth_faults_have_a_text_form(spec: str, fault: Fault) -> None:
    assert parse_fault_spec(spec)[1] == fault


def test_an_unknown_error_code_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="already_claimed"):
        parse_fault_spec("GET /actions/claim-qr=error_code:LIMIT_EXCEEDED")


def test_a_website_claim_answered_as_not_claimed_is_refused(
    client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    word = drop.website_secret or ""
    before = emulator.state.secret_info(word)["claimed"]
    emulator.state.add_fault("POST /website/claim", Fault(ok_without_job=True, times=1))
    with pytest.raises(MintRefused):
        client.website_claim(word, ADDRESS, drop.id)
    assert emulator.state.secret_info(word)["claimed"] == before
    assert emulator.state.claimed_links() == []
