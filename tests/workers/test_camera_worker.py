"""The camera worker on real frames: video files written with OpenCV, read by the real thread."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import cv2
import numpy as np
import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from kiosk.camera.source import FrameSource
from kiosk.workers.camera_worker import CameraError, CameraState, CameraWorker
from tests.camera.qr_frames import frame_with, write_video

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # also under --noconftest

LINK = "http://127.0.0.1:8000/mint?qr_hash=abc123"
CODE = "x7k2pq"
WALLET = "ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed@1"


class Recorder:
    """Everything a worker sends, in arrival order."""

    def __init__(self, worker: CameraWorker) -> None:
        self.payloads: list[str] = []
        self.states: list[str] = []
        self.errors: list[str] = []
        self.previews: list[QImage] = []
        self.codes_seen = 0
        worker.payload_read.connect(self.payloads.append)
        worker.state_changed.connect(self.states.append)
        worker.camera_error.connect(self.errors.append)
        worker.preview.connect(self.previews.append)
        worker.code_seen.connect(self._code_seen)

    def _code_seen(self) -> None:
        self.codes_seen += 1


@pytest.fixture
def workers() -> Iterator[list[CameraWorker]]:
    """Workers a test made; all stopped at its end, whatever happened."""
    made: list[CameraWorker] = []
    yield made
    for worker in made:
        assert worker.stop()


def run_to_end(qtbot: QtBot, workers: list[CameraWorker], source: FrameSource) -> Recorder:
    worker = CameraWorker(source)
    workers.append(worker)
    seen = Recorder(worker)
    with qtbot.waitSignal(
        worker.state_changed, timeout=10_000, check_params_cb=lambda s: s == CameraState.ENDED
    ):
        worker.start()
    qtbot.waitUntil(lambda: not worker.is_running())
    return seen


def test_payloads_arrive_once_each_in_order(
    qtbot: QtBot, workers: list[CameraWorker], tmp_path: Path
) -> None:
    video = write_video(
        tmp_path / "scan.avi",
        [None, None, LINK, LINK, LINK, LINK, None, CODE, CODE, None, WALLET, WALLET, WALLET, None],
    )
    seen = run_to_end(qtbot, workers, FrameSource(video))
    assert seen.payloads == [LINK, CODE, WALLET]
    assert seen.states == [CameraState.RUNNING, CameraState.ENDED]
    assert seen.errors == []
    assert seen.previews
    assert seen.previews[0].width() == 640
    assert seen.codes_seen >= 3  # each code was seen once before it was confirmed


def test_frames_without_a_code_emit_nothing(
    qtbot: QtBot, workers: list[CameraWorker], tmp_path: Path
) -> None:
    seen = run_to_end(qtbot, workers, FrameSource(write_video(tmp_path / "e.avi", [None] * 6)))
    assert seen.payloads == []
    assert seen.codes_seen == 0


def test_a_code_read_in_one_frame_only_does_not_count(
    qtbot: QtBot, workers: list[CameraWorker], tmp_path: Path
) -> None:
    video = write_video(tmp_path / "flash.avi", [None, LINK, None, None, None, LINK, None])
    seen = run_to_end(qtbot, workers, FrameSource(video))
    assert seen.payloads == []
    assert seen.codes_seen == 2


def test_the_same_code_held_up_again_soon_is_not_read_twice(
    qtbot: QtBot, workers: list[CameraWorker], tmp_path: Path
) -> None:
    video = write_video(tmp_path / "again.avi", [LINK, LINK, None, None, None, LINK, LINK])
    seen = run_to_end(qtbot, workers, FrameSource(video))
    assert seen.payloads == [LINK]


def test_a_still_image_is_read_once_with_full_confidence(
    qtbot: QtBot, workers: list[CameraWorker], tmp_path: Path
) -> None:
    image = tmp_path / "card.png"
    cv2.imwrite(str(image), frame_with(WALLET))
    seen = run_to_end(qtbot, workers, FrameSource(image))
    assert seen.payloads == [WALLET]


@pytest.mark.parametrize("name", ["missing.avi", "garbage.avi"])
def test_an_unreadable_source_reports_instead_of_hanging(
    qtbot: QtBot, workers: list[CameraWorker], tmp_path: Path, name: str
) -> None:
    if name == "garbage.avi":
        (tmp_path / name).write_bytes(b"this is not a video" * 100)
    seen = run_to_end(qtbot, workers, FrameSource(tmp_path / name))
    assert seen.errors == [CameraError.UNREADABLE_SOURCE]
    assert seen.states == [CameraState.UNAVAILABLE, CameraState.ENDED]
    assert seen.payloads == []


def test_stop_ends_a_camera_that_keeps_retrying(qtbot: QtBot) -> None:
    worker = CameraWorker(FrameSource(97, retry_delays_s=(0.01,)))  # no such device
    seen = Recorder(worker)
    with qtbot.waitSignal(worker.camera_error, timeout=5000):
        worker.start()
    assert seen.errors == [CameraError.NO_CAMERA]
    assert worker.stop()
    assert not worker.is_running()
    qtbot.waitUntil(lambda: seen.states[-1:] == [CameraState.STOPPED])
    assert seen.states == [CameraState.UNAVAILABLE, CameraState.STOPPED]


def test_stop_in_the_middle_of_a_video(qtbot: QtBot, tmp_path: Path) -> None:
    video = write_video(tmp_path / "v.avi", [None] * 60, fps=15)  # 4 s: stopped long before
    worker = CameraWorker(FrameSource(video, realtime=True))  # stands in for a camera
    seen = Recorder(worker)
    with qtbot.waitSignal(worker.preview, timeout=5000):
        worker.start()
    assert worker.stop()
    assert not worker.is_running()
    qtbot.waitUntil(lambda: seen.states[-1:] == [CameraState.STOPPED])


def test_a_lost_camera_is_reported_and_reconnected(qtbot: QtBot, tmp_path: Path) -> None:
    """A file:// URL behaves like an IP camera: at its end it is 'lost' and opened again."""
    video = write_video(tmp_path / "cam.avi", [None, LINK, LINK, LINK, None])
    worker = CameraWorker(FrameSource(f"file://{video}", retry_delays_s=(0.01,)))
    seen = Recorder(worker)
    worker.start()
    try:
        qtbot.waitUntil(
            lambda: seen.states.count(CameraState.RUNNING) >= 3 and bool(seen.payloads),
            timeout=10_000,
        )
    finally:
        assert worker.stop()
    assert seen.errors[:2] == [CameraError.CAMERA_LOST, CameraError.CAMERA_LOST]
    assert seen.states[:4] == [
        CameraState.RUNNING,
        CameraState.RECONNECTING,
        CameraState.RUNNING,
        CameraState.RECONNECTING,
    ]
    assert seen.payloads == [LINK]  # shown again at each reconnection, within the quiet time


def banded_video(path: Path, frames: int = 150) -> Path:
    """640x480 frames in three bands, top to bottom: red, green, blue (BGR as OpenCV writes)."""
    image = np.zeros((480, 640, 3), np.uint8)
    image[:160] = (0, 0, 255)
    image[160:320] = (0, 255, 0)
    image[320:] = (255, 0, 0)
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), 15, (640, 480))
    for _ in range(frames):
        writer.write(image)
    writer.release()
    return path


def test_previews_are_made_at_the_size_the_view_paints(
    qtbot: QtBot, workers: list[CameraWorker], tmp_path: Path
) -> None:
    """A wide, low view shows the middle band of the frame, scaled down once to its size; a view
    larger than the frame gets the part it shows unscaled (the paint enlarges it)."""
    # 10 s played in real time: far longer than the test needs, stopped at its end
    worker = CameraWorker(FrameSource(banded_video(tmp_path / "bands.avi"), realtime=True))
    workers.append(worker)
    seen = Recorder(worker)
    with qtbot.waitSignal(worker.preview, timeout=5000):
        worker.start()
    assert (seen.previews[0].width(), seen.previews[0].height()) == (640, 480)  # no size yet

    worker.set_preview_size(320, 80)  # 4:1 - the frame's middle 640x160, halved
    qtbot.waitUntil(lambda: seen.previews[-1].size() == QSize(320, 80), timeout=5000)
    wide = seen.previews[-1]
    assert wide.format() == QImage.Format.Format_RGB32
    for x, y in ((5, 5), (160, 40), (314, 74)):
        colour = wide.pixelColor(x, y)
        assert (colour.red() < 60, colour.green() > 200, colour.blue() < 60) == (True,) * 3

    worker.set_preview_size(1280, 480)  # larger than the frame: its middle 640x240, unscaled
    qtbot.waitUntil(lambda: seen.previews[-1].size() == QSize(640, 240), timeout=5000)
    assert seen.previews[-1].pixelColor(320, 120).green() > 200


def test_a_code_is_read_while_previews_are_sized(
    qtbot: QtBot, workers: list[CameraWorker], tmp_path: Path
) -> None:
    video = write_video(tmp_path / "scan.avi", [None, None, LINK, LINK, LINK, None])
    worker = CameraWorker(FrameSource(video))
    worker.set_preview_size(200, 200)
    workers.append(worker)
    seen = Recorder(worker)
    with qtbot.waitSignal(
        worker.state_changed, timeout=10_000, check_params_cb=lambda s: s == CameraState.ENDED
    ):
        worker.start()
    assert seen.payloads == [LINK]
    assert {(p.width(), p.height()) for p in seen.previews} == {(200, 200)}
