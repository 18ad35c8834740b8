"""The dispenser's service calls, blocking, for its worker thread; Qt-free.

Every answer is a typed value (``LinkCheck``, ``PoolAnswer``, ``FileCheck``): nothing escapes as
an exception, and nothing is made up: a call without an answer is ``UNCHECKED``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.core.dispenser import LinkCheck, LinkSource, PoolProblem, read_links_file
from kiosk.core.secrets import load_edit_code
from kiosk.service import (
    Event,
    InvalidInput,
    NotFound,
    RateLimited,
    ServiceError,
)

if TYPE_CHECKING:
    from kiosk.service import ServiceClient

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PoolAnswer:
    """The links to hand out (unclaimed, as the source says), or why there are none."""

    qr_hashes: tuple[str, ...] = ()
    problem: PoolProblem | None = None
    claimed: tuple[str, ...] | None = None  # listed by the service as claimed; None: a file


@dataclass(frozen=True)
class FileCheck:
    """A links file as staff load it: each link asked about once, counted by what it is."""

    free: tuple[str, ...] = ()  # unclaimed links of the drop: the ones the dispenser takes
    claimed: int = 0
    expired: int = 0  # the service says no longer active (switched off, or the drop expired)
    other_drop: int = 0  # refused: links of other drops
    not_found: int = 0
    unchecked: int = 0  # no answer for them now: kept, checked again before shown
    unreadable: int = 0  # lines that held no mint link
    repeated: int = 0
    problem: PoolProblem | None = None


class DispenserCalls:
    """The calls of one drop's dispenser, through the build's client."""

    def __init__(
        self,
        client: ServiceClient,
        drop_id: int,
        mint_site: str,
        today: Callable[[], date] | None = None,
    ) -> None:
        self.client = client
        self.drop_id = drop_id
        self.mint_site = mint_site
        self.today = today or client.today  # the service's calendar day

    def check(self, qr_hash: str, shown_since: datetime | None = None) -> LinkCheck:
        """``check_naming``'s verdict alone."""
        return self.check_naming(qr_hash, shown_since)[0]

    def check_naming(
        self, qr_hash: str, shown_since: datetime | None = None
    ) -> tuple[LinkCheck, Event | None]:
        """The link's verdict, with the drop as its status names it now (None when it names
        none, or another drop): the page names the drop the QR mints as the service does,
        also after the organiser renamed it or when it could not be read at opening.

        The link's status now (``GET /actions/claim-qr``). A link that is not active is
        ``EXPIRED`` only when the drop the answer carries is past its expiry date; otherwise the
        service switched off this one link (``INACTIVE``), and nothing is said of the drop.

        A link whose QR is up since ``shown_since`` (the service's clock) and that the service
        says was claimed before that moment was claimed elsewhere: no phone read it here."""
        try:
            status = self.client.get_mint_link(qr_hash)
        except NotFound:
            return LinkCheck.NOT_FOUND, None
        except RateLimited:
            return LinkCheck.BUSY, None
        except ServiceError as error:
            log.info("Dispenser: link %s not checked: %s", qr_hash, type(error).__name__)
            return LinkCheck.UNCHECKED, None
        if status.event_id != self.drop_id:  # another drop's, or a status that names none
            return LinkCheck.OTHER_DROP, None
        named = status.event
        drop = named if named is not None and named.id == self.drop_id else None
        if status.claimed:
            claimed_at = status.claimed_at
            if shown_since is not None and claimed_at is not None and claimed_at < shown_since:
                return LinkCheck.CLAIMED_ELSEWHERE, drop
            return LinkCheck.CLAIMED, drop
        if not status.is_active:
            expired = status.event is not None and status.event.expired(self.today())
            return LinkCheck.EXPIRED if expired else LinkCheck.INACTIVE, drop
        return LinkCheck.FREE, drop

    def pool(self, source: LinkSource, links_file: str) -> PoolAnswer:
        """The unclaimed links: listed by the service with the edit code kept in the keyring, or
        read from the links file (each is checked before it is shown)."""
        if source is LinkSource.FILE:
            read = read_links_file(Path(links_file), self.mint_site)
            return PoolAnswer(read.qr_hashes, read.problem)
        edit_code = load_edit_code(self.drop_id)
        if not edit_code:
            return PoolAnswer(problem=PoolProblem.NO_EDIT_CODE)
        try:
            codes = self.client.mint_codes(self.drop_id, edit_code)
        except InvalidInput:
            return PoolAnswer(problem=PoolProblem.WRONG_EDIT_CODE)
        except ServiceError as error:
            log.info("Dispenser: links not listed: %s", type(error).__name__)
            return PoolAnswer(problem=PoolProblem.UNREACHABLE)
        return PoolAnswer(
            tuple(code.qr_hash.lower() for code in codes if not code.claimed),
            claimed=tuple(code.qr_hash.lower() for code in codes if code.claimed),
        )

    def check_file(self, path: Path) -> FileCheck:
        """Read ``path`` as the dispenser will and ask about each link once, so staff learn at
        once how many are of other drops (refused) or claimed already."""
        read = read_links_file(path, self.mint_site)
        if read.problem is not None:
            return FileCheck(unreadable=read.unreadable, problem=read.problem)
        checks = {qr_hash: self.check(qr_hash) for qr_hash in read.qr_hashes}
        return FileCheck(
            free=_with(checks, LinkCheck.FREE, LinkCheck.UNCHECKED, LinkCheck.BUSY),
            claimed=len(_with(checks, LinkCheck.CLAIMED)),
            expired=len(_with(checks, LinkCheck.EXPIRED, LinkCheck.INACTIVE)),
            other_drop=len(_with(checks, LinkCheck.OTHER_DROP)),
            not_found=len(_with(checks, LinkCheck.NOT_FOUND)),
            unchecked=len(_with(checks, LinkCheck.UNCHECKED, LinkCheck.BUSY)),
            unreadable=read.unreadable,
            repeated=read.repeated,
        )

    def drop(self) -> Event:
        """The drop, for its name and artwork on the screen."""
        return self.client.get_event_by_id(self.drop_id)


def _with(checks: dict[str, LinkCheck], *wanted: LinkCheck) -> tuple[str, ...]:
    return tuple(qr_hash for qr_hash, check in checks.items() if check in wanted)
