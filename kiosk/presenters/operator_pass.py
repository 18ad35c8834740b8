"""Making, keeping and printing the operator pass.

Only the pass's hash is saved; the value itself stays in memory for printing, so a settings file
copied off the kiosk never lets anyone in. After a restart the printed card still works, but
cannot be shown or printed again without making a new one (which cancels the old card).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtPrintSupport import QPrinter

from kiosk.core.operator_pin import new_operator_pass
from kiosk.core.qr_image import qr_svg
from kiosk.core.settings import Settings
from kiosk.ui.operator.operator_pass_page import OperatorPassPage, paint_pass_card, pass_pdf
from kiosk.workers.background_calls import BackgroundCalls

log = logging.getLogger(__name__)

NewPass = tuple[str, bytes]  # the hash to save, the QR to show and print (holding the value)


def _make_pass() -> NewPass:
    payload, pass_hash = new_operator_pass()
    return pass_hash, qr_svg(payload)


class OperatorPassPresenter(QObject):
    """Connects the operator pass page to the settings; the pass is made off the UI thread."""

    def __init__(
        self,
        page: OperatorPassPage,
        settings: Settings,
        save_settings: Callable[[Settings], object],
        calls: BackgroundCalls,
    ) -> None:
        super().__init__(page)
        self._page = page
        self._settings = settings
        self._save_settings = save_settings
        self._calls = calls
        self._svg: bytes | None = None  # this session's pass, for printing; never saved
        page.new_pass_requested.connect(self.make_new_pass)
        page.print_requested.connect(self.print_pass)
        page.save_requested.connect(self.save_pdf)
        page.show_pass(None)

    def make_new_pass(self) -> None:
        self._page.show_making_pass()
        self._calls.run(_make_pass, self._store_pass, self._pass_failed)

    def print_pass(self, printer: QPrinter) -> None:
        if self._svg is not None:  # the page offers print and save only while it shows a pass
            self._page.show_printed(paint_pass_card(printer, self._svg))

    def save_pdf(self, path: str) -> None:
        if self._svg is not None:
            self._page.show_pdf_saved(path, paint_pass_card(pass_pdf(path), self._svg))

    def _store_pass(self, result: NewPass) -> None:
        pass_hash, svg = result
        operator = self._settings.operator
        old_hash, operator.operator_pass_hash = operator.operator_pass_hash, pass_hash
        try:
            self._save_settings(self._settings)
        except OSError as error:
            operator.operator_pass_hash = old_hash
            log.error("Could not save the new operator pass: %s", error)
            self._page.show_pass_not_saved()
            return
        log.info("New operator pass made; earlier passes no longer open the staff area")
        self._svg = svg
        self._page.show_new_pass(svg)

    def _pass_failed(self, error: Exception) -> None:
        log.error("Could not make an operator pass: %s", type(error).__name__)
        self._page.show_pass_failed()
