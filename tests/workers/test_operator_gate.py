"""The operator gate: PIN and pass checked off the UI thread, wrong tries slowed down and logged."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.operator_pin import PinAttempts, hash_pin, new_operator_pass
from kiosk.core.settings import OperatorSettings
from kiosk.workers.operator_gate import OperatorGate
from tests.clock import FakeClock

PIN = "2468"


@pytest.fixture
def settings() -> OperatorSettings:
    return OperatorSettings(pin_hash=hash_pin(PIN))


@pytest.fixture
def gate(settings: OperatorSettings, clock: FakeClock) -> Iterator[OperatorGate]:
    gate = OperatorGate(settings, PinAttempts(clock=clock))
    yield gate
    gate.stop()


def refused_wait(qtbot: QtBot, gate: OperatorGate, pin: str) -> float:
    with qtbot.waitSignal(gate.pin_refused) as refused:
        gate.check_pin(pin)
    wait = refused.args[0]
    assert isinstance(wait, float)
    return wait


def test_a_request_wants_the_pin_pad_or_opens_at_once_before_a_pin_is_set(
    qtbot: QtBot, gate: OperatorGate, settings: OperatorSettings
) -> None:
    with qtbot.assertNotEmitted(gate.unlocked), qtbot.waitSignal(gate.pin_pad_wanted) as wanted:
        gate.request()
    assert wanted.args == [0.0]

    settings.pin_hash = ""
    with qtbot.assertNotEmitted(gate.pin_pad_wanted), qtbot.waitSignal(gate.unlocked):
        gate.request()


def test_the_right_pin_unlocks_without_the_ui_thread_waiting(
    qtbot: QtBot, gate: OperatorGate
) -> None:
    opened: list[bool] = []
    gate.unlocked.connect(lambda: opened.append(True))

    gate.check_pin(PIN)
    assert opened == []  # the answer comes later, from the gate's thread
    assert gate.checking()
    qtbot.waitUntil(lambda: opened == [True])
    assert not gate.checking()


def test_wrong_pins_wait_longer_and_longer_and_are_logged(
    qtbot: QtBot, gate: OperatorGate, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    waits = []
    for _ in range(5):
        waits.append(refused_wait(qtbot, gate, "1111"))
        clock.now += waits[-1]

    assert waits == [0.0, 0.0, 2.0, 4.0, 8.0]
    assert caplog.text.count("Wrong operator PIN") == 5
    assert "1111" not in caplog.text


def test_while_waiting_even_the_right_pin_is_refused_then_it_opens(
    qtbot: QtBot, gate: OperatorGate, clock: FakeClock
) -> None:
    for _ in range(3):
        wait = refused_wait(qtbot, gate, "0000")
    assert wait == 2.0
    with qtbot.waitSignal(gate.pin_pad_wanted) as reopened:
        gate.request()  # staff left the pad and came back: the pad shows what is left
    assert reopened.args == [2.0]

    clock.now += 0.5
    assert refused_wait(qtbot, gate, PIN) == 1.5
    clock.now += 1.5
    with qtbot.waitSignal(gate.unlocked):
        gate.check_pin(PIN)


def test_the_printed_pass_opens_and_a_revoked_one_is_refused_and_counted(
    qtbot: QtBot,
    gate: OperatorGate,
    settings: OperatorSettings,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING)
    old_pass, settings.operator_pass_hash = new_operator_pass()
    with qtbot.waitSignal(gate.unlocked):
        gate.check_pass(old_pass)

    _new_pass, settings.operator_pass_hash = new_operator_pass()
    for _ in range(3):
        with qtbot.waitSignal(gate.pass_refused) as refused:
            gate.check_pass(old_pass)
    assert refused.args == [2.0]  # counted with wrong PINs: the third in a row waits
    assert "Refused an operator pass" in caplog.text
    assert old_pass not in caplog.text
    assert refused_wait(qtbot, gate, PIN) == 2.0


def test_no_pass_made_yet_opens_nothing(qtbot: QtBot, gate: OperatorGate) -> None:
    payload, _hash = new_operator_pass()

    with qtbot.assertNotEmitted(gate.unlocked), qtbot.waitSignal(gate.pass_refused):
        gate.check_pass(payload)
