"""The composed kiosk: a mint-link QR held to the camera (a video file) opens the recipient page."""

from __future__ import annotations

from pathlib import Path

import cv2
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import MintJournal
from kiosk.core.parsing import mint_link_url
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from kiosk.service import Credentials
from tests.camera.qr_frames import FRAME_SIZE, frame_with, noisy_background


def settings_for(emulator: EmulatorServer) -> Settings:
    settings = Settings()
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    settings.service.mint_site = emulator.mint_site
    return settings


def build_kiosk_for(emulator: EmulatorServer, settings: Settings, tmp_path: Path) -> Kiosk:
    issued = emulator.credentials
    return build_kiosk(
        settings,
        Credentials(issued.api_key, issued.client_id, issued.client_secret),
        MintJournal(tmp_path / "journal.sqlite3"),
    )


def test_a_scanned_mint_link_opens_the_recipient_page(
    qtbot: QtBot, emulator: EmulatorServer, tmp_path: Path
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    video = tmp_path / "phone.avi"
    writer = cv2.VideoWriter(
        str(video), cv2.VideoWriter.fourcc(*"MJPG"), 15, (FRAME_SIZE[1], FRAME_SIZE[0])
    )
    for n in range(8):
        writer.write(frame_with(mint_link_url(qr_hash, emulator.mint_site) if n > 1 else None, n))
    writer.release()

    settings = settings_for(emulator)
    settings.kiosk.camera = str(video)
    kiosk = build_kiosk_for(emulator, settings, tmp_path)
    qtbot.addWidget(kiosk.window)
    assert kiosk.camera is not None
    kiosk.controller.start()
    kiosk.camera.start()
    try:
        qtbot.waitUntil(
            lambda: kiosk.controller.flow.state.screen is Screen.ASK_RECIPIENT, timeout=10_000
        )
        drop = kiosk.controller.flow.state.drop
        assert drop is not None
        assert drop.name == emulator.state.drops[0].name
        assert emulator.state.counters["GET /actions/claim-qr"] >= 1  # a slow answer is asked again
        assert emulator.state.counters["POST /actions/claim-qr"] == 0  # nothing minted yet
    finally:
        kiosk.close()


def test_the_colour_option_reaches_the_result_page(
    qtbot: QtBot, emulator: EmulatorServer, tmp_path: Path
) -> None:
    settings = settings_for(emulator)
    settings.kiosk.allow_camera = False
    settings.kiosk.colour_results = False
    kiosk = build_kiosk_for(emulator, settings, tmp_path)
    qtbot.addWidget(kiosk.window)
    try:
        assert not kiosk.window.result_page.coloured
    finally:
        kiosk.close()


def test_the_camera_sends_previews_the_size_the_welcome_page_paints(
    qtbot: QtBot, emulator: EmulatorServer, tmp_path: Path
) -> None:
    """Wired as the kiosk runs: the window tells the camera its view's size, and the previews
    that follow are made at that size (painted without scaling) from a 720p camera's frames."""
    video = tmp_path / "room.avi"
    writer = cv2.VideoWriter(str(video), cv2.VideoWriter.fourcc(*"MJPG"), 15, (1280, 720))
    room = [noisy_background(n, size=(720, 1280)) for n in range(4)]
    for n in range(150):  # 10 s: the kiosk's start on a busy machine does not outlast it
        writer.write(room[n % 4])
    writer.release()
    settings = settings_for(emulator)
    settings.kiosk.camera = str(video)
    kiosk = build_kiosk_for(emulator, settings, tmp_path)
    qtbot.addWidget(kiosk.window)
    kiosk.window.resize(1280, 800)
    kiosk.window.show()
    qtbot.waitExposed(kiosk.window)
    assert kiosk.camera is not None
    view = kiosk.window.welcome_page.camera_view
    kiosk.controller.start()
    kiosk.camera.start()
    try:
        qtbot.waitUntil(lambda: view.frame.size() == view.preview_size(), timeout=10_000)
        assert view.preview_size().width() < 1280
    finally:
        kiosk.close()
