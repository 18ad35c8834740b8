"""Touch-sized targets, readable text that really renders, and the theme found from source."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from kiosk.core.reasons import InputProblem, Outcome
from kiosk.resources import resource_path
from kiosk.ui.busy_page import BusyStep
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.theme import THEME_FILE

WidgetT = TypeVar("WidgetT", bound=QWidget)

MIN_TARGET_PX = 64
MIN_BODY_PX = 28
MIN_TITLE_PX = 48


def show(window: KioskWindow, page: str) -> None:
    """Fill a page with the longest realistic content, including a problem banner."""
    drop = "Berlin Blockchain Week 2026 — Main Stage, Friday evening"
    match page:
        case "welcome":
            window.show_welcome(True, AttendeeInputs())
        case "code":
            window.show_code_entry()
        case "secret":
            window.show_secret_entry()
        case "recipient":
            window.show_recipient(drop, None)
        case "busy":
            window.show_busy(BusyStep.WAITING_FOR_TRANSACTION)
        case "result":
            window.show_result(Outcome.ALREADY_HAS_DROP, drop, "0x71C7…976F", None)
    window.show_input_problem(InputProblem.NOT_A_RECIPIENT)


def visible(widgets: list[WidgetT]) -> list[WidgetT]:
    return [widget for widget in widgets if widget.isVisible()]


PAGES = ["welcome", "code", "secret", "recipient", "busy", "result"]


@pytest.mark.parametrize("page", PAGES)
def test_every_button_is_a_touch_target(window: KioskWindow, page: str) -> None:
    show(window, page)
    buttons = visible(window.current_page().findChildren(QPushButton))
    assert buttons or page == "welcome"
    for button in buttons:
        assert button.height() >= MIN_TARGET_PX, button.text()
        assert button.width() >= MIN_TARGET_PX, button.text()


@pytest.mark.parametrize("page", PAGES)
def test_the_page_fits_the_small_screen(window: KioskWindow, page: str) -> None:
    show(window, page)
    current = window.current_page()
    assert current.minimumSizeHint().height() <= window.height()
    assert current.minimumSizeHint().width() <= window.width()
    assert window.size().toTuple() == (1280, 800)


@pytest.mark.parametrize("page", PAGES)
def test_text_is_large_enough_to_read_from_two_metres(window: KioskWindow, page: str) -> None:
    show(window, page)
    for label in visible(window.current_page().findChildren(QLabel)):
        if label.text():
            assert label.font().pixelSize() >= MIN_BODY_PX, label.objectName()


def test_titles_are_large(window: KioskWindow) -> None:
    titles = [
        window.welcome_page.title,
        window.welcome_page.scan_prompt,
        window.code_page.question,
        window.secret_page.question,
        window.recipient_page.question,
        window.busy_page.headline,
        window.result_page.title,
    ]
    for title in titles:
        assert title.font().pixelSize() >= MIN_TITLE_PX, title.text()


def ink_pixels(image: QImage) -> int:
    """Pixels that differ from the corner: the label's background."""
    background = image.pixel(0, 0)
    return sum(
        image.pixel(x, y) != background
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
    )


def test_text_really_renders(window: KioskWindow) -> None:
    """Without fonts Qt draws nothing while every widget check passes; this catches it."""
    show(window, "result")
    title = window.result_page.title
    assert ink_pixels(title.grab().toImage()) > 100
    title.setText("")
    assert ink_pixels(title.grab().toImage()) == 0


def test_outcome_icon_is_drawn(window: KioskWindow) -> None:
    show(window, "result")
    assert ink_pixels(window.result_page.icon.grab().toImage()) > 100


def test_theme_is_found_from_source() -> None:
    path = resource_path(THEME_FILE)
    assert path == Path(__file__).resolve().parents[2] / "resources" / "theme.qss"
    assert "ResultPage" in path.read_text(encoding="utf-8")


def test_resources_are_found_in_a_pyinstaller_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path(THEME_FILE) == tmp_path / "resources" / "theme.qss"

