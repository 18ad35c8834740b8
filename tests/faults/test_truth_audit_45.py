"""The truth audit, forty-fifth round: clocks, days and windows.

The kiosk has three clocks: the service's (``ServiceClock``, set from its answers' ``Date``),
this computer's, and the event's own dates (a secret word's window). This round makes them
disagree: a gateway between the kiosk and the service that dates its answers in 2100, one that
dates none of them readably on a laptop two hours slow, and a laptop a day slow whose kiosk ran
overnight. Each case drives the real kiosk (``build_kiosk``, its real widgets through pytest-qt)
or the real Journal page with its real presenter, against a real emulator over HTTP whose
answers pass the misbehaving gateway (its ``formatdate`` replaced: the emulator's record and
its clock are left as they are), and judges what the attendee and staff read by the emulator's
own record (``server.state``: its clock, the word's window and claims, a link's
``claimed_date``) and by what the service does with the attendee's claim.

Rounds 11, 16, 31 and 34 did the computer's clock set back after it ran ahead, a word's window
against the service's clock a few minutes off and across the word's own day, a row's time on a
computer two hours slow, and the artwork host's ``Date`` taken for the service's; round 36 a
word's window closed while the wallet is typed. They are not repeated here.

Lies found when this round was written (27 Nov 2026), fixed since:

- behind a gateway dating its answers 2100 (any year to 2999 was taken for the service's
  time), an attendee typing a word open on the service's clock was told "Its time is over", and
  a mint's row on the Journal page was dated 2100; a ``Date`` further than 398 days from this
  computer's clock (HTTPS certificates last no longer) is no longer the service's time;
- on a laptop a day slow, a mint of the service's yesterday was listed on the Journal page by
  its time alone, as today's: the page told "today" by this computer's calendar while its times
  are the service's;
- with no readable ``Date`` in any answer, an attendee whose word opened an hour ago on the
  service's clock was refused "This secret word is not open yet" by this computer's clock, two
  hours slow; the window is now left to the service to judge at the claim.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import JournalState
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_side import Kiosk
from kiosk.ui.operator.journal_model import Column, local_time_text
from tests.faults.test_fault_matrix import Flow, begin, settled_journal
from tests.faults.test_truth_audit import WALLET_A, at_result, scan_link, screen_of, type_recipient
from tests.faults.test_truth_audit_16 import service_now, set_window
from tests.faults.test_truth_audit_31 import cell, journal_open

WAIT_MS = 30_000


# --- a gateway whose clock is absurd ----------------------------------------------------------


def gateway_dates_in(monkeypatch: pytest.MonkeyPatch, year: int) -> None:
    """From now on every answer passes a gateway that dates it in ``year`` (its clock reset, or
    set by hand), the day and time of day the service's own."""

    def dated(moment: float, usegmt: bool) -> str:
        return format_datetime(datetime.fromtimestamp(moment, UTC).replace(year=year), usegmt)

    monkeypatch.setattr("kiosk.emulator.app.formatdate", dated)


@pytest.fixture
def undated_gateway(server: EmulatorServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every answer passes a gateway that dates none of them readably (an empty ``Date``), and
    the service's clock is two hours ahead of this computer's (a laptop never synchronised)."""
    monkeypatch.setattr("kiosk.emulator.app.formatdate", lambda moment, usegmt: "")
    server.state.advance_clock(2 * 3600)


def claimed_at(server: EmulatorServer, link: str) -> datetime:
    """When the service claimed ``link``, by its own clock (``claimed_date``)."""
    return datetime.fromisoformat(str(server.state.claim_status(link)["claimed_date"]))


def test_a_word_open_on_the_services_clock_is_taken_behind_a_gateway_dated_2100(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The venue's gateway dates every answer in 2100. Drop 1's word is open an hour either
    side of the service's now; an attendee types it. They are asked where to send it, and the
    service mints it to them (its claims of the word name their wallet)."""
    now = service_now(server)
    word = set_window(server, now - timedelta(hours=1), now + timedelta(hours=1), 0)
    gateway_dates_in(monkeypatch, 2100)
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(
        lambda: screen_of(kiosk) in (Screen.ASK_RECIPIENT, Screen.RESULT), timeout=WAIT_MS
    )
    told = kiosk.controller.flow.state.outcome
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT, f"told {told}"
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    claims = server.state.claimed_links(secret=word)
    assert [str(server.state.claim_status(h)["user_input"]).lower() for h in claims] == [WALLET_A]


def test_a_mints_row_is_timed_by_the_service_not_by_a_gateway_dated_2100(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same gateway; an attendee mints with a link. Staff read the row's time on the
    Journal page: the moment the service claimed it (give or take the seconds the call took),
    not a day of 2100."""
    drop = server.state.drops[0]
    link = drop.qr_hashes[0]
    gateway_dates_in(monkeypatch, 2100)
    scan_link(qtbot, kiosk, server, link)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert settled_journal(kiosk, qtbot) == (JournalState.MINTED,)

    with journal_open(qtbot, kiosk, drop.id) as page:
        qtbot.waitUntil(lambda: page.model.rowCount() == 1, timeout=WAIT_MS)
        shown = cell(page, Column.TIME)
    claimed = claimed_at(server, link)
    around_the_claim = {local_time_text(claimed - timedelta(seconds=s)) for s in range(6)}
    assert shown in around_the_claim, (shown, claimed)


# --- the Journal's "today" -------------------------------------------------------------------


def test_a_mint_of_the_services_yesterday_is_not_listed_as_todays(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The kiosk ran overnight on a laptop whose clock is a day slow (it was right when the
    first attendee minted; the service's answers since say a day later). Staff open the
    Journal: the mint was claimed yesterday by the service's calendar, and its row must say
    which day, not a bare time staff take for today's. Was a lie when this round was written
    (27 Nov 2026): the row read a time alone, the page telling "today" by this computer's
    calendar while its times are the service's."""
    drop = server.state.drops[0]
    link = drop.qr_hashes[0]
    scan_link(qtbot, kiosk, server, link)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert settled_journal(kiosk, qtbot) == (JournalState.MINTED,)
    server.state.advance_clock(24 * 3600)
    kiosk.client.get_mint_link(drop.qr_hashes[1])  # an answer of the service's next day

    with journal_open(qtbot, kiosk, drop.id) as page:
        qtbot.waitUntil(lambda: page.model.rowCount() == 1, timeout=WAIT_MS)
        shown = cell(page, Column.TIME)
    claimed, today = claimed_at(server, link), service_now(server)
    assert claimed.astimezone().date() < today.astimezone().date()
    on_its_day = {local_time_text(claimed - timedelta(seconds=s), today) for s in range(6)}
    assert shown in on_its_day, (shown, claimed)


def test_a_word_open_on_the_services_clock_is_not_refused_by_a_computers_clock_two_hours_slow(
    server: EmulatorServer, undated_gateway: None, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """No answer of the run was dated (``undated_gateway``), so the kiosk never learnt the
    service's time. Drop 1's word opened an hour ago on the service's clock; an attendee types
    it. They are asked where to send it and the service mints it to them. Was a lie when this
    round was written (27 Nov 2026): "This secret word is not open yet", the kiosk judging the
    window by this computer's clock, which is not the service's: the service judges it at the
    claim (and a refusal then says the word is not active right now)."""
    now = service_now(server)
    word = set_window(server, now - timedelta(hours=1), now + timedelta(minutes=30), 0)
    assert not server.state.claimed_links(secret=word)
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(
        lambda: screen_of(kiosk) in (Screen.ASK_RECIPIENT, Screen.RESULT), timeout=WAIT_MS
    )
    told = kiosk.controller.flow.state.outcome
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT, f"told {told}"
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    claims = server.state.claimed_links(secret=word)
    assert [str(server.state.claim_status(h)["user_input"]).lower() for h in claims] == [WALLET_A]
