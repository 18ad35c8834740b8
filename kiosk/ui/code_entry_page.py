"""Code entry: the attendee types the six-character mint code (or pastes a whole mint link)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from kiosk.ui.entry_page import EntryPage
from kiosk.ui.touch_keyboard import DIGITS, LETTER_ROWS


class CodeEntryPage(EntryPage):
    """Upper-case letters, as codes are printed; the app accepts either case."""

    def __init__(self) -> None:
        translate = QCoreApplication.translate
        super().__init__(
            "CodeEntryPage",
            question=translate("CodeEntryPage", "Type your code"),
            hint=translate(
                "CodeEntryPage",
                "Six letters or digits; capital or small letters both work. "
                "Zero and the letter O are different, as are one, I and L.",
            ),
            rows=[DIGITS, *LETTER_ROWS],
            upper_case=True,
        )
