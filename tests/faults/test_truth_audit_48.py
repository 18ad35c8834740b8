"""The truth audit, forty-eighth round: the staff pages, what earlier rounds noticed but left.

DOCSTRING-TODO
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.operator_setup import STEP_CHECKS
from kiosk.ui.operator.checks_page import ChecksPage
from tests.faults.test_truth_audit_40 import (
    Staff,
    staff,  # noqa: F401  (a fixture)
    unlock,
)
from tests.faults.test_truth_audit_42 import tap_use_drop

WAIT_MS = 30_000
PROBE = "GET /actions/claim-qr"  # the doctor's probe link: no other staff call asks for one
HELD_S = 10  # a service this slow answers the test long after staff's own calls


# --- Test connection beside staff's other calls ------------------------------------------------


def doctor_waiting(qtbot: QtBot, server: EmulatorServer, team: Staff) -> ChecksPage:
    """Staff tap Test connection while the service is slow to answer its probe link; the page,
    once the doctor's run is waiting for that answer."""
    server.state.add_fault(PROBE, Fault(latency_ms=HELD_S * 1000, times=1))
    team.screens.area.show_page(STEP_CHECKS)
    checks = team.screens.area.page(STEP_CHECKS)
    assert isinstance(checks, ChecksPage)
    qtbot.mouseClick(checks.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: server.state.counters[PROBE] > 0, timeout=WAIT_MS)
    return checks


def choose_drop_2(qtbot: QtBot, server: EmulatorServer, team: Staff) -> None:
    """Staff choose drop 2 on the Drop step: it is chosen and said so."""
    other = server.state.drops[1]
    page = tap_use_drop(qtbot, team, other.id)
    assert team.settings.kiosk.drop_id == other.id, page.check_line.text()
    assert page.check_line.text() == f"The kiosk now mints {other.name}."


def check_edit_code(qtbot: QtBot, server: EmulatorServer, team: Staff) -> None:
    """Staff check drop 1's edit code on Mint codes: the service accepts it (it was asked), and
    the page lets staff ask for more mints."""
    unlock(qtbot, server, team)
    assert server.state.counters["POST /event/validate"] >= 1


@pytest.mark.parametrize("staff_call", [choose_drop_2, check_edit_code])
def test_a_test_connection_under_a_slow_service_does_not_hold_staffs_other_calls(
    qtbot: QtBot,
    server: EmulatorServer,
    staff: Staff,  # noqa: F811
    staff_call: Callable[[QtBot, EmulatorServer, Staff], None],
) -> None:
    """Staff run Test connection; the service is slow to answer one of its checks. Meanwhile
    they choose a drop, or check an edit code on Mint codes: the service's answer is shown
    while the test still waits. Was a lie (a wait) when this round was written (27 Nov 2026):
    both read "Checking…" until the test ended, on the staff pages' one thread."""
    checks = doctor_waiting(qtbot, server, staff)

    staff_call(qtbot, server, staff)

    assert not checks.test_button.isEnabled(), "staff waited for the test to end"
    qtbot.waitUntil(checks.test_button.isEnabled, timeout=WAIT_MS)
