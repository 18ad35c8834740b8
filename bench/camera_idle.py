"""The camera worker at the welcome screen: 1280x720 at 30 fps, nothing in view (a still scene
with sensor noise), read in real time from an MJPG video standing in for the camera.

Prints our figure (process CPU time / wall time, as % of one core; the MJPG decode of the
stand-in camera included), its floor measured in the same run (the same frames read and turned
into previews, nothing decoded: what any preview costs), the ratio, and the previews painted a
second (goal: at least 20). Runs ``--runs`` pairs, ours then floor, and prints medians.

Run: .venv/bin/python bench/camera_idle.py [--seconds 8] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import threading
import time
from pathlib import Path

import cv2
import numpy as np

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop

from kiosk.camera.source import CameraState, FrameSource
from kiosk.workers.camera_worker import CameraWorker, preview_image

SIZE = (1280, 720)
FPS = 30


def still_scene_video(seconds: float) -> Path:
    """A room with nothing held up: a fixed gradient-and-shapes scene, fresh noise each frame."""
    rng = np.random.default_rng(3)
    width, height = SIZE
    scene = np.tile(np.linspace(70, 180, width, dtype=np.float32), (height, 1))
    scene = np.dstack([scene, scene * 0.9, scene * 0.8]).astype(np.uint8)
    cv2.rectangle(scene, (200, 150), (500, 600), (40, 60, 90), -1)
    cv2.circle(scene, (900, 300), 120, (150, 170, 200), -1)
    for _ in range(250):  # a busy room: posters, signs, edges (what costs a decoder most)
        x, y = int(rng.integers(0, width)), int(rng.integers(0, height))
        shade = tuple(float(c) for c in rng.integers(0, 255, 3))
        if rng.random() < 0.5:
            size = rng.integers(5, 60, 2)
            cv2.rectangle(scene, (x, y), (x + int(size[0]), y + int(size[1])), shade, -1)
        else:
            cv2.putText(scene, "EXIT 42", (x, y), cv2.FONT_HERSHEY_SIMPLEX, 0.8, shade, 2)
    base = scene.astype(np.float32)
    path = Path(tempfile.mkdtemp(prefix="kiosk-bench-")) / "still.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), FPS, SIZE)
    for _ in range(int(seconds * FPS)):
        noisy = base + rng.normal(0, 3, base.shape).astype(np.float32)
        writer.write(np.clip(noisy, 0, 255).astype(np.uint8))
    writer.release()
    return path


def ours(path: Path) -> tuple[float, float]:
    """The real worker: (% of one core, previews a second)."""
    source = FrameSource(path, realtime=True)
    worker = CameraWorker(source)
    previews = 0

    def count_preview() -> None:
        nonlocal previews
        previews += 1

    worker.preview.connect(count_preview)
    loop = QEventLoop()
    worker.state_changed.connect(lambda state: loop.quit() if state == CameraState.ENDED else None)
    cpu, wall = time.process_time(), time.perf_counter()
    worker.start()
    loop.exec()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    worker.stop()
    return 100 * cpu / wall, previews / wall


def floor(path: Path) -> float:
    """The same frames, read in real time and made into previews at 30 a second, no decoding."""
    source = FrameSource(path, realtime=True)
    done = threading.Event()

    def read_all() -> None:
        source.start()
        while True:
            got = source.read(timeout_s=0.1)
            if got.frame is not None:
                preview_image(got.frame.image)
            elif source.state in (CameraState.ENDED, CameraState.STOPPED):
                break
        source.close()
        done.set()

    cpu, wall = time.process_time(), time.perf_counter()
    thread = threading.Thread(target=read_all, daemon=True)
    thread.start()
    done.wait()
    return 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    path = still_scene_video(args.seconds)
    mine, floors, rates = [], [], []
    for _ in range(args.runs):
        cpu, rate = ours(path)
        mine.append(cpu)
        rates.append(rate)
        floors.append(floor(path))
    ratios = sorted(a / b for a, b in zip(mine, floors, strict=True))
    print(
        f"camera worker, {SIZE[0]}x{SIZE[1]} at {FPS} fps, nothing in view: ours "
        f"{statistics.median(mine):.1f} % of one core | floor (read + preview, no decode) "
        f"{statistics.median(floors):.1f} % | ratio {statistics.median(ratios):.2f}x "
        f"(pairs {ratios[0]:.2f}-{ratios[-1]:.2f}x) | previews {statistics.median(rates):.1f}/s "
        f"| {args.runs} runs, {os.cpu_count()} cores"
    )
    del app


if __name__ == "__main__":
    main()
