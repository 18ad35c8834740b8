"""Make the kiosk's Japanese font: Noto Sans CJK JP cut down to the characters the kiosk shows.

The full font is 16 MB per weight; the kiosk needs the kana, the punctuation and the kanji of its
Japanese translation, a few hundred kilobytes, so the bundle carries it and Japanese renders on
any venue laptop (Qt finds it by fallback once ``kiosk.ui.fonts`` registers it).

Run again after the Japanese translation changes (needs ``pip install fonttools``)::

    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb noto
    .venv/bin/python resources/fonts/make_japanese_font.py noto/usr/share/fonts/opentype/noto

Noto Sans CJK is under the SIL Open Font License 1.1 (``OFL.txt`` beside the fonts).
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

HERE = Path(__file__).resolve().parent
JAPANESE = HERE.parent / "translations" / "kiosk_ja.ts"
JP_IN_COLLECTION = 0  # NotoSansCJK-*.ttc: JP, KR, SC, TC, HK, then the Mono ones
RANGES = [
    (0x0020, 0x007E),  # ASCII: codes, addresses and e-mails inside Japanese sentences
    (0x3000, 0x303F),  # CJK punctuation: 、。「」
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0xFF00, 0xFFEF),  # full-width forms: ！？：（）
]


def characters() -> set[str]:
    shown = {chr(code) for low, high in RANGES for code in range(low, high + 1)}
    shown |= set("日本語")  # the language row names Japanese in Japanese (QLocale, not the .ts)
    for translation in ET.parse(JAPANESE).getroot().iter("translation"):
        shown |= set("".join(translation.itertext()))
    return {char for char in shown if char.isprintable()}


def main(noto_folder: Path) -> int:
    text = "".join(sorted(characters()))
    for weight in ("Regular", "Bold"):
        font = TTCollection(str(noto_folder / f"NotoSansCJK-{weight}.ttc")).fonts[JP_IN_COLLECTION]
        options = subset.Options()
        options.name_IDs = ["*"]
        options.layout_features = ["*"]
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        out = HERE / f"NotoSansJP-Kiosk-{weight}.otf"
        font.save(str(out))
        print(f"{out.name}: {len(text)} characters, {out.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
