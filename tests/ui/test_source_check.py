"""PySide6's per-module source check leaves nothing in linecache (kiosk/ui/source_check.py)."""

from __future__ import annotations

import importlib
import linecache
import sys

import kiosk.ui  # noqa: F401 - installs the check
from kiosk.ui.source_check import read_sources_uncached


def test_modules_imported_after_qt_leave_no_source_in_linecache(tmp_path, monkeypatch):
    for name, text in (("uses_qt_here", "import PySide6.QtCore\n"), ("plain_here", "x = 1\n")):
        (tmp_path / f"{name}.py").write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    feature = sys.modules["shibokensupport.feature"]
    for name, uses in (("uses_qt_here", True), ("plain_here", False)):
        module = importlib.import_module(name)
        assert str(tmp_path / f"{name}.py") not in linecache.cache
        assert feature._mod_uses_pyside(module) is uses
        monkeypatch.delitem(sys.modules, name)


def test_installed_once():
    assert read_sources_uncached() is False  # kiosk.ui did it
