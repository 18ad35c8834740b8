"""The floor of start-up: a bare PySide6 main window, shown, that prints a line after its first
paint (as ``kiosk --demo --windowed`` prints its demo hints). Used by ``bench/startup.py``."""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

MARKER = "Demo drop: bare window"


class _AfterFirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, lambda: print(MARKER, flush=True))
        return False


def main() -> int:
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setCentralWidget(QLabel("Welcome"))
    window.resize(1280, 800)
    first_paint = _AfterFirstPaint(window)
    window.installEventFilter(first_paint)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
