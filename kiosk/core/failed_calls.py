"""A failed call of the operator pages as a typed problem: the one table from the service's
errors to ``ServiceProblem``, whose words ``kiosk.ui.texts`` has."""

from __future__ import annotations

import logging

from kiosk.core.reasons import FailedCall, ServiceProblem
from kiosk.service.errors import (
    AuthError,
    BadResponse,
    InvalidInput,
    NotFound,
    NotSent,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    SignInRequired,
)

log = logging.getLogger(__name__)

# Most specific first; NotFound and InvalidInput depend on the call, so they are asked for.
_PROBLEMS: tuple[tuple[type[ServiceError], ServiceProblem], ...] = (
    (AuthError, ServiceProblem.CREDENTIALS_REFUSED),
    (RateLimited, ServiceProblem.BUSY),
    (ServiceUnavailable, ServiceProblem.UNREACHABLE),
    (BadResponse, ServiceProblem.NOT_UNDERSTOOD),
)


def failed_call(
    error: Exception,
    *,
    not_found: ServiceProblem = ServiceProblem.DROP_NOT_FOUND,
    refused: ServiceProblem = ServiceProblem.REFUSED,
    write: bool = False,
) -> FailedCall:
    """What went wrong, for the page; ``not_found`` and ``refused`` say what a NotFound and an
    InvalidInput mean for this call (an unknown secret word, a wrong edit code). A ``write``
    whose answer was lost or unreadable may have been done: staff must not be told to send it
    again."""
    if write and _may_have_been_done(error):
        return FailedCall(ServiceProblem.ANSWER_LOST)
    if isinstance(error, SignInRequired):
        return FailedCall(ServiceProblem.SIGN_IN_REQUIRED, error.portal)
    if isinstance(error, NotFound):
        return FailedCall(not_found)
    if isinstance(error, InvalidInput):
        return FailedCall(refused, error.message)
    for error_type, problem in _PROBLEMS:
        if isinstance(error, error_type):
            return FailedCall(problem)
    if isinstance(error, ServiceError):
        return FailedCall(ServiceProblem.SERVICE_ERROR)
    log.warning("Operator call failed: %s", type(error).__name__)
    return FailedCall(ServiceProblem.LOCAL_ERROR, type(error).__name__)


def _may_have_been_done(error: Exception) -> bool:
    """Sent, and then no clear answer: a cut connection, a timeout, a 5xx or a garbled body."""
    refused = (NotSent, AuthError, RateLimited, NotFound, InvalidInput)
    return isinstance(error, ServiceError) and not isinstance(error, refused)
