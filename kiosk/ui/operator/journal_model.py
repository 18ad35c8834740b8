"""The journal as a table of attempts, newest first, in the operator's words.

Only masked recipients ever reach the table: the screen may be seen by the next person in line.
Rows arrive in pages and refreshes; both merge by row id, so the operator's place in the table is
kept while new attempts come in at the top.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from enum import IntEnum

from PySide6 import QtGui
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from kiosk.core.journal import MAX_MESSAGE, InputKind, JournalRow, JournalState
from kiosk.core.parsing import RecipientKind, mask_recipient
from kiosk.core.reasons import Outcome
from kiosk.ui.outside_text import PLAIN_TEXT_LIMIT, in_its_order, plain_text

ModelIndex = QModelIndex | QPersistentModelIndex


translate = QCoreApplication.translate


class Column(IntEnum):
    TIME = 0
    INPUT = 1
    CODE = 2  # the mint link's code, or the secret word: what staff follow a row up with
    RECIPIENT = 3
    OUTCOME = 4
    DETAILS = 5


def column_title(column: Column) -> str:
    match column:
        case Column.TIME:
            return translate("Journal", "Time")
        case Column.INPUT:
            return translate("Journal", "How")
        case Column.CODE:
            return translate("Journal", "Code or word")
        case Column.RECIPIENT:
            return translate("Journal", "Recipient")
        case Column.OUTCOME:
            return translate("Journal", "Outcome")
        case Column.DETAILS:
            return translate("Journal", "Why / details")


def input_words(kind: InputKind) -> str:
    match kind:
        case InputKind.LINK:
            return translate("Journal", "Mint link")
        case InputKind.CODE:
            return translate("Journal", "Typed code")
        case InputKind.SECRET_WORD:
            return translate("Journal", "Secret word")


def state_words(state: JournalState) -> str:
    """A journal state as door staff say it."""
    match state:
        case JournalState.PENDING:
            return translate("Journal", "Sending")
        case JournalState.MINTED:
            return translate("Journal", "Minted")
        case JournalState.ON_ITS_WAY:
            return translate("Journal", "On its way")
        case JournalState.RESERVED:
            return translate("Journal", "Reserved for e-mail")
        case JournalState.ALREADY_CLAIMED:
            return translate("Journal", "Already claimed")
        case JournalState.FAILED:
            return translate("Journal", "Failed")
        case JournalState.UNKNOWN:
            return translate("Journal", "Being checked")
        case JournalState.QUEUED:
            return translate("Journal", "Queued offline")


def reason_words(reason: str, *, by_email: bool = False) -> str:
    """Why a mint did not succeed; the journal keeps the ``Outcome`` value, or nothing.
    ``by_email``: the recipient was an e-mail address, which holds nothing (its claim is a
    reservation, never a token), as the attendee was told."""
    try:
        outcome = Outcome(reason)
    except ValueError:
        return plain_text(reason)
    match outcome:
        case Outcome.EXPIRED:
            return translate("Journal", "Link or word expired")
        case Outcome.NOT_OPEN_YET:
            return translate("Journal", "Word not open yet")
        case Outcome.WORD_SWITCHED_OFF:
            return translate("Journal", "Word switched off")
        case Outcome.WORD_NOT_ACTIVE:
            return translate("Journal", "Word not active, why not known")
        case Outcome.NOT_FOUND:
            return translate("Journal", "No such link, code or word")
        case Outcome.INVALID_RECIPIENT:
            return translate("Journal", "Address refused")
        case Outcome.ALREADY_HAS_DROP if by_email:
            return translate("Journal", "Already has this drop reserved")
        case Outcome.ALREADY_HAS_DROP:
            return translate("Journal", "Already holds this drop")
        case Outcome.CLAIMED_BEFORE:
            return translate("Journal", "Claimed before with another code")
        case Outcome.SOLD_OUT:
            return translate("Journal", "No claims left")
        case Outcome.SERVICE_BUSY:
            return translate("Journal", "Service busy")
        case Outcome.NO_NETWORK:
            return translate("Journal", "No connection")
        case Outcome.FAILED:
            return translate("Journal", "Service error")
        case Outcome.MINT_FAILED:
            return translate("Journal", "Failed after the service took it")
        case Outcome.NOBODYS_ADDRESS:
            return translate("Journal", "Minted to an address nobody owns (the name's record)")
        case Outcome.UNCONFIRMED:
            return translate("Journal", "Sent, outcome not known yet")
        case Outcome.OTHER_DROP:
            return translate("Journal", "Code of another drop")
        case Outcome.APP_ONLY_WORD:
            return translate("Journal", "Word for the POAP app only")
        case Outcome.WORD_NOT_HERE:
            return translate("Journal", "A word staff did not choose for this kiosk")
        case Outcome.KIOSK_REFUSED:
            return translate("Journal", "The service refused this kiosk's credentials")
        case Outcome.CANNOT_MINT:
            return translate("Journal", "Not sent: the journal could not be written")
        case _:
            return ""  # successes, already claimed, queued: the outcome column says it all


def journal_unreadable_text() -> str:
    return translate(
        "Journal", "The journal could not be read just now; what is shown may be out of date."
    )


def local_time_text(at: datetime, today: datetime | None = None) -> str:
    """Local clock time the language's way, with seconds; the date too only for attempts from
    another day than ``today``."""
    local = at.astimezone()
    shown = QDateTime.fromSecsSinceEpoch(int(local.timestamp()))
    locale = QLocale()
    short = QLocale.FormatType.ShortFormat
    with_seconds = locale.timeFormat(short).replace("mm", "mm:ss", 1)
    if local.date() == (today or datetime.now().astimezone()).date():
        return locale.toString(shown.time(), with_seconds)
    return locale.toString(shown, locale.dateFormat(short) + " " + locale.timeFormat(short))


def shorten(text: str, limit: int) -> str:
    """At most ``limit`` characters: a chatty service message must not take over the page."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def details_text(row: JournalRow, limit: int = PLAIN_TEXT_LIMIT) -> str:
    """Why: the reason in words, the service's message (at most ``limit`` characters), whether
    it was minted at all. The code has its own column."""
    checked_only = translate("Journal", "Checked only, not minted")
    by_email = row.recipient is not None and row.recipient.kind is RecipientKind.EMAIL
    parts = [
        reason_words(row.reason, by_email=by_email),
        plain_text(row.detail or row.last_error, limit),
        "" if row.recipient else checked_only,
    ]
    return " — ".join(part for part in parts if part)


def code_text(row: JournalRow) -> str:
    return plain_text(row.code) or "—"


def row_in_full(row: JournalRow, today: datetime | None = None) -> str:
    """One attempt, every column in words and nothing cut: the details pane under the table;
    its time with the date when it is of another day than ``today``."""
    recipient = in_its_order(plain_text(row.masked_recipient)) if row.recipient else "—"
    lines = [
        translate("Journal", "{time} · {how} · {outcome}").format(
            time=local_time_text(row.created_at, today),
            how=input_words(row.input_kind),
            outcome=state_words(row.shown_state),
        ),
        translate("Journal", "Code or word: {code}").format(code=code_text(row)),
        translate("Journal", "Recipient: {recipient}").format(recipient=recipient),
    ]
    # An ENS name's address, as the service read the name's record when it minted
    if row.recipient and row.minted_to.lower() not in ("", row.recipient.value.lower()):
        minted_to = plain_text(mask_recipient(row.minted_to))
        lines.append(translate("Journal", "Minted to: {address}").format(address=minted_to))
    if details := details_text(row, limit=MAX_MESSAGE):
        lines.append(details)
    return "\n".join(lines)


class JournalModel(QAbstractTableModel):
    """Journal rows, newest first (row ids grow with time)."""

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[JournalRow] = []
        # The service's now at the last read: the rows' times are the service's, so "today" (a
        # time without its date) is its day too. None: this computer's, until a read gives one.
        self.today: datetime | None = None

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(Column)

    def headerData(  # noqa: N802 (Qt's name)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return column_title(Column(section))
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == Column.DETAILS:
            # The whole text, when the column cuts it, as rich text of that plain text: a tooltip
            # renders whatever looks like markup, and these words come from the service.
            details = details_text(row)
            return QtGui.Qt.convertFromPlainText(details) if details else None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        match Column(index.column()):
            case Column.TIME:
                return local_time_text(row.created_at, self.today)
            case Column.INPUT:
                return input_words(row.input_kind)
            case Column.CODE:
                return code_text(row)
            case Column.RECIPIENT:
                return in_its_order(plain_text(row.masked_recipient)) if row.recipient else "—"
            case Column.OUTCOME:
                return state_words(row.shown_state)
            case Column.DETAILS:
                return details_text(row)

    def row_at(self, position: int) -> JournalRow:
        return self._rows[position]

    def clear(self) -> None:
        self.beginResetModel()
        self._rows = []
        self.endResetModel()

    def set_today(self, now: datetime) -> None:
        """The service's time of a read: once its day is another, every time is told again."""
        before, self.today = self.today, now
        day = now.astimezone().date()
        if self._rows and (before is None or before.astimezone().date() != day):
            column = Column.TIME
            self.dataChanged.emit(self.index(0, column), self.index(len(self._rows) - 1, column))

    def merge_newest(self, rows: Sequence[JournalRow]) -> None:
        """Take a fresh read of the newest rows: new ones go on top, changed ones are redrawn."""
        top = self._rows[0].id if self._rows else 0
        new = [row for row in rows if row.id > top]
        if new:
            self.beginInsertRows(QModelIndex(), 0, len(new) - 1)
            self._rows[0:0] = new
            self.endInsertRows()
        positions = {row.id: position for position, row in enumerate(self._rows)}
        last_column = len(Column) - 1
        for row in rows:
            position = positions.get(row.id)
            if position is not None and self._rows[position] != row:
                self._rows[position] = row
                self.dataChanged.emit(self.index(position, 0), self.index(position, last_column))

    def append_older(self, rows: Sequence[JournalRow]) -> None:
        """Add the next page below the last row; rows already shown are skipped."""
        bottom = self._rows[-1].id if self._rows else None
        older = [row for row in rows if bottom is None or row.id < bottom]
        if older:
            start = len(self._rows)
            self.beginInsertRows(QModelIndex(), start, start + len(older) - 1)
            self._rows.extend(older)
            self.endInsertRows()
