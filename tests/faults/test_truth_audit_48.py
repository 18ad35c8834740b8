"""The truth audit, forty-eighth round: the staff pages, what earlier rounds noticed but left.

DOCSTRING-TODO
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.operator_setup import STEP_CHECKS
from kiosk.ui.operator.checks_page import ChecksPage
from tests.faults.test_truth_audit_16 import service_now, set_window
from tests.faults.test_truth_audit_40 import (
    Staff,
    check_word,
    service_refuses_a_claim,
    staff,  # noqa: F401  (a fixture)
    unlock,
    use_word,
)
from tests.faults.test_truth_audit_42 import tap_use_drop
from tests.faults.test_truth_audit_45 import undated_gateway  # noqa: F401  (a fixture)

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


# --- Secret word: a window judged by which clock ----------------------------------------------


def test_a_word_open_on_the_services_clock_is_not_said_closed_by_a_computers_clock(
    qtbot: QtBot,
    server: EmulatorServer,
    undated_gateway: None,  # noqa: F811
    staff: Staff,  # noqa: F811
) -> None:
    """No answer is dated readably (``undated_gateway``) and this laptop's clock is two hours
    slow. Drop 1's word opened an hour ago on the service's clock; staff check it and use it.
    The page does not say attendees cannot use it now (the service takes a claim with it), nor
    that it is "not active now": it says the kiosk cannot tell, and that the service judges
    the window at each claim. Was a lie when this round was written (27 Nov 2026): "The word is
    right, but attendees cannot use it now", judged by this computer's clock."""
    now = service_now(server)
    word = set_window(server, now - timedelta(hours=1), now + timedelta(minutes=30), 0)

    said = check_word(qtbot, staff, word)

    page = staff.word
    assert "cannot use it now" not in said, said
    assert "not active now" not in page.window_line.text(), page.window_line.text()
    assert "did not say its time" in said, said
    use_word(qtbot, page)
    assert staff.settings.kiosk.secret_word == word
    assert "cannot use it now" not in page.check_line.text(), page.check_line.text()
    assert not service_refuses_a_claim(server, word)  # the service's verdict: open now
