"""Mints per quarter hour as bars, painted by hand: QtCharts is an add-on the kiosk does not ship.

Door staff glance at it to see whether the queue moves: a few bars with their counts on top and the
local hour under every fourth bar read faster than a full chart with gridlines and legends.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import Property, QCoreApplication, QDateTime, QLineF, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from kiosk.core.journal import MintBucket
from kiosk.ui.theme import scaled
from kiosk.ui.widgets import describe

_GAP = 6  # pixels between bars
_AXIS_LABEL_HEIGHT = 1.8  # times the font's line height, for the hours under the bars


class MintsChart(QWidget):
    """One bar per quarter hour, oldest on the left; colours come from the style sheet.

    The style sheet sets them with ``qproperty-barColor`` and ``qproperty-textColor``.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MintsChart")
        describe(
            self,
            QCoreApplication.translate("Statistics", "Mints per 15 minutes"),
            QCoreApplication.translate(
                "Statistics", "A bar for each quarter hour of the last 4 hours, oldest first."
            ),
        )
        self.setMinimumHeight(scaled(180))  # at the theme's scale, as its labels' fonts
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._buckets: tuple[MintBucket, ...] = ()
        self._bar_colour = QColor("#22c55e")
        self._text_colour = QColor("#f4f6fa")

    def show_buckets(self, buckets: Sequence[MintBucket]) -> None:
        """The bars, and their sum in what a screen reader says (it cannot see the bars)."""
        self._buckets = tuple(buckets)
        total = sum(self.values())
        self.setAccessibleDescription(
            self.tr(
                "%Ln mint(s) in all: a bar for each quarter hour, oldest first.",
                "",
                total,
            )
        )
        self.update()

    def values(self) -> list[int]:
        """The bar heights shown, oldest first (what a person reads off the chart)."""
        return [bucket.mints for bucket in self._buckets]

    def hour_labels(self) -> list[tuple[int, str]]:
        """The bars that carry a time under them, with that local time: one per full hour."""
        return [
            (index, _local_time(bucket.start))
            for index, bucket in enumerate(self._buckets)
            if bucket.start.astimezone().minute == 0
        ]

    def count_labels(self) -> dict[int, str]:
        """The count above each bar that has mints, in the language's digits as the tiles are."""
        return {
            index: QLocale().toString(bucket.mints)
            for index, bucket in enumerate(self._buckets)
            if bucket.mints
        }

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(800, 240)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if not self._buckets:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        plot = QRectF(self.rect()).adjusted(0, line * 1.2, 0, -line * _AXIS_LABEL_HEIGHT)
        slot = plot.width() / len(self._buckets)
        highest = max(*self.values(), 1)
        painter.setPen(self._text_colour)
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        labelled = dict(self.hour_labels())
        counted = self.count_labels()
        for index, bucket in enumerate(self._buckets):
            left = plot.left() + index * slot
            height = plot.height() * bucket.mints / highest
            bar = QRectF(left + _GAP / 2, plot.bottom() - height, slot - _GAP, height)
            painter.fillRect(bar, self._bar_colour)
            if index in counted:
                above = QRectF(left, bar.top() - line, slot, line)
                painter.drawText(above, Qt.AlignmentFlag.AlignCenter, counted[index])
            if index in labelled:
                under = QRectF(left - slot, plot.bottom() + line * 0.3, slot * 2, line)
                painter.drawText(under, Qt.AlignmentFlag.AlignCenter, labelled[index])
                painter.drawLine(QLineF(left, plot.bottom(), left, plot.bottom() + line * 0.3))
        painter.end()

    def _get_bar_colour(self) -> QColor:
        return self._bar_colour

    def _set_bar_colour(self, colour: QColor) -> None:
        self._bar_colour = QColor(colour)
        self.update()

    def _get_text_colour(self) -> QColor:
        return self._text_colour

    def _set_text_colour(self, colour: QColor) -> None:
        self._text_colour = QColor(colour)
        self.update()

    barColor = Property(QColor, _get_bar_colour, _set_bar_colour)  # noqa: N815 (QSS name)
    textColor = Property(QColor, _get_text_colour, _set_text_colour)  # noqa: N815 (QSS name)


def _local_time(at: datetime) -> str:
    """Clock time the language's way."""
    shown = QDateTime.fromSecsSinceEpoch(int(at.timestamp()))
    return QLocale().toString(shown.time(), QLocale.FormatType.ShortFormat)
