"""Live statistics for the chosen drop: big numbers a person reads across the desk, and a chart.

Each count is a tile; tiles that need staff attention (mints waiting for the connection, outcomes
still being checked, few codes left) turn amber or red, so a glance says whether to act.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QFrame, QGridLayout, QVBoxLayout, QWidget

from kiosk.core.journal import JournalStatistics
from kiosk.ui.operator.journal_model import shorten
from kiosk.ui.operator.mints_chart import MintsChart
from kiosk.ui.operator.page import OperatorPage
from kiosk.ui.outside_text import plain_text
from kiosk.ui.widgets import make_label, repolish

_COLUMNS = 4
_ERROR_CHARACTERS = 160  # two lines at most on the smallest screen


translate = QCoreApplication.translate


class TileTone(StrEnum):
    PLAIN = "plain"
    WARNING = "warning"
    DANGER = "danger"


class StatTile(QFrame):
    """One count: what it is, the number, and a short note when the number needs one."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatTile")
        self.setProperty("tone", TileTone.PLAIN.value)
        self.title = make_label("StatTitle", title)
        self.value = make_label("StatValue", "0")
        self.note = make_label("StatNote")
        self.note.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.value)
        layout.addStretch(1)
        layout.addWidget(self.note)

    def show_value(self, value: str, tone: TileTone = TileTone.PLAIN, note: str = "") -> None:
        self.value.setText(value)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        if self.property("tone") != tone.value:
            self.setProperty("tone", tone.value)
            repolish(self)

    def tone(self) -> TileTone:
        return TileTone(self.property("tone"))


class StatisticsPage(OperatorPage):
    """Counts per outcome, mints waiting for the connection, codes left, mints per quarter hour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("Statistics", "Statistics"),
            translate(
                "Statistics",
                "Live counts for the chosen drop; they update while this page is open.",
            ),
            parent,
        )
        self.minted = StatTile(translate("Statistics", "Minted"))
        self.on_its_way = StatTile(translate("Statistics", "On their way"))
        self.reserved = StatTile(translate("Statistics", "Reserved for e-mail"))
        self.already_claimed = StatTile(translate("Statistics", "Already claimed"))
        self.failed = StatTile(translate("Statistics", "Failed"))
        self.being_checked = StatTile(translate("Statistics", "Being checked"))
        self.queued = StatTile(translate("Statistics", "Queued offline"))
        self.codes_left = StatTile(translate("Statistics", "Codes left"))
        self.links_left = StatTile(translate("Statistics", "Dispenser: links left"))
        self.links_shown = StatTile(translate("Statistics", "Dispenser: shown"))
        self.links_claimed = StatTile(translate("Statistics", "Dispenser: claimed"))
        self.dispenser_tiles = (self.links_left, self.links_shown, self.links_claimed)
        grid = QGridLayout()
        grid.setSpacing(12)
        tiles = (
            self.minted,
            self.on_its_way,
            self.reserved,
            self.already_claimed,
            self.failed,
            self.being_checked,
            self.queued,
            self.codes_left,
        )
        for position, tile in enumerate((*tiles, *self.dispenser_tiles)):
            grid.addWidget(tile, *divmod(position, _COLUMNS))
        for tile in self.dispenser_tiles:
            tile.hide()  # dispenser mode only
        for column in range(_COLUMNS):
            grid.setColumnStretch(column, 1)  # equal tiles, whatever their notes say
        self.queue_problem = make_label("QueueProblem", centred=False)
        self.queue_problem.hide()
        self.chart_title = make_label(
            "ChartTitle",
            translate("Statistics", "Mints per 15 minutes, last 4 hours (local time)"),
            centred=False,
        )
        self.chart = MintsChart()
        self.body.addLayout(grid)
        self.body.addWidget(self.queue_problem)
        self.body.addWidget(self.chart_title)
        self.body.addWidget(self.chart, 1)
        self.show_codes_counting()

    def show_statistics(self, stats: JournalStatistics) -> None:
        self.minted.show_value(_number(stats.minted))
        self.on_its_way.show_value(_number(stats.on_its_way))
        self.reserved.show_value(_number(stats.reserved))
        self.already_claimed.show_value(_number(stats.already_claimed))
        if stats.failed_after_accept:
            note = self.tr(
                "%Ln failed after the service took them: see the Journal",
                "",
                stats.failed_after_accept,
            )
            self.failed.show_value(_number(stats.failed), TileTone.DANGER, note)
        else:
            self.failed.show_value(_number(stats.failed))
        open_outcomes = stats.unknown + stats.pending
        self.being_checked.show_value(_number(open_outcomes), _attention(open_outcomes))
        self.queued.show_value(_number(stats.queued), _attention(stats.queued))
        self._show_queue_problem(stats)
        self.chart.show_buckets(stats.per_quarter_hour)

    def show_dispenser(
        self, left: int | None, shown: int, claimed: int, *, own_count: bool = False
    ) -> None:
        """Dispenser mode: links this kiosk still holds (``None``: not open now), and the
        journal's counts of links shown and seen claimed. ``own_count``: ``left`` is the
        dispenser's last count, not the service's list: claims made elsewhere (phones, other
        kiosks) are not in it until the dispenser meets them."""
        for tile in self.dispenser_tiles:
            tile.show()
        if left is None:
            note = translate("Statistics", "Counted while the kiosk is open")
            self.links_left.show_value("?", TileTone.PLAIN, note)
        else:
            tone = TileTone.PLAIN if left else TileTone.DANGER
            note = (
                translate("Statistics", "The dispenser's last count, without claims elsewhere")
                if own_count
                else ""
            )
            self.links_left.show_value(_number(left), tone, note)
        self.links_shown.show_value(_number(shown))
        self.links_claimed.show_value(_number(claimed))

    def show_links_counting(self) -> None:
        """The drop's links are being counted again: the dispenser's own count may be old."""
        self.links_left.show_value("?", TileTone.PLAIN, translate("Statistics", "Counting…"))

    def show_codes_left(
        self,
        left: int | None,
        threshold: int,
        *,
        drop_expired: bool = False,
        expiry_known: bool = True,
    ) -> None:
        """``None``: not known, as the drop's edit code was not entered. Without
        ``expiry_known`` (the service did not say its date) those left are left only if the
        drop has not expired: the note says so."""
        if left is None:
            note = translate("Statistics", "Enter the edit code on the Codes page")
            self.codes_left.show_value("?", TileTone.PLAIN, note)
        elif drop_expired:  # more mints would not help: the service refuses every code
            note = translate("Statistics", "The drop has expired: no code can be minted")
            self.codes_left.show_value("0", TileTone.DANGER, note)
        elif left == 0:
            self.codes_left.show_value(
                "0", TileTone.DANGER, translate("Statistics", "None left: request more mints")
            )
        elif not expiry_known:
            note = translate("Statistics", "If not expired (the service did not say its date)")
            tone = TileTone.WARNING if left < threshold else TileTone.PLAIN
            self.codes_left.show_value(_number(left), tone, note)
        elif left < threshold:
            note = translate("Statistics", "Fewer than {threshold}: request more mints").format(
                threshold=_number(threshold)
            )
            self.codes_left.show_value(_number(left), TileTone.WARNING, note)
        else:
            self.codes_left.show_value(_number(left))

    def show_codes_counting(self) -> None:
        """The count was asked for (first time, or for another drop) and has not come yet."""
        self.codes_left.show_value("?", TileTone.PLAIN, translate("Statistics", "Counting…"))

    def show_codes_check_failed(self) -> None:
        """The count could not be fetched just now; the last known number stays."""
        self.codes_left.show_value(
            self.codes_left.value.text(),
            self.codes_left.tone(),
            translate("Statistics", "Could not check; tries again soon"),
        )

    def _show_queue_problem(self, stats: JournalStatistics) -> None:
        if not stats.queued:
            self.queue_problem.hide()
            return
        if stats.last_error:  # the connection, or the service refusing them: the error says
            error = shorten(plain_text(stats.last_error), _ERROR_CHARACTERS)
            text = translate("Statistics", "Mints wait to be sent. Last error: {error}").format(
                error=error
            )
        else:
            text = translate(
                "Statistics", "Mints wait for the connection; they are sent when it is back."
            )
        self.queue_problem.setText(text)
        self.queue_problem.show()


def _number(value: int) -> str:
    return QLocale().toString(value)


def _attention(count: int) -> TileTone:
    return TileTone.WARNING if count else TileTone.PLAIN
