"""Small building blocks shared by the attendee pages: safe labels, the problem banner, artwork."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from kiosk.ui.texts import Message

# Invisible characters that reorder text (bidi overrides and isolates) can disguise a drop name.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


PLAIN_TEXT_LIMIT = 300  # characters of outside text shown; a longer name is cut with "…"


def plain_text(text: str, limit: int = PLAIN_TEXT_LIMIT) -> str:
    """Return outside text fit for one label line: control characters removed, whitespace kept,
    at most ``limit`` characters.

    Like Dangerzone's ``replace_control_chars``: names come from the service and may hold anything.
    """
    kept = []
    for char in text[: limit * 4]:  # never walk a huge text; control chars shrink it
        if char in "\t\n\r":
            kept.append(" ")
        elif unicodedata.category(char) != "Cc" and char not in _BIDI_CONTROLS:
            kept.append(char)
    line = " ".join("".join(kept).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def make_label(object_name: str, text: str = "", *, centred: bool = True) -> QLabel:
    """A word-wrapped label that never interprets markup, named for the theme."""
    label = QLabel(text)
    label.setObjectName(object_name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if centred:
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property used by a selector changed."""
    for item in [widget, *widget.findChildren(QWidget)]:
        item.style().unpolish(item)
        item.style().polish(item)
        item.update()


class ProblemBanner(QFrame):
    """Why the last input was refused, shown under the field instead of a dialog to dismiss."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ProblemBanner")
        self.title = make_label("ProblemTitle")
        self.next_step = make_label("ProblemNextStep")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 12, 24, 12)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.next_step)
        self.hide()

    def show_message(self, message: Message) -> None:
        self.title.setText(message.title)
        self.next_step.setText(message.next_step)
        self.show()

    def clear(self) -> None:
        self.title.clear()
        self.next_step.clear()
        self.hide()


class ArtworkView(QLabel):
    """The collectible's picture at a fixed size, hidden until there is one to show."""

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Artwork")
        self._side = side
        self.setFixedSize(QSize(side, side))
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.hide()

    def set_artwork(self, artwork: QPixmap | None) -> None:
        if artwork is None or artwork.isNull():
            self.clear()
            self.hide()
            return
        ratio = self.devicePixelRatioF()
        scaled = artwork.scaled(
            QSize(self._side, self._side) * ratio,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        scaled.setDevicePixelRatio(ratio)
        self.setPixmap(scaled)
        self.show()
