"""Give the C heap's free memory back to the system (glibc's ``malloc_trim``).

The kiosk's threads (camera, previews, HTTP calls, the journal's writer) each get a glibc malloc
arena; large buffers (a 720p frame is 2.7 MB) come and go in them, and what they free stays in
the process: glibc gives back only the top of each heap. Over 1000 mints that was 11 MB more
resident memory, all of it free (``bench/memory.py``). ``malloc_trim(0)`` hands every free page
of every arena back. Elsewhere (macOS, Windows, musl) there is no such call and nothing is done.
"""

from __future__ import annotations

import ctypes
import logging
import sys
import time
from collections.abc import Callable
from functools import cache

log = logging.getLogger(__name__)


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        # glibc's stable name: ctypes.util.find_library would run ldconfig in a subprocess.
        libc = ctypes.CDLL("libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim  # glibc only: musl has none
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]  # type: ignore[attr-defined]
    trim.restype = ctypes.c_int  # type: ignore[attr-defined]
    return trim


def release_free_memory() -> bool:
    """Return the C heap's free pages to the system; whether this platform can. Thread-safe;
    ctypes lets go of the GIL for the call (a few milliseconds)."""
    trim = _malloc_trim()
    if trim is None:
        return False
    started = time.perf_counter()
    trim(0)
    log.debug("Free memory returned in %.1f ms", (time.perf_counter() - started) * 1000)
    return True


class MemoryReturn:
    """``release_free_memory`` at quiet moments, at most once every ``every_s`` seconds."""

    def __init__(self, every_s: float = 10.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.every_s = every_s
        self._clock = clock
        self._last: float | None = None

    def quiet_moment(self) -> bool:
        """Now is a good time (nobody waits); whether the memory was returned."""
        now = self._clock()
        if self._last is not None and now - self._last < self.every_s:
            return False
        self._last = now
        return release_free_memory()
