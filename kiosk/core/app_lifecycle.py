"""The kiosk's own life as a plain state machine: events in, effects out (docs/lifecycle.md).

No Qt, no I/O: ``kiosk.app`` feeds what happened (started, the journal settled, staff asked in,
a crash, quit) and carries out the effects (show a page, build or pause the attendee side, start
the settling, set the scanner, quit). So every door of the app is one transition, tested in plain
Python, and an event that makes no sense where the kiosk is (a second "leave", a late timer, a
settling of a build staff already paused) is simply ignored.

    NOT_STARTED -> SETTING_UP -> GETTING_READY -> OPEN <-> PIN_PAD -> STAFF_AREA -> GETTING_READY
                                                  OPEN -> OUT_OF_ORDER -> PIN_PAD -> STAFF_AREA
    any -> QUITTING (staff pressed Quit) ; any -> CLOSED (the app object is closed)

Whether the setup is finished is read once per door (``Started``, ``LeaveRequested``) and handed
in as data: the machine never asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from kiosk.core.settings import Settings


class SetupStep(StrEnum):
    """A setup step the kiosk cannot open without; its value is its operator page's key."""

    CONNECTION = "connection"  # no credentials: API key, client id, client secret
    DROP = "drop"  # no drop chosen
    OPTIONS = "options"  # kiosk mode without an operator PIN


def unfinished_step(settings: Settings, *, has_credentials: bool) -> SetupStep | None:
    """The first setup step still to do, or None when the kiosk can open for attendees."""
    if not has_credentials:
        return SetupStep.CONNECTION
    if not settings.kiosk.drop_id:
        return SetupStep.DROP
    if settings.operator.pin_missing:
        return SetupStep.OPTIONS
    return None


@dataclass(frozen=True)
class Setup:
    """What a door needs to know of the settings, read once there."""

    unfinished: SetupStep | None
    kiosk_mode: bool


class AppState(StrEnum):
    NOT_STARTED = "not_started"
    SETTING_UP = "setting_up"  # first start with the setup unfinished: the operator area
    GETTING_READY = "getting_ready"  # attendee side built, the journal being settled
    OPEN = "open"  # attendees are served
    PIN_PAD = "pin_pad"  # someone asked for the staff area; what it covers goes on behind
    STAFF_AREA = "staff_area"  # the operator area; attendees wait, the mint queue goes on
    OUT_OF_ORDER = "out_of_order"  # something unforeseen broke: attendees are asked to find staff
    QUITTING = "quitting"  # staff pressed Quit: the event loop ends
    CLOSED = "closed"  # every thread stopped, the journal closed


# What the PIN pad may cover: cancelling it goes back there.
_BEHIND_PIN_PAD = frozenset({AppState.GETTING_READY, AppState.OPEN, AppState.OUT_OF_ORDER})
_STAFF = frozenset({AppState.SETTING_UP, AppState.STAFF_AREA})
_SERVING = frozenset({AppState.GETTING_READY, AppState.OPEN})  # what a crash puts out of order


class WindowMode(StrEnum):
    WINDOWED = "windowed"  # the --windowed flag, the demo's self-test, tests
    MAXIMISED = "maximised"  # the setup is unfinished: staff can still reach their e-mail
    LOCKED = "locked"  # kiosk mode: full screen, frameless, on top; the PIN to leave
    FULL_SCREEN = "full_screen"  # kiosk mode off


class ScannerMode(StrEnum):
    """What the USB scanner's bursts may be (the camera's reads go the same way)."""

    OFF = "off"  # staff type in the operator area: fast typing is theirs
    # only an operator pass does anything: staff may get in, attendees not yet (a PIN typed
    # fast is typing, any other burst is dropped, never typed into the PIN pad)
    PASSES_ONLY = "passes_only"
    ALL = "all"  # attendees scan their links and wallets


@dataclass(frozen=True)
class Life:
    """Where the app is; a new value after each change."""

    state: AppState = AppState.NOT_STARTED
    behind: AppState | None = None  # what the PIN pad covers, while it is shown
    build: int = 0  # the attendee side's build number; 0: none built yet
    settling: bool = False  # the current build's journal settling has not answered yet
    kiosk_mode: bool = False  # as read at the last door

    @property
    def attendees_open(self) -> bool:
        return self.state is AppState.OPEN


# --- events: what happened -----------------------------------------------------------------


@dataclass(frozen=True)
class Opening:
    """The window is built: show it, getting ready, before the setup is read (``Started``), so
    people see it before the service client, the keyring and the attendee side are loaded."""

    kiosk_mode: bool  # as the settings say; the setup read at ``Started`` may change the window


@dataclass(frozen=True)
class Started:
    """The window is built; ``setup`` as read now."""

    setup: Setup


@dataclass(frozen=True)
class LeaveRequested:
    """Staff pressed "Back to the kiosk"; ``setup`` as read now."""

    setup: Setup


@dataclass(frozen=True)
class Settled:
    """The journal settling started for build ``build`` has answered (or failed)."""

    build: int


@dataclass(frozen=True)
class SettlingTakesLong:
    """The settling's wait is over: attendees need not wait for a slow service."""


@dataclass(frozen=True)
class StaffRequested:
    """Someone asked for the staff area and the gate wants the PIN; ``wait_s`` after wrong ones.
    ``pass_refused``: a staff pass was scanned and refused (wrong, or from before a new one)."""

    wait_s: float = 0.0
    pass_refused: bool = False


@dataclass(frozen=True)
class Unlocked:
    """The gate let staff in: the PIN, an operator pass, or no PIN set yet."""


@dataclass(frozen=True)
class PinCancelled:
    """The PIN pad's Cancel."""


@dataclass(frozen=True)
class Crashed:
    """An exception nothing caught (the crash guard)."""


@dataclass(frozen=True)
class QuitRequested:
    """Staff pressed Quit in the operator area."""


@dataclass(frozen=True)
class Closed:
    """The app object is being closed (after the event loop, or by a test)."""


Event = (
    Opening
    | Started
    | LeaveRequested
    | Settled
    | SettlingTakesLong
    | StaffRequested
    | Unlocked
    | PinCancelled
    | Crashed
    | QuitRequested
    | Closed
)


# --- effects: what the app does ------------------------------------------------------------


@dataclass(frozen=True)
class ShowWindow:
    """Show the window so; any mode but LOCKED releases the lock."""

    mode: WindowMode


@dataclass(frozen=True)
class SetScanner:
    mode: ScannerMode


@dataclass(frozen=True)
class ShowStaffArea:
    """The operator area, its pages refreshed."""


@dataclass(frozen=True)
class PointTo:
    """Show setup step ``step`` with a red line saying what is missing."""

    step: SetupStep


@dataclass(frozen=True)
class ShowPinPad:
    """The PIN pad, cleared; after wrong PINs it first waits ``wait_s``; ``pass_refused``: it
    says the scanned staff pass was refused."""

    wait_s: float
    pass_refused: bool = False


@dataclass(frozen=True)
class ShowAttendeePages:
    """Uncover the attendee pages (whatever the attendee side shows on them)."""


@dataclass(frozen=True)
class ShowOutOfOrder:
    """The "out of order" page over the attendee pages."""


@dataclass(frozen=True)
class PauseAttendees:
    """Staff are in: stop the camera and the attendee calls; the mint queue goes on."""


@dataclass(frozen=True)
class ApplySettings:
    """What staff changed that the app itself uses: sounds, the scanner's timing."""


@dataclass(frozen=True)
class StopPausedAttendees:
    """The paused build's mint queue and client stop, before a new build settles the journal:
    never two on the same rows."""


@dataclass(frozen=True)
class BuildAttendees:
    """Build the attendee side from the settings, in the language staff chose."""


@dataclass(frozen=True)
class ShowGettingReady:
    """The attendee pages with "Getting ready…"."""


@dataclass(frozen=True)
class StartSettling:
    """Settle the journal for ``build`` in the background, answer with ``Settled(build)``; and
    start the settling's wait, answered with ``SettlingTakesLong``."""

    build: int


@dataclass(frozen=True)
class StartMintQueue:
    """The current build's mint queue: only once its settling answered, so the two never
    work on the same rows."""


@dataclass(frozen=True)
class StartAttendees:
    """The doors open: the attendee calls and the camera start."""


@dataclass(frozen=True)
class ReleaseLock:
    pass


@dataclass(frozen=True)
class EndEventLoop:
    pass


@dataclass(frozen=True)
class ShutDown:
    """Cut answers still coming in, stop every thread in order, close the journal."""


Effect = (
    ShowWindow
    | SetScanner
    | ShowStaffArea
    | PointTo
    | ShowPinPad
    | ShowAttendeePages
    | ShowOutOfOrder
    | PauseAttendees
    | ApplySettings
    | StopPausedAttendees
    | BuildAttendees
    | ShowGettingReady
    | StartSettling
    | StartMintQueue
    | StartAttendees
    | ReleaseLock
    | EndEventLoop
    | ShutDown
)


class AppLifecycle:
    """The app's state machine: ``handle(event)`` updates ``life`` and returns the effects.

    ``windowed`` (a flag of the command, not a setting) keeps the window an ordinary one.
    """

    def __init__(self, *, windowed: bool = False) -> None:
        self.windowed = windowed
        self._life = Life()

    @property
    def life(self) -> Life:
        return self._life

    @property
    def state(self) -> AppState:
        return self._life.state

    def handle(self, event: Event) -> list[Effect]:
        life = self._life
        if life.state is AppState.CLOSED:
            return []
        match event:
            case Closed():
                return self._go(replace(life, state=AppState.CLOSED, behind=None), ShutDown())
            case _ if life.state is AppState.QUITTING:
                return []
            case QuitRequested():
                state = replace(life, state=AppState.QUITTING, behind=None)
                return self._go(state, ReleaseLock(), EndEventLoop())
            case Opening(kiosk_mode=kiosk_mode) if life.state is AppState.NOT_STARTED:
                return [self._window(kiosk_mode), ShowGettingReady()]
            case Started(setup=setup) if life.state is AppState.NOT_STARTED:
                return self._start(setup)
            case LeaveRequested(setup=setup) if life.state in _STAFF:
                if setup.unfinished is not None:
                    return [PointTo(setup.unfinished)]
                return self._get_ready(setup)
            case Settled(build=build) if build == life.build and life.settling:
                return [StartMintQueue(), *self._open_doors(replace(life, settling=False))]
            case SettlingTakesLong():
                return self._open_doors(life)
            case StaffRequested(wait_s=wait_s, pass_refused=pass_refused):
                return self._pin_pad(ShowPinPad(wait_s, pass_refused))
            case Unlocked() if life.state in _BEHIND_PIN_PAD or life.state is AppState.PIN_PAD:
                state = replace(life, state=AppState.STAFF_AREA, behind=None)
                return self._go(
                    state, SetScanner(ScannerMode.OFF), PauseAttendees(), ShowStaffArea()
                )
            case PinCancelled() if life.state is AppState.PIN_PAD and life.behind is not None:
                return self._uncover(life.behind)
            case Crashed():
                return self._crash()
        return []

    # --- transitions ---------------------------------------------------------------------

    def _go(self, life: Life, *effects: Effect) -> list[Effect]:
        self._life = life
        return list(effects)

    def _window(self, kiosk_mode: bool, *, setting_up: bool = False) -> ShowWindow:
        if self.windowed:
            return ShowWindow(WindowMode.WINDOWED)
        if setting_up:
            return ShowWindow(WindowMode.MAXIMISED)
        return ShowWindow(WindowMode.LOCKED if kiosk_mode else WindowMode.FULL_SCREEN)

    def _start(self, setup: Setup) -> list[Effect]:
        """Locked full screen for attendees; a normal window while the setup is unfinished, so
        staff can still reach where their credentials are (an e-mail, a password manager)."""
        show = self._window(setup.kiosk_mode, setting_up=setup.unfinished is not None)
        if setup.unfinished is None:
            return [show, *self._get_ready(setup)]
        state = replace(self._life, state=AppState.SETTING_UP, kiosk_mode=setup.kiosk_mode)
        return self._go(
            state, show, SetScanner(ScannerMode.OFF), ShowStaffArea(), PointTo(setup.unfinished)
        )

    def _get_ready(self, setup: Setup) -> list[Effect]:
        """A new attendee side from the settings; it opens once the journal is settled."""
        build = self._life.build + 1
        life = Life(AppState.GETTING_READY, build=build, settling=True, kiosk_mode=setup.kiosk_mode)
        return self._go(
            life,
            ApplySettings(),
            StopPausedAttendees(),
            BuildAttendees(),
            ShowGettingReady(),
            SetScanner(ScannerMode.PASSES_ONLY),
            StartSettling(build),
        )

    def _open_doors(self, life: Life) -> list[Effect]:
        """Once per build, after the settling or its wait, whichever comes first; under the PIN
        pad the attendee side starts behind it."""
        window = self._window(life.kiosk_mode)
        if life.state is AppState.GETTING_READY:
            opened = replace(life, state=AppState.OPEN)
            return self._go(opened, StartAttendees(), SetScanner(ScannerMode.ALL), window)
        if life.state is AppState.PIN_PAD and life.behind is AppState.GETTING_READY:
            return self._go(replace(life, behind=AppState.OPEN), StartAttendees(), window)
        return self._go(life)

    def _pin_pad(self, show: ShowPinPad) -> list[Effect]:
        life = self._life
        if life.state is AppState.PIN_PAD:
            return [show]  # asked again: cleared, with the wait as it is now
        if life.state not in _BEHIND_PIN_PAD:
            return []  # staff are in already, or the kiosk is not open yet
        covered = replace(life, state=AppState.PIN_PAD, behind=life.state)
        # A scanned operator pass still opens; fast typing on a real keyboard is not a scan.
        return self._go(covered, show, SetScanner(ScannerMode.PASSES_ONLY))

    def _uncover(self, behind: AppState) -> list[Effect]:
        life = replace(self._life, state=behind, behind=None)
        if behind is AppState.OUT_OF_ORDER:
            return self._go(life, ShowOutOfOrder(), SetScanner(ScannerMode.PASSES_ONLY))
        scanner = ScannerMode.ALL if behind is AppState.OPEN else ScannerMode.PASSES_ONLY
        return self._go(life, ShowAttendeePages(), SetScanner(scanner))

    def _crash(self) -> list[Effect]:
        """Attendees are asked to find staff, who get in as usual and, leaving the operator area,
        start the attendee side afresh. Staff already in stay where they are. A start that broke
        after the window was shown (``Opening``, then ``Started`` failed) is out of order too,
        rather than "Getting ready…" for ever."""
        life = self._life
        if life.state is AppState.PIN_PAD and life.behind in _SERVING:
            return self._go(replace(life, behind=AppState.OUT_OF_ORDER))
        if life.state not in _SERVING and life.state is not AppState.NOT_STARTED:
            return []
        broken = replace(life, state=AppState.OUT_OF_ORDER)
        return self._go(broken, ShowOutOfOrder(), SetScanner(ScannerMode.PASSES_ONLY))
