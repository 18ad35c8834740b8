"""Result: one colour readable across the hall, what happened and what to do next."""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from kiosk.core.reasons import Outcome
from kiosk.ui.attendee_page import AttendeePage, start_over_words
from kiosk.ui.busy_page import mint_asked_start_over_words
from kiosk.ui.outside_text import in_its_order, plain_text, wrappable
from kiosk.ui.texts import outcome_message
from kiosk.ui.theme import scaled
from kiosk.ui.widgets import ArtworkView, describe, make_label, repolish


class Tone(StrEnum):
    """The colour family of a result; the theme selects on it."""

    SUCCESS = "success"
    PENDING = "pending"
    FAILURE = "failure"


_SENT = frozenset({Outcome.MINTED, Outcome.ON_ITS_WAY, Outcome.RESERVED_BY_EMAIL})


def tone_of(outcome: Outcome) -> Tone:
    if outcome in (Outcome.MINTED, Outcome.RESERVED_BY_EMAIL):
        return Tone.SUCCESS
    if outcome in (Outcome.ON_ITS_WAY, Outcome.QUEUED, Outcome.UNCONFIRMED):
        return Tone.PENDING
    return Tone.FAILURE


# Ink on the result colours of resources/theme.qss: white on green and red, near-black on amber.
_ICON_INK = {
    Tone.SUCCESS: QColor("#ffffff"),
    Tone.PENDING: QColor("#1a1400"),
    Tone.FAILURE: QColor("#ffffff"),
}


def _icon_words(tone: Tone) -> tuple[str, str]:
    """What a screen reader says for the icon of ``tone``: a word, and the shape it sees."""
    translate = QCoreApplication.translate
    match tone:
        case Tone.SUCCESS:
            return translate("ResultPage", "Done"), translate("ResultPage", "A tick: it worked.")
        case Tone.PENDING:  # on its way, saved for later, or not confirmed: none is final
            return (
                translate("ResultPage", "Not final yet"),
                translate("ResultPage", "A clock: the outcome is not final yet."),
            )
        case Tone.FAILURE:  # "already used" too, where the code was minted, by another attempt
            return (
                translate("ResultPage", "Not done"),
                translate("ResultPage", "A cross: this attempt minted nothing."),
            )


class OutcomeIcon(QWidget):
    """A drawn tick, clock or cross: colour alone must not carry the meaning; needs no font."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(QSize(scaled(150), scaled(150)))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_tone(Tone.SUCCESS)

    def set_tone(self, tone: Tone) -> None:
        self._tone = tone
        describe(self, *_icon_words(tone))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = _ICON_INK[self._tone]
        width = self.width() / 12.5  # 12 px at the design's 150 px
        box = QRectF(self.rect()).adjusted(width, width, -width, -width)
        pen = QPen(ink, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawEllipse(box)
        c = box.center()
        r = box.width() / 2
        path = QPainterPath()
        if self._tone is Tone.SUCCESS:
            path.moveTo(c + QPointF(-0.45 * r, 0.02 * r))
            path.lineTo(c + QPointF(-0.12 * r, 0.35 * r))
            path.lineTo(c + QPointF(0.48 * r, -0.3 * r))
        elif self._tone is Tone.PENDING:
            path.moveTo(c + QPointF(0, -0.55 * r))
            path.lineTo(c)
            path.lineTo(c + QPointF(0.4 * r, 0.25 * r))
        else:
            path.moveTo(c + QPointF(-0.38 * r, -0.38 * r))
            path.lineTo(c + QPointF(0.38 * r, 0.38 * r))
            path.moveTo(c + QPointF(0.38 * r, -0.38 * r))
            path.lineTo(c + QPointF(-0.38 * r, 0.38 * r))
        painter.drawPath(path)
        painter.end()


class ResultPage(AttendeePage):
    """The page's ``outcome`` and ``tone`` properties drive its colours in the theme; with
    ``coloured`` off (a kiosk option) the page keeps the theme's background and the icon alone
    shows the outcome's colour and shape."""

    def __init__(self) -> None:
        super().__init__("ResultPage")
        self.coloured = True
        self.icon = OutcomeIcon()
        self.title = make_label("ResultTitle")
        self.next_step = make_label("ResultNextStep")
        self.artwork = ArtworkView(220)
        self.drop_name = make_label("DropName", centred=False)
        self.recipient = make_label("Recipient", centred=False)

        details = QVBoxLayout()
        details.setSpacing(scaled(8))
        details.addStretch(1)
        details.addWidget(self.drop_name)
        details.addWidget(self.recipient)
        details.addStretch(1)
        card = QHBoxLayout()
        card.setSpacing(scaled(32))
        card.addStretch(1)
        card.addWidget(self.artwork)
        card.addLayout(details, 2)
        card.addStretch(1)

        self.body.addStretch(1)
        self.body.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addWidget(self.title)
        self.body.addWidget(self.next_step)
        self.body.addSpacing(scaled(16))
        self.body.addLayout(card)
        self.body.addWidget(self.problem_banner)
        self.body.addStretch(1)
        self.body.addWidget(self.next_in_line)
        self.set_reading_order(
            self.icon,
            self.title,
            self.next_step,
            self.artwork,
            self.drop_name,
            self.recipient,
            self.problem_banner,
            self.next_in_line,
        )

    def show_outcome(
        self,
        outcome: Outcome,
        drop_name: str,
        masked_recipient: str,
        artwork: QPixmap | None,
        *,
        secret_word: bool = False,
        by_email: bool = False,
    ) -> None:
        """``secret_word``: the attendee gave a secret word, so the words never say "code";
        ``by_email``: an e-mail address, so they never say "wallet"."""
        tone = tone_of(outcome)
        self.setProperty("outcome", outcome.value)
        self.setProperty("tone", tone.value if self.coloured else "plain")
        repolish(self)
        self.icon.set_tone(tone)
        message = outcome_message(outcome, secret_word=secret_word, by_email=by_email)
        self.title.setText(message.title)
        self.next_step.setText(message.next_step)
        describe(self, message.title, message.next_step)
        # Minted, on its way, saved for later or not confirmed: the mint goes on whatever is tapped.
        describe(
            self.start_over_button,
            self.start_over_button.text(),
            start_over_words() if tone is Tone.FAILURE else mint_asked_start_over_words(),
        )
        name = plain_text(drop_name)
        self.drop_name.setText(wrappable(name))
        self.drop_name.setVisible(bool(name))
        recipient = in_its_order(plain_text(masked_recipient))
        # A secret word's claim for an e-mail address sends nothing to it that the service says.
        sent = outcome in _SENT and not (secret_word and by_email)
        sent_to = (
            QCoreApplication.translate("ResultPage", "Sent to {recipient}")
            if sent
            else QCoreApplication.translate("ResultPage", "For {recipient}")
        )
        self.recipient.setText(sent_to.format(recipient=recipient))
        self.recipient.setVisible(bool(recipient))
        self.artwork.set_artwork(artwork)
