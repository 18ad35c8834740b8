"""The truth audit, sixty-second round: nothing cut, nothing hidden. Every page at the smallest
screen the kiosk supports (1024 x 600, the theme at 0.75) in its longest languages (German,
French, Arabic right to left, Japanese): a text cut off is a lie by omission.

Each case builds the real pages (the attendee window, or the real app's operator area after a
real start against the emulator over HTTP), shows them in the states with the longest texts
(every Outcome with "Next in line" under it, the busy page with it, an input problem on the
recipient page, the statistics tiles with their notes) and judges each label and button by what
its text needs in the theme's fonts against the room the layout gave it (``cut_texts`` of
tests/ui/test_languages_fit.py), never by what the page means to show.

Lies found when this round was written (27 Nov 2026), fixed since unless marked
``xfail(strict=True)``:

- the measure itself called "Next in line" and the journal's details line cut: it compared a
  padded label's height for its width with the room inside its padding (fixed in the measure);
- on Statistics, the "Codes left" tile's note ("Enter the edit code on the Mint codes page")
  shows one line and a half in German, Japanese and Arabic: the tiles are squeezed, the chart
  below keeping 180 px at every scale. Not a case here (whether it is cut depends on which notes
  and notice lines the background counts have shown by then): round 65 waits for them, and
  fixed it (a staff page taller than its room scrolls);
- in Japanese, the Connection page's "The credentials come from environment variables." is
  squeezed below its one line at 1024 x 600: the page needs more than 600 px in Japanese
  (a shorter translation did not help, the page's other rows are as tight): fixed in round 65,
  a page taller than the room scrolls;
- on the recipient page, "This name is written ‘…’" in German wrapped to two lines with a long
  name, and the banner's reserved room (one title line, two lines below) cut its second line
  (the room is reserved so the keyboard never moves): fixed by the lead with a shorter German
  title ("Geschrieben: …");
- in Japanese, "The minting service refused this kiosk" with "Next in line" under it was
  squeezed 15 px below its two lines at 1024 x 600: fixed by the lead with a shorter Japanese
  title (the service named without "minting");
- in French, the operator area's "Close app" ("Fermer l'app") was cut by its fixed 280 px
  column, and "Change network…" ("Changer de réseau…") by the drop page's details column:
  fixed by the lead with shorter French ("Quitter", "Autre réseau…").
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.exceptions import TimeoutError as WaitTimedOut
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.journal import MintJournal
from kiosk.core.reasons import InputProblem, Outcome
from kiosk.core.settings import LoadedSettings
from kiosk.emulator import EmulatorServer
from kiosk.presenters.staff import STEP_STATISTICS
from kiosk.ui.busy_page import BusyStep
from kiosk.ui.kiosk_window import KioskWindow
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language
from kiosk.ui.theme import ThemeScale, apply_theme, scale_for
from tests.kiosk_setup import settings_set_up_for
from tests.ui.conftest import delete_for_real
from tests.ui.test_contrast_and_targets import Screen
from tests.ui.test_languages_fit import SMALLEST, cut_texts

DROP = "Berlin Blockchain Week 2026 — Main Stage, Friday evening"
RECIPIENT = "0x71C7…976F"
LONG_ENS = "berlin-blockchain-week-main-stage.eth"


LANGUAGES = ["de", "fr", "ar", "ja"]  # the longest texts, and right to left
in_the_longest_languages = pytest.mark.parametrize("language", LANGUAGES)
State = TypeVar("State", bound=Enum)


@pytest.fixture
def themed_small(qapp: QApplication) -> Iterator[None]:
    """The theme at the smallest screen's scale; the design's theme and English again after."""
    apply_theme(qapp, ThemeScale(scale_for(*SMALLEST)))
    yield
    apply_language(SOURCE_LANGUAGE)
    apply_theme(qapp)


def attendee_window(qtbot: QtBot, language: str) -> KioskWindow:
    """The attendee window built in ``language``, shown at 1024 x 600."""
    apply_language(language)
    window = KioskWindow()
    window.resize(*SMALLEST)
    window.show()
    qtbot.waitExposed(window)
    return window


def misses_of(window: KioskWindow, name: str) -> list[str]:
    QApplication.processEvents()  # laid out for what it now shows, as on screen
    return cut_texts(Screen(name, window, window.current_page()))


def misses_in_each(
    window: KioskWindow, page: str, states: Iterable[State], show: Callable[[State], object]
) -> list[str]:
    """``show`` puts the window's ``page`` in each of ``states`` in turn: what each state cut,
    named by the page and the state (its value, or its name when the value is a number)."""
    misses = []
    for state in states:
        show(state)
        label = state.value if isinstance(state.value, str) else state.name
        misses += misses_of(window, f"{page} {label}")
    return misses


def assert_whole(misses: list[str]) -> None:
    """Nothing cut; otherwise every cut text, one a line."""
    assert misses == [], "\n".join(misses)


@in_the_longest_languages
def test_every_result_and_the_busy_page_keep_next_in_line_and_all_their_words(
    qtbot: QtBot, themed_small: None, language: str
) -> None:
    """The next attendee's line takes room at the foot: no headline or next step may pay."""
    window = attendee_window(qtbot, language)

    def result(outcome: Outcome) -> None:
        window.show_result(outcome, DROP, RECIPIENT, None)
        window.show_next_in_line(True)

    def busy(step: BusyStep) -> None:
        window.show_busy(step)
        window.show_next_in_line(True)

    misses = misses_in_each(window, "result", Outcome, result)
    misses += misses_in_each(window, "busy", BusyStep, busy)
    delete_for_real(window)
    assert_whole(misses)


@in_the_longest_languages
def test_every_recipient_problem_shows_whole_with_a_long_name(
    qtbot: QtBot, themed_small: None, language: str
) -> None:
    """Each refusal of what was typed, the typed name quoted back at its longest."""
    window = attendee_window(qtbot, language)

    def problem_shown(problem: InputProblem) -> None:
        window.show_recipient(DROP, None)
        window.show_input_problem(problem, LONG_ENS)

    misses = misses_in_each(window, "recipient", InputProblem, problem_shown)
    delete_for_real(window)
    assert_whole(misses)


@in_the_longest_languages
def test_every_staff_page_shows_its_words_whole(
    staff_app_in: Callable[..., KioskApp], qtbot: QtBot
) -> None:
    """The real app started in ``language``; each operator page as staff open it (not
    Statistics: its notes come and go with the background counts, round 65 waits for them)."""
    app = staff_app_in()
    assert_whole(every_staff_page_misses(qtbot, app, "staff", skipping=STEP_STATISTICS))


@pytest.fixture(name="staff_app_in")
def staff_app_in_fixture(
    qtbot: QtBot,
    themed_small: None,
    emulator: EmulatorServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
) -> Iterator[Callable[..., KioskApp]]:
    """``started_in`` the case's ``language`` (``journal``, ``settings_at_start`` as there),
    at the smallest scale; each app it started closed after the case."""
    apps: list[KioskApp] = []

    def start(
        journal: MintJournal | None = None, settings_at_start: LoadedSettings | None = None
    ) -> KioskApp:
        app = started_in(
            language, qtbot, emulator, tmp_path, monkeypatch, journal, settings_at_start
        )
        apps.append(app)
        return app

    yield start
    for app in apps:
        app.close()


def every_staff_page_misses(
    qtbot: QtBot, app: KioskApp, name: str, skipping: str | None = None
) -> list[str]:
    """Each operator page shown in turn (but ``skipping``): what each cut, named by ``name``
    and the page's key."""
    area = app.screens.area
    misses = []
    for key in area._keys:
        if key != skipping:
            area.show_page(key)
            misses += staff_misses(qtbot, app, f"{name} {key}")
    return misses


def started_in(
    language: str,
    qtbot: QtBot,
    emulator: EmulatorServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    journal: MintJournal | None = None,
    settings_at_start: LoadedSettings | None = None,
) -> KioskApp:
    """The real app started in ``language`` against the emulator, shown at 1024 x 600, its
    operator area open (staff past the PIN); ``settings_at_start``: what the settings file was
    found like at start."""
    apply_language(language)
    settings = settings_set_up_for(emulator, monkeypatch)
    settings.kiosk.language = language
    if journal is None:
        journal = MintJournal(tmp_path / "journal.sqlite3")
    app = KioskApp(
        settings,
        journal,
        lambda _settings: None,
        windowed=True,
        settings_at_start=settings_at_start,
    )
    qtbot.addWidget(app.window)
    app.start()
    qtbot.waitUntil(lambda: app.attendees_open, timeout=10_000)
    app.window.resize(*SMALLEST)
    app.open_operator_area()
    area = app.screens.area
    qtbot.waitUntil(lambda: app.window.staff_screen() is area, timeout=10_000)
    return app


def staff_misses(qtbot: QtBot, app: KioskApp, name: str) -> list[str]:
    """What is cut in the operator area (notices, step list and page) once laid out as on
    screen: the page as tall as its words need at its width, or as the room if that is more. A
    layout still settling (a count just come, the scroll area resizing the page) may cut for a
    moment; what is still cut after a few seconds, staff read cut."""
    area = app.screens.area
    pages = area.pages
    room = pages.parentWidget()  # the scroll area's viewport
    assert room is not None
    misses: list[str] = []

    def settled_and_whole() -> bool:
        misses[:] = cut_texts(Screen(name, app.window, area))
        needs = max(pages.heightForWidth(pages.width()), room.height())
        return pages.height() == needs and not misses

    with contextlib.suppress(WaitTimedOut):
        qtbot.waitUntil(settled_and_whole, timeout=3_000)
    return misses
