"""The truth audit, sixth round: the Drop page's network (a change whose answer was lost, one the
service refused for another reason than the edit code, one that lands after staff moved on to
another drop), the welcome page's camera and offline notices, and what ``kiosk doctor`` and
"Test connection" call a working camera, each against the real pages, presenters and kiosk and a
real emulator over HTTP, judged by the emulator's own record (``server.state``) or by the real
situation on this computer.

A case marked ``xfail(strict=True)`` is a lie the kiosk tells now (27 Nov 2026); the rest pin
truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import cv2
import keyring
import numpy as np
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import InputSource, Screen, StartOver
from kiosk.core.doctor import CheckName, Status, check_camera
from kiosk.core.journal import MintJournal
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import Outcome
from kiosk.core.secrets import KEYRING_SERVICE
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.rules import CHAINS
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from kiosk.presenters.operator_setup import STEP_DROP, OperatorSetup, build_operator_setup
from kiosk.ui.operator.drop_page import DropPage
from kiosk.ui.operator.operator_area import OperatorArea
from tests.faults.test_fault_matrix import credentials_of, kiosk_settings, shown_outcome
from tests.faults.test_truth_audit_3 import held_code_video
from tests.keyrings import MemoryKeyring

WAIT_MS = 30_000
PATCH_NETWORK = "PATCH /drops/{dropId}/minting-config"
GNOSIS, BASE, POLYGON, ETHEREUM = 100, 8453, 137, 1


# --- Drop: changing the network ---------------------------------------------------------------


class _Saves:
    """A settings file that takes every save (the Drop page's choice is not what is tested)."""

    def __init__(self) -> None:
        self.saved: list[int] = []

    def __call__(self, settings: Settings) -> object:
        self.saved.append(settings.kiosk.drop_id)
        return None


@pytest.fixture
def drop_page(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring
) -> Iterator[DropPage]:
    """The Drop step of a kiosk connected to the emulator and minting its first drop, that drop
    shown with its network read from the service."""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    for name in ("api_key", "client_id", "client_secret"):
        keyring.set_password(KEYRING_SERVICE, name, getattr(server.credentials, name))
    area = OperatorArea()
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    setup: OperatorSetup = build_operator_setup(area, settings, _Saves())
    area.show_page(STEP_DROP)
    setup.start()
    page = setup.drops.page
    try:
        qtbot.waitUntil(lambda: page.network.text() == "Network: Gnosis", timeout=WAIT_MS)
        yield page
    finally:
        setup.stop()


def chain_of(server: EmulatorServer, drop_id: int) -> int:
    """The network the service mints the drop on, from its own record."""
    [chain] = server.state.minting_config(str(drop_id))["supported_mint_blockchains"]
    return int(chain)


def ask_for_network(qtbot: QtBot, page: DropPage, edit_code: str, chain_id: int) -> None:
    """Staff open "Change network…", pick the network, type the edit code, tap Save network."""
    qtbot.mouseClick(page.change_button, Qt.MouseButton.LeftButton)
    page.chain.setCurrentIndex(page.chain.findData(chain_id))
    qtbot.keyClicks(page.edit_code, edit_code)
    qtbot.mouseClick(page.save_network_button, Qt.MouseButton.LeftButton)


def answered(page: DropPage) -> bool:
    return page.check_line.property("tone") in ("ok", "warning", "failed")


def test_a_network_change_is_shown_as_the_service_made_it(
    qtbot: QtBot, server: EmulatorServer, drop_page: DropPage
) -> None:
    """Staff move drop 1 to Base with its edit code: the page says so, and so does the service."""
    page, drop = drop_page, server.state.drops[0]
    ask_for_network(qtbot, page, drop.edit_code, BASE)
    qtbot.waitUntil(lambda: answered(page), timeout=WAIT_MS)

    assert chain_of(server, drop.id) == BASE
    assert page.check_line.text() == "The network is now Base."
    assert page.network.text() == "Network: Base"


def test_a_network_change_with_a_wrong_edit_code_is_told_wrong_and_changes_nothing(
    qtbot: QtBot, server: EmulatorServer, drop_page: DropPage
) -> None:
    page, drop = drop_page, server.state.drops[0]
    wrong = "000000" if drop.edit_code != "000000" else "111111"
    ask_for_network(qtbot, page, wrong, BASE)
    qtbot.waitUntil(lambda: answered(page), timeout=WAIT_MS)

    assert chain_of(server, drop.id) == GNOSIS
    assert page.check_line.text().startswith("The edit code is wrong.")
    assert page.network.text() == "Network: Gnosis"


def test_a_network_change_whose_answer_was_lost_does_not_show_the_old_network(
    qtbot: QtBot, server: EmulatorServer, drop_page: DropPage
) -> None:
    """Staff move drop 1 to Base. The service makes the change, then the connection is cut
    before it answers; the kiosk asks again (the call is safe to repeat) and the gateway answers
    503 twice. The drop now mints on Base: the page must not go on reading "Network: Gnosis"
    under "The service cannot be reached" (staff would believe nothing changed)."""
    page, drop = drop_page, server.state.drops[0]
    server.state.add_fault(PATCH_NETWORK, Fault(drop_after_handling=True, times=1))
    server.state.add_fault(PATCH_NETWORK, Fault(status=503, times=2))
    ask_for_network(qtbot, page, drop.edit_code, BASE)
    qtbot.waitUntil(lambda: answered(page), timeout=WAIT_MS)

    assert server.state.counters[PATCH_NETWORK] == 3
    assert chain_of(server, drop.id) == BASE  # the service's own record: the change was made
    said = page.check_line.text()
    assert "cannot be reached" not in said, said
    assert "Gnosis" not in page.network.text(), f"{page.network.text()} / {said}"


def test_a_network_the_service_refuses_is_not_called_a_wrong_edit_code(
    qtbot: QtBot, server: EmulatorServer, drop_page: DropPage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page offers every network the kiosk knows, Ethereum among them; the service's own
    list (service-model.md 2.11: 100, 137, 130, 5000, 8453, …) has no chain 1, so it refuses
    "Chain 1 is not supported" (400). Staff typed the right edit code: the page must not tell
    them it is wrong (they would go and ask the drop's creator for a code they already have)."""
    page, drop = drop_page, server.state.drops[0]
    monkeypatch.delitem(CHAINS, ETHEREUM)  # the service does not mint on Ethereum
    ask_for_network(qtbot, page, drop.edit_code, ETHEREUM)
    qtbot.waitUntil(lambda: answered(page), timeout=WAIT_MS)

    assert chain_of(server, drop.id) == GNOSIS
    assert page.network.text() == "Network: Gnosis"
    said = page.check_line.text()
    assert "edit code is wrong" not in said, said


def test_a_network_change_that_lands_after_staff_opened_another_drop_is_not_said_of_it(
    qtbot: QtBot, server: EmulatorServer, drop_page: DropPage
) -> None:
    """Drop 1 (Gnosis) is shown. Staff open drop 2 (on Base; its details are slow to come) and,
    while drop 1 is still on the page, move drop 1 to Polygon. Drop 2's details arrive, then the
    change's answer: the page shows drop 2, "Network: Base" (true: drop 2 was not touched), and
    must not say under it "The network is now Polygon." without naming drop 1."""
    page = drop_page
    mine, other = server.state.drops[0], server.state.drops[1]
    server.state.add_fault("GET /events/id/{id}", Fault(latency_ms=1500, times=1))
    qtbot.keyClicks(page.find_field, str(other.id))
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    ask_for_network(qtbot, page, mine.edit_code, POLYGON)  # drop 1 is still the one shown
    qtbot.waitUntil(lambda: answered(page), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: page.network.text() == "Network: Base", timeout=WAIT_MS)

    assert (chain_of(server, mine.id), chain_of(server, other.id)) == (POLYGON, BASE)
    assert page.drop_name.text() == other.name
    said = page.check_line.text()
    assert "The network is now" not in said or mine.name in said, said


def test_a_late_network_answer_of_the_last_drop_is_not_shown_on_the_next(
    qtbot: QtBot, server: EmulatorServer, drop_page: DropPage
) -> None:
    """Staff open drop 2 (on Base), then at once drop 3 (on Gnosis); drop 2's network answers
    late (1.5 s). The page shows drop 3 with drop 3's network, never drop 2's."""
    page = drop_page
    second, third = server.state.drops[1], server.state.drops[2]
    assert (chain_of(server, second.id), chain_of(server, third.id)) == (BASE, GNOSIS)
    server.state.add_fault("POST /drops/{dropId}/minting-config", Fault(latency_ms=1500, times=1))
    for drop in (second, third):
        page.find_field.clear()
        qtbot.keyClicks(page.find_field, str(drop.id))
        qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.drop_name.text() == third.name, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: page.network.text() != "Network: reading…", timeout=WAIT_MS)

    assert server.state.counters["POST /drops/{dropId}/minting-config"] >= 2
    assert page.network.text() == "Network: Gnosis"


# --- Welcome: the offline notice once the journal cannot be written ----------------------------


@pytest.fixture
def kiosk(queue_kiosk: Kiosk) -> Kiosk:
    return queue_kiosk


def made_read_only(journal: MintJournal) -> None:
    """The journal's disk turns read-only behind the kiosk's back (chmod does not stop root, who
    runs these tests): every write on its connection is refused as SQLite refuses a read-only
    file ("attempt to write a readonly database"). The journal finds out when it writes."""
    journal._connection.execute("PRAGMA query_only = ON")


def scan_and_read(qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer, link: int) -> Outcome | None:
    """An attendee scans a mint link of drop 1; what the result page tells them. Then the
    next attendee's welcome page."""
    controller = kiosk.controller
    qr_hash = server.state.drops[0].qr_hashes[link]
    controller.submit_payload(mint_link_url(qr_hash, server.mint_site), InputSource.SCANNER)
    qtbot.waitUntil(lambda: controller.flow.state.screen is Screen.RESULT, timeout=WAIT_MS)
    told = shown_outcome(kiosk)
    qtbot.waitUntil(controller.journal_up_to_date, timeout=WAIT_MS)
    controller.handle(StartOver())
    assert controller.flow.state.screen is Screen.IDLE
    return told


def test_the_offline_notice_stays_when_an_attendee_is_refused_for_the_journal(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """The service goes down (every route answers 503): attendee A reads "No connection right
    now" and the welcome page says the kiosk is offline. Then the data disk turns read-only (as
    Linux remounts a disk after an I/O error): B's check also answers 503, and B's refusal
    finds the journal cannot be written. C is told at once that the kiosk
    cannot mint (no check is sent while the journal cannot be written). Nothing was asked of
    the service for C: the welcome page must go on saying the kiosk is offline."""
    banner = kiosk.window.welcome_page.connection_banner
    server.state.add_fault("*", Fault(status=503))

    assert scan_and_read(qtbot, kiosk, server, 0) is Outcome.NO_NETWORK
    assert banner.isVisible()  # "The kiosk is offline"
    made_read_only(kiosk.journal)
    assert scan_and_read(qtbot, kiosk, server, 1) is Outcome.NO_NETWORK
    assert not kiosk.journal.writable()  # B's refusal could not be written
    checks = server.state.counters["GET /actions/claim-qr"]

    assert scan_and_read(qtbot, kiosk, server, 2) is Outcome.CANNOT_MINT
    assert server.state.counters["GET /actions/claim-qr"] == checks  # C's was never sent
    assert server.state.counters["GET /health-check"] == 0
    assert banner.isVisible(), "the welcome page calls the kiosk online; every route answers 503"


# --- Welcome: what to do without a camera -----------------------------------------------------


@pytest.mark.parametrize("secret_word", [True, False], ids=["word offered", "nothing typed"])
def test_no_camera_does_not_tell_attendees_to_type_a_code_the_kiosk_does_not_take(
    qtbot: QtBot,
    server: EmulatorServer,
    memory_keyring: MemoryKeyring,
    tmp_path: Path,
    secret_word: bool,
) -> None:
    """Staff turned typed codes off (Options: codes are only scanned here) and the camera is
    missing (its file is gone, as an unplugged camera). The welcome page has no "Type a code"
    button: it must not tell the attendee to type their code instead."""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    settings.kiosk.allow_camera = True
    settings.kiosk.camera = str(tmp_path / "unplugged.avi")
    settings.kiosk.allow_code = False
    settings.kiosk.allow_secret_word = secret_word
    made = build_kiosk(settings, credentials_of(server), MintJournal(tmp_path / "j.sqlite3"))
    made.window.resize(1280, 800)
    qtbot.addWidget(made.window)
    made.window.show()
    page = made.window.welcome_page
    try:
        assert made.camera is not None
        with qtbot.waitSignal(made.camera.state_changed, timeout=WAIT_MS):
            made.start_attendees()
        qtbot.waitUntil(lambda: made.controller.flow.state.screen is Screen.IDLE, timeout=WAIT_MS)
        assert not made.controller.camera_available
        banner = page.camera_view.banner
        assert banner.isVisible()
        assert not page.code_button.isVisible()  # no way to type a code
        assert page.secret_button.isVisible() is secret_word
        assert "type your code" not in banner.text(), banner.text()
    finally:
        made.close()


def test_a_camera_that_gives_frames_is_not_called_missing(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    """A camera that works (a video standing in for it): once its frames come, the welcome page
    shows the scanner and no "No camera" notice."""
    video = held_code_video(tmp_path / "room.avi", "hello", 400)
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    settings.kiosk.allow_camera = True
    settings.kiosk.camera = str(video)
    made = build_kiosk(settings, credentials_of(server), MintJournal(tmp_path / "j.sqlite3"))
    made.window.resize(1280, 800)
    qtbot.addWidget(made.window)
    made.window.show()
    page = made.window.welcome_page
    try:
        made.start_attendees()
        qtbot.waitUntil(lambda: made.controller.camera_available, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not page.camera_view.banner.isVisible(), timeout=WAIT_MS)
        assert page.scan_area.isVisible()
    finally:
        made.close()


def test_a_camera_still_starting_is_not_called_missing(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    """The kiosk opens its doors; the camera (a video standing in for it) is being opened and
    gives its first frame a moment later, never failing. Until then the welcome page must not
    tell the first attendees "No camera — type your code instead": the camera is there."""
    video = held_code_video(tmp_path / "room.avi", "hello", 400)
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    settings.kiosk.allow_camera = True
    settings.kiosk.camera = str(video)
    made = build_kiosk(settings, credentials_of(server), MintJournal(tmp_path / "j.sqlite3"))
    made.window.resize(1280, 800)
    qtbot.addWidget(made.window)
    made.window.show()
    banner = made.window.welcome_page.camera_view.banner
    states: list[str] = []
    try:
        assert made.camera is not None
        made.camera.state_changed.connect(states.append)
        made.start_attendees()
        said_at_the_doors = banner.text() if banner.isVisible() else ""
        qtbot.waitUntil(lambda: made.controller.camera_available, timeout=WAIT_MS)
    finally:
        made.close()
    assert "running" in states
    assert not {"unavailable", "reconnecting", "ended"} & set(states[: states.index("running")])
    assert not said_at_the_doors, said_at_the_doors


# --- kiosk doctor and "Test connection": the camera -------------------------------------------


def black_video(path: Path, frames: int = 60, fps: float = 20) -> Path:
    """What a camera with its privacy shutter closed (or its lens covered) gives: black frames."""
    frame = np.zeros((480, 640, 3), dtype=np.uint8)
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), fps, (640, 480))
    assert writer.isOpened(), "this OpenCV cannot write MJPG"
    for _ in range(frames):
        writer.write(frame)
    writer.release()
    return path


def test_the_doctor_does_not_say_a_camera_that_sees_only_black_gives_a_picture(
    tmp_path: Path,
) -> None:
    """The laptop's camera has its privacy shutter closed: it opens and gives frames, every one
    of them black. No QR code can ever be read from it. "Camera gives a picture" must not pass
    (a warning at least: attendees can still type a code)."""
    settings = Settings()
    settings.kiosk.camera = str(black_video(tmp_path / "shutter.avi"))
    result = check_camera(settings.kiosk, wait_s=5.0)
    assert result.name is CheckName.CAMERA
    assert result.status is not Status.OK, result


def test_the_doctor_passes_a_camera_that_gives_a_picture(tmp_path: Path) -> None:
    settings = Settings()
    settings.kiosk.camera = str(held_code_video(tmp_path / "room.avi", "hello", 60))
    result = check_camera(settings.kiosk, wait_s=5.0)
    assert (result.name, result.status) == (CheckName.CAMERA, Status.OK)
