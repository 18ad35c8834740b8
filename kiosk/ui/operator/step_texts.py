"""The operator area's words about its steps: the staff pages' titles, and the red line saying
which setup step is still to do before the kiosk can open."""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from kiosk.core.app_lifecycle import SetupStep

translate = QCoreApplication.translate


class StaffPage(StrEnum):
    """The pages after the setup steps, in their order; the value is the page's key."""

    CODES = "codes"
    SECRET_WORD = "secret_word"
    OPTIONS = "options"
    OPERATOR_PASS = "operator_pass"
    STATISTICS = "statistics"
    JOURNAL = "journal"


def page_title(page: StaffPage) -> str:
    match page:
        case StaffPage.CODES:
            return translate("Staff", "Mint codes")
        case StaffPage.SECRET_WORD:
            return translate("Staff", "Secret word")
        case StaffPage.OPTIONS:
            return translate("Staff", "Kiosk options")
        case StaffPage.OPERATOR_PASS:
            return translate("Staff", "Operator pass")
        case StaffPage.STATISTICS:
            return translate("Staff", "Statistics")
        case StaffPage.JOURNAL:
            return translate("Staff", "Journal")


def unfinished_text(step: SetupStep) -> str:
    """What is missing at ``step``, the first one still to do."""
    match step:
        case SetupStep.CONNECTION:
            return translate("Staff", "Save the API key, client id and client secret first.")
        case SetupStep.DROP:
            return translate("Staff", "Choose the drop this kiosk mints first.")
        case SetupStep.OPTIONS:
            return translate(
                "Staff", "Set an operator PIN first: kiosk mode locks the screen with it."
            )
