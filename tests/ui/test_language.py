"""The kiosk's language: a compiled translation is installed, pages built after it speak it, and
anything missing falls back to English without an error.

The translations here are made by the test (a .ts written out, compiled with lrelease), so they
do not depend on how far the shipped ones are translated.
"""

from __future__ import annotations

import logging
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.journal import MintJournal
from kiosk.core.settings import Settings, load_settings, save_settings
from kiosk.emulator import EmulatorServer
from kiosk.presenters.staff import STEP_OPTIONS
from kiosk.service import Credentials
from kiosk.ui import language
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language, available_languages
from kiosk.ui.operator.options_page import OptionsPage
from kiosk.ui.welcome_page import WelcomePage

TITLE = "Get your event collectible"
TITLE_DE = "Hol dir dein Sammelstück"  # test data, not the shipped translation
GERMAN = {
    ("WelcomePage", TITLE): TITLE_DE,
    ("OutOfOrderPage", "Out of order"): "Außer Betrieb",
    ("OptionsPage", "Save"): "Speichern",  # a staff page: switches at the next start only
}
WAIT_MS = 15_000


def _lrelease() -> Path:
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / "lrelease", folder / "lrelease.exe"):
        if candidate.is_file():
            return candidate
    pytest.skip("lrelease is missing: PySide6 without its Qt tools")


def compile_translation(folder: Path, code: str, translations: dict[tuple[str, str], str]) -> Path:
    """Write ``kiosk_<code>.ts`` with ``translations`` and compile it to ``kiosk_<code>.qm``."""
    root = ET.Element("TS", version="2.1", language=code)
    for context_name in sorted({context for context, _source in translations}):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = context_name
        for (in_context, source), translated in translations.items():
            if in_context == context_name:
                message = ET.SubElement(context, "message")
                ET.SubElement(message, "source").text = source
                ET.SubElement(message, "translation").text = translated
    ts = folder / f"kiosk_{code}.ts"
    ET.ElementTree(root).write(ts, encoding="utf-8", xml_declaration=True)
    qm = ts.with_suffix(".qm")
    subprocess.run(
        [str(_lrelease()), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True
    )
    return qm


@pytest.fixture(autouse=True)
def back_to_english(qapp: QApplication) -> Iterator[None]:
    """Every other test expects English (with its plural forms) and the locale it started with.
    The shipped folder is read now: a test's monkeypatch of it is undone only after this."""
    locale = QLocale()
    shipped = language.translations_folder()
    yield
    apply_language(SOURCE_LANGUAGE, shipped)
    QLocale.setDefault(locale)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "translations"
    folder.mkdir()
    compile_translation(folder, "de", GERMAN)
    return folder


def welcome_title(qtbot: QtBot) -> str:
    page = WelcomePage()
    qtbot.addWidget(page)
    return page.title.text()


def test_a_translation_speaks_on_pages_built_after_it(qtbot: QtBot, folder: Path) -> None:
    assert welcome_title(qtbot) == TITLE

    assert apply_language("de", folder) == "de"

    page = WelcomePage()
    qtbot.addWidget(page)
    assert page.title.text() == TITLE_DE
    assert page.code_button.text() == "Type a code"  # not translated: the English source
    assert QLocale().language() == QLocale.Language.German  # dates and numbers follow
    # Qt's own translation comes along (standard buttons), from Qt's translations folder.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"


def test_english_again_removes_the_translation(qtbot: QtBot, folder: Path) -> None:
    apply_language("de", folder)

    assert apply_language("en", folder) == "en"

    assert welcome_title(qtbot) == TITLE
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_a_language_without_a_translation_falls_back_to_english(
    qtbot: QtBot, folder: Path, caplog: pytest.LogCaptureFixture
) -> None:
    apply_language("de", folder)
    caplog.set_level(logging.INFO, logger="kiosk.ui.language")

    assert apply_language("fr", folder) == "en"

    assert welcome_title(qtbot) == TITLE
    assert "No translation for language 'fr'" in caplog.text


def test_an_unreadable_translation_falls_back_to_english(
    qtbot: QtBot, folder: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (folder / "kiosk_nl.qm").write_bytes(b"not a translation")
    caplog.set_level(logging.INFO, logger="kiosk.ui.language")

    assert apply_language("nl", folder) == "en"

    assert welcome_title(qtbot) == TITLE
    assert "kiosk_nl.qm unreadable" in caplog.text


def test_automatic_follows_this_computer(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class AustrianComputer(QLocale):
        @staticmethod
        def system() -> QLocale:
            return QLocale("de_AT")

    monkeypatch.setattr(language, "QLocale", AustrianComputer)

    assert apply_language("", folder) == "de"  # no kiosk_de_AT.qm: kiosk_de.qm

    assert welcome_title(qtbot) == TITLE_DE


def test_the_choices_are_the_compiled_translations(folder: Path) -> None:
    compile_translation(folder, "en", {})  # English is the source: never a choice of its own

    assert available_languages(folder) == ["de"]
    assert "de" in available_languages()  # the shipped resources/translations/kiosk_de.qm


def click(qtbot: QtBot, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_attendee_screens_switch_on_leaving_the_operator_area(
    qtbot: QtBot,
    tmp_path: Path,
    folder: Path,
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(language, "translations_folder", lambda: folder)
    settings = Settings()
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    settings.service.mint_site = emulator.mint_site
    settings.kiosk.drop_id = emulator.state.drops[0].id
    settings.kiosk.allow_camera = False
    settings.operator.kiosk_mode = False
    issued = emulator.credentials
    settings_file = tmp_path / "settings.toml"
    app = KioskApp(
        settings,
        MintJournal(tmp_path / "journal.sqlite3"),
        lambda changed: save_settings(changed, settings_file),
        windowed=True,
        typed_credentials=Credentials(issued.api_key, issued.client_id, issued.client_secret),
    )
    qtbot.addWidget(app.window)
    try:
        app.start()
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
        assert app.window.welcome_page.title.text() == TITLE

        app.staff.gate.request()  # no PIN set: staff get straight in
        area = app.screens.area
        qtbot.waitUntil(lambda: app.window.staff_screen() is area, timeout=WAIT_MS)
        click(qtbot, area.step(STEP_OPTIONS))
        options = area.page(STEP_OPTIONS)
        assert isinstance(options, OptionsPage)
        options.language.setFocus()
        qtbot.keyClicks(options.language, "D")
        assert options.language.currentText() == "Deutsch"
        with qtbot.waitSignal(app.screens.options.settings_saved):
            click(qtbot, options.save_button)
        assert load_settings(settings_file).kiosk.language == "de"

        click(qtbot, area.leave_button)
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)

        assert app.window.welcome_page.title.text() == TITLE_DE
        assert app.out_of_order.title.text() == "Außer Betrieb"
        rebuilt = app.screens.area.page(STEP_OPTIONS)  # staff pages: built anew in it too
        assert isinstance(rebuilt, OptionsPage)
        assert rebuilt.save_button.text() == "Speichern"
        assert app.window.staff_screen() is None
        assert app.window.current_page() is app.window.welcome_page
    finally:
        app.close()
