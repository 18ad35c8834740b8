"""The camera at the welcome screen: what the camera worker and the preview's paint cost with
nothing in view, and how soon a code that comes into view is read.

The whole kiosk window (the welcome page at the design size, 1280x800) shows the previews, wired
as the app wires them, so the figure is the worker thread (pacing, motion check, decode, preview
conversion and scaling, the signal to the UI thread) plus the UI thread's paint of each preview.
CPU is process CPU time / wall time, as % of one core.

Two stand-in cameras deliver the same 1280x720 frames at 30 a second in real time, through
``FrameSource``'s own hand-over slot (the newest frame wins, as with a camera):

- **raw**: frames already decoded (prepared in memory), so the figure is our own cost only;
  a camera delivering raw frames (YUYV) costs its driver's conversion on top;
- **mjpg**: an MJPG video read by OpenCV in real time (FFmpeg's MJPG decoder, 2.0 ms a 122 KB
  frame here): about the decode a 720p USB camera's MJPG costs (OpenCV's V4L2 backend decodes it
  with libjpeg-turbo: 1.7-2.0 ms a 100-150 KB frame here, 3.2 ms at 320 KB), in both figures.

The scene: a busy still room (posters, signs, edges: what costs a decoder most) with fresh sensor
noise in each frame. The floor, measured in the same run (ours and floor in turn, ``--runs``
pairs, medians printed): the same frames from the same source, each turned into the least preview
any camera view needs (the visible part, scaled once to the painted size, 32-bit, OpenCV on one
thread) and painted by the same window, nothing else: no motion check, no decode.

Then the latency: the raw camera shows the still room, then a QR code held up (appearing at once,
at a different phase of the idle decode pace each time), for ``--codes`` different codes; printed:
frames from the code's first frame to its payload arriving on the UI thread (that first frame
counts as 1), the same in ms, codes missed or read that were not shown, and the decodes made.

Run: .venv/bin/python bench/camera_idle.py [--seconds 8] [--runs 3] [--codes 12]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
import qrcode

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QEventLoop, QObject, QSize, QTimer, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

import kiosk.camera.decoder
from bench.table import row
from kiosk.camera.source import CameraState, Frame, FrameSource
from kiosk.ui.kiosk_window import KioskWindow
from kiosk.ui.theme import DESIGN_SIZE, apply_theme
from kiosk.ui.welcome_page import AttendeeInputs
from kiosk.workers.camera_worker import CameraWorker

SIZE = (1280, 720)
FPS = 30
GOAL_PERCENT = 8.0  # issue 19: at most this much of one core ...
GOAL_PREVIEWS = 20  # ... with at least this many previews painted a second
NOISE_FRAMES = FPS  # one second of distinct noise, repeated


# --- the scene ------------------------------------------------------------------------------


def still_room(rng: np.random.Generator) -> np.ndarray:
    """A room with nothing held up: a gradient, shapes, posters and signs (float32 BGR)."""
    width, height = SIZE
    scene = np.tile(np.linspace(70, 180, width, dtype=np.float32), (height, 1))
    scene = np.dstack([scene, scene * 0.9, scene * 0.8]).astype(np.uint8)
    cv2.rectangle(scene, (200, 150), (500, 600), (40, 60, 90), -1)
    cv2.circle(scene, (900, 300), 120, (150, 170, 200), -1)
    for _ in range(250):
        x, y = int(rng.integers(0, width)), int(rng.integers(0, height))
        shade = tuple(float(c) for c in rng.integers(0, 255, 3))
        if rng.random() < 0.5:
            size = rng.integers(5, 60, 2)
            cv2.rectangle(scene, (x, y), (x + int(size[0]), y + int(size[1])), shade, -1)
        else:
            cv2.putText(scene, "EXIT 42", (x, y), cv2.FONT_HERSHEY_SIMPLEX, 0.8, shade, 2)
    return scene.astype(np.float32)


def noisy(base: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The scene as a sensor sees it: fresh noise in every frame."""
    frame: np.ndarray = np.clip(base + rng.normal(0, 3, base.shape), 0, 255).astype(np.uint8)
    return frame


def held_up(frame: np.ndarray, payload: str) -> np.ndarray:
    """The frame with a QR code held up near the middle, as large as a phone screen shows it."""
    grey = np.array(qrcode.make(payload, box_size=6, border=4).convert("L"), dtype=np.uint8)
    code = cv2.cvtColor(grey, cv2.COLOR_GRAY2BGR)
    h, w = code.shape[:2]
    top, left = (SIZE[1] - h) // 2, (SIZE[0] - w) // 2 + 60
    out = frame.copy()
    out[top : top + h, left : left + w] = code
    return out


def mjpg_video(frames: list[np.ndarray], seconds: float) -> Path:
    path = Path(tempfile.mkdtemp(prefix="kiosk-bench-")) / "still.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), FPS, SIZE)
    for n in range(round(seconds * FPS)):
        writer.write(frames[n % len(frames)])
    writer.release()
    return path


class PreparedCamera(FrameSource):
    """A camera whose frames are already decoded: ``frame_at(n)`` handed over ``FPS`` times a
    second in real time through FrameSource's own slot, ``count`` frames, then it ends."""

    def __init__(self, frame_at: Callable[[int], np.ndarray], count: int) -> None:
        super().__init__("prepared://camera", realtime=True)
        self.frame_at = frame_at
        self.count = count
        self.handed_at: list[float] = []  # when each frame was handed over (monotonic)

    def _grab(self) -> None:
        self._set_state(CameraState.RUNNING)
        due = time.monotonic()
        for number in range(self.count):
            if self._closing.is_set():
                return
            image = self.frame_at(number)
            self.handed_at.append(time.monotonic())
            self._put(Frame(image, number))
            due += 1 / FPS
            self._closing.wait(max(0.0, due - time.monotonic()))
        self._end(unreadable=False)


# --- the measures ---------------------------------------------------------------------------


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


@dataclass
class Figure:
    cpu: float  # % of one core, whole process
    threads: dict[str, float]  # % of one core by thread: ui, camera (worker), other
    painted: float  # previews painted a second
    decodes: float  # decodes a second


WARM_UP_S = 1.0  # measured from then (the camera open, first imports) ...
BEFORE_END_S = 0.5  # ... to this long before the source ends (while every thread still runs)


def thread_ticks() -> dict[int, tuple[str, int]]:
    """CPU clock ticks used so far by each thread of this process, with its name."""
    ticks = {}
    for task in Path(f"/proc/{os.getpid()}/task").iterdir():
        try:
            stat = (task / "stat").read_text()
        except OSError:
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2 :].split()
        ticks[int(task.name)] = (name, int(fields[11]) + int(fields[12]))  # utime + stime
    return ticks


@dataclass
class Snapshot:
    cpu: float
    wall: float
    ticks: dict[int, tuple[str, int]]
    paints: int
    decodes: int


@contextmanager
def counting_decodes(camera_tid: list[int]) -> Iterator[list[int]]:
    """Counts the worker's calls of ``read_frame`` (it imports it when its loop starts), and
    notes the thread that calls it: the camera thread."""
    count = [0]
    real = kiosk.camera.decoder.read_frame

    def counted(frame: np.ndarray) -> kiosk.camera.decoder.FrameReading:
        if not count[0]:
            camera_tid.append(threading.get_native_id())
        count[0] += 1
        return real(frame)

    kiosk.camera.decoder.read_frame = counted
    try:
        yield count
    finally:
        kiosk.camera.decoder.read_frame = real


def measured(
    window: KioskWindow, start: Callable[[QEventLoop], None], seconds: float, camera_tid: list[int]
) -> Figure:
    """Runs ``start`` and the UI's event loop until the loop is quit; measures from ``WARM_UP_S``
    after the start to ``BEFORE_END_S`` before ``seconds``: process CPU, CPU by thread (the UI
    thread, the camera thread (the worker's, or ``camera_tid``), the others: the
    source's grabber, OpenCV's pool), previews painted, decodes."""
    view = window.welcome_page.camera_view
    counter = PaintCounter()
    view.installEventFilter(counter)
    loop = QEventLoop()
    snapshots: list[Snapshot] = []
    with counting_decodes(camera_tid) as decodes:

        def snap() -> None:
            snapshots.append(
                Snapshot(
                    time.process_time(),
                    time.perf_counter(),
                    thread_ticks(),
                    counter.paints,
                    decodes[0],
                )
            )

        QTimer.singleShot(round(WARM_UP_S * 1000), snap)
        QTimer.singleShot(round((seconds - BEFORE_END_S) * 1000), snap)
        start(loop)
        loop.exec()
    view.removeEventFilter(counter)
    first, last = snapshots
    wall = last.wall - first.wall
    hz = os.sysconf("SC_CLK_TCK")
    threads = {"ui": 0.0, "camera": 0.0, "other": 0.0}
    for tid, (_name, used) in last.ticks.items():
        if tid in first.ticks:
            key = "ui" if tid == os.getpid() else "camera" if tid in camera_tid else "other"
            threads[key] += 100 * (used - first.ticks[tid][1]) / hz / wall
    return Figure(
        100 * (last.cpu - first.cpu) / wall,
        threads,
        (last.paints - first.paints) / wall,
        (last.decodes - first.decodes) / wall,
    )


def connect_worker(worker: CameraWorker, window: KioskWindow) -> None:
    """As kiosk/app.py wires the camera to the window."""
    worker.preview.connect(window.show_preview_frame)
    window.preview_size_changed.connect(worker.set_preview_size)
    window.resend_preview_size()


def ours(window: KioskWindow, source: FrameSource, seconds: float) -> Figure:
    """The real worker, wired to the window as the app wires it."""
    worker = CameraWorker(source)
    connect_worker(worker, window)

    def start(loop: QEventLoop) -> None:
        worker.state_changed.connect(
            lambda state: loop.quit() if state == CameraState.ENDED else None
        )
        worker.start()

    figure = measured(window, start, seconds, [])
    worker.stop()
    worker.deleteLater()
    return figure


def least_preview(frame: np.ndarray, size: QSize) -> QImage:
    """What any preview needs: the part of the frame the view shows (filled, cropped to its
    shape), scaled once to the painted size (never up), in the 32-bit format painted as is."""
    height, width = frame.shape[:2]
    scale = max(size.width() / width, size.height() / height)
    crop_w, crop_h = (
        min(width, round(size.width() / scale)),
        min(height, round(size.height() / scale)),
    )
    left, top = (width - crop_w) // 2, (height - crop_h) // 2
    visible = frame[top : top + crop_h, left : left + crop_w]
    if scale < 1:
        visible = cv2.resize(visible, (size.width(), size.height()), interpolation=cv2.INTER_LINEAR)
    h, w = visible.shape[:2]
    image = QImage(w, h, QImage.Format.Format_RGB32)
    pixels = np.frombuffer(image.bits(), np.uint8).reshape(h, image.bytesPerLine())
    cv2.cvtColor(visible, cv2.COLOR_BGR2BGRA, dst=pixels[:, : w * 4].reshape(h, w, 4))
    return image


class Previews(QObject):
    ready = Signal(QImage)


def floor(window: KioskWindow, source: FrameSource, seconds: float) -> Figure:
    """The same frames, each made into the least preview and painted by the same window."""
    previews = Previews()
    previews.ready.connect(window.show_preview_frame)  # queued: the window lives on the UI thread
    view = window.welcome_page.camera_view
    size = view.contentsRect().size() * view.devicePixelRatio()
    done = threading.Event()
    reader_tid: list[int] = []

    def read_all() -> None:
        reader_tid.append(threading.get_native_id())
        source.start()
        while True:
            got = source.read(timeout_s=0.1)
            if got.frame is not None:
                previews.ready.emit(least_preview(got.frame.image, size))
            elif source.state in (CameraState.ENDED, CameraState.STOPPED):
                break
        source.close()
        done.set()

    thread = threading.Thread(target=read_all, daemon=True)
    timer = QTimer(interval=20)

    def start(loop: QEventLoop) -> None:
        timer.timeout.connect(lambda: loop.quit() if done.is_set() else None)
        timer.start()
        thread.start()

    threads = cv2.getNumThreads()
    cv2.setNumThreads(1)  # the least: OpenCV's pool of threads costs more than it saves here
    try:
        figure = measured(window, start, seconds, reader_tid)
    finally:
        cv2.setNumThreads(threads)
    timer.stop()
    thread.join()
    return figure


def latency(
    window: KioskWindow, base: np.ndarray, rng: np.random.Generator, codes: int
) -> tuple[float, float, int]:
    """Codes held up one after another in the still room, each at another phase of the idle
    pace: frames (and ms) from a code's first frame to its payload on the UI thread."""
    still = [noisy(base, rng) for _ in range(8)]
    shows: list[tuple[int, str]] = []  # (first frame, payload)
    schedule: list[str | None] = []
    for n in range(codes):
        schedule += [None] * (75 + n * 3)  # 2.5 s and more of the still room: the pace idles
        payload = f"http://127.0.0.1:8000/mint?qr_hash=bench{n:03d}"
        shows.append((len(schedule), payload))
        schedule += [payload] * 45  # held up 1.5 s
    schedule += [None] * 30
    held = {payload: [held_up(still[k], payload) for k in range(4)] for _, payload in shows}

    def frame_at(number: int) -> np.ndarray:
        payload = schedule[number]
        return still[number % 8] if payload is None else held[payload][number % 4]

    source = PreparedCamera(frame_at, len(schedule))
    read: dict[str, tuple[int, float]] = {}
    worker = CameraWorker(source)
    connect_worker(worker, window)
    worker.payload_read.connect(
        lambda text: read.setdefault(text, (len(source.handed_at), time.monotonic()))
    )
    loop = QEventLoop()
    worker.state_changed.connect(lambda state: loop.quit() if state == CameraState.ENDED else None)
    with counting_decodes([]) as decodes:
        worker.start()
        loop.exec()
    worker.stop()
    worker.deleteLater()
    frames, ms = [], []
    for first, payload in shows:
        if payload in read:
            handed, at = read[payload]
            frames.append(handed - first)
            ms.append(1000 * (at - source.handed_at[first]))
    in_view = sum(45 for _ in shows) / FPS
    missed = len(shows) - len(frames)
    extra = len(set(read) - {payload for _, payload in shows})
    print(
        f"  code appearing -> payload on the UI thread: median {statistics.median(frames)} frames "
        f"(min {min(frames)}, max {max(frames)}), median {statistics.median(ms):.0f} ms "
        f"(max {max(ms):.0f} ms); read {len(frames)}/{len(shows)}, missed {missed}, "
        f"others {extra}; decodes {decodes[0]} in {len(schedule) / FPS:.0f} s "
        f"({len(shows)} codes in view {in_view:.0f} s of it)"
    )
    return statistics.median(frames), statistics.median(ms), missed


@dataclass
class Medians:
    ours: float
    floor: float
    ratio: float
    painted: float


def med(values: list[float]) -> float:
    return statistics.median(values)


def describe(name: str, mine: list[Figure], floors: list[Figure]) -> Medians:
    ratios = sorted(a.cpu / b.cpu for a, b in zip(mine, floors, strict=True))
    what = {"raw": "raw frames (our own cost)", "mjpg": "MJPG video (with its decode)"}[name]
    print(
        f"  {what}: ours {med([f.cpu for f in mine]):.1f} % of one core | floor "
        f"{med([f.cpu for f in floors]):.1f} % | ratio {med(ratios):.2f}x "
        f"(pairs {ratios[0]:.2f}-{ratios[-1]:.2f}x) | previews painted "
        f"{med([f.painted for f in mine]):.1f}/s (floor {med([f.painted for f in floors]):.1f}/s) "
        f"| decodes {med([f.decodes for f in mine]):.1f}/s"
    )
    for label, figures in (("ours", mine), ("floor", floors)):
        split = ", ".join(
            f"{key} {med([f.threads[key] for f in figures]):.1f} %" for key in figures[0].threads
        )
        print(f"      {label} by thread: {split}")
    return Medians(
        med([f.cpu for f in mine]),
        med([f.cpu for f in floors]),
        med(ratios),
        med([f.painted for f in mine]),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--codes", type=int, default=12)
    parser.add_argument("--skip-mjpg", action="store_true")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    apply_theme(app)
    window = KioskWindow()
    window.show_welcome(True, AttendeeInputs())
    window.resize(*DESIGN_SIZE)
    window.show()
    rng = np.random.default_rng(3)
    base = still_room(rng)
    frames = [noisy(base, rng) for _ in range(NOISE_FRAMES)]
    count = round(args.seconds * FPS)
    video = None if args.skip_mjpg else mjpg_video(frames, args.seconds)
    view = window.welcome_page.camera_view
    print(
        f"camera at the welcome screen, {SIZE[0]}x{SIZE[1]} at {FPS} fps, nothing in view "
        f"(busy still room, sensor noise), window {DESIGN_SIZE[0]}x{DESIGN_SIZE[1]}, preview "
        f"painted {view.contentsRect().width()}x{view.contentsRect().height()}; "
        f"{args.runs} pairs of {args.seconds:g} s, {os.cpu_count()} cores"
    )
    sources: dict[str, Callable[[], FrameSource]] = {
        "raw": lambda: PreparedCamera(lambda n: frames[n % len(frames)], count)
    }
    if video is not None:
        sources["mjpg"] = lambda: FrameSource(video, realtime=True)
    found: dict[str, Medians] = {}
    for name, make in sources.items():
        mine, floors = [], []
        for _ in range(args.runs):
            mine.append(ours(window, make(), args.seconds))
            floors.append(floor(window, make(), args.seconds))
        found[name] = describe(name, mine, floors)
    frames_to_read, ms_to_read, missed = latency(window, base, rng, args.codes)
    own = found["raw"]
    with_decode = found.get("mjpg")
    row(
        "camera worker at the welcome screen, 720p, nothing in view (own cost: raw frames)",
        f"{own.ours:.1f} % of a core, {own.painted:.0f} previews/s"
        + (f"; with MJPG decode {with_decode.ours:.1f} %" if with_decode else "")
        + f"; code read {frames_to_read:g} frames ({ms_to_read:.0f} ms) after it appears",
        f"{own.floor:.1f} % (least preview)"
        + (f"; with MJPG decode {with_decode.floor:.1f} %" if with_decode else ""),
        own.ratio,
        "<= 8 % of a core, >= 20 previews/s",
        met=own.ours <= GOAL_PERCENT and own.painted >= GOAL_PREVIEWS and not missed,
    )


if __name__ == "__main__":
    main()
