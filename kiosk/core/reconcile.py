"""Settling the journal with the service: rows a crash or a lost answer left open, and the queue.

Qt-free and blocking: the app runs it in a worker thread, at start before the attendee screens
open (``reconcile_journal``) and in the retry of queued mints (``drain_queue``). A mint link's
status is always asked before anything else and a mint is only sent for a link still unclaimed,
so nothing is minted twice, whatever a crash, a timeout or a lost answer left behind; and no row
is asked about or sent again within ``GATEWAY_WAIT_S`` of its last send, when that call may still
be running at the service's gateway. Mints the service accepted are followed until it says
passed or failed (``following_rows``), asked less often as they age. When the service cannot be
reached, the rows stay as they are and the report says why; the retry tries again later. A round
that reaches its time limit leaves the rest for the next round: that says nothing against the
service. The choices are written down in docs/journal-and-outages.md.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from kiosk.core.attendee_calls import MINTING, minted_to_nobody, outcome_of
from kiosk.core.journal import (
    OUTCOME_STATES,
    InputKind,
    JournalRow,
    JournalState,
    JournalUnwritable,
    MintJournal,
    SentUnsettled,
)
from kiosk.core.parsing import Recipient, RecipientKind
from kiosk.core.reasons import Outcome
from kiosk.service import (
    AlreadyClaimed,
    AlreadyHasDrop,
    AuthError,
    InvalidInput,
    MintFailed,
    MintLinkStatus,
    MintRefused,
    MintState,
    NotFound,
    RateLimited,
    ServiceError,
)
from kiosk.service.config import GATEWAY_WAIT_S

if TYPE_CHECKING:
    from kiosk.service import ServiceClient

log = logging.getLogger(__name__)

TIME_LIMIT_S = 20.0  # no new row is started after this; the next round carries on
SETTLE_AFTER = timedelta(seconds=GATEWAY_WAIT_S)
LONGEST_FOLLOW_WAIT = timedelta(minutes=10)


def follow_wait(age: timedelta) -> timedelta:
    """How long an accepted mint waits between status checks: a tenth of its age, at most ten
    minutes (a mint a minute old is asked every round; one an hour old every six minutes)."""
    return min(age / 10, LONGEST_FOLLOW_WAIT)


@dataclass(frozen=True)
class ReconcileReport:
    settled: int = 0  # rows given a new state (minted, failed, …, or accepted and followed)
    queued: int = 0  # rows found not minted and handed to the queue
    left: int = 0  # rows still open: unreachable, time limit, or a claim not seen yet
    error: str = ""  # why the service could not be asked; empty when it answered or was not asked
    asked: bool = False  # whether the service was asked anything (an idle round asks nothing)
    time_limit_reached: bool = False  # rows were left for the next round: not an outage
    # The error is the service's own answer ("too many requests", or the kiosk's credentials
    # refused): it is there, only not doing what was asked.
    answered: bool = False

    @property
    def reachable(self) -> bool | None:
        """True when the service answered what it was asked (also when it answered that it is
        busy, or refused the kiosk's credentials), False when it could not be reached, None when
        it was asked nothing (which says nothing either way)."""
        if self.error:
            return self.answered
        return True if self.asked else None

    def then(self, later: ReconcileReport) -> ReconcileReport:
        """This report and a ``later`` one of the same round, as one."""
        return ReconcileReport(
            settled=self.settled + later.settled,
            queued=self.queued + later.queued,
            left=self.left + later.left,
            error=self.error or later.error,
            answered=self.answered if self.error else later.answered,
            asked=self.asked or later.asked,
            time_limit_reached=self.time_limit_reached or later.time_limit_reached,
        )


_MINT_STATES = frozenset({JournalState.MINTED, JournalState.RESERVED, JournalState.ON_ITS_WAY})


_NOT_FINAL = frozenset({MintState.SENT, MintState.ON_CHAIN})  # a transaction on its way


@dataclass(frozen=True)
class _Verdict:
    state: JournalState
    detail: str
    reason: Outcome | None = None
    tx_hash: str = ""
    minted_to: str = ""  # the address the status named


class _Unreachable(Exception):
    """The service cannot be asked now (down, refusing us, or answering nonsense): stop here."""


class _Answered(_Unreachable):
    """The service answered "too many requests", or refused the kiosk's credentials: stop here
    too, but it is there (an attendee must not read that the kiosk is offline)."""


def _answered(error: ServiceError) -> bool:
    """Whether ``error`` is the service's own answer, not a failure to reach it."""
    return isinstance(error, RateLimited | AuthError)


def _stopped_by(error: ServiceError) -> _Unreachable:
    """Why a round stops at ``error``: the service answered no, or could not be reached."""
    return _Answered(error.message) if _answered(error) else _Unreachable(error.message)


class _NotKnownHere(Exception):
    """The service does not know the link of a mint a service took: not "no such code" (staff
    may have changed the service's address since), so the row stays open, asked again later."""


def _recipient(row: JournalRow) -> Recipient:
    """Rows left pending, unknown or queued were written for a mint call: they have one."""
    assert row.recipient is not None, "only refused checks have no recipient"
    return row.recipient


def _held(journal: MintJournal, row: JournalRow) -> _Verdict:
    """The recipient's collection lists the drop: this claim's mint (reserved, for an e-mail),
    unless another row holds that mint (the attendee, told "not confirmed", got the drop with a
    link here): the service mints a drop once per recipient, so then this claim made none."""
    recipient = _recipient(row)
    others = [
        other
        for other in journal.minted_rows_for(recipient.value, row.drop_id)
        if other.id != row.id
    ]
    if others:
        detail = f"The recipient holds the drop from row {others[0].id}'s mint"
        return _failed(Outcome.ALREADY_HAS_DROP, detail)
    if recipient.kind is RecipientKind.EMAIL:
        return _Verdict(JournalState.RESERVED, "The recipient's collection holds it")
    return _Verdict(JournalState.MINTED, "The recipient's collection holds it")


def _failed(outcome: Outcome, detail: str) -> _Verdict:
    return _Verdict(OUTCOME_STATES[outcome], detail, reason=outcome)


def _by_status(row: JournalRow, status: MintLinkStatus, named: str) -> _Verdict | None:
    """What the link's status says about this row, whose recipient the status calls ``named``
    (minted only when the service says passed); None when the link is still unclaimed."""
    recipient = _recipient(row)
    state = status.mint_state(named, by_email=recipient.kind is RecipientKind.EMAIL)
    if state in MINTING and minted_to_nobody(recipient, status):
        detail = "The name's record points at an address nobody owns: minted there"
        failed = _failed(Outcome.NOBODYS_ADDRESS, detail)
        return replace(failed, tx_hash=status.tx_hash, minted_to=status.beneficiary)
    match state:
        case MintState.OTHER_RECIPIENT:
            return _failed(Outcome.ALREADY_CLAIMED, "The link was claimed for another recipient")
        case MintState.FAILED:  # its transaction kept: staff look the failure up by it
            detail = "The service reports the mint's transaction failed"
            return replace(_failed(Outcome.MINT_FAILED, detail), tx_hash=status.tx_hash)
        case MintState.PASSED:
            return _Verdict(
                JournalState.MINTED,
                "The service reports it minted",
                tx_hash=status.tx_hash,
                minted_to=status.beneficiary,
            )
        case MintState.RESERVED:
            return _Verdict(JournalState.RESERVED, "The service reports it reserved")
        case MintState.SENT | MintState.ON_CHAIN:
            return _Verdict(
                JournalState.ON_ITS_WAY, "Accepted, not final yet", tx_hash=status.tx_hash
            )
        case MintState.UNCLAIMED if not status.is_active:
            return _failed(Outcome.EXPIRED, "The link is no longer active")
    return None


def _not_yet_known(recipient: Recipient, status: MintLinkStatus) -> _Verdict | None:
    """An ENS name's link claimed for an address whose transaction is not final: the name's
    collection lists the drop only once it is, so whether that address is the name's wallet (a
    phone's wallet app fills in its address) is not known yet; asked again, never settled as
    another recipient's meanwhile."""
    if recipient.kind is not RecipientKind.ENS:
        return None
    if status.mint_state(status.beneficiary, by_email=False) not in _NOT_FINAL:
        return None
    return _Verdict(
        JournalState.UNKNOWN, "Claimed for an address, not final: is it the name's? Asked again"
    )


class _Settler:
    """One round over the journal with one client, within a time limit."""

    def __init__(
        self,
        journal: MintJournal,
        client: ServiceClient,
        time_limit_s: float,
        now: Callable[[], datetime],
        allowed_drops: frozenset[int] = frozenset(),
    ) -> None:
        self.journal = journal
        self.client = client
        self.allowed_drops = allowed_drops  # empty: any (no drop chosen)
        self.deadline = time.monotonic() + time_limit_s
        self.now = now
        self.settled = self.queued = self.left = 0
        self.error = ""
        self.answered = False  # the error is the service's own answer (see ReconcileReport)
        self.drop_of: dict[int, int] = {}  # row id -> the drop its link's status named
        self.asked = False  # a row was settled or tried: the service was asked
        self.time_limit_reached = False

    def run(self, rows: list[JournalRow], settle: Callable[[JournalRow], None]) -> None:
        """Settle ``rows`` in order; a row sent within SETTLE_AFTER waits for a later round
        (the call may still be running at the gateway). At the time limit the rest waits for
        the next round too: the service was slow, not unreachable, so that is no error."""
        for index, row in enumerate(rows):
            # A sent_at later than now was written before the clock was set back: it tells
            # nothing of how long ago the call was, and waiting for the clock could take hours.
            since = None if row.sent_at is None else self.now() - row.sent_at
            if since is not None and timedelta(0) <= since < SETTLE_AFTER:
                self.left += 1
                continue
            if time.monotonic() >= self.deadline:
                self.time_limit_reached = True
                self.left += len(rows) - index
                log.info("Time limit reached: %d rows left for the next round", len(rows) - index)
                return
            self.asked = True
            try:
                settle(row)
            except _NotKnownHere as problem:
                if row.state is JournalState.ON_ITS_WAY:  # as it was last known, asked later
                    self.journal.note_checked(row.id)
                else:
                    self.journal.mark_unknown(row.id, str(problem))
                self.left += 1
            except _Unreachable as problem:
                self.error = str(problem)
                self.answered = isinstance(problem, _Answered)
                self.left += len(rows) - index
                return

    def report(self) -> ReconcileReport:
        return ReconcileReport(
            self.settled,
            self.queued,
            self.left,
            self.error,
            answered=self.answered,
            asked=self.asked,
            time_limit_reached=self.time_limit_reached,
        )

    def check_link(self, row: JournalRow) -> tuple[_Verdict | None, str]:
        """The verdict of the link's status; (None, the link's secret) while it is unclaimed."""
        try:
            status = self.client.get_mint_link(row.qr_hash)
        except (NotFound, InvalidInput) as error:  # no such link, or a stored text that is none
            if row.sent_at is not None or row.state is JournalState.ON_ITS_WAY:
                raise _NotKnownHere(f"{error.message}: a mint of it was sent") from error
            return _failed(Outcome.NOT_FOUND, error.message), ""
        except ServiceError as error:
            raise _stopped_by(error) from error
        if status.event_id:
            self.drop_of[row.id] = status.event_id
        if status.event_id and row.drop_id != status.event_id:  # queued before its check
            name = status.event.name if status.event is not None else ""
            self.journal.set_drop(row.id, status.event_id, name)
        named = self._named(row, status)
        verdict = _by_status(row, status, named)
        recipient = _recipient(row)
        if verdict is not None and verdict.reason is Outcome.ALREADY_CLAIMED:
            verdict = _not_yet_known(recipient, status) or verdict
        state = status.mint_state(named, by_email=recipient.kind is RecipientKind.EMAIL)
        judged, disagree = self.client.judge_with_job(state, row.job_id)
        if judged is not state:  # no transaction yet, and the job ended with an error
            verdict = _failed(Outcome.MINT_FAILED, "The service reports the mint's job failed")
        elif disagree:  # neither believed: the row stays open, asked again
            detail = f"The service's answers disagree ({disagree}): asked again later"
            verdict = _Verdict(JournalState.UNKNOWN, detail)
        if verdict is None and not self._allowed(status):  # never minted: and never will be
            verdict = _failed(Outcome.OTHER_DROP, "A link of another drop than the one chosen")
        return verdict, status.secret

    def _named(self, row: JournalRow, status: MintLinkStatus) -> str:
        """The row's recipient as the link's status names it: its own words, or, for an ENS
        name whose link was claimed for an address, that address when the name's collection
        lists the drop as owned by it (the same wallet: a phone's wallet app fills in its
        address). The kiosk cannot resolve a name; the service's collection does."""
        recipient = _recipient(row)
        ours = recipient.value
        if recipient.kind is not RecipientKind.ENS or not status.claimed or status.is_for(ours):
            return ours
        try:
            held = self.client.scan_event(ours, status.event_id or row.drop_id)
        except InvalidInput:  # the service refuses to look the name up
            return ours
        except ServiceError as error:
            raise _stopped_by(error) from error
        beneficiary = status.beneficiary.lower()
        if held is not None and beneficiary and held.owner.strip().lower() == beneficiary:
            return status.beneficiary
        return ours

    def claimed_before(self, row: JournalRow, refused: AlreadyHasDrop) -> _Verdict:
        """The service refused the mint: the recipient "already claimed a code for this event".
        That says a claim was made, not that it was minted (it may be pending, or have failed):
        a wallet holds the drop only when its collection lists it (as the attendee is told)."""
        recipient = _recipient(row)
        if recipient.kind is RecipientKind.EMAIL:
            return _failed(Outcome.ALREADY_HAS_DROP, refused.message)
        try:
            held = self.client.scan_event(recipient.value, self.drop_of.get(row.id, row.drop_id))
        except ServiceError as error:
            log.info("Collection of row %s not read: %s", row.id, error)
            held = None
        if held is not None:
            return _failed(Outcome.ALREADY_HAS_DROP, refused.message)
        return _failed(Outcome.CLAIMED_BEFORE, refused.message)

    def _allowed(self, status: MintLinkStatus) -> bool:
        return not self.allowed_drops or status.event_id in self.allowed_drops

    def settle(self, row: JournalRow, verdict: _Verdict) -> None:
        """Keep the verdict; one that is not final leaves the row open for the follower. A row
        that finds its link claimed for its recipient while another row already holds that mint
        (the attendee saved the same link twice while offline) is not a second mint."""
        if verdict.state in _MINT_STATES and row.qr_hash:
            minted = self.journal.minted_rows_of(row.qr_hash)
            others = [other for other in minted if other.id != row.id]
            if others:
                detail = f"Minted once, for this recipient, on row {others[0].id}"
                verdict = _failed(Outcome.ALREADY_CLAIMED, detail)
        if verdict.state is row.state is JournalState.ON_ITS_WAY:
            self.journal.note_checked(row.id)
            self.left += 1
            return
        if verdict.state is JournalState.UNKNOWN:  # not settled: asked again, as it was saved
            self.journal.mark_unknown(row.id, verdict.detail)
            self.left += 1
            return
        journal = self.journal
        journal.set_state(
            row.id,
            verdict.state,
            verdict.detail,
            verdict.tx_hash,
            verdict.reason,
            minted_to=verdict.minted_to,
        )
        self.settled += 1


def reconcile_journal(
    journal: MintJournal,
    client: ServiceClient,
    *,
    queue_unminted: bool,
    include_pending: bool = True,
    time_limit_s: float = TIME_LIMIT_S,
    now: Callable[[], datetime] | None = None,  # the service's (the client's) when None
    allowed_drops: frozenset[int] = frozenset(),
) -> ReconcileReport:
    """Settle rows whose outcome is not known: ``pending`` (only at start, when no call can be
    running on them; ``include_pending=False`` while the kiosk runs) and ``unknown``. At start,
    pending rows left open (service unreachable, time limit) become ``unknown``, so the mint
    queue's rounds settle them without waiting for the next start.

    A mint link found unclaimed was never minted: with ``queue_unminted`` (the operator's queue
    switch), or when the attendee was told it was saved for later (the queue sent it and lost the
    answer), it is queued so the attendee still gets it, otherwise it is failed as not minted; one
    of a drop not in ``allowed_drops`` (when given) is failed as another drop's. A secret-word
    claim is settled by its own link once known, else by the recipient's collection: minted once
    it lists the drop, unknown until then, asked less often as it ages (``follow_wait``).
    """
    settler = _Settler(journal, client, time_limit_s, now or client.now, allowed_drops)

    def settle_link(row: JournalRow) -> None:
        verdict, _ = settler.check_link(row)
        if verdict is not None:
            settler.settle(row, verdict)
        elif row.input_kind is InputKind.SECRET_WORD:  # a claim's own link: never sent again
            settler.left += 1
        elif queue_unminted or row.reason == Outcome.QUEUED:  # saved for later: still sent
            journal.set_state(
                row.id, JournalState.QUEUED, "Not minted: queued", reason=Outcome.QUEUED
            )
            settler.queued += 1
        else:  # no reason: the service made no error, it never got (or took) the mint
            settler.settle(row, _Verdict(JournalState.FAILED, "Not minted: the link is unclaimed"))

    def settle_claim(row: JournalRow) -> None:
        try:
            held = client.scan_event(_recipient(row).value, row.drop_id)
        except InvalidInput as error:  # the service refuses to look the recipient up
            settler.settle(row, _failed(Outcome.FAILED, error.message))
            return
        except ServiceError as error:
            raise _stopped_by(error) from error
        if held is not None:
            settler.settle(row, _held(journal, row))
            return
        # The collection lists a collectible only once it is on chain, and a claim the service
        # took can stay pending for long, or fail: its absence never says "not minted".
        journal.mark_unknown(row.id, "Not in the recipient's collection yet: asked again later")
        settler.left += 1

    def settle_row(row: JournalRow) -> None:
        """A link by its status; a secret-word claim by its hidden link's status once the claim
        named it, else by the recipient's collection."""
        if row.input_kind is InputKind.SECRET_WORD and not row.qr_hash:
            settle_claim(row)
        else:
            settle_link(row)

    moment = settler.now()
    if include_pending:
        rows = journal.pending_rows()
    else:  # a claim not in the collection yet is asked less often as it ages, as a follow is
        rows = [row for row in journal.unknown_rows() if row.qr_hash or _follow_due(row, moment)]
    due = [row for row in journal.following_rows() if _follow_due(row, moment)]
    settler.run([*rows, *due], settle_row)
    report = settler.report()
    if include_pending:  # what start could not settle, the queue's rounds settle while it runs
        looked_at = {row.id for row in rows}  # rows written since may have a call running
        for row in journal.pending_rows():
            if row.id in looked_at and row.state is JournalState.PENDING:
                journal.mark_unknown(row.id, report.error or "Not settled yet: asked again soon")
    if rows:
        log.info("Journal reconciled: %s", report)
    return report


def _follow_due(row: JournalRow, now: datetime) -> bool:
    """Due once a tenth of its age has passed since it was last asked; at once when its times
    are later than now (the clock was set back since: they tell nothing of its age)."""
    if row.updated_at > now:
        return True
    return now - row.updated_at >= follow_wait(max(now - row.created_at, timedelta(0)))


def drain_queue(
    journal: MintJournal,
    client: ServiceClient,
    *,
    time_limit_s: float = TIME_LIMIT_S,
    now: Callable[[], datetime] | None = None,  # the service's (the client's) when None
    allowed_drops: frozenset[int] = frozenset(),
) -> ReconcileReport:
    """Mint queued rows, oldest first, each only after its link's status says it is unclaimed.

    A link claimed meanwhile (by this recipient: minted; by someone else, or invalid: marked so,
    recipient kept for staff) is settled without a mint. The first failure to reach the service
    stops the round and is kept as the row's last error: the row stays queued when nothing was
    sent, and is unknown (reconciled by its status) when the mint was sent. A link of a drop
    not in ``allowed_drops`` (when given) is never minted. A mint sent whose end the journal
    refuses to write stops the round too: the journal owes the row as unknown
    (``SentUnsettled``), so a later round asks its status once the file can be written.
    """
    settler = _Settler(journal, client, time_limit_s, now or client.now, allowed_drops)

    def send(row: JournalRow) -> None:
        try:
            verdict, secret = settler.check_link(row)
        except _Unreachable as problem:  # nothing sent: queued again, with the error staff see
            journal.requeue(row.id, str(problem))
            raise
        if verdict is None:
            journal.start_retry(row.id)  # pending: a crash during the call is reconciled at start
            try:
                settler.settle(row, sent(row, secret))
            except JournalUnwritable as error:  # how it ended not written: asked again later
                journal.owe([SentUnsettled(row.id, str(error))])
                raise
        else:
            settler.settle(row, verdict)

    def sent(row: JournalRow, secret: str) -> _Verdict:
        """The verdict on the row's mint, sent now; the round stops when the service is not
        reached (the row queued again, or unknown when the service may have it)."""
        try:
            return mint(row, secret)
        except _Answered as problem:  # refused before the service took it: still queued
            journal.requeue(row.id, str(problem))
            raise
        except _Unreachable as problem:  # sent, its answer lost: the service may have it
            journal.mark_unknown(row.id, str(problem))
            raise

    def mint(row: JournalRow, secret: str) -> _Verdict:
        try:
            receipt = client.mint(row.qr_hash, secret, _recipient(row).value)
        except AlreadyClaimed as error:  # claimed since the status, maybe by our own lost call
            verdict, _ = settler.check_link(row)
            if verdict is None:  # the service contradicts itself: ask again next round
                raise _stopped_by(error) from error
            return verdict
        except AlreadyHasDrop as error:  # a claim of the drop for it, maybe not held
            return settler.claimed_before(row, error)
        except (InvalidInput, MintRefused, MintFailed) as error:  # for good: the address, expiry…
            return _failed(outcome_of(error), error.message)
        except ServiceError as error:  # unknown outcome: the next round asks the status first
            raise _stopped_by(error) from error
        accepted = _Verdict(JournalState.ON_ITS_WAY, "Sent from the queue: accepted, not final")
        if receipt.job_id:  # the follower asks the job too: only it says it failed before a tx
            journal.set_job(row.id, receipt.job_id)
            row = replace(row, job_id=receipt.job_id)
        try:  # an e-mail is reserved at once; a wallet's mint is followed from here
            verdict, _ = settler.check_link(row)
        except _Unreachable:
            return accepted
        return verdict or accepted

    settler.run(journal.queued_rows(), send)
    return settler.report()


def ask_health(client: ServiceClient) -> ReconcileReport:
    """Whether the service answers, for a retry round that had nothing else to ask it while the
    service was last found unreachable: one cheap call (its health check), so the kiosk learns
    that it is back without waiting for an attendee."""
    try:
        healthy = client.health()
    except ServiceError as error:
        return ReconcileReport(error=error.message, answered=_answered(error), asked=True)
    if not healthy:
        return ReconcileReport(error="The service's health check does not say healthy", asked=True)
    return ReconcileReport(asked=True)
