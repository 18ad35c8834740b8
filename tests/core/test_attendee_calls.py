"""Every refusal the service can answer reaches the attendee as its own outcome."""

from __future__ import annotations

import pytest

from kiosk.core.attendee_calls import outcome_of
from kiosk.core.reasons import Outcome
from kiosk.service.errors import REFUSALS, MintOutcomeUnknown, MintRefused, Refusal, error_for

# The attendee's outcome for each line of the one table of refusals.
REFUSAL_OUTCOMES = {
    "already_has_drop": Outcome.ALREADY_HAS_DROP,
    "already_claimed": Outcome.ALREADY_CLAIMED,
    "expired": Outcome.EXPIRED,
    "not_active": Outcome.EXPIRED,
    "sold_out": Outcome.SOLD_OUT,
    "no_more": Outcome.SOLD_OUT,
    "app_only": Outcome.APP_ONLY_WORD,
    "invalid_address": Outcome.INVALID_RECIPIENT,
    "invalid_secret": Outcome.FAILED,  # our stale per-link secret: try again or ask staff
    "mint_problem": Outcome.MINT_FAILED,  # a 500 that says what failed: nothing was minted
    "link_not_found": Outcome.NOT_FOUND,
    "word_not_found": Outcome.NOT_FOUND,
}


def test_every_refusal_has_an_outcome() -> None:
    assert set(REFUSAL_OUTCOMES) == {refusal.key for refusal in REFUSALS}


@pytest.mark.parametrize("refusal", REFUSALS, ids=lambda refusal: refusal.key)
@pytest.mark.parametrize("shape", ["backend", "gateway", "capital"])
def test_a_refusal_in_any_body_shape_is_its_outcome(refusal: Refusal, shape: str) -> None:
    body = {
        "backend": {"statusCode": refusal.status, "error": "x", "message": refusal.message},
        "gateway": {"message": refusal.message},
        "capital": {"Message": refusal.message.upper()},  # words are matched in any case
    }[shape]
    assert outcome_of(error_for(refusal.status, body)) is REFUSAL_OUTCOMES[refusal.key]


def test_a_mint_answered_without_a_job_or_without_an_outcome_is_not_a_network_error() -> None:
    assert outcome_of(MintRefused("no job", 200)) is Outcome.FAILED
    assert outcome_of(MintOutcomeUnknown("lost")) is Outcome.UNCONFIRMED
