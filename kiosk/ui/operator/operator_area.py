"""The operator area's frame: the steps on the left, one page at a time on the right.

Pages come from many places (connection, drop, codes, options, statistics...), so the frame only
knows keys, titles and a status per step; the order pages are added in is the setup's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QScroller,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.core.journal import JournalProblem
from kiosk.core.settings import SettingsProblem
from kiosk.ui.doctor_texts import journal_aside_notice, journal_notice, settings_notice
from kiosk.ui.operator.page import CheckTone
from kiosk.ui.widgets import describe, make_label, repolish

# A shape as well as a colour, so the status reads without telling red from green.
_MARKS = {
    None: "•",
    CheckTone.OK: "✓",
    CheckTone.WARNING: "!",
    CheckTone.FAILED: "✕",
    CheckTone.WORKING: "…",
}


translate = QCoreApplication.translate


SettingsAside = tuple[SettingsProblem, Path, Path | None]  # the problem, the file, where it went
JournalTrouble = tuple[JournalProblem, Path]  # the problem, the journal's file

def status_text(tone: CheckTone | None) -> str:
    """A step's mark in words, for a screen reader."""
    match tone:
        case None:
            return translate("OperatorArea", "Not checked yet.")
        case CheckTone.OK:
            return translate("OperatorArea", "Done.")
        case CheckTone.WARNING:
            return translate("OperatorArea", "Works, with a warning.")
        case CheckTone.FAILED:
            return translate("OperatorArea", "Still to do or failed.")
        case CheckTone.WORKING:
            return translate("OperatorArea", "Working…")


class StepButton(QPushButton):
    """One step in the list: a status mark and the page's title, the whole row a touch target."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StepButton")
        self.setCheckable(True)
        self.mark = QLabel()
        self.mark.setObjectName("StepMark")
        self.mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = make_label("StepTitle", title, centred=False)
        for label in (self.mark, self.title):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(12)
        layout.addWidget(self.mark)
        layout.addWidget(self.title, 1)
        # A title that wraps (a long word in German, Japanese) makes the row taller, never cut.
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.set_tone(None)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        layout = self.layout()
        assert layout is not None
        return max(self.minimumSizeHint().height(), layout.totalHeightForWidth(width))

    def set_tone(self, tone: CheckTone | None) -> None:
        self.tone = tone
        self.mark.setText(_MARKS[tone])
        describe(self, self.title.text(), status_text(tone))
        self.mark.setProperty("tone", tone.value if tone else "unknown")
        repolish(self.mark)


class NoticeLines(QScrollArea):
    """Lines above every page, for what staff must know whichever step they are on: what went
    wrong at start or since (a settings file set aside, a journal that cannot be written).

    As tall as its lines, up to ``ROOM_SHARE`` of the area's height (300 px at 1024 x 600, 400
    at 1280 x 800): more scroll (by finger too), so the page below keeps the rest (it scrolls
    too). A fixed cap cut a long notice on a tall screen and took too much of a small one."""

    ROOM_SHARE = 0.5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CheckScroll")  # the theme's transparent scroll area, as on Checks
        self.setProperty("operatorPage", True)  # its labels in the pages' colours and sizes
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        QScroller.grabGesture(self.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        lines = QWidget()
        lines.setObjectName("CheckResults")
        self._layout = QVBoxLayout(lines)
        self._layout.setContentsMargins(32, 24, 32, 0)  # the pages' margins: their edges line up
        self._layout.setSpacing(8)
        self.setWidget(lines)
        lines.installEventFilter(self)  # lines shown, styled or rewrapped: fit again
        self.lines: list[QLabel] = []
        self.hide()

    def show_file_problems(
        self,
        settings: SettingsAside | None,
        journal: JournalTrouble | None,
        journal_aside: Path | None,
    ) -> None:
        """A journal that cannot be written, so nothing is minted (red), first: it stays in
        view when the box must scroll; then a settings file or a damaged journal set aside at
        start (amber); none: nothing shown."""
        notices: list[tuple[CheckTone, str]] = []
        if journal is not None:
            notices.append((CheckTone.FAILED, journal_notice(*journal)))
        if settings is not None:
            notices.append((CheckTone.WARNING, settings_notice(*settings)))
        if journal_aside is not None:
            notices.append((CheckTone.WARNING, journal_aside_notice(journal_aside)))
        self._set_notices(notices)

    def _set_notices(self, notices: Sequence[tuple[CheckTone, str]]) -> None:
        """A line per notice (its tone and words), in order; none: nothing shown. The same
        notices again leave the lines as they are (looked at again while staff read them)."""
        shown = [(CheckTone(line.property("tone")), line.text()) for line in self.lines]
        if shown == list(notices):
            return
        for line in self.lines:
            self._layout.removeWidget(line)
            line.deleteLater()
        self.lines = []
        for tone, text in notices:
            line = make_label("CheckLine", text, centred=False)  # the pages' check line's look
            line.setProperty("tone", tone.value)
            line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._layout.addWidget(line)
            self.lines.append(line)
        self.setVisible(bool(notices))
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()  # a new width wraps the lines anew

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ParentChange and (area := self.parentWidget()) is not None:
            area.installEventFilter(self)  # a taller or shorter area: another most height
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        lines_changed = watched is self.widget() and event.type() == QEvent.Type.LayoutRequest
        area_resized = watched is self.parentWidget() and event.type() == QEvent.Type.Resize
        if lines_changed or area_resized:  # shown, styled, rewrapped; or another room
            self._fit()
        return False

    def most_height(self) -> int:
        """The most the lines take: ``ROOM_SHARE`` of the area they are over."""
        area = self.parentWidget()
        room = area.height() if area is not None else self.window().height()
        return max(1, round(room * self.ROOM_SHARE))

    def _fit(self) -> None:
        needed = self._layout.totalHeightForWidth(self.viewport().width())
        height = min(max(needed, 0), self.most_height())
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)


class PageStack(QStackedWidget):
    """The operator pages, one shown: sized by the page shown alone, so in a scroll area a page
    that needs more height than the screen has scrolls, and a short page never scrolls to the
    height of the tallest hidden one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self.layout()
        assert layout is not None  # a stacked widget has its stacked layout
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # not every page's
        self.currentChanged.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        page = self.currentWidget()
        return page is not None and page.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        page = self.currentWidget()
        return page.heightForWidth(width) if page is not None else -1


def _button(text: str, object_name: str, description: str) -> QPushButton:
    """A button named for the theme, its text its name for a screen reader."""
    button = QPushButton(text)
    button.setObjectName(object_name)
    describe(button, text, description)
    return button


class CloseConfirmation(QMessageBox):
    """"Close the kiosk?" with what it means for attendees; Cancel is the default, so Enter or
    a second tap in the same place keeps the kiosk running."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CloseConfirmation")
        self.setWindowTitle(translate("OperatorArea", "Close the kiosk?"))
        self.setIcon(QMessageBox.Icon.Warning)
        self.setText(translate("OperatorArea", "Close the kiosk?"))
        self.setInformativeText(
            translate(
                "OperatorArea",
                "Attendees cannot mint here until someone starts the kiosk again. Mints already "
                "sent are kept in the journal and followed up at the next start.",
            )
        )
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        # Named before they are added, so the theme's colours for them apply.
        self.close_button = QPushButton(translate("OperatorArea", "Close the kiosk"))
        self.close_button.setObjectName("ConfirmCloseButton")
        describe(
            self.close_button,
            self.close_button.text(),
            translate("OperatorArea", "Closes the kiosk app now."),
        )
        self.addButton(self.close_button, QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button = QPushButton(translate("OperatorArea", "Cancel"))
        self.cancel_button.setObjectName("CancelCloseButton")
        describe(
            self.cancel_button,
            self.cancel_button.text(),
            translate("OperatorArea", "Keeps the kiosk running."),
        )
        self.addButton(self.cancel_button, QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        self.cancel_button.setFocus()
        self.buttonClicked.connect(self._clicked)

    def _clicked(self, button: object) -> None:
        if button is self.close_button:
            self.confirmed.emit()


class OperatorArea(QFrame):
    """Steps on the left, the chosen page on the right, "Back to the kiosk" at the bottom left."""

    leave_requested = Signal()
    quit_requested = Signal()  # staff close the app (the PIN was given to get here)
    page_changed = Signal(str)  # the key of the page now shown
    quit_confirmation: CloseConfirmation | None = None  # open while staff decide

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OperatorArea")
        self._keys: list[str] = []
        self._steps: dict[str, StepButton] = {}
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self.pages = PageStack()
        self.steps = QVBoxLayout()
        self.steps.setSpacing(2)
        self.next_button = _button(
            translate("OperatorArea", "Next step"),
            "NextStepButton",
            translate("OperatorArea", "Shows the next step of the setup."),
        )
        self.next_button.clicked.connect(self.show_next)
        self.leave_button = _button(
            translate("OperatorArea", "Back to the kiosk"),
            "LeaveButton",
            translate("OperatorArea", "Leaves the staff area: attendees can mint again."),
        )
        self.leave_button.clicked.connect(self.leave_requested)
        self.quit_button = _button(
            translate("OperatorArea", "Close app"),
            "QuitButton",
            translate("OperatorArea", "Asks first, then closes the kiosk app."),
        )
        self.quit_button.clicked.connect(self.ask_to_quit)

        column = QFrame()
        column.setObjectName("OperatorSteps")
        column.setFixedWidth(280)
        heading = QHBoxLayout()
        heading.addWidget(
            make_label("StepsHeading", translate("OperatorArea", "Setup"), centred=False), 1
        )
        heading.addWidget(self.quit_button)
        steps = QWidget()
        steps.setObjectName("StepList")
        step_list = QVBoxLayout(steps)
        step_list.setContentsMargins(0, 0, 0, 0)
        step_list.addLayout(self.steps)
        step_list.addStretch(1)
        # On a short screen the steps scroll (by finger too); the buttons below always show.
        scroll = QScrollArea()
        scroll.setObjectName("StepScroll")
        scroll.setWidget(steps)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        QScroller.grabGesture(scroll.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(12, 12, 12, 12)
        column_layout.setSpacing(10)
        column_layout.addLayout(heading)
        column_layout.addWidget(scroll, 1)
        column_layout.addWidget(self.next_button)
        column_layout.addWidget(self.leave_button)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(column)
        layout.addLayout(self._notices_over_pages(), 1)
        self._update_next()

    def ask_to_quit(self) -> None:
        """"Close app" asks first: a tap by mistake would leave attendees at a dead screen."""
        if self.quit_confirmation is not None:
            return
        confirmation = CloseConfirmation(self)
        confirmation.confirmed.connect(self.quit_requested)
        confirmation.finished.connect(self._quit_confirmation_closed)
        self.quit_confirmation = confirmation
        confirmation.open()

    def _quit_confirmation_closed(self) -> None:
        if self.quit_confirmation is not None:
            self.quit_confirmation.deleteLater()
            self.quit_confirmation = None

    def _notices_over_pages(self) -> QVBoxLayout:
        """The right side: the notice lines (``self.notices``) above the page shown."""
        self.notices = NoticeLines()
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(0)
        # A page taller than the screen (long words, notices above it) scrolls, by finger too,
        # rather than squeezing its lines.
        scroll = QScrollArea()
        scroll.setObjectName("PageScroll")
        scroll.setWidget(self.pages)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        QScroller.grabGesture(scroll.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        right.addWidget(self.notices)
        right.addWidget(scroll, 1)
        return right

    def add_page(self, key: str, title: str, page: QWidget) -> None:
        """Add a step at the end of the list; the first page added is shown first."""
        if key in self._steps:
            raise ValueError(f"An operator page {key!r} is already there")
        step = StepButton(title)
        step.clicked.connect(lambda: self.show_page(key))
        self._group.addButton(step)
        self._keys.append(key)
        self._steps[key] = step
        self.steps.addWidget(step)
        self.pages.addWidget(page)
        if len(self._keys) == 1:
            self.show_page(key)
        self._update_next()

    def show_page(self, key: str) -> None:
        self.pages.setCurrentIndex(self._keys.index(key))
        self._steps[key].setChecked(True)
        self._update_next()
        self.page_changed.emit(key)

    def show_next(self) -> None:
        """The next step of the setup, in the order the pages were added."""
        index = self.pages.currentIndex()
        if index + 1 < len(self._keys):
            self.show_page(self._keys[index + 1])

    def current_key(self) -> str:
        index = self.pages.currentIndex()
        return self._keys[index] if index >= 0 else ""

    def page(self, key: str) -> QWidget:
        page = self.pages.widget(self._keys.index(key))
        assert page is not None  # every key has its page
        return page

    def step(self, key: str) -> StepButton:
        return self._steps[key]

    def set_step_tone(self, key: str, tone: CheckTone | None) -> None:
        """The step's status mark: None while unknown."""
        self._steps[key].set_tone(tone)

    def _update_next(self) -> None:
        self.next_button.setEnabled(self.pages.currentIndex() + 1 < len(self._keys))
