"""What a screen reader says on every screen, in English and in German.

A reader (Orca, NVDA through Qt's bridge) walks Qt's accessibility tree: each control, and each
widget whose meaning is in a picture or a colour, must have a name and a description there, each
page a name, and an attendee page must read top to bottom, left to right, "Start over" last. The
test reads the same interfaces a reader does (``QAccessible.queryAccessibleInterface``) on the
real widgets, in every state a person can meet them in, and lists every miss.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QColor, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QScrollBar,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from kiosk.core.dispenser import DispenserState, Reach
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.doctor import CheckName, CheckResult, Problem, Status
from kiosk.core.journal import MintJournal
from kiosk.core.qr_image import qr_svg
from kiosk.core.reasons import InputProblem, Outcome
from kiosk.core.settings import Settings
from kiosk.presenters.staff import OperatorScreens, build_operator_screens
from kiosk.service import MintingConfig
from kiosk.ui.attendee_page import AttendeePage
from kiosk.ui.busy_page import BusyStep, Spinner
from kiosk.ui.camera_view import CameraView
from kiosk.ui.countdown_overlay import CountdownOverlay
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language, available_languages
from kiosk.ui.operator.checks_page import CheckLine, ChecksPage
from kiosk.ui.operator.codes_page import CodesPage
from kiosk.ui.operator.drop_page import DropPage
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.mints_chart import MintsChart
from kiosk.ui.operator.operator_area import CloseConfirmation
from kiosk.ui.operator.operator_pass_page import OperatorPassPage
from kiosk.ui.operator.page import OperatorPage
from kiosk.ui.operator.secret_word_page import SecretWordPage, SecretWordView
from kiosk.ui.operator.statistics_page import StatisticsPage
from kiosk.ui.out_of_order_page import OutOfOrderPage
from kiosk.ui.pin_pad import PinPad
from kiosk.ui.result_page import OutcomeIcon
from kiosk.ui.widgets import ArtworkView
from tests.core.test_journal import DROP, attempt, result
from tests.keyrings import MemoryKeyring
from tests.ui.conftest import SMALL_SCREEN, delete_for_real
from tests.ui.test_operator_area import event, results

NAME = QAccessible.Text.Name
DESCRIPTION = QAccessible.Text.Description
CONTROLS = (
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QAbstractSpinBox,
    QAbstractSlider,
    QAbstractItemView,
    QTabBar,
)
PARTS = (QScrollBar, QHeaderView)  # read as part of the view they scroll or head
# Their meaning is in a picture or a colour: a check line is green, amber or red.
INFORMATIVE = (OutcomeIcon, ArtworkView, CameraView, Spinner, MintsChart, CheckLine)
PAGES = (AttendeePage, CountdownOverlay, OutOfOrderPage, PinPad, OperatorPage, CloseConfirmation)
LANGUAGES = (SOURCE_LANGUAGE, *available_languages())  # every language the kiosk ships


def interface(widget: QWidget) -> QAccessibleInterface:
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None, widget
    return face


def is_informative(widget: QWidget) -> bool:
    """A widget that means something beyond its words: drawn, coloured, or a label showing a
    picture (not a message box's icon: the box is read as an alert, which says the same)."""
    if isinstance(widget, INFORMATIVE):
        return True
    return (
        isinstance(widget, QLabel)
        and not widget.text()
        and not widget.pixmap().isNull()
        and not isinstance(widget.parentWidget(), QMessageBox)
    )


def is_control(widget: QWidget) -> bool:
    """A control a reader stops at; the field inside a spin box is read as the spin box."""
    return (
        isinstance(widget, CONTROLS)
        and not isinstance(widget, PARTS)
        and not isinstance(widget.parentWidget(), QAbstractSpinBox)
    )


def needs_words(widget: QWidget) -> bool:
    return is_control(widget) or is_informative(widget)


def shown_text(widget: QWidget) -> str:
    if isinstance(widget, QAbstractButton | QLabel):
        return widget.text()
    if isinstance(widget, QLineEdit):
        return widget.text() or widget.placeholderText()
    if isinstance(widget, QComboBox):
        return widget.currentText()
    return ""


def described(widget: QWidget) -> str:
    return f"{widget.objectName() or '-'}/{type(widget).__name__} ({shown_text(widget)})"


def misses(screen: str, root: QWidget) -> list[str]:
    """Every visible widget under ``root`` a reader could not name (a page) or could not name and
    describe (a control or an informative widget), as "screen: objectName/class (visible text)"."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or not (isinstance(widget, PAGES) or needs_words(widget)):
            continue
        face = interface(widget)
        wanted = (NAME,) if isinstance(widget, PAGES) else (NAME, DESCRIPTION)
        if not all(face.text(kind).strip() for kind in wanted):
            found.append(f"{screen}: {described(widget)}")
    return found


def read_out(widget: QWidget) -> bool:
    """What a reader stops at: a control, an informative widget, or words."""
    return needs_words(widget) or (isinstance(widget, QLabel) and bool(widget.text()))


def reading_order(root: QWidget) -> list[QWidget]:
    """The visible controls, informative widgets and words under ``root`` as a reader walks
    them: the accessibility tree, depth first (a control or an informative widget is read as one:
    its name and description say what it holds)."""
    order: list[QWidget] = []

    def walk(face: QAccessibleInterface) -> None:
        for index in range(face.childCount()):
            child = face.child(index)
            widget = child.object() if child is not None else None
            if not isinstance(widget, QWidget) or not widget.isVisible():
                continue
            if read_out(widget):
                order.append(widget)
            if not needs_words(widget):
                walk(child)

    walk(interface(root))
    return order


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def reads_before(first: QWidget, second: QWidget) -> bool:
    """Whether ``first`` must be read before ``second``: on one row (top edges within half the
    smaller height) when it comes first in the row's reading direction (the left in English, the
    right in Arabic), else when it ends above where ``second`` starts.
    A tall item beside several rows (the OK key, the camera) may come before or after them."""
    a, b = on_screen(first), on_screen(second)
    if abs(a.top() - b.top()) <= min(a.height(), b.height()) / 2:
        row = first.parentWidget()
        if row is not None and row.isRightToLeft():
            return a.right() > b.right()
        return a.left() < b.left()
    return a.bottom() < b.top()


def order_problems(screen: str, page: QWidget, last: QWidget | None = None) -> list[str]:
    """Where the reader's order on ``page`` goes against the eye's, once per item read too late;
    ``last`` is read last."""
    order = reading_order(page)
    found = []
    if last is not None and last.isVisible():
        if not order or order[-1] is not last:
            found.append(f"{screen}: {described(last)} is not read last")
        order = [widget for widget in order if widget is not last]
    for position, later in enumerate(order):
        if early := [widget for widget in order[:position] if reads_before(later, widget)]:
            found.append(f"{screen}: {described(later)} is read after {described(early[0])}")
    return found


@dataclass
class Screen:
    """One state of one screen: its name, and how to show it (giving the widget shown)."""

    name: str
    show: Callable[[KioskWindow], QWidget]


def artwork() -> QPixmap:
    pixmap = QPixmap(64, 64)
    pixmap.fill(QColor("#8040c0"))
    return pixmap


DISPENSER_STATES = (
    DispenserState(DispenserScreen.TAP, left=42),
    DispenserState(DispenserScreen.SHOWING, "x7k2pq"),
    DispenserState(DispenserScreen.SHOWING, "x7k2pq", reach=Reach.NO_ANSWER),
    DispenserState(DispenserScreen.EMPTY),
    DispenserState(DispenserScreen.EXPIRED),
)


def attendee_screens() -> list[Screen]:
    """Every attendee page in each state it has; each returns the page shown."""

    def welcome(camera: bool, reachable: bool = True) -> Callable[[KioskWindow], QWidget]:
        def show(window: KioskWindow) -> QWidget:
            window.show_welcome(camera, AttendeeInputs())
            window.welcome_page.set_service_reachable(reachable)
            return window.welcome_page

        return show

    def entry(show_name: str, problem: InputProblem | None) -> Callable[[KioskWindow], QWidget]:
        def show(window: KioskWindow) -> QWidget:
            getattr(window, show_name)()
            if problem is not None:
                window.show_input_problem(problem)
            return window.current_page()

        return show

    def recipient(camera: bool) -> Callable[[KioskWindow], QWidget]:
        def show(window: KioskWindow) -> QWidget:
            window.show_welcome(camera, AttendeeInputs())
            window.show_recipient("Harbour Lights Meetup", artwork())
            return window.recipient_page

        return show

    def busy(step: BusyStep) -> Callable[[KioskWindow], QWidget]:
        def show(window: KioskWindow) -> QWidget:
            window.show_busy(step)
            return window.busy_page

        return show

    def outcome(shown: Outcome, problem: bool = False) -> Callable[[KioskWindow], QWidget]:
        def show(window: KioskWindow) -> QWidget:
            window.show_result(shown, "Harbour Lights Meetup", "a***@example.com", artwork())
            if problem:
                window.show_input_problem(InputProblem.NOT_A_RECIPIENT)
            return window.result_page

        return show

    def countdown(window: KioskWindow) -> QWidget:
        window.show_code_entry()
        window.show_countdown(7)
        return window.countdown

    def out_of_order(window: KioskWindow) -> QWidget:
        page = OutOfOrderPage()
        window.show_staff_screen(page)
        return page

    def pin_pad(window: KioskWindow) -> QWidget:
        pad = PinPad()
        window.show_staff_screen(pad)
        pad.show_wrong(0)
        return pad

    def dispenser(state: DispenserState) -> Callable[[KioskWindow], QWidget]:
        def show(window: KioskWindow) -> QWidget:
            window.show_dispenser()
            window.dispenser_page.show_drop("Harbour Lights Meetup", artwork())
            link = "https://poap.xyz/mint/" + state.qr_hash if state.qr_hash else ""
            window.dispenser_page.show_state(state, link)
            return window.dispenser_page

        return show

    return [
        *(
            Screen(f"dispenser {state.screen.name} offline={state.offline}", dispenser(state))
            for state in DISPENSER_STATES
        ),
        Screen("welcome", welcome(True)),
        Screen("welcome without camera", welcome(False)),
        Screen("welcome offline", welcome(True, reachable=False)),
        Screen("code entry", entry("show_code_entry", None)),
        Screen("code entry with a problem", entry("show_code_entry", InputProblem.BAD_CODE)),
        Screen("secret entry", entry("show_secret_entry", None)),
        Screen("recipient", recipient(True)),
        Screen("recipient without camera", recipient(False)),
        *(Screen(f"busy {step.name}", busy(step)) for step in BusyStep),
        *(Screen(f"result {shown.value}", outcome(shown)) for shown in Outcome),
        Screen("result with a problem", outcome(Outcome.MINTED, problem=True)),
        Screen("countdown", countdown),
        Screen("out of order", out_of_order),
        Screen("PIN pad", pin_pad),
    ]


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, themed_app: QApplication) -> Iterator[str]:
    """The language the pages are built in (they take their words when built)."""
    apply_language(request.param)
    yield request.param
    apply_language("en")


@pytest.fixture
def window(qtbot: QtBot, language: str) -> Iterator[KioskWindow]:
    """Built once ``language`` is installed: pages take their words when built."""
    window = KioskWindow()
    window.resize(*SMALL_SCREEN)
    window.show_welcome(True, AttendeeInputs())
    window.show()
    qtbot.waitExposed(window)
    yield window
    delete_for_real(window)


def test_every_attendee_screen_names_and_describes_each_control(window: KioskWindow) -> None:
    found = []
    for screen in attendee_screens():
        page = screen.show(window)
        found += misses(screen.name, page)
        window.show_countdown(None)
        window.show_attendee_pages()
    assert not found, "\n".join(found)


def test_every_attendee_screen_reads_top_to_bottom_and_start_over_last(
    window: KioskWindow,
) -> None:
    found = []
    for screen in attendee_screens():
        page = screen.show(window)
        last = page.start_over_button if isinstance(page, AttendeePage) else None
        if not isinstance(page, PinPad):  # staff's, read by columns: title and dots, then keys
            found += order_problems(screen.name, page, last)
        window.show_countdown(None)
        window.show_attendee_pages()
    assert not found, "\n".join(found)


# --- staff -----------------------------------------------------------------------------------


@pytest.fixture
def screens(
    window: KioskWindow, tmp_path: Path, memory_keyring: MemoryKeyring
) -> Iterator[OperatorScreens]:
    """The operator area as the app builds it, over the attendee pages, its pages filled."""
    journal = MintJournal(tmp_path / "journal.sqlite3")
    screens = build_operator_screens(Settings(), lambda _settings: None, journal)
    window.show_staff_screen(screens.area)
    fill_pages(screens, journal)
    yield screens
    screens.statistics.stop()  # its timer, and the threads the pages' first calls started
    for calls in screens.workers():
        calls.stop()
    journal.close()


def fill_pages(screens: OperatorScreens, journal: MintJournal) -> None:
    """Each page with what staff see once it has something to show (lists, details, counts)."""
    mint = attempt(1)
    journal.record_attempt(mint)
    journal.record_result(result(mint, Outcome.MINTED))
    area = screens.area
    for index in range(area.pages.count()):
        page = area.pages.widget(index)
        if isinstance(page, ChecksPage):
            page.add_result(CheckResult(CheckName.TOKEN, Status.OK, detail="https://auth.example"))
            page.add_result(
                CheckResult(CheckName.API_KEY, Status.FAILED, Problem.API_KEY_REFUSED, "Forbidden")
            )
            page.show_summary()
        elif isinstance(page, DropPage):
            page.show_results(results(25))
            page.show_drop(event(190001))
            page.show_artwork(artwork().toImage())
            page.show_network(MintingConfig(drop_id=190001, chain_ids=(100,)))
            page.change_button.setChecked(True)
        elif isinstance(page, CodesPage):
            page.show_codes([])
        elif isinstance(page, SecretWordPage):
            page.show_word(
                SecretWordView(
                    "party", 3, 100, None, None, True, False, True, False, "Harbour Lights", False
                )
            )
        elif isinstance(page, OperatorPassPage):
            page.show_pass(qr_svg("operator pass"))
        elif isinstance(page, StatisticsPage):
            page.show_statistics(journal.statistics(DROP.drop_id))
            page.show_codes_left(3, 10)
        elif isinstance(page, JournalPage):
            page.show_newest(journal.rows(), journal.row_count())


def test_every_staff_page_names_and_describes_each_control(
    qtbot: QtBot, window: KioskWindow, screens: OperatorScreens
) -> None:
    area = screens.area
    found = []
    for index in range(area.pages.count()):
        area.pages.setCurrentIndex(index)
        page = area.pages.currentWidget()
        assert page is not None
        name = interface(page).text(NAME) or type(page).__name__
        found += misses(f"staff {name}", area)

    area.ask_to_quit()
    confirmation = area.quit_confirmation
    assert confirmation is not None
    qtbot.waitExposed(confirmation)
    found += misses("close confirmation", confirmation)
    confirmation.reject()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", ["en"], indirect=True)
def test_a_language_switch_gives_the_reader_the_new_words(window: KioskWindow) -> None:
    """Pages are built anew when the language changes (``rebuild_pages``), and with them the
    words a reader says: none of the English descriptions is left."""

    def descriptions() -> set[str]:
        window.show_code_entry()
        page = window.current_page()
        shown = [page, *page.findChildren(QWidget)]
        return {interface(widget).text(DESCRIPTION) for widget in shown if needs_words(widget)}

    english = descriptions()
    apply_language("de")
    window.rebuild_pages()
    german = descriptions()
    assert english
    assert not english & german, english & german
