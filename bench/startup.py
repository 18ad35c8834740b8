"""Start-up of the frozen app (dist/mint-kiosk), or of the source (``--source``), against its
floor, median of N runs, and the bundle's size.

    .venv/bin/pyinstaller --noconfirm --clean pyinstaller.spec
    .venv/bin/python bench/startup.py [--runs 5] [--no-self-test] [--app dist/mint-kiosk/mint-kiosk]
    .venv/bin/python bench/startup.py --source [--runs 5] [--importtime]

The floor is a bare PySide6 main window, shown, painted once (``bench/bare_window.py``, run by the
same Python), timed the same way, the two in turn (kiosk, floor, kiosk, floor …) so a comparison
holds when the machine's speed drifts; the ratio is kiosk / floor, median of the pairs.
``--importtime`` runs the source once more under ``python -X importtime`` and lists the slowest
imports made before the first paint.

Two measures, both offscreen, each run a fresh process with its own empty user folders:

- time to window: process start until ``mint-kiosk --demo --windowed`` prints its demo hints,
  which the app does just after the window's first paint (``kiosk/app.py``, ``_AfterFirstPaint``);
  includes starting the demo's emulator (~70 ms).
- self-test: the whole ``mint-kiosk --self-test`` run (five checks, four mints with the
  emulator's delays), process start to exit.

The first run after a build reads the bundle from disk; the median is with a warm page cache.
"""

from __future__ import annotations

import argparse
import os
import pty
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.table import row

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_APP = ROOT / "dist" / "mint-kiosk" / "mint-kiosk"
BUNDLE_GOAL_MIB = 200
RATIO_GOAL = 3.0  # issue 19: start to painted window at most 3x a bare PySide6 window
WINDOW_MARKER = b"Demo drop:"  # the first line of the demo hints, printed after the first paint
BARE_WINDOW = ROOT / "bench" / "bare_window.py"
TIMEOUT_S = 60.0


def _environment(home: Path) -> dict[str, str]:
    """Offscreen, and user folders in a temporary directory (no journal or log of the user's).
    Compiled modules are cached as an installed app's are (pip writes them; the bundle carries
    them): a ``PYTHONDONTWRITEBYTECODE`` in the environment would have the source run compile
    every module at every start (~40 ms here), which no user's start does."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[variable] = str(home / variable.lower())
    return env


def time_to_window(app: Path | list[str], stderr_to: Path | None = None) -> float:
    """Seconds from spawning ``--demo --windowed`` (or the command given) until it prints the
    demo hints.

    stdout is a pseudo-terminal so Python line-buffers it: the line arrives when printed.
    """
    command = [str(app), "--demo", "--windowed"] if isinstance(app, Path) else app
    with tempfile.TemporaryDirectory(prefix="kiosk-bench-") as home:
        leader, follower = pty.openpty()
        env = _environment(Path(home))
        env["PYTHONPATH"] = str(ROOT)
        errors = stderr_to.open("wb") if stderr_to else None
        start = time.perf_counter()
        process = subprocess.Popen(
            command,
            stdout=follower,
            stderr=errors or subprocess.DEVNULL,
            env=env,
        )
        os.close(follower)
        seen = b""
        try:
            while WINDOW_MARKER not in seen:
                elapsed = time.perf_counter() - start
                if elapsed > TIMEOUT_S or process.poll() is not None:
                    raise RuntimeError(f"{app} showed no window (output: {seen[-300:]!r})")
                ready, _, _ = select.select([leader], [], [], 0.05)
                if ready:
                    try:
                        seen += os.read(leader, 4096)
                    except OSError:  # the child closed the terminal
                        continue
            return time.perf_counter() - start
        finally:
            process.terminate()
            process.wait(timeout=10)
            os.close(leader)
            if errors:
                errors.close()


def self_test_time(app: Path) -> float:
    """Seconds for a whole ``--self-test`` run; raises if it does not pass."""
    with tempfile.TemporaryDirectory(prefix="kiosk-bench-") as home:
        start = time.perf_counter()
        result = subprocess.run(
            [str(app), "--self-test"],
            capture_output=True,
            env=_environment(Path(home)),
            timeout=TIMEOUT_S * 2,
            check=False,
        )
        elapsed = time.perf_counter() - start
    if result.returncode != 0:
        output = result.stdout.decode(errors="replace")
        raise RuntimeError(f"self-test failed ({result.returncode}):\n{output}")
    return elapsed


def folder_size(folder: Path) -> int:
    """Bytes on disk like ``du`` counts them: the bundle's symbolic links are not followed."""
    return sum(
        path.lstat().st_blocks * 512
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def _summary(name: str, times: list[float]) -> str:
    shown = ", ".join(f"{t * 1000:.0f}" for t in times)
    return f"{name}: median {statistics.median(times) * 1000:.0f} ms (runs, ms: {shown})"


def _ratio_line(name: str, ours: list[float], floor: list[float]) -> str:
    ratios = sorted(a / b for a, b in zip(ours, floor, strict=True))
    row(
        name,
        f"{statistics.median(ours) * 1000:.0f} ms",
        f"bare PySide6 window {statistics.median(floor) * 1000:.0f} ms",
        statistics.median(ratios),
        "<= 3x",
        met=statistics.median(ratios) <= RATIO_GOAL,
    )
    return (
        f"{name}: ours {statistics.median(ours) * 1000:.0f} ms | floor (bare PySide6 window) "
        f"{statistics.median(floor) * 1000:.0f} ms | ratio {statistics.median(ratios):.2f}x "
        f"(pairs {ratios[0]:.2f}-{ratios[-1]:.2f}x, {len(ratios)} runs, {os.cpu_count()} cores)"
    )


def slowest_imports_before_paint(command: list[str], count: int = 15) -> str:
    """``python -X importtime``: the top-level imports before the first paint, slowest first."""
    with tempfile.NamedTemporaryFile(suffix=".txt") as log:
        log_path = Path(log.name)
        time_to_window([command[0], "-X", "importtime", *command[1:]], stderr_to=log_path)
        lines = log_path.read_text(errors="replace").splitlines()
    rows = []
    for line in lines:
        if not line.startswith("import time:") or "|" not in line:
            continue
        _, cumulative, name = line.split("|")
        if cumulative.strip().isdigit() and name.startswith(" ") and not name.startswith("   "):
            rows.append((int(cumulative), name.strip()))
    # Everything imported is imported before the paint but the camera, which starts after it
    # (the log ends at the marker: the process is stopped once it printed it).
    rows.sort(reverse=True)
    total = sum(us for us, _ in rows) / 1000
    shown = "\n".join(f"  {us / 1000:7.1f} ms  {name}" for us, name in rows[:count])
    return f"Imports until the window is painted, {total:.0f} ms in all; the slowest:\n{shown}"


def source_main(runs: int, importtime: bool) -> int:
    """The source app against the bare window, in turn; one warm-up run of each."""
    kiosk = [sys.executable, "-m", "kiosk", "--demo", "--windowed"]
    bare = [sys.executable, str(BARE_WINDOW)]
    time_to_window(kiosk), time_to_window(bare)
    ours: list[float] = []
    floor: list[float] = []
    for _ in range(runs):
        ours.append(time_to_window(kiosk))
        floor.append(time_to_window(bare))
    print(_ratio_line("Source start to window painted (--demo --windowed)", ours, floor))
    if importtime:
        print(slowest_imports_before_paint(kiosk))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, default=DEFAULT_APP, help="the frozen executable")
    parser.add_argument("--runs", type=int, default=5, help="runs of each measure (default 5)")
    parser.add_argument(
        "--no-self-test", action="store_true", help="skip timing the whole self-test"
    )
    parser.add_argument("--source", action="store_true", help="time the source, not the bundle")
    parser.add_argument(
        "--importtime", action="store_true", help="with --source: the imports before the paint"
    )
    args = parser.parse_args()
    if args.source:
        return source_main(args.runs, args.importtime)
    app: Path = args.app
    if not app.exists():
        print(f"{app} not found: build it with pyinstaller pyinstaller.spec", file=sys.stderr)
        return 2
    size_mb = folder_size(app.parent) / 1e6
    size_mib = size_mb / 1.048576
    print(f"Bundle {app.parent}: {size_mb:.0f} MB unpacked ({size_mib:.0f} MiB)")
    row(
        "Linux bundle, unpacked",
        f"{size_mib:.0f} MiB",
        "-",
        None,
        f"<= {BUNDLE_GOAL_MIB} MiB",
        met=size_mib <= BUNDLE_GOAL_MIB,
    )
    bare = [sys.executable, str(BARE_WINDOW)]
    window: list[float] = []
    floor: list[float] = []
    for _ in range(args.runs):
        window.append(time_to_window(app))
        floor.append(time_to_window(bare))
    print(_summary("Frozen start to window shown", window))
    print(_ratio_line("Frozen start to window painted (--demo --windowed)", window, floor))
    if not args.no_self_test:
        whole = [self_test_time(app) for _ in range(args.runs)]
        print(_summary("Frozen --self-test, whole run", whole))
    return 0


if __name__ == "__main__":
    sys.exit(main())
