"""Every screen measured as it is drawn: WCAG 2.2 AA contrast, 44 px touch targets, a fit at
every supported window size (1024 x 600 up to 4K), with and without large text.

Colours come from what the theme really applied: a widget's text colour is its palette's (the
style sheets set it), and the colour behind it is the one most of its pixels have in a grab of
the whole window, so a transparent label is measured against the page it sits on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtGui import QColor, QFontInfo, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.dispenser import DispenserState, Reach
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.journal import MintJournal
from kiosk.core.reasons import InputProblem, Outcome
from kiosk.emulator import EmulatorServer
from kiosk.presenters.staff import STEP_OPTIONS
from kiosk.ui.busy_page import BusyStep
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.operator.operator_area import CloseConfirmation
from kiosk.ui.operator.options_page import OptionsPage
from kiosk.ui.theme import DESIGN_SIZE, ThemeScale, apply_theme, scale_for
from tests.kiosk_setup import settings_set_up_for

TEXT_RATIO = 4.5  # WCAG 1.4.3
LARGE_TEXT_RATIO = 3.0  # 1.4.3, for text of 24 px and more, or bold from 18.66 px
BOUNDARY_RATIO = 3.0  # 1.4.11: what shows where a control is
MIN_TARGET_PX = 44  # 2.5.5 (and 2.5.8's 24 px with room to spare)
SIZES = [(1024, 600), (1280, 800), (1920, 1080), (3840, 2160)]
DROP = "Berlin Blockchain Week 2026 — Main Stage, Friday evening"
RECIPIENT = "0x71C7…976F"


def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        share = value / 255
        return share / 12.92 if share <= 0.04045 else ((share + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(c) for c in (colour.red(), colour.green(), colour.blue()))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one: QColor, other: QColor) -> float:
    lighter, darker = sorted((luminance(one), luminance(other)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def commonest(image: QImage, points: Iterator[tuple[int, int]]) -> QColor | None:
    counts = Counter(
        image.pixel(x, y) for x, y in points if 0 <= x < image.width() and 0 <= y < image.height()
    )
    return QColor.fromRgb(counts.most_common(1)[0][0]) if counts else None


def inside(rect: QRect, step: int = 2) -> Iterator[tuple[int, int]]:
    for y in range(rect.top(), rect.bottom() + 1, step):
        for x in range(rect.left(), rect.right() + 1, step):
            yield x, y


def edges(rect: QRect, inset: int) -> Iterator[tuple[int, int]]:
    """The middle half of each edge of ``rect`` moved ``inset`` px inwards (outwards if < 0);
    corners are left out, where rounded borders show the page."""
    left, right = rect.left() + inset, rect.right() - inset
    top, bottom = rect.top() + inset, rect.bottom() - inset
    for x in range(rect.left() + rect.width() // 4, rect.right() - rect.width() // 4):
        yield x, top
        yield x, bottom
    for y in range(rect.top() + rect.height() // 4, rect.bottom() - rect.height() // 4):
        yield left, y
        yield right, y


def shown_rect(widget: QWidget, window: QWidget) -> QRect:
    """Where ``widget`` is seen in ``window``'s pixels (a scroll area may hide part of it)."""
    seen = widget.visibleRegion().boundingRect()
    return QRect(widget.mapTo(window, seen.topLeft()), seen.size())


def text_of(widget: QWidget) -> str:
    match widget:
        case QLabel():
            picture = widget.pixmap()
            return "" if picture is not None and not picture.isNull() else widget.text()
        case QLineEdit():
            return widget.text() or widget.placeholderText()
        case QAbstractButton():
            return widget.text()
        case QComboBox():
            return widget.currentText()
        case QGroupBox():
            return widget.title()
    return ""


def is_large(widget: QWidget) -> bool:
    info = QFontInfo(widget.font())
    return info.pixelSize() >= 24 or (info.bold() and info.pixelSize() >= 19)


@dataclass
class Screen:
    """A screen as shown: the window grabbed once, and the widgets of the screen to measure."""

    name: str
    window: QWidget
    root: QWidget

    def widgets(self) -> list[QWidget]:
        return [
            widget
            for widget in [self.root, *self.root.findChildren(QWidget)]
            if widget.isVisible()
            and widget.isEnabled()
            and not shown_rect(widget, self.window).isEmpty()
        ]


def text_misses(screen: Screen) -> list[str]:
    image = screen.window.grab().toImage()
    misses = []
    for widget in screen.widgets():
        text = text_of(widget)
        if not text.strip():
            continue
        rect = shown_rect(widget, screen.window)
        background = commonest(image, inside(rect))
        assert background is not None
        if isinstance(widget, QLineEdit) and not widget.text():
            ink = widget.palette().color(widget.palette().ColorRole.PlaceholderText)
        else:
            ink = widget.palette().color(widget.foregroundRole())
        needed = LARGE_TEXT_RATIO if is_large(widget) else TEXT_RATIO
        if (ratio := contrast(ink, background)) < needed:
            misses.append(
                f"{screen.name}: {type(widget).__name__}#{widget.objectName()} {text[:30]!r} "
                f"{ink.name()} on {background.name()} = {ratio:.2f} < {needed}"
            )
    return misses


def is_control(widget: QWidget) -> bool:
    return isinstance(widget, QAbstractButton | QLineEdit | QComboBox | QAbstractSpinBox)


def boundary_misses(screen: Screen) -> list[str]:
    """A control must stand out from what is around it (its border or its fill, 3:1)."""
    image = screen.window.grab().toImage()
    misses = []
    for widget in screen.widgets():
        if not is_control(widget) or isinstance(widget, QCheckBox):
            continue
        rect = shown_rect(widget, screen.window)
        if rect.size() != widget.size():
            continue  # partly scrolled away: its edges are not on screen
        around = commonest(image, edges(rect, -4))
        # its border (the outer pixels) or, without one, its fill: what stands out most
        shown = [commonest(image, edges(rect, inset)) for inset in range(4)]
        if around is None or None in shown:
            continue
        edge = max((colour for colour in shown if colour), key=lambda c: contrast(c, around))
        if (ratio := contrast(edge, around)) < BOUNDARY_RATIO:
            misses.append(
                f"{screen.name}: {type(widget).__name__}#{widget.objectName()} "
                f"{text_of(widget)[:20]!r} edge {edge.name()} on {around.name()} = {ratio:.2f}"
            )
    return misses


def crowding_misses(screen: Screen) -> list[str]:
    """Controls squeezed below their size, cut by the window's edge, or over one another."""
    window_rect = screen.window.rect()
    controls = [widget for widget in screen.widgets() if is_control(widget)]
    places = {
        widget: QRect(widget.mapTo(screen.window, QPoint(0, 0)), widget.size())
        for widget in controls
    }
    misses = []
    for widget, place in places.items():
        name = (
            f"{screen.name}: {type(widget).__name__}#{widget.objectName()} {text_of(widget)[:20]!r}"
        )
        if not window_rect.contains(place) or shown_rect(widget, screen.window) != place:
            misses.append(f"{name} is cut (by the window's edge or its parent's)")
        if widget.height() < widget.minimumSizeHint().height():
            misses.append(f"{name} is squeezed to {widget.height()} px high")
        misses += [
            f"{name} overlaps {text_of(other)[:20]!r}"
            for other, other_place in places.items()
            if other is not widget and place.intersects(other_place)
        ]
    return misses


def target_misses(screen: Screen) -> list[str]:
    return [
        f"{screen.name}: {type(widget).__name__}#{widget.objectName()} {text_of(widget)[:20]!r} "
        f"{widget.width()}x{widget.height()}"
        for widget in screen.widgets()
        if is_control(widget) and min(widget.width(), widget.height()) < MIN_TARGET_PX
    ]


# --- the attendee screens -------------------------------------------------------------------

DISPENSER_SCREENS = tuple(DispenserScreen)[1:6]  # tap, checking, showing, empty, expired
RESULTS = (Outcome.MINTED, Outcome.ON_ITS_WAY, Outcome.EXPIRED, Outcome.NO_NETWORK)
ATTENDEE_SCREENS = [
    "welcome",
    "welcome without camera",
    "code",
    "code refused",
    "secret word",
    "recipient",
    "recipient refused",
    "still there",
    "busy",
    *(f"result {outcome.value}" for outcome in RESULTS),
    *(f"dispenser {screen.value}" for screen in DISPENSER_SCREENS),
    "dispenser offline",
]


def show_attendee_screen(window: KioskWindow, name: str) -> None:
    match name.split(" "):
        case ["welcome", *camera]:
            window.show_welcome(not camera, AttendeeInputs())
        case ["code", *refused]:
            window.show_code_entry()
            if refused:
                window.show_input_problem(InputProblem.NOT_A_MINT_LINK)
        case ["secret", "word"]:
            window.show_secret_entry()
        case ["recipient", *refused]:
            window.show_recipient(DROP, None)
            if refused:
                window.show_input_problem(InputProblem.NOT_A_RECIPIENT)
        case ["still", "there"]:
            window.show_code_entry()
            window.show_countdown(7)
        case ["busy"]:
            window.show_busy(BusyStep.WAITING_FOR_TRANSACTION)
        case ["dispenser", shown]:
            window.show_dispenser()
            window.dispenser_page.show_drop(DROP, None)
            offline = shown == "offline"
            screen = DispenserScreen.SHOWING if offline else DispenserScreen(shown)
            reach = Reach.NO_ANSWER if offline else Reach.ANSWERING
            state = DispenserState(screen, "x7k2pq", reach=reach, left=42)
            window.dispenser_page.show_state(state, "https://poap.xyz/mint/x7k2pq")
        case ["result", outcome]:
            window.show_result(Outcome(outcome), DROP, RECIPIENT, None)
        case _:
            raise AssertionError(name)
    QApplication.processEvents()  # the page laid out for what it now shows, as on screen


@pytest.fixture
def sized(qtbot: QtBot, qapp: QApplication) -> Iterator[Callable[..., KioskWindow]]:
    """A kiosk window of a size, themed as the kiosk themes it for that screen; the design's
    theme back at the end."""
    windows: list[KioskWindow] = []

    def make(width: int, height: int, *, large_text: bool = False) -> KioskWindow:
        apply_theme(qapp, ThemeScale(scale_for(width, height), large_text))
        window = KioskWindow()
        window.resize(width, height)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()
        window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    apply_theme(qapp)


def attendee_screens(window: KioskWindow) -> Iterator[Screen]:
    for name in ATTENDEE_SCREENS:
        show_attendee_screen(window, name)
        root = window.countdown if window.countdown.isVisible() else window.current_page()
        yield Screen(name, window, root)
        window.show_countdown(None)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("large_text", [False, True], ids=["", "large text"])
def test_every_attendee_screen_fits_with_targets_of_44_px(
    sized: Callable[..., KioskWindow], size: tuple[int, int], large_text: bool
) -> None:
    window = sized(*size, large_text=large_text)
    misses = []
    for screen in attendee_screens(window):
        page = window.current_page()
        needs = page.minimumSizeHint()
        if needs.width() > size[0] or needs.height() > size[1]:
            misses.append(f"{screen.name}: needs {needs.width()}x{needs.height()}")
        misses += target_misses(screen) + crowding_misses(screen)
    assert misses == [], "\n".join(misses)
    assert window.size().toTuple() == size


def test_large_text_is_larger(sized: Callable[..., KioskWindow]) -> None:
    plain = sized(*DESIGN_SIZE)
    plain.show_code_entry()
    hint_px = QFontInfo(plain.code_page.hint.font()).pixelSize()
    large = sized(*DESIGN_SIZE, large_text=True)
    large.show_code_entry()
    assert QFontInfo(large.code_page.hint.font()).pixelSize() >= 1.2 * hint_px


@pytest.mark.parametrize("coloured", [True, False], ids=["coloured results", "plain results"])
def test_every_attendee_screen_has_the_contrast_to_read_and_to_find_its_controls(
    sized: Callable[..., KioskWindow], coloured: bool
) -> None:
    window = sized(*DESIGN_SIZE)
    window.result_page.coloured = coloured
    misses = []
    for screen in attendee_screens(window):
        misses += text_misses(screen) + boundary_misses(screen)
    assert misses == [], "\n".join(misses)


# --- the staff screens ------------------------------------------------------------------------


@pytest.fixture
def kiosk_app(
    qtbot: QtBot, emulator: EmulatorServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[KioskApp]:
    app = KioskApp(
        settings_set_up_for(emulator, monkeypatch),
        MintJournal(tmp_path / "journal.sqlite3"),
        lambda _settings: None,
        windowed=True,
    )
    qtbot.addWidget(app.window)
    app.start()
    qtbot.waitUntil(lambda: app.attendees_open, timeout=10_000)
    yield app
    app.close()


def staff_screens(app: KioskApp, qtbot: QtBot) -> Iterator[Screen]:
    window = app.window
    window.resize(*DESIGN_SIZE)
    window.show_staff_screen(app.staff.pin_pad)
    yield Screen("PIN pad", window, app.staff.pin_pad)
    app.open_operator_area()
    area = app.screens.area
    qtbot.waitUntil(lambda: window.staff_screen() is area, timeout=10_000)
    for key in area._keys:
        area.show_page(key)
        yield Screen(f"staff {key}", window, area)
    confirmation = CloseConfirmation(area)
    confirmation.show()
    qtbot.waitExposed(confirmation)
    yield Screen("close confirmation", confirmation, confirmation)
    confirmation.done(0)
    app.show_out_of_order()
    yield Screen("out of order", window, window)


def test_every_staff_screen_has_the_contrast_to_read_and_to_find_its_controls(
    kiosk_app: KioskApp, qtbot: QtBot
) -> None:
    misses = []
    for screen in staff_screens(kiosk_app, qtbot):
        misses += text_misses(screen) + boundary_misses(screen)
    assert misses == [], "\n".join(misses)


def test_contrast_is_measured_from_what_is_drawn(sized: Callable[..., KioskWindow]) -> None:
    """The measure itself: grey on the page's own dark blue is caught, white on it is not."""
    window = sized(*DESIGN_SIZE)
    window.show_code_entry()
    hint = window.code_page.hint
    screen = Screen("code", window, window.code_page)
    assert text_misses(screen) == []
    hint.setStyleSheet("color: #3a4150;")
    assert [miss.split(" ")[1] for miss in text_misses(screen)] == ["QLabel#Hint"]


def test_the_large_text_option_reaches_the_attendee_pages(
    kiosk_app: KioskApp, qtbot: QtBot, qapp: QApplication
) -> None:
    """Staff tick "Large text" in the options; the attendees' pages have it once staff leave."""
    window = kiosk_app.window
    window.show_code_entry()
    plain_px = QFontInfo(window.code_page.hint.font()).pixelSize()
    kiosk_app.open_operator_area()
    options = kiosk_app.screens.area.page(STEP_OPTIONS)
    assert isinstance(options, OptionsPage)
    try:
        options.large_text.setChecked(True)
        kiosk_app.settings.kiosk.large_text = options.options().large_text  # as saving does
        kiosk_app.open_for_attendees()
        qtbot.waitUntil(lambda: kiosk_app.attendees_open, timeout=10_000)
        window.show_code_entry()
        assert QFontInfo(window.code_page.hint.font()).pixelSize() >= 1.2 * plain_px
    finally:
        apply_theme(qapp)
