"""The shape of the pages that ask for text: a question, one big field and a touch keyboard."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QVBoxLayout

from kiosk.ui.attendee_page import AttendeePage
from kiosk.ui.theme import scaled
from kiosk.ui.touch_keyboard import TouchKeyboard
from kiosk.ui.widgets import describe, make_label


class EntryPage(AttendeePage):
    """Asks one question; OK or Enter hands the raw text to the app, which parses and judges it.

    The question sits in the header row unless ``question_in_header`` is false (the recipient page
    shows the drop there). ``side`` is the row beside the field and keyboard, for a scanner.
    """

    text_submitted = Signal(str)

    def __init__(
        self,
        object_name: str,
        *,
        question: str,
        hint: str,
        rows: Sequence[Sequence[str]],
        upper_case: bool = False,
        case_toggle: bool = False,
        question_in_header: bool = True,
    ) -> None:
        super().__init__(object_name)
        self.question = make_label("Question", question, centred=False)
        self.hint = make_label("Hint", hint, centred=False)
        self.field = QLineEdit()
        self.field.setObjectName("EntryField")
        self.field.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # codes, addresses, e-mails
        describe(self, question, hint)  # the page, as a screen reader announces it
        describe(self.field, question, hint)
        self.field.returnPressed.connect(self.submit)
        self.field.textChanged.connect(self.clear_problem)
        self.keyboard = TouchKeyboard(
            self.field, rows, upper_case=upper_case, case_toggle=case_toggle
        )
        self.keyboard.ok_pressed.connect(self.submit)
        self.problem_banner.reserve_space()

        entry = QVBoxLayout()
        entry.setSpacing(scaled(12))
        entry.addWidget(self.field)
        entry.addWidget(self.problem_banner)
        entry.addWidget(self.keyboard, 1)
        entry.addStretch(0)  # takes what the keyboard leaves on tall screens
        self.side = QHBoxLayout()
        self.side.setSpacing(scaled(32))
        self.side.addLayout(entry, 3)

        if question_in_header:
            self.header.addWidget(self.question)
        else:
            self.body.addWidget(self.question)
        self.body.addWidget(self.hint)
        self.body.addLayout(self.side, 1)
        self.set_reading_order(
            self.question, self.hint, self.field, self.problem_banner, self.keyboard
        )

    def reset(self) -> None:
        """Ready for a new attendee: empty field, no banner, typing goes to the field.

        ``setText`` also forgets the field's undo history; ``clear`` is an edit its undo takes
        back, which brought the last attendee's address back into the field."""
        self.field.setText("")
        self.clear_problem()
        self.field.setFocus()

    def submit(self) -> None:
        self.text_submitted.emit(self.field.text())
