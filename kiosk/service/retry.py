"""The client's retry rules, in one place: which failures are worth another try, how long to wait,
and that only calls safe to repeat are ever repeated (a mint never is; see client.mint)."""

from __future__ import annotations

import logging
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import TypeVar

import httpx

from kiosk.service.errors import GarbledAnswer, RateLimited, ServiceError, ServiceUnavailable

log = logging.getLogger(__name__)

T = TypeVar("T")

# Connection trouble, timeouts and 5xx (ServiceUnavailable), 429 (RateLimited), and answers cut
# on their way (GarbledAnswer).
RETRYABLE: tuple[type[ServiceError], ...] = (ServiceUnavailable, RateLimited, GarbledAnswer)


def retry_after_of(response: httpx.Response) -> float | None:
    """``Retry-After`` in seconds (either form the HTTP standard allows), or None."""
    value = response.headers.get("Retry-After", "").strip()
    if not value:
        return None
    if value.isascii() and value.isdigit():
        return float(value)
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with full jitter; a 429's ``Retry-After`` wins, up to a cap."""

    max_attempts: int = 3  # the first try included
    backoff_s: float = 0.5  # the first retry waits up to this, doubling each time
    retry_after_cap_s: float = 30.0
    sleep: Callable[[float], None] = time.sleep  # injectable: tests record, never wait

    def delay(self, attempt: int, error: ServiceError) -> float:
        if isinstance(error, RateLimited) and error.retry_after is not None:
            return min(error.retry_after, self.retry_after_cap_s)
        return random.uniform(0, self.backoff_s * 2 ** (attempt - 1))

    def run(
        self,
        label: str,
        call: Callable[[], T],
        *,
        idempotent: bool,
        deadline: float = math.inf,
    ) -> T:
        """``call()``, tried again on retryable failures only when ``idempotent`` and only when
        the wait ends before ``deadline`` (``time.monotonic()``).

        ``label`` names the route for the log (a template, never a recipient or secret word).
        """
        attempt = 1
        while True:
            try:
                return call()
            except RETRYABLE as error:
                if not idempotent or attempt >= self.max_attempts:
                    raise
                delay = self.delay(attempt, error)
                if time.monotonic() + delay >= deadline:
                    raise
                log.info("%s: %s; retry %d in %.1f s", label, error, attempt, delay)
                self.sleep(delay)
                attempt += 1
