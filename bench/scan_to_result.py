"""Scan-to-result latency of the kiosk against the emulator, with added network latency.

Measures, through the real controller, workers, client and emulator (offscreen window):
  check:  payload handed to the kiosk -> recipient page shown
  mint:   recipient submitted -> result page shown
and prints median / p95 per latency, HTTP requests per mint, token requests and artwork downloads.
App overhead = median(check + mint) - requests per mint x added latency.

Run: .venv/bin/python bench/scan_to_result.py [--mints 20]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow, InputReceived, InputSource, Screen, StartOver
from kiosk.core.journal import MintJournal
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow


def wait_until(app: QApplication, condition: Callable[[], bool], timeout_s: float = 30) -> None:
    deadline = time.perf_counter() + timeout_s
    while not condition():
        if time.perf_counter() > deadline:
            raise TimeoutError("the kiosk did not get there in time")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 1)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def run(latency_ms: int, mints: int, app: QApplication) -> None:
    emulator = EmulatorServer(latency_ms=latency_ms, mint_delays=(0.0, 0.0))
    emulator.start()
    folder = Path(tempfile.mkdtemp(prefix="kiosk-bench-"))
    credentials = emulator.credentials
    client = ServiceClient(
        ServiceConfig(emulator.base_url, emulator.auth_url, emulator.mint_site),
        Credentials(credentials.api_key, credentials.client_id, credentials.client_secret),
        token_store=MemoryTokenStore(),
    )
    window = KioskWindow()
    window.resize(1280, 800)
    window.show()
    controller = AttendeeController(
        AttendeeFlow(emulator.mint_site),
        AttendeeCalls(client, ArtworkCache(folder / "art")),
        window,
        inputs=AttendeeInputs(),
        journal=MintJournal(folder / "journal.sqlite3"),
    )
    controller.start()
    drop = emulator.state.drops[0]

    def screen() -> Screen:
        return controller.flow.state.screen

    totals: list[float] = []
    checks: list[float] = []
    before = sum(emulator.state.counters.values())
    tokens_before = emulator.state.counters["POST /oauth/token"]
    # One warm-up mint (token fetch, first artwork) is left out of the figures.
    for n, qr_hash in enumerate(drop.qr_hashes[: mints + 1]):
        if n == 1:
            before = sum(emulator.state.counters.values())
            tokens_before = emulator.state.counters["POST /oauth/token"]
        start = time.perf_counter()
        controller.submit_payload(qr_hash, InputSource.SCANNER)
        wait_until(app, lambda: screen() is Screen.ASK_RECIPIENT)
        checked = time.perf_counter()
        address = "0x" + hashlib.sha1(f"{latency_ms}-{n}".encode()).hexdigest()
        controller.handle(InputReceived(address))
        wait_until(app, lambda: screen() is Screen.RESULT)
        done = time.perf_counter()
        if n:
            checks.append((checked - start) * 1000)
            totals.append((checked - start + done - checked) * 1000)
        controller.handle(StartOver())
    requests = (sum(emulator.state.counters.values()) - before) / mints
    tokens = emulator.state.counters["POST /oauth/token"] - tokens_before
    artwork = emulator.state.counters["GET /assets/{name}"]
    median = statistics.median(totals)
    overhead = median - requests * latency_ms
    print(
        f"{latency_ms:>4} ms | check median {statistics.median(checks):6.1f} | "
        f"total median {median:6.1f} p95 {percentile(totals, 0.95):6.1f} | "
        f"{requests:.1f} requests/mint | overhead {overhead:5.1f} ms | "
        f"token requests {tokens} | artwork downloads {artwork}"
    )
    controller.stop()
    client.close()
    window.close()
    emulator.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mints", type=int, default=20)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    print(f"{args.mints} mints per row, after one warm-up mint; times in ms")
    for latency_ms in (0, 50, 150):
        run(latency_ms, args.mints, app)


if __name__ == "__main__":
    main()
