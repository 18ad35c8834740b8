"""The attendee window: one stack of pages the app switches between, and the intents it emits.

The window holds no state machine: the app calls ``show_*`` and listens to the signals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, QSize, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QWidget

from kiosk.core.reasons import InputProblem, Outcome
from kiosk.ui.attendee_page import AttendeePage
from kiosk.ui.busy_page import BusyPage, BusyStep
from kiosk.ui.camera_view import CameraView
from kiosk.ui.code_entry_page import CodeEntryPage
from kiosk.ui.countdown_overlay import CountdownOverlay
from kiosk.ui.dispenser_page import DispenserPage
from kiosk.ui.entry_page import EntryPage
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language, translation_for
from kiosk.ui.recipient_page import RecipientPage
from kiosk.ui.result_page import ResultPage
from kiosk.ui.secret_entry_page import SecretEntryPage
from kiosk.ui.texts import problem_message
from kiosk.ui.welcome_page import AttendeeInputs, WelcomePage

__all__ = ["AttendeeInputs", "BusyStep", "KioskWindow"]

ACTIVITY_INTERVAL_MS = 1000  # at most one user_activity per second: enough to reset an idle timer
_ACTIVITY_EVENTS = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.TouchBegin,
        QEvent.Type.KeyPress,
        QEvent.Type.InputMethod,
    }
)


# Built once the window is painted, at their first use (``KioskWindow.__getattr__``).
_BUILT_AT_FIRST_USE = frozenset(
    {
        "welcome_page",
        "code_page",
        "secret_page",
        "recipient_page",
        "result_page",
        "dispenser_page",
        "pages",
    }
)


class KioskWindow(QMainWindow):
    """The attendee pages, and on top of them, when staff need it, one staff screen at a time.

    Staff screens (the PIN pad, the operator area, "out of order") are shown in the same window,
    so kiosk mode never has a second window an attendee could reach or that could hide behind.
    """

    text_submitted = Signal(str)
    code_entry_requested = Signal()
    secret_entry_requested = Signal()
    start_over_requested = Signal()
    language_chosen = Signal()  # an attendee tapped a language (its pages are in it already)
    user_activity = Signal()
    # (width, height) in device pixels: the visible camera view paints previews this size, so
    # the camera makes them this size (CameraWorker.set_preview_size); sent when it changes
    preview_size_changed = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("KioskWindow")
        self.stack = QStackedWidget()
        self.results_coloured = True  # a kiosk option; off: the icon alone shows the colour
        self._offered: tuple[str, ...] = ()
        self._venue_language = ""  # the setting ("" follows this computer)
        self._venue_speaks = self._speaks = SOURCE_LANGUAGE
        self._lent_to_staff = False  # the venue's translators in for a staff screen over a visit
        self._service_reachable = True
        self._build_pages()
        self.countdown = CountdownOverlay(self.stack)  # over whichever attendee page shows
        self.screens = QStackedWidget()  # the attendee stack, then the staff screens
        self.screens.addWidget(self.stack)
        self.setCentralWidget(self.screens)

        self._camera_available: bool | None = False  # as show_welcome last had it
        self._preview_size = QSize()
        self._inputs = AttendeeInputs()
        self._since_activity = QElapsedTimer()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def _build_pages(self) -> None:
        """The busy page, in the language installed now (a page takes its words when built):
        the window is painted "Getting ready…" on it. The other pages are built at their first
        use (``_build_other_pages``), once that paint is done."""
        self.setWindowTitle(QCoreApplication.translate("KioskWindow", "Mint Kiosk"))
        self.busy_page = BusyPage()
        self.stack.addWidget(self.busy_page)
        self.busy_page.start_over_requested.connect(self.start_over_requested)

    def _build_other_pages(self) -> None:
        self.welcome_page = WelcomePage()
        self.code_page = CodeEntryPage()
        self.secret_page = SecretEntryPage()
        self.recipient_page = RecipientPage()
        self.result_page = ResultPage()
        self.dispenser_page = DispenserPage()
        self.pages: tuple[AttendeePage, ...] = (
            self.welcome_page,
            self.code_page,
            self.secret_page,
            self.recipient_page,
            self.busy_page,
            self.result_page,
            self.dispenser_page,
        )
        for page in self.pages:
            if page is not self.busy_page:
                self.stack.addWidget(page)
                page.start_over_requested.connect(self.start_over_requested)
        for entry in (self.code_page, self.secret_page, self.recipient_page):
            entry.text_submitted.connect(self.text_submitted)
        self.welcome_page.code_entry_requested.connect(self.code_entry_requested)
        self.welcome_page.secret_entry_requested.connect(self.secret_entry_requested)
        self.welcome_page.languages.offer(self._offered, self._speaks)
        self.welcome_page.languages.chosen.connect(self.switch_language)
        self.welcome_page.set_service_reachable(self._service_reachable)
        self.result_page.coloured = self.results_coloured

    if not TYPE_CHECKING:  # mypy keeps checking every other name

        def __getattr__(self, name: str) -> object:
            """Only for a name not set yet: the pages built at their first use."""
            if name in _BUILT_AT_FIRST_USE:
                self._build_other_pages()
                return object.__getattribute__(self, name)
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def rebuild_pages(self) -> None:
        """The attendee pages anew, after the language changed; the window and staff screens stay.

        Whoever shows pages afterwards (the attendee controller) is built after this call.
        """
        built = self.__dict__.get("pages", (self.busy_page,))
        for name in _BUILT_AT_FIRST_USE:
            self.__dict__.pop(name, None)
        for page in built:
            self.stack.removeWidget(page)
            page.deleteLater()
        self._build_pages()

    # --- languages ---------------------------------------------------------------------------

    def offer_languages(self, codes: Sequence[str], venue_language: str) -> None:
        """The languages attendees may switch to, and the venue's (the ``[kiosk] language``
        setting, installed now), which each new attendee starts in."""
        self._offered = tuple(codes)
        self._venue_language = venue_language
        # An attendee's language still on (staff came in over their visit): a new build is for
        # the next attendee, who starts in the venue's, as after "Start over".
        visit_language = self._speaks != self._venue_speaks
        self._venue_speaks = translation_for(venue_language) or SOURCE_LANGUAGE
        if visit_language:
            self.use_venue_language()
        else:
            self._speaks = self._venue_speaks
        self.welcome_page.languages.offer(self._offered, self._speaks)

    def switch_language(self, code: str) -> None:
        """An attendee's tap on a language: every attendee page anew in it, at once."""
        if code != self._speaks:
            self._speaks = apply_language(code)
            self._rebuild_in_language()
        self.language_chosen.emit()

    def use_venue_language(self) -> None:
        """The next attendee (or staff) finds the venue's language, whatever the last chose."""
        self._lent_to_staff = False
        if self._speaks != self._venue_speaks:
            apply_language(self._venue_language)
            self._speaks = self._venue_speaks
            self._rebuild_in_language()

    def _rebuild_in_language(self) -> None:
        on_welcome = self.stack.currentWidget() is self.welcome_page
        self.rebuild_pages()
        if on_welcome:
            self.show_welcome(self._camera_available, self._inputs)

    def set_service_reachable(self, reachable: bool) -> None:
        """The welcome page says when minting is paused (kept across a language switch)."""
        self._service_reachable = reachable
        self.welcome_page.set_service_reachable(reachable)

    # --- staff screens ---------------------------------------------------------------------

    def show_staff_screen(self, screen: QWidget) -> None:
        """Cover the attendee pages with ``screen`` until ``show_attendee_pages``; staff find
        the venue's language, whatever the last attendee chose. An attendee's visit under it
        (past the welcome page) keeps its pages and gets its language back with them."""
        if self.stack.currentWidget() is self.welcome_page:
            self.use_venue_language()
        elif self._speaks != self._venue_speaks and not self._lent_to_staff:
            apply_language(self._venue_language)  # for what the staff screen builds now
            self._lent_to_staff = True
        if self.screens.indexOf(screen) < 0:
            self.screens.addWidget(screen)
        self.screens.setCurrentWidget(screen)

    def show_attendee_pages(self) -> None:
        if self._lent_to_staff:  # the visit's pages still speak its language: so does the rest
            apply_language(self._speaks)
            self._lent_to_staff = False
        self.screens.setCurrentWidget(self.stack)

    def staff_screen(self) -> QWidget | None:
        """The staff screen shown, or None while attendees see their pages."""
        current = self.screens.currentWidget()
        return None if current is self.stack else current

    # --- pages -------------------------------------------------------------------------------

    def current_page(self) -> AttendeePage:
        page = self.stack.currentWidget()
        assert isinstance(page, AttendeePage)
        return page

    def show_welcome(self, camera_available: bool | None, inputs: AttendeeInputs) -> None:
        """``camera_available``: True while frames come, None while the camera is still being
        opened, False when there is none to scan with."""
        self._camera_available = camera_available
        self._inputs = inputs
        self.welcome_page.configure(camera_available, inputs)
        self.stack.setCurrentWidget(self.welcome_page)

    def show_dispenser(self) -> None:
        """Dispenser mode: its page alone, for as long as the kiosk is open."""
        self.stack.setCurrentWidget(self.dispenser_page)

    def show_code_entry(self) -> None:
        self._show_entry(self.code_page)

    def show_secret_entry(self) -> None:
        self._show_entry(self.secret_page)

    def show_busy(self, step: BusyStep) -> None:
        self.busy_page.clear_problem()
        self.busy_page.set_step(step)
        self.stack.setCurrentWidget(self.busy_page)

    def show_recipient(self, drop_name: str, artwork: QPixmap | None) -> None:
        self.recipient_page.show_drop(drop_name, artwork)
        self._offer_wallet_scanner()
        self._show_entry(self.recipient_page)

    def set_camera_available(self, camera_available: bool | None) -> None:
        """The camera came or went while the pages show: the recipient page's wallet scanner is
        offered or not, and what the attendee typed stays (the welcome page is shown anew)."""
        self._camera_available = camera_available
        self._offer_wallet_scanner()

    def _offer_wallet_scanner(self) -> None:
        # A camera still being opened is offered: its frames are on their way.
        camera = self._camera_available is not False
        self.recipient_page.set_scanning(self._inputs.camera and camera)

    def set_artwork(self, artwork: QPixmap) -> None:
        """Artwork loads in the background and may arrive after its page is already shown."""
        self.recipient_page.artwork.set_artwork(artwork)
        self.result_page.artwork.set_artwork(artwork)

    def show_result(
        self,
        outcome: Outcome,
        drop_name: str,
        masked_recipient: str,
        artwork: QPixmap | None,
        *,
        secret_word: bool = False,
        by_email: bool = False,
    ) -> None:
        self.result_page.clear_problem()
        self.result_page.show_outcome(
            outcome,
            drop_name,
            masked_recipient,
            artwork,
            secret_word=secret_word,
            by_email=by_email,
        )
        self.stack.setCurrentWidget(self.result_page)

    def show_next_in_line(self, shown: bool) -> None:
        """The next attendee's link was read while a mint ends or its result shows: the busy
        and result pages tell them their turn comes next."""
        self.busy_page.show_next_in_line(shown)
        self.result_page.show_next_in_line(shown)

    def show_countdown(self, seconds_left: int | None) -> None:
        """"Still there?" with the seconds before the page starts over; None takes it away."""
        self.countdown.show_seconds(seconds_left)

    def show_input_problem(self, problem: InputProblem, shown: str = "") -> None:
        """Explain on the current page why the input was refused; the attendee stays there."""
        self.current_page().show_problem(problem_message(problem, shown))

    def _visible_camera(self) -> CameraView | None:
        page = self.current_page()
        if page is self.welcome_page:
            return self.welcome_page.camera_view
        if page is self.recipient_page:
            return self.recipient_page.camera_view
        return None

    def show_preview_frame(self, image: QImage) -> None:
        """The newest preview, for the camera view on the page (if any); then, if that view's
        size differs from the last one sent, ``preview_size_changed`` (after a resize or
        another page: the next previews are made to fit it)."""
        if camera := self._visible_camera():
            camera.set_frame(image)
            size = camera.preview_size()
            if size != self._preview_size and not size.isEmpty():
                self._preview_size = size
                self.preview_size_changed.emit(size.width(), size.height())

    def resend_preview_size(self) -> None:
        """Send ``preview_size_changed`` again with the next preview: a new camera listens."""
        self._preview_size = QSize()

    def show_scan_hint(self) -> None:
        if camera := self._visible_camera():
            camera.show_hint()

    def show_several_codes_hint(self) -> None:
        """Two or more codes in view: none was taken, the attendee is asked for one."""
        if camera := self._visible_camera():
            camera.show_hint(several=True)

    def flash_scan_read(self) -> None:
        if camera := self._visible_camera():
            camera.flash_read()

    def _show_entry(self, page: EntryPage) -> None:
        self.stack.setCurrentWidget(page)
        page.reset()

    # --- idle timer feed -----------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Report touches and keys on the attendee pages, at most once a second; while "Still
        there?" counts down, every one at once (it is what keeps the page)."""
        if (
            event.type() in _ACTIVITY_EVENTS
            and isinstance(watched, QWidget)
            and (watched is self.stack or self.stack.isAncestorOf(watched))
            and (
                not self._since_activity.isValid()
                or self._since_activity.elapsed() >= ACTIVITY_INTERVAL_MS
                or self.countdown.isVisible()
            )
        ):
            self._since_activity.start()
            self.user_activity.emit()
        return False
