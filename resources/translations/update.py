"""Refresh the translations: each ``kiosk_<lang>.ts`` from the sources, then each ``.qm`` from it.

    .venv/bin/python resources/translations/update.py        # every language there is
    .venv/bin/python resources/translations/update.py fr     # the same, and start kiosk_fr.ts

lupdate reads every ``translate("Context", "text")`` and ``self.tr("text")`` under ``kiosk/``,
keeps what translators wrote and drops the texts the code no longer has (``-no-obsolete``).
lrelease then compiles each ``.ts`` into the ``.qm`` the kiosk loads (unfinished texts are left
out: they show in English). Translate a ``.ts`` with ``pyside6-linguist``, then run this again.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PREFIX = "kiosk_"
SOURCE_LANGUAGE = "en"  # the texts in the code; kiosk_en.ts holds only their plural forms


def qt_tool(name: str) -> Path | None:
    """Qt's ``lupdate`` or ``lrelease`` as PySide6 ships it (what ``pyside6-<name>`` runs)."""
    try:
        import PySide6
    except ImportError:
        return None
    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return candidate
    return None


def lupdate_command(lupdate: Path, ts: Path, *options: str) -> list[str]:
    """lupdate over every Python file under ``kiosk/`` into ``ts``; run it from the repository."""
    return [str(lupdate), *options, "-extensions", "py", "kiosk", "-ts", str(ts)]


def update(new_languages: list[str]) -> int:
    lupdate, lrelease = qt_tool("lupdate"), qt_tool("lrelease")
    if lupdate is None or lrelease is None:
        print("lupdate or lrelease not found: install PySide6 (pip install -e '.[test]')")
        return 1
    codes = {ts.stem.removeprefix(PREFIX) for ts in HERE.glob(f"{PREFIX}*.ts")}
    codes |= set(new_languages)
    if not codes:
        print("No kiosk_<lang>.ts yet: name a language, e.g. update.py de")
        return 1
    for code in sorted(codes):
        ts = HERE / f"{PREFIX}{code}.ts"
        options = ("-no-obsolete", "-locations", "relative", "-target-language", code)
        if code == SOURCE_LANGUAGE:
            options += ("-pluralonly",)  # English itself: only the plural forms of "%n"
        subprocess.run(lupdate_command(lupdate, ts, *options), cwd=ROOT, check=True)
        subprocess.run([str(lrelease), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(update(sys.argv[1:]))
