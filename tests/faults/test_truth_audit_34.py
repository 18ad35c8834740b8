"""The truth audit, thirty-fourth round: the artwork an attendee and staff see.

A picture beside a drop's name and a QR is a claim, like the words: the drop's artwork (its
``size=small`` variant) shown beside another drop's name or link is a lie, and so is anything
the artwork's download changes in what the kiosk tells. This round looks for the places where
the picture, or its download, says something the service's record does not support: the
dispenser's page after staff chose another drop (the page outlives the build), a drop the new
build cannot read, a slow artwork host in front of the dispenser, and the artwork host's own
clock. Each case drives the real app (``KioskApp``), dispenser or kiosk (``build_kiosk``)
against a real emulator over HTTP, and judges the picture shown by the emulator's own artwork
(the colour of each drop's served ``size=small`` picture, ``shown_drop`` of round 3), the words
by the emulator's record (``server.state``). Slow and broken answers are the emulator's own
faults (``latency_ms``, ``status``, ``drip_ms``), never a sleep; where a case needs an answer to
come while another is still being read, it checks that it did.

The artwork host is another host than the service (``assets.poap.xyz`` beside the API): here a
second emulator, holding the same seeded artwork, whose answers are dated three hours back, as a
cache dates the copy it made then; the service's status answers name the artwork there.

Rounds 3 and 29 did an attendee's late artwork between attendees and after staff left, the fault
matrix the broken artwork (404, over 4 MB, a decompression bomb, a redirect loop, not an image)
while the mint passes; the attendee side keys the artwork it paints by its address and drops what
comes for another drop, and the staff Drop page by the drop shown (one thread: a late picture
never lands on another drop). They are not repeated.

Three cases were lies when this round was written (27 Nov 2026), fixed since: the dispenser kept
the last drop's picture all day beside the new drop's name and QR when the new picture could not
be had, a dispenser that could not read its new drop invited taps under the last drop's name and
picture, and a secret word whose window was open was told "not open yet" because the kiosk took
the artwork host's ``Date`` (a cached copy's) for the service's clock. One more was no lie in
words but a wait: a slow artwork host held the first QR an attendee tapped for ("One moment…",
up to the 20 s deadline), the picture loading on the dispenser's one worker before the check.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.dispenser import DispenserMode, LinkSource
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.parsing import mint_link_url
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from tests.faults.conftest import opened_app
from tests.faults.test_truth_audit_3 import shown_drop
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import settings_set_up_for

WAIT_MS = 30_000
ARTWORK = "GET /assets/{name}"
DROP_READ = "GET /events/id/{id}"
SECRET = "GET /secret/{secret_word}"
SECRET_READ_MS = 10_000  # a slow word answer is read this long (within the 20 s deadline)
HELD_MS = 15_000  # a slow answer comes this late: well after what the case watches for


# --- the dispenser, after staff chose another drop ----------------------------------------------


def links_file(folder: Path, server: EmulatorServer, drop_index: int) -> str:
    """A links file of the drop's mint links, as staff load one for the dispenser."""
    path = folder / f"links-{drop_index}.txt"
    hashes = server.state.drops[drop_index].qr_hashes
    path.write_text("\n".join(mint_link_url(h, server.mint_site) for h in hashes))
    return str(path)


@pytest.fixture
def dispenser_app(
    server: EmulatorServer,
    memory_keyring: MemoryKeyring,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[KioskApp]:
    """The real app as staff leave it for a dispenser of drop 1 (its links file loaded), open."""
    settings = settings_set_up_for(server, monkeypatch)
    settings.kiosk.mode = DispenserMode.DISPENSER.value
    settings.kiosk.dispenser_source = LinkSource.FILE.value
    settings.kiosk.dispenser_links_file = links_file(tmp_path, server, 0)
    yield from opened_app(settings, tmp_path / "journal.sqlite3", qtbot)


def serving(app: KioskApp) -> Kiosk:
    assert app.kiosk is not None
    return app.kiosk


def screen_of(kiosk: Kiosk) -> Screen:
    return kiosk.controller.flow.state.screen


def dispenser_screen(app: KioskApp) -> DispenserScreen:
    dispenser = serving(app).dispenser
    assert dispenser is not None
    return dispenser.state.screen


def staff_choose_drop(
    qtbot: QtBot, app: KioskApp, server: EmulatorServer, folder: Path, drop_index: int
) -> None:
    """Staff get in, choose another drop for the dispenser (and load its links file), and
    leave: a new build opens, on the same window."""
    before = serving(app)
    app.open_operator_area()
    qtbot.waitUntil(lambda: app.window.staff_screen() is not None, timeout=WAIT_MS)
    app.settings.kiosk.drop_id = server.state.drops[drop_index].id
    app.settings.kiosk.dispenser_links_file = links_file(folder, server, drop_index)
    app.open_for_attendees()
    qtbot.waitUntil(lambda: app.attendees_open and app.kiosk is not before, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: app.window.staff_screen() is None, timeout=WAIT_MS)


def tap_until_shown(qtbot: QtBot, app: KioskApp) -> None:
    """An attendee taps; the dispenser's one worker checks the link after what it was given
    before (the drop's artwork among it), so once the QR is up those have answered."""
    qtbot.waitUntil(lambda: dispenser_screen(app) is DispenserScreen.TAP, timeout=WAIT_MS)
    qtbot.mouseClick(app.window.dispenser_page.tap_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dispenser_screen(app) is DispenserScreen.SHOWING, timeout=WAIT_MS)


def test_the_dispenser_never_shows_the_last_drops_artwork_beside_the_drop_it_hands_out(
    server: EmulatorServer, dispenser_app: KioskApp, qtbot: QtBot, tmp_path: Path
) -> None:
    """A dispenser of drop 1 shows drop 1's name and picture. Staff choose drop 2 (and its
    links file); drop 2's picture cannot be had (the artwork host answers 404). An attendee taps
    and the QR of a drop 2 link goes up: beside it, drop 2's name and no picture, never drop
    1's collectible.

    Was a lie when this round was written (27 Nov 2026): the dispenser page outlives the build,
    and nothing cleared its picture: drop 1's stayed beside drop 2's name and QR, all day."""
    app = dispenser_app
    first, second = server.state.drops[:2]
    page = app.window.dispenser_page
    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) == 0, timeout=WAIT_MS)
    assert page.drop_name.text() == first.name

    server.state.add_fault(ARTWORK, Fault(status=404))
    staff_choose_drop(qtbot, app, server, tmp_path, 1)
    assert app.window.dispenser_page is page
    tap_until_shown(qtbot, app)
    shown = serving(app).dispenser
    assert shown is not None
    assert shown.state.qr_hash in second.qr_hashes
    assert page.drop_name.text() == second.name
    assert shown_drop(server, page.artwork) is None, "drop 1's picture beside drop 2's QR"


def test_a_dispenser_that_cannot_read_its_new_drop_does_not_invite_taps_under_the_last_one(
    server: EmulatorServer, dispenser_app: KioskApp, qtbot: QtBot, tmp_path: Path
) -> None:
    """A dispenser of drop 1 shows drop 1's name and picture. Staff choose drop 2 (and its
    links file) while the service cannot answer for the drop itself (``GET /events/id``: 503).
    The page reads "Tap for your collectible": not under drop 1's name and picture, whose links
    it no longer hands out. Once a tap's check names drop 2 (its link's status carries the
    drop), the page names it, with its picture.

    Was a lie when this round was written (27 Nov 2026): the page read "Tap for your
    collectible" under drop 1's name and picture until the first tap."""
    app = dispenser_app
    first, second = server.state.drops[:2]
    page = app.window.dispenser_page
    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) == 0, timeout=WAIT_MS)

    server.state.add_fault(DROP_READ, Fault(status=503))
    staff_choose_drop(qtbot, app, server, tmp_path, 1)
    # The one worker read the drop (refused) before it loaded the links: the tap is offered.
    qtbot.waitUntil(lambda: dispenser_screen(app) is DispenserScreen.TAP, timeout=WAIT_MS)
    assert page.tap_button.isVisible()
    assert page.drop_name.text() != first.name, "the tap offered under drop 1's name"
    assert shown_drop(server, page.artwork) != 0, "the tap offered beside drop 1's picture"

    tap_until_shown(qtbot, app)
    assert page.drop_name.text() == second.name
    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) == 1, timeout=WAIT_MS)


# --- the dispenser, while the artwork host is slow ----------------------------------------------


def test_a_slow_artwork_host_does_not_hold_the_qr_an_attendee_tapped_for(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """A dispenser of drop 1 opens; the artwork host is slow (it answers drop 1's picture
    15 s late), the service itself answers at once. An attendee taps: their QR goes up as soon
    as the service says the link is free, the picture still on its way; it comes later, drop
    1's.

    Held when this round was written (27 Nov 2026): the picture loaded on the dispenser's one
    worker, before the tap's check, so the attendee read "One moment…" until it came (up to the
    20 s deadline)."""
    drop = server.state.drops[0]
    server.state.add_fault(ARTWORK, Fault(latency_ms=HELD_MS, times=1))
    kiosk = dispenser_kiosk(list(drop.qr_hashes[:3]))
    dispenser = kiosk.dispenser
    assert dispenser is not None
    page = kiosk.window.dispenser_page
    qtbot.waitUntil(lambda: server.state.counters[ARTWORK] == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.TAP, timeout=WAIT_MS)
    assert page.drop_name.text() == drop.name

    qtbot.mouseClick(page.tap_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.SHOWING, timeout=WAIT_MS)
    assert page.artwork.isHidden(), "the QR went up only once the slow picture had come"
    assert not server.state.claim_status(dispenser.state.qr_hash)["claimed"]
    qtbot.waitUntil(lambda: shown_drop(server, page.artwork) == 0, timeout=WAIT_MS)


# --- the artwork host's clock -------------------------------------------------------------------


@pytest.fixture
def artwork_host() -> Iterator[EmulatorServer]:
    """The host the drops' artwork is served from (``assets.poap.xyz`` beside ``api.poap.tech``):
    an emulator of its own holding the same seeded artwork, whose answers are dated three hours
    back, as a cache dates a copy it made then (``Date`` is the origin's; RFC 9110 §6.6.1)."""
    emulator = EmulatorServer(mint_delays=(0.0, 0.0))
    emulator.start()
    emulator.state.advance_clock(-3 * 3600)
    yield emulator
    emulator.stop()


def artwork_served_by(
    monkeypatch: pytest.MonkeyPatch, server: EmulatorServer, host: EmulatorServer
) -> None:
    """The service names each drop's artwork on ``host`` in the status of its mint links."""
    truth: Callable[[str | None], dict[str, Any]] = server.state.claim_status

    def elsewhere(qr_hash: str | None) -> dict[str, Any]:
        status = truth(qr_hash)
        event = status["event"]
        event["image_url"] = event["image_url"].replace(server.state.origin, host.state.origin)
        return status

    monkeypatch.setattr(server.state, "claim_status", elsewhere)


def type_secret_word(qtbot: QtBot, kiosk: Kiosk, word: str) -> None:
    window = kiosk.window
    qtbot.mouseClick(window.welcome_page.secret_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.secret_page.field, word)
    qtbot.keyClick(window.secret_page.field, Qt.Key.Key_Return)


def test_the_artwork_hosts_clock_is_not_taken_for_the_services_when_a_word_is_checked(
    server: EmulatorServer,
    artwork_host: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Attendee A scans a link and walks away from the recipient page; the picture of its drop
    comes from the artwork host, late, dated three hours back. Attendee B types the drop's
    secret word, whose window opened an hour ago on the service's clock; the word's answer is
    slow to read (the kiosk waits for it), and A's picture comes in meanwhile. B is asked where
    to send it, as the service would mint it.

    Was a lie when this round was written (27 Nov 2026): the kiosk took the artwork host's
    ``Date`` for the service's clock (its clock is set from the last dated answer), judged the
    word's window by it and told B "not open yet", a word the service would have taken."""
    drop = server.state.drops[0]
    word = drop.website_secret or ""
    artwork_served_by(monkeypatch, server, artwork_host)
    # B waits for the slow answer (not "No connection" after 5 s): the venue's network is slow.
    flow = kiosk.controller.flow
    flow.timeouts = replace(flow.timeouts, no_answer_s=WAIT_MS / 1000)
    artwork_host.state.add_fault(ARTWORK, Fault(latency_ms=4_000, times=1))
    body = json.dumps(server.state.secret_info(word)).encode()
    server.state.add_fault(SECRET, Fault(drip_ms=SECRET_READ_MS // len(body), times=1))

    kiosk.controller.submit_payload(
        mint_link_url(drop.qr_hashes[0], server.mint_site), InputSource.SCANNER
    )
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: artwork_host.state.counters[ARTWORK] == 1, timeout=WAIT_MS)
    qtbot.mouseClick(kiosk.window.recipient_page.start_over_button, Qt.MouseButton.LeftButton)
    assert screen_of(kiosk) is Screen.IDLE

    type_secret_word(qtbot, kiosk, word)
    a_picture = set(kiosk.controller._artwork_requests)
    assert a_picture, "A's picture came before B's word was sent"
    checking = {Screen.IDLE, Screen.SECRET_ENTRY, Screen.CHECKING_SECRET}
    qtbot.waitUntil(lambda: screen_of(kiosk) not in checking, timeout=WAIT_MS)
    assert not a_picture & set(kiosk.controller._artwork_requests), "A's came after B's word"

    secret = server.state._secrets[word]
    assert secret.starts < server.state.now() < secret.ends  # open, on the service's clock
    told = kiosk.controller.flow.state.outcome
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT, f"B was told {told}"
