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

    def _fit_columns(self) -> None:
        if not self.isVisible():
            return
        for column in range(self.model.columnCount()):
            if column != Column.DETAILS:
                self.table.resizeColumnToContents(column)

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
