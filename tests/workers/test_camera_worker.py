"""The camera worker on real frames: a video file written with OpenCV, read by the real thread."""

from __future__ import annotations

from pathlib import Path

import cv2
import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from kiosk.camera.source import FrameSource
from kiosk.workers.camera_worker import CameraState, CameraWorker, PayloadFilter
from tests.camera.qr_frames import FRAME_SIZE, frame_with

LINK = "http://127.0.0.1:8000/mint?qr_hash=abc123"
WALLET = "ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed@1"


def write_video(path: Path, payloads: list[str | None]) -> Path:
    writer = cv2.VideoWriter(
        str(path), cv2.VideoWriter.fourcc(*"MJPG"), 15, (FRAME_SIZE[1], FRAME_SIZE[0])
    )
    assert writer.isOpened()
    for n, payload in enumerate(payloads):
        writer.write(frame_with(payload, seed=n))
    writer.release()
    return path


def run_to_end(qtbot: QtBot, worker: CameraWorker) -> tuple[list[str], list[str]]:
    payloads: list[str] = []
    states: list[str] = []
    worker.payload_read.connect(payloads.append)
    worker.state_changed.connect(states.append)
    with qtbot.waitSignal(worker.finished, timeout=10_000):
        worker.start()
    qtbot.waitUntil(lambda: bool(states) and states[-1] != CameraState.RUNNING, timeout=5000)
    return payloads, states


def test_payloads_arrive_once_each_in_order(qtbot: QtBot, tmp_path: Path) -> None:
    video = write_video(
        tmp_path / "scan.avi",
        [None, None, LINK, LINK, LINK, LINK, None, None, WALLET, WALLET, WALLET, None],
    )
    worker = CameraWorker(FrameSource(str(video)))
    previews: list[QImage] = []
    worker.preview.connect(previews.append)
    payloads, states = run_to_end(qtbot, worker)
    assert payloads == [LINK, WALLET]
    assert states == [CameraState.RUNNING, CameraState.ENDED]
    assert previews
    assert previews[0].width() == 640


def test_frames_without_a_code_emit_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    worker = CameraWorker(FrameSource(str(write_video(tmp_path / "empty.avi", [None] * 6))))
    payloads, _states = run_to_end(qtbot, worker)
    assert payloads == []


def test_a_code_seen_in_one_frame_only_does_not_count(qtbot: QtBot, tmp_path: Path) -> None:
    video = write_video(tmp_path / "flash.avi", [None, LINK, None, None])
    payloads, _states = run_to_end(qtbot, CameraWorker(FrameSource(str(video))))
    assert payloads == []


def test_a_still_image_is_read_once_with_full_confidence(qtbot: QtBot, tmp_path: Path) -> None:
    image = tmp_path / "card.png"
    cv2.imwrite(str(image), frame_with(LINK))
    payloads, states = run_to_end(qtbot, CameraWorker(FrameSource(str(image))))
    assert payloads == [LINK]
    assert states[-1] == CameraState.ENDED


@pytest.mark.parametrize("name", ["missing.avi", "garbage.avi"])
def test_an_unreadable_source_reports_instead_of_hanging(
    qtbot: QtBot, tmp_path: Path, name: str
) -> None:
    if name == "garbage.avi":
        (tmp_path / name).write_bytes(b"this is not a video" * 100)
    payloads, states = run_to_end(qtbot, CameraWorker(FrameSource(str(tmp_path / name))))
    assert payloads == []
    assert states[-1] in (CameraState.UNAVAILABLE, CameraState.ENDED)


def test_stop_ends_a_camera_that_keeps_reconnecting(qtbot: QtBot) -> None:
    worker = CameraWorker(FrameSource("97"))  # no such device: the worker keeps trying
    states: list[str] = []
    worker.state_changed.connect(states.append)
    worker.start()
    qtbot.waitUntil(lambda: CameraState.UNAVAILABLE in states, timeout=5000)
    assert worker.stop()
    assert not worker.isRunning()


def test_the_payload_filter_confirms_twice_and_keeps_quiet() -> None:
    seen = PayloadFilter(cooldown_s=5, confirm_within_s=1)
    assert not seen.confirmed("x", 0.0)
    assert seen.confirmed("x", 0.5)
    assert not seen.confirmed("x", 1.0)  # still held up: no repeat
    assert not seen.confirmed("y", 1.0)
    assert not seen.confirmed("y", 3.0)  # too far apart to confirm
    assert not seen.confirmed("x", 20.0)  # taken away long ago: needs two sightings again
    assert seen.confirmed("x", 20.2)
