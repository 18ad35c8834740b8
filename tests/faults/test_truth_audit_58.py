"""The truth audit, fifty-eighth round: what a screen reader is told on staff pages and the camera
view, and whether changes are announced at all.

Round 56 fixed two attendee-side descriptions and left leads on the staff side: buttons whose
description says what their usual tap does while the page shows that this tap does something
else, and the camera view described by where to hold a code while its hint asks for one code at
a time. Each case drives the real parts (the operator area built as the app builds it, its
presenters and worker threads, the real kiosk and its camera pipeline) against a real emulator
over HTTP, reads what ``QAccessible.queryAccessibleInterface`` gives a reader, and judges it by
what the page shows and by the emulator's own record (``server.state``: the links claimed, the
service's verdict on a claim) or the journal, never by what the kiosk believes.

Whether a change reaches a reader as a change (Qt's NameChanged / DescriptionChanged events, a
label's new text) cannot be observed from a PySide6 test: see docs/accessibility.md.

Lies found when this round was written (27 Nov 2026), fixed since:

- after the first tap of "Use this drop at the kiosk" showed the amber warning that saved mints
  of another drop would never be sent, a reader still heard the button as "The kiosk uses this
  drop from now on." (rounds 42/48: the second tap chooses, and those mints are never sent). It
  now says it uses the drop all the same and what that costs; Kiosk options' Save likewise;
- "Use this word at the kiosk" was described "Attendees may type the checked word from now on."
  after a check that found the word's drop expired, its claims used up or its window closed:
  the service refuses the next claim. It is now described as the check found the word;
- while the camera view's hint said "One code at a time, please", a reader heard "Hold the QR
  code inside the four corners.", which does not help with two codes in view (none is taken).
  The description now follows the hint.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.staff import STEP_OPTIONS
from kiosk.ui.operator.options_page import OptionsPage
from tests.faults.test_truth_audit import WALLET_A
from tests.faults.test_truth_audit_2 import queue_link
from tests.faults.test_truth_audit_16 import service_now, set_window
from tests.faults.test_truth_audit_21 import (
    CHECK_ROUTE,
    FPS,
    CameraKiosk,
    Shot,
    camera_kiosk,  # noqa: F401  (a fixture)
    link,
)
from tests.faults.test_truth_audit_23 import heard, spoken
from tests.faults.test_truth_audit_40 import (
    Staff,
    check_word,
    service_refuses_a_claim,
    staff,  # noqa: F401  (a fixture)
    use_every_claim,
)
from tests.faults.test_truth_audit_42 import tap_save_options, tap_use_drop
from tests.faults.test_truth_audit_48 import find_drop
from tests.kiosk_setup import expire_yesterday

WAIT_MS = 30_000
USUAL_CHOICE = "The kiosk uses this drop from now on."
USUAL_SAVE = "Saves every option on this page; the PIN is set on its own."
ALL_THE_SAME = "all the same"
NEVER_SENT = "never sent"
WORKS_NOW = "Attendees may type the checked word from now on."
ONE_AT_A_TIME = "One code at a time, please"


def described(widget: QWidget) -> str:
    """What a reader hears after a widget's name: what it does or shows."""
    return heard(widget)[1]


def warns_of_the_cost(text: str) -> bool:
    """The description says the tap goes ahead despite the warning, and what that costs."""
    return ALL_THE_SAME in text and NEVER_SENT in text


# --- the two-tap buttons: what the second tap does -------------------------------------------


def test_use_this_drop_after_the_saved_mints_warning_is_described_as_what_the_next_tap_does(
    qtbot: QtBot,
    server: EmulatorServer,
    kiosk: Kiosk,
    staff: Staff,  # noqa: F811
) -> None:
    """An attendee's mint of drop 1 is "Saved for later"; staff tap "Use this drop at the kiosk"
    for drop 2 and the page warns in amber that this mint would never be sent. A reader heard
    the button as "The kiosk uses this drop from now on.", as if nothing were at stake. Was a
    lie when this round was written (27 Nov 2026): it now says the tap uses the drop all the
    same and that the saved mints are then never sent, which the next tap does (the service
    never minted the link; the journal still holds it). A drop found anew (drop 3), whose tap
    is counted anew, is described as usual."""
    mine, other = server.state.drops[0], server.state.drops[1]
    queue_link(qtbot, kiosk, server, mine.qr_hashes[0], WALLET_A)
    kiosk.close()
    page = tap_use_drop(qtbot, staff, other.id)
    assert "1 mint" in page.check_line.text()
    assert warns_of_the_cost(described(page.choose_button)), spoken(page.choose_button)

    find_drop(qtbot, page, server, 2)
    assert described(page.choose_button) == USUAL_CHOICE
    assert "1 mint" in tap_use_drop(qtbot, staff, other.id).check_line.text()  # counted anew
    warned = spoken(page.choose_button)
    tap_use_drop(qtbot, staff, other.id)

    assert warns_of_the_cost(warned), warned
    assert staff.settings.kiosk.drop_id == other.id  # the tap did what it was described to do
    assert not server.state.claim_status(mine.qr_hashes[0])["claimed"]
    assert len(staff.screens.journal.queued_rows()) == 1  # saved, of a drop no longer minted


def test_save_after_the_saved_mints_warning_is_described_as_what_the_next_tap_does(
    qtbot: QtBot,
    server: EmulatorServer,
    kiosk: Kiosk,
    staff: Staff,  # noqa: F811
) -> None:
    """The kiosk mints drop 2 and also accepts drop 1, whose mint is "Saved for later"; staff
    empty "Also accept codes of drops" and tap Save: amber, 1 mint would never be sent. Save was
    still described "Saves every option on this page; …". Was a lie when this round was written
    (27 Nov 2026): it now says it saves all the same, and the mints are then never sent, which
    the next Save does; saved, the usual description is back."""
    mine, other = server.state.drops[0], server.state.drops[1]
    queue_link(qtbot, kiosk, server, mine.qr_hashes[0], WALLET_A)
    kiosk.close()
    staff.settings.kiosk.drop_id = other.id
    staff.settings.kiosk.also_allowed_drops = str(mine.id)
    staff.screens.area.show_page(STEP_OPTIONS)
    page = staff.screens.area.page(STEP_OPTIONS)
    assert isinstance(page, OptionsPage)
    page.also_allowed_drops.clear()
    assert "1 mint" in tap_save_options(qtbot, page)
    warned = spoken(page.save_button)
    tap_save_options(qtbot, page)

    assert warns_of_the_cost(warned), warned
    assert staff.settings.kiosk.allowed_drop_ids == {other.id}  # saved, as described
    assert not server.state.claim_status(mine.qr_hashes[0])["claimed"]
    assert described(page.save_button) == USUAL_SAVE


# --- Secret word: what "Use this word at the kiosk" gives attendees ---------------------------


def drop_expired(server: EmulatorServer, word: str) -> None:
    expire_yesterday(server)


def claims_used_up(server: EmulatorServer, word: str) -> None:
    use_every_claim(server, word)


def window_not_open_yet(server: EmulatorServer, word: str) -> None:
    now = service_now(server)
    set_window(server, now + timedelta(hours=1), now + timedelta(hours=3), 0)


def works(server: EmulatorServer, word: str) -> None:
    """Nothing changed: the website word works now."""


@pytest.mark.parametrize(
    ("organiser", "expected"),
    [
        (drop_expired, "The kiosk cannot use the checked word"),
        (claims_used_up, "attendees cannot use it now"),
        (window_not_open_yet, "attendees cannot use it now"),
        (works, WORKS_NOW),
    ],
)
def test_use_this_word_is_described_as_the_check_found_the_word(
    qtbot: QtBot,
    server: EmulatorServer,
    staff: Staff,  # noqa: F811
    organiser: Callable[[EmulatorServer, str], None],
    expected: str,
) -> None:
    """The organiser expired the drop, or the word's claims are all used, or its window opens
    in an hour; staff check the website word. "Use this word at the kiosk" was described
    "Attendees may type the checked word from now on." in each, while the service refuses the
    next claim with it. Was a lie when this round was written (27 Nov 2026): described as the
    check found the word; as before only for a word the service takes now."""
    word = server.state.drops[0].website_secret or ""
    organiser(server, word)
    said = check_word(qtbot, staff, word)

    heard_now = spoken(staff.word.use_button)
    assert expected in heard_now, (said, heard_now)
    assert service_refuses_a_claim(server, word) is (expected != WORKS_NOW), said


# --- the camera view: two codes in view ---------------------------------------------------------


def test_the_camera_view_is_described_by_its_hint_while_two_codes_are_in_view(
    server: EmulatorServer,
    camera_kiosk: CameraKiosk,  # noqa: F811
    qtbot: QtBot,
) -> None:
    """The attendee's mint link and a poster's are in view: the hint shows "One code at a time,
    please" and nothing is checked (the service was asked nothing). A reader heard "Hold the QR
    code inside the four corners.", which the attendee already does. Was a lie when this round
    was written (27 Nov 2026): the description follows the hint, and goes back to where to
    hold a code once the hint is gone."""
    kiosk = camera_kiosk.kiosk
    _, mine = link(server, 0)
    _, theirs = link(server, 1)
    view = kiosk.window.welcome_page.camera_view
    usual = described(view)
    camera_kiosk.point_camera([(Shot(top=theirs, bottom=mine), 4 * FPS), (Shot(), 60 * FPS)])
    qtbot.waitUntil(view.hint.isVisible, timeout=WAIT_MS)

    assert view.hint.text() == ONE_AT_A_TIME
    assert described(view).startswith(ONE_AT_A_TIME), spoken(view)
    qtbot.waitUntil(lambda: not view.hint.isVisible(), timeout=WAIT_MS)
    assert kiosk.controller.camera_status is not False  # still filming: not "No camera"
    assert server.state.counters[CHECK_ROUTE] == 0
    assert described(view) == usual
