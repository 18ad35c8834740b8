"""Busy: something moving and one sentence on what is happening, so nobody walks away."""

from __future__ import annotations

from enum import Enum, auto
from typing import assert_never

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QHideEvent, QPainter, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from kiosk.ui.attendee_page import AttendeePage, start_over_words
from kiosk.ui.theme import scaled
from kiosk.ui.widgets import describe, make_label

_TRACK_COLOUR = QColor(255, 255, 255, 40)
_ARC_COLOUR = QColor("#5aa9ff")  # the theme's accent


class BusyStep(Enum):
    """What the kiosk is waiting for."""

    GETTING_READY = auto()  # at start: the journal is reconciled before the kiosk opens
    CHECKING_LINK = auto()
    CHECKING_SECRET = auto()
    MINTING = auto()
    WAITING_FOR_TRANSACTION = auto()


def busy_text(step: BusyStep) -> tuple[str, str]:
    """The translated headline and reassurance for ``step``."""
    translate = QCoreApplication.translate
    match step:
        case BusyStep.GETTING_READY:
            return (
                translate("BusyPage", "Getting ready…"),
                translate("BusyPage", "The kiosk opens in a moment."),
            )
        case BusyStep.CHECKING_LINK:
            return (
                translate("BusyPage", "Checking your code…"),
                translate("BusyPage", "This takes a few seconds."),
            )
        case BusyStep.CHECKING_SECRET:
            return (
                translate("BusyPage", "Checking the secret word…"),
                translate("BusyPage", "This takes a few seconds."),
            )
        case BusyStep.MINTING:
            return (
                translate("BusyPage", "Minting your collectible…"),
                translate("BusyPage", "Please wait, this can take a little while."),
            )
        case BusyStep.WAITING_FOR_TRANSACTION:
            return (
                translate("BusyPage", "Almost there…"),
                translate("BusyPage", "Waiting for the blockchain to confirm it."),
            )
        case _:
            assert_never(step)


class Spinner(QWidget):
    """A turning arc; it only ticks while shown, so an idle kiosk uses no CPU for it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Spinner")
        describe(
            self,
            QCoreApplication.translate("BusyPage", "Working"),
            QCoreApplication.translate("BusyPage", "A turning circle: the kiosk is at work."),
        )
        self.setFixedSize(QSize(scaled(160), scaled(160)))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._angle = 0
        self._timer = QTimer(self)
        self._timer.setInterval(33)
        self._timer.timeout.connect(self._tick)

    @property
    def spinning(self) -> bool:
        return self._timer.isActive()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._timer.start()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        self._timer.stop()
        super().hideEvent(event)

    def _tick(self) -> None:
        self._angle = (self._angle + 8) % 360
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.width() / 11.4  # 14 px at the design's 160 px
        ring = QRectF(self.rect()).adjusted(width, width, -width, -width)
        track = QPen(_TRACK_COLOUR, width)
        painter.setPen(track)
        painter.drawEllipse(ring)
        arc = QPen(_ARC_COLOUR, width)
        arc.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(arc)
        painter.drawArc(ring, -self._angle * 16, 100 * 16)
        painter.end()


class BusyPage(AttendeePage):
    """Shown while the app waits for the service; the Start over button stays, in case it hangs."""

    def __init__(self) -> None:
        super().__init__("BusyPage")
        self.spinner = Spinner()
        self.headline = make_label("Title")
        self.detail = make_label("Hint")
        self.body.addStretch(1)
        self.body.addWidget(self.spinner, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addSpacing(scaled(24))
        self.body.addWidget(self.headline)
        self.body.addWidget(self.detail)
        self.body.addWidget(self.problem_banner)
        self.body.addStretch(1)
        self.body.addWidget(self.next_in_line)
        self.set_reading_order(
            self.spinner, self.headline, self.detail, self.problem_banner, self.next_in_line
        )

    def set_step(self, step: BusyStep) -> None:
        headline, detail = busy_text(step)
        self.headline.setText(headline)
        self.detail.setText(detail)
        describe(self, headline, detail)
        self.start_over_button.setVisible(step is not BusyStep.GETTING_READY)  # nothing to undo
        # The service has (or the queue will send) the recipient: going back undoes nothing.
        minting = step in (BusyStep.MINTING, BusyStep.WAITING_FOR_TRANSACTION)
        describe(
            self.start_over_button,
            self.start_over_button.text(),
            mint_asked_start_over_words() if minting else start_over_words(),
        )


def mint_asked_start_over_words() -> str:
    """What "Start over" does, for a screen reader, once a mint was asked for the attendee (under
    "Minting…", and on a result that is not a failure): nothing typed is undone."""
    return QCoreApplication.translate(
        "BusyPage", "Goes back to the welcome screen. It does not stop the mint already asked for."
    )
