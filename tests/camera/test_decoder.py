"""The decoder reads real QR codes through the distortions a camera adds, and invents nothing."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from kiosk.camera.decoder import decode_frame
from tests.camera.qr_frames import frame_with, noisy_background

LINK = "http://127.0.0.1:8000/mint?qr_hash=abc123"


def rotated(frame: np.ndarray, degrees: float) -> np.ndarray:
    h, w = frame.shape[:2]
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), degrees, 1.0)
    return cv2.warpAffine(frame, matrix, (w, h), borderValue=(110, 110, 110))


def tilted(frame: np.ndarray) -> np.ndarray:
    h, w = frame.shape[:2]
    corners = np.array([[0, 0], [w, 0], [w, h], [0, h]], dtype=np.float32)
    skewed = np.array([[40, 20], [w - 10, 0], [w - 60, h - 30], [10, h]], dtype=np.float32)
    return cv2.warpPerspective(frame, cv2.getPerspectiveTransform(corners, skewed), (w, h))


@pytest.mark.parametrize(
    "distort",
    [
        pytest.param(lambda f: f, id="plain"),
        pytest.param(lambda f: rotated(f, 33), id="rotated"),
        pytest.param(tilted, id="tilted"),
        pytest.param(lambda f: cv2.GaussianBlur(f, (5, 5), 1.2), id="blurred"),
        pytest.param(lambda f: 255 - f, id="inverted"),
        pytest.param(lambda f: cv2.cvtColor(f, cv2.COLOR_BGR2GRAY), id="grey"),
    ],
)
def test_reads_the_code_through_camera_distortions(distort) -> None:
    result = decode_frame(distort(frame_with(LINK)))
    assert result.payloads == (LINK,)


@pytest.mark.parametrize(
    "payload",
    ["abc123", "ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed@1", "quartz-lumen-ivory"],
)
def test_reads_codes_and_wallet_uris(payload: str) -> None:
    assert decode_frame(frame_with(payload, seed=3)).payloads == (payload,)


def test_noise_gives_nothing() -> None:
    for seed in range(5):
        result = decode_frame(noisy_background(seed))
        assert result.payloads == ()


def test_a_damaged_code_is_seen_but_not_read() -> None:
    frame = frame_with(LINK, box_size=8)
    h, w = frame.shape[:2]
    frame[h // 2 - 40 : h // 2 + 40, w // 2 - 60 : w // 2 + 60] = 0  # a thumb over the middle
    result = decode_frame(frame)
    assert result.payloads == ()
    assert result.seen_unreadable
