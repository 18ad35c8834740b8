"""The decoder reads real QR codes through the distortions a camera adds, and invents nothing."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from kiosk.camera.decoder import decode_frame, read_frame
from tests.camera.qr_frames import frame_with, noisy_background

LINK = "http://127.0.0.1:8000/mint?qr_hash=abc123"
WALLET = "ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed@1"


def rotated(frame: np.ndarray, degrees: float) -> np.ndarray:
    h, w = frame.shape[:2]
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), degrees, 1.0)
    return cv2.warpAffine(frame, matrix, (w, h), borderValue=(110, 110, 110))


def tilted(frame: np.ndarray) -> np.ndarray:
    h, w = frame.shape[:2]
    corners = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float32)
    skewed = np.array([[60, 30], [w - 10, 0], [w - 80, h - 40], [10, h]], np.float32)
    return cv2.warpPerspective(frame, cv2.getPerspectiveTransform(corners, skewed), (w, h))


@pytest.mark.parametrize(
    "distort",
    [
        pytest.param(lambda f: f, id="plain"),
        pytest.param(lambda f: rotated(f, 33), id="rotated"),
        pytest.param(lambda f: rotated(f, 180), id="upside-down"),
        pytest.param(tilted, id="tilted"),
        pytest.param(lambda f: cv2.GaussianBlur(f, (0, 0), 1.5), id="blurred"),
        pytest.param(lambda f: 255 - f, id="inverted"),
        pytest.param(lambda f: cv2.flip(f, 1), id="mirrored"),
        pytest.param(lambda f: cv2.cvtColor(f, cv2.COLOR_BGR2GRAY), id="grey"),
    ],
)
def test_reads_the_code_through_camera_distortions(distort) -> None:
    assert decode_frame(distort(frame_with(LINK))) == [LINK]


@pytest.mark.parametrize("payload", ["abc123", WALLET, "quartz-lumen-ivory"])
def test_reads_codes_and_wallet_uris(payload: str) -> None:
    assert decode_frame(frame_with(payload, seed=3)) == [payload]


def test_noise_gives_nothing() -> None:
    for seed in range(5):
        reading = read_frame(noisy_background(seed))
        assert reading.payloads == []
        assert not reading.code_seen


def test_two_codes_in_one_frame_are_both_read() -> None:
    frame = frame_with(LINK, box_size=3)
    frame[:, 420:] = cv2.resize(frame_with(WALLET, box_size=3), (640, 480))[:, 220:440]
    assert sorted(decode_frame(frame)) == sorted([LINK, WALLET])


def test_a_damaged_code_is_seen_but_not_read() -> None:
    frame = frame_with(LINK, box_size=8)
    h, w = frame.shape[:2]
    frame[h // 2 - 40 : h // 2 + 40, w // 2 - 60 : w // 2 + 60] = 0  # a thumb over the middle
    reading = read_frame(frame)
    assert reading.payloads == []
    assert reading.code_seen
