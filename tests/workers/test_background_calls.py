"""Background calls answer on the UI thread; the app's thread owner starts and stops them."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from kiosk.workers.background_calls import BackgroundCalls


def test_used_alone_the_first_call_starts_the_thread(qtbot: QtBot) -> None:
    calls = BackgroundCalls("alone")
    assert calls.running_threads() == []  # built, not started
    answers: list[object] = []
    calls.run(lambda: 42, answers.append, answers.append)
    qtbot.waitUntil(lambda: answers == [42])
    assert calls.running_threads() == ["alone-1"]
    assert calls.stop()
    assert calls.running_threads() == []


def test_after_stop_nothing_runs_and_nothing_answers(qtbot: QtBot) -> None:
    calls = BackgroundCalls("stopped")
    calls.start()
    assert calls.stop()
    ran: list[object] = []
    calls.run(lambda: ran.append("ran"), ran.append, ran.append)
    qtbot.wait(100)
    assert ran == []
    assert calls.running_threads() == []
