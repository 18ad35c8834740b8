"""The truth audit, forty-eighth round: the staff pages, what earlier rounds noticed but left.

Rounds 42, 43 and 45 noted, and left: Test connection sharing the staff pages' one thread with
every other staff call; the Drop step's pictures queued for every drop staff page past; the
saved-mints warnings of the Drop step and Kiosk options (drops not known yet, a queue that grows
between two taps); the Secret word page judging a word's window by this computer's clock. Each
case drives the real staff pages (``build_operator_screens`` or the Drop step, their real
presenters and background threads, real widgets through pytest-qt), with a real kiosk beside
them where attendees save mints, against a real emulator over HTTP that is slow, fails or dates
no answer, and judges what staff read by the emulator's own record (``server.state``: its
clock and a word's window, the service's verdict on a claim, which pictures the artwork host
was asked for, which links were minted) or by the journal, never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since:

- under a slow service, a Test connection held staff choosing a drop, and checking the edit
  code on Mint codes, behind it (one thread): staff read "Checking…" until the test ended. The
  doctor's runs now have their own thread (``operator-doctor``);
- paging quickly through drops on the Drop step, every drop's picture was downloaded in turn,
  so the picture of the drop staff look at waited behind those of drops they had left: one
  still queued for a drop left is no longer downloaded;
- staff told that choosing drop 2 (or Kiosk options without drop 1) leaves 1 saved mint unsent
  tapped again after a second was saved: the choice was taken, 2 mints never sent. A tap
  again now counts again, and tells a higher count before choosing;
- with no readable ``Date`` in any answer, on a laptop two hours slow, the Secret word page
  said of a word open an hour ago on the service's clock "The word is right, but attendees
  cannot use it now" (and "not active now"), and the service took a claim with it: the page
  now says it cannot tell without the service's time, which judges the window at each claim.

Verified and not a lie: saved mints of a drop not known yet (a journal row's drop 0) cannot
arise, as a link the service could not check is never saved; a case pins it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import JournalState
from kiosk.core.reasons import Outcome
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.operator_setup import STEP_CHECKS, OperatorSetup
from kiosk.presenters.staff import STEP_OPTIONS
from kiosk.ui.operator.checks_page import ChecksPage
from kiosk.ui.operator.drop_page import DropPage
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.ui.operator.options_page import OptionsPage
from tests.faults.test_fault_matrix import shown_outcome
from tests.faults.test_truth_audit import WALLET_A, WALLET_B, scan_link, screen_of
from tests.faults.test_truth_audit_2 import queue_link, restart_and_settle
from tests.faults.test_truth_audit_3 import shown_drop
from tests.faults.test_truth_audit_16 import service_now, set_window
from tests.faults.test_truth_audit_40 import (
    Staff,
    check_word,
    service_refuses_a_claim,
    staff,  # noqa: F401  (a fixture)
    unlock,
    use_word,
)
from tests.faults.test_truth_audit_42 import tap_save_options, tap_use_drop
from tests.faults.test_truth_audit_45 import undated_gateway  # noqa: F401  (a fixture)

WAIT_MS = 30_000
ARTWORK = "GET /assets/{name}"
LINK_STATUS = "GET /actions/claim-qr"  # the doctor's probe link; no other staff call asks one
HELD_S = 10  # a service this slow answers the test long after staff's own calls
SLOW_PICTURE_MS = 6_000  # an artwork host this slow, within the 10 s timeout: asked once


# --- Test connection beside staff's other calls ------------------------------------------------


def doctor_waiting(qtbot: QtBot, server: EmulatorServer, team: Staff) -> ChecksPage:
    """Staff tap Test connection while the service is slow to answer its probe link; the page,
    once the doctor's run is waiting for that answer."""
    server.state.add_fault(LINK_STATUS, Fault(latency_ms=HELD_S * 1000, times=1))
    team.screens.area.show_page(STEP_CHECKS)
    checks = team.screens.area.page(STEP_CHECKS)
    assert isinstance(checks, ChecksPage)
    qtbot.mouseClick(checks.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: server.state.counters[LINK_STATUS] > 0, timeout=WAIT_MS)
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


# --- Drop: saved mints counted again at the second tap -----------------------------------------


def test_a_second_tap_after_more_mints_were_saved_says_the_new_count_before_choosing(
    qtbot: QtBot,
    server: EmulatorServer,
    kiosk: Kiosk,
    staff: Staff,  # noqa: F811
    journal_file: Path,
    tmp_path: Path,
) -> None:
    """A mint of a drop 1 link is "Saved for later"; staff tap "Use this drop at the kiosk" for
    drop 2 and read that 1 mint would never be sent. Before they tap again a second attendee's
    mint of drop 1 is saved for later too (a mint still being sent as staff came in ends so).
    The second tap does not choose drop 2: it says 2 mints. Was a lie when this round was
    written (27 Nov 2026): the second tap chose drop 2, and both mints were never sent (the
    service's record), staff having been told of one."""
    mine, other = server.state.drops[0], server.state.drops[1]
    first, second = mine.qr_hashes[0], mine.qr_hashes[1]
    queue_link(qtbot, kiosk, server, first, WALLET_A)
    assert "1 mint" in tap_use_drop(qtbot, staff, other.id).check_line.text()
    queue_link(qtbot, kiosk, server, second, WALLET_B)
    kiosk.close()

    said = tap_use_drop(qtbot, staff, other.id).check_line.text()

    assert staff.settings.kiosk.drop_id == mine.id, said  # nothing chosen yet
    assert "2 mints" in said, said
    tap_use_drop(qtbot, staff, other.id)
    assert staff.settings.kiosk.drop_id == other.id
    restart_and_settle(server, journal_file, tmp_path, minutes=1, allowed=frozenset({other.id}))
    rows = staff.screens.journal.rows()
    assert {(row.state, row.reason) for row in rows} == {
        (JournalState.FAILED, Outcome.OTHER_DROP.value)
    }
    assert len(rows) == 2
    assert not any(server.state.claim_status(link)["claimed"] for link in (first, second))


def test_a_second_save_after_more_mints_were_saved_says_the_new_count_before_saving(
    qtbot: QtBot,
    server: EmulatorServer,
    kiosk: Kiosk,
    staff: Staff,  # noqa: F811
) -> None:
    """The kiosk mints drop 2 and also accepts drop 1, whose mint is "Saved for later"; staff
    empty "Also accept codes of drops" and tap Save: 1 mint would never be sent. A second
    mint of drop 1 is saved for later before they tap Save again: the options are not saved,
    the page says 2 mints. Was a lie when this round was written (27 Nov 2026): the second Save
    saved, staff having been told of one."""
    mine, other = server.state.drops[0], server.state.drops[1]
    queue_link(qtbot, kiosk, server, mine.qr_hashes[0], WALLET_A)
    staff.settings.kiosk.drop_id = other.id
    staff.settings.kiosk.also_allowed_drops = str(mine.id)
    staff.screens.area.show_page(STEP_OPTIONS)
    page = staff.screens.area.page(STEP_OPTIONS)
    assert isinstance(page, OptionsPage)
    page.also_allowed_drops.clear()
    assert "1 mint" in tap_save_options(qtbot, page)
    queue_link(qtbot, kiosk, server, mine.qr_hashes[1], WALLET_B)
    kiosk.close()  # its queue would send both once the gateway's wait is over

    said = tap_save_options(qtbot, page)

    assert staff.settings.kiosk.allowed_drop_ids == {other.id, mine.id}, said  # not saved
    assert "2 mints" in said, said
    assert len(staff.screens.journal.queued_rows()) == 2  # what the page counted
    tap_save_options(qtbot, page)
    assert staff.settings.kiosk.allowed_drop_ids == {other.id}


# --- Drop: paging quickly past drops whose pictures are slow ----------------------------------


def find_drop(qtbot: QtBot, page: DropPage, server: EmulatorServer, index: int) -> None:
    """Staff find the drop at ``index`` by its id; its name shows (its picture may not yet)."""
    drop = server.state.drops[index]
    page.find_field.clear()
    qtbot.keyClicks(page.find_field, str(drop.id))
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.drop_name.text() == drop.name, timeout=WAIT_MS)


def pictures_asked(server: EmulatorServer, count: int) -> bool:
    return server.state.counters[ARTWORK] == count


def test_paging_quickly_does_not_download_the_pictures_of_drops_staff_left(
    qtbot: QtBot,
    server: EmulatorServer,
    drop_step: tuple[OperatorSetup, Settings, OperatorArea],
) -> None:
    """Staff on the Drop step find drop 3 and drop 4, whose pictures the artwork host is slow to
    give (each takes one of the two picture threads, round 53), then drop 5, then drop 6. Drop
    6's picture comes beside drop 6's name, and drop 5's, which staff left before its turn, is
    never asked of the artwork host (its record). Was a wait when this round was written (27 Nov
    2026): every drop's picture was downloaded in turn, so the one staff look at waited behind
    those of the drops they had left."""
    setup, _settings, _area = drop_step
    page = setup.drops.page
    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) == 1, timeout=WAIT_MS)
    before = server.state.counters[ARTWORK]
    server.state.add_fault(ARTWORK, Fault(latency_ms=SLOW_PICTURE_MS, times=2))
    for asked, index in enumerate((2, 3), start=1):  # each picture asked before staff move on
        find_drop(qtbot, page, server, index)
        qtbot.waitUntil(partial(pictures_asked, server, before + asked), timeout=WAIT_MS)
    find_drop(qtbot, page, server, 4)
    find_drop(qtbot, page, server, 5)

    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) is not None, timeout=WAIT_MS)

    assert (page.drop_name.text(), shown_drop(server, page.artwork)) == (
        server.state.drops[5].name,
        5,
    )
    assert server.state.counters[ARTWORK] == before + 3  # drops 3, 4 and 6: never drop 5's


def test_a_link_the_service_could_not_check_is_never_saved_so_no_saved_mint_is_of_no_drop(
    qtbot: QtBot,
    server: EmulatorServer,
    kiosk: Kiosk,
    staff: Staff,  # noqa: F811
) -> None:
    """Round 42's warnings count saved mints of a known drop only (a journal row's drop 0 is a
    link never checked). Such a row is never saved: an attendee scanning a drop 1 link while
    the service cannot check it is told there is no connection, asked for no wallet, and
    nothing is saved; staff then choose drop 2 at the first tap, and the link is unclaimed (the
    service's record): nothing was left unsent that the warning did not count."""
    link = server.state.drops[0].qr_hashes[0]
    server.state.add_fault(LINK_STATUS, Fault(status=503))
    scan_link(qtbot, kiosk, server, link)
    assert screen_of(kiosk) is Screen.RESULT
    assert shown_outcome(kiosk) is Outcome.NO_NETWORK
    server.state.clear_faults()
    kiosk.close()
    assert staff.screens.journal.queued_rows() == []

    other = server.state.drops[1]
    page = tap_use_drop(qtbot, staff, other.id)

    assert page.check_line.text() == f"The kiosk now mints {other.name}."
    assert server.state.claim_status(link)["claimed"] is False
