"""The out-of-order screen: covers the attendee pages, big calm translated words, nothing else."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from kiosk.ui.kiosk_window import KioskWindow
from kiosk.ui.out_of_order_page import OutOfOrderPage

THEME_BACKGROUND = QColor("#0f1724")


class Shouting(QTranslator):
    """A stand-in translation: every text of the page's context in capitals."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper() if context == "OutOfOrderPage" else ""


@pytest.fixture
def page(window: KioskWindow, qtbot: QtBot) -> OutOfOrderPage:
    page = OutOfOrderPage()
    window.show_staff_screen(page)
    qtbot.waitUntil(page.isVisible)
    return page


def labels_of(page: OutOfOrderPage) -> list[QLabel]:
    return page.findChildren(QLabel)


def test_it_covers_the_attendee_pages(window: KioskWindow, page: OutOfOrderPage) -> None:
    assert window.staff_screen() is page
    assert not window.current_page().isVisible()
    assert page.size() == window.screens.size()


def test_it_says_out_of_order_and_whom_to_ask_in_big_type(page: OutOfOrderPage) -> None:
    assert page.title.text() == "Out of order"
    assert "staff" in page.ask_staff.text()
    assert page.title.font().pixelSize() >= 56
    assert page.ask_staff.font().pixelSize() >= 48
    for label in labels_of(page):
        assert label.font().pixelSize() >= 28, label.text()
        assert label.textFormat() == Qt.TextFormat.PlainText


def test_nothing_to_press_and_no_technical_words(page: OutOfOrderPage) -> None:
    assert page.findChildren(QPushButton) == []
    shown = " ".join(label.text() for label in labels_of(page)).lower()
    for word in ("error", "exception", "traceback", "crash", "log"):
        assert word not in shown


def test_every_line_fits_the_small_screen(window: KioskWindow, page: OutOfOrderPage) -> None:
    assert window.size().toTuple() == (1280, 800)
    assert page.minimumSizeHint().height() <= page.height()
    for label in labels_of(page):
        assert label.heightForWidth(label.width()) <= label.height(), label.text()
        assert label.geometry().bottom() < page.height()


def test_the_calm_dark_theme_is_drawn(page: OutOfOrderPage) -> None:
    image = page.grab().toImage()
    assert image.pixelColor(4, 4) == THEME_BACKGROUND
    assert page.title.palette().color(page.title.foregroundRole()).lightness() > 200


def test_the_words_are_translated(qtbot: QtBot, themed_app: QApplication) -> None:
    translator = Shouting()
    assert QCoreApplication.installTranslator(translator)
    try:
        page = OutOfOrderPage()
        qtbot.addWidget(page)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert page.title.text() == "OUT OF ORDER"
    assert page.ask_staff.text() == "PLEASE ASK A STAFF MEMBER."
    assert page.sorry.text().isupper()
