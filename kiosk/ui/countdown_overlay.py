""""Still there?": the countdown over an entry page before it returns to the welcome screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from kiosk.ui.theme import scaled
from kiosk.ui.widgets import describe, make_label


class CountdownOverlay(QFrame):
    """Covers the attendee pages while the flow counts down; it only shows the seconds it is
    given. A tap on it is the attendee's "I'm here" (the window reports it as activity) and lands
    on no key beneath, so it never types anything by accident."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._covered = parent
        self.setObjectName("CountdownOverlay")
        self.title = make_label("CountdownTitle")
        self.tap = make_label("CountdownTap")
        self.seconds_line = make_label("CountdownSeconds")
        card = QFrame()
        card.setObjectName("CountdownCard")
        column = QVBoxLayout(card)
        column.setContentsMargins(scaled(48), scaled(32), scaled(48), scaled(32))
        column.setSpacing(scaled(16))
        for label in (self.title, self.tap, self.seconds_line):
            column.addWidget(label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(scaled(96), scaled(32), scaled(96), scaled(32))
        layout.addStretch(1)
        layout.addWidget(card)
        layout.addStretch(1)
        parent.installEventFilter(self)
        self.hide()

    def show_seconds(self, seconds_left: int | None) -> None:
        """Show ``seconds_left`` over the pages, or hide when None. Every word is written here,
        in the language of this moment: the overlay outlives the attendee's language switch."""
        if seconds_left is None:
            self.hide()
            return
        self.title.setText(self.tr("Still there?"))
        self.tap.setText(self.tr("Tap to continue"))
        self.seconds_line.setText(
            self.tr("Otherwise the kiosk starts over in %Ln s.", "", seconds_left)
        )
        describe(
            self,
            self.tr("Still there? Tap to continue"),
            self.tr("Tap anywhere to keep this page."),
        )
        self.setGeometry(self._covered.rect())
        self.raise_()
        self.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Keep covering the whole of the pages when the window changes size."""
        if watched is self._covered and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._covered.rect())
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Taken here, so the tap reaches no key under the overlay (the window saw it already)."""
        event.accept()
