"""A kiosk killed in the middle of a mint loses nothing and mints nothing twice.

A child process runs the kiosk's attendee side as the app builds it (``build_kiosk``: window,
controller, workers, client, journal file; offscreen) against a slow emulator; a scanned link and
a scanned wallet start a mint, and the child is killed with SIGKILL while the mint call runs.
Then the kiosk starts again for real (``KioskApp.start``): it settles the journal before the
attendee screens open, and its mint queue finishes what was never minted.
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
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reconcile import ReconcileReport, drain_queue, reconcile_journal
from kiosk.emulator import EmulatorServer, Fault
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from tests.kiosk_setup import restarted_a_minute_later, settings_set_up_for

pytestmark = [
    pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX"),
    pytest.mark.usefixtures("memory_keyring"),  # the restarted kiosk keeps its token there
]

RECIPIENT = "0x" + "5e" * 20
MINT = "POST /actions/claim-qr"
DEADLINE_S = 30.0
WAIT_MS = 30_000
REPO = Path(__file__).resolve().parents[1]

# The kiosk's attendee side, built as the app builds it; the camera's reads stand in for a scan.
CHILD = """
import os, sys
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
from kiosk.presenters.attendee_side import build_kiosk
from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.journal import MintJournal
from kiosk.core.settings import Settings
from kiosk.service import Credentials

base_url, auth_url, mint_site, journal_file, link, recipient = sys.argv[1:7]
app = QApplication([])
settings = Settings()
settings.service.base_url, settings.service.auth_url = base_url, auth_url
settings.service.mint_site = mint_site
settings.kiosk.allow_camera = False
credentials = Credentials(
    os.environ["CRASH_API_KEY"], os.environ["CRASH_CLIENT_ID"], os.environ["CRASH_CLIENT_SECRET"]
)
kiosk = build_kiosk(settings, credentials, MintJournal(Path(journal_file)))

def follow(state):
    if state.screen is Screen.ASK_RECIPIENT:
        kiosk.controller.submit_payload(recipient, InputSource.CAMERA)

kiosk.controller.state_changed.connect(follow)
kiosk.controller.start()
kiosk.controller.submit_payload(link, InputSource.CAMERA)
app.exec()
"""


@pytest.fixture
def slow_emulator() -> Iterator[EmulatorServer]:
    """An emulator of its own: a mint takes minutes to reach the chain, and a request the killed
    child left behind cannot touch the data of other tests."""
    server = EmulatorServer(mint_delays=(120.0, 120.0))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def client(slow_emulator: EmulatorServer) -> Iterator[ServiceClient]:
    issued = slow_emulator.credentials
    config = ServiceConfig(slow_emulator.base_url, slow_emulator.auth_url, slow_emulator.mint_site)
    credentials = Credentials(issued.api_key, issued.client_id, issued.client_secret)
    with ServiceClient(config, credentials, token_store=MemoryTokenStore()) as service:
        yield service


def start_child(
    emulator: EmulatorServer, journal_file: Path, qr_hash: str
) -> subprocess.Popen[str]:
    issued = emulator.credentials
    env = {
        **os.environ,
        "CRASH_API_KEY": issued.api_key,  # secrets by environment, never on the command line
        "CRASH_CLIENT_ID": issued.client_id,
        "CRASH_CLIENT_SECRET": issued.client_secret,
        # The child's token stays in its memory, never in this machine's keyring.
        "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
    }
    link = f"{emulator.mint_site}/mint?qr_hash={qr_hash}"
    arguments = [emulator.base_url, emulator.auth_url, emulator.mint_site, str(journal_file)]
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, *arguments, link, RECIPIENT],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def kill_when(child: subprocess.Popen[str], ready: Callable[[], bool]) -> None:
    """Poll (with a deadline) until ``ready()``, the child still running, then SIGKILL it."""
    deadline = time.monotonic() + DEADLINE_S
    while not ready():
        if child.poll() is not None:
            output, errors = child.communicate()
            pytest.fail(f"the child ended before it was killed:\n{output}\n{errors}")
        if time.monotonic() > deadline:
            child.kill()
            pytest.fail("the child never reached the mint call")
        time.sleep(0.02)  # polling interval, not synchronisation: ready() decides
    os.kill(child.pid, signal.SIGKILL)
    child.communicate()
    assert child.returncode == -signal.SIGKILL


def start_again(
    qtbot: QtBot, emulator: EmulatorServer, journal_file: Path, monkeypatch: pytest.MonkeyPatch
) -> MintJournal:
    """The kiosk starts again after the crash, set up as before: it settles the journal, opens
    for attendees, and its queue mints what the status shows was never minted."""
    restarted_a_minute_later(journal_file)
    journal = MintJournal(journal_file)
    [row] = journal.pending_rows()
    assert row.state is JournalState.PENDING  # written before the call, never finished
    settings = settings_set_up_for(emulator, monkeypatch)
    app = KioskApp(settings, journal, lambda _settings: None, windowed=True, scanner=False)
    qtbot.addWidget(app.window)
    try:
        app.start()
        assert not app.attendees_open  # "Getting ready…" while the journal is settled
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
        # (state, attempts): a row the queue is already sending again is pending on attempt 2.
        states_at_opening = [(row.state, row.attempts) for row in journal.rows()]
        qtbot.waitUntil(
            lambda: [row.state for row in journal.rows()] == [JournalState.ON_ITS_WAY],
            timeout=WAIT_MS,
        )
    finally:
        app.close()  # stops its workers and closes the journal file
    assert (JournalState.PENDING, 1) not in states_at_opening  # settled before attendees came
    return MintJournal(journal_file)


def assert_minted_once_and_settled(
    journal: MintJournal, client: ServiceClient, emulator: EmulatorServer, qr_hash: str
) -> None:
    [row] = journal.rows()
    assert row.state is JournalState.ON_ITS_WAY
    assert row.recipient is not None
    assert row.recipient.value.lower() == RECIPIENT
    assert journal.pending_rows() == journal.queued_rows() == []
    assert emulator.state.mints_of(qr_hash) == 1
    status = client.get_mint_link(qr_hash)
    assert status.claimed
    assert status.is_for(RECIPIENT)
    posts = emulator.state.counters[MINT]
    # Running everything again (another restart) settles nothing and mints nothing more.
    again = reconcile_journal(journal, client, queue_unminted=True)
    assert (again.settled, again.queued, again.error) == (0, 0, "")  # only followed, still open
    assert drain_queue(journal, client) == ReconcileReport()
    assert emulator.state.counters[MINT] == posts
    assert emulator.state.mints_of(qr_hash) == 1


def test_killed_while_following_the_mint(
    qtbot: QtBot,
    slow_emulator: EmulatorServer,
    client: ServiceClient,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The service took the mint; the kiosk died before it learnt how the mint ended."""
    qr_hash = slow_emulator.state.drops[0].qr_hashes[0]
    journal_file = tmp_path / "journal.sqlite3"
    child = start_child(slow_emulator, journal_file, qr_hash)
    kill_when(child, lambda: slow_emulator.state.mints_of(qr_hash) == 1)

    journal = start_again(qtbot, slow_emulator, journal_file, monkeypatch)
    assert slow_emulator.state.counters[MINT] == 1  # settled by the status, never re-sent
    assert_minted_once_and_settled(journal, client, slow_emulator, qr_hash)
    journal.close()


def test_killed_while_the_mint_request_is_on_the_wire(
    qtbot: QtBot,
    slow_emulator: EmulatorServer,
    client: ServiceClient,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The mint request reached the service, which had not answered yet (nor maybe minted)."""
    qr_hash = slow_emulator.state.drops[0].qr_hashes[1]
    journal_file = tmp_path / "journal.sqlite3"
    slow_emulator.state.add_fault(MINT, Fault(latency_ms=1500, times=1))
    child = start_child(slow_emulator, journal_file, qr_hash)
    kill_when(child, lambda: slow_emulator.state.counters[MINT] == 1)

    # Whether or not the service finishes the request of the dead kiosk, the link is minted once:
    # reconciled as minted, or found unclaimed, queued and minted status-first.
    journal = start_again(qtbot, slow_emulator, journal_file, monkeypatch)
    assert_minted_once_and_settled(journal, client, slow_emulator, qr_hash)
    journal.close()
