"""What every operator page shares: a heading, a plain-words explanation, and a check line.

Operator pages are for door staff in a hurry: each says what it is for, and after each action a
green, amber or red line says whether it worked and what to do if not.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from kiosk.core.reasons import FailedCall, ServiceProblem
from kiosk.ui.texts import failed_call_text
from kiosk.ui.widgets import describe, make_label, repolish


class CheckTone(StrEnum):
    OK = "ok"
    WARNING = "warning"
    FAILED = "failed"
    WORKING = "working"


class OperatorPage(QFrame):
    """A heading, an explanation, the page's own content (``self.body``), and a check line."""

    def __init__(self, title: str, explanation: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("operatorPage", True)
        describe(self, title, explanation)  # where staff are, as a screen reader announces it
        self.title = make_label("OperatorTitle", title, centred=False)
        self.explanation = make_label("OperatorExplanation", explanation, centred=False)
        self.check_line = make_label("CheckLine", centred=False)
        self.check_line.hide()
        self.body = QVBoxLayout()
        self.body.setSpacing(12)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(16)
        layout.addWidget(self.title)
        layout.addWidget(self.explanation)
        layout.addLayout(self.body, 1)
        layout.addWidget(self.check_line)

    def show_check(self, tone: CheckTone, text: str) -> None:
        """Say in plain words how the last action went (the tone picks the colour)."""
        self.check_line.setProperty("tone", tone.value)
        self.check_line.setText(text)
        self.check_line.show()
        repolish(self.check_line)

    def show_failure(self, failed: FailedCall) -> None:
        """A call that failed, in the words every operator page uses for it (amber when it may
        have been done after all)."""
        lost = failed.problem is ServiceProblem.ANSWER_LOST
        self.show_check(CheckTone.WARNING if lost else CheckTone.FAILED, failed_call_text(failed))

    def clear_check(self) -> None:
        self.check_line.clear()
        self.check_line.hide()
