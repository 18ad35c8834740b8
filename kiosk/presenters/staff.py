"""The staff side's presenter: the operator area with every page (the lock and the PIN gate are
``kiosk.presenters.staff_gate``'s: they are built at start, these pages when staff first need them).

It builds the operator pages with their presenters and gives the app (``kiosk.app``, the
composition root) one object to open and refresh, and the workers behind them for the app's
thread owner to start and stop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QTimer

from kiosk.core.app_lifecycle import SetupStep
from kiosk.core.drop_codes import DropCodes, read_drop_codes
from kiosk.core.journal import MintJournal
from kiosk.core.secrets import load_edit_code
from kiosk.core.settings import LoadedSettings, Settings
from kiosk.presenters.operator_admin import CodesPresenter, OptionsPresenter, SecretWordPresenter
from kiosk.presenters.operator_pass import OperatorPassPresenter
from kiosk.presenters.operator_setup import OperatorSetup, build_operator_setup, client_factory
from kiosk.presenters.statistics_presenter import StatisticsPresenter
from kiosk.service import Credentials
from kiosk.ui.operator.codes_page import CodesPage
from kiosk.ui.operator.connection_page import ConnectionPage
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.ui.operator.operator_pass_page import OperatorPassPage
from kiosk.ui.operator.options_page import OptionsPage
from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.operator.secret_word_page import SecretWordPage
from kiosk.ui.operator.statistics_page import StatisticsPage
from kiosk.ui.operator.step_texts import StaffPage, page_title, unfinished_text
from kiosk.workers.background_calls import BackgroundCalls

SaveSettings = Callable[[Settings], object]

FILES_LOOKED_AT_MS = 2000  # how soon a notice follows the journal while staff stay on a page

# The pages' keys, by the names the operator area's callers know them.
STEP_CODES = StaffPage.CODES
STEP_SECRET_WORD = StaffPage.SECRET_WORD
STEP_OPTIONS = StaffPage.OPTIONS
STEP_OPERATOR_PASS = StaffPage.OPERATOR_PASS
STEP_STATISTICS = StaffPage.STATISTICS
STEP_JOURNAL = StaffPage.JOURNAL


@dataclass
class OperatorScreens:
    """The operator area and the presenters behind its pages."""

    area: OperatorArea
    setup: OperatorSetup
    codes: CodesPresenter
    secret_word: SecretWordPresenter
    options: OptionsPresenter
    operator_pass: OperatorPassPresenter
    statistics: StatisticsPresenter
    journal: MintJournal
    settings_at_start: LoadedSettings | None = field(default=None, repr=False)

    def open(self) -> None:
        """Staff are in: show fresh values on every page."""
        self.look_at_files()
        self.setup.start()
        self.options.show_mark()
        self._refresh(self.area.current_key())

    def look_at_files(self) -> None:
        """The notices as the kiosk's files are now: when staff come in, and while they stay
        (the paused build's queue writes the journal meanwhile, and finds it refused, or
        writable again)."""
        self.show_notices()
        if self.journal.problem is not None:  # perhaps writable again (space freed): look again
            self.setup.calls.run(
                self.journal.writable, lambda _writable: self.show_notices(), lambda _error: None
            )

    def show_notices(self) -> None:
        """Above every page, whichever step staff are on: the kiosk's own files' problems."""
        loaded = self.settings_at_start
        settings = None
        if loaded is not None and loaded.problem is not None and loaded.path is not None:
            settings = (loaded.problem, loaded.path, loaded.aside)
        problem = self.journal.problem
        journal = None if problem is None else (problem, self.journal.path)
        self.area.notices.show_file_problems(settings, journal, self.journal.set_aside_to)

    def _refresh(self, key: str) -> None:
        refreshes: dict[str, Callable[[], None]] = {
            STEP_CODES: self.codes.refresh,
            STEP_SECRET_WORD: self.secret_word.refresh,
            STEP_OPTIONS: self.options.refresh,
            STEP_STATISTICS: self.statistics.refresh,
            STEP_JOURNAL: self.statistics.refresh,
        }
        if (refresh := refreshes.get(key)) is not None:
            refresh()

    def point_to(self, step: SetupStep) -> None:
        """Show ``step`` with a red line saying what is missing."""
        self.area.show_page(step)
        page = self.area.page(step)
        if isinstance(page, ConnectionPage):
            page.show_missing_credentials()
        elif isinstance(page, OperatorPage):
            page.show_check(CheckTone.FAILED, unfinished_text(step))
        if isinstance(page, OptionsPage):
            page.ask_for_pin()

    def workers(self) -> list[BackgroundCalls]:
        """The threads behind the pages: the setup's (which the other pages share), its artwork
        downloads and its doctor's runs, the statistics' journal reads and codes count."""
        return [self.setup.calls, self.setup.pictures, self.setup.doctor, *self.statistics.workers]


def build_operator_screens(
    settings: Settings,
    save_settings: SaveSettings,
    journal: MintJournal,
    typed_credentials: Credentials | None = None,
    settings_at_start: LoadedSettings | None = None,
) -> OperatorScreens:
    """Every operator page, in the order a first-run setup goes through them.

    ``settings_at_start`` says whether the settings file had to be set aside at start: staff
    are told above the pages, as they are while ``journal`` cannot be written.
    """
    area = OperatorArea()
    setup = build_operator_setup(area, settings, save_settings, journal)
    setup.session.typed = typed_credentials
    make_client = client_factory(settings, setup.session)
    codes_page, word_page, options_page = CodesPage(), SecretWordPage(), OptionsPage()
    pass_page, stats_page, journal_page = OperatorPassPage(), StatisticsPage(), JournalPage()
    for key, page in (
        (StaffPage.CODES, codes_page),
        (StaffPage.SECRET_WORD, word_page),
        (StaffPage.OPTIONS, options_page),
        (StaffPage.OPERATOR_PASS, pass_page),
        (StaffPage.STATISTICS, stats_page),
        (StaffPage.JOURNAL, journal_page),
    ):
        area.add_page(key, page_title(key), page)

    def codes_left() -> DropCodes | None:
        """Runs in the statistics' background thread."""
        drop_id = settings.kiosk.drop_id
        edit_code = load_edit_code(drop_id) if drop_id else ""
        if not edit_code:
            return None
        with make_client() as client:
            return read_drop_codes(client, drop_id, edit_code)

    screens = OperatorScreens(
        area=area,
        setup=setup,
        codes=CodesPresenter(codes_page, settings, make_client, setup.calls),
        secret_word=SecretWordPresenter(
            word_page, settings, save_settings, make_client, setup.calls
        ),
        options=OptionsPresenter(
            options_page, settings, save_settings, setup.calls, make_client, journal=journal
        ),
        operator_pass=OperatorPassPresenter(pass_page, settings, save_settings, setup.calls),
        statistics=StatisticsPresenter(stats_page, journal_page, journal, settings, codes_left),
        journal=journal,
        settings_at_start=settings_at_start,
    )
    screens.codes.codes_read.connect(screens.statistics.take_codes_count)
    screens.options.tone_changed.connect(lambda tone: area.set_step_tone(STEP_OPTIONS, tone))
    area.page_changed.connect(screens._refresh)

    def look_while_shown() -> None:
        if area.isVisible():
            screens.look_at_files()

    files_timer = QTimer(area)  # ends with the area
    files_timer.setInterval(FILES_LOOKED_AT_MS)
    files_timer.timeout.connect(look_while_shown)
    files_timer.start()
    return screens
