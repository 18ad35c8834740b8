"""The camera without OpenCV? What Qt Multimedia's capture would cost, against OpenCV's.

OpenCV is 151 of the bundle's 366 MiB (docs/performance.md, "Bundle"), so the bundle's goal
(issue 19: <= 200 MiB) needs a camera stack without it. The one in our stack is Qt Multimedia
(QCamera, or QMediaPlayer for a file, into a QVideoSink; its FFmpeg backend). This bench plays
the same 720p MJPG video in real time (the busy still room of ``bench/camera_idle.py``, fresh
noise in every frame, 30 frames a second) through each stack, and does with every frame the
least the camera view needs, nothing else (no motion check, no decode, no paint):

- **opencv**: ``VideoCapture.read()`` (FFmpeg's MJPG decoder, into BGR), the view's part of the
  frame scaled to 800x600 and made 32-bit (``cv2.resize``, ``cv2.cvtColor``), as
  ``PreviewMaker`` does;
- **qt**: the sink's ``QVideoFrame`` (FFmpeg's decoder, YUV 4:2:0), ``toImage()`` (Qt's YUV to
  RGB32 conversion), the view's part scaled to 800x600 (``QImage.copy`` and ``scaled``, smooth
  as OpenCV's linear, or fast: nearest pixel);
- **qt-frames**: the frames delivered to the sink and dropped: the least Qt Multimedia costs.

Each in a fresh process, in turn, ``--runs`` rounds; CPU is process CPU time / wall time, as %
of one core; medians printed, and the ratio of each to opencv's.

Run: .venv/bin/python bench/camera_stacks.py [--seconds 8] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

VIEW = (800, 600)  # the welcome page's camera view at the design size, device pixels
STACKS = ("opencv", "qt", "qt-fast", "qt-frames")


def make_video(seconds: float) -> Path:
    import numpy as np

    from bench.camera_idle import FPS, mjpg_video, noisy, still_room

    rng = np.random.default_rng(7)
    room = still_room(rng)
    return mjpg_video([noisy(room, rng) for _ in range(FPS)], seconds)


def shown_part(width: int, height: int) -> tuple[int, int, int, int]:
    """The middle of the frame with the view's shape: left, top, width, height."""
    scale = max(VIEW[0] / width, VIEW[1] / height)
    shown = (min(width, round(VIEW[0] / scale)), min(height, round(VIEW[1] / scale)))
    return (width - shown[0]) // 2, (height - shown[1]) // 2, shown[0], shown[1]


def run_opencv(video: Path) -> tuple[float, int]:
    """Process CPU % of one core, and frames handled."""
    import cv2
    import numpy as np

    cv2.setNumThreads(1)  # as the camera loop
    capture = cv2.VideoCapture(str(video))
    interval = 1 / (capture.get(cv2.CAP_PROP_FPS) or 30)
    scaled = np.empty((VIEW[1], VIEW[0], 3), np.uint8)
    preview = np.empty((VIEW[1], VIEW[0], 4), np.uint8)
    frames = 0
    started, cpu = time.monotonic(), time.process_time()
    due = started
    while True:
        ok, frame = capture.read()
        if not ok:
            break
        left, top, width, height = shown_part(frame.shape[1], frame.shape[0])
        visible = frame[top : top + height, left : left + width]
        cv2.resize(visible, VIEW, scaled, interpolation=cv2.INTER_LINEAR)
        cv2.cvtColor(scaled, cv2.COLOR_BGR2BGRA, preview)
        frames += 1
        due += interval
        time.sleep(max(0.0, due - time.monotonic()))
    capture.release()
    return 100 * (time.process_time() - cpu) / (time.monotonic() - started), frames


def run_qt(video: Path, stack: str) -> tuple[float, int]:
    from PySide6.QtCore import QRect, Qt, QUrl
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtMultimedia import QMediaPlayer, QVideoFrame, QVideoSink

    app = QGuiApplication(sys.argv[:1])
    player, sink = QMediaPlayer(), QVideoSink()
    player.setVideoSink(sink)
    smooth = Qt.TransformationMode.SmoothTransformation
    mode = Qt.TransformationMode.FastTransformation if stack == "qt-fast" else smooth
    frames = [0]

    def handle(frame: QVideoFrame) -> None:
        if not frame.isValid():
            return
        frames[0] += 1
        if stack == "qt-frames":
            return
        image = frame.toImage()
        part = QRect(*shown_part(image.width(), image.height()))
        image.copy(part).scaled(*VIEW, Qt.AspectRatioMode.IgnoreAspectRatio, mode)

    # On the thread that delivers the frames, as a camera loop would take them.
    sink.videoFrameChanged.connect(handle, Qt.ConnectionType.DirectConnection)
    player.mediaStatusChanged.connect(
        lambda status: status is QMediaPlayer.MediaStatus.EndOfMedia and app.quit()
    )
    player.errorOccurred.connect(lambda _error, text: (print(text, file=sys.stderr), app.quit()))
    player.setSource(QUrl.fromLocalFile(str(video)))
    started, cpu = time.monotonic(), time.process_time()
    player.play()
    app.exec()
    return 100 * (time.process_time() - cpu) / (time.monotonic() - started), frames[0]


def measure(stack: str, video: Path) -> tuple[float, int]:
    """One stack in a fresh process (its libraries and threads alone)."""
    quiet = dict(os.environ, QT_LOGGING_RULES="*=false", AV_LOG_FORCE_NOCOLOR="1")
    out = subprocess.run(
        [sys.executable, __file__, "--child", stack, str(video)],
        capture_output=True, text=True, check=True, env=quiet,
    ).stdout.split()
    return float(out[-2]), int(out[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--child", nargs=2, metavar=("STACK", "VIDEO"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        stack, video = args.child[0], Path(args.child[1])
        cpu, frames = run_opencv(video) if stack == "opencv" else run_qt(video, stack)
        print(f"{cpu:.2f} {frames}")
        return 0
    video = make_video(args.seconds)
    expected = round(args.seconds * 30)
    figures: dict[str, list[float]] = {stack: [] for stack in STACKS}
    for _ in range(args.runs):
        for stack in STACKS:
            cpu, frames = measure(stack, video)
            figures[stack].append(cpu)
            print(f"  {stack:10s} {cpu:5.1f} % of a core, {frames} of {expected} frames")
    floor = statistics.median(figures["opencv"])
    print(f"720p MJPG at 30 frames a second, the view's preview of each ({os.cpu_count()} cores):")
    for stack in STACKS:
        median = statistics.median(figures[stack])
        print(f"{stack:10s} {median:5.1f} % of a core = {median / floor:.2f}x opencv's")
    video.unlink()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
