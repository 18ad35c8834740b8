"""Out of order: what an attendee sees after something broke that nothing else caught.

Calm and short, in the attendee theme, and without any technical detail: the log file has those,
and a traceback on a public screen helps nobody (it may even show what it should not).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from kiosk.ui.theme import scaled
from kiosk.ui.widgets import describe, make_label


class OutOfOrderPage(QFrame):
    """Shown by the window as a staff screen until staff restart the kiosk."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OutOfOrderPage")
        self.setProperty("attendeePage", True)  # the attendee theme: dark calm background
        translate = QCoreApplication.translate
        self.title = make_label("Title", translate("OutOfOrderPage", "Out of order"))
        self.ask_staff = make_label(
            "Question", translate("OutOfOrderPage", "Please ask a staff member.")
        )
        self.sorry = make_label(
            "Hint", translate("OutOfOrderPage", "Sorry, this kiosk cannot mint right now.")
        )
        describe(self, self.title.text(), self.ask_staff.text())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(scaled(64), scaled(48), scaled(64), scaled(48))
        layout.setSpacing(scaled(32))
        layout.addStretch(1)
        for label in (self.title, self.ask_staff, self.sorry):
            layout.addWidget(label)
        layout.addStretch(1)
