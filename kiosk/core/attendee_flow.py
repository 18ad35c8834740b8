"""The attendee's way through the kiosk as a plain state machine: events in, effects out.

No Qt, no I/O, no clock: the app feeds events with the current time and carries out the effects
(show a screen, call the service, play a sound, write the journal). So every transition is tested
in plain Python, and a slow service, a double scan or a walk-away are just more events.

Link:        Idle -> CheckingLink -> AskRecipient -> Minting -> Result -> Idle
Secret word: Idle -> CheckingSecret -> AskRecipient -> Minting -> Result -> Idle

Screens the attendee types on count down their last seconds ("Still there?", ``ShowCountdown``)
before they time out; any touch or key keeps them.

Only what the service checked goes on: a link or word it could not check is refused ("no
connection"), one of another drop than staff chose is refused before any recipient is asked. When
a checked link's mint cannot reach the service and queueing is on, the mint goes to the journal as
queued (Result "Queued"), for the retry to mint once the service answers; the retry asks the
link's status before minting, so it is never sent twice. Secret-word claims are never queued (see
docs/journal-and-outages.md).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import count

from kiosk.core.parsing import (
    Expect,
    Invalid,
    MintLink,
    Recipient,
    RecipientKind,
    SecretWord,
    SourceKind,
    clean_input,
    mask_recipient,
    parse_input,
)
from kiosk.core.reasons import InputProblem, Outcome


class Screen(StrEnum):
    IDLE = "idle"  # welcome: camera preview, "type a code", "secret word"
    CODE_ENTRY = "code_entry"
    SECRET_ENTRY = "secret_entry"
    CHECKING_LINK = "checking_link"
    CHECKING_SECRET = "checking_secret"
    ASK_RECIPIENT = "ask_recipient"
    MINTING = "minting"
    RESULT = "result"


BUSY_SCREENS = frozenset({Screen.CHECKING_LINK, Screen.CHECKING_SECRET, Screen.MINTING})
# Screens where the attendee may be typing: before their timeout returns to Idle (and loses what
# was typed) they count down, so someone reading an address off a phone can stay.
COUNTDOWN_SCREENS = frozenset({Screen.CODE_ENTRY, Screen.SECRET_ENTRY, Screen.ASK_RECIPIENT})
_EXPECT = {
    Screen.IDLE: Expect.MINT,
    Screen.CODE_ENTRY: Expect.CODE,
    Screen.SECRET_ENTRY: Expect.SECRET_WORD,
    Screen.ASK_RECIPIENT: Expect.RECIPIENT,
}
# The result's sound: success only for what is done (green), the neutral one for what is not final
# (amber: on its way, saved for later, not confirmed), failure for the rest (red).
_DONE = frozenset({Outcome.MINTED, Outcome.RESERVED_BY_EMAIL})
_NOT_FINAL = frozenset({Outcome.ON_ITS_WAY, Outcome.QUEUED, Outcome.UNCONFIRMED})
# The screens whose page shows what the camera sees: a code the camera reads on another (the
# code or secret-word keypad) was not held up to it by the attendee typing there.
CAMERA_SCREENS = frozenset({Screen.IDLE, Screen.ASK_RECIPIENT})
# The pages between a code and the question for a wallet: an eager attendee may already hold
# the wallet's QR up there, and the camera reads it once (then stays quiet while it is held).
_BEFORE_RECIPIENT = frozenset({Screen.CHECKING_LINK, Screen.CHECKING_SECRET})
# The pages where the next attendee may already hold their link up while the last one's mint
# ends: a camera read of another link there starts their turn once the result has been shown.
_BEFORE_NEXT_TURN = frozenset({Screen.MINTING, Screen.RESULT})
# A result the attendee's own link, read by the camera again, tries again: the service gave no
# answer to it (the camera reads a code again only once it has left the view and come back).
_TRY_AGAIN = frozenset({Outcome.NO_NETWORK, Outcome.SERVICE_BUSY})
# A mint that failed for these may still be sent later (the retry asks the link's status first).
_OFFLINE = frozenset({Outcome.NO_NETWORK, Outcome.SERVICE_BUSY, Outcome.UNCONFIRMED})


class InputSource(StrEnum):
    """Where a text came from: only camera and scanner reads are checked for repeats."""

    CAMERA = "camera"
    SCANNER = "scanner"  # a USB barcode scanner typing into the kiosk
    KEYBOARD = "keyboard"  # the touch keyboard, or a real one


class Sound(StrEnum):
    ACCEPTED = "accepted"  # input taken, work starts; or an amber result: nothing final yet
    REFUSED = "refused"  # input refused; the screen says why
    SUCCESS = "success"  # a green result: minted, or reserved for an e-mail
    FAILURE = "failure"  # a red result


@dataclass(frozen=True)
class FlowTimeouts:
    idle_s: float = 30.0  # code, secret-word and recipient screens; welcome after a language tap
    warning_s: float = 10.0  # their last seconds count down (at most half of idle_s)
    result_s: float = 10.0  # the result screen; a refused input's words on the welcome screen
    no_answer_s: float = 5.0  # a check without answer: the service counts as unreachable
    mint_no_answer_s: float = 10.0  # a mint not even accepted: queued, or "no connection"
    busy_s: float = 60.0  # safety net once a mint is accepted and followed to the chain
    duplicate_s: float = 5.0  # the same payload again within this counts once
    settle_s: float = 2.0  # a result shown this long before the camera may start the next turn


@dataclass(frozen=True)
class DropInfo:
    """What the recipient and result screens show about the collectible."""

    drop_id: int
    name: str
    artwork_url: str


UNKNOWN_DROP = DropInfo(drop_id=0, name="", artwork_url="")  # a link not checked (no answer)


@dataclass(frozen=True)
class FlowState:
    """Everything the attendee screens need; a new value after each change."""

    screen: Screen = Screen.IDLE
    deadline: float | None = None  # when this screen gives up and returns to Idle
    drop: DropInfo | None = None
    qr_hash: str = ""  # mint-link flow
    source_kind: SourceKind | None = None
    link_secret: str = field(default="", repr=False)  # per-link secret the mint call needs
    secret_word: str = ""  # secret-word flow
    recipient: Recipient | None = None
    outcome: Outcome | None = None
    waiting_for_transaction: bool = False  # minting: accepted, the chain has not confirmed yet
    # minting or a result: the camera read the next attendee's link, their turn starts after it
    next_in_line: bool = False

    @property
    def masked_recipient(self) -> str:
        return mask_recipient(self.recipient.value) if self.recipient else ""


# --- events: what happened -----------------------------------------------------------------


@dataclass(frozen=True)
class InputReceived:
    """Text from the camera, a USB scanner or the keyboard, parsed for the current screen."""

    text: str
    source: InputSource = InputSource.KEYBOARD


@dataclass(frozen=True)
class AskCode:
    """The attendee pressed "Type a code"."""


@dataclass(frozen=True)
class AskSecretWord:
    """The attendee pressed "Secret word"."""


@dataclass(frozen=True)
class LanguageChosen:
    """The attendee tapped a language on the welcome page: a visit began there, so the page
    starts over after the idle time, like an entry page (the next attendee finds the venue's
    language, not the language of someone who walked away)."""


@dataclass(frozen=True)
class UserActivity:
    """A touch or key on an attendee screen: the attendee is still there."""


@dataclass(frozen=True)
class StartOver:
    """The attendee pressed "Start over"."""


@dataclass(frozen=True)
class Tick:
    """Time passed (the app sends one every second or so); timeouts fire on it."""


@dataclass(frozen=True)
class LinkChecked:
    """The service's status of a mint link (answer to ``CheckLink``); ``waiting_here``: this
    kiosk holds a mint of the link for an earlier attendee, queued or sent, that the service
    does not know of yet."""

    request_id: int
    drop: DropInfo
    claimed: bool
    active: bool
    secret: str = field(repr=False)
    waiting_here: bool = False


@dataclass(frozen=True)
class SecretChecked:
    """The service's status of a secret word (answer to ``CheckSecret``)."""

    request_id: int
    drop: DropInfo
    active: bool
    used_up: bool  # every claim of the word is taken
    app_only: bool = False  # a ``word`` secret: typed in the POAP app, not claimable here
    opens_later: bool = False  # switched on, its window not begun (by the service's time)
    closed: bool = False  # its window is over (by the service's time)


@dataclass(frozen=True)
class CallSent:
    """A worker thread took the call up and sends it now (progress only): the wait for its
    answer starts here, not when the flow handed it out (the threads may all have been in
    earlier calls)."""

    request_id: int


@dataclass(frozen=True)
class MintAccepted:
    """The service took the mint; the transaction is on its way (progress only)."""

    request_id: int
    job_id: str = ""  # the service's mint job (empty: not named), journaled before the follow


@dataclass(frozen=True)
class MintSucceeded:
    """Minted (or, for an e-mail recipient, reserved); ``drop``: the attempt's drop as the
    status that settled it names it (renamed since the check, say), None when it names none."""

    request_id: int
    tx_hash: str = ""
    drop: DropInfo | None = None
    minted_to: str = ""  # the address the status names (an ENS name's, as the service read it)


@dataclass(frozen=True)
class MintOnItsWay:
    """Accepted, but the transaction was not seen yet; it can take a minute."""

    request_id: int
    link: str = ""  # a website claim's hidden mint link: the follower asks its status


@dataclass(frozen=True)
class ServiceFailed:
    """A check or a mint ended without success; ``outcome`` says how."""

    request_id: int
    outcome: Outcome
    detail: str = ""  # the service's message, for the journal and logs
    # The call broke without telling whether the service acted (an error the kiosk did not
    # foresee): a mint's row is then left for reconciliation, whatever the attendee is told.
    outcome_unknown: bool = False
    # The call never reached the service (NotSent: no connection made, a portal answered): a
    # mint's row is then failed at once, never left "being checked" (nothing can settle a word's
    # claim that was never made).
    not_sent: bool = False
    # A mint failed on chain: its transaction, as the status named it (staff look it up).
    tx_hash: str = ""
    minted_to: str = ""  # a mint made to an address nobody owns: that address
    # A mint's drop as the service's answers leave it, when not the checked one (see
    # ``MintSucceeded``): UNKNOWN_DROP when they name two drops (nothing named on the result).
    drop: DropInfo | None = None


Event = (
    InputReceived
    | AskCode
    | AskSecretWord
    | LanguageChosen
    | UserActivity
    | StartOver
    | Tick
    | LinkChecked
    | SecretChecked
    | CallSent
    | MintAccepted
    | MintSucceeded
    | MintOnItsWay
    | ServiceFailed
)


# --- effects: what the app does ------------------------------------------------------------


@dataclass(frozen=True)
class ShowScreen:
    """Show ``state.screen`` filled from ``state``."""

    state: FlowState


@dataclass(frozen=True)
class ShowInputProblem:
    """Explain on the current screen why the input was refused; the attendee stays there.

    ``shown`` is what the reason shows with it (``Invalid.shown``: the name as ENS writes it).
    """

    problem: InputProblem
    shown: str = field(default="", repr=False)


@dataclass(frozen=True)
class PlaySound:
    sound: Sound


@dataclass(frozen=True)
class CheckLink:
    """Ask the service about a mint link; answer with ``LinkChecked`` or ``ServiceFailed``."""

    request_id: int
    qr_hash: str


@dataclass(frozen=True)
class CheckSecret:
    """Ask the service about a secret word; answer with ``SecretChecked`` or ``ServiceFailed``."""

    request_id: int
    word: str


@dataclass(frozen=True)
class MintAttempt:
    """One mint as the journal records it, known before the call is made.

    Exactly one of ``qr_hash`` (mint-link flow) and ``secret_word`` (secret-word flow) is set.
    """

    request_id: int
    drop: DropInfo
    recipient: Recipient
    started_at: float
    qr_hash: str = ""
    source_kind: SourceKind | None = None
    secret_word: str = ""


@dataclass(frozen=True)
class Mint:
    """Mint ``attempt.qr_hash`` to ``attempt.recipient``; journal the attempt before calling."""

    attempt: MintAttempt
    secret: str = field(repr=False)


@dataclass(frozen=True)
class ClaimWithSecret:
    """Claim with ``attempt.secret_word`` for ``attempt.recipient``; journal it before calling."""

    attempt: MintAttempt


@dataclass(frozen=True)
class RecordMintResult:
    """How a mint ended, for the journal; also sent for answers that arrive after Start over."""

    attempt: MintAttempt
    outcome: Outcome
    finished_at: float
    tx_hash: str = ""
    detail: str = ""
    outcome_unknown: bool = False  # see ``ServiceFailed``: journaled as unknown
    not_sent: bool = False  # see ``ServiceFailed``: journaled as failed, not unknown
    link: str = ""  # the mint link a website claim used, when the follower needs it
    minted_to: str = ""  # the address the service minted to, as its status named it


@dataclass(frozen=True)
class RecordRefusal:
    """A link or secret word that ended at its check, before any recipient was asked: journaled
    so staff see every attempt, also those no mint was sent for."""

    drop: DropInfo
    outcome: Outcome
    qr_hash: str = ""
    source_kind: SourceKind | None = None
    secret_word: str = ""
    detail: str = ""


@dataclass(frozen=True)
class ShowCountdown:
    """"Still there?": the entry screen returns to Idle in ``seconds_left`` unless the attendee
    touches it; None takes the countdown away (the attendee is back, or the screen changed)."""

    seconds_left: int | None


Effect = (
    ShowScreen
    | ShowCountdown
    | ShowInputProblem
    | PlaySound
    | CheckLink
    | CheckSecret
    | Mint
    | ClaimWithSecret
    | RecordMintResult
    | RecordRefusal
)


class AttendeeFlow:
    """The attendee state machine: ``handle(event, now)`` updates ``state`` and returns effects.

    Each service request gets an id that its answer carries; only the answer to the request the
    flow is waiting for moves it on, so an answer that arrives after Start over or a timeout is
    dropped (a late mint answer is still passed on to the journal). ``queue_offline`` is the
    operator's switch for queued mints; ``allowed_drops`` the drops staff chose (empty: any, for
    a kiosk with no drop chosen, which the app never opens to attendees); ``secret_word`` the
    one word staff chose on the Secret word page ("": none), or None to take any word the
    service knows (the state machine's own tests).
    """

    def __init__(
        self,
        mint_site: str,
        timeouts: FlowTimeouts | None = None,
        *,
        queue_offline: bool = False,
        allowed_drops: frozenset[int] = frozenset(),
        secret_word: str | None = None,
        refused_used: frozenset[str] = frozenset(),
    ) -> None:
        self.mint_site = mint_site
        self.timeouts = timeouts or FlowTimeouts()
        self.queue_offline = queue_offline
        self.allowed_drops = allowed_drops
        self.secret_word = secret_word
        self._state = FlowState()
        self._request_ids = count(1)
        self._waiting_for = 0  # the request id whose answer moves the flow on; 0: none
        # The request whose wait ran out into the result on the screen ("no connection", "saved
        # for later", "not confirmed yet"): its answer, if it comes while that result is read,
        # replaces what the result could only guess. 0: none.
        self._timed_out = 0
        self._mints: dict[int, MintAttempt] = {}  # mints without an answer yet
        # Mints the service took (``MintAccepted``), on the screen or not: never "saved for later"
        self._taken: set[int] = set()
        self._last_seen: dict[str, float] = {}  # cleaned payload -> when it was last seen
        # A camera read on a page before the recipient's, and when: the recipient page takes it
        # if it comes within ``duplicate_s`` and the read is a recipient
        self._early_read: tuple[str, float] | None = None
        # A camera read of another mint link than the one minting or shown (the next attendee's):
        # the result takes it once it has been shown ``settle_s`` (the attendee is told they are
        # next; the camera stays quiet about the link while it is held)
        self._next_read: str | None = None
        # Links the service called used (final): a refusal of one again is not journaled again
        # (a used link on a poster read each time it comes back into view is one refusal);
        # ``refused_used``: those the journal holds such a refusal of, from an earlier run.
        self._refused_used: set[str] = set(refused_used)
        self._result_at = 0.0  # when the result shown was shown
        self._countdown: int | None = None  # the seconds the screen shows, None: not counting

    @property
    def state(self) -> FlowState:
        return self._state

    @property
    def waiting_for(self) -> int:
        """The request id whose answer moves the flow on; 0: none."""
        return self._waiting_for

    def handle(self, event: Event, now: float) -> list[Effect]:
        match event:
            case InputReceived(text=text, source=source):
                return self._input(text, source, now)
            case AskCode():
                return self._ask(Screen.CODE_ENTRY, now)
            case AskSecretWord():
                return self._ask(Screen.SECRET_ENTRY, now)
            case LanguageChosen():
                return self._welcome_for(self.timeouts.idle_s, now)
            case UserActivity():
                return self._extend_deadline(now)
            case StartOver():
                self._last_seen.clear()  # the attendee wants to try again: let the same scan in
                return self._start_over(now)
            case Tick():
                return self._tick(now)
            case LinkChecked():
                return self._link_checked(event, now)
            case SecretChecked():
                return self._secret_checked(event, now)
            case CallSent(request_id=request_id):
                return self._sent(request_id, now)
            case MintAccepted(request_id=request_id):
                if request_id in self._mints:
                    self._taken.add(request_id)
                if self._answered_late(request_id):  # the result said "saved" or "not known"
                    return self._result(Outcome.ON_ITS_WAY, now)  # its end may come yet
                if not self._is_awaited(request_id, Screen.MINTING):
                    return []
                deadline = now + self.timeouts.busy_s
                return self._show(
                    replace(self._state, waiting_for_transaction=True, deadline=deadline)
                )
            case MintSucceeded(request_id=request_id, tx_hash=tx_hash, drop=drop) as succeeded:
                attempt = self._mints.get(request_id)
                email = attempt is not None and attempt.recipient.kind is RecipientKind.EMAIL
                outcome = Outcome.RESERVED_BY_EMAIL if email else Outcome.MINTED
                if attempt is not None and drop is not None:  # named as when it was minted
                    self._mints[request_id] = replace(attempt, drop=drop)
                return self._mint_ended(
                    request_id, outcome, now, tx_hash=tx_hash, minted_to=succeeded.minted_to
                )
            case MintOnItsWay(request_id=request_id, link=link):
                return self._mint_ended(request_id, Outcome.ON_ITS_WAY, now, link=link)
            case ServiceFailed(request_id=request_id, outcome=outcome, detail=detail):
                if (attempt := self._mints.get(request_id)) and event.drop is not None:
                    attempt = self._mints[request_id] = replace(attempt, drop=event.drop)
                if attempt:
                    # A mint the service took is never "saved for later" (not known, at most),
                    # also when its page timed out before the service took it.
                    taken = request_id in self._taken
                    if outcome in _OFFLINE and self._queues(attempt) and not taken:
                        outcome = Outcome.QUEUED
                    unknown = event.outcome_unknown
                    return self._mint_ended(
                        request_id,
                        outcome,
                        now,
                        detail=detail,
                        outcome_unknown=unknown,
                        not_sent=event.not_sent,
                        tx_hash=event.tx_hash,
                        minted_to=event.minted_to,
                    )
                if not self._is_awaited(request_id, Screen.CHECKING_LINK, Screen.CHECKING_SECRET):
                    return []
                # An input the service did not check is never queued: it may be made up.
                return self._refused(outcome, now, detail)

    # --- attendee input --------------------------------------------------------------------

    def _input(self, text: str, source: InputSource, now: float) -> list[Effect]:
        if source is InputSource.CAMERA and self._state.screen not in CAMERA_SCREENS:
            return self._camera_read_elsewhere(text, now)
        # A scanner's read on a result is the next attendee's (a trigger pulled on purpose; the
        # camera may still see the last attendee's phone): the welcome page takes it.
        next_attendee = self._state.screen is Screen.RESULT and source is InputSource.SCANNER
        # A typed text sent twice was meant twice (and again gets its answer); scans repeat alone.
        taken = self._state.screen in _EXPECT or next_attendee
        duplicate = source is not InputSource.KEYBOARD and self._is_duplicate(text, now, taken)
        if (duplicate and not next_attendee) or not taken:  # the result answered the first
            return []
        if not next_attendee:
            return self._take(text, now)
        if self._answered_by_result(text):
            return self._extend_deadline(now)
        return [*self._go_idle(), *self._take(text, now)]

    def _camera_read_elsewhere(self, text: str, now: float) -> list[Effect]:
        """A camera read on a page that does not show the camera (the camera reads a code once,
        then stays quiet while it is held): a read before the recipient page is kept for it;
        another mint link than the one minting or shown is the next attendee's, kept for the
        result. The last attendee's wallet or own link, still in view, is nobody's new turn."""
        screen = self._state.screen
        if screen in _BEFORE_RECIPIENT:
            self._early_read = (text, now)
        elif screen in _BEFORE_NEXT_TURN and self._starts_a_turn(text):
            self._next_read = text
            if turn := self._next_turn(now):
                return turn
            return self._show(replace(self._state, next_in_line=True))  # "your turn is next"
        return []

    def _starts_a_turn(self, text: str) -> bool:
        """Whether ``text``, read by the camera while a mint ends or its result shows, is a
        turn: another mint link than the one minting or shown (the next attendee's), or the one
        shown back in view after a result the service gave no answer for (tried again)."""
        parsed = parse_input(text, self.mint_site, Expect.MINT)
        if not isinstance(parsed, MintLink):
            return False
        state = self._state
        return parsed.qr_hash != state.qr_hash or state.outcome in _TRY_AGAIN

    def _next_turn(self, now: float) -> list[Effect]:
        """The next attendee's link read by the camera: their turn starts once the last
        attendee's result has been shown ``settle_s`` (they see how it ended); one read while
        the mint ran, however long it takes, is kept for it."""
        text = self._next_read
        if text is None or self._state.screen is not Screen.RESULT:
            return []
        if now - self._result_at < self.timeouts.settle_s:
            return []
        return self._turn_of(text, now)

    def _turn_of(self, text: str, now: float) -> list[Effect]:
        """The turn of the attendee whose link ``text`` the camera read: from the welcome page."""
        self._is_duplicate(text, now, taken=True)
        return [*self._go_idle(), *self._take(text, now)]

    def _start_over(self, now: float) -> list[Effect]:
        """Back to the welcome page; the last attendee leaving their result starts the turn of
        the next one whose link was read meanwhile (told it is next, the camera quiet about it
        while held): not while the mint runs, never two at once."""
        text = self._next_read if self._state.screen is Screen.RESULT else None
        return self._go_idle() if text is None else self._turn_of(text, now)

    def _answered_by_result(self, text: str) -> bool:
        """Whether ``text`` is the link or word the result shown is about, and the result says
        it minted (or may have): checked again, the service would call it used. A result that
        failed is tried again."""
        state = self._state
        if state.outcome not in _DONE | _NOT_FINAL:
            return False
        match parse_input(text, self.mint_site, Expect.MINT):
            case MintLink(qr_hash=qr_hash):
                return bool(qr_hash) and qr_hash == state.qr_hash
            case SecretWord(word=word):
                return bool(word) and word == state.secret_word
            case _:
                return False

    def _take(self, text: str, now: float) -> list[Effect]:
        """``text`` on a screen that takes input: its next page, or why it is refused."""
        parsed = parse_input(text, self.mint_site, _EXPECT[self._state.screen])
        match parsed:
            case Invalid(problem=problem, shown=shown):
                # On the welcome page its words go as a result's would.
                self._welcome_for(self.timeouts.result_s, now)
                countdown = self._extend_deadline(now)
                return [*countdown, ShowInputProblem(problem, shown), PlaySound(Sound.REFUSED)]
            case MintLink(qr_hash=qr_hash, source_kind=source_kind):
                request_id = self._request()
                state = FlowState(
                    screen=Screen.CHECKING_LINK,
                    deadline=now + self.timeouts.no_answer_s,
                    qr_hash=qr_hash,
                    source_kind=source_kind,
                )
                return [*self._accepted(state), CheckLink(request_id, qr_hash)]
            case SecretWord(word=word):
                state = FlowState(
                    screen=Screen.CHECKING_SECRET,
                    deadline=now + self.timeouts.no_answer_s,
                    secret_word=word,
                )
                return [*self._accepted(state), CheckSecret(self._request(), word)]
            case Recipient():
                return self._mint(parsed, now)

    def _welcome_for(self, wait_s: float, now: float) -> list[Effect]:
        """The welcome page shows what this visit did (a refusal's words, the language chosen)
        for at least ``wait_s`` more, then starts over for the next attendee."""
        state = self._state
        if state.screen is Screen.IDLE:
            deadline = max(state.deadline or now, now + wait_s)
            self._state = replace(state, deadline=deadline)
        return []

    def _is_duplicate(self, text: str, now: float, taken: bool) -> bool:
        """Whether ``text`` was taken (``taken``: the screen takes input) and seen since, each
        sighting less than ``duplicate_s`` seconds after the last.

        Every sighting of a text once taken restarts the window, also one that is ignored, so a
        QR code held in front of the camera counts once however long it is held, even across
        screens. A text only ever seen where nothing is taken (a wallet scanned while the link is
        checked, a link the camera reads on the result page) is no repeat when it comes again on
        a page that takes it.
        """
        window = self.timeouts.duplicate_s
        self._last_seen = {key: at for key, at in self._last_seen.items() if now - at < window}
        key = clean_input(text)
        duplicate = key in self._last_seen
        if duplicate or taken:
            self._last_seen[key] = now
        return duplicate

    def _ask(self, screen: Screen, now: float) -> list[Effect]:
        if self._state.screen not in (Screen.IDLE, Screen.CODE_ENTRY, Screen.SECRET_ENTRY):
            return []
        if self._state.screen is screen:
            return self._extend_deadline(now)
        return self._show(FlowState(screen=screen, deadline=now + self.timeouts.idle_s))

    def _mint(self, recipient: Recipient, now: float) -> list[Effect]:
        state = self._state
        request_id = self._request()
        attempt = MintAttempt(
            request_id,
            state.drop or UNKNOWN_DROP,
            recipient,
            started_at=now,
            qr_hash=state.qr_hash,
            source_kind=state.source_kind,
            secret_word=state.secret_word,
        )
        self._mints[request_id] = attempt
        deadline = now + self.timeouts.mint_no_answer_s
        minting = replace(state, screen=Screen.MINTING, deadline=deadline, recipient=recipient)
        call: Effect = (
            Mint(attempt, state.link_secret) if state.qr_hash else ClaimWithSecret(attempt)
        )
        return [*self._accepted(minting), call]

    # --- service answers -------------------------------------------------------------------

    def _sent(self, request_id: int, now: float) -> list[Effect]:
        """The awaited call leaves only now: its wait for an answer starts now, so a call that
        waited for a thread is never told "no answer" (or "sent") before it was sent."""
        waiting = (Screen.CHECKING_LINK, Screen.CHECKING_SECRET, Screen.MINTING)
        if not self._is_awaited(request_id, *waiting) or self._state.waiting_for_transaction:
            return []
        minting = self._state.screen is Screen.MINTING
        wait_s = self.timeouts.mint_no_answer_s if minting else self.timeouts.no_answer_s
        self._state = replace(self._state, deadline=now + wait_s)
        return []

    def _link_checked(self, event: LinkChecked, now: float) -> list[Effect]:
        if self._answered_late(event.request_id):
            self._resume(event.request_id, Screen.CHECKING_LINK)
        if not self._is_awaited(event.request_id, Screen.CHECKING_LINK):
            return []
        self._state = replace(self._state, drop=event.drop, link_secret=event.secret)
        if not self._allowed(event.drop):
            return self._refused(Outcome.OTHER_DROP, now)
        if event.claimed:
            return self._refused(Outcome.ALREADY_CLAIMED, now)
        if event.waiting_here:
            return self._refused(Outcome.ALREADY_CLAIMED, now, "saved here for an earlier mint")
        if not event.active:
            return self._refused(Outcome.EXPIRED, now)
        return self._ask_recipient(now)

    def _secret_checked(self, event: SecretChecked, now: float) -> list[Effect]:
        if self._answered_late(event.request_id):
            self._resume(event.request_id, Screen.CHECKING_SECRET)
        if not self._is_awaited(event.request_id, Screen.CHECKING_SECRET):
            return []
        self._state = replace(self._state, drop=event.drop)
        if not self._allowed(event.drop):
            return self._refused(Outcome.OTHER_DROP, now)
        if self.secret_word is not None and self._state.secret_word != self.secret_word:
            return self._refused(Outcome.WORD_NOT_HERE, now)  # real, but not the word staff chose
        if event.app_only:
            return self._refused(Outcome.APP_ONLY_WORD, now)
        if not event.active:  # whatever its window says: it works at no time while off
            return self._refused(Outcome.WORD_SWITCHED_OFF, now)
        if event.opens_later:
            return self._refused(Outcome.NOT_OPEN_YET, now)
        if event.closed:
            return self._refused(Outcome.EXPIRED, now)
        if event.used_up:
            return self._refused(Outcome.SOLD_OUT, now)
        return self._ask_recipient(now)

    def _allowed(self, drop: DropInfo) -> bool:
        return not self.allowed_drops or drop.drop_id in self.allowed_drops

    def _queues(self, attempt: MintAttempt) -> bool:
        """Only mint links queue: their status says later whether a mint happened."""
        return self.queue_offline and bool(attempt.qr_hash)

    def _ask_recipient(self, now: float) -> list[Effect]:
        self._waiting_for = 0
        deadline = now + self.timeouts.idle_s
        asked = self._show(replace(self._state, screen=Screen.ASK_RECIPIENT, deadline=deadline))
        early, self._early_read = self._early_read, None
        if early is None or now - early[1] >= self.timeouts.duplicate_s:
            return asked
        text = early[0]
        if not isinstance(parse_input(text, self.mint_site, Expect.RECIPIENT), Recipient):
            return asked  # a second link, say: not what this page asks for, nothing to say
        return [*asked, *self._input(text, InputSource.CAMERA, now)]

    def _mint_ended(
        self,
        request_id: int,
        outcome: Outcome,
        now: float,
        *,
        tx_hash: str = "",
        detail: str = "",
        outcome_unknown: bool = False,
        not_sent: bool = False,
        link: str = "",
        minted_to: str = "",
    ) -> list[Effect]:
        """Journal every mint answer; only the awaited one also moves the screen on."""
        attempt = self._mints.pop(request_id, None)
        self._taken.discard(request_id)
        if attempt is None:
            return []
        record = RecordMintResult(
            attempt,
            outcome,
            now,
            tx_hash=tx_hash,
            detail=detail,
            outcome_unknown=outcome_unknown,
            not_sent=not_sent,
            link=link,
            minted_to=minted_to,
        )
        if self._answered_late(request_id) and outcome is not self._state.outcome:
            self._resume(request_id, Screen.MINTING)  # the service said: that replaces a guess
        if not self._is_awaited(request_id, Screen.MINTING):
            return [record]
        self._state = replace(self._state, drop=attempt.drop)  # as the answer named it
        return [*self._result(outcome, now), record]

    # --- time ------------------------------------------------------------------------------

    def _tick(self, now: float) -> list[Effect]:
        if next_turn := self._next_turn(now):
            return next_turn
        deadline = self._state.deadline
        if deadline is None:
            return []
        if now < deadline:
            return self._count_down(deadline - now)
        match self._state.screen:
            case Screen.CHECKING_LINK | Screen.CHECKING_SECRET:
                self._timed_out = self._waiting_for
                return self._refused(Outcome.NO_NETWORK, now, "no answer in time")
            case Screen.MINTING:  # the late answer still reaches the journal, and the screen
                self._timed_out = self._waiting_for
                return self._result(self._mint_without_answer(), now)
            case _:
                return self._go_idle()

    def _mint_without_answer(self) -> Outcome:
        """What the attendee is told while the mint call still runs (its row stays pending)."""
        if self._state.waiting_for_transaction:
            return Outcome.ON_ITS_WAY  # accepted: the chain is only slow
        attempt = self._mints.get(self._waiting_for)
        if attempt is not None and self._queues(attempt):
            return Outcome.QUEUED
        return Outcome.UNCONFIRMED  # sent, maybe minted: "try again" would be wrong

    def _count_down(self, left_s: float) -> list[Effect]:
        """The whole seconds left, once each changes, in the last ``warning_s`` of a screen the
        attendee may be typing on."""
        warning_s = min(self.timeouts.warning_s, self.timeouts.idle_s / 2)
        if self._state.screen not in COUNTDOWN_SCREENS or left_s > warning_s:
            return []
        seconds = math.ceil(left_s)
        if seconds == self._countdown:
            return []
        self._countdown = seconds
        return [ShowCountdown(seconds)]

    def _stop_countdown(self) -> list[Effect]:
        if self._countdown is None:
            return []
        self._countdown = None
        return [ShowCountdown(None)]

    def _extend_deadline(self, now: float) -> list[Effect]:
        """Attendee activity keeps a waiting screen open (and ends its countdown); busy screens
        keep their safety net."""
        screen = self._state.screen
        if screen is Screen.IDLE or screen in BUSY_SCREENS:
            return []
        timeout = self.timeouts.result_s if screen is Screen.RESULT else self.timeouts.idle_s
        self._state = replace(self._state, deadline=now + timeout)
        return self._stop_countdown()

    # --- helpers ---------------------------------------------------------------------------

    def _request(self) -> int:
        self._waiting_for = next(self._request_ids)
        self._timed_out = 0
        return self._waiting_for

    def _answered_late(self, request_id: int) -> bool:
        """Whether ``request_id`` is the call whose wait ran out into the result still shown."""
        return bool(request_id) and request_id == self._timed_out and (
            self._state.screen is Screen.RESULT
        )

    def _resume(self, request_id: int, screen: Screen) -> None:
        """Take up ``request_id`` again where its wait ran out: its answer moves the flow on."""
        self._timed_out = 0
        self._waiting_for = request_id
        self._state = replace(self._state, screen=screen, outcome=None)  # the guess is gone

    def _is_awaited(self, request_id: int, *screens: Screen) -> bool:
        return request_id == self._waiting_for and self._state.screen in screens

    def _result(self, outcome: Outcome, now: float) -> list[Effect]:
        self._waiting_for = 0
        self._result_at = now
        state = replace(
            self._state,
            screen=Screen.RESULT,
            deadline=now + self.timeouts.result_s,
            outcome=outcome,
            waiting_for_transaction=False,
        )
        if outcome in _DONE:
            sound = Sound.SUCCESS
        else:
            sound = Sound.ACCEPTED if outcome in _NOT_FINAL else Sound.FAILURE
        return [*self._show(state), PlaySound(sound)]

    def _refused(self, outcome: Outcome, now: float, detail: str = "") -> list[Effect]:
        """The attempt ends at its check: the attendee sees why, the journal keeps it."""
        state = self._state
        result = self._result(outcome, now)
        if outcome is Outcome.ALREADY_CLAIMED and not detail and state.qr_hash:
            if state.qr_hash in self._refused_used:
                return result  # journaled when the service first called it used
            self._refused_used.add(state.qr_hash)
        refusal = RecordRefusal(
            state.drop or UNKNOWN_DROP,
            outcome,
            qr_hash=state.qr_hash,
            source_kind=state.source_kind,
            secret_word=state.secret_word,
            detail=detail,
        )
        return [*result, refusal]

    def _go_idle(self) -> list[Effect]:
        self._waiting_for = self._timed_out = 0
        self._early_read = self._next_read = None
        return self._show(FlowState())

    def _accepted(self, state: FlowState) -> list[Effect]:
        return [*self._show(state), PlaySound(Sound.ACCEPTED)]

    def _show(self, state: FlowState) -> list[Effect]:
        self._state = state
        return [ShowScreen(state), *self._stop_countdown()]
