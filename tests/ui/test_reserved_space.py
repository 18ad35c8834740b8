"""Nothing moves under a finger: a problem banner or the offline notice appears in space that was
kept for it, so every key, button and field stays where the attendee is about to tap."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from kiosk.core.reasons import InputProblem
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language
from kiosk.ui.texts import problem_message
from tests.ui.conftest import delete_for_real
from tests.ui.touch import tap

SIZES = [(1024, 600), (1920, 1080)]
ENTRY_PAGES: dict[str, Callable[[KioskWindow], None]] = {
    "welcome": lambda window: window.show_welcome(True, AttendeeInputs()),
    "code": KioskWindow.show_code_entry,
    "secret": KioskWindow.show_secret_entry,
    "recipient": lambda window: window.show_recipient("Berlin Blockchain Week 2026", None),
}


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def sized_window(
    request: pytest.FixtureRequest, qtbot: QtBot, themed_app: QApplication
) -> Iterator[KioskWindow]:
    window = KioskWindow()
    window.resize(*request.param)
    window.show_welcome(True, AttendeeInputs())
    window.show()
    qtbot.waitExposed(window)
    yield window
    delete_for_real(window)


def targets(window: KioskWindow) -> dict[str, QRect]:
    """Where every visible key, button and field of the current page is, in window pixels."""
    page = window.current_page()
    widgets: list[QWidget] = [*page.findChildren(QPushButton), *page.findChildren(QLineEdit)]
    places = {}
    for index, widget in enumerate(widgets):
        if widget.isVisible():
            name = f"{index}:{widget.objectName()}:{getattr(widget, 'text', lambda: '')()}"
            places[name] = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
    return places


@pytest.mark.parametrize("page", list(ENTRY_PAGES))
def test_an_input_problem_moves_no_key_or_field(
    qtbot: QtBot, sized_window: KioskWindow, page: str
) -> None:
    window = sized_window
    ENTRY_PAGES[page](window)
    banner = window.current_page().problem_banner
    qtbot.waitUntil(lambda: window.current_page().isVisible())
    before = targets(window)
    assert len(before) >= 2, page  # its buttons or keys, not an empty page

    window.show_input_problem(InputProblem.NOT_A_MINT_INPUT)
    qtbot.waitUntil(banner.isVisible)
    assert targets(window) == before

    window.current_page().clear_problem()
    qtbot.waitUntil(lambda: not banner.isVisible())
    assert targets(window) == before


def test_the_offline_notice_moves_no_button(qtbot: QtBot, sized_window: KioskWindow) -> None:
    window = sized_window
    page = window.welcome_page
    before = targets(window)
    page.set_service_reachable(False)
    qtbot.waitUntil(page.connection_banner.isVisible)
    assert targets(window) == before
    window.show_input_problem(InputProblem.NOT_A_MINT_INPUT)  # a refused scan while offline
    qtbot.waitUntil(page.problem_banner.isVisible)
    assert targets(window) == before


def test_typing_after_a_problem_moves_no_key(qtbot: QtBot, sized_window: KioskWindow) -> None:
    """The real sequence: a refusal, then the next tap clears the banner, keys stay put."""
    window = sized_window
    window.show_code_entry()
    page = window.code_page
    before = targets(window)
    window.show_input_problem(InputProblem.BAD_CODE)
    qtbot.waitUntil(page.problem_banner.isVisible)
    tap(page.keyboard.keys["a"])
    qtbot.waitUntil(lambda: not page.problem_banner.isVisible())
    after = targets(window)
    assert {name: place for name, place in after.items() if "EntryField" not in name} == {
        name: place for name, place in before.items() if "EntryField" not in name
    }
    field = [place for name, place in after.items() if "EntryField" in name]
    assert field == [place for name, place in before.items() if "EntryField" in name]


@pytest.fixture(params=[SOURCE_LANGUAGE, "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    yield apply_language(request.param)
    apply_language(SOURCE_LANGUAGE)


@pytest.mark.parametrize("page", ["code", "secret", "recipient"])
def test_every_problem_fits_its_reserved_space(
    qtbot: QtBot, themed_app: QApplication, language: str, page: str
) -> None:
    """Each message's title and next step fit the kept room, in every language: nothing is cut
    (the smallest screen, the page built in that language)."""
    window = KioskWindow()
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    ENTRY_PAGES[page](window)
    banner = window.current_page().problem_banner
    for problem in InputProblem:
        window.show_input_problem(problem, "vitalik.eth")
        assert banner.title.text() == problem_message(problem, "vitalik.eth").title
        qtbot.waitUntil(lambda: banner.title.width() > 0)
        for label in (banner.title, banner.next_step):
            fits = label.heightForWidth(label.width()) <= label.height()
            assert fits, (language, page, label.text())
    delete_for_real(window)


def test_the_recipient_page_with_artwork_still_fits_the_small_screen(window: KioskWindow) -> None:
    """The kept banner room costs height: the tallest entry page still fits 1280 x 800."""
    artwork = QPixmap(500, 500)
    artwork.fill(QColor("#7c3aed"))
    window.show_recipient("Berlin Blockchain Week 2026 — Main Stage", artwork)
    assert window.recipient_page.artwork.isVisible()
    assert window.current_page().minimumSizeHint().height() <= window.height()
    assert window.size().toTuple() == (1280, 800)
