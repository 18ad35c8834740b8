"""One row of big buttons, each language in its own name: an attendee switches with one tap."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QPushButton, QWidget

from kiosk.ui.language import language_name
from kiosk.ui.theme import scaled
from kiosk.ui.widgets import describe


class LanguageBar(QWidget):
    """The languages the venue offers; no flags (a flag is a country, not a language).

    Hidden when there is only one language to offer.
    """

    chosen = Signal(str)  # a language code, e.g. "ja"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LanguageBar")
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(scaled(8))
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self.buttons: dict[str, QPushButton] = {}
        self.hide()

    def offer(self, codes: Sequence[str], current: str) -> None:
        """Show a button for each of ``codes``, the ``current`` one pressed."""
        for button in self.buttons.values():  # gone at once, not at the next turn of the loop
            self._group.removeButton(button)
            self._row.removeWidget(button)
            button.setParent(None)
            button.deleteLater()
        self.buttons = {}
        for code in codes:
            button = QPushButton(language_name(code))
            button.setObjectName("LanguageButton")
            button.setCheckable(True)
            button.setChecked(code == current)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            describe(
                button,
                button.text(),
                QCoreApplication.translate("LanguageBar", "Shows the kiosk in this language."),
            )
            button.clicked.connect(lambda _checked=False, code=code: self.chosen.emit(code))
            self._group.addButton(button)
            self._row.addWidget(button, 1)
            self.buttons[code] = button
        self.setVisible(len(codes) > 1)
