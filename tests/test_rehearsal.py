"""Told against done (``kiosk.rehearsal``): the rule the self-test with ``--fault`` judges by."""

from __future__ import annotations

import hashlib

import pytest

from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, parse_fault_spec
from kiosk.rehearsal import Did, agrees, did_of_claim, fault_lines, fault_spec

EVERY_DID = frozenset(Did)
FAILURE_IS_TRUE = frozenset({Did.FAILED, Did.PENDING, Did.NOT_MINTED})  # the attendee has nothing

# For each outcome the attendee can be told: what the emulator may have done for it to be true.
TRUE_WHEN: dict[Outcome, frozenset[Did]] = {
    Outcome.MINTED: frozenset({Did.PASSED}),
    Outcome.RESERVED_BY_EMAIL: frozenset({Did.PASSED, Did.RESERVED}),
    Outcome.ON_ITS_WAY: frozenset({Did.PASSED, Did.FAILED, Did.PENDING, Did.RESERVED}),
    Outcome.QUEUED: EVERY_DID,  # kept, sent later: promises nothing yet
    Outcome.UNCONFIRMED: EVERY_DID,  # sent, not known yet: promises nothing yet
    Outcome.ALREADY_CLAIMED: FAILURE_IS_TRUE,
    Outcome.EXPIRED: FAILURE_IS_TRUE,
    Outcome.NOT_OPEN_YET: FAILURE_IS_TRUE,
    Outcome.WORD_SWITCHED_OFF: FAILURE_IS_TRUE,
    Outcome.WORD_NOT_ACTIVE: FAILURE_IS_TRUE,
    Outcome.NOT_FOUND: FAILURE_IS_TRUE,
    Outcome.INVALID_RECIPIENT: FAILURE_IS_TRUE,
    Outcome.ALREADY_HAS_DROP: FAILURE_IS_TRUE,
    Outcome.CLAIMED_BEFORE: FAILURE_IS_TRUE,
    Outcome.SOLD_OUT: FAILURE_IS_TRUE,
    Outcome.SERVICE_BUSY: FAILURE_IS_TRUE,
    Outcome.NO_NETWORK: frozenset({Did.NOT_MINTED}),  # "nothing was minted", code unused
    Outcome.MINT_FAILED: frozenset({Did.NOT_MINTED, Did.FAILED}),  # "Nothing was minted"
    Outcome.NOBODYS_ADDRESS: FAILURE_IS_TRUE,  # "cannot reach you": minted to nobody's address
    Outcome.OTHER_DROP: FAILURE_IS_TRUE,
    Outcome.APP_ONLY_WORD: FAILURE_IS_TRUE,
    Outcome.WORD_NOT_HERE: FAILURE_IS_TRUE,
    Outcome.CANNOT_MINT: frozenset({Did.NOT_MINTED}),  # nothing was sent
    Outcome.KIOSK_REFUSED: frozenset({Did.NOT_MINTED}),  # refused before the service acted
    Outcome.FAILED: FAILURE_IS_TRUE,
}
WALLET = "0x" + hashlib.sha1(b"rehearsal").hexdigest()
OTHER_WALLET = "0x" + hashlib.sha1(b"someone else").hexdigest()


def test_the_table_names_every_outcome() -> None:
    assert set(TRUE_WHEN) == set(Outcome)


@pytest.mark.parametrize("told", list(Outcome))
@pytest.mark.parametrize("did", list(Did))
def test_told_agrees_with_done_exactly_when_it_is_true(told: Outcome, did: Did) -> None:
    assert agrees(told, did) is (did in TRUE_WHEN[told])


def _mint(emulator: EmulatorServer, qr_hash: str, recipient: str, **ending: bool) -> None:
    secret = emulator.state.claim_status(qr_hash)["secret"]
    emulator.state.mint({"qr_hash": qr_hash, "secret": secret, "address": recipient}, **ending)


@pytest.mark.parametrize(
    ("ending", "recipient", "expected"),
    [
        ({}, WALLET, Did.PASSED),
        ({"fails": True}, WALLET, Did.FAILED),
        ({"stuck": True}, WALLET, Did.PENDING),
        ({}, "Someone@Example.org", Did.RESERVED),
        ({}, OTHER_WALLET, Did.NOT_MINTED),  # claimed, but for someone else
    ],
)
def test_what_the_emulator_did_is_read_from_the_links_claim_status(
    emulator: EmulatorServer, ending: dict[str, bool], recipient: str, expected: Did
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    _mint(emulator, qr_hash, recipient, **ending)
    emulator.state.advance_clock(60)  # past the emulator's mint delays
    mine = "someone@example.org" if "@" in recipient else WALLET
    assert did_of_claim(emulator.state.claim_status(qr_hash), mine) is expected


def test_an_unclaimed_link_was_not_minted_and_the_case_of_an_address_does_not_matter(
    emulator: EmulatorServer,
) -> None:
    first, second = emulator.state.drops[0].qr_hashes[:2]
    assert did_of_claim(emulator.state.claim_status(first), WALLET) is Did.NOT_MINTED
    _mint(emulator, second, "0x" + WALLET[2:].upper())
    emulator.state.advance_clock(60)
    assert did_of_claim(emulator.state.claim_status(second), WALLET) is Did.PASSED


@pytest.mark.parametrize(
    "spec",
    [
        "POST /actions/claim-qr=mint_fails",
        "POST /actions/claim-qr=status:503,times:2",
        "*=latency_ms:300",
        "GET /actions/claim-qr=error_code:already_claimed,times:1",
        "POST /website/claim=tx_pending_forever,slow_mint:30",
    ],
)
def test_a_fault_is_said_in_the_form_it_is_given(spec: str) -> None:
    route, fault = parse_fault_spec(spec)
    assert parse_fault_spec(fault_spec(route, fault)) == (route, fault)
    assert fault_spec(route, fault) == spec


def test_the_faults_are_listed_as_options_to_copy() -> None:
    assert fault_lines([]) == []
    lines = fault_lines([parse_fault_spec("POST /actions/claim-qr=mint_fails")])
    assert lines[1:] == ["  --fault 'POST /actions/claim-qr=mint_fails'"]
