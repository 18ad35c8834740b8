"""Frame sources on real files: every frame of a file in order, stale frames dropped when live,
and a clear state for what cannot be read; nothing hangs."""

from __future__ import annotations

import logging
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import cv2
import numpy as np
import pytest

from kiosk.camera.source import (
    CameraError,
    CameraState,
    Frame,
    FrameSource,
    SourceKind,
    SourceRead,
    StateChange,
    source_kind,
)
from tests.camera.qr_frames import frame_with, write_video


def wait_for(condition: Callable[[], bool], timeout_s: float = 5) -> None:
    """Poll like qtbot.waitUntil, for the Qt-free parts."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.005)


def read_all(source: FrameSource) -> tuple[list[Frame], list[StateChange]]:
    """Every frame until the source ends, and every state change."""
    frames: list[Frame] = []
    changes: list[StateChange] = []
    source.start()
    try:
        while source.state is not CameraState.ENDED:
            got = source.read(timeout_s=5)
            changes += got.changes
            if got.frame is not None:
                frames.append(got.frame)
    finally:
        source.close()
    changes += source.read(timeout_s=0).changes
    return frames, changes


@pytest.mark.parametrize(
    ("spec", "kind"),
    [
        (0, SourceKind.DEVICE),
        (" 2 ", SourceKind.DEVICE),
        ("rtsp://10.0.0.7/live", SourceKind.STREAM),
        ("http://cam.local/video.mjpg", SourceKind.STREAM),
        ("cards/front.PNG", SourceKind.IMAGE),
        ("scan.avi", SourceKind.FILE),
    ],
)
def test_source_kind(spec: str | int, kind: SourceKind) -> None:
    assert source_kind(spec) is kind


def test_logs_never_show_a_stream_password() -> None:
    source = FrameSource("rtsp://door:s3cret@10.0.0.7:554/live")
    assert str(source) == "stream rtsp://10.0.0.7:554/live"


def test_a_file_gives_every_frame_in_order_then_ends(tmp_path: Path) -> None:
    frames, changes = read_all(FrameSource(write_video(tmp_path / "v.avi", [None, "a", None])))
    assert [f.number for f in frames] == [0, 1, 2]
    assert frames[0].image.shape == (480, 640, 3)
    assert changes == [
        StateChange(CameraState.RUNNING),
        StateChange(CameraState.ENDED),
    ]


def test_a_live_source_keeps_only_the_newest_frame(tmp_path: Path) -> None:
    """A slow reader gets the newest frame; the ones it missed are dropped, not queued."""
    video = write_video(tmp_path / "v.avi", [None] * 8, fps=1000)
    source = FrameSource(str(video), realtime=True)
    source.start()
    try:
        first = source.read(timeout_s=5).frame
        wait_for(lambda: source.frames_dropped == 6)  # the reader is busy meanwhile
        last = source.read(timeout_s=0).frame
    finally:
        source.close()
    assert first is not None
    assert last is not None
    # Eight frames, two read: the last is the newest, the six others dropped, none queued (a
    # loaded machine may drop the first frame too before the reader asks for one).
    assert first.number < last.number == 7
    assert source.frames_dropped == 6


def test_a_still_image_is_one_frame(tmp_path: Path) -> None:
    card = tmp_path / "card.jpg"
    cv2.imwrite(str(card), frame_with("abc123"))
    source = FrameSource(str(card))
    assert source.full_confidence
    frames, _changes = read_all(source)
    assert [f.number for f in frames] == [0]


def test_mirror_flips_frames(tmp_path: Path) -> None:
    card = tmp_path / "card.png"
    image = frame_with("abc123")
    cv2.imwrite(str(card), image)
    (frame,), _changes = read_all(FrameSource(str(card), mirror=True))
    assert (frame.image == cv2.flip(image, 1)).all()


@pytest.mark.parametrize("name", ["missing.avi", "garbage.avi", "missing.png", "garbage.png"])
def test_an_unreadable_file_says_so_and_ends(tmp_path: Path, name: str) -> None:
    if name.startswith("garbage"):
        (tmp_path / name).write_bytes(b"this is not a video" * 100)
    frames, changes = read_all(FrameSource(str(tmp_path / name)))
    assert frames == []
    assert changes == [
        StateChange(CameraState.UNAVAILABLE, CameraError.UNREADABLE_SOURCE),
        StateChange(CameraState.ENDED),
    ]


def test_a_missing_camera_is_reported_and_retried_until_closed() -> None:
    source = FrameSource(97, retry_delays_s=(0.01,))  # no such device
    source.start()
    try:
        wait_for(lambda: source.state is CameraState.UNAVAILABLE)
    finally:
        source.close()
    assert source.read(timeout_s=0) == SourceRead(
        None,
        [
            StateChange(CameraState.UNAVAILABLE, CameraError.NO_CAMERA),
            StateChange(CameraState.STOPPED),
        ],
    )


def test_a_stream_that_drops_is_reopened(tmp_path: Path) -> None:
    """A file:// URL is read like an IP camera: at its end the 'camera' is lost and reopened."""
    video = write_video(tmp_path / "v.avi", [None] * 3)
    source = FrameSource(f"file://{video}", retry_delays_s=(0.01,))
    changes: list[StateChange] = []

    def reopened() -> bool:
        changes.extend(source.read(timeout_s=0).changes)
        return changes.count(StateChange(CameraState.RUNNING)) >= 2

    source.start()
    try:
        wait_for(reopened)
    finally:
        source.close()
    assert changes[:3] == [
        StateChange(CameraState.RUNNING),
        StateChange(CameraState.RECONNECTING, CameraError.CAMERA_LOST),
        StateChange(CameraState.RUNNING),
    ]


def test_importing_the_camera_worker_and_decode_command_leaves_opencv_for_later() -> None:
    """Start-up time: cv2, numpy and zxing load on the camera thread, not with the window."""
    code = (
        "import sys, kiosk.workers.camera_worker, kiosk.decode_command;"
        "print(sorted({'cv2', 'numpy', 'zxingcpp'} & set(sys.modules)))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


def video_of(path: Path, frames: Sequence[np.ndarray]) -> Path:
    size = (frames[0].shape[1], frames[0].shape[0])
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), 15, size)
    for frame in frames:
        writer.write(frame)
    writer.release()
    return path


@pytest.mark.parametrize(
    ("pictures", "frozen"),
    [
        ("one picture", True),  # a driver stuck on one buffer
        ("moving", False),  # each frame its own noise, as a sensor gives
        ("black", False),  # a covered lens: one flat colour is no frozen driver
    ],
)
def test_a_camera_stuck_on_one_picture_is_reopened_not_shown_as_live(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, pictures: str, frozen: bool
) -> None:
    """A stream read like a camera (``file://``), its frames the same picture over and over: the
    welcome page would show a still as the live view and read nothing new. With the wait made
    zero, the second same picture counts as frozen: the camera is reported lost and reopened."""
    frames = {
        "one picture": [frame_with(None, seed=1)] * 6,
        "moving": [frame_with(None, seed=n) for n in range(6)],
        "black": [np.zeros_like(frame_with(None))] * 6,
    }[pictures]
    video = video_of(tmp_path / "v.avi", frames)
    source = FrameSource(f"file://{video}", retry_delays_s=(0.01,), frozen_after_s=0.0)
    changes: list[StateChange] = []

    def reopened() -> bool:
        changes.extend(source.read(timeout_s=0).changes)
        return StateChange(CameraState.RECONNECTING, CameraError.CAMERA_LOST) in changes

    with caplog.at_level(logging.WARNING, logger="kiosk.camera.source"):
        source.start()
        try:
            wait_for(reopened)  # at its end or frozen, the stream is lost and reopened
        finally:
            source.close()
    assert ("one picture for" in caplog.text) is frozen
