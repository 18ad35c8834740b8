"""A failed call of the operator pages becomes one typed problem, whatever the service answered."""

from __future__ import annotations

import pytest

from kiosk.core.failed_calls import failed_call
from kiosk.core.reasons import FailedCall, ServiceProblem
from kiosk.service.errors import (
    AlreadyClaimed,
    AuthError,
    BadResponse,
    GarbledAnswer,
    InvalidInput,
    MintOutcomeUnknown,
    NotFound,
    NotSent,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    error_for,
)


@pytest.mark.parametrize(
    ("error", "problem"),
    [
        (AuthError("Forbidden", 403), ServiceProblem.CREDENTIALS_REFUSED),
        (RateLimited("Too Many Requests"), ServiceProblem.BUSY),
        (ServiceUnavailable("timed out"), ServiceProblem.UNREACHABLE),
        (MintOutcomeUnknown("cut"), ServiceProblem.UNREACHABLE),
        (BadResponse("no items"), ServiceProblem.NOT_UNDERSTOOD),
        (GarbledAnswer("not JSON"), ServiceProblem.NOT_UNDERSTOOD),
        (NotFound("Event not found", 404), ServiceProblem.DROP_NOT_FOUND),
        (ServiceError("HTTP 418", 418), ServiceProblem.SERVICE_ERROR),
    ],
)
def test_each_service_error_is_its_problem(error: ServiceError, problem: ServiceProblem) -> None:
    assert failed_call(error) == FailedCall(problem)


def test_a_refusal_keeps_the_service_reason() -> None:
    error = error_for(400, {"message": "Amount must be 50000 or less"})

    assert failed_call(error) == FailedCall(ServiceProblem.REFUSED, "Amount must be 50000 or less")
    assert failed_call(AlreadyClaimed("QR is already Claimed")).problem is ServiceProblem.REFUSED


def test_the_call_says_what_not_found_and_refused_mean() -> None:
    not_found = failed_call(NotFound("nope"), not_found=ServiceProblem.SECRET_WORD_NOT_FOUND)
    refused = failed_call(InvalidInput("bad code"), refused=ServiceProblem.WRONG_EDIT_CODE)

    assert not_found.problem is ServiceProblem.SECRET_WORD_NOT_FOUND
    assert refused.problem is ServiceProblem.WRONG_EDIT_CODE


def test_an_error_on_this_computer_names_its_type() -> None:
    assert failed_call(PermissionError("read-only")) == FailedCall(
        ServiceProblem.LOCAL_ERROR, "PermissionError"
    )


@pytest.mark.parametrize(
    ("error", "problem"),
    [
        (ServiceUnavailable("connection cut after sending"), ServiceProblem.ANSWER_LOST),
        (GarbledAnswer("half an answer"), ServiceProblem.ANSWER_LOST),
        (ServiceError("HTTP 500", 500), ServiceProblem.ANSWER_LOST),
        (NotSent("no connection made"), ServiceProblem.UNREACHABLE),
        (RateLimited("Too Many Requests"), ServiceProblem.BUSY),
        (InvalidInput("Amount too large"), ServiceProblem.REFUSED),
        (PermissionError("read-only"), ServiceProblem.LOCAL_ERROR),
    ],
)
def test_a_write_without_a_clear_answer_may_have_been_done(
    error: Exception, problem: ServiceProblem
) -> None:
    """Staff told "cannot be reached" would send the write again; it may have been done."""
    assert failed_call(error, write=True).problem is problem
