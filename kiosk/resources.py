"""Find files shipped in ``resources/``, both from a source checkout and from a PyInstaller bundle.

One helper so no module guesses paths on its own (like Dangerzone's ``get_resource_path``).
The PyInstaller spec must copy the repository's ``resources/`` to ``resources/`` in the bundle.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resource_path(relative: str) -> Path:
    """Return the absolute path of ``resources/<relative>``; the file need not exist."""
    bundle = getattr(sys, "_MEIPASS", None)
    base = Path(bundle) if bundle is not None else Path(__file__).resolve().parent.parent
    return base / "resources" / relative
