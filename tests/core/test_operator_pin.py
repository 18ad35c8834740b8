"""The operator PIN: stored only as a salted hash, checked with growing delays."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.core.operator_pin import (
    FREE_ATTEMPTS,
    MAX_DELAY_S,
    PinAttempts,
    delay_after,
    hash_pin,
    is_operator_pass,
    may_be_typed_pin,
    new_operator_pass,
    pin_problem,
    verify_secret,
)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_hash_is_salted_and_verifies_only_the_pin() -> None:
    first, second = hash_pin("2468"), hash_pin("2468")
    assert first != second  # a new salt each time
    assert "2468" not in first.split("$")  # not kept in clear (its hex may hold the digits)
    assert verify_secret("2468", first)
    assert verify_secret("2468", second)
    assert not verify_secret("2469", first)


@pytest.mark.parametrize("stored", ["", "garbage", "scrypt$1$2$3$zz$yy", "bcrypt$x$y$z$a$b"])
def test_a_damaged_hash_never_verifies(stored: str) -> None:
    assert not verify_secret("2468", stored)


@pytest.mark.parametrize(
    ("pin", "problem"),
    [("12a4", "digits_only"), ("123", "length"), ("1" * 13, "length"), ("١٢٣٤", "digits_only")],
)
def test_pins_that_cannot_be_used(pin: str, problem: str) -> None:
    assert pin_problem(pin) == problem
    with pytest.raises(ValueError, match=problem):
        hash_pin(pin)


def test_wrong_pins_slow_down_and_the_right_one_resets_the_count() -> None:
    clock = FakeClock()
    attempts = PinAttempts(clock)
    stored = hash_pin("2468")
    for _ in range(FREE_ATTEMPTS - 1):
        assert not attempts.check("0000", stored)
        assert attempts.wait_s() == 0
    waits = []
    for _ in range(4):
        clock.now += attempts.wait_s()
        assert not attempts.check("0000", stored)
        waits.append(attempts.wait_s())
    assert waits == sorted(waits)
    assert waits[0] > 0
    assert len(set(waits)) == 4
    # While waiting, even the right PIN is refused without being checked.
    assert not attempts.check("2468", stored)
    clock.now += attempts.wait_s()
    assert attempts.check("2468", stored)
    assert attempts.wrong_in_a_row == 0


def test_the_count_and_the_wait_outlive_a_restart(tmp_path: Path) -> None:
    state_file = tmp_path / "data" / "pin-attempts.json"
    clock, wall = FakeClock(), FakeClock()
    stored = hash_pin("2468")
    first_run = PinAttempts(clock, state_file=state_file, wall_clock=wall)
    for _ in range(FREE_ATTEMPTS):
        assert not first_run.check("0000", stored)
    wait = first_run.wait_s()
    assert wait > 0

    # The plug is pulled; the new run starts on another monotonic clock, 1 s later.
    wall.now += 1
    restarted = PinAttempts(FakeClock(), state_file=state_file, wall_clock=wall)
    assert restarted.wrong_in_a_row == FREE_ATTEMPTS
    assert restarted.wait_s() == pytest.approx(wait - 1)
    assert not restarted.check("2468", stored)  # still waiting

    wall.now += wait
    after_wait = PinAttempts(FakeClock(), state_file=state_file, wall_clock=wall)
    assert after_wait.wait_s() == 0
    assert after_wait.check("2468", stored)
    assert PinAttempts(FakeClock(), state_file=state_file, wall_clock=wall).wrong_in_a_row == 0


@pytest.mark.parametrize(
    "content",
    ["", "not json", "[]", '{"wrong_in_a_row": "x", "retry_at": 0}', '{"retry_at": 1e300}'],
)
def test_an_unreadable_attempts_file_counts_as_none(tmp_path: Path, content: str) -> None:
    state_file = tmp_path / "pin-attempts.json"
    state_file.write_text(content)
    attempts = PinAttempts(FakeClock(), state_file=state_file)
    assert attempts.wait_s() == 0
    assert attempts.wrong_in_a_row == 0


def test_a_wait_read_back_is_never_longer_than_the_cap(tmp_path: Path) -> None:
    state_file = tmp_path / "pin-attempts.json"
    state_file.write_text('{"wrong_in_a_row": 9, "retry_at": 1e12}')  # a clock set back years
    assert PinAttempts(FakeClock(), state_file=state_file).wait_s() <= MAX_DELAY_S


def test_the_delay_is_capped() -> None:
    assert delay_after(100) == MAX_DELAY_S


def test_no_pin_set_opens_nothing() -> None:
    assert not PinAttempts(FakeClock()).check("2468", "")


def test_operator_pass_is_random_and_recognised() -> None:
    payload, stored = new_operator_pass()
    other, _ = new_operator_pass()
    assert payload != other
    assert is_operator_pass(payload)
    assert is_operator_pass(f"  {payload}\n")
    assert not is_operator_pass("https://poap.xyz/mint?qr_hash=abc123")
    assert verify_secret(payload, stored)
    assert not verify_secret(other, stored)


@pytest.mark.parametrize("typed", ["2468", "13", "246813579024"])
def test_digits_a_pin_can_hold_may_be_a_pin_typed_fast(typed: str) -> None:
    assert may_be_typed_pin(typed)


@pytest.mark.parametrize(
    "scanned",
    [
        "https://poap.xyz/mint?qr_hash=abc123",  # its digits are no PIN
        "0x" + "a1" * 20,
        "2468135790241",  # longer than any PIN
        "２４６８",  # full-width digits: no keyboard types these for a PIN
        "mint-kiosk-operator:abc",
    ],
)
def test_anything_else_is_a_scan(scanned: str) -> None:
    assert not may_be_typed_pin(scanned)
