"""Following an accepted mint: when it is asked about (a pure schedule on a fake clock), and that
a follow against the emulator asks no more than the outcome needs, and never calls a mint minted
before the service says so."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest

from kiosk.emulator import EmulatorServer
from kiosk.emulator.models import DemoDrop
from kiosk.service import MemoryTokenStore, MintState, ServiceClient
from kiosk.service.follow import NearWindow, SettleTimes, backoff_times, follow_times
from tests.service.conftest import ADDRESS, credentials_of, service_config

STATUS = "GET /actions/claim-qr"


def first(times: Iterator[float], count: int) -> list[float]:
    return [round(t, 6) for t in itertools.islice(times, count)]


def test_the_back_off_asks_soon_then_doubles_its_wait_up_to_the_cap() -> None:
    assert first(backoff_times(), 7) == [0.25, 0.75, 1.75, 3.75, 5.75, 7.75, 9.75]
    assert first(backoff_times(cap_s=1.0), 5) == [0.25, 0.75, 1.75, 2.75, 3.75]
    assert first(backoff_times(10.0, cap_s=0.1), 3) == [10.25, 10.5, 10.75]  # never below first


def test_without_an_expected_moment_the_follow_is_the_back_off() -> None:
    assert first(follow_times(None), 4) == [0.25, 0.75, 1.75, 3.75]


def test_an_expected_moment_is_asked_at_then_closely_then_backed_off_from() -> None:
    near = NearWindow(1.0, 1.0)
    assert first(follow_times(near), 9) == [1.0, 1.1, 1.2, 1.3, 1.4, 1.65, 2.15, 3.15, 5.15]
    assert first(follow_times(NearWindow(0.0, 0.0)), 2) == [0.0, 0.1]  # an e-mail's, at once


def test_a_wide_window_is_stepped_through_but_never_for_more_than_two_seconds() -> None:
    assert first(follow_times(NearWindow(3.85, 5.75)), 3) == [3.85, 3.95, 4.05]
    steps = first(follow_times(NearWindow(1.0, 9.0)), 22)
    assert steps[19] == 2.9  # 20 steps from 1.0
    assert steps[20] == pytest.approx(3.15)  # then the back-off


def bracket(settles_at: float, expected: NearWindow | None) -> tuple[int, float | None, float]:
    """On a fake clock: how many asks a follow makes until one finds the mint settled, the last
    ask that found it open (None: none) and the first that found it settled."""
    open_at: float | None = None
    for count, moment in enumerate(follow_times(expected), start=1):
        if moment >= settles_at:
            return count, open_at, moment
        open_at = moment
    raise AssertionError("unreachable")


@pytest.mark.parametrize("settles_at", [0.3, 0.9, 4.0, 12.5])
def test_on_a_fake_clock_a_learnt_moment_sees_the_outcome_within_a_step(
    settles_at: float,
) -> None:
    settle_times = SettleTimes()
    count, _open, _seen = bracket(settles_at, settle_times.expected(by_email=False))
    assert count <= 3 + settles_at / 2  # the back-off: a few asks, however long it takes
    for _ in range(10):  # mints that settle at the same moment teach it
        _count, open_at, seen = bracket(settles_at, settle_times.expected(by_email=False))
        settle_times.add(by_email=False, open_at=open_at, settled_at=seen)
    count, _open, seen = bracket(settles_at, settle_times.expected(by_email=False))
    assert count <= 2
    assert seen - settles_at <= 0.1 + 1e-9


@pytest.mark.parametrize("settles_at", [0.3, 4.0, 12.5])
def test_the_second_mint_already_sees_the_outcome_within_a_step(settles_at: float) -> None:
    """However wide the first mint's back-off bracket (4 s: open at 3.75, seen at 5.75), the
    next follow starts where the mint was last open and steps from there."""
    settle_times = SettleTimes()
    _count, open_at, seen = bracket(settles_at, settle_times.expected(by_email=False))
    settle_times.add(by_email=False, open_at=open_at, settled_at=seen)
    _count, _open, seen = bracket(settles_at, settle_times.expected(by_email=False))
    assert seen - settles_at <= 0.1 + 1e-9


def test_settle_times_start_a_step_after_the_last_open_ask_or_a_step_earlier() -> None:
    times = SettleTimes()
    assert times.expected(by_email=False) is None
    assert times.expected(by_email=True) == NearWindow(0.0, 0.0)  # reserved as it is accepted
    times.add(by_email=False, open_at=3.75, settled_at=5.75)
    assert times.expected(by_email=False) == NearWindow(3.85, 5.75)  # a step after it was open
    times.add(by_email=False, open_at=None, settled_at=0.5)  # settled at its first ask
    assert times.expected(by_email=False) == NearWindow(0.4, 0.5)
    assert times.expected(by_email=True) == NearWindow(0.0, 0.0)


@pytest.fixture
def clocked_client(emulator: EmulatorServer) -> Iterator[ServiceClient]:
    """A client whose waits move the emulator's clock instead of sleeping: a fake clock."""
    client = ServiceClient(
        service_config(emulator, follow_timeout_s=15.0),
        credentials_of(emulator),
        token_store=MemoryTokenStore(),
        sleep=emulator.state.advance_clock,
    )
    yield client
    client.close()


def follow_one(client: ServiceClient, emulator: EmulatorServer, qr_hash: str, address: str) -> int:
    """Mint and follow one link; the status requests the follow made."""
    status = client.get_mint_link(qr_hash)
    client.mint(qr_hash, status.secret, address)
    before = emulator.state.counters[STATUS]
    state, final = client.follow_mint(qr_hash, address, by_email=False)
    assert (state, final.tx_status) == (MintState.PASSED, "passed")
    return emulator.state.counters[STATUS] - before


def test_a_follow_asks_no_status_the_outcome_does_not_need(
    clocked_client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """The mint passes 0.37 s after it is accepted. The first follow, knowing nothing, asks at
    0.25 s (open) and 0.75 s (passed): two asks, none at once (a status read as the mint is
    accepted cannot be settled). The next one asks a step after 0.25 s, at 0.35 s (open) and
    0.45 s (passed); the one after that once, at 0.45 s. From then on one or two asks a mint."""
    emulator.state.mint_delays = (0.1, 0.27)
    asks = [
        follow_one(clocked_client, emulator, drop.qr_hashes[n], "0x" + f"{n + 10:02d}" * 20)
        for n in range(6)
    ]
    assert asks[:3] == [2, 2, 1]
    assert max(asks[3:]) <= 2
    assert emulator.state.counters["GET /transaction-requests/{id}"] == 0


def test_an_e_mail_mint_is_asked_about_once_and_at_once(
    clocked_client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    qr_hash = drop.qr_hashes[2]
    email = "someone@example.com"
    status = clocked_client.get_mint_link(qr_hash)
    clocked_client.mint(qr_hash, status.secret, email)
    before = emulator.state.counters[STATUS]
    state, _final = clocked_client.follow_mint(qr_hash, email, by_email=True)
    assert state is MintState.RESERVED
    assert emulator.state.counters[STATUS] - before == 1


def test_a_learnt_moment_never_makes_a_pending_mint_minted(
    clocked_client: ServiceClient, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    """Earlier mints settled quickly; this one stays pending on chain: the follow says so."""
    emulator.state.mint_delays = (0.0, 0.05)
    follow_one(clocked_client, emulator, drop.qr_hashes[3], ADDRESS)
    emulator.state.mint_delays = (0.0, 10_000)
    qr_hash = drop.qr_hashes[4]
    address = "0x" + "34" * 20
    status = clocked_client.get_mint_link(qr_hash)
    clocked_client.mint(qr_hash, status.secret, address)
    state, final = clocked_client.follow_mint(qr_hash, address, by_email=False, timeout_s=3.0)
    assert (state, final.tx_status) == (MintState.ON_CHAIN, "pending")
