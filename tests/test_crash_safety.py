"""A kiosk killed in the middle of a mint loses nothing and mints nothing twice.

A child process mints the way the kiosk does (the real flow, calls, client and journal file; the
journal row is committed before the mint is sent) against a slow emulator; it is killed with
SIGKILL while the mint call runs, and the journal is reconciled as at the next start.
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

from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reconcile import ReconcileReport, drain_queue, reconcile_journal
from kiosk.emulator import EmulatorServer, Fault
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")

RECIPIENT = "0x" + "5e" * 20
MINT = "POST /actions/claim-qr"
DEADLINE_S = 30.0
REPO = Path(__file__).resolve().parents[1]

# The kiosk's own steps, without Qt: scan, check, recipient, journal row, mint (and follow it).
CHILD = """
import os, sys
from pathlib import Path
from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow, CheckLink, InputReceived, Mint
from kiosk.core.journal import MintJournal
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig

base_url, auth_url, mint_site, journal_file, link, recipient = sys.argv[1:7]
config = ServiceConfig(base_url, auth_url, mint_site, follow_timeout_s=300, follow_interval_s=0.2)
credentials = Credentials(
    os.environ["CRASH_API_KEY"], os.environ["CRASH_CLIENT_ID"], os.environ["CRASH_CLIENT_SECRET"]
)
client = ServiceClient(config, credentials, token_store=MemoryTokenStore())
calls = AttendeeCalls(client, ArtworkCache(Path(journal_file).parent / "art"))
journal = MintJournal(Path(journal_file))
flow = AttendeeFlow(mint_site)
[check] = [e for e in flow.handle(InputReceived(link), 1.0) if isinstance(e, CheckLink)]
flow.handle(calls.check_link(check.request_id, check.qr_hash), 2.0)
[mint] = [e for e in flow.handle(InputReceived(recipient), 3.0) if isinstance(e, Mint)]
journal.record_attempt(mint.attempt)
print("minting", flush=True)
calls.mint(mint.attempt, mint.secret, lambda accepted: None)
print("finished", flush=True)
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


def reconcile_as_at_start(journal_file: Path, client: ServiceClient) -> MintJournal:
    journal = MintJournal(journal_file)
    [row] = journal.pending_rows()
    assert row.state is JournalState.PENDING  # written before the call, never finished
    report = reconcile_journal(journal, client, queue_unminted=True)
    assert report.reachable
    drain_queue(journal, client)
    return journal


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
    assert again == ReconcileReport()
    assert drain_queue(journal, client) == ReconcileReport()
    assert emulator.state.counters[MINT] == posts
    assert emulator.state.mints_of(qr_hash) == 1


def test_killed_while_following_the_mint(
    slow_emulator: EmulatorServer, client: ServiceClient, tmp_path: Path
) -> None:
    """The service took the mint; the kiosk died before it learnt how the mint ended."""
    qr_hash = slow_emulator.state.drops[0].qr_hashes[0]
    journal_file = tmp_path / "journal.sqlite3"
    child = start_child(slow_emulator, journal_file, qr_hash)
    kill_when(child, lambda: slow_emulator.state.mints_of(qr_hash) == 1)

    journal = reconcile_as_at_start(journal_file, client)
    assert slow_emulator.state.counters[MINT] == 1  # settled by the status, never re-sent
    assert_minted_once_and_settled(journal, client, slow_emulator, qr_hash)
    journal.close()


def test_killed_while_the_mint_request_is_on_the_wire(
    slow_emulator: EmulatorServer, client: ServiceClient, tmp_path: Path
) -> None:
    """The mint request reached the service, which had not answered yet (nor maybe minted)."""
    qr_hash = slow_emulator.state.drops[0].qr_hashes[1]
    journal_file = tmp_path / "journal.sqlite3"
    slow_emulator.state.add_fault(MINT, Fault(latency_ms=1500, times=1))
    child = start_child(slow_emulator, journal_file, qr_hash)
    kill_when(child, lambda: slow_emulator.state.counters[MINT] == 1)

    # Whether or not the service finishes the request of the dead kiosk, the link is minted once:
    # reconciled as minted, or found unclaimed, queued and minted status-first.
    journal = reconcile_as_at_start(journal_file, client)
    assert_minted_once_and_settled(journal, client, slow_emulator, qr_hash)
    journal.close()
