"""The frame every attendee page shares: a body, a problem banner and a "Start over" button."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from kiosk.ui.texts import Message
from kiosk.ui.theme import scaled
from kiosk.ui.widgets import ProblemBanner, describe, make_label, read_in_order


class AttendeePage(QFrame):
    """Base of the attendee pages, so "Start over" and the banner behave the same everywhere.

    "Start over" sits top right, where people look for a way out, and takes no row of its own.
    Subclasses put their title in ``header``, fill ``body`` and place ``problem_banner`` where it
    reads best (under the field); they name the page for a screen reader (``describe``) and give
    their widgets' reading order (``set_reading_order``).
    """

    start_over_requested = Signal()

    def __init__(self, object_name: str, *, can_start_over: bool = True) -> None:
        super().__init__()
        self.setObjectName(object_name)
        self.setProperty("attendeePage", True)
        self.problem_banner = ProblemBanner()
        self.next_in_line = make_label("NextInLine")  # placed by the busy and result pages
        self.next_in_line.hide()

        self.start_over_button = QPushButton(
            QCoreApplication.translate("AttendeePage", "Start over")
        )
        self.start_over_button.setObjectName("StartOverButton")
        describe(self.start_over_button, self.start_over_button.text(), start_over_words())
        self.start_over_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.start_over_button.clicked.connect(self.start_over_requested)
        self.start_over_button.setVisible(can_start_over)

        self.header = QHBoxLayout()
        self.header.setSpacing(scaled(24))
        top = QHBoxLayout()
        top.setSpacing(scaled(24))
        top.addLayout(self.header, 1)
        top.addWidget(
            self.start_over_button, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop
        )
        self.body = QVBoxLayout()
        self.body.setSpacing(scaled(12))

        root = QVBoxLayout(self)
        root.setContentsMargins(scaled(32), scaled(20), scaled(32), scaled(20))
        root.setSpacing(scaled(12))
        root.addLayout(top)
        root.addLayout(self.body, 1)

    def set_reading_order(self, *widgets: QWidget) -> None:
        """The page's own widgets in the order a screen reader reads them (top to bottom, left to
        right), then "Start over": the way out is offered once the page has said what it is for."""
        read_in_order(*widgets, self.start_over_button)

    def show_problem(self, message: Message) -> None:
        self.problem_banner.show_message(message)

    def clear_problem(self) -> None:
        self.problem_banner.clear()

    def show_next_in_line(self, shown: bool) -> None:
        """Tell the next attendee, whose link the camera read, that their turn comes next (a
        page placing ``next_in_line``: busy and result)."""
        self.next_in_line.setText(
            QCoreApplication.translate(
                "AttendeePage", "Next in line: your code was read. Your turn starts in a moment."
            )
        )
        self.next_in_line.setVisible(shown)


def start_over_words() -> str:
    """What "Start over" does, for a screen reader, where nothing was sent for the attendee yet."""
    return QCoreApplication.translate(
        "AttendeePage", "Clears what you typed and goes back to the welcome screen."
    )
