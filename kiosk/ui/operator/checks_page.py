"""The "Test connection" page: the doctor's checks as green, amber and red lines, with the fix."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QScroller,
    QVBoxLayout,
    QWidget,
)

from kiosk.core.doctor import CheckResult, Status
from kiosk.ui.doctor_texts import check_title, problem_fix
from kiosk.ui.operator.page import CheckTone, OperatorPage
from kiosk.ui.outside_text import plain_text
from kiosk.ui.widgets import describe, make_label

TONE_OF_STATUS = {
    Status.OK: CheckTone.OK,
    Status.WARNING: CheckTone.WARNING,
    Status.FAILED: CheckTone.FAILED,
}


translate = QCoreApplication.translate


def status_text(status: Status) -> str:
    """A check's colour in words, for a screen reader."""
    match status:
        case Status.OK:
            return translate("ChecksPage", "Passed.")
        case Status.WARNING:
            return translate("ChecksPage", "Passed, with a warning.")
        case Status.FAILED:
            return translate("ChecksPage", "Failed.")


class CheckLine(QFrame):
    """One check: its title and what it found, and under a problem what to do about it."""

    def __init__(self, result: CheckResult, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CheckResultLine")
        self.result = result
        self.tone = TONE_OF_STATUS[result.status]
        self.setProperty("tone", self.tone.value)
        self.title = make_label("CheckTitle", check_title(result.name), centred=False)
        describe(self, self.title.text(), status_text(result.status))  # not by colour alone
        self.detail = make_label("CheckDetail", plain_text(result.detail), centred=False)
        self.detail.setVisible(bool(result.detail))
        fix = problem_fix(result.problem) if result.problem is not None else ""
        self.fix = make_label("CheckFix", fix, centred=False)
        self.fix.setVisible(bool(fix))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addWidget(self.fix)


class ChecksPage(OperatorPage):
    """A button that runs the checks and the lines they give, added one by one as they come."""

    test_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            translate("ChecksPage", "Test connection"),
            translate(
                "ChecksPage",
                "Checks the settings, the keyring, the credentials, the service, the chosen drop "
                "and the camera, one after another, and says what to do about each problem.",
            ),
            parent,
        )
        self.test_button = QPushButton(translate("ChecksPage", "Test connection"))
        self.test_button.setObjectName("PrimaryButton")
        self.test_button.clicked.connect(self.test_requested)
        describe(
            self.test_button,
            self.test_button.text(),
            translate("ChecksPage", "Runs every check; a line for each appears below."),
        )
        self.lines: list[CheckLine] = []
        results = QWidget()
        results.setObjectName("CheckResults")
        self._results = QVBoxLayout(results)
        self._results.setContentsMargins(0, 0, 8, 0)
        self._results.setSpacing(8)
        self._results.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("CheckScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(results)
        QScroller.grabGesture(scroll.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        buttons = QHBoxLayout()
        buttons.addWidget(self.test_button)
        buttons.addStretch(1)
        self.body.addLayout(buttons)
        self.body.addWidget(scroll, 1)

    def clear_results(self) -> None:
        for line in self.lines:
            line.deleteLater()
        self.lines.clear()
        self.clear_check()

    def add_result(self, result: CheckResult) -> None:
        line = CheckLine(result)
        self.lines.append(line)
        self._results.insertWidget(self._results.count() - 1, line)

    def set_busy(self, busy: bool) -> None:
        self.test_button.setEnabled(not busy)
        if busy:
            self.show_check(CheckTone.WORKING, translate("ChecksPage", "Testing…"))

    def show_summary(self) -> None:
        """One line under the checks: all passed, or how many failed."""
        failed = sum(line.tone is CheckTone.FAILED for line in self.lines)
        warned = sum(line.tone is CheckTone.WARNING for line in self.lines)
        if failed:
            text = self.tr("%Ln check(s) failed: see the red lines.", "", failed)
            self.show_check(CheckTone.FAILED, text)
        elif warned:
            self.show_check(
                CheckTone.WARNING, translate("ChecksPage", "All checks passed, with warnings.")
            )
        else:
            self.show_check(CheckTone.OK, translate("ChecksPage", "All checks passed."))

    def overall_tone(self) -> CheckTone | None:
        tones = {line.tone for line in self.lines}
        for tone in (CheckTone.FAILED, CheckTone.WARNING, CheckTone.OK):
            if tone in tones:
                return tone
        return None
