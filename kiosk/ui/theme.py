"""Load the theme, so colours and sizes live in style sheets, not in the widgets."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from kiosk.resources import resource_path

THEME_FILE = "theme.qss"  # the attendee theme; the other ``*.qss`` files refine it, in name order


def theme_style_sheet() -> str:
    main = resource_path(THEME_FILE)
    others = sorted(path for path in main.parent.glob("*.qss") if path != main)
    return "\n".join(path.read_text(encoding="utf-8") for path in [main, *others])


def apply_theme(app: QApplication) -> None:
    """Apply every style sheet in ``resources/`` to the whole application."""
    app.setStyleSheet(theme_style_sheet())
