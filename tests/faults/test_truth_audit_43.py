"""The truth audit, forty-third round: the drop's artwork and the staff pages' background calls
under a poor connection.

Each case drives the real parts (the attendee pages with their controller and its artwork
thread, or the staff Drop step with its presenter and background threads) against a real
emulator over HTTP whose artwork host fails, stalls or sends what is no picture, and judges
what a person sees (the picture beside a drop's name, the drop chosen, its network) by the
emulator's own record (``server.state``: each drop's artwork as served, its network, the
links it minted), never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since unless marked
``xfail(strict=True)``:

- one failed artwork download (a 503, a dropped connection, bytes that are no picture, an
  image bomb) meant no picture beside the drop's name on any attendee page until staff came in
  again: it is now tried again on its own, backing off (5 s, doubling, to 5 min), and shown when
  it comes, on the page the attendee is on;
- a copy of the artwork in the kiosk's disk cache that does not decode (a host that sent it cut
  short: the download checks the picture's header only) was read again on every try, for ever:
  it now leaves the cache, so the next try downloads the picture;
- a slow artwork host held the staff pages' one background thread: staff choosing a drop read
  nothing until the picture came, and "Network: reading…" for as long; staff coming in and
  checking the edit code on Mint codes waited behind it too (as do the Secret word, Options and
  Test connection pages: one thread). The Drop step's pictures now download on their own
  thread;
- the dispenser's picture had both of the attendee pages' faults (added by the lead the same
  day): one that failed was never tried again, and a copy in the cache that does not decode
  stayed there.

The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.reasons import Outcome
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.operator_setup import OperatorSetup
from kiosk.service import CHAIN_NAMES
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.workers.mint_queue import RetryDelays
from tests.faults.test_fault_matrix import shown_outcome
from tests.faults.test_truth_audit import (
    WALLET_A,
    at_result,
    did_of,
    scan_link,
    type_recipient,
)
from tests.faults.test_truth_audit_3 import artwork_settled, shown_drop
from tests.faults.test_truth_audit_40 import (
    Staff,
    staff,  # noqa: F401  (a fixture)
    unlock,
)

WAIT_MS = 30_000
ARTWORK = "GET /assets/{name}"
QUICK_RETRY = RetryDelays(first_s=0.5)  # the venue's 5 s, doubling, made short for a case
HELD_S = 10  # an artwork host this slow answers long after staff's own calls


def picture_comes_while_on_the_page(qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer) -> None:
    """The attendee, still on the recipient page, sees drop 1's picture (as the emulator serves
    it) come beside drop 1's name; then gets drop 1's collectible, the picture on the result."""
    page = kiosk.window.recipient_page
    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) is not None, timeout=WAIT_MS)
    assert kiosk.window.current_page() is page
    assert (page.drop_name.text(), shown_drop(server, page.artwork)) == (
        server.state.drops[0].name,
        0,
    )
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert shown_outcome(kiosk) is Outcome.MINTED
    assert shown_drop(server, kiosk.window.result_page.artwork) == 0
    assert did_of(server, server.state.drops[0].qr_hashes[0]) == "passed"


@pytest.mark.parametrize(
    "fault",
    [
        Fault(status=503),
        Fault(drop_connection=True),
        Fault(artwork="not_image"),
        Fault(artwork="bomb"),
    ],
    ids=["503", "dropped", "not_image", "bomb"],
)
def test_an_artwork_that_failed_once_comes_on_its_own_while_the_attendee_waits(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, fault: Fault
) -> None:
    """The artwork host fails drop 1's picture; the attendee scans a link of drop 1 and reads
    its name with no picture (not another's). The host recovers: without staff, the picture
    comes on the page the attendee is on. It stayed away until staff came in again."""
    kiosk.controller.artwork_retry = QUICK_RETRY
    server.state.add_fault(ARTWORK, fault)
    scan_link(qtbot, kiosk, server, server.state.drops[0].qr_hashes[0])
    qtbot.waitUntil(lambda: server.state.counters[ARTWORK] > 0, timeout=WAIT_MS)
    qtbot.waitUntil(artwork_settled(kiosk), timeout=WAIT_MS)
    page = kiosk.window.recipient_page
    assert page.artwork.isHidden()  # the host gave no picture: none is shown
    server.state.clear_faults()

    picture_comes_while_on_the_page(qtbot, kiosk, server)


def test_a_copy_in_the_cache_that_does_not_decode_is_downloaded_again(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The kiosk's disk cache holds drop 1's picture cut short (a host once sent it so: the
    download checks only its header). The attendee scans a link of drop 1: the picture comes,
    the one the emulator serves. The broken copy was read again on every try, for ever."""
    kiosk.controller.artwork_retry = QUICK_RETRY
    drop = server.state.drops[0]
    url = server.state.event_by_id(str(drop.id))["image_url"]
    artwork = server.state.artwork(url.rsplit("/", 1)[-1])
    assert artwork is not None
    kiosk.controller.calls.artwork_cache.put(url, artwork.small[: len(artwork.small) // 2])

    scan_link(qtbot, kiosk, server, drop.qr_hashes[0])
    picture_comes_while_on_the_page(qtbot, kiosk, server)
    assert server.state.counters[ARTWORK] == 1  # downloaded once the broken copy was gone


def test_a_slow_picture_does_not_hold_staff_choosing_a_drop(
    qtbot: QtBot,
    server: EmulatorServer,
    drop_step: tuple[OperatorSetup, Settings, OperatorArea],
) -> None:
    """Staff on the Drop step find drop 1, whose picture the artwork host is slow to give, and
    tap "Use this drop at the kiosk". The choice is saved and said, and drop 1's network (as the
    service has it) is shown, before the picture comes; then the picture is drop 1's. Staff read
    nothing, and "Network: reading…", for as long as the picture took."""
    setup, settings, _area = drop_step
    page = setup.drops.page
    first = server.state.drops[0]
    # Drop 2's own picture is in, so only drop 1's meets the slow host.
    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) == 1, timeout=WAIT_MS)
    server.state.add_fault(ARTWORK, Fault(latency_ms=HELD_S * 1000, times=1))
    qtbot.keyClicks(page.find_field, str(first.id))
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.drop_name.text() == first.name, timeout=WAIT_MS)
    qtbot.waitUntil(page.choose_button.isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: settings.kiosk.drop_id == first.id, timeout=WAIT_MS)
    network = CHAIN_NAMES[first.chain_id]
    qtbot.waitUntil(lambda: network in page.network.text(), timeout=WAIT_MS)
    assert page.check_line.property("tone") == "ok", page.check_line.text()
    assert first.name in page.check_line.text()
    assert page.artwork.isHidden(), "staff waited for the picture"

    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) is not None, timeout=WAIT_MS)
    assert (page.drop_name.text(), shown_drop(server, page.artwork)) == (first.name, 0)


def test_a_slow_picture_on_the_drop_step_does_not_hold_the_mint_codes_check(
    qtbot: QtBot,
    server: EmulatorServer,
    staff: Staff,  # noqa: F811 - the fixture imported above
) -> None:
    """Staff come in (the Drop step loads drop 1 and asks for its picture, which the artwork
    host is slow to give) and check drop 1's edit code on Mint codes: the service accepts it and
    the page lets staff ask for more mints before the picture comes; then the picture is drop
    1's. The check waited behind the picture on the staff pages' one thread."""
    server.state.add_fault(ARTWORK, Fault(latency_ms=HELD_S * 1000, times=1))
    staff.screens.setup.start()  # what staff coming in does (OperatorScreens.open)
    qtbot.waitUntil(lambda: server.state.counters[ARTWORK] > 0, timeout=WAIT_MS)

    unlock(qtbot, server, staff)
    assert server.state.counters["POST /event/validate"] >= 1
    drop_page = staff.screens.setup.drops.page
    assert drop_page.artwork.isHidden(), "the check waited for the picture"

    qtbot.waitUntil(lambda: shown_drop(server, drop_page.artwork) is not None, timeout=WAIT_MS)
    assert (drop_page.drop_name.text(), shown_drop(server, drop_page.artwork)) == (
        server.state.drops[0].name,
        0,
    )


def test_the_dispensers_picture_that_failed_once_comes_on_its_own(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """The artwork host sends bytes that are no picture for drop 1's artwork once (they land in
    the disk cache). The dispenser opens with drop 1's name and no picture; without staff, drop
    1's picture as the emulator serves it comes, downloaded again (the broken copy left the
    cache). It never came until staff came in and the dispenser was built anew."""
    server.state.add_fault(ARTWORK, Fault(artwork="not_image", times=1))
    kiosk = dispenser_kiosk(list(server.state.drops[0].qr_hashes[:3]))
    page = kiosk.window.dispenser_page
    qtbot.waitUntil(lambda: server.state.counters[ARTWORK] == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) == 0, timeout=WAIT_MS)
    assert page.drop_name.text() == server.state.drops[0].name
    assert server.state.counters[ARTWORK] == 2
