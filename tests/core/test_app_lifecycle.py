"""The app's life, transition by transition: every event in every state, without Qt.

A table says what each event does where it means something; every other pair of state and
event must change nothing and ask for nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import product

import pytest

from kiosk.core.app_lifecycle import (
    AppLifecycle,
    ApplySettings,
    AppState,
    BuildAttendees,
    Closed,
    Crashed,
    Effect,
    EndEventLoop,
    Event,
    LeaveRequested,
    Life,
    Opening,
    PauseAttendees,
    PinCancelled,
    PointTo,
    QuitRequested,
    ReleaseLock,
    ScannerMode,
    SetScanner,
    Settled,
    SettlingTakesLong,
    Setup,
    SetupStep,
    ShowAttendeePages,
    ShowGettingReady,
    ShowOutOfOrder,
    ShowPinPad,
    ShowStaffArea,
    ShowWindow,
    ShutDown,
    StaffRequested,
    StartAttendees,
    Started,
    StartMintQueue,
    StartSettling,
    StopPausedAttendees,
    Unlocked,
    WindowMode,
    unfinished_step,
)
from kiosk.core.settings import Settings

READY = Setup(unfinished=None, kiosk_mode=True)
UNFINISHED = Setup(unfinished=SetupStep.DROP, kiosk_mode=True)
OFF = SetScanner(ScannerMode.OFF)
PASSES = SetScanner(ScannerMode.PASSES_ONLY)
ALL = SetScanner(ScannerMode.ALL)
LOCKED = ShowWindow(WindowMode.LOCKED)


def get_ready(build: int) -> list[Effect]:
    return [
        ApplySettings(),
        StopPausedAttendees(),
        BuildAttendees(),
        ShowGettingReady(),
        PASSES,
        StartSettling(build),
    ]


STAFF_IN: list[Effect] = [OFF, PauseAttendees(), ShowStaffArea()]
QUIT: list[Effect] = [ReleaseLock(), EndEventLoop()]


# --- the machine in each state, reached the way the app reaches it -----------------------


def run(*events: Event) -> AppLifecycle:
    machine = AppLifecycle()
    for event in events:
        machine.handle(event)
    return machine


PLACES: dict[str, Callable[[], AppLifecycle]] = {
    "not started": run,
    "setting up": lambda: run(Started(UNFINISHED)),
    "getting ready": lambda: run(Started(READY)),
    "open": lambda: run(Started(READY), Settled(1)),
    "open, still settling": lambda: run(Started(READY), SettlingTakesLong()),
    "PIN pad over getting ready": lambda: run(Started(READY), StaffRequested()),
    "PIN pad over open": lambda: run(Started(READY), Settled(1), StaffRequested()),
    "PIN pad over out of order": lambda: run(
        Started(READY), Settled(1), Crashed(), StaffRequested()
    ),
    "staff area": lambda: run(Started(READY), Settled(1), Unlocked()),
    "staff area, paused while settling": lambda: run(Started(READY), Unlocked()),
    "out of order": lambda: run(Started(READY), Settled(1), Crashed()),
    "out of order, still settling": lambda: run(Started(READY), Crashed()),
    "quitting": lambda: run(Started(READY), Settled(1), QuitRequested()),
    "closed": lambda: run(Started(READY), Settled(1), Closed()),
}

EVENTS: dict[str, Event] = {
    "opening": Opening(kiosk_mode=True),
    "started": Started(READY),
    "started, setup unfinished": Started(UNFINISHED),
    "leave": LeaveRequested(READY),
    "leave, setup unfinished": LeaveRequested(UNFINISHED),
    "settled": Settled(1),
    "settled, an older build": Settled(0),
    "settling takes long": SettlingTakesLong(),
    "staff requested": StaffRequested(30.0),
    "unlocked": Unlocked(),
    "PIN cancelled": PinCancelled(),
    "crashed": Crashed(),
    "quit": QuitRequested(),
    "closed": Closed(),
}


def life(
    state: AppState, *, behind: AppState | None = None, build: int = 1, settling: bool = False
) -> Life:
    """Build 1 (or ``build``) in kiosk mode."""
    return Life(state, behind, build, settling, kiosk_mode=True)


Transition = tuple[Life, list[Effect]]


def to(after: Life, *effects: Effect) -> Transition:
    return after, list(effects)


# (place, event) -> (life after, effects); every pair not here changes nothing.
TRANSITIONS: dict[tuple[str, str], Transition] = {
    ("not started", "opening"): to(Life(), LOCKED, ShowGettingReady()),
    ("not started", "crashed"): to(Life(AppState.OUT_OF_ORDER), ShowOutOfOrder(), PASSES),
    ("not started", "started"): to(
        life(AppState.GETTING_READY, settling=True), LOCKED, *get_ready(1)
    ),
    ("not started", "started, setup unfinished"): to(
        Life(AppState.SETTING_UP, kiosk_mode=True),
        ShowWindow(WindowMode.MAXIMISED),
        OFF,
        ShowStaffArea(),
        PointTo(SetupStep.DROP),
    ),
    ("setting up", "leave"): to(life(AppState.GETTING_READY, settling=True), *get_ready(1)),
    ("setting up", "leave, setup unfinished"): to(
        Life(AppState.SETTING_UP, kiosk_mode=True), PointTo(SetupStep.DROP)
    ),
    ("getting ready", "settled"): to(
        life(AppState.OPEN), StartMintQueue(), StartAttendees(), ALL, LOCKED
    ),
    ("getting ready", "settling takes long"): to(
        life(AppState.OPEN, settling=True), StartAttendees(), ALL, LOCKED
    ),
    ("getting ready", "staff requested"): to(
        life(AppState.PIN_PAD, behind=AppState.GETTING_READY, settling=True),
        ShowPinPad(30.0),
        PASSES,
    ),
    ("getting ready", "unlocked"): to(life(AppState.STAFF_AREA, settling=True), *STAFF_IN),
    ("getting ready", "crashed"): to(
        life(AppState.OUT_OF_ORDER, settling=True), ShowOutOfOrder(), PASSES
    ),
    ("open", "staff requested"): to(
        life(AppState.PIN_PAD, behind=AppState.OPEN), ShowPinPad(30.0), PASSES
    ),
    ("open", "unlocked"): to(life(AppState.STAFF_AREA), *STAFF_IN),
    ("open", "crashed"): to(life(AppState.OUT_OF_ORDER), ShowOutOfOrder(), PASSES),
    ("open, still settling", "settled"): to(life(AppState.OPEN), StartMintQueue()),
    ("open, still settling", "staff requested"): to(
        life(AppState.PIN_PAD, behind=AppState.OPEN, settling=True), ShowPinPad(30.0), PASSES
    ),
    ("open, still settling", "unlocked"): to(life(AppState.STAFF_AREA, settling=True), *STAFF_IN),
    ("open, still settling", "crashed"): to(
        life(AppState.OUT_OF_ORDER, settling=True), ShowOutOfOrder(), PASSES
    ),
    ("PIN pad over getting ready", "settled"): to(
        life(AppState.PIN_PAD, behind=AppState.OPEN), StartMintQueue(), StartAttendees(), LOCKED
    ),
    ("PIN pad over getting ready", "settling takes long"): to(
        life(AppState.PIN_PAD, behind=AppState.OPEN, settling=True), StartAttendees(), LOCKED
    ),
    ("PIN pad over getting ready", "staff requested"): to(
        life(AppState.PIN_PAD, behind=AppState.GETTING_READY, settling=True), ShowPinPad(30.0)
    ),
    ("PIN pad over getting ready", "unlocked"): to(
        life(AppState.STAFF_AREA, settling=True), *STAFF_IN
    ),
    ("PIN pad over getting ready", "PIN cancelled"): to(
        life(AppState.GETTING_READY, settling=True), ShowAttendeePages(), PASSES
    ),
    ("PIN pad over getting ready", "crashed"): to(
        life(AppState.PIN_PAD, behind=AppState.OUT_OF_ORDER, settling=True)
    ),
    ("PIN pad over open", "staff requested"): to(
        life(AppState.PIN_PAD, behind=AppState.OPEN), ShowPinPad(30.0)
    ),
    ("PIN pad over open", "unlocked"): to(life(AppState.STAFF_AREA), *STAFF_IN),
    ("PIN pad over open", "PIN cancelled"): to(life(AppState.OPEN), ShowAttendeePages(), ALL),
    ("PIN pad over open", "crashed"): to(life(AppState.PIN_PAD, behind=AppState.OUT_OF_ORDER)),
    ("PIN pad over out of order", "staff requested"): to(
        life(AppState.PIN_PAD, behind=AppState.OUT_OF_ORDER), ShowPinPad(30.0)
    ),
    ("PIN pad over out of order", "unlocked"): to(life(AppState.STAFF_AREA), *STAFF_IN),
    ("PIN pad over out of order", "PIN cancelled"): to(
        life(AppState.OUT_OF_ORDER), ShowOutOfOrder(), PASSES
    ),
    ("staff area", "leave"): to(
        life(AppState.GETTING_READY, build=2, settling=True), *get_ready(2)
    ),
    ("staff area", "leave, setup unfinished"): to(
        life(AppState.STAFF_AREA), PointTo(SetupStep.DROP)
    ),
    ("staff area, paused while settling", "leave"): to(
        life(AppState.GETTING_READY, build=2, settling=True), *get_ready(2)
    ),
    ("staff area, paused while settling", "leave, setup unfinished"): to(
        life(AppState.STAFF_AREA, settling=True), PointTo(SetupStep.DROP)
    ),
    # The paused build's queue goes on while staff are in, as it would had they come later.
    ("staff area, paused while settling", "settled"): to(
        life(AppState.STAFF_AREA), StartMintQueue()
    ),
    ("out of order", "staff requested"): to(
        life(AppState.PIN_PAD, behind=AppState.OUT_OF_ORDER), ShowPinPad(30.0), PASSES
    ),
    ("out of order", "unlocked"): to(life(AppState.STAFF_AREA), *STAFF_IN),
    # Queued mints still go out; attendees stay away.
    ("out of order, still settling", "settled"): to(life(AppState.OUT_OF_ORDER), StartMintQueue()),
    ("out of order, still settling", "staff requested"): to(
        life(AppState.PIN_PAD, behind=AppState.OUT_OF_ORDER, settling=True),
        ShowPinPad(30.0),
        PASSES,
    ),
    ("out of order, still settling", "unlocked"): to(
        life(AppState.STAFF_AREA, settling=True), *STAFF_IN
    ),
}
QUITTABLE = [place for place in PLACES if place not in ("quitting", "closed")]


def expected(place: str, event: str) -> Transition | None:
    """The table's answer, with quitting and closing, which work the same from everywhere."""
    before = PLACES[place]().life
    if event == "closed" and place != "closed":
        return to(replace(before, state=AppState.CLOSED, behind=None), ShutDown())
    if event == "quit" and place in QUITTABLE:
        return to(replace(before, state=AppState.QUITTING, behind=None), *QUIT)
    return TRANSITIONS.get((place, event))


@pytest.mark.parametrize(("place", "event"), list(product(PLACES, EVENTS)))
def test_every_event_in_every_state(place: str, event: str) -> None:
    machine = PLACES[place]()
    before = machine.life
    effects = machine.handle(EVENTS[event])
    answer = expected(place, event)
    if answer is None:  # means nothing here: ignored, safely
        assert effects == []
        assert machine.life == before
    else:
        assert (machine.life, effects) == answer


def test_the_table_names_only_real_places_and_events() -> None:
    for place, event in TRANSITIONS:
        assert place in PLACES
        assert event in EVENTS


def test_every_state_is_reached() -> None:
    assert {PLACES[place]().state for place in PLACES} == set(AppState)


def test_a_settling_answer_of_a_build_staff_left_behind_is_ignored() -> None:
    """Staff came in while build 1 was settling and left: build 2 settles now. Build 1's late
    answer neither starts a queue nor opens the doors; build 2's does."""
    machine = run(Started(READY), Unlocked(), LeaveRequested(READY))
    assert machine.handle(Settled(1)) == []
    assert machine.state is AppState.GETTING_READY
    assert machine.handle(Settled(2)) == [StartMintQueue(), StartAttendees(), ALL, LOCKED]
    assert machine.life.attendees_open


def test_the_doors_open_once_per_build() -> None:
    machine = run(Started(READY))
    assert StartAttendees() in machine.handle(SettlingTakesLong())
    assert machine.handle(Settled(1)) == [StartMintQueue()]  # settled late: the queue only
    assert machine.handle(SettlingTakesLong()) == []


def test_staff_cancelling_the_pin_pad_find_what_they_left() -> None:
    """Cancelling while the kiosk was out of order shows that page again, never the attendees'."""
    machine = run(Started(READY), Settled(1), StaffRequested(), Crashed())
    assert machine.handle(PinCancelled()) == [ShowOutOfOrder(), PASSES]
    assert not machine.life.attendees_open


def test_the_doors_open_behind_the_pin_pad_and_show_when_it_is_cancelled() -> None:
    machine = run(Started(READY), StaffRequested(), Settled(1))
    assert machine.state is AppState.PIN_PAD
    assert not machine.life.attendees_open  # the PIN pad covers them
    assert machine.handle(PinCancelled()) == [ShowAttendeePages(), ALL]
    assert machine.life.attendees_open


@pytest.mark.parametrize(
    ("windowed", "setup", "mode"),
    [
        (False, Setup(None, kiosk_mode=True), WindowMode.LOCKED),
        (False, Setup(None, kiosk_mode=False), WindowMode.FULL_SCREEN),
        (False, Setup(SetupStep.CONNECTION, kiosk_mode=True), WindowMode.MAXIMISED),
        (True, Setup(None, kiosk_mode=True), WindowMode.WINDOWED),
        (True, Setup(SetupStep.CONNECTION, kiosk_mode=True), WindowMode.WINDOWED),
    ],
)
def test_the_window_at_start(windowed: bool, setup: Setup, mode: WindowMode) -> None:
    effects = AppLifecycle(windowed=windowed).handle(Started(setup))
    assert effects[0] == ShowWindow(mode)


@pytest.mark.parametrize(
    ("windowed", "kiosk_mode", "mode"),
    [(False, True, WindowMode.LOCKED), (False, False, WindowMode.FULL_SCREEN),
     (True, True, WindowMode.WINDOWED)],
)
def test_opening_shows_the_window_getting_ready_before_the_setup_is_read(
    windowed: bool, kiosk_mode: bool, mode: WindowMode
) -> None:
    """Painted first, "Getting ready…": nothing opens until ``Started`` brings the setup."""
    machine = AppLifecycle(windowed=windowed)
    assert machine.handle(Opening(kiosk_mode)) == [ShowWindow(mode), ShowGettingReady()]
    assert machine.state is AppState.NOT_STARTED
    assert not machine.life.attendees_open
    assert machine.handle(Started(READY)) == AppLifecycle(windowed=windowed).handle(Started(READY))
    assert machine.handle(Opening(kiosk_mode)) == []  # once started, it means nothing


def test_kiosk_mode_switched_off_in_the_staff_area_unlocks_the_window_on_opening() -> None:
    machine = run(Started(READY), Settled(1), Unlocked())
    machine.handle(LeaveRequested(Setup(None, kiosk_mode=False)))
    assert ShowWindow(WindowMode.FULL_SCREEN) in machine.handle(Settled(2))


def test_the_first_setup_opens_in_the_kiosk_mode_staff_chose() -> None:
    machine = run(Started(UNFINISHED))
    machine.handle(LeaveRequested(UNFINISHED))
    machine.handle(LeaveRequested(Setup(None, kiosk_mode=False)))
    assert machine.handle(Settled(1)) == [
        StartMintQueue(),
        StartAttendees(),
        ALL,
        ShowWindow(WindowMode.FULL_SCREEN),
    ]


def test_closing_twice_shuts_down_once() -> None:
    machine = run(Started(READY), Settled(1), QuitRequested())
    assert machine.handle(Closed()) == [ShutDown()]
    assert machine.handle(Closed()) == []
    assert machine.state is AppState.CLOSED


# --- the setup's first unfinished step -----------------------------------------------------


def settings(*, drop_id: int = 7, pin_hash: str = "scrypt$x", kiosk_mode: bool = True) -> Settings:
    chosen = Settings()
    chosen.kiosk.drop_id = drop_id
    chosen.operator.pin_hash = pin_hash
    chosen.operator.kiosk_mode = kiosk_mode
    return chosen


@pytest.mark.parametrize(
    ("chosen", "has_credentials", "step"),
    [
        (settings(), True, None),
        (settings(), False, SetupStep.CONNECTION),
        (settings(drop_id=0), False, SetupStep.CONNECTION),  # the first missing step
        (settings(drop_id=0), True, SetupStep.DROP),
        (settings(drop_id=0, pin_hash=""), True, SetupStep.DROP),
        (settings(pin_hash=""), True, SetupStep.OPTIONS),
        (settings(pin_hash="", kiosk_mode=False), True, None),  # no lock, no PIN needed
    ],
)
def test_the_first_unfinished_step(
    chosen: Settings, has_credentials: bool, step: SetupStep | None
) -> None:
    assert unfinished_step(chosen, has_credentials=has_credentials) is step
