"""``kiosk doctor``: one line per check, the fix under each problem, non-zero exit on failure."""

from __future__ import annotations

import itertools

from kiosk.core.doctor import (
    Status,
    check_mints,
    check_stuck_mints,
    check_waiting_mints,
    run_checks,
)
from kiosk.core.settings import load_settings
from kiosk.ui.doctor_texts import check_title, doctor_summary, problem_fix

_MARKS = {Status.OK: "OK  ", Status.WARNING: "WARN", Status.FAILED: "FAIL"}


def run_doctor() -> int:
    failed = warnings = 0
    settings = load_settings()
    # The journal's checks only here: the staff pages show those mints on Statistics and Journal.
    checks = itertools.chain(
        run_checks(settings),
        [check_mints()],
        check_waiting_mints(settings.kiosk.allowed_drop_ids),
        check_stuck_mints(settings),
    )
    for result in checks:
        line = f"[{_MARKS[result.status]}] {check_title(result.name)}"
        print(f"{line}: {result.detail}" if result.detail else line, flush=True)
        if result.problem is not None:
            print(f"       {problem_fix(result.problem)}", flush=True)
        failed += result.status is Status.FAILED
        warnings += result.status is Status.WARNING
    print(doctor_summary(failed, warnings))
    return 1 if failed else 0
