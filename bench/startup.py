"""Start-up of the frozen app (dist/mint-kiosk), median of N runs, and the bundle's size.

    .venv/bin/pyinstaller --noconfirm --clean pyinstaller.spec
    .venv/bin/python bench/startup.py [--runs 5] [--no-self-test] [--app dist/mint-kiosk/mint-kiosk]

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

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_APP = ROOT / "dist" / "mint-kiosk" / "mint-kiosk"
WINDOW_MARKER = b"Demo drop:"  # the first line of the demo hints, printed after the first paint
TIMEOUT_S = 60.0


def _environment(home: Path) -> dict[str, str]:
    """Offscreen, and user folders in a temporary directory (no journal or log of the user's)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home))
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[variable] = str(home / variable.lower())
    return env


def time_to_window(app: Path) -> float:
    """Seconds from spawning ``--demo --windowed`` until it prints the demo hints.

    stdout is a pseudo-terminal so Python line-buffers it: the line arrives when printed.
    """
    with tempfile.TemporaryDirectory(prefix="kiosk-bench-") as home:
        leader, follower = pty.openpty()
        start = time.perf_counter()
        process = subprocess.Popen(
            [str(app), "--demo", "--windowed"],
            stdout=follower,
            stderr=subprocess.DEVNULL,
            env=_environment(Path(home)),
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, default=DEFAULT_APP, help="the frozen executable")
    parser.add_argument("--runs", type=int, default=5, help="runs of each measure (default 5)")
    parser.add_argument(
        "--no-self-test", action="store_true", help="skip timing the whole self-test"
    )
    args = parser.parse_args()
    app: Path = args.app
    if not app.exists():
        print(f"{app} not found: build it with pyinstaller pyinstaller.spec", file=sys.stderr)
        return 2
    size_mb = folder_size(app.parent) / 1e6
    print(f"Bundle {app.parent}: {size_mb:.0f} MB unpacked ({size_mb / 1.048576:.0f} MiB)")
    window = [time_to_window(app) for _ in range(args.runs)]
    print(_summary("Frozen start to window shown", window))
    if not args.no_self_test:
        whole = [self_test_time(app) for _ in range(args.runs)]
        print(_summary("Frozen --self-test, whole run", whole))
    return 0


if __name__ == "__main__":
    sys.exit(main())
