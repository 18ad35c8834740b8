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
    RateLimited,
    ServiceError,
    ServiceUnavailable,
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
) -> FailedCall:
    """What went wrong, for the page; ``not_found`` and ``refused`` say what a NotFound and an
    InvalidInput mean for this call (an unknown secret word, a wrong edit code)."""
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
