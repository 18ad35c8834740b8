"""An attendee switches the kiosk's language in one tap; the next attendee finds the venue's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen, StartOver
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language, offered_languages
from kiosk.ui.touch_keyboard import LETTER_ROWS, letter_rows
from tests.ui.touch import tap

ENGLISH_TITLE = "Get your event collectible"


def german(context: str, text: str) -> str:
    """``text`` as the shipped German translation says it."""
    apply_language("de")
    try:
        return QCoreApplication.translate(context, text)
    finally:
        apply_language(SOURCE_LANGUAGE)


@pytest.fixture
def venue_in_english(kiosk: AttendeeController) -> Iterator[AttendeeController]:
    apply_language(SOURCE_LANGUAGE)
    kiosk.window.offer_languages(["en", "de"], "en")
    yield kiosk
    apply_language(SOURCE_LANGUAGE)


def test_one_tap_switches_every_attendee_page_and_the_next_attendee_gets_the_venues(
    venue_in_english: AttendeeController, qtbot: QtBot
) -> None:
    kiosk = venue_in_english
    window = kiosk.window
    bar = window.welcome_page.languages
    assert bar.isVisible()
    assert [button.text() for button in bar.buttons.values()] == ["English", "Deutsch"]
    assert bar.buttons["en"].isChecked()

    tap(bar.buttons["de"])
    assert window.welcome_page.title.text() == german("WelcomePage", ENGLISH_TITLE)
    assert window.welcome_page.title.text() != ENGLISH_TITLE
    assert window.welcome_page.languages.buttons["de"].isChecked()
    assert window.current_page() is window.welcome_page

    tap(window.welcome_page.code_button)  # the flow goes on, in German
    qtbot.waitUntil(lambda: kiosk.flow.state.screen is Screen.CODE_ENTRY, timeout=5000)
    assert window.code_page.question.text() == german("CodeEntryPage", "Type your code")

    kiosk.handle(StartOver())  # this attendee is done: the next one starts in English
    assert window.current_page() is window.welcome_page
    assert window.welcome_page.title.text() == ENGLISH_TITLE
    assert window.welcome_page.languages.buttons["en"].isChecked()


def test_staff_find_the_venues_language_whatever_the_attendee_chose(
    venue_in_english: AttendeeController,
) -> None:
    window = venue_in_english.window
    tap(window.welcome_page.languages.buttons["de"])
    assert QLocale().language() is QLocale.Language.German
    window.show_staff_screen(QWidget())  # the PIN pad, say
    assert QLocale().language() is QLocale.Language.English
    assert window.welcome_page.title.text() == ENGLISH_TITLE


def test_one_language_offered_shows_no_row(kiosk: AttendeeController) -> None:
    kiosk.window.offer_languages(["en"], "en")
    assert not kiosk.window.welcome_page.languages.isVisible()


def test_staff_choose_the_languages_offered_in_their_order() -> None:
    assert offered_languages("de, en")[:2] == ["de", "en"]
    assert offered_languages("de; xx; de") == ["de"]  # unknown and repeated ones left out
    assert offered_languages("")[0] == SOURCE_LANGUAGE  # none named: every one there is


def test_keyboards_follow_the_language_but_the_code_keypad_stays() -> None:
    assert letter_rows(QLocale("de"))[0] == "qwertzuiop"
    assert letter_rows(QLocale("fr"))[0] == "azertyuiop"
    assert letter_rows(QLocale("ja")) == LETTER_ROWS
