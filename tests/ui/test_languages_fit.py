"""Every attendee screen in every language the kiosk ships, at the smallest screen (1024 x 600):
no text cut, elided or overflowing its widget, and right to left where the language reads so."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel
from pytestqt.qtbot import QtBot

from kiosk.ui.kiosk_window import KioskWindow
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language, available_languages
from kiosk.ui.theme import ThemeScale, apply_theme, scale_for
from tests.ui.conftest import delete_for_real
from tests.ui.test_contrast_and_targets import Screen, attendee_screens, show_attendee_screen

SMALLEST = (1024, 600)
LANGUAGES = [SOURCE_LANGUAGE, *available_languages()]


@pytest.fixture(params=LANGUAGES)
def window(
    request: pytest.FixtureRequest, qtbot: QtBot, qapp: QApplication
) -> Iterator[KioskWindow]:
    """The attendee window built in a language, themed for the smallest screen."""
    apply_language(request.param)
    apply_theme(qapp, ThemeScale(scale_for(*SMALLEST)))
    window = KioskWindow()
    window.offer_languages(LANGUAGES, request.param)
    window.resize(*SMALLEST)
    window.show()
    qtbot.waitExposed(window)
    yield window
    delete_for_real(window)
    apply_language(SOURCE_LANGUAGE)
    apply_theme(qapp)


def cut_texts(screen: Screen) -> list[str]:
    misses = []
    for widget in screen.widgets():
        match widget:
            case QLabel() if widget.text() and widget.pixmap().isNull():
                if widget.wordWrap():  # the height for the width counts the label's padding
                    needs = widget.heightForWidth(widget.width())
                    cut = needs > widget.height() + 1
                else:
                    needs = widget.fontMetrics().horizontalAdvance(widget.text())
                    cut = needs > widget.contentsRect().width() + 1
            case QAbstractButton() if widget.text():
                needs = widget.minimumSizeHint().width()
                cut = needs > widget.width() + 1
            case _:
                continue
        if cut:
            misses.append(
                f"{screen.name}: {widget.objectName()} {widget.text()[:40]!r} needs {needs}"
            )
    return misses


def test_no_text_is_cut_on_any_attendee_screen(window: KioskWindow) -> None:
    misses = []
    for screen in attendee_screens(window):
        misses += cut_texts(screen)
    assert misses == [], "\n".join(misses)
    assert window.size().toTuple() == SMALLEST


def test_right_to_left_languages_mirror_the_pages_but_not_the_keys(window: KioskWindow) -> None:
    rtl = QLocale().textDirection() is Qt.LayoutDirection.RightToLeft
    expected = Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
    assert QGuiApplication.layoutDirection() is expected
    window.show_recipient("Harbour Lights Meetup", None)
    page = window.recipient_page
    assert page.isRightToLeft() is rtl
    assert page.keyboard.layoutDirection() is Qt.LayoutDirection.LeftToRight
    assert page.field.layoutDirection() is Qt.LayoutDirection.LeftToRight


@pytest.mark.parametrize("window", [SOURCE_LANGUAGE], indirect=True)
def test_a_cut_text_is_caught(window: KioskWindow) -> None:
    """The measure itself: a title too long for one line, and one too long for its lines."""
    show_attendee_screen(window, "welcome")
    title = window.welcome_page.title
    screen = Screen("welcome", window, window.welcome_page)
    title.setWordWrap(False)
    title.setText("Get your event collectible " * 8)
    assert [miss.split(" ")[1] for miss in cut_texts(screen)] == ["Title"]
    title.setWordWrap(True)
    title.setText("Get your event collectible " * 40)
    QApplication.processEvents()
    assert [miss.split(" ")[1] for miss in cut_texts(screen)] == ["Title"]
