"""Dispenser mode end to end: the real page, presenter, worker, client and journal against the
emulator; the attendee's phone reads the QR off a screenshot with the kiosk's own decoder and mints
through the emulator's public mint page. Outcomes are checked against the emulator's record."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.dispenser import DispenserFlow, LinkSource, PoolProblem, Record, Screen
from kiosk.core.dispenser_calls import DispenserCalls
from kiosk.core.journal import MintJournal
from kiosk.core.parsing import MintLink, parse_input
from kiosk.core.secrets import forget_edit_code, store_edit_code
from kiosk.emulator import EmulatorServer, parse_fault_spec
from kiosk.emulator.phone import mint_with_phone
from kiosk.presenters.attendee_controller import load_decoded_artwork
from kiosk.presenters.dispenser_presenter import DispenserPresenter
from kiosk.presenters.screen_reading import read_qr_on_screen
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.ui.dispenser_page import DispenserPage
from tests.clock import FakeClock
from tests.keyrings import MemoryKeyring

POLL_S = 0.1  # the tests' poll interval (the kiosk's is 2 s)
Dispenser = Callable[..., DispenserPresenter]


@pytest.fixture
def make_dispenser(
    qtbot: QtBot,
    emulator: EmulatorServer,
    tmp_path: Path,
    clock: FakeClock,
    memory_keyring: MemoryKeyring,
) -> Iterator[Dispenser]:
    drop = emulator.state.drops[0]
    store_edit_code(drop.id, drop.edit_code)
    made: list[tuple[DispenserPresenter, ServiceClient]] = []
    journal = MintJournal(tmp_path / "journal.sqlite3")

    def make(number: int = 1, kiosks: int = 1, **options: object) -> DispenserPresenter:
        config = ServiceConfig(emulator.base_url, emulator.auth_url, emulator.mint_site)
        issued = emulator.credentials
        client = ServiceClient(
            config,
            Credentials(issued.api_key, issued.client_id, issued.client_secret),
            token_store=MemoryTokenStore(),
        )
        page = DispenserPage()
        qtbot.addWidget(page)
        page.resize(1280, 800)
        page.show()
        flow = DispenserFlow(number=number, kiosks=kiosks, poll_s=POLL_S, clock=clock)
        presenter = DispenserPresenter(
            flow,
            DispenserCalls(client, drop.id, emulator.mint_site, today=emulator.state.today),
            page,
            journal,
            source=options.get("source", LinkSource.SERVICE),  # type: ignore[arg-type]
            links_file=str(options.get("links_file", "")),
            mint_page="",
            load_artwork=partial(
                load_decoded_artwork, AttendeeCalls(client, ArtworkCache(tmp_path / "art"))
            ),
        )
        presenter.start()
        made.append((presenter, client))
        return presenter

    yield make
    for presenter, client in made:
        presenter.stop()
        client.close()
    journal.close()
    forget_edit_code(drop.id)


def screen(dispenser: DispenserPresenter) -> Screen:
    return dispenser.state.screen


def reveal(qtbot: QtBot, dispenser: DispenserPresenter) -> str:
    """Tap, wait for the QR, and read it off the page as a phone camera would: its text."""
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.TAP)
    qtbot.mouseClick(dispenser.page.tap_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen(dispenser) is not Screen.CHECKING)
    assert screen(dispenser) is Screen.SHOWING
    texts = read_qr_on_screen(dispenser.page)
    assert len(texts) == 1
    return texts[0]


def hash_of(url: str, emulator: EmulatorServer) -> str:
    parsed = parse_input(url, emulator.mint_site)
    assert isinstance(parsed, MintLink)
    return parsed.qr_hash


def test_the_qr_reads_from_a_quarter_size_screenshot(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer
) -> None:
    dispenser = make_dispenser()
    url = reveal(qtbot, dispenser)
    assert url.startswith(f"{emulator.mint_site}/mint/")
    assert read_qr_on_screen(dispenser.page, scale=0.25) == [url]
    assert dispenser.page.drop_name.text() == emulator.state.drops[0].name
    qtbot.waitUntil(dispenser.page.artwork.isVisible)


def test_a_phone_takes_every_link_one_after_another(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer, tmp_path: Path
) -> None:
    drop = emulator.state.drops[0]
    dispenser = make_dispenser()
    shown: list[str] = []
    while screen(dispenser) is not Screen.EMPTY:
        qtbot.waitUntil(lambda: screen(dispenser) in (Screen.TAP, Screen.EMPTY))
        if screen(dispenser) is Screen.EMPTY:
            break
        url = reveal(qtbot, dispenser)
        qr_hash = hash_of(url, emulator)
        assert not emulator.state.claim_status(qr_hash)["claimed"]  # never a claimed one
        shown.append(qr_hash)
        mint_with_phone(url)
        qtbot.waitUntil(lambda: screen(dispenser) is not Screen.SHOWING)
        assert not dispenser.page.qr.isVisible()
    assert sorted(shown) == sorted(drop.qr_hashes)
    assert all(emulator.state.claim_status(h)["claimed"] for h in drop.qr_hashes)
    assert dispenser.page.title.text() == "All collectibles are handed out — thank you"

    def journaled() -> tuple[int, int]:  # written by the dispenser's worker thread
        counts = dispenser.journal.dispensed(drop.id)
        return counts[Record.SHOWN], counts[Record.CLAIMED]

    qtbot.waitUntil(lambda: journaled() == (len(shown), len(shown)))


def test_two_kiosks_never_show_the_same_link(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer
) -> None:
    first, second = make_dispenser(1, 2), make_dispenser(2, 2)
    qtbot.waitUntil(lambda: screen(first) is Screen.TAP and screen(second) is Screen.TAP)
    assert not set(first.flow.pool) & set(second.flow.pool)
    assert set(first.flow.pool) | set(second.flow.pool) == set(emulator.state.drops[0].qr_hashes)
    seen = [hash_of(reveal(qtbot, first), emulator), hash_of(reveal(qtbot, second), emulator)]
    assert seen[0] != seen[1]  # both on screen at once, each its own kiosk's


def test_a_link_claimed_elsewhere_is_skipped_not_shown(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer
) -> None:
    dispenser = make_dispenser()
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.TAP)
    taken = dispenser.flow.pool[0]
    mint_with_phone(f"{emulator.mint_site}/mint/{taken}")  # claimed since the list was read
    url = reveal(qtbot, dispenser)
    assert hash_of(url, emulator) != taken


def test_offline_keeps_the_qr_and_says_so(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer
) -> None:
    dispenser = make_dispenser()
    url = reveal(qtbot, dispenser)
    emulator.state.add_fault(*parse_fault_spec("GET /actions/claim-qr=status:503"))
    qtbot.waitUntil(lambda: dispenser.state.offline)
    assert dispenser.page.problem_banner.isVisible()
    assert read_qr_on_screen(dispenser.page) == [url]
    emulator.state.clear_faults()
    qtbot.waitUntil(lambda: not dispenser.state.offline, timeout=10_000)
    assert not dispenser.page.problem_banner.isVisible()


def test_an_expired_drop_shows_its_screen(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer
) -> None:
    dispenser = make_dispenser()
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.TAP)
    emulator.state.advance_clock(200 * 86400)  # past the drop's expiry date
    qtbot.mouseClick(dispenser.page.tap_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.EXPIRED)
    assert not dispenser.page.qr.isVisible()
    assert dispenser.page.title.text() == "This drop has expired"


def test_a_link_switched_off_while_shown_goes_and_the_drop_is_not_called_expired(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer
) -> None:
    dispenser = make_dispenser()
    qr_hash = hash_of(reveal(qtbot, dispenser), emulator)
    with emulator.state._lock:  # the service switches this one link off, the drop runs on
        emulator.state._links[qr_hash].is_active = False
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.TAP)
    assert qr_hash not in dispenser.flow.pool
    assert dispenser.page.title.text() != "This drop has expired"
    assert hash_of(reveal(qtbot, dispenser), emulator) != qr_hash  # the next link, free
    assert not emulator.state.claim_status(qr_hash)["claimed"]


def test_the_qr_hides_after_the_timeout_and_its_link_goes_back(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer, clock: FakeClock
) -> None:
    dispenser = make_dispenser()
    qr_hash = hash_of(reveal(qtbot, dispenser), emulator)
    clock.now += 60
    dispenser.flow.hide_after_s = 60
    dispenser._wake.start(0)  # the timer's moment, without waiting a minute
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.TAP)
    assert dispenser.flow.pool[-1] == qr_hash
    assert not emulator.state.claim_status(qr_hash)["claimed"]


def test_without_the_edit_code_the_screen_says_ask_staff_never_all_handed_out(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer
) -> None:
    forget_edit_code(emulator.state.drops[0].id)
    dispenser = make_dispenser()
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.NO_LINKS)
    assert dispenser.state.problem is PoolProblem.NO_EDIT_CODE
    assert dispenser.page.title.text() == "No collectibles to hand out right now"
    assert not dispenser.page.qr.isVisible()


def test_a_links_file_of_another_drop_shows_nothing_of_it(
    qtbot: QtBot, make_dispenser: Dispenser, emulator: EmulatorServer, tmp_path: Path
) -> None:
    other = emulator.state.drops[1].qr_hashes[:3]
    path = tmp_path / "links.txt"
    path.write_text("\n".join(f"{emulator.mint_site}/mint/{h}" for h in other), encoding="utf-8")
    dispenser = make_dispenser(source=LinkSource.FILE, links_file=path)
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.TAP)
    qtbot.mouseClick(dispenser.page.tap_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen(dispenser) is Screen.NO_LINKS)  # not "all handed out"
    assert dispenser.state.problem is PoolProblem.NONE_OF_THE_DROP
    assert dispenser.state.shown == 0
