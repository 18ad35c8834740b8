"""Load the attendee theme, so colours and sizes live in one style sheet, not in the widgets."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from kiosk.resources import resource_path

THEME_FILE = "theme.qss"


def apply_theme(app: QApplication) -> None:
    """Apply ``resources/theme.qss`` to the whole application."""
    app.setStyleSheet(resource_path(THEME_FILE).read_text(encoding="utf-8"))
