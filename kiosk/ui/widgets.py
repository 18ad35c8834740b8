"""Small building blocks shared by the pages: safe labels, what a screen reader says, the problem
banner, artwork."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from kiosk.ui.texts import Message
from kiosk.ui.theme import scaled


def make_label(object_name: str, text: str = "", *, centred: bool = True) -> QLabel:
    """A word-wrapped label that never interprets markup, named for the theme."""
    label = QLabel(text)
    label.setObjectName(object_name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if centred:
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


def describe(widget: QWidget, name: str, description: str) -> None:
    """What a screen reader says for ``widget``: its name (what it is) and its description (what
    it does or shows); both translated by the caller, so they follow the language in use."""
    widget.setAccessibleName(name)
    widget.setAccessibleDescription(description)


def read_in_order(*widgets: QWidget) -> None:
    """Put sibling ``widgets`` in this order for a screen reader, which walks a widget's children
    in their stacking order: each is raised above the ones before (siblings that never overlap,
    so nothing on screen changes)."""
    for widget in widgets:
        widget.raise_()


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property used by a selector changed."""
    for item in [widget, *widget.findChildren(QWidget)]:
        item.style().unpolish(item)
        item.style().polish(item)
        item.update()


class ProblemBanner(QFrame):
    """Why the last input was refused, shown under the field instead of a dialog to dismiss.

    On a page that asks for input the banner's space is reserved (``reserve_space``): shown or
    not, it takes the same height, so no key or field moves under a finger when it appears.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ProblemBanner")
        self.title = make_label("ProblemTitle")
        self.next_step = make_label("ProblemNextStep")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(scaled(24), scaled(6), scaled(24), scaled(6))
        self._layout.setSpacing(0)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.next_step)
        self._reserved = False
        self.hide()

    def reserve_space(self) -> None:
        """Keep room for a title line and two next-step lines, whether or not it shows."""
        self._reserved = True
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)
        self.updateGeometry()

    def reserved_height(self) -> int:
        """The height of a title line and two next-step lines (a longer language wraps the next
        step first) in the fonts the theme gave them."""
        self.ensurePolished()
        self.title.ensurePolished()
        self.next_step.ensurePolished()
        margins = self._layout.contentsMargins()
        lines = self.title.fontMetrics().height() + 2 * self.next_step.fontMetrics().height()
        frame = 2 * self.frameWidth()
        return margins.top() + margins.bottom() + self._layout.spacing() + lines + frame

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        """Reserved, the height is the kept room, never what the wrapped text of the moment
        would take (that would move the page when a message has fewer lines)."""
        return not self._reserved and super().hasHeightForWidth()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), self.reserved_height()) if self._reserved else hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        return QSize(hint.width(), self.reserved_height()) if self._reserved else hint

    def show_message(self, message: Message) -> None:
        self.title.setText(message.title)
        self.next_step.setText(message.next_step)
        self.show()

    def clear(self) -> None:
        self.title.clear()
        self.next_step.clear()
        self.hide()


class ArtworkView(QLabel):
    """The collectible's picture at a fixed size (``side`` in the theme's design pixels), hidden
    until there is one to show."""

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Artwork")
        side = scaled(side)
        describe(
            self,
            QCoreApplication.translate("ArtworkView", "Artwork"),
            QCoreApplication.translate("ArtworkView", "The collectible's picture."),
        )
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
