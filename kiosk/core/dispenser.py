"""Dispenser mode: the screen shows one unclaimed mint link at a time, as a QR for a phone.

Qt-free; the presenter (``kiosk.presenters.dispenser_presenter``) carries out the effects this
module answers with, on its worker thread and timers. docs/dispenser.md tells the whole story:

- **The pool**: the drop's mint links from the service (``POST /event/{id}/qr-codes`` with the
  edit code, the unclaimed ones) or from a ``links.txt``/CSV file staff loaded, read with the same
  parsing as typed links (``read_links_text``).
- **k of n**: with several kiosks on one drop each takes only its share of the list
  (``share_of``: SHA-256 of the lower-case ``qr_hash``, its first 8 bytes as a big-endian number,
  modulo n). The share depends on nothing but the hash and n, so two kiosks never hold one link,
  whatever order or subset of the list each sees, and no server of our own is needed.
- **Rotation**: "Tap for your collectible"; a tap takes the next link, which is checked live
  (``GET /actions/claim-qr``) before it is shown; a shown link is polled every ``poll_s`` (with
  backoff when the service does not answer) and the screen moves on once it is claimed; after
  ``hide_after_s`` it is hidden and goes back to the end of the pool. One QR at a time, so each
  link is in front of one person at a time.
- **Not active**: a link the service switched off (``is_active`` false) leaves the pool like a
  claimed one; only a drop past its expiry date (the date the answer gives) is "expired".
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path

from kiosk.core.parsing import Expect, MintLink, parse_input

DEFAULT_HIDE_AFTER_S = 60.0  # a shown QR is hidden after this, and its link goes back
MIN_HIDE_AFTER_S = 10.0  # a shorter time (a hand-edited settings file) leaves no time to scan
RELIST_S = 60.0  # the drop's links are listed again this often while the service answers
# A links file's hidden links asked about per ``RELIST_S``: half of them the last shown (a QR is up
# at least MIN_HIDE_AFTER_S, so at most 6 a minute are hidden unused, and a phone mints within
# minutes of reading one), the other half in turn through the older ones (a slow phone's, or an
# earlier run's), while a day's thousands shown cost the service no more than one status request
# every 6 s (a shown QR's poll asks every 2 s).
MAX_HIDDEN_ASKED = 10
POLL_S = 2.0  # a shown link's status is asked this often while the service answers
MAX_POLL_S = 16.0  # the longest wait between two asks while it does not (doubling from POLL_S)
MAX_LINKS_FILE_BYTES = 2 * 1024 * 1024  # a links.txt of 50 000 links is about 1.7 MB
MAX_KIOSKS = 50  # "kiosk k of n": n at most this
_CELL_SEPARATORS = re.compile(r"[,;\t]")


class DispenserMode(StrEnum):
    """What the attendee screens do (``KioskSettings.mode``)."""

    MINT_HERE = "mint_here"  # attendees scan or type, the kiosk mints (the attendee pages)
    DISPENSER = "dispenser"  # the kiosk shows mint-link QRs for attendees' phones


class LinkSource(StrEnum):
    """Where the dispenser's links come from (``KioskSettings.dispenser_source``)."""

    SERVICE = "service"  # the drop's links, listed with the edit code
    FILE = "file"  # a links.txt / CSV file staff loaded


class LinkCheck(StrEnum):
    """What the service said about one link, asked just before and while it is shown."""

    FREE = "free"  # unclaimed and active: it may be shown
    CLAIMED = "claimed"
    CLAIMED_ELSEWHERE = "claimed_elsewhere"  # claimed before its QR went up (the service's clock)
    OTHER_DROP = "other_drop"  # a link of another drop (a loaded file can hold some)
    NOT_FOUND = "not_found"
    INACTIVE = "inactive"  # not active, the drop not past its expiry date: this link switched off
    EXPIRED = "expired"  # not active, and the drop is past its expiry date (as the answer gives it)
    UNCHECKED = "unchecked"  # no answer to go by (no network, an error): nothing known
    BUSY = "busy"  # the service answered "too many requests": reached, but nothing known
    HELD_HERE = "held_here"  # this kiosk holds an attendee's mint of it (queued, or unanswered)


# answers that say the link is one of the drop's (free or taken), so the drop has links
_OF_THE_DROP = frozenset(
    (
        LinkCheck.FREE,
        LinkCheck.CLAIMED,
        LinkCheck.CLAIMED_ELSEWHERE,
        LinkCheck.EXPIRED,
        LinkCheck.HELD_HERE,
    )
)


# answers that take a link out of the pool though the service lists it unclaimed: a list while
# the dispenser runs does not bring it back (a tap on an empty screen asks about it again)
_SET_ASIDE = frozenset(
    (LinkCheck.INACTIVE, LinkCheck.HELD_HERE, LinkCheck.OTHER_DROP, LinkCheck.NOT_FOUND)
)


class PoolProblem(StrEnum):
    """Why the dispenser has no links to go on with."""

    NO_EDIT_CODE = "no_edit_code"  # staff have not entered the edit code on Mint codes
    WRONG_EDIT_CODE = "wrong_edit_code"
    UNREACHABLE = "unreachable"  # the list could not be fetched
    NO_FILE = "no_file"  # the links file is not there (any more) or cannot be read
    BAD_FILE = "bad_file"  # empty, too big, not text, or no mint link in it
    FAILED = "failed"  # something unforeseen on this computer (logged): no list to go by
    NONE_OF_THE_DROP = "none_of_the_drop"  # every link was another drop's or unknown to it
    SWITCHED_OFF = "switched_off"  # links left were switched off by the service (not expired)


class Screen(StrEnum):
    LOADING = "loading"  # the pool is being fetched
    TAP = "tap"  # "Tap for your collectible"
    CHECKING = "checking"  # a tap: the next link is checked before it is shown
    SHOWING = "showing"  # one QR on the screen
    EMPTY = "empty"  # every link of this kiosk's share is handed out
    EXPIRED = "expired"  # a link is not active and the drop is past its expiry date
    NO_LINKS = "no_links"  # the pool could not be had: ``problem`` says why


class Record(StrEnum):
    """Journal rows of the dispenser (``MintJournal.record_dispensed``)."""

    SHOWN = "shown"
    CLAIMED = "claimed"  # a link this kiosk showed, reported claimed (while shown or after)
    RETURNED = "returned"  # hidden unclaimed after the timeout: back to the pool
    CLAIMED_ELSEWHERE = "claimed_elsewhere"  # shown, but claimed before its QR was up


class Reach(StrEnum):
    """Whether the service answers the dispenser's calls (a QR up stays: the phone mints)."""

    ANSWERING = "answering"
    NO_ANSWER = "no_answer"  # the last call got no answer: the kiosk is offline
    BUSY = "busy"  # the service asked the kiosk to slow down: it is reached, nothing known


@dataclass(frozen=True)
class DispenserState:
    screen: Screen
    qr_hash: str = ""  # the link shown (SHOWING) or being checked (CHECKING)
    reach: Reach = Reach.ANSWERING  # the last call's: the screen says when not answering
    problem: PoolProblem | None = None
    left: int = 0  # links of this kiosk not known to be claimed, the shown one included
    shown: int = 0  # QRs shown since the pool was loaded
    claimed: int = 0  # links seen claimed while this kiosk held them

    @property
    def offline(self) -> bool:
        """No answer to go by (none, or only "slow down"): nothing can be checked now."""
        return self.reach is not Reach.ANSWERING


# --- effects the presenter carries out -----------------------------------------------------------


@dataclass(frozen=True)
class LoadPool:
    """Fetch the pool (``DispenserCalls.pool``), answered with ``pool_loaded``/``pool_failed``."""


@dataclass(frozen=True)
class CheckLink:
    """Ask the link's status now (a tap), answered with ``checked``."""

    qr_hash: str


@dataclass(frozen=True)
class PollLink:
    """Ask the shown link's status after ``after_s``, answered with ``polled``."""

    qr_hash: str
    after_s: float


@dataclass(frozen=True)
class WakeAfter:
    """Call ``tick`` after ``after_s`` (the shown QR's timeout)."""

    after_s: float


@dataclass(frozen=True)
class Journal:
    record: Record
    qr_hash: str


Effect = LoadPool | CheckLink | PollLink | WakeAfter | Journal


def share_of(qr_hash: str, kiosks: int) -> int:
    """Which kiosk (0-based) of ``kiosks`` takes ``qr_hash``; the same on every computer."""
    digest = hashlib.sha256(qr_hash.strip().lower().encode("ascii", "replace")).digest()
    return int.from_bytes(digest[:8], "big") % max(1, kiosks)


def kiosk_share(qr_hashes: Iterable[str], number: int, kiosks: int) -> list[str]:
    """The links kiosk ``number`` (1-based) of ``kiosks`` takes, in the list's order, once each."""
    kiosks = max(1, kiosks)
    number = min(max(1, number), kiosks)
    taken = dict.fromkeys(h.lower() for h in qr_hashes if share_of(h, kiosks) == number - 1)
    return list(taken)


def mint_page_url(qr_hash: str, mint_page: str, mint_site: str) -> str:
    """What the QR encodes: the public mint page of the link, which any phone camera opens.

    ``mint_page`` is the setting (e.g. ``https://poap.xyz/mint/``), the hash appended to it;
    empty: the mint site's ``/mint/<hash>`` (``https://poap.xyz/mint/<hash>`` by default).
    """
    base = mint_page.strip() or f"{mint_site.strip().rstrip('/')}/mint/"
    return f"{base}{qr_hash.lower()}"


# --- links files ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class LinksFile:
    """A links.txt / CSV as read: its mint links, and what was not one."""

    qr_hashes: tuple[str, ...] = ()
    unreadable: int = 0  # lines with text but no mint link of this mint site in them
    repeated: int = 0  # links given more than once (kept once)
    problem: PoolProblem | None = None  # NO_FILE or BAD_FILE: nothing could be used


def read_links_text(text: str, mint_site: str) -> LinksFile:
    """Each line's mint links, read as typed links are (``parse_input``: prefixes stripped, the
    ``/mint/<hash>``, ``?qr_hash=`` and bare six-character forms). A CSV line's cells are read
    one by one, so a header or a column of names costs nothing but an unreadable count."""
    found: list[str] = []
    unreadable = 0
    for line in text.splitlines():
        cells = [cell.strip().strip('"') for cell in _CELL_SEPARATORS.split(line)]
        links = [
            parsed.qr_hash
            for cell in cells
            if cell and isinstance(parsed := parse_input(cell, mint_site, Expect.CODE), MintLink)
        ]
        if links:
            found += links
        elif line.strip():
            unreadable += 1
    unique = tuple(dict.fromkeys(found))
    problem = None if unique else PoolProblem.BAD_FILE
    return LinksFile(unique, unreadable, len(found) - len(unique), problem)


def read_links_file(path: Path, mint_site: str) -> LinksFile:
    """``read_links_text`` of the file at ``path``; ``problem`` set when it is missing,
    unreadable, bigger than ``MAX_LINKS_FILE_BYTES``, not text, or holds no mint link."""
    try:
        if path.stat().st_size > MAX_LINKS_FILE_BYTES:
            return LinksFile(problem=PoolProblem.BAD_FILE)
        data = path.read_bytes()
    except OSError:
        return LinksFile(problem=PoolProblem.NO_FILE)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return LinksFile(problem=PoolProblem.BAD_FILE)
    if "\x00" in text:
        return LinksFile(problem=PoolProblem.BAD_FILE)
    return read_links_text(text, mint_site)


# --- the rotation --------------------------------------------------------------------------------


class DispenserFlow:
    """The dispenser's state machine. Every method answers with the effects to carry out.

    Truth first: a link is shown only after the service said it is free (``checked``), and a
    claim is counted only when the service reported it. Answers about a link no longer in
    question are still used for what they say (a claim of a link back in the pool takes it out).
    """

    def __init__(
        self,
        *,
        number: int = 1,
        kiosks: int = 1,
        hide_after_s: float = DEFAULT_HIDE_AFTER_S,
        poll_s: float = POLL_S,
        max_poll_s: float = MAX_POLL_S,
        clock: Callable[[], float],
    ) -> None:
        self.kiosks = min(max(1, kiosks), MAX_KIOSKS)
        self.number = min(max(1, number), self.kiosks)
        self.hide_after_s = max(MIN_HIDE_AFTER_S, hide_after_s)
        self.poll_s, self.max_poll_s = poll_s, max(poll_s, max_poll_s)
        self._clock = clock
        self._pool: list[str] = []
        self._shown_at = 0.0
        # links this kiosk has shown, the last shown last: their claims are its hand-outs
        self._shown: dict[str, None] = {}
        self._older_asked = 0  # where ``ask_hidden`` takes up the older hidden links next
        self._of_the_drop = False  # a link of the pool was found to be the drop's (free or taken)
        self._switched_off = False  # a link of the pool was found switched off (INACTIVE)
        # links found switched off, held here, another drop's or unknown since the last opening
        # or tap on an empty screen: a list while it runs does not bring them back
        self._set_aside: set[str] = set()
        self._settled: set[str] = set()  # claims counted, or found elsewhere's: never again
        self._misses = 0  # polls in a row without an answer
        self.state = DispenserState(Screen.LOADING)

    @property
    def pool(self) -> Sequence[str]:
        """The links waiting to be shown, next first (the shown one is not in it)."""
        return tuple(self._pool)

    @property
    def holding(self) -> tuple[str, ...]:
        """The links ``state.left`` counts: the pool, and the link shown or being checked."""
        held = self.state.screen in (Screen.SHOWING, Screen.CHECKING)
        return (self.state.qr_hash, *self._pool) if held else tuple(self._pool)

    @property
    def set_aside(self) -> frozenset[str]:
        """Links out of the pool though the service lists them unclaimed (switched off, held
        for an attendee's mint here, another drop's, unknown), until the next opening."""
        return frozenset(self._set_aside)

    def start(self) -> list[Effect]:
        """Open, or a tap on an empty screen: the links are listed anew, each asked about anew."""
        self._of_the_drop = self._switched_off = False
        self._set_aside.clear()
        self._set(screen=Screen.LOADING, problem=None)
        return [LoadPool()]

    def list_again(self) -> list[Effect]:
        """While it runs: list the links again (more mints approved, links claimed elsewhere),
        the screen as it is; not once the drop has expired, nor while a list is on its way."""
        if self.state.screen in (Screen.LOADING, Screen.EXPIRED):
            return []
        return [LoadPool()]

    def ask_hidden(self) -> list[Effect]:
        """A links file lists no claims: the links this kiosk showed (here or in an earlier run)
        and hid unclaimed are asked about on the list's schedule, as the service's list would
        name their claims (a phone may have minted one after its QR went, or while the kiosk was
        offline); otherwise "claimed" and "links left" would wait for the link's next turn.
        ``MAX_HIDDEN_ASKED`` at most: the last shown first, then older ones in turn, so each is
        asked within a bounded time, not only when its QR is shown again."""
        if self.state.screen in (Screen.LOADING, Screen.EXPIRED):
            return []
        pool = set(self._pool)
        hidden = [qr_hash for qr_hash in reversed(self._shown) if qr_hash in pool]
        recent = MAX_HIDDEN_ASKED // 2 if len(hidden) > MAX_HIDDEN_ASKED else MAX_HIDDEN_ASKED
        older = hidden[recent:]
        start = self._older_asked % len(older) if older else 0
        turn = (older[start:] + older[:start])[: MAX_HIDDEN_ASKED - recent]
        self._older_asked = start + len(turn)
        return [CheckLink(qr_hash) for qr_hash in hidden[:recent] + turn]

    def shown_before(self, qr_hashes: Iterable[str]) -> None:
        """Links this kiosk showed in an earlier run and saw no claim of (the journal's, the
        last shown last): a claim found now is a phone's that read one then, as for those shown
        in this run. A claim settled since the journal was read is not one of them."""
        for qr_hash in qr_hashes:
            if qr_hash not in self._settled:
                self._note_shown(qr_hash)

    def pool_loaded(
        self, qr_hashes: Iterable[str], claimed: Iterable[str] | None = None
    ) -> list[Effect]:
        """The unclaimed links of the drop (this kiosk takes its share of them).

        ``claimed``: the links the service listed as claimed (None for a links file: nothing
        was asked). The service answered, so the kiosk is not offline; a claimed link this
        kiosk showed is its hand-out (a phone read it before the kiosk was closed or staff came
        in), and is counted as a later check would; and only a list with claimed links of this
        kiosk's share makes an empty pool "all handed out".

        Listed again while it runs: the links of the pool keep their turn, new ones come after
        them; the link shown or being checked is left to its own check (its answer knows when
        it was claimed), and links set aside since the opening stay aside.

        New links shown before (in an earlier run: a phone may still be on the mint page of
        the one up when the kiosk closed) come after the others, the last shown last, as a
        hidden QR's link goes to the end; a links file lists no claims, so the last shown is
        asked about at once (its claim is this kiosk's hand-out)."""
        holding = self.state.screen in (Screen.SHOWING, Screen.CHECKING)
        held = {self.state.qr_hash} if holding else set()
        fresh = dict.fromkeys(
            h
            for h in kiosk_share(qr_hashes, self.number, self.kiosks)
            if h not in held and h not in self._set_aside
        )
        kept = [h for h in self._pool if h in fresh]
        turn = {h: number for number, h in enumerate(self._shown)}
        new = sorted((h for h in fresh if h not in set(kept)), key=lambda h: turn.get(h, -1))
        self._pool = kept + new
        taken = [h for h in kiosk_share(claimed or (), self.number, self.kiosks) if h not in held]
        self._of_the_drop |= self.state.screen is Screen.SHOWING or taken != []
        if claimed is not None:
            self._set(reach=Reach.ANSWERING)
        effects: list[Effect] = [
            effect for h in taken for effect in self._claim_of(h, LinkCheck.CLAIMED)
        ]
        last_shown = next(reversed(self._shown), "")
        if claimed is None and last_shown in new:
            effects.append(CheckLink(last_shown))
        if self.state.screen in (Screen.SHOWING, Screen.CHECKING, Screen.EXPIRED):
            self._set()
        elif self._pool:
            self._set(screen=Screen.TAP, problem=None)
        else:
            self._set(problem=None)
            self._out_of_links()
        return effects

    def pool_failed(self, problem: PoolProblem) -> list[Effect]:
        """No list: at the opening the screen says so; while it runs, the links it has stay
        (an unreachable service is said, as a failed check says it)."""
        if self.state.screen not in (Screen.LOADING, Screen.NO_LINKS):
            if problem is PoolProblem.UNREACHABLE:
                self._set(reach=Reach.NO_ANSWER)
            return []
        reach = Reach.NO_ANSWER if problem is PoolProblem.UNREACHABLE else Reach.ANSWERING
        self._set(screen=Screen.NO_LINKS, problem=problem, reach=reach)
        return []

    def tapped(self) -> list[Effect]:
        """Someone is there: check the next link (it is shown once the service says it is free)."""
        match self.state.screen:
            case Screen.TAP:
                return self._check_next()
            case Screen.EMPTY | Screen.NO_LINKS:  # more links may have come (more mints asked)
                return self.start()
        return []

    def checked(self, qr_hash: str, check: LinkCheck) -> list[Effect]:
        """The live check of the link a tap took."""
        if self.state.screen is not Screen.CHECKING or qr_hash != self.state.qr_hash:
            return self._news_of(qr_hash, check)
        if check in _OF_THE_DROP:
            self._of_the_drop = True
        match check:
            case LinkCheck.FREE:
                self._shown_at = self._clock()
                self._note_shown(qr_hash)
                self._misses = 0
                self._set(screen=Screen.SHOWING, reach=Reach.ANSWERING, shown=self.state.shown + 1)
                return [
                    Journal(Record.SHOWN, qr_hash),
                    PollLink(qr_hash, self.poll_s),
                    WakeAfter(self.hide_after_s),
                ]
            case LinkCheck.UNCHECKED | LinkCheck.BUSY:  # nothing known: kept for the next tap
                self._pool.insert(0, qr_hash)
                self._set(screen=Screen.TAP, qr_hash="", reach=_unanswered(check))
                return []
            case LinkCheck.EXPIRED:  # the drop itself is past its expiry date
                self._pool.insert(0, qr_hash)
                self._set(screen=Screen.EXPIRED, qr_hash="", reach=Reach.ANSWERING)
                return []
            case LinkCheck.INACTIVE:  # this link switched off, the drop runs on: like a used one
                self._switched_off = True
        # claimed, held for an attendee here, switched off, another drop's or unknown: not
        # shown, the next one is checked
        # instead; a claim of a link shown before (and put back) is a phone's that read it
        # meanwhile
        self._set_aside.update({qr_hash} if check in _SET_ASIDE else ())
        self._set(qr_hash="", reach=Reach.ANSWERING)
        return [*self._claim_of(qr_hash, check), *self._check_next()]

    def polled(self, qr_hash: str, check: LinkCheck) -> list[Effect]:
        """The shown link's status, asked while it is shown."""
        if self.state.screen is not Screen.SHOWING or qr_hash != self.state.qr_hash:
            return self._news_of(qr_hash, check)
        match check:
            case LinkCheck.FREE:
                self._misses = 0
                self._set(reach=Reach.ANSWERING)
                return [PollLink(qr_hash, self.poll_s)]
            case LinkCheck.UNCHECKED | LinkCheck.BUSY:  # the QR stays: the phone mints anyway
                self._misses += 1
                self._set(reach=_unanswered(check))
                return [PollLink(qr_hash, min(self.poll_s * 2**self._misses, self.max_poll_s))]
            case LinkCheck.CLAIMED:
                claim = self._claim_of(qr_hash, check)
                self._move_on()
                return claim
            case LinkCheck.EXPIRED:  # the drop itself is past its expiry date
                self._pool.insert(0, qr_hash)
                self._set(screen=Screen.EXPIRED, qr_hash="", reach=Reach.ANSWERING)
                return []
            case LinkCheck.INACTIVE:  # switched off while shown: never shown again
                self._switched_off = True
            case LinkCheck.CLAIMED_ELSEWHERE:  # taken before the QR was up: not a hand-out
                self._shown.pop(qr_hash, None)
                self._settled.add(qr_hash)
                self._move_on()
                return [Journal(Record.CLAIMED_ELSEWHERE, qr_hash)]
        self._set_aside.update({qr_hash} if check in _SET_ASIDE else ())
        self._move_on()  # switched off, another drop's or gone: not shown any longer
        return []

    def tick(self) -> list[Effect]:
        """Time passed: the shown QR is hidden after ``hide_after_s``, its link back in the pool."""
        if self.state.screen is not Screen.SHOWING:
            return []
        waited = self._clock() - self._shown_at
        if waited < self.hide_after_s:
            return [WakeAfter(self.hide_after_s - waited)]
        qr_hash = self.state.qr_hash
        self._pool.append(qr_hash)
        self._move_on(reach=self.state.reach)  # no answer since, maybe
        return [Journal(Record.RETURNED, qr_hash)]

    # --- inside --------------------------------------------------------------------------------

    def _check_next(self) -> list[Effect]:
        if not self._pool:
            self._out_of_links()
            return []
        qr_hash = self._pool.pop(0)
        self._set(screen=Screen.CHECKING, qr_hash=qr_hash)
        return [CheckLink(qr_hash)]

    def _note_shown(self, qr_hash: str) -> None:
        """``qr_hash`` is the last shown: its claim, found later, is this kiosk's hand-out."""
        self._shown.pop(qr_hash, None)
        self._shown[qr_hash] = None

    def _move_on(self, *, reach: Reach = Reach.ANSWERING) -> None:
        """The shown QR goes; ``reach``: how the service answered since it went up."""
        if self._pool:
            self._set(screen=Screen.TAP, qr_hash="", reach=reach)
        else:
            self._set(reach=reach)
            self._out_of_links()

    def _news_of(self, qr_hash: str, check: LinkCheck) -> list[Effect]:
        """A late answer about a link not in question now: a claim still takes it out."""
        gone = (
            LinkCheck.CLAIMED,
            LinkCheck.CLAIMED_ELSEWHERE,
            LinkCheck.HELD_HERE,
            LinkCheck.INACTIVE,
            LinkCheck.OTHER_DROP,
            LinkCheck.NOT_FOUND,
        )
        if check not in gone or qr_hash not in self._pool:
            return []
        self._pool.remove(qr_hash)
        self._set_aside.update({qr_hash} if check in _SET_ASIDE else ())
        self._of_the_drop |= check in _OF_THE_DROP
        self._switched_off |= check is LinkCheck.INACTIVE
        if self.state.screen is Screen.TAP and not self._pool:
            self._out_of_links()
        return self._claim_of(qr_hash, check)

    def _out_of_links(self) -> None:
        """The pool is used up: all handed out, unless a link was switched off (it was not
        handed out, and the drop has not expired) or none of its links was the drop's."""
        if self._switched_off:
            self._set(screen=Screen.NO_LINKS, qr_hash="", problem=PoolProblem.SWITCHED_OFF)
        elif self._of_the_drop:
            self._set(screen=Screen.EMPTY, qr_hash="")
        else:  # nothing was handed out: "all handed out" would not be true
            self._set(screen=Screen.NO_LINKS, qr_hash="", problem=PoolProblem.NONE_OF_THE_DROP)

    def _claim_of(self, qr_hash: str, check: LinkCheck) -> list[Effect]:
        """A link found claimed: counted, and journaled, when this kiosk showed it (a phone read
        it then), once; one it never showed was claimed elsewhere."""
        if check is not LinkCheck.CLAIMED or qr_hash not in self._shown:
            return []
        self._shown.pop(qr_hash, None)  # counted: a later list naming it claimed counts it no more
        self._settled.add(qr_hash)
        self._set(claimed=self.state.claimed + 1)
        return [Journal(Record.CLAIMED, qr_hash)]

    def _set(self, **changes: object) -> None:
        state = replace(self.state, **changes)  # type: ignore[arg-type]
        holding = state.screen in (Screen.SHOWING, Screen.CHECKING)
        self.state = replace(state, left=len(self._pool) + holding)


def _unanswered(check: LinkCheck) -> Reach:
    """How a check that told nothing was answered: not at all, or "slow down"."""
    return Reach.BUSY if check is LinkCheck.BUSY else Reach.NO_ANSWER
