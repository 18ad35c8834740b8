"""Render every attendee page offscreen with sample data and save one PNG per page.

Run from the repository root: ``.venv/bin/python docs/make_screenshots.py`` (writes
docs/screenshots/). ``--size 1920x1080 --out /tmp/shots`` checks the other screen size.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from kiosk.core.reasons import Outcome
from kiosk.ui.kiosk_window import AttendeeInputs, BusyStep, KioskWindow
from kiosk.ui.theme import apply_theme

DROP_NAME = "Berlin Blockchain Week 2026 — Main Stage"
RECIPIENT = "0x71C7…976F"


def sample_artwork(side: int = 500) -> QPixmap:
    """A round badge like a real drop's artwork, drawn here so the docs need no image files."""
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QLinearGradient(QPointF(0, 0), QPointF(side, side))
    gradient.setColorAt(0, QColor("#7c3aed"))
    gradient.setColorAt(1, QColor("#06b6d4"))
    painter.setBrush(gradient)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QRectF(0, 0, side, side))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(QRectF(side * 0.3, side * 0.3, side * 0.4, side * 0.4))
    painter.end()
    return pixmap


def sample_camera_frame() -> QImage:
    """A dim, blurred scene such as a webcam shows in a hall, with a phone-like bright rectangle."""
    image = QImage(1280, 720, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    gradient = QLinearGradient(QPointF(0, 0), QPointF(1280, 720))
    gradient.setColorAt(0, QColor("#3b3f4a"))
    gradient.setColorAt(1, QColor("#1c1f26"))
    painter.fillRect(image.rect(), gradient)
    painter.setBrush(QColor("#d9dde3"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(QRectF(520, 170, 260, 400), 24, 24)
    painter.end()
    return image


def screens(window: KioskWindow) -> dict[str, Callable[[], None]]:
    artwork = sample_artwork()
    inputs = AttendeeInputs()

    def welcome() -> None:
        window.show_welcome(True, inputs)
        window.show_preview_frame(sample_camera_frame())

    def recipient() -> None:
        window.show_recipient(DROP_NAME, artwork)
        window.show_preview_frame(sample_camera_frame())

    return {
        "welcome": welcome,
        "code_entry": window.show_code_entry,
        "secret_entry": window.show_secret_entry,
        "recipient": recipient,
        "busy": lambda: window.show_busy(BusyStep.MINTING),
        "result_minted": lambda: window.show_result(Outcome.MINTED, DROP_NAME, RECIPIENT, artwork),
        "result_on_its_way": lambda: window.show_result(
            Outcome.ON_ITS_WAY, DROP_NAME, RECIPIENT, artwork
        ),
        "result_already_claimed": lambda: window.show_result(
            Outcome.ALREADY_CLAIMED, DROP_NAME, "", artwork
        ),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "screenshots")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))

    app = QApplication(sys.argv[:1])
    apply_theme(app)
    window = KioskWindow()
    window.resize(width, height)
    window.show_welcome(True, AttendeeInputs())
    window.show()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, show in screens(window).items():
        show()
        app.processEvents()
        path = args.out / f"{name}.png"
        window.grab().save(str(path))
        print(path)
    window.close()


if __name__ == "__main__":
    main()
