"""The printed operator pass: its QR code big on screen, a new one on request, print or PDF.

The pass opens the staff area without typing the PIN, so a lost card must be easy to cancel:
making a new pass is one button, and the page says the old card stops working.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QDialog, QFileDialog, QHBoxLayout, QLabel, QPushButton, QWidget

from kiosk.ui.operator.page import OperatorPage
from kiosk.ui.widgets import make_label

QR_SIDE = 360  # px on screen: a phone or the kiosk camera reads it from a metre away


translate = QCoreApplication.translate


def svg_pixmap(svg: bytes, side: int, device_pixel_ratio: float) -> QPixmap:
    """``svg`` drawn sharp at ``side`` logical pixels on a screen with the given pixel ratio."""
    pixmap = QPixmap(QSize(side, side) * device_pixel_ratio)
    pixmap.fill(QColor("white"))
    painter = QPainter(pixmap)
    QSvgRenderer(QByteArray(svg)).render(painter, QRectF(pixmap.rect()))
    painter.end()
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    return pixmap


class OperatorPassPage(OperatorPage):
    """Shows the pass made in this session; the presenter makes passes and writes the files."""

    new_pass_requested = Signal()
    print_requested = Signal(QPrinter)  # the printer staff chose and accepted
    save_requested = Signal(str)  # the PDF file staff chose

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("OperatorPassPage", "Operator pass"),
            translate(
                "OperatorPassPage",
                "Scan this card at the kiosk to open the staff area. Keep it safe; making a "
                "new one cancels this one.",
            ),
            parent,
        )
        self.qr = QLabel()
        self.qr.setObjectName("OperatorPassQr")
        self.qr.setFixedSize(QR_SIDE, QR_SIDE)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_pass = make_label(
            "OperatorPassMissing",
            translate(
                "OperatorPassPage",
                "No pass to show. A pass printed before the kiosk last started still works, "
                "but it cannot be shown again: make a new one to print it (the old card then "
                "stops working).",
            ),
            centred=False,
        )
        self.new_button = QPushButton(translate("OperatorPassPage", "Make a new pass"))
        self.new_button.clicked.connect(self.new_pass_requested)
        self.print_button = QPushButton(translate("OperatorPassPage", "Print…"))
        self.print_button.clicked.connect(self._choose_printer)
        self.save_button = QPushButton(translate("OperatorPassPage", "Save as PDF…"))
        self.save_button.clicked.connect(self._choose_file)
        self.printer = QPrinter()

        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        for button in (self.new_button, self.print_button, self.save_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.body.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addWidget(self.no_pass)
        self.body.addStretch(1)
        self.body.addLayout(buttons)
        self.show_pass(None)

    def show_pass(self, svg: bytes | None) -> None:
        """The pass QR, or None when this session has made none (so there is nothing to print)."""
        has_pass = svg is not None
        if svg is not None:
            self.qr.setPixmap(svg_pixmap(svg, QR_SIDE, self.devicePixelRatioF()))
        else:
            self.qr.clear()
        self.qr.setVisible(has_pass)
        self.no_pass.setVisible(not has_pass)
        self.print_button.setEnabled(has_pass)
        self.save_button.setEnabled(has_pass)

    def _choose_printer(self) -> None:
        dialog = QPrintDialog(self.printer, self)
        dialog.accepted.connect(lambda: self.print_requested.emit(self.printer))
        dialog.finished.connect(dialog.deleteLater)
        QDialog.open(dialog)  # PySide hides the plain open() behind QPrintDialog's overload

    def _choose_file(self) -> None:
        dialog = QFileDialog(self, translate("OperatorPassPage", "Save the operator pass"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        # Qt's own dialog is a child of the kiosk window; a native one can open behind it.
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setNameFilter(translate("OperatorPassPage", "PDF files (*.pdf)"))
        dialog.setDefaultSuffix("pdf")
        dialog.selectFile("operator-pass.pdf")
        dialog.fileSelected.connect(self.save_requested)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
