"""The service calls the attendee flow asks for, each turned into the flow event that answers it.

Runs in the service worker thread (never the UI thread). Every failure becomes a
``ServiceFailed`` with the ``Outcome`` the attendee sees, so nothing escapes as an exception.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_flow import (
    UNKNOWN_DROP,
    DropInfo,
    LinkChecked,
    MintAccepted,
    MintAttempt,
    MintOnItsWay,
    MintSucceeded,
    SecretChecked,
    ServiceFailed,
)
from kiosk.core.parsing import BURN_ADDRESSES, Recipient, RecipientKind
from kiosk.core.reasons import Outcome
from kiosk.service import (
    AlreadyClaimed,
    AlreadyHasDrop,
    AppOnlyWord,
    AuthError,
    BadResponse,
    Expired,
    InvalidRecipient,
    MintFailed,
    MintLinkStatus,
    MintOutcomeUnknown,
    MintState,
    NotFound,
    NotSent,
    RateLimited,
    SecretWord,
    ServiceError,
    ServiceUnavailable,
    SoldOut,
)

if TYPE_CHECKING:
    from kiosk.service import ServiceClient

log = logging.getLogger(__name__)

# Most specific first: AlreadyHasDrop and InvalidRecipient are kinds of InvalidInput, a mint
# whose outcome is unknown a kind of ServiceUnavailable.
_OUTCOMES: tuple[tuple[type[ServiceError], Outcome], ...] = (
    (MintOutcomeUnknown, Outcome.UNCONFIRMED),
    (MintFailed, Outcome.MINT_FAILED),
    (AlreadyClaimed, Outcome.ALREADY_CLAIMED),
    (AppOnlyWord, Outcome.APP_ONLY_WORD),
    (AlreadyHasDrop, Outcome.ALREADY_HAS_DROP),
    (Expired, Outcome.EXPIRED),
    (InvalidRecipient, Outcome.INVALID_RECIPIENT),
    (NotFound, Outcome.NOT_FOUND),
    (RateLimited, Outcome.SERVICE_BUSY),
    (ServiceUnavailable, Outcome.NO_NETWORK),
    (SoldOut, Outcome.SOLD_OUT),
    (AuthError, Outcome.KIOSK_REFUSED),
)

Progress = Callable[[MintAccepted], None]


def outcome_of(error: ServiceError) -> Outcome:
    for error_type, outcome in _OUTCOMES:
        if isinstance(error, error_type):
            return outcome
    return Outcome.FAILED


def _failed(request_id: int, error: ServiceError) -> ServiceFailed:
    log.warning("Service refused request %s: %s", request_id, error)
    return ServiceFailed(
        request_id, outcome_of(error), str(error), not_sent=isinstance(error, NotSent)
    )


MintAnswer = MintSucceeded | MintOnItsWay | ServiceFailed


def _by_email(attempt: MintAttempt) -> bool:
    return attempt.recipient.kind is RecipientKind.EMAIL


# Claimed for the recipient and not failed: minted, or being minted
MINTING = frozenset({MintState.SENT, MintState.ON_CHAIN, MintState.PASSED})


def minted_to_nobody(recipient: Recipient, status: MintLinkStatus) -> bool:
    """An ENS name's mint that the service made (or is making) to a burn address: the name's
    record points there (given up, or set so by mistake). A typed burn address is refused
    before any mint; a name is resolved by the service, whose status names the address."""
    return (
        recipient.kind is RecipientKind.ENS
        and status.beneficiary.strip().lower() in BURN_ADDRESSES
    )


def settled_answer(attempt: MintAttempt, status: MintLinkStatus) -> MintAnswer:
    """The flow event for what the link's status says of this accepted mint: minted only when
    the service says passed (or reserved, for an e-mail), failed when it says failed."""
    request_id = attempt.request_id
    state = status.mint_state(attempt.recipient.value, by_email=_by_email(attempt))
    if state in MINTING and minted_to_nobody(attempt.recipient, status):
        detail = "The name's record points at an address nobody owns: minted there"
        return ServiceFailed(
            request_id,
            Outcome.NOBODYS_ADDRESS,
            detail,
            tx_hash=status.tx_hash,
            minted_to=status.beneficiary,
        )
    match state:
        case MintState.PASSED | MintState.RESERVED:
            named = _named(attempt.drop, status)
            return MintSucceeded(request_id, status.tx_hash, named, status.beneficiary)
        case MintState.FAILED:
            detail = "The mint's transaction failed"
            return ServiceFailed(request_id, Outcome.MINT_FAILED, detail, tx_hash=status.tx_hash)
        case MintState.OTHER_RECIPIENT:
            detail = "The link was claimed for another recipient"
            return ServiceFailed(request_id, Outcome.ALREADY_CLAIMED, detail)
        case MintState.SENT | MintState.ON_CHAIN | MintState.UNCLAIMED:
            return MintOnItsWay(request_id, "" if attempt.qr_hash else status.qr_hash)


def _named(drop: DropInfo, status: MintLinkStatus) -> DropInfo | None:
    """``drop`` as the status of its mint names it now (the organiser may have renamed it since
    the check); None when the status names no drop, or another one."""
    event = status.event
    if event is None or not drop.drop_id or event.id != drop.drop_id:
        return None
    return DropInfo(drop.drop_id, event.name, event.artwork_url or drop.artwork_url)


def _drop_of(answer: MintLinkStatus | SecretWord) -> DropInfo:
    """The drop the service named; an answer that names none is a bad answer: neither "for
    another drop" nor today's drop can be told from it."""
    if not answer.event_id:
        raise BadResponse("The answer does not say which drop it is for")
    event = answer.event
    if event is None:  # named by its id alone: no name or artwork to show
        return DropInfo(drop_id=answer.event_id, name="", artwork_url="")
    return DropInfo(drop_id=event.id, name=event.name, artwork_url=event.artwork_url)


class AttendeeCalls:
    def __init__(self, client: ServiceClient, artwork_cache: ArtworkCache) -> None:
        self.client = client
        self.artwork_cache = artwork_cache

    def check_link(self, request_id: int, qr_hash: str) -> LinkChecked | ServiceFailed:
        try:
            status = self.client.get_mint_link(qr_hash)
            drop = _drop_of(status)
        except ServiceError as error:
            return _failed(request_id, error)
        return LinkChecked(
            request_id,
            drop=drop,
            claimed=status.claimed,
            active=status.is_active,
            secret=status.secret,
        )

    def check_secret(self, request_id: int, word: str) -> SecretChecked | ServiceFailed:
        try:
            secret = self.client.get_secret(word)
            drop = _drop_of(secret)
        except ServiceError as error:
            return _failed(request_id, error)
        now = self._service_now()  # its window is judged by the service's time, as it judges it
        return SecretChecked(
            request_id,
            drop=drop,
            active=secret.active,
            used_up=secret.used_up,
            app_only=secret.app_only,
            opens_later=now is not None and secret.opens_after(now),
            closed=now is not None and secret.closed_at(now),
        )

    def _service_now(self) -> datetime | None:
        """The service's time; None while no answer was dated (this computer's clock may be
        hours off it): a word's window is then left to the service to judge, at the claim."""
        return self.client.now() if self.client.clock.known else None

    def mint(self, attempt: MintAttempt, secret: str, progress: Progress) -> MintAnswer:
        request_id = attempt.request_id
        try:
            receipt = self.client.mint(attempt.qr_hash, secret, attempt.recipient.value)
            progress(MintAccepted(request_id, receipt.job_id))
            reserved = _by_email(attempt) and receipt.names(attempt.recipient.value)
            return self._follow(attempt, attempt.qr_hash, receipt.job_id, reserved=reserved)
        except AlreadyHasDrop as refused:
            return self._refused_as_held(attempt, str(refused))
        except AlreadyClaimed as refused:
            return self._refused_as_used(attempt, refused)
        except ServiceError as error:
            return _failed(request_id, error)

    def _refused_as_used(self, attempt: MintAttempt, refused: AlreadyClaimed) -> ServiceFailed:
        """The service's "QR is already Claimed": someone else's claim, unless the link's status
        names this very recipient (the same wallet at another kiosk, or on a phone, a moment
        before): then this mint made none, and the recipient's claim of the drop is told as a
        claim of another link is (held, or claimed before), never "someone used your code"."""
        try:
            status = self.client.get_mint_link(attempt.qr_hash)
        except ServiceError as error:
            log.info("Status of request %s not read: %s", attempt.request_id, error)
            return _failed(attempt.request_id, refused)
        if not status.is_for(attempt.recipient.value):
            return _failed(attempt.request_id, refused)
        return self._refused_as_held(attempt, f"{refused}, for this recipient")

    def _refused_as_held(self, attempt: MintAttempt, detail: str) -> ServiceFailed:
        """A refusal that says the recipient claimed the drop already (the service's "already
        claimed a code for this event", of a link's mint or a website claim): held only when
        the wallet's collection lists the drop; else it was claimed before (its mint may be
        pending, or failed)."""
        held = _by_email(attempt) or self._holds(attempt)
        outcome = Outcome.ALREADY_HAS_DROP if held else Outcome.CLAIMED_BEFORE
        log.info("Mint %s refused: %s (%s)", attempt.request_id, detail, outcome)
        return ServiceFailed(attempt.request_id, outcome, detail)

    def _holds(self, attempt: MintAttempt) -> bool:
        """Whether the wallet's collection lists the drop: the service's "already claimed a
        code" says a claim was made, not that it was minted (it may be pending, or failed)."""
        try:
            held = self.client.scan_event(attempt.recipient.value, attempt.drop.drop_id)
        except ServiceError as error:
            log.info("Collection of request %s not read: %s", attempt.request_id, error)
            return False
        return held is not None

    def claim_with_secret(self, attempt: MintAttempt, progress: Progress) -> MintAnswer:
        request_id = attempt.request_id
        try:
            claim = self.client.website_claim(
                attempt.secret_word, attempt.recipient.value, attempt.drop.drop_id
            )
            progress(MintAccepted(request_id))
            if claim.qr_hash:
                reserved = _by_email(attempt) and claim.is_for(attempt.recipient.value)
                return self._follow(attempt, claim.qr_hash, reserved=reserved)
            return settled_answer(attempt, claim)  # a lost answer settled by the collection
        except AlreadyHasDrop as refused:
            return self._refused_as_held(attempt, str(refused))
        except Expired as refused:
            log.warning("Service refused request %s: %s", request_id, refused)
            return ServiceFailed(request_id, self._why_not_active(attempt), str(refused))
        except ServiceError as error:
            return _failed(request_id, error)

    def _why_not_active(self, attempt: MintAttempt) -> Outcome:
        """The service refuses a claim of a word switched off, not open yet or over alike ("not
        active right now"), and the word was checked open before the recipient was asked: the
        word as the service reads it now tells which. Only that refusal, when the word cannot
        be read again or reads as none of the three (the kiosk does not know why)."""
        try:
            secret = self.client.get_secret(attempt.secret_word)
        except ServiceError as error:
            log.info("Word of request %s not read again: %s", attempt.request_id, error)
            return Outcome.WORD_NOT_ACTIVE
        now = self._service_now()
        if not secret.active:
            return Outcome.WORD_SWITCHED_OFF
        if now is not None and secret.opens_after(now):
            return Outcome.NOT_OPEN_YET
        if now is not None and secret.closed_at(now):
            return Outcome.EXPIRED
        return Outcome.WORD_NOT_ACTIVE

    def _follow(
        self, attempt: MintAttempt, qr_hash: str, job_id: str = "", *, reserved: bool = False
    ) -> MintAnswer:
        """Follow the accepted mint (bounded) until the service settles it; what is not settled
        by then is on its way, and the follower in the background takes it over. ``reserved``:
        the answer named the e-mail address as the link's recipient, which for an e-mail is the
        whole reservation, so a follow-up that fails does not make it "not confirmed"."""
        try:
            state, status = self.client.follow_mint(
                qr_hash, attempt.recipient.value, by_email=_by_email(attempt), job_id=job_id
            )
        except MintOutcomeUnknown as error:  # its answers contradict each other
            log.warning("Mint %s accepted, not confirmed: %s", qr_hash, error)
            return _failed(attempt.request_id, error)
        except ServiceError as error:
            log.info("Mint %s accepted, following it failed: %s", qr_hash, error)
            if reserved:
                return MintSucceeded(attempt.request_id)
            return MintOnItsWay(attempt.request_id)
        if state is MintState.FAILED:  # the transaction failed, or the job before any
            return ServiceFailed(
                attempt.request_id, Outcome.MINT_FAILED, "The mint failed", tx_hash=status.tx_hash
            )
        if status.event_id and status.event_id != attempt.drop.drop_id:
            # The check named the drop staff chose, the minted link's status another: which
            # drop was minted is not known here (the follower journals it by the status).
            contradiction = MintOutcomeUnknown(
                f"Mint of {qr_hash} checked as drop {attempt.drop.drop_id}, its status names "
                f"drop {status.event_id}"
            )
            log.warning("Mint %s accepted, not confirmed: %s", qr_hash, contradiction)
            return replace(_failed(attempt.request_id, contradiction), drop=UNKNOWN_DROP)
        return settled_answer(attempt, status)

    def load_artwork(self, url: str) -> bytes:
        """The small artwork, from the disk cache or downloaded once."""
        if (cached := self.artwork_cache.get(url)) is not None:
            return cached
        data = self.client.download_artwork(url)
        self.artwork_cache.put(url, data)
        return data
