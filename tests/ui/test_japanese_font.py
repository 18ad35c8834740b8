"""The bundled Japanese font holds every character the Japanese translation shows: it is cut
down to them (``resources/fonts/make_japanese_font.py``), and a character left out would be drawn
as an empty box on a venue laptop without Japanese fonts of its own."""

from __future__ import annotations

from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parents[2] / "resources" / "fonts"


@pytest.mark.parametrize("weight", ["Regular", "Bold"])
def test_the_japanese_font_draws_every_character_of_the_japanese_translation(
    weight: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(FONTS))
    from make_japanese_font import characters

    cmap = TTFont(FONTS / f"NotoSansJP-Kiosk-{weight}.otf").getBestCmap()
    missing = sorted(char for char in characters() if ord(char) not in cmap)
    assert not missing, f"cut the font again ({FONTS / 'make_japanese_font.py'}): {missing}"
