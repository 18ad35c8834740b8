"""Hostile conditions through the whole app in its own process (issue "Hostile conditions").

Each case runs the real ``kiosk --self-test`` (real window offscreen, real emulator, real
threads) with one fault on its emulator, and asserts what each attendee was told against what
the emulator did, that nothing aborted, and that the process exits 0. The cases that need a
person's input (recipients, bad files, two starts) have their own suites:
tests/core/test_parsing.py, tests/test_single_instance.py, the journal and settings tests.
"""

from __future__ import annotations

import pytest

from tests.test_cli import self_test

ABORTS = ("Destroyed while thread", "Traceback", "Segmentation", "core dumped")


@pytest.mark.parametrize(
    ("fault", "told"),
    [
        # Each mint answer drips a byte every 0.5 s (minutes in all): the attendees are told
        # their checked mint is saved, and the process quits with the answers still coming in.
        ("POST /actions/claim-qr=drip_ms:500", 'told queued "Saved for later"'),
    ],
)
def test_a_dripping_service_never_holds_or_aborts_the_app(fault: str, told: str) -> None:
    result = self_test("--fault", fault)
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    assert f"PASS  mint link: {told}" in result.stdout
    assert "FAIL" not in result.stdout
    aborted = [out.index(word) for word in ABORTS if word in out]
    assert not aborted, out[max(0, min(aborted) - 2000) :]  # what led to it, and what it said
