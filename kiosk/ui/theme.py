"""Load the theme, so colours and sizes live in style sheets, not in the widgets.

The style sheets' pixel sizes are drawn for a 1280 x 800 window. A kiosk screen of another size
gets them scaled to fit (``scale_for``): 1024 x 600 at 0.75, full HD at 1.35, 4K at 2.7, so the
pages fit and keep their proportions. Sizes set in code go through ``scaled`` for the same factor.
Large text (a kiosk option) enlarges the attendee theme's smaller text on top of that.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtWidgets import QApplication

from kiosk.resources import resource_path

THEME_FILE = "theme.qss"  # the attendee theme; the other ``*.qss`` files refine it, in name order
DESIGN_SIZE = (1280, 800)  # the window the style sheets' pixel sizes are drawn for
SMALLEST_SCALE = 0.75  # 1024 x 600, the smallest screen the kiosk supports
LARGEST_SCALE = 3.0
LARGE_TEXT = 1.2  # large text: the attendee theme's text below LARGE_TEXT_BELOW_PX grows this much
LARGE_TEXT_BELOW_PX = 32  # titles and the big buttons' words are large already

_SCALE_PROPERTY = "themeScale"  # on the application: the ThemeScale applied
_PIXEL_SIZE = re.compile(r"(font-size:\s*)?\b(\d+)px")


@dataclass(frozen=True)
class ThemeScale:
    """How the theme is sized: ``sizes`` for every pixel size, ``large_text`` on top for text."""

    sizes: float = 1.0
    large_text: bool = False


def scale_for(width: int, height: int) -> float:
    """The factor that fits the theme's 1280 x 800 design into a ``width`` x ``height`` window."""
    design_width, design_height = DESIGN_SIZE
    fit = min(width / design_width, height / design_height)
    return min(max(fit, SMALLEST_SCALE), LARGEST_SCALE)


def applied_scale() -> ThemeScale:
    """The scale the application's theme was last applied at (the design's, before any)."""
    app = QApplication.instance()
    applied = app.property(_SCALE_PROPERTY) if app is not None else None
    return applied if isinstance(applied, ThemeScale) else ThemeScale()


def scaled(pixels: int) -> int:
    """``pixels`` of the 1280 x 800 design at the theme's scale of the moment."""
    return max(1, round(pixels * applied_scale().sizes))


def _scale_sheet(sheet: str, sizes: float, text: float) -> str:
    """Every ``<n>px`` of ``sheet`` times ``sizes``; font sizes below ``LARGE_TEXT_BELOW_PX`` also
    times ``text``."""

    def one(match: re.Match[str]) -> str:
        font, pixels = match[1] or "", float(match[2])
        if font and pixels < LARGE_TEXT_BELOW_PX:
            pixels *= text
        return f"{font}{max(1, round(pixels * sizes))}px"

    return _PIXEL_SIZE.sub(one, sheet)


def theme_style_sheet(scale: ThemeScale = ThemeScale()) -> str:
    main = resource_path(THEME_FILE)
    others = sorted(path for path in main.parent.glob("*.qss") if path != main)
    text = LARGE_TEXT if scale.large_text else 1.0
    sheets = [_scale_sheet(main.read_text(encoding="utf-8"), scale.sizes, text)]
    sheets += [_scale_sheet(path.read_text(encoding="utf-8"), scale.sizes, 1.0) for path in others]
    return "\n".join(sheets)


def apply_theme(app: QApplication, scale: ThemeScale = ThemeScale()) -> None:
    """Apply every style sheet in ``resources/`` to the whole application, at ``scale``.

    Widgets built afterwards take code sizes at this scale too (``scaled``): apply it before
    building the windows.
    """
    app.setProperty(_SCALE_PROPERTY, scale)
    app.setStyleSheet(theme_style_sheet(scale))


def set_large_text(app: QApplication, large_text: bool) -> None:
    """Large text on the attendee pages, or not; a change restyles every widget."""
    applied = applied_scale()
    if large_text != applied.large_text:
        apply_theme(app, ThemeScale(applied.sizes, large_text))
