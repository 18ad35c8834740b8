"""PySide6 reads the source of every module imported after it; keep that out of ``linecache``.

PySide6's ``__feature__`` support (shiboken's ``feature_imported``) asks of each newly imported
module whether its source mentions "PySide6", with ``inspect.getsource``, which leaves every
line of every such module in ``linecache``: 565 files, 20 MB of strings for the life of the app
(a source checkout; a frozen bundle has no sources to read). The kiosk selects no ``__feature__``
(snake_case, true_property), so the answer only sorts modules; it is the same read from the
file directly. Where PySide6 has no such hook (another version), nothing changes. The files read
before (the modules imported between PySide6 and ``kiosk.ui``) leave the cache then.
"""

from __future__ import annotations

import linecache
import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401 - sets up shiboken's feature support, patched below

_FEATURE_MODULE = "shibokensupport.feature"
_HOOK = "_mod_uses_pyside"


def read_sources_uncached() -> bool:
    """Make PySide6's source check read files without ``linecache``; whether it could."""
    feature = sys.modules.get(_FEATURE_MODULE)
    original = getattr(feature, _HOOK, None)
    if feature is None or not callable(original) or getattr(original, "uncached", False):
        return False
    setattr(feature, _HOOK, _uncached(original))
    linecache.clearcache()  # what it read before: early at start-up, so the space is reused
    return True


def _uncached(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        file = getattr(module, "__file__", None)
        if not isinstance(file, str) or not file.endswith(".py"):
            return original(module)  # no source file: it finds none either (nothing cached)
        try:
            with open(file, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return False

    uses_pyside.uncached = True  # type: ignore[attr-defined]
    return uses_pyside
