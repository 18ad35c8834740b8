"""How long the next attendee waits while another attendee's answer drips in.

Through the real controller, workers, client and emulator (offscreen window): attendee A's mint
answer drips a byte every 0.5 s (the emulator's ``drip_ms`` fault: minutes in all); after the flow's
10 s for a mint, A is shown the result and starts over; then B scans a link. It prints how long B
waited for the recipient page (the service's own check takes milliseconds here), A's waits, and
how long quitting took with A's answer still dripping. Run against the issue's goal: B waits at
most 2 s because of A.

Run: .venv/bin/python -m bench.drip [--rounds 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from bench.scan_to_result import wait_until
from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow, InputReceived, InputSource, Screen, StartOver
from kiosk.core.journal import MintJournal
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow

DRIP_MS = 500


def one_round(app: QApplication, emulator: EmulatorServer, index: int) -> tuple[float, float]:
    """B's wait for the recipient page, and how long stopping took with A's answer dripping."""
    folder = Path(tempfile.mkdtemp(prefix="kiosk-bench-drip-"))
    issued = emulator.credentials
    client = ServiceClient(
        ServiceConfig(emulator.base_url, emulator.auth_url, emulator.mint_site),
        Credentials(issued.api_key, issued.client_id, issued.client_secret),
        token_store=MemoryTokenStore(),
    )
    window = KioskWindow()
    window.resize(1280, 800)
    window.show()
    journal = MintJournal(folder / "journal.sqlite3")
    controller = AttendeeController(
        AttendeeFlow(emulator.mint_site),
        AttendeeCalls(client, ArtworkCache(folder / "art")),
        window,
        inputs=AttendeeInputs(camera=False),
        journal=journal,
    )
    controller.start()
    client.fetch_token()
    first, second = emulator.state.drops[0].qr_hashes[2 * index : 2 * index + 2]

    def screen() -> Screen:
        return controller.flow.state.screen

    emulator.state.add_fault("POST /actions/claim-qr", Fault(drip_ms=DRIP_MS, times=1))
    controller.submit_payload(first, InputSource.SCANNER)
    wait_until(app, lambda: screen() is Screen.ASK_RECIPIENT)
    controller.handle(InputReceived("0x" + "a1" * 20))
    wait_until(app, lambda: screen() is Screen.RESULT, timeout_s=20)  # the flow's 10 s
    controller.handle(StartOver())

    started = time.perf_counter()
    controller.submit_payload(second, InputSource.SCANNER)
    wait_until(app, lambda: screen() is Screen.ASK_RECIPIENT)
    waited = time.perf_counter() - started
    assert client.answers_coming_in == 1, "A's answer should still be dripping"

    started = time.perf_counter()
    client.abort_calls()
    stopped = controller.stop()
    quit_s = time.perf_counter() - started
    assert stopped, "a thread did not end"
    client.close()
    journal.close()
    window.close()
    return waited, quit_s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    app = QApplication([])
    emulator = EmulatorServer(mint_delays=(0.0, 0.0))
    emulator.start()
    try:
        results = [one_round(app, emulator, n) for n in range(args.rounds)]
    finally:
        emulator.stop()
    waits = [wait for wait, _ in results]
    quits = [quit_s for _, quit_s in results]
    print(f"drip: a byte every {DRIP_MS} ms on A's mint answer; {args.rounds} rounds")
    print(
        f"B's wait for the recipient page: median {statistics.median(waits) * 1000:.0f} ms, "
        f"max {max(waits) * 1000:.0f} ms (goal: at most 2000 ms)"
    )
    print(
        f"quitting with A's answer dripping: median {statistics.median(quits) * 1000:.0f} ms, "
        f"max {max(quits) * 1000:.0f} ms (goal: at most 2000 ms)"
    )


if __name__ == "__main__":
    main()
