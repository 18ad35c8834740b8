"""Every outcome gets its colour, its words and the attendee's details, shown as plain text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPixmap

from kiosk.core.reasons import Outcome
from kiosk.ui.kiosk_window import KioskWindow
from kiosk.ui.outside_text import (
    LONGEST_UNBROKEN,
    PLAIN_TEXT_LIMIT,
    in_its_order,
    plain_text,
    wrappable,
)
from kiosk.ui.texts import outcome_message

EXPECTED_TONE = {
    Outcome.MINTED: "success",
    Outcome.RESERVED_BY_EMAIL: "success",
    Outcome.ON_ITS_WAY: "pending",
    Outcome.QUEUED: "pending",
    Outcome.UNCONFIRMED: "pending",  # maybe minted: amber, never the red "try again"
}
RESULT_COLOURS = {"success": "#1e7b34", "pending": "#f2b705", "failure": "#b3261e"}
THEME_BACKGROUND = "#0f1724"


@pytest.mark.parametrize("outcome", list(Outcome))
def test_every_outcome_has_its_colour_and_words(window: KioskWindow, outcome: Outcome) -> None:
    window.show_result(outcome, "Summit 2026", "0x71C7…976F", None)
    page = window.result_page
    tone = EXPECTED_TONE.get(outcome, "failure")
    assert window.current_page() is page
    assert page.property("outcome") == outcome.value
    assert page.property("tone") == tone
    assert page.title.text() == outcome_message(outcome).title != ""
    assert page.next_step.text() == outcome_message(outcome).next_step != ""
    assert page.drop_name.text() == "Summit 2026"
    assert "0x71C7…976F" in page.recipient.text()
    # The theme really paints the page in the tone's colour (sampled away from any text).
    corner = page.grab().toImage().pixelColor(4, page.height() - 4)
    assert corner == QColor(RESULT_COLOURS[tone])


@pytest.mark.parametrize("outcome", [Outcome.MINTED, Outcome.QUEUED, Outcome.ALREADY_CLAIMED])
def test_with_colour_off_the_page_keeps_the_theme_background(
    window: KioskWindow, outcome: Outcome
) -> None:
    page = window.result_page
    page.coloured = False  # the operator's "Colour the result screens", off
    window.show_result(outcome, "Summit 2026", "0x71C7…976F", None)
    assert page.property("tone") == "plain"
    corner = page.grab().toImage().pixelColor(4, page.height() - 4)
    assert corner == QColor(THEME_BACKGROUND)
    assert page.title.text() == outcome_message(outcome).title  # the words still tell


@pytest.mark.parametrize("outcome", [o for o in Outcome if o is not Outcome.QUEUED])
def test_a_secret_word_result_never_says_code(window: KioskWindow, outcome: Outcome) -> None:
    """Secret words are never queued; every other result names what the attendee gave."""
    window.show_result(outcome, "Summit 2026", "", None, secret_word=True)
    page = window.result_page
    assert page.title.text() == outcome_message(outcome, secret_word=True).title
    assert "code" not in f"{page.title.text()} {page.next_step.text()}".lower()


@pytest.mark.parametrize(
    "outcome",  # never MINTED for an e-mail; INVALID_RECIPIENT names both ("wallet or e-mail")
    [o for o in Outcome if o not in (Outcome.MINTED, Outcome.INVALID_RECIPIENT)],
)
def test_an_e_mail_result_never_says_wallet(window: KioskWindow, outcome: Outcome) -> None:
    """An e-mail address holds nothing in a wallet: a reservation waits for it."""
    window.show_result(outcome, "Summit 2026", "v…@example.org", None, by_email=True)
    page = window.result_page
    assert "wallet" not in f"{page.title.text()} {page.next_step.text()}".lower()


@pytest.mark.parametrize("secret_word", [False, True])
def test_no_connection_says_nothing_was_taken_and_why(secret_word: bool) -> None:
    """Outcome.NO_NETWORK: the kiosk cannot reach the service, so nothing was minted or used."""
    words = outcome_message(Outcome.NO_NETWORK, secret_word=secret_word)
    assert words.title == "No connection right now"
    assert "cannot reach" in words.next_step
    assert "nothing was minted" in words.next_step
    assert "was not used" in words.next_step
    assert "queued" not in words.next_step.lower()


def test_outcomes_do_not_share_a_title() -> None:
    titles = [outcome_message(outcome).title for outcome in Outcome]
    assert len(set(titles)) == len(titles)


def test_a_queued_mint_is_amber_and_not_yet_sent(window: KioskWindow) -> None:
    window.show_result(Outcome.QUEUED, "", "0x71C7…976F", None)
    page = window.result_page
    assert page.title.text() == "Saved for later"
    assert "as soon as the service answers again" in page.next_step.text()
    assert page.recipient.text() == "For 0x71C7…976F"  # not "Sent to": nothing is sent yet
    assert not page.drop_name.isVisible()  # no drop name given
    window.show_result(Outcome.ON_ITS_WAY, "", "0x71C7…976F", None)
    assert page.recipient.text() == "Sent to 0x71C7…976F"


def test_no_recipient_line_when_none_is_known(window: KioskWindow) -> None:
    window.show_result(Outcome.NOT_FOUND, "Summit 2026", "", None)
    assert not window.result_page.recipient.isVisible()


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("<b>x</b>", "<b>x</b>"),
        ("<img src='http://evil/x.png'>Drop", "<img src='http://evil/x.png'>Drop"),
        ("Bad\x00name\x1b[31m\nhere", "Badname[31m here"),
        ("Drop \u202egnp.exe", "Drop gnp.exe"),
    ],
)
def test_outside_text_is_shown_literally(window: KioskWindow, name: str, shown: str) -> None:
    window.show_result(Outcome.MINTED, name, "<i>a</i>@b.c", None)
    window.show_recipient(name, None)
    for label in (window.result_page.drop_name, window.recipient_page.drop_name):
        assert label.textFormat() == Qt.TextFormat.PlainText
        assert label.text().replace("\u200b", "") == shown  # break opportunities are unseen
    assert window.result_page.recipient.textFormat() == Qt.TextFormat.PlainText
    assert "<i>a</i>@b.c" in window.result_page.recipient.text()


def test_plain_text_keeps_letters_of_every_script() -> None:
    assert plain_text("Café 東京 مرحبا 🎉") == "Café 東京 مرحبا 🎉"


def test_a_long_unbroken_name_gets_break_opportunities_and_nothing_else() -> None:
    name = "#ETHGlobal_Brussels_2026_Hackathon"
    shown = wrappable(name)
    assert shown.replace("\u200b", "") == name
    assert max(len(run) for run in shown.split("\u200b")) == LONGEST_UNBROKEN
    assert wrappable("Mint Kiosk Demo Day") == "Mint Kiosk Demo Day"


def test_a_right_to_left_domain_keeps_its_labels_in_their_order() -> None:
    assert in_its_order("s***b.example.eth") == "s***b.example.eth"  # nothing to isolate
    shown = in_its_order("s***b.אבג.12.eth")
    assert shown.translate(dict.fromkeys(range(0x2066, 0x206A))) == "s***b.אבג.12.eth"
    assert shown.startswith("\u2066")
    assert shown.endswith("\u2069")
    assert "\u2068אבג\u2069.\u206812\u2069" in shown


def test_artwork_on_the_result_page(window: KioskWindow) -> None:
    artwork = QPixmap(800, 400)
    artwork.fill(QColor("blue"))
    window.show_result(Outcome.MINTED, "Drop", "", artwork)
    shown = window.result_page.artwork
    assert shown.isVisible()
    assert max(shown.pixmap().width(), shown.pixmap().height()) <= shown.width() * 2
    window.show_result(Outcome.MINTED, "Drop", "", None)
    assert not shown.isVisible()


def test_plain_text_cuts_a_huge_name() -> None:
    shown = plain_text("Festival " * 100_000)
    assert len(shown) == PLAIN_TEXT_LIMIT
    assert shown.startswith("Festival Festival")
    assert shown.endswith("…")
    assert plain_text("A" * PLAIN_TEXT_LIMIT) == "A" * PLAIN_TEXT_LIMIT
