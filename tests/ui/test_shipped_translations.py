"""The translations the kiosk ships: complete, compiled, and English's own plural forms."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from kiosk.ui.language import PREFIX, translations_folder

SHIPPED = sorted(translations_folder().glob(f"{PREFIX}*.ts"))


@pytest.mark.parametrize("ts", SHIPPED, ids=lambda path: path.stem)
def test_every_text_is_translated_and_compiled(ts: Path) -> None:
    unfinished = [
        message.findtext("source")
        for message in ET.parse(ts).getroot().iter("message")
        if (translation := message.find("translation")) is not None
        and (
            translation.get("type") == "unfinished"
            or not "".join(translation.itertext()).strip()
        )
    ]
    assert unfinished == []
    assert ts.with_suffix(".qm").is_file()


def test_english_counts_say_one_row_and_two_rows(qapp: QCoreApplication) -> None:
    def exported(count: int) -> str:
        return QCoreApplication.translate("JournalPage", "Exported %Ln row(s) to {path}", "", count)

    assert exported(1) == "Exported 1 row to {path}"
    assert exported(2) == "Exported 2 rows to {path}"
    assert exported(1200) == "Exported 1,200 rows to {path}"
