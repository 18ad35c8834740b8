"""Memory of the whole app, camera on, at idle and over many mints, against a bare Qt window.

The kiosk is built as ``kiosk --demo --windowed`` builds it (``kiosk.app``: the demo's emulator
in the same process, the app's own window, workers and threads, the ENSIP-15 tables loaded after
the first paint), with the camera on: a 1280x720 MJPG video standing in for it, read in real time
(written by this bench with OpenCV, as the camera tests do). The emulator's mints pass at once,
so the mints are the kiosk's work, not waits. Attendees are played as ``bench/soak.py`` plays
them: "Type a code", the code, a wallet, "Start over", one key per turn of the event loop.

Each measure is a fresh process, one after the other: the floor first, a bare PySide6 main window
painted once (``bench/bare_window.py``), then the kiosk. Read from ``/proc/<pid>``: VmRSS (what
``top`` shows: every page the process has in memory, shared libraries included) and PSS (shared
pages split among the processes sharing them), a second after the first paint, and for the kiosk
also once it is open with the camera running, after the warm-up mints, every 100 mints and at the
end (each reading after a full garbage collection, as ``bench/soak.py``). ``--maps`` lists where
the kiosk's resident memory is at the end: the heap and anonymous mappings, and each library.

Prints ours, the floor, the ratio, and the growth over the mints. Goal (issue 19): <= 150 MB,
flat over 1000 mints.

``--app PATH`` measures the frozen bundle instead, as a venue runs it: ``PATH --windowed`` with
a drop chosen and the camera on the same video, its credentials in the environment, on an
emulator in a process of its own (``kiosk emulator``: at a venue the service is not in the
kiosk's memory, and the bundle cannot be driven by this bench's attendees). One reading, idle,
once its camera runs.

Run: .venv/bin/python bench/memory.py [--mints 1000] [--warm-up 100] [--maps] [--app PATH]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.table import row

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from kiosk.app import KioskApp

ROOT = Path(__file__).resolve().parent.parent
BARE_WINDOW = ROOT / "bench" / "bare_window.py"
SIZE = (1280, 720)
FPS = 30
SETTLE_S = 1.0  # after the first paint, before the floor's reading
OPEN_SETTLE_S = 3.0  # the kiosk open and its camera running, before the idle reading
MINTS_PER_SECOND = 10.0  # a slow estimate, for how long the stand-in camera's video must last
GOAL_MB = 150.0
GROWTH_GOAL_MB = 10.0


def memory_of(pid: int | str = "self") -> dict[str, float]:
    """VmRSS, its anonymous and file-backed parts (status) and PSS (smaps_rollup), in MB."""
    figures: dict[str, float] = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "RssAnon", "RssFile", "VmHWM"):
            figures[key] = int(value.split()[0]) / 1024
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        key, _, value = line.partition(":")
        if key == "Pss":
            figures["Pss"] = int(value.split()[0]) / 1024
    return figures


def describe(figures: dict[str, float]) -> str:
    return (
        f"RSS {figures['VmRSS']:6.1f} MB (anon {figures['RssAnon']:5.1f}, files "
        f"{figures['RssFile']:5.1f}), PSS {figures['Pss']:6.1f} MB"
    )


def mapped_memory(pid: int | str = "self", count: int = 25) -> str:
    """Resident memory by mapping: each file (libraries), the heap, the rest anonymous."""
    resident: Counter[str] = Counter()
    name = ""
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        head = line.split()
        if not head:
            continue
        if not head[0].endswith(":"):  # a mapping's first line: address perms offset dev inode path
            name = head[5] if len(head) > 5 else "[anonymous]"
            if name.startswith("[stack"):
                name = "[stack]"
        elif head[0] == "Rss:":
            resident[name] += int(head[1])
    rows = [f"  {kb / 1024:6.1f} MB  {path}" for path, kb in resident.most_common(count)]
    total = sum(resident.values()) / 1024
    return f"Resident by mapping ({total:.1f} MB in all), the largest:\n" + "\n".join(rows)


# --- the stand-in camera ---------------------------------------------------------------------


def camera_video(folder: Path, seconds: float) -> Path:
    """A still room with a little sensor noise, MJPG (as USB cameras deliver), ``seconds`` long.

    Eight noisy frames in turn: fresh noise for every frame costs minutes of encoding."""
    import cv2
    import numpy as np

    rng = np.random.default_rng(3)
    width, height = SIZE
    scene = np.tile(np.linspace(70, 180, width, dtype=np.float32), (height, 1))
    scene = np.dstack([scene, scene * 0.9, scene * 0.8])
    cv2.rectangle(scene, (200, 150), (500, 600), (40, 60, 90), -1)
    cv2.circle(scene, (900, 300), 120, (150, 170, 200), -1)
    frames = [
        np.clip(scene + rng.normal(0, 3, scene.shape), 0, 255).astype(np.uint8) for _ in range(8)
    ]
    path = folder / "camera.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), FPS, SIZE)
    for n in range(int(seconds * FPS)):
        writer.write(frames[n % len(frames)])
    writer.release()
    return path


# --- the floor -------------------------------------------------------------------------------


def floor_memory() -> dict[str, float]:
    """The bare window's memory a second after its first paint."""
    process = subprocess.Popen(
        [sys.executable, str(BARE_WINDOW)],
        stdout=subprocess.PIPE,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    try:
        assert process.stdout is not None
        process.stdout.readline()  # its marker: printed after the first paint
        time.sleep(SETTLE_S)
        return memory_of(process.pid)
    finally:
        process.terminate()
        process.wait(timeout=10)


# --- the kiosk (a child process: ``--kiosk VIDEO``) ------------------------------------------


def build_demo_kiosk(
    video: Path, links: int
) -> tuple[QApplication, KioskApp, list[str], tempfile.TemporaryDirectory[str]]:
    """The app as ``kiosk --demo --windowed`` builds it (``kiosk.app.run_kiosk``), camera on
    ``video``, its emulator with ``links`` mint links that pass at once, started; the links'
    hashes, and the scratch folder of its settings and journal."""
    from kiosk.app import (
        KioskApp,
        _DemoPhone,
        _prepare_demo,
        _scratch_folder,
        _start_after_paint,
        _themed_application,
    )
    from kiosk.core.journal import MintJournal
    from kiosk.core.settings import save_settings
    from kiosk.workers.threads import ThreadOwner

    app = _themed_application(windowed=True)
    threads = ThreadOwner()
    emulator, settings, credentials = _prepare_demo(self_test=False)
    settings.kiosk.camera = str(video)
    state = emulator.state
    state.mint_delays = (0.0, 0.0)  # mints pass at once: the run measures the kiosk
    drop = state.drops[0]
    state.redeem_request(
        {
            "event_id": drop.id,
            "requested_codes": links,
            "redeem_type": "qr_code",
            "secret_code": drop.edit_code,
        }
    )
    hashes = list(state.drops[0].qr_hashes[:links])
    if len(hashes) < links:
        raise SystemExit(f"the emulator has only {len(hashes)} links")
    scratch = _scratch_folder(self_test=False)
    settings_file = Path(scratch.name) / "settings.toml"
    journal = MintJournal(Path(scratch.name) / "journal.sqlite3")
    kiosk_app = KioskApp(
        settings,
        journal,
        lambda changed: save_settings(changed, settings_file),
        windowed=True,
        typed_credentials=credentials,
        scanner=False,  # the attendees type at machine speed: a USB scanner's burst to it
        threads=threads,
    )
    _DemoPhone(kiosk_app.window, threads)
    kiosk_app.open_window()
    _start_after_paint(kiosk_app, emulator)  # as run_kiosk, without waiting for the paint
    return app, kiosk_app, hashes, scratch


def run_kiosk_child(video: Path, mints: int, warm_up: int, maps: bool) -> int:
    """The kiosk on ``video`` with attendees minting; prints its readings, one line each."""
    from PySide6.QtCore import QTimer

    from bench.soak import Attendees

    total = warm_up + mints
    app, kiosk_app, hashes, scratch = build_demo_kiosk(video, total)

    def reading(label: str) -> None:
        gc.collect()
        print(f"{label}\t{json.dumps(memory_of())}", flush=True)

    def on_mint(done: int) -> None:
        if done == warm_up:
            reading("warm")
        elif done == total:
            reading(f"end {done - warm_up}")
        elif done > warm_up and (done - warm_up) % 100 == 0:
            reading(f"mints {done - warm_up}")

    players: list[Attendees] = []
    previews: Counter[str] = Counter()  # previews painted and camera state changes, while minting
    began = [0.0]

    def when_open() -> None:
        """Idle reading once attendees are served and the camera runs; then the attendees."""
        kiosk = kiosk_app.kiosk
        if not kiosk_app.attendees_open or kiosk is None or kiosk.camera is None:
            QTimer.singleShot(100, when_open)
            return
        reading("idle")
        kiosk.camera.preview.connect(lambda _image: previews.update(["preview"]))
        kiosk.camera.state_changed.connect(lambda state: previews.update([f"state {state}"]))
        players.append(Attendees(kiosk.controller, hashes, app, on_mint))
        began[0] = time.perf_counter()
        players[0].start()

    QTimer.singleShot(int(OPEN_SETTLE_S * 1000), when_open)
    try:
        app.exec()
        seconds = time.perf_counter() - began[0]
        attendees = players[0]
        rate = previews.pop("preview", 0) / seconds
        print(
            f"camera\t{rate:.0f} previews/s while minting; {dict(previews) or 'no state change'}",
            flush=True,
        )
        if maps:
            print(f"maps\t{json.dumps(mapped_memory())}", flush=True)
        if attendees.stuck_on is not None:
            print(f"stuck\t{attendees.stuck_on} after {attendees.done} mints", flush=True)
            return 1
        print(f"outcomes\t{dict(attendees.outcomes)} in {seconds:.0f} s", flush=True)
        return 0
    finally:
        kiosk_app.close()
        scratch.cleanup()


def kiosk_memory(video: Path, mints: int, warm_up: int, maps: bool) -> dict[str, str]:
    """The child's readings by label (the line printed after each label)."""
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--kiosk",
        str(video),
        "--mints",
        str(mints),
        "--warm-up",
        str(warm_up),
    ]
    if maps:
        command.append("--maps")
    with tempfile.TemporaryDirectory(prefix="kiosk-memory-") as home:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            HOME=home,
            PYTHONPATH=str(ROOT),
            XDG_STATE_HOME=home,
            XDG_CONFIG_HOME=home,
            XDG_DATA_HOME=home,
            XDG_CACHE_HOME=home,
        )
        process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
        assert process.stdout is not None
        readings: dict[str, str] = {}
        for line in process.stdout:
            label, _, value = line.rstrip("\n").partition("\t")
            if not value:
                print(line, end="")  # the demo's hints and anything else the app prints
                continue
            readings[label] = value
            if label.startswith(("idle", "warm", "mints", "end")):
                print(f"  {label:10s} {describe(json.loads(value))}", flush=True)
        process.wait()
    return readings


# --- the frozen bundle, as at a venue ------------------------------------------------------------


def bundle_memory(app: Path, video: Path) -> dict[str, float]:
    """``app --windowed`` set up for the first demo drop of a ``kiosk emulator`` of its own, the
    camera on ``video``, in a throwaway home; its memory once the camera runs and it settled."""
    from kiosk.core.settings import Settings, save_settings

    with tempfile.TemporaryDirectory(prefix="kiosk-memory-app-") as home:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            HOME=home,
            XDG_CONFIG_HOME=home,
            XDG_DATA_HOME=home,
            XDG_STATE_HOME=home,
            XDG_CACHE_HOME=home,
            PYTHONPATH=str(ROOT),
        )
        emulator = subprocess.Popen(
            [sys.executable, "-m", "kiosk", "emulator"], stdout=subprocess.PIPE, text=True, env=env
        )
        try:
            assert emulator.stdout is not None
            told: dict[str, str] = {}
            for line in emulator.stdout:  # its addresses, credentials, then the demo drops
                name, _, value = line.strip().partition("  ")
                told.setdefault(name.strip(), value.strip().split(" ")[0])
                if line.strip().startswith("secret word"):
                    break
            settings = Settings()
            settings.service.base_url = told["base URL"]
            settings.service.auth_url = told["auth URL"]
            settings.service.mint_site = told["mint site"]
            settings.kiosk.drop_id = int(next(key for key in told if key.isdigit()))
            settings.kiosk.camera = str(video)
            settings.operator.kiosk_mode = False
            save_settings(settings, Path(home) / "mint-kiosk" / "settings.toml")
            env.update(
                KIOSK_API_KEY=told["API key"],
                KIOSK_CLIENT_ID=told["client id"],
                KIOSK_CLIENT_SECRET=told["client secret"],
            )
            return _running_app_memory([str(app), "--windowed"], env)
        finally:
            emulator.terminate()
            emulator.wait(timeout=10)


def _running_app_memory(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """Start ``command``; its memory OPEN_SETTLE_S after its log says the camera runs."""
    process = subprocess.Popen(command, env=env, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stderr is not None
        for line in process.stderr:
            if "kiosk.camera.source" in line and line.rstrip().endswith("running"):
                break
        else:
            raise SystemExit("the bundle never said its camera runs")
        time.sleep(OPEN_SETTLE_S)
        return memory_of(process.pid)
    finally:
        process.terminate()
        process.wait(timeout=10)


def app_main(app: Path) -> int:
    """The frozen bundle's idle memory against the floor: one row."""
    print(f"memory of {app}: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}", flush=True)
    floor = floor_memory()
    print(f"  floor      {describe(floor)}  (bare PySide6 window)", flush=True)
    with tempfile.TemporaryDirectory(prefix="kiosk-memory-video-") as folder:
        ours = bundle_memory(app, camera_video(Path(folder), 60))
    print(f"  bundle     {describe(ours)}  (idle, camera on)", flush=True)
    idle_row(
        "resident memory, frozen bundle at a venue (service in its own process), camera on: idle",
        ours,
        floor,
    )
    return 0


def idle_row(what: str, ours: dict[str, float], floor: dict[str, float]) -> None:
    """The table's row for an idle reading against the floor's."""
    row(
        what,
        f"{ours['VmRSS']:.0f} MB",
        f"bare PySide6 window {floor['VmRSS']:.0f} MB",
        ours["VmRSS"] / floor["VmRSS"],
        f"<= {GOAL_MB:.0f} MB",
        met=ours["VmRSS"] <= GOAL_MB,
    )


def figures_of(text: str) -> dict[str, float]:
    figures: dict[str, float] = json.loads(text)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--mints", type=int, default=1000)
    parser.add_argument(
        "--warm-up",
        type=int,
        default=100,
        help="mints before the baseline (the first ones fill caches and load the sounds)",
    )
    parser.add_argument("--maps", action="store_true", help="where the kiosk's memory is, at end")
    parser.add_argument("--kiosk", type=Path, help=argparse.SUPPRESS)  # the child, on this video
    parser.add_argument("--app", type=Path, help="measure this frozen executable instead")
    args = parser.parse_args()
    if args.app is not None:
        return app_main(args.app)
    if args.kiosk is not None:
        return run_kiosk_child(args.kiosk, args.mints, args.warm_up, args.maps)

    print(f"memory: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}", flush=True)
    floor = floor_memory()
    print(f"  floor      {describe(floor)}  (bare PySide6 window)", flush=True)
    with tempfile.TemporaryDirectory(prefix="kiosk-memory-video-") as folder:
        seconds = 30 + (args.mints + args.warm_up) / MINTS_PER_SECOND
        video = camera_video(Path(folder), seconds)
        size_mb = video.stat().st_size / 1e6
        print(
            f"  camera: {SIZE[0]}x{SIZE[1]} MJPG at {FPS} fps, {seconds:.0f} s ({size_mb:.0f} MB)",
            flush=True,
        )
        readings = kiosk_memory(video, args.mints, args.warm_up, args.maps)
    for label in ("camera", "outcomes", "stuck"):
        if label in readings:
            print(f"{label}: {readings[label]}")
    if "idle" not in readings:
        print("the kiosk gave no reading")
        return 1
    idle = figures_of(readings["idle"])
    ends = [label for label in readings if label.startswith("end")]
    print(
        f"idle, camera on: ours {idle['VmRSS']:.1f} MB | floor {floor['VmRSS']:.1f} MB | ratio "
        f"{idle['VmRSS'] / floor['VmRSS']:.2f}x (PSS {idle['Pss']:.1f} / {floor['Pss']:.1f} MB "
        f"= {idle['Pss'] / floor['Pss']:.2f}x) | goal <= {GOAL_MB:.0f} MB"
    )
    idle_row("resident memory, whole app, demo, camera on: idle", idle, floor)
    if ends and "warm" in readings:
        warm, end = figures_of(readings["warm"]), figures_of(readings[ends[-1]])
        print(
            f"after {ends[-1].split()[1]} mints: ours {end['VmRSS']:.1f} MB | floor "
            f"{floor['VmRSS']:.1f} MB | ratio {end['VmRSS'] / floor['VmRSS']:.2f}x | growth "
            f"{end['VmRSS'] - warm['VmRSS']:+.1f} MB after the warm-up "
            f"({end['VmRSS'] - idle['VmRSS']:+.1f} MB since idle; goal flat, "
            f"<= {GROWTH_GOAL_MB:.0f} MB) | peak {end['VmHWM']:.1f} MB"
        )
        growth = end["VmRSS"] - warm["VmRSS"]
        row(
            f"resident memory after {ends[-1].split()[1]} mints (growth after the warm-up)",
            f"{end['VmRSS']:.0f} MB ({growth:+.1f} MB)",
            f"bare PySide6 window {floor['VmRSS']:.0f} MB",
            end["VmRSS"] / floor["VmRSS"],
            f"<= {GOAL_MB:.0f} MB, flat",
            met=end["VmRSS"] <= GOAL_MB and growth <= GROWTH_GOAL_MB,
        )
    if "maps" in readings:
        print(json.loads(readings["maps"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
