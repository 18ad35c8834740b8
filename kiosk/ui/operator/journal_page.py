"""The journal view: every mint attempt, newest first, and an export to a CSV file staff choose.

The page only shows rows and asks for a file name; reading the journal and writing the file are
the presenter's, off the UI thread.
"""

from __future__ import annotations

import errno
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDir,
    QLocale,
    QModelIndex,
    QRect,
    QSize,
    QStandardPaths,
    Qt,
    Signal,
)
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QScroller,
    QTableView,
    QWidget,
)

from kiosk.core.journal import JournalRow
from kiosk.ui.operator.journal_model import (
    Column,
    JournalModel,
    journal_unreadable_text,
    row_in_full,
)
from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.outside_text import plain_text
from kiosk.ui.widgets import describe, make_label

_DETAILS_MAX_HEIGHT = 150  # about four lines; a longer message scrolls in its pane
_HEADER_LINES = 2  # a column title wraps to this many lines at most before its column widens
_WRAPPED = Qt.AlignmentFlag(
    int(Qt.AlignmentFlag.AlignCenter.value) | int(Qt.TextFlag.TextWordWrap.value)
)


translate = QCoreApplication.translate


class DetailsPane(QScrollArea):
    """The tapped row in full under the table: as tall as its text up to ``_DETAILS_MAX_HEIGHT``;
    a longer service message scrolls (by finger too) instead of pushing the table away."""

    def __init__(self, details: QLabel) -> None:
        super().__init__()
        self.setObjectName("JournalDetailsPane")
        self.details = details
        self.setWidget(details)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        QScroller.grabGesture(self.viewport(), QScroller.ScrollerGestureType.TouchGesture)

    def fit(self) -> None:
        needed = self.details.heightForWidth(max(self.viewport().width(), 1))
        self.setFixedHeight(min(max(needed, 0), _DETAILS_MAX_HEIGHT))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit()  # a new width wraps the text anew


class WrappingHeader(QHeaderView):
    """Column titles that wrap, never cut or elided: at 1024 x 600 the rows' columns leave the
    titles less than one line (Japanese, German, French, Arabic), and staff must read them. As
    tall as its most wrapped title; ``least_width``: the room a title needs on two lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(_WRAPPED)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.sectionResized.connect(lambda *_: self.updateGeometry())  # rewrapped: its height

    def title(self, section: int) -> str:
        model = self.model()
        text = model.headerData(section, self.orientation()) if model is not None else None
        return text if isinstance(text, str) else ""

    def _padding(self, section: int) -> QSize:
        """The room around a title (the theme's padding, the style's margins): the section's
        one-line size less its text's."""
        text = self.fontMetrics().size(0, self.title(section))
        whole = super().sectionSizeFromContents(section)
        return QSize(max(0, whole.width() - text.width()), max(0, whole.height() - text.height()))

    def _wrapped(self, section: int, width: int) -> QRect:
        """The title's text wrapped in ``width`` (wider than that when a word does not fit)."""
        return self._wrapped_text(self.title(section), width)

    def _wrapped_text(self, text: str, width: int) -> QRect:
        room = QRect(0, 0, max(1, width), 10_000)
        return self.fontMetrics().boundingRect(room, _WRAPPED.value, text)

    def least_width(self, section: int) -> int:
        """The narrowest section showing its whole title in ``_HEADER_LINES`` lines at most,
        never breaking a word."""
        padding = self._padding(section).width()
        one_line = self.fontMetrics().horizontalAdvance(self.title(section))
        lines = "\n".join(["X"] * _HEADER_LINES)
        most_height = self._wrapped_text(lines, 10_000).height()  # as the lines are laid out
        low, high = self._wrapped(section, 1).width(), max(one_line, 1)  # a word; one line
        while low < high:
            middle = (low + high) // 2
            wrapped = self._wrapped(section, middle)
            if wrapped.height() <= most_height and wrapped.width() <= middle:
                high = middle
            else:
                low = middle + 1
        return high + padding

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:  # noqa: N802, N803 - Qt's
        """As wide as the title on one line (columns fit it when there is room); as tall as the
        title wrapped in the section's width now."""
        size = super().sectionSizeFromContents(logicalIndex)
        padding = self._padding(logicalIndex)
        text_width = self.sectionSize(logicalIndex) - padding.width()
        wrapped = self._wrapped(logicalIndex, text_width).height() + padding.height()
        return QSize(size.width(), max(size.height(), wrapped))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As tall as the titles as they are wrapped now (Qt keeps its own hint from its first
        measure, when the columns may have been narrower)."""
        heights = [self.sectionSizeFromContents(index).height() for index in range(self.count())]
        return QSize(super().sizeHint().width(), max(heights, default=0))


def shared_out(wants: Sequence[int], needs: Sequence[int], room: int) -> list[int]:
    """Column widths in ``room``: each what it ``wants`` when they fit, else the widest made
    narrower first, none below what it ``needs`` (its title on two lines); what still does not
    fit scrolls sideways."""

    def under(ceiling: int) -> list[int]:
        return [max(need, min(want, ceiling)) for want, need in zip(wants, needs, strict=True)]

    low, high = 0, max(wants, default=0)  # the widest any column may be, found by halving
    while low < high:
        ceiling = (low + high + 1) // 2
        if sum(under(ceiling)) <= room:
            low = ceiling
        else:
            high = ceiling - 1
    return under(low)


class JournalPage(OperatorPage):
    """A table of attempts with "load older" paging and the CSV export button."""

    export_requested = Signal(str)  # the path the operator chose
    load_more_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("Journal", "Journal"),
            translate(
                "Journal",
                "Every mint attempt, newest first. Recipients are shortened here and in the "
                "exported file.",
            ),
            parent,
        )
        self.model = JournalModel()
        self.table = QTableView()
        self.table.setObjectName("JournalTable")
        self.table.setHorizontalHeader(WrappingHeader(self.table))
        describe(
            self.table,
            translate("Journal", "Mint attempts"),
            translate("Journal", "Newest first; tap a row to read it in full below."),
        )
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no focus frame on a touch screen
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(44)
        header = self.table.horizontalHeader()
        # Columns fit the rows on screen (not thousands loaded), measured when shown: a hidden
        # table has no styled font yet. The details take what is left.
        header.setResizeContentsPrecision(0)
        header.setSectionResizeMode(Column.DETAILS, QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        QScroller.grabGesture(self.table.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        self.table.clicked.connect(self._show_details)
        self.model.dataChanged.connect(self._refresh_details)
        self.details = make_label("JournalDetails", details_hint(), centred=False)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details_pane = self._details_pane(self.details)
        self.count_label = make_label("JournalCount", centred=False)
        self.load_more_button = QPushButton(translate("Journal", "Show older attempts"))
        self.load_more_button.setEnabled(False)
        self.export_button = QPushButton(translate("Journal", "Export CSV…"))
        describe(
            self.load_more_button,
            self.load_more_button.text(),
            translate("Journal", "Adds older attempts to the table."),
        )
        describe(
            self.export_button,
            self.export_button.text(),
            translate(
                "Journal", "Saves every mint attempt in the journal as a CSV file you choose."
            ),
        )
        self.load_more_button.clicked.connect(self._ask_for_more)
        self.export_button.clicked.connect(self._ask_for_export_path)
        actions = QHBoxLayout()
        actions.setSpacing(12)
        actions.addWidget(self.count_label, 1)
        actions.addWidget(self.load_more_button)
        actions.addWidget(self.export_button)
        self.body.addWidget(self.table, 1)
        self.body.addWidget(self.details_pane)
        self.body.addLayout(actions)
        self._total: int | None = None  # None: not read yet (slow, or the read failed)
        self._shown_row = 0  # the journal row in the details pane (0: none)
        self._unreadable_shown = False  # the check line says the last read failed
        self._folder = ""  # where the last export went, offered again next time
        self._show_count()

    @staticmethod
    def _details_pane(details: QLabel) -> DetailsPane:
        return DetailsPane(details)

    def show_newest(
        self, rows: Sequence[JournalRow], total: int, now: datetime | None = None
    ) -> None:
        """A fresh read of the newest rows (``total`` rows in the journal); ``now``: the time
        the rows are dated by (the service's), whose day is "today" for their times."""
        if self._unreadable_shown:  # read just now: the table is no longer out of date
            self.clear_check()
        if now is not None:
            self.model.set_today(now)
        self.model.merge_newest(rows)
        self._total = total
        self._show_count()
        self._fit_columns()

    def show_older(self, rows: Sequence[JournalRow], total: int) -> None:
        """The page asked for with ``load_more_requested``."""
        self.model.append_older(rows)
        self._total = total
        self._show_count()
        self._fit_columns()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_columns()  # another width shares the columns out anew

    def _fit_columns(self) -> None:
        """Each column as wide as its rows and title; when the table is narrower than that, the
        widest give way (their rows cut, read in full below), so every title, the details'
        too, keeps the room to show whole on two lines."""
        if not self.isVisible():
            return
        header = self.table.horizontalHeader()
        assert isinstance(header, WrappingHeader)
        columns = [column for column in Column if column != Column.DETAILS]
        for column in columns:
            self.table.resizeColumnToContents(column)
        wants = [header.sectionSize(column) for column in columns]
        needs = [header.least_width(column) for column in columns]
        room = self.table.viewport().width() - header.least_width(Column.DETAILS)
        for column, width in zip(columns, shared_out(wants, needs, room), strict=True):
            header.resizeSection(column, width)

    def show_unreadable(self) -> None:
        """The last read failed: what the table shows may be out of date, until a read works."""
        self.show_check(CheckTone.FAILED, journal_unreadable_text())
        self._unreadable_shown = True

    def show_check(self, tone: CheckTone, text: str) -> None:
        super().show_check(tone, text)
        self._unreadable_shown = False  # an export's words replace the warning

    def clear_check(self) -> None:
        super().clear_check()
        self._unreadable_shown = False

    def show_exporting(self, path: str) -> None:
        self.export_button.setEnabled(False)
        self.show_check(
            CheckTone.WORKING,
            translate("Journal", "Exporting to {path}…").format(path=plain_text(path)),
        )

    def show_exported(self, count: int, path: str, unwritten: int = 0) -> None:
        """The file holds ``count`` rows; ``unwritten``: results and refusals the journal could
        not write yet (the file locked), so the file lacks them or has their rows unsettled."""
        self.export_button.setEnabled(True)
        if not unwritten:
            text = self.tr("Exported %Ln row(s) to {path}", "", count)
            self.show_check(CheckTone.OK, text.format(path=plain_text(path)))
            return
        text = self.tr(
            "Exported to {path}, but %Ln result(s) the journal cannot write yet are not in the "
            "file: export again once it can.",
            "",
            unwritten,
        )
        self.show_check(CheckTone.WARNING, text.format(path=plain_text(path)))

    def show_export_failed(self, path: str, error: Exception) -> None:
        self.export_button.setEnabled(True)
        text = translate("Journal", "Could not export to {path}. {problem}").format(
            path=plain_text(path), problem=export_problem(error)
        )
        self.show_check(CheckTone.FAILED, text)

    def default_export_path(self) -> str:
        folder = self._folder or QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        if not folder or not QDir(folder).exists():
            folder = QDir.homePath()
        # the day of the service's clock the rows were last dated by, as the table's "today"
        today = self.model.today
        day = (
            today.astimezone().strftime("%Y-%m-%d")
            if today is not None
            else QDate.currentDate().toString("yyyy-MM-dd")
        )
        name = f"mint-journal-{day}.csv"
        return str(Path(folder) / name)

    def _show_count(self) -> None:
        shown = self.model.rowCount()
        if self._total is None:  # "no attempts" before the journal answered would be a guess
            text = translate("Journal", "The journal was not read yet.")
        elif self._total == 0:
            text = translate("Journal", "No mint attempts yet.")
        else:
            text = self.tr("Showing {shown} of %Ln attempt(s)", "", self._total)
            text = text.format(shown=QLocale().toString(shown))
        self.count_label.setText(text)
        self.load_more_button.setEnabled(shown < (self._total or 0))

    def _show_details(self, index: QModelIndex) -> None:
        """A tapped row in full: touch screens have no tooltips for the cut details column."""
        self._shown_row = self.model.row_at(index.row()).id
        self.details.setText(row_in_full(self.model.row_at(index.row()), self.model.today))
        self.details_pane.fit()
        self.details_pane.verticalScrollBar().setValue(0)

    def _refresh_details(self) -> None:
        """The row shown in full changed (settled, failed later): its new words."""
        if not self._shown_row:
            return
        for position in range(self.model.rowCount()):
            row = self.model.row_at(position)
            if row.id == self._shown_row:
                self.details.setText(row_in_full(row, self.model.today))
                self.details_pane.fit()
                return

    def _ask_for_more(self) -> None:
        self.load_more_button.setEnabled(False)  # until the page arrives
        self.load_more_requested.emit()

    def _ask_for_export_path(self) -> None:
        # Qt's own dialog, a child of the kiosk window: a native one can open behind the lock.
        dialog = QFileDialog(
            self,
            translate("Journal", "Export the journal"),
            self.default_export_path(),
            translate("Journal", "CSV files (*.csv)"),
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setDefaultSuffix("csv")
        dialog.fileSelected.connect(self._export_to)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _export_to(self, path: str) -> None:
        self._folder = str(Path(path).parent)
        self.export_requested.emit(path)


def details_hint() -> str:
    return translate("Journal", "Tap a row to read it here in full, with its code.")


def export_problem(error: Exception) -> str:
    """Why an export failed, in words for door staff, with what to do."""
    if isinstance(error, PermissionError):
        return translate(
            "Journal",
            "The kiosk may not write there. Choose another folder, such as Documents or a USB "
            "stick.",
        )
    if isinstance(error, FileNotFoundError | NotADirectoryError):
        return translate("Journal", "That folder does not exist. Choose another folder.")
    if isinstance(error, IsADirectoryError):
        return translate("Journal", "That name is a folder. Type a file name.")
    if isinstance(error, OSError) and error.errno == errno.ENOSPC:
        return translate("Journal", "The disk is full. Free some space or choose a USB stick.")
    if isinstance(error, OSError):
        return translate("Journal", "The file could not be written ({reason}).").format(
            reason=plain_text(error.strerror or type(error).__name__)
        )
    return translate(
        "Journal",
        "The journal could not be read. Try again; if it keeps failing, restart the kiosk.",
    )
