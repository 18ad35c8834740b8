"""The truth audit, sixty-eighth round: answers that are not the service's (venue networks, wrong
addresses), and mints that stay "On its way".

Round 60 made a captive portal's redirect, 511 or 200 page a connection problem. A portal or a
proxy that refuses with a 403 or 404 web page, and a service address that is not the service's
(a web site, a typo: it answers web pages, 404 or 200), were left: their refusal was read as the
service's, of the attendee's code or of the kiosk's key. The emulator plays them (its ``portal``
fault, now also with 403 and 404). And ``kiosk doctor`` said nothing of mints the service took
whose transaction stays pending for far longer than the chain takes. Each case drives the real
kiosk (window, presenters, worker threads, the HTTP client against the emulator over 127.0.0.1),
the real Test connection page, or the doctor's real checks, and judges what a person reads by
the emulator's own record (``server.state``: nothing minted behind the page, the transaction's
state) and by the journal file, never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since unless marked
``xfail(strict=True)``:

- a 404 web page on the check of a mint link (a portal's, or a wrong address's) was the
  service's "not found": the attendee read that their code does not exist, where no service
  was asked; a 403 page was "The minting service refused this kiosk". They now read "No
  connection right now" (their code not used), and a mint the page refused is "Saved for
  later" and sent once the page is gone (round 60's case, now run with 403 and 404 too);
- a secret word's claim that a portal's redirect or a 404 page answered (its check went
  through) was "Not confirmed yet" (do not try again, it may have worked): it never reached the
  service, and the attendee now reads "No connection right now";
- a dispenser whose checks of its links a 404 page answered set each aside as unknown to the
  service: the attendee read "No collectibles to hand out right now" (ask staff), and the
  links stayed aside once the page was gone; it now says "The kiosk is offline" and shows them
  once the page is gone;
- staff read "the API key was refused" (Test connection, ``kiosk doctor``) when a web page
  answered 403, and a web page answering 200 (a web site at a wrong address) was the venue's
  Wi-Fi asking for a sign-in: both now say a web page answered at that address, not the
  service (the venue's sign-in, or an address that is not the service's), and that it says
  nothing of the credentials;
- a token issuer's address with no token route (404, or the API gateway's 403 "Missing
  Authentication Token" when the service's own address is typed for the issuer's) made the
  attendee read "We could not find that code" (the kiosk needed a new token, the check was
  never made), and staff "the client id or secret is wrong" or "answered with an error, try
  again": now "No connection right now", and the doctor says nothing answers token requests at
  that address;
- a 401/403 web page on a protected call had the kiosk fetch a new token and send the call
  again, as if the service had refused its token;
- a service address that answers with a redirect within its own host (``http`` typed for
  ``https``, a path moved) had staff read "The service answered with an error. Try again in a
  minute." (Test connection, ``kiosk doctor``) and attendees "Something went wrong": the
  redirect is still not followed, staff now read that the address redirects and to where, and
  attendees "No connection right now";
- ``kiosk doctor`` printed "All checks passed." while the journal held a mint "On its way"
  whose transaction the service has kept pending for hours: it now warns of mints on their way
  for more than 30 minutes that the service has not minted (asked at once: a mint the service
  minted since the kiosk closed is not counted, its next start records it).

- such a claim stayed "Being checked" in the journal for good, where it is known nothing was
  sent (its word's claims are settled by the collection alone): a call that never reached the
  service (``NotSent``) now fails its row at once, "No connection".

The rest pin truthful behaviour: the service's own 403 (its JSON) still reads as the key
refused, and a mint slowed by the chain that the service minted since is no warning.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.doctor import CheckName, CheckResult, Problem, Status, check_stuck_mints, run_checks
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reasons import Outcome
from kiosk.core.reconcile import reconcile_journal
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.faults import API_ROUTES
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.operator_setup import OperatorSetup
from kiosk.presenters.screen_reading import read_qr_on_screen
from kiosk.ui.doctor_texts import check_title, problem_fix
from kiosk.ui.operator.operator_area import OperatorArea
from tests.faults.test_fault_matrix import Flow, credentials_of, kiosk_settings, shown_outcome
from tests.faults.test_truth_audit import did_of
from tests.faults.test_truth_audit_2 import tap
from tests.faults.test_truth_audit_22 import journal_file  # noqa: F401  # where the doctor looks
from tests.faults.test_truth_audit_42 import run_doctor
from tests.faults.test_truth_audit_50 import mint_to_result
from tests.faults.test_truth_audit_59 import chosen
from tests.faults.test_truth_audit_60 import MINT, STATUS, checks_shown, link_of_drop_one
from tests.faults.test_truth_matrix import Recipient, attend

WAIT_MS = 30_000
TOKEN = "POST /oauth/token"


def web_page_on(server: EmulatorServer, status: int, routes: tuple[str, ...]) -> None:
    """A web page answers ``routes`` with ``status`` in the service's place (until cleared)."""
    for route in routes:
        server.state.add_fault(route, Fault(portal=status))


# --- the attendee -------------------------------------------------------------------------


@pytest.mark.parametrize("status", [403, 404])
@pytest.mark.parametrize("flow", [Flow.LINK, Flow.SECRET])
def test_a_web_page_refusing_the_check_is_the_kiosks_connection(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk, status: int, flow: Flow
) -> None:
    """A 403 or 404 web page answers every API call (a portal's, or an address that is not the
    service's). The attendee's link or word reached no service: they read "No connection right
    now", not that their code was not found nor a refusal; the service minted nothing."""
    web_page_on(server, status, API_ROUTES)

    attend(qtbot, kiosk, server, flow, Recipient.WALLET)

    assert shown_outcome(kiosk) is Outcome.NO_NETWORK, kiosk.window.result_page.title.text()
    assert server.state.mints_of(link_of_drop_one(server)) == 0
    secret = server.state.drops[0].website_secret or ""
    assert server.state.secret_info(secret)["claimed"] == 0


@pytest.mark.parametrize("status", [302, 404], ids=lambda s: f"page-{s}")
def test_a_website_claim_a_page_refused_is_not_called_unconfirmed(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk, status: int
) -> None:
    """The secret word's check goes through; the venue's network answers the claim itself (a
    portal's redirect, or a 404 page). The claim reached no service (the emulator's record:
    the word's claims unchanged, nothing minted): the attendee reads "No connection right now",
    not "Not confirmed yet" (which asks them not to try again, as if it might have worked)."""
    secret = server.state.drops[0].website_secret or ""
    web_page_on(server, status, ("POST /website/claim",))

    attend(qtbot, kiosk, server, Flow.SECRET, Recipient.WALLET)

    assert shown_outcome(kiosk) is Outcome.NO_NETWORK, kiosk.window.result_page.title.text()
    assert server.state.secret_info(secret)["claimed"] == 0


def test_a_website_claim_a_page_refused_is_not_left_being_checked(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """The same claim a 404 page refused: it never reached the service (its record: no claim
    of the word). Hours of the kiosk's rounds later, staff still read "Being checked" on the
    Journal page (and ``kiosk doctor`` counts it unsettled), where it is known nothing was
    sent."""
    secret = server.state.drops[0].website_secret or ""
    web_page_on(server, 404, ("POST /website/claim",))
    attend(qtbot, kiosk, server, Flow.SECRET, Recipient.WALLET)
    qtbot.waitUntil(kiosk.controller.journal_up_to_date, timeout=WAIT_MS)
    server.state.clear_faults()
    later = datetime.now(UTC) + timedelta(hours=3)

    reconcile_journal(kiosk.journal, kiosk.client, queue_unminted=False, now=lambda: later)

    assert server.state.secret_info(secret)["claimed"] == 0
    assert [row.state for row in kiosk.journal.rows()] == [JournalState.FAILED]


def test_a_dispenser_behind_a_404_page_sets_none_of_its_links_aside(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """A 404 web page answers the dispenser's checks of its two links (a proxy's page). The
    attendee tapping reads that the kiosk cannot check now, not "No collectibles to hand out
    right now": the service said nothing of the links. Once the page is gone, a tap shows one
    of them, unclaimed in the emulator's record (it was not set aside as unknown to it)."""
    links = list(server.state.drops[0].qr_hashes[:2])
    web_page_on(server, 404, (STATUS,))
    kiosk = dispenser_kiosk(links)

    behind = tap(qtbot, kiosk)
    page = kiosk.window.dispenser_page
    read = (page.title.text() if page.title.isVisible() else "", page.problem_banner.title.text())
    server.state.clear_faults()
    after = tap(qtbot, kiosk)
    shown = read_qr_on_screen(kiosk.window)

    assert (behind, read) == (DispenserScreen.TAP, ("", "The kiosk is offline"))
    assert after is DispenserScreen.SHOWING
    [qr_hash] = [text.rstrip("/").rsplit("/", 1)[-1] for text in shown]
    assert qr_hash in links
    assert server.state.claim_status(qr_hash)["claimed"] is False


def test_a_web_page_refusing_a_protected_call_fetches_no_new_token(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """A 403 web page on the link's check is no refusal of the kiosk's token: the kiosk asks the
    token issuer for no new one (the emulator's count of token requests stays)."""
    tokens = server.state.counters["POST /oauth/token"]
    web_page_on(server, 403, API_ROUTES)

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)

    assert shown_outcome(kiosk) is Outcome.NO_NETWORK
    assert server.state.counters["POST /oauth/token"] == tokens


def test_a_token_issuer_with_no_token_route_is_no_refusal_of_the_code(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """The service refuses the kiosk's token once (revoked); the token issuer's address answers
    404 (no such route there). The kiosk cannot get a new token, so the check was never made:
    the attendee reads "No connection right now", not that their code was not found; the
    service minted nothing."""
    server.state.add_fault(STATUS, Fault(forbidden=True, times=1))
    server.state.add_fault(TOKEN, Fault(status=404))

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)

    assert shown_outcome(kiosk) is Outcome.NO_NETWORK, kiosk.window.result_page.title.text()
    assert server.state.mints_of(link_of_drop_one(server)) == 0


# --- staff: Test connection and kiosk doctor ------------------------------------------------


def test_test_connection_says_a_web_page_answered_not_that_the_key_was_refused(
    qtbot: QtBot,
    server: EmulatorServer,
    drop_step: tuple[OperatorSetup, Settings, OperatorArea],
) -> None:
    """The token issuer answers; a web page answers every API call with 403. Staff tapping Test
    connection read that a web page answered at the service's address, with that address, and
    that it says nothing of the credentials, not that the service refused the API key."""
    _setup, settings, area = drop_step
    web_page_on(server, 403, API_ROUTES)

    lines = checks_shown(qtbot, area)

    assert lines[CheckName.TOKEN][0].status is Status.OK
    result, detail, fix = lines[CheckName.API_KEY]
    assert (result.status, result.problem) == (Status.FAILED, Problem.WEB_PAGE_ANSWERED)
    assert detail == settings.service.base_url.rstrip("/") + "/paginated-events"
    assert fix == problem_fix(Problem.WEB_PAGE_ANSWERED)
    assert "nothing of the credentials" in fix


@pytest.mark.parametrize("status", [200, 403, 404])
def test_kiosk_doctor_says_a_web_page_answered_the_token_request(
    server: EmulatorServer,
    drop_step: tuple[OperatorSetup, Settings, OperatorArea],
    status: int,
) -> None:
    """Every address answers a web page (a wrong address: a web site's page, its 403 or 404).
    ``kiosk doctor`` says so at the token, with the address asked, not that the credentials or
    the audience were refused, nor (for a page with 200) that the Wi-Fi asks for a sign-in."""
    _setup, settings, _area = drop_step
    web_page_on(server, status, ("*",))

    results = {result.name: result for result in run_checks(settings)}

    token = results[CheckName.TOKEN]
    assert (token.status, token.problem, token.detail) == (
        Status.FAILED,
        Problem.WEB_PAGE_ANSWERED,
        settings.service.auth_url.rstrip("/") + "/oauth/token",
    )


@pytest.mark.parametrize("moved", ["https", "path"])
def test_an_address_that_redirects_within_its_host_is_said_moved(
    qtbot: QtBot,
    server: EmulatorServer,
    kiosk: Kiosk,
    drop_step: tuple[OperatorSetup, Settings, OperatorArea],
    moved: str,
) -> None:
    """The service address in the settings answers every API call with a redirect within its
    own host (``http`` typed for ``https``, or a path that moved: relative). Nothing was done
    (the emulator minted nothing). Staff read "The service answered with an error. Try again in
    a minute."; they now read that the address redirects, to where (resolved, not followed).
    The attendee read "Something went wrong"; now "No connection right now"."""
    _setup, settings, _area = drop_step
    https = server.base_url.replace("http://", "https://", 1) + "/"
    location = {"https": https, "path": "/v2/api/"}[moved]
    for route in API_ROUTES:
        server.state.add_fault(route, Fault(portal=301, portal_url=location))

    results = {result.name: result for result in run_checks(settings)}
    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)

    key = results[CheckName.API_KEY]
    where = {"https": https, "path": server.mint_site + "/v2/api/"}[moved]
    assert (key.status, key.problem, key.detail) == (Status.FAILED, Problem.ADDRESS_MOVED, where)
    assert shown_outcome(kiosk) is Outcome.NO_NETWORK, kiosk.window.result_page.title.text()
    assert server.state.mints_of(link_of_drop_one(server)) == 0


@pytest.mark.parametrize("missing", ["404", "aws-403"])
def test_kiosk_doctor_says_the_token_issuer_address_has_no_token_route(
    server: EmulatorServer, drop_step: tuple[OperatorSetup, Settings, OperatorArea], missing: str
) -> None:
    """The token issuer's address answers that it has no such route: 404, or (the service's
    own address typed for the issuer's) the API gateway's 403 "Missing Authentication Token".
    Staff read "the client id or secret is wrong" or "answered with an error, try again"; the
    credentials were never judged (the emulator's issuer issued no token). They now read that
    nothing answers token requests at that address."""
    _setup, settings, _area = drop_step
    if missing == "404":
        server.state.add_fault(TOKEN, Fault(status=404))
    else:
        server.state.aws_missing_route = True
        settings.service.auth_url = server.base_url
    issued = server.state.counters[TOKEN]

    results = {result.name: result for result in run_checks(settings)}

    token = results[CheckName.TOKEN]
    assert (token.status, token.problem) == (Status.FAILED, Problem.ISSUER_NOT_THERE)
    assert "credentials" not in problem_fix(Problem.ISSUER_NOT_THERE)
    if missing == "aws-403":
        assert server.state.counters[TOKEN] == issued  # the issuer was never asked


def test_the_services_own_403_still_reads_as_the_key_refused(
    server: EmulatorServer, drop_step: tuple[OperatorSetup, Settings, OperatorArea]
) -> None:
    """The other side: the service's gateway refuses the key with its own 403 (JSON
    ``{"message": "Forbidden"}``): the doctor still says the API key was refused."""
    _setup, settings, _area = drop_step
    server.state.add_fault("GET /paginated-events", Fault(status=403))

    results = {result.name: result for result in run_checks(settings)}

    key = results[CheckName.API_KEY]
    assert (key.status, key.problem) == (Status.FAILED, Problem.API_KEY_REFUSED)


# --- kiosk doctor: mints that stay "On its way" ----------------------------------------------


def stuck_line(server: EmulatorServer, journal: Path, minutes_on: int) -> CheckResult:
    """The doctor's line on mints long on their way, ``minutes_on`` minutes from now, with the
    emulator's addresses and credentials."""
    later = datetime.now(UTC) + timedelta(minutes=minutes_on)
    [line] = check_stuck_mints(
        kiosk_settings(server, 5.0), journal, now=lambda: later, credentials=credentials_of(server)
    )
    return line


def test_the_doctor_warns_of_a_mint_whose_transaction_stays_pending(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    journal_file: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The service took the attendee's mint; its transaction stays pending (the emulator's
    record). The attendee read "On its way". Run at once, ``kiosk doctor`` counts nothing (a
    chain takes a minute or two); an hour on it printed "All checks passed." too: now it warns,
    with what to do."""
    server.state.add_fault(MINT, Fault(tx_pending_forever=True))
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.ON_ITS_WAY
    qtbot.waitUntil(kiosk.controller.journal_up_to_date, timeout=WAIT_MS)
    kiosk.close()
    chosen(server.state.drops[0].id)

    _status, out = run_doctor(server, monkeypatch, capsys)
    line = stuck_line(server, journal_file, minutes_on=60)

    assert f"[OK  ] {check_title(CheckName.STUCK)}: 0" in out, out
    assert (line.status, line.problem, line.detail) == (Status.WARNING, Problem.MINTS_STUCK, "1")
    assert "more than 30 minutes ago" in problem_fix(Problem.MINTS_STUCK)
    assert did_of(server, qr_hash) == "pending"


def test_the_doctor_does_not_warn_of_a_slow_mint_the_service_minted_since(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, journal_file: Path  # noqa: F811
) -> None:
    """The chain was slow: the attendee read "On its way" and the kiosk closed before it heard
    more; the service minted it since (its record: passed). The journal still says on its way,
    but the doctor asks the service and counts nothing stuck."""
    server.state.mint_delays = (0.0, 3600.0)
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.ON_ITS_WAY
    qtbot.waitUntil(kiosk.controller.journal_up_to_date, timeout=WAIT_MS)
    kiosk.close()
    server.state.mint_delays = (0.0, 0.0)

    line = stuck_line(server, journal_file, minutes_on=60)

    assert (line.status, line.detail) == (Status.OK, "0")
    assert did_of(server, qr_hash) == "passed"
    journal = MintJournal(journal_file)
    try:
        assert [row.state for row in journal.rows()] == [JournalState.ON_ITS_WAY]
    finally:
        journal.close()
