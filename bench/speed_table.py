"""Issue 19's speed table in one run: each bench in turn (never two at once: they would compete
for the machine), and the row each prints at its end (``bench/table.py``): our figure, its floor
measured in the same run, the ratio, the goal and whether it is met.

    .venv/bin/python bench/speed_table.py [--quick] [--app dist/mint-kiosk/mint-kiosk]

The frozen rows (start, bundle size) are measured when the bundle exists. ``--quick`` runs
fewer repetitions (for a look, not for a closing note).
"""

from __future__ import annotations

import argparse
import datetime
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.table import PREFIX

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_APP = ROOT / "dist" / "mint-kiosk" / "mint-kiosk"


def benches(quick: bool, app: Path) -> list[list[str]]:
    """The bench commands, in the order of the table's rows."""
    runs = "3" if quick else "7"
    mints = "6" if quick else "12"
    commands = [["startup.py", "--source", "--runs", runs]]
    if app.exists():
        commands.append(["startup.py", "--app", str(app), "--runs", runs, "--no-self-test"])
    commands += [
        ["scan_to_result.py", "--mints", mints, "--chain-delay", "0.3", "--latency", "0", "50"],
        ["scan_to_result.py", "--mints", mints, "--chain-delay", "4", "--latency", "0"],
        ["camera_idle.py", *(["--seconds", "4", "--runs", "1"] if quick else [])],
        ["memory.py", *(["--mints", "100"] if quick else [])],
        *([["memory.py", "--app", str(app)]] if app.exists() else []),
        ["still_images.py"],
    ]
    return [command for command in commands if (ROOT / "bench" / command[0]).exists()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--app", type=Path, default=DEFAULT_APP, help="the frozen executable")
    args = parser.parse_args()
    rows: list[str] = []
    for command in benches(args.quick, args.app):
        print(f"$ bench/{' '.join(command)}", flush=True)
        result = subprocess.run(
            [sys.executable, str(ROOT / "bench" / command[0]), *command[1:]],
            capture_output=True,
            text=True,
            check=False,
            cwd=ROOT,
        )
        found = [line for line in result.stdout.splitlines() if line.startswith(PREFIX)]
        if result.returncode or not found:
            rows.append(f"{PREFIX} bench/{command[0]} failed (exit {result.returncode}) | | | | |")
            print(result.stdout[-2000:], result.stderr[-2000:], sep="\n")
        rows += found
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(
        f"\nSpeed table, {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC, "
        f"{os.cpu_count()} cores, load average {load}"
    )
    print("| what | ours | floor (same run) | ratio | goal | |")
    print("|---|---|---|---|---|---|")
    for line in rows:
        cells = [cell.strip() for cell in line.removeprefix(PREFIX).split("|")][:6]
        print("| " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
