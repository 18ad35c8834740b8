"""Dispenser: one big mint-link QR for the attendee's phone, revealed by a tap (docs/dispenser.md).

The page shows a ``DispenserState`` (``kiosk.core.dispenser``) and says nothing of its own: the
QR is drawn only while the state says SHOWING, i.e. after the service said the link is free.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from kiosk.core.dispenser import DispenserState, Reach, Screen
from kiosk.ui.attendee_page import AttendeePage
from kiosk.ui.outside_text import plain_text, wrappable
from kiosk.ui.texts import Message
from kiosk.ui.theme import scaled
from kiosk.ui.widgets import ArtworkView, describe, make_label

QR_MIN_SIDE_PX = 360  # at 29 modules, 12 px a module: read from 1 m by any phone camera
ARTWORK_SIDE_PX = 140

_INK = QColor("#000000")

translate = QCoreApplication.translate


class QrView(QWidget):
    """A QR code drawn module by module, whole pixels per module, on white with its quiet zone:
    crisp at any size, no image scaling blur."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DispenserQr")
        self.setMinimumSize(QSize(scaled(QR_MIN_SIDE_PX), scaled(QR_MIN_SIDE_PX)))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._modules: list[list[bool]] = []
        self.text = ""

    def set_text(self, text: str) -> None:
        if text != self.text:
            from kiosk.core.qr_image import qr_modules  # qrcode: not before the first paint

            self.text = text
            self._modules = qr_modules(text) if text else []
            self.update()

    def code_rect(self) -> QRect:
        """Where the code (quiet zone included) is drawn: a square, centred."""
        count = len(self._modules) or 1
        module = max(1, min(self.width(), self.height()) // count)
        side = module * count
        return QRect((self.width() - side) // 2, (self.height() - side) // 2, side, side)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if not self._modules:
            return
        painter = QPainter(self)
        area = self.code_rect()
        module = area.width() // len(self._modules)
        painter.fillRect(area, QColor("#ffffff"))
        left, top = area.x(), area.y()
        for y, row in enumerate(self._modules):
            for x, dark in enumerate(row):
                if dark:
                    painter.fillRect(left + x * module, top + y * module, module, module, _INK)
        painter.end()


def screen_message(state: DispenserState) -> Message:
    """The big line and the line under it for each dispenser screen."""
    match state.screen:
        case Screen.LOADING:
            return Message(translate("DispenserPage", "Getting the collectibles ready…"), "")
        case Screen.TAP:
            return Message(
                translate("DispenserPage", "Tap for your collectible"),
                translate("DispenserPage", "You get a QR code to scan with your phone camera."),
            )
        case Screen.CHECKING:
            return Message(translate("DispenserPage", "One moment…"), "")
        case Screen.SHOWING:
            return Message(
                translate("DispenserPage", "Scan with your phone camera"),
                translate("DispenserPage", "Then mint it on the page your phone opens."),
            )
        case Screen.EMPTY:
            return Message(
                translate("DispenserPage", "All collectibles are handed out — thank you"), ""
            )
        case Screen.EXPIRED:
            return Message(
                translate("DispenserPage", "This drop has expired"),
                translate("DispenserPage", "Its collectibles can no longer be minted."),
            )
        case Screen.NO_LINKS:
            return Message(
                translate("DispenserPage", "No collectibles to hand out right now"),
                translate("DispenserPage", "Please ask a member of staff."),
            )


def offline_message(state: DispenserState) -> Message:
    """What the banner says while the kiosk gets no answer from the service (or, busy, only one
    asking it to slow down: the service is there, the network is fine)."""
    if state.reach is Reach.BUSY:
        title = translate("DispenserPage", "The service is busy")
    else:
        title = translate("DispenserPage", "The kiosk is offline")
    if state.screen is Screen.SHOWING:
        return Message(
            title,
            translate(
                "DispenserPage",
                "Your phone mints over its own connection: keep its internet on.",
            ),
        )
    return Message(
        title,
        translate("DispenserPage", "No code can be checked now. Please try again in a minute."),
    )


class DispenserPage(AttendeePage):
    """The dispenser's one page: drop artwork and name on top, then the tap button or the QR."""

    tapped = Signal()

    def __init__(self) -> None:
        super().__init__("DispenserPage", can_start_over=False)
        self.artwork = ArtworkView(ARTWORK_SIDE_PX)
        self.drop_name = make_label("DropName", centred=False)
        self.title = make_label("Question")
        self.hint = make_label("Hint")
        self.qr = QrView()
        self.tap_button = QPushButton()
        self.tap_button.setObjectName("BigButton")
        self.tap_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tap_button.setMinimumHeight(scaled(240))  # the whole middle of the screen: the target
        self.tap_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.tap_button.clicked.connect(self.tapped)
        self.header.addWidget(self.artwork)
        self.header.addWidget(self.drop_name, 1)
        self.body.addWidget(self.title)
        self.body.addWidget(self.qr, 1)
        self.body.addWidget(self.tap_button, 1)
        self.body.addWidget(self.hint)
        self.body.addWidget(self.problem_banner)
        self.state = DispenserState(Screen.LOADING)
        self.show_state(self.state, "")

    def show_drop(self, name: str, artwork: QPixmap | None) -> None:
        self.show_drop_name(name)
        self.artwork.set_artwork(artwork)

    def show_drop_name(self, name: str) -> None:
        """The name alone: the artwork, once loaded, stays."""
        self.drop_name.setText(wrappable(plain_text(name)))

    def show_state(self, state: DispenserState, link: str) -> None:
        """``link``: what the QR encodes while SHOWING (the link's public mint page)."""
        self.state = state
        message = screen_message(state)
        showing = state.screen is Screen.SHOWING
        self.qr.set_text(link if showing else "")
        self.qr.setVisible(showing)
        self.title.setText(message.title)
        tap = state.screen is Screen.TAP
        # The page, as a screen reader says it; offline a tap shows no QR: the banner's words.
        offline_tap = tap and state.offline
        describe(
            self,
            message.title,
            offline_message(state).next_step if offline_tap else message.next_step,
        )
        # Offline or busy a tap shows no QR: the hint's promise goes, the banner says what to do.
        hint = "" if offline_tap else message.next_step
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        self.tap_button.setText(message.title if tap else "")
        self.tap_button.setVisible(tap)
        # Offline no link can be checked, so a tap shows no QR: the banner's words, not a promise.
        describe(
            self.tap_button,
            translate("DispenserPage", "Tap for your collectible"),
            offline_message(state).next_step
            if state.offline
            else translate("DispenserPage", "Shows a QR code to scan with your phone."),
        )
        self.title.setVisible(not tap)
        if state.offline:
            self.show_problem(offline_message(state))
        else:
            self.clear_problem()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Anywhere on the page counts as a tap while it asks for one (and on the empty screen,
        which may have links again)."""
        if self.state.screen in (Screen.TAP, Screen.EMPTY, Screen.NO_LINKS):
            self.tapped.emit()
        super().mousePressEvent(event)
