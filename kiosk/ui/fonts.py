"""The fonts the kiosk carries (``resources/fonts``): Japanese, which venue laptops often lack.

Registered once, before the first Japanese text is laid out; Qt then finds their glyphs by font
fallback whatever family the theme names.
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFontDatabase

from kiosk.resources import resource_path

log = logging.getLogger(__name__)

_registered: list[int] = []


def register_bundled_fonts() -> None:
    """Add every ``resources/fonts/*.otf`` to the application's fonts (once)."""
    if _registered:
        return
    for path in sorted(resource_path("fonts").glob("*.otf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("Font %s could not be loaded: its script may show as boxes", path.name)
        else:
            _registered.append(font_id)
