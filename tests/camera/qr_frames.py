"""Real QR images (made with qrcode) on noisy camera-like backgrounds, and videos of them."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import cv2
import numpy as np
import qrcode

FRAME_SIZE = (480, 640)  # height, width


def qr_image(payload: str, box_size: int = 6) -> np.ndarray:
    """A grey QR code with its quiet zone."""
    image = qrcode.make(payload, box_size=box_size, border=4).convert("L")
    return np.array(image, dtype=np.uint8)


def noisy_background(seed: int, size: tuple[int, int] = FRAME_SIZE) -> np.ndarray:
    rng = np.random.default_rng(seed)
    base = rng.normal(110, 25, (*size, 3)).clip(0, 255).astype(np.uint8)
    return cv2.GaussianBlur(base, (5, 5), 0)


def frame_with(payload: str | None, seed: int = 0, box_size: int = 6) -> np.ndarray:
    """A BGR frame with the code near the middle (or none)."""
    frame = noisy_background(seed)
    if payload is None:
        return frame
    code = cv2.cvtColor(qr_image(payload, box_size), cv2.COLOR_GRAY2BGR)
    h, w = code.shape[:2]
    top, left = (FRAME_SIZE[0] - h) // 2, (FRAME_SIZE[1] - w) // 2
    frame[top : top + h, left : left + w] = code
    return frame


def write_video(path: Path, payloads: Sequence[str | None], fps: float = 15) -> Path:
    """An MJPG .avi (headless OpenCV writes it) with one frame per entry, None for no code."""
    size = (FRAME_SIZE[1], FRAME_SIZE[0])
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), fps, size)
    assert writer.isOpened(), "this OpenCV cannot write MJPG"
    for n, payload in enumerate(payloads):
        writer.write(frame_with(payload, seed=n))
    writer.release()
    return path
