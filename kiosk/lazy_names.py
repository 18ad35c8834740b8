"""Names a package loads when first used (PEP 562): the package's ``__getattr__``.

The emulator (uvicorn, Starlette) and the service client (httpx, the keyring) are behind their
packages' simple names, but a kiosk must not load them before its window is painted.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str]) -> Callable[[str], Any]:
    """``package``'s ``__getattr__``: each name of ``homes`` imported from its home module when
    first asked for, then kept on the package (asked once)."""

    def load(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(home), name)
        setattr(sys.modules[package], name, value)
        return value

    return load
