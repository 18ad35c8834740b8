"""ENSIP-15's tables (the ``ens-normalize`` package) loaded once, in a tenth of their memory.

``ens_normalize`` unpickles its tables at import: 86 MB of Python objects, 1.2 million of them,
mostly sets of code points. Each script group keeps three (``P``, ``Q`` and ``V``, its
primary, secondary and valid characters: the Han, Japanese, Korean and Bopomofo groups each
over 100 000), and ``valid`` is all of them. The library only ever asks ``cp in`` of them
(``V`` and ``valid``; ``P`` and ``Q`` only build ``V``), and code points come in long runs, so
each becomes a ``CodePoints``: sorted runs, membership by bisection. Same answers
(tests/core/test_ens_tables.py checks every set against a fresh load), 80 MB less resident
memory (``bench/memory.py``), and a lookup costs a microsecond instead of a fraction of one.
"""

from __future__ import annotations

import pickle
import threading
from array import array
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from itertools import compress
from operator import sub
from pathlib import Path
from typing import Any

from kiosk.core.memory import release_free_memory

_lock = threading.Lock()
_compacted = False


class CodePoints:
    """A fixed set of code points (ints) as sorted runs ``[start, end)``: what ``in``, ``len``
    and iteration need, in a few bytes a run."""

    __slots__ = ("_ends", "_size", "_starts")

    def __init__(self, points: Iterable[int]) -> None:
        ordered = sorted(points if isinstance(points, set | frozenset) else set(points))
        # Where a new run begins: the indices whose point is not the one before plus one. At C
        # speed (map, compress): the tables have 600 000 points, a Python loop took 80 ms.
        steps = map(sub, ordered[1:], ordered[:-1])
        breaks = list(compress(range(1, len(ordered)), map((1).__ne__, steps)))
        starts = [ordered[0], *(ordered[i] for i in breaks)] if ordered else []
        ends = [*(ordered[i - 1] + 1 for i in breaks), ordered[-1] + 1] if ordered else []
        self._starts: array[int] = array("l", starts)
        self._ends: array[int] = array("l", ends)
        self._size = len(ordered)

    def __contains__(self, point: object) -> bool:
        if not isinstance(point, int):
            return False
        run = bisect_right(self._starts, point) - 1
        return run >= 0 and point < self._ends[run]

    def __iter__(self) -> Iterator[int]:
        for start, end in zip(self._starts, self._ends, strict=True):
            yield from range(start, end)

    def __len__(self) -> int:
        return self._size

    @property
    def runs(self) -> int:
        return len(self._starts)

    def __repr__(self) -> str:
        return f"CodePoints({self._size} code points in {self.runs} runs)"


def compact(tables: Any) -> None:
    """``tables``' (an ``ens_normalize`` ``NormalizationData``) big sets made ``CodePoints``, in
    place; the other tables stay as they are. Tables compacted already (the bundle's) stay."""
    for group in tables.groups:
        for key in ("P", "Q", "V"):
            if isinstance(group.get(key), set | frozenset):
                group[key] = CodePoints(group[key])
    if not isinstance(tables.valid, CodePoints):
        tables.valid = CodePoints(tables.valid)


def write_compact_tables(path: Path) -> None:
    """The library's tables, compacted, pickled to ``path``: the bundle ships them in place of
    ``ens_normalize/spec.pickle`` (pyinstaller.spec), which the library unpickles at import.
    1 MB instead of 5.5; loaded in 80 ms instead of 300 with the compacting, and without the
    library's 86 MB passing through the process (8 MB less resident memory after)."""
    load_ens_tables()
    from ens_normalize.normalization import NORMALIZATION

    with path.open("wb") as file:
        pickle.dump(NORMALIZATION, file, protocol=pickle.HIGHEST_PROTOCOL)


def load_ens_tables() -> None:
    """Import ``ens_normalize`` (about 100 ms) and compact its tables, once; any thread."""
    global _compacted  # noqa: PLW0603 - once per process
    with _lock:
        if _compacted:
            return
        from ens_normalize.normalization import NORMALIZATION

        compact(NORMALIZATION)
        _compacted = True
    release_free_memory()  # the library's own sets, freed: ~8 MB of the C heap back
