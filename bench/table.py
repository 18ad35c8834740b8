"""The rows of issue 19's speed table, one line each, as every bench prints them at its end:
``bench/speed_table.py`` runs the benches in turn and collects these lines into one table."""

from __future__ import annotations

import os

PREFIX = "TABLE |"


def row(what: str, ours: str, floor: str, ratio: float | None, goal: str, *, met: bool) -> None:
    """Print one row: our figure, its floor measured in the same run, their ratio, the goal
    and whether the figure meets it."""
    shown_ratio = f"{ratio:.2f}x" if ratio is not None else "-"
    verdict = "met" if met else "NOT met"
    print(
        f"{PREFIX} {what} | {ours} | {floor} | {shown_ratio} | {goal} | {verdict} "
        f"| {os.cpu_count()} cores",
        flush=True,
    )
