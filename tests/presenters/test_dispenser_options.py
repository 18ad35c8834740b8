"""Staff choose dispenser mode on the options page, set "kiosk k of n", and load a links file that
the presenter reads and checks link by link against the emulator."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.dispenser import DispenserMode, LinkSource
from kiosk.core.settings import Settings, save_settings
from kiosk.emulator import EmulatorServer
from kiosk.emulator.phone import mint_with_phone
from kiosk.presenters.operator_admin import OptionsPresenter
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.ui.operator.options_page import OptionsPage


@pytest.fixture
def settings(emulator: EmulatorServer) -> Settings:
    settings = Settings()
    settings.kiosk.drop_id = emulator.state.drops[0].id
    settings.service.mint_site = emulator.mint_site
    return settings


@pytest.fixture
def options(
    qtbot: QtBot, emulator: EmulatorServer, settings: Settings, tmp_path: Path
) -> Iterator[tuple[OptionsPage, OptionsPresenter]]:
    def make_client() -> ServiceClient:
        config = ServiceConfig(emulator.base_url, emulator.auth_url, emulator.mint_site)
        issued = emulator.credentials
        credentials = Credentials(issued.api_key, issued.client_id, issued.client_secret)
        return ServiceClient(config, credentials, token_store=MemoryTokenStore())

    page = OptionsPage()
    qtbot.addWidget(page)
    page.show()
    presenter = OptionsPresenter(
        page, settings, lambda s: save_settings(s, tmp_path / "settings.toml"), None, make_client
    )
    presenter.refresh()
    yield page, presenter
    presenter.stop()


def test_staff_switch_to_dispenser_mode_as_kiosk_2_of_3(
    qtbot: QtBot, options: tuple[OptionsPage, OptionsPresenter], settings: Settings, tmp_path: Path
) -> None:
    page, _presenter = options
    page.mode.setCurrentIndex(page.mode.findData(DispenserMode.DISPENSER.value))
    page.kiosk_count.setValue(2)
    page.kiosk_number.setValue(3)
    qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    assert "1 to 2" in page.check_line.text()
    assert not settings.kiosk.dispenser

    page.kiosk_count.setValue(3)
    page.kiosk_number.setValue(2)
    page.hide_after.setValue(45)
    qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    saved = tomllib.loads((tmp_path / "settings.toml").read_text())["kiosk"]
    assert saved["mode"] == "dispenser"
    assert (saved["kiosk_number"], saved["kiosk_count"]) == (2, 3)
    assert saved["dispenser_hide_after_s"] == 45.0
    assert settings.kiosk.dispenser


def test_a_links_file_is_checked_and_other_drops_refused_with_a_count(
    qtbot: QtBot,
    options: tuple[OptionsPage, OptionsPresenter],
    emulator: EmulatorServer,
    settings: Settings,
    tmp_path: Path,
) -> None:
    page, presenter = options
    mine, other = emulator.state.drops[0], emulator.state.drops[1]
    mint_with_phone(f"{emulator.mint_site}/mint/{mine.qr_hashes[0]}")
    path = tmp_path / "links.txt"
    lines = [f"{emulator.mint_site}/mint/{h}" for h in (*mine.qr_hashes[:4], *other.qr_hashes[:2])]
    path.write_text("\n".join([*lines, "garbage"]), encoding="utf-8")

    presenter.check_links_file(str(path))
    qtbot.waitUntil(lambda: page.links_file == str(path))
    text = page.links_file_state.text()
    assert "Links to hand out: 3" in text
    assert "Claimed already: 1" in text
    assert "Of other drops, refused: 2" in text
    assert "Lines without a mint link: 1" in text
    qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    assert settings.kiosk.link_source is LinkSource.FILE
    assert settings.kiosk.dispenser_links_file == str(path)


def test_a_file_without_links_is_not_taken(
    qtbot: QtBot, options: tuple[OptionsPage, OptionsPresenter], tmp_path: Path
) -> None:
    page, presenter = options
    path = tmp_path / "empty.csv"
    path.write_text("name,e-mail\nAnn,ann@example.org\n", encoding="utf-8")
    presenter.check_links_file(str(path))
    qtbot.waitUntil(lambda: "no mint links" in page.links_file_state.text())
    assert page.links_file == ""
    assert page.link_source.currentData() == LinkSource.SERVICE.value
