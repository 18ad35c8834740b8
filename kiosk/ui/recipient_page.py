"""Recipient: what they are getting, and the one question "Where should we send it?"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QVBoxLayout, QWidget

from kiosk.ui.camera_view import CameraView
from kiosk.ui.entry_page import EntryPage
from kiosk.ui.outside_text import plain_text, wrappable
from kiosk.ui.touch_keyboard import DIGITS, letter_rows
from kiosk.ui.widgets import ArtworkView, make_label


class RecipientPage(EntryPage):
    """Type a wallet address, .eth name or e-mail, or scan a wallet QR beside the keyboard.

    The keyboard has "0x" and ".eth" keys because those are what people type most here.
    """

    def __init__(self) -> None:
        translate = QCoreApplication.translate
        top, middle, last = letter_rows()
        super().__init__(
            "RecipientPage",
            question=translate("RecipientPage", "Where should we send it?"),
            hint=translate("RecipientPage", "Your wallet address, .eth name or e-mail."),
            rows=[["0x", *DIGITS], top, [*middle, "@"], [*last, ".", "-", "_", ".eth"]],
            question_in_header=False,
        )
        self.artwork = ArtworkView(96)
        self.drop_name = make_label("DropName", centred=False)
        self.getting = make_label(
            "Hint", translate("RecipientPage", "You are getting"), centred=False
        )
        # On one line, so a long name wrapping to two lines still leaves the keys their room.
        at_top = Qt.AlignmentFlag.AlignTop
        self.header.addWidget(self.artwork, 0, at_top)
        self.header.addWidget(self.getting, 0, at_top)
        self.header.addWidget(self.drop_name, 1, at_top)

        self.scan_prompt = make_label("Hint", translate("RecipientPage", "or scan your wallet QR"))
        self.camera_view = CameraView(translate("RecipientPage", "No camera — type it instead"))
        scan_column = QVBoxLayout()
        scan_column.setContentsMargins(0, 0, 0, 0)
        scan_column.addWidget(self.scan_prompt)
        scan_column.addWidget(self.camera_view, 1)
        self.scan_area = QWidget()
        self.scan_area.setLayout(scan_column)
        self.side.addWidget(self.scan_area, 1)
        self.set_reading_order(
            self.artwork,
            self.getting,
            self.drop_name,
            self.question,
            self.hint,
            self.field,
            self.scan_area,
            self.problem_banner,
            self.keyboard,
        )

    def show_drop(self, drop_name: str, artwork: QPixmap | None) -> None:
        self.drop_name.setText(wrappable(plain_text(drop_name)))
        self.getting.setVisible(bool(drop_name))  # unknown while offline: no "You are getting"
        self.artwork.set_artwork(artwork)

    def set_scanning(self, can_scan: bool) -> None:
        """Offer the wallet scanner only when there is a camera to scan with."""
        self.scan_area.setVisible(can_scan)
        self.camera_view.set_available(can_scan)
