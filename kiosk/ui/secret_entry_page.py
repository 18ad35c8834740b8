"""Secret word: the word announced at the event, typed on a keyboard with a case toggle."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from kiosk.ui.entry_page import EntryPage
from kiosk.ui.touch_keyboard import DIGITS, letter_rows


class SecretEntryPage(EntryPage):
    """Letters, digits and the hyphen; starts in lower case, as secret words usually are."""

    def __init__(self) -> None:
        translate = QCoreApplication.translate
        letters, middle, last = letter_rows()
        super().__init__(
            "SecretEntryPage",
            question=translate("SecretEntryPage", "Type the secret word"),
            hint=translate("SecretEntryPage", "The word announced at this event."),
            rows=[DIGITS, letters, middle, [*last, "-"]],
            case_toggle=True,
        )

    def reset(self) -> None:
        super().reset()
        self.keyboard.set_upper_case(False)
