"""Which cameras this computer has: the device indexes OpenCV can open.

Qt-free and slow (opening a camera can take a second), so callers run it in the background. A
camera another program holds may not open and so is not listed; the operator page keeps the
chosen index anyway.
"""

from __future__ import annotations

PROBED_INDEXES = 6  # laptops have one or two; a USB hub with a few more is the most we expect


def find_cameras(count: int = PROBED_INDEXES) -> list[int]:
    """The indexes among ``0..count-1`` that open; gaps are kept (index 1 is often metadata)."""
    import cv2

    # OpenCV warns on stderr for every index that does not open; not finding one is the answer.
    cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_ERROR)
    found = []
    for index in range(count):
        capture = cv2.VideoCapture(index)
        try:
            if capture.isOpened():
                found.append(index)
        finally:
            capture.release()
    return found
