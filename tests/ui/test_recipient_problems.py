"""The words for hostile recipients: the name ENS would use is shown whole, kept apart from the
sentence around it, and the shipped German keeps the place where it goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from kiosk.core.reasons import InputProblem
from kiosk.resources import resource_path
from kiosk.ui.kiosk_window import KioskWindow
from kiosk.ui.texts import problem_message

NEW_PROBLEMS = [
    InputProblem.BURN_ADDRESS,
    InputProblem.CONTRACT_CALL,
    InputProblem.ENS_LOOKALIKE,
    InputProblem.ENS_HIDDEN_CHARACTER,
    InputProblem.ENS_WRITTEN_DIFFERENTLY,
]


@pytest.mark.parametrize("name", ["vitalik.eth", "👨\u200d👩\u200d👧.eth", "محمد.eth"])
def test_the_name_ens_writes_is_shown_whole_and_isolated(window: KioskWindow, name: str) -> None:
    window.show_recipient("Drop", None)
    window.show_input_problem(InputProblem.ENS_WRITTEN_DIFFERENTLY, name)
    title = window.recipient_page.problem_banner.title.text()
    assert f"\u2068{name}\u2069" in title  # a right-to-left name cannot reorder the sentence


def test_the_contract_call_words_are_the_ones_asked_for() -> None:
    message = problem_message(InputProblem.CONTRACT_CALL)
    assert message.title == "This QR asks your wallet to send something"
    assert message.next_step == "Show your wallet's receive address QR instead."


@pytest.mark.parametrize("problem", NEW_PROBLEMS)
def test_the_new_words_are_german_in_the_shipped_translation(
    qapp: QApplication, problem: InputProblem
) -> None:
    english = problem_message(problem, "vitalik.eth")
    translator = QTranslator()
    assert translator.load(str(resource_path("translations/kiosk_de.qm")))
    qapp.installTranslator(translator)
    try:
        german = problem_message(problem, "vitalik.eth")
    finally:
        qapp.removeTranslator(translator)
    assert german.title
    assert german.title != english.title
    assert german.next_step
    assert german.next_step != english.next_step
    if problem is InputProblem.ENS_WRITTEN_DIFFERENTLY:
        assert "„\u2068vitalik.eth\u2069“" in german.title
