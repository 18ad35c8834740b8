"""One kiosk per data folder, through real kiosk processes (``python -m kiosk``, offscreen).

A second start finds the running kiosk, which brings its window to the front, and ends with the
message and exit code 0; a kiosk killed with SIGKILL leaves its lock behind and the next start
takes it over; demos neither block the kiosk nor each other. The children share this test's
private user folders, so they meet in one data folder and write one log file, which the test
reads: every wait polls the log or a child's output with a deadline and fails saying what never
came. The last tests drive ``SingleInstance`` in this process, for the cases a child cannot show
quickly (a holder that never answers, a lock whose process id belongs to a live program now).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile
from PySide6.QtNetwork import QLocalServer
from PySide6.QtWidgets import QApplication

from kiosk import single_instance
from kiosk.core.logs import log_folder
from kiosk.core.settings import save_settings
from kiosk.emulator import EmulatorServer
from kiosk.single_instance import (
    Claim,
    SingleInstance,
    kiosk_lock_file,
    server_name_for,
    tell_already_running,
)
from tests.kiosk_setup import settings_set_up_for

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")

REPO = Path(__file__).resolve().parents[1]
DEADLINE_S = 60.0  # generous for a loaded 2-core machine; a passing run takes a few seconds
POLL_S = 0.05  # polling interval, not synchronisation: each wait checks a condition
RAISED = "Mint Kiosk is already running on this computer; its window was brought to the front."


class Child:
    """``python -m kiosk`` with this test's user folders, offscreen, in English, its output in
    files (a pipe nobody reads could fill and stall it)."""

    def __init__(self, folder: Path, name: str, *arguments: str) -> None:
        self.stdout = folder / f"{name}.stdout"
        self.stderr = folder / f"{name}.stderr"
        environment = {
            **os.environ,  # with the private XDG folders (tests/conftest.py)
            "HOME": str(folder),  # platformdirs off Linux follows it
            "QT_QPA_PLATFORM": "offscreen",
            "LC_ALL": "C.UTF-8",
            # The token stays in the child's memory, never in this machine's keyring.
            "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
        }
        environment.pop("LANGUAGE", None)
        with self.stdout.open("w") as out, self.stderr.open("w") as err:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "kiosk", *arguments],
                cwd=REPO,
                env=environment,
                stdout=out,
                stderr=err,
            )

    @property
    def pid(self) -> int:
        return self.process.pid

    def output(self) -> str:
        return self.stdout.read_text() + self.stderr.read_text()

    def running(self) -> bool:
        return self.process.poll() is None

    def ended(self) -> int:
        """Its exit code, once it ended by itself (within the deadline)."""
        try:
            return self.process.wait(timeout=DEADLINE_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            pytest.fail(f"still running after {DEADLINE_S:.0f} s:\n{self.output()}")

    def kill(self) -> None:
        if self.running():
            os.kill(self.pid, signal.SIGKILL)
        self.process.wait()


@pytest.fixture
def children(tmp_path: Path) -> Iterator[Callable[..., Child]]:
    """Starts kiosk processes; kills every one still running at the end."""
    started: list[Child] = []

    def start(name: str, *arguments: str) -> Child:
        child = Child(tmp_path, name, *arguments)
        started.append(child)
        return child

    yield start
    for child in started:
        child.kill()
    for demo in (False, True):  # the socket a killed kiosk leaves (the next start would clear it)
        QLocalServer.removeServer(server_name_for(kiosk_lock_file(demo=demo)))


def log_text() -> str:
    path = log_folder() / "kiosk.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def wait_until(found: Callable[[], bool], what: str, *alive: Child) -> None:
    """Poll ``found`` until it holds; fail at the deadline or when a child that must keep
    running ended, with the log and its output."""
    deadline = time.monotonic() + DEADLINE_S
    while not found():
        for child in alive:
            if not child.running():
                pytest.fail(f"{what}: the child ended first\n{child.output()}\n{log_text()}")
        if time.monotonic() > deadline:
            pytest.fail(f"{what}: not within {DEADLINE_S:.0f} s\n{log_text()}")
        time.sleep(POLL_S)


def wait_for_holder(child: Child, lock_file: Path) -> None:
    line = f"Process {child.pid} holds {lock_file}"
    wait_until(lambda: line in log_text(), f"process {child.pid} holding {lock_file}", child)


def raised_for(second: Child) -> str:
    return f"A second start (process {second.pid}) found this kiosk running: window in front"


def test_a_second_start_brings_the_running_kiosk_to_the_front(
    children: Callable[..., Child], emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kiosk set up and in kiosk mode (full screen, on top), then a double-click."""
    settings = settings_set_up_for(emulator, monkeypatch)  # credentials in the environment
    settings.operator.kiosk_mode = True
    save_settings(settings)
    first = children("first")
    wait_for_holder(first, kiosk_lock_file())

    second = children("second")
    assert second.ended() == 0, second.output()
    assert RAISED in second.stdout.read_text()
    # The first logged the request (with the second's process id) before it answered.
    assert f"{raised_for(second)} (full screen, on top)" in log_text()
    assert first.running(), first.output()
    assert f"Process {second.pid} holds" not in log_text()


def test_a_kiosk_killed_with_sigkill_is_taken_over_by_the_next_start(
    children: Callable[..., Child],
) -> None:
    lock_file = kiosk_lock_file()
    first = children("first")
    wait_for_holder(first, lock_file)
    first.kill()  # SIGKILL: no clean-up at all, as after a crash or a power loss
    assert lock_file.exists(), "the killed kiosk left no lock: nothing to take over"
    assert lock_file.read_text().split()[0] == str(first.pid)

    after = children("after")
    wait_for_holder(after, lock_file)  # by itself: no staff removed anything
    # It answers too: the dead kiosk's socket was replaced.
    again = children("again")
    assert again.ended() == 0, again.output()
    assert RAISED in again.stdout.read_text()
    assert raised_for(again) in log_text()
    assert after.running(), after.output()


def test_demos_and_the_kiosk_do_not_block_each_other(children: Callable[..., Child]) -> None:
    """The kiosk runs; a demo starts beside it on its own journal; a second demo runs too, on a
    journal in a temporary folder, rather than touching the first demo's."""
    kiosk = children("kiosk")
    wait_for_holder(kiosk, kiosk_lock_file())
    demo = children("demo", "--demo")
    wait_for_holder(demo, kiosk_lock_file(demo=True))
    second_demo = children("second-demo", "--demo")
    wait_until(
        lambda: "Demo drop:" in second_demo.stdout.read_text(),
        "the second demo showing its window",
        second_demo,
    )
    assert "Another demo is running" in second_demo.stdout.read_text()
    assert all(child.running() for child in (kiosk, demo, second_demo))
    assert "already running" not in demo.output() + second_demo.output()


# --- in this process ----------------------------------------------------------------------


def test_server_names_differ_by_data_folder_and_stay_short(tmp_path: Path) -> None:
    one, other = tmp_path / "a" / "kiosk.lock", tmp_path / "b" / "kiosk.lock"
    assert server_name_for(one) == server_name_for(Path(str(one)))
    assert server_name_for(one) != server_name_for(other)
    assert len(server_name_for(tmp_path / ("x" * 200) / "kiosk.lock")) < 40


def test_a_holder_that_never_answers_keeps_the_folder(qapp: QApplication, tmp_path: Path) -> None:
    """Alive and holding its file lock: never taken over, however long it stays silent."""
    lock_file = tmp_path / "kiosk.lock"
    holder = QLockFile(str(lock_file))
    assert holder.tryLock(0)
    try:
        guard = SingleInstance(lock_file, answer_wait_s=0.5, grace_s=0.1)
        assert guard.claim() is Claim.NOT_ANSWERING
        assert not guard.held
        assert holder.isLocked()
        assert lock_file.exists()
    finally:
        holder.unlock()


def test_a_leftover_lock_naming_a_live_process_is_taken_over(
    qapp: QApplication, tmp_path: Path
) -> None:
    """After a power loss the lock's process id may belong to another Python program: alive,
    the same program name, so Qt calls the lock fresh. It answers nobody and holds no file
    lock: after the grace period the start takes the folder."""
    model = QLockFile(str(tmp_path / "model.lock"))
    assert model.tryLock(0)
    contents = (tmp_path / "model.lock").read_bytes()  # this (live) process, as Qt writes it
    model.unlock()
    lock_file = tmp_path / "kiosk.lock"
    lock_file.write_bytes(contents)  # left behind: nobody holds a file lock on it

    guard = SingleInstance(lock_file, answer_wait_s=5.0, grace_s=0.1)
    try:
        assert guard.claim() is Claim.HELD
        assert guard.held
    finally:
        guard.release()
    assert not lock_file.exists()


def test_no_data_folder_runs_unguarded(qapp: QApplication, tmp_path: Path) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("")
    guard = SingleInstance(not_a_folder / "kiosk.lock")
    assert guard.claim() is Claim.UNGUARDED
    assert not guard.try_hold()


def test_the_second_start_prints_what_it_found_and_its_exit_code(
    qapp: QApplication, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    languages: list[str] = []
    monkeypatch.setattr(single_instance, "apply_language", languages.append)
    assert tell_already_running(Claim.RAISED) == 0  # offscreen: printed, no box to wait on
    assert tell_already_running(Claim.NOT_ANSWERING) == 1
    printed = capsys.readouterr().out
    assert RAISED in printed
    assert "does not answer" in printed
    assert languages == ["", ""]  # this computer's language, not the kiosk's settings

    # With a display, the box shows too, and closes by itself (it may sit behind the kiosk).
    monkeypatch.setattr(single_instance, "_NO_DISPLAY", frozenset())
    monkeypatch.setattr(single_instance, "MESSAGE_BOX_MS", 50)
    assert tell_already_running(Claim.RAISED) == 0
    assert RAISED in capsys.readouterr().out
