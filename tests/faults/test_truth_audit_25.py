"""The truth audit, twenty-fifth round: a service that answers wrongly on purpose (or a proxy
between the kiosk and it). Every answer is read tolerantly (kiosk/service/models.py), but an
answer that contradicts the question, or itself, must not make the kiosk tell a person something
the service's record does not say: a mint answer that names another link and that link's job, a
website claim answered with another drop's link, a status whose ``result`` names a token while
its transaction is still pending, a recipient padded with spaces, a ``tx_status`` in capitals or
with spaces, a secret's ``type`` in capitals, and a drop's expiry date in another form (an ISO
timestamp) or an impossible one (31 February).

Rounds 1, 7 and 19 did a status of another link, fields left out, numbers as strings and an ENS
name echoed lower-cased; they are not repeated here.

Each is played against the real kiosk (``build_kiosk``) or the real Drop page and a real emulator
over HTTP whose own method is wrapped on the instance to give that answer (as round 7 does); the
test reads the truth from the unwrapped method's record (``server.state``). Six cases were lies
when this round was written (26 Nov 2026), fixed since; a case marked ``xfail(strict=True)`` is a
lie the kiosk tells now; the rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.journal import JournalState
from kiosk.core.reasons import Outcome
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.rules import ApiError
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.operator_setup import OperatorSetup
from kiosk.service import ServiceClient
from kiosk.service.models import service_date
from kiosk.ui.operator.operator_area import OperatorArea
from tests.faults.test_fault_matrix import Flow, settled_journal, shown_outcome
from tests.faults.test_truth_audit import WALLET_B, mint_directly
from tests.faults.test_truth_audit_16 import checked_page, service_takes
from tests.faults.test_truth_audit_16 import service as _service
from tests.faults.test_truth_matrix import Recipient, attend
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import expire_yesterday

WAIT_MS = 30_000
StatusOf = Callable[[str | None], dict[str, Any]]
MintOf = Callable[..., dict[str, Any]]
EventOf = Callable[[str], dict[str, Any]]

service = _service  # round 16's client of the emulator, for the Secret word page


def record_of(server: EmulatorServer, qr_hash: str) -> dict[str, Any]:
    """The emulator's own record of a link (read with the unwrapped method: the class's)."""
    return type(server.state).claim_status(server.state, qr_hash)


# --- a mint answer that names another link and its job ----------------------------------------


def test_a_mint_answer_naming_another_links_failed_job_is_not_told_failed(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another wallet's mint of drop 1's second link failed before any transaction (its job
    ``FINISH_WITH_ERROR``). The attendee mints the first link: the service takes it (the link
    claimed for their wallet, its own job running, no transaction yet), but its answer (a cache
    keyed wrongly, a proxy) names the second link as ``qr_hash`` and that link's job. The kiosk
    followed the job it was given and told the attendee "The mint failed" while their own mint
    was on its way. Was a lie when this round was written (26 Nov 2026), fixed since: a mint
    answer about another link is settled by the link's own status, its job not taken."""
    drop = server.state.drops[0]
    link, other = drop.qr_hashes[0], drop.qr_hashes[1]
    server.state.mint_delays = (600.0, 0.0)  # a mint waits ten minutes for its transaction
    secret = record_of(server, other)["secret"]
    body = {"qr_hash": other, "secret": secret, "address": WALLET_B}
    failed = server.state.mint(body, fails=True)
    other_job = str(failed["transaction_request_id"])
    server.state.advance_clock(601)  # the other mint's job is over: failed
    truth_mint: MintOf = server.state.mint
    own_jobs: list[str] = []

    def mint(body: Mapping[str, Any], **ending: bool) -> dict[str, Any]:
        truth = truth_mint(body, **ending)
        own_jobs.append(str(truth["transaction_request_id"]))
        return {
            **truth,
            "qr_hash": other,
            "queue_uid": other_job,
            "transaction_request_id": int(other_job),
        }

    monkeypatch.setattr(server.state, "mint", mint)

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    assert own_jobs, "the mint never reached the service"
    assert server.state.job(other_job)["status"] == "FINISH_WITH_ERROR"
    record = record_of(server, link)
    assert record["claimed"]
    assert record["beneficiary"] == Recipient.WALLET.value
    assert record["tx_status"] == "waiting_tx"  # on its way: no transaction yet, none failed
    assert own_jobs[0] != other_job
    assert server.state.job(own_jobs[0])["status"] == "IN_PROCESS"
    assert shown is not Outcome.MINT_FAILED, "told 'The mint failed' from another link's job"
    assert shown is Outcome.ON_ITS_WAY
    assert JournalState.FAILED not in journal


# --- a website claim answered with another drop's link ------------------------------------------


def test_a_website_claim_answered_with_another_drops_passed_link_is_not_told_minted(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attendee's wallet holds drop 2's collectible (minted at another kiosk). They type
    drop 1's secret word: the service claims one of the word's links for them and its mint
    fails on chain. Its answer, though, is drop 2's link: claimed for this wallet, passed. The
    kiosk followed the link the answer named and said "It's yours!" of a claim whose mint
    failed. Was a lie when this round was written (26 Nov 2026), fixed since: a claim answer
    about another drop than the word's is no answer; the wallet's collection (which does not
    list drop 1) settles it."""
    drop = server.state.drops[0]
    word = drop.website_secret or ""
    other = server.state.drops[1].qr_hashes[0]
    mint_directly(server, other, Recipient.WALLET.value)
    truth_claim: MintOf = server.state.website_claim
    claimed: list[str] = []

    def website_claim(body: Mapping[str, Any], **ending: bool) -> dict[str, Any]:
        claimed.append(str(truth_claim(body, **ending)["qr_hash"]))
        return record_of(server, other)  # another drop's link, passed for this wallet

    monkeypatch.setattr(server.state, "website_claim", website_claim)
    server.state.add_fault("POST /website/claim", Fault(mint_fails=True))

    attend(qtbot, kiosk, server, Flow.SECRET, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    assert claimed, "the claim never reached the service"
    assert server.state.claimed_links(secret=word) == claimed
    assert record_of(server, claimed[0])["tx_status"] == "failed"
    assert record_of(server, other)["event_id"] != drop.id
    assert shown is not Outcome.MINTED, "told 'It's yours!' from another drop's link"
    assert JournalState.MINTED not in journal


# --- a status whose result names a token while its transaction is pending -------------------


def test_a_pending_transaction_whose_status_names_a_token_is_not_told_minted(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attendee's mint is taken and its transaction stays pending. The link's status says
    so (``tx_status`` ``pending``) but also carries ``result: {"token": 4242}``, which only a
    passed mint has (service-model.md 3). The kiosk read the token over the status it
    contradicts and said "It's yours!" of a transaction that may still fail. Was a lie when
    this round was written (26 Nov 2026), fixed since: a token counts only where the status
    does not say the transaction is still on its way."""
    link = server.state.drops[0].qr_hashes[0]
    truth: StatusOf = server.state.claim_status

    def status(qr_hash: str | None) -> dict[str, Any]:
        answer = truth(qr_hash)
        if qr_hash == link and answer["tx_status"] == "pending":
            return {**answer, "result": {"token": 4242}}
        return answer

    monkeypatch.setattr(server.state, "claim_status", status)
    server.state.add_fault("POST /actions/claim-qr", Fault(tx_pending_forever=True))

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    record = record_of(server, link)
    assert record["tx_status"] == "pending"
    assert record["result"] is None
    assert shown is not Outcome.MINTED, "told 'It's yours!' of a pending transaction"
    assert shown is Outcome.ON_ITS_WAY
    assert JournalState.MINTED not in journal


# --- a recipient padded with spaces -------------------------------------------------------------


def test_a_status_naming_the_wallet_padded_with_spaces_is_not_told_someone_else_claimed(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attendee's mint passes for their wallet. A proxy re-serialising the service's
    answers pads ``beneficiary`` and ``user_input`` with spaces. The kiosk compared them as
    they came and told the attendee someone else had already used the link: "Already claimed",
    nothing for them, while the collectible is in their wallet. Was a lie when this round was
    written (26 Nov 2026), fixed since: the recipient the service names is read without the
    spaces around it, as the one the attendee typed is."""
    link = server.state.drops[0].qr_hashes[0]
    truth: StatusOf = server.state.claim_status

    def status(qr_hash: str | None) -> dict[str, Any]:
        answer = truth(qr_hash)
        if answer["claimed"]:
            padded = {key: f"  {answer[key]} " for key in ("beneficiary", "user_input")}
            return {**answer, **padded}
        return answer

    monkeypatch.setattr(server.state, "claim_status", status)

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    record = record_of(server, link)
    assert record["beneficiary"] == Recipient.WALLET.value
    assert record["tx_status"] == "passed"
    assert server.state.mints_of(link) == 1
    assert shown is not Outcome.ALREADY_CLAIMED, "told someone else claimed their own mint"
    assert shown is Outcome.MINTED
    assert journal == (JournalState.MINTED,)


# --- tx_status in another case or with spaces -------------------------------------------------


@pytest.mark.parametrize(
    ("written", "expected"),
    [(" Passed ", Outcome.MINTED), ("FAILED", Outcome.MINT_FAILED)],
)
def test_a_transaction_status_in_capitals_or_with_spaces_is_read_as_the_service_meant(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    written: str,
    expected: Outcome,
) -> None:
    """The service's ``tx_status`` comes back in capitals or padded (" Passed ", "FAILED"):
    the kiosk reads the service's word, not its spelling. A passed mint is "It's yours!", a
    failed one "The mint failed", each as the record says."""
    link = server.state.drops[0].qr_hashes[0]
    truth: StatusOf = server.state.claim_status

    def status(qr_hash: str | None) -> dict[str, Any]:
        answer = truth(qr_hash)
        if answer["tx_status"] in ("passed", "failed"):
            return {**answer, "tx_status": written}
        return answer

    monkeypatch.setattr(server.state, "claim_status", status)
    if expected is Outcome.MINT_FAILED:
        server.state.add_fault("POST /actions/claim-qr", Fault(mint_fails=True))

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)

    assert record_of(server, link)["tx_status"] == written.strip().lower()
    assert shown is expected


# --- a drop's expiry date in another form -------------------------------------------------------


def expiry_written_as(
    server: EmulatorServer, monkeypatch: pytest.MonkeyPatch, write: Callable[[str], str]
) -> None:
    """Drop 1's event answers (by id and by fancy id) give its expiry date as ``write`` puts
    the service's own ``DD-Mon-YYYY``."""
    drop_id = server.state.drops[0].id
    for name in ("event_by_id", "event_by_fancy_id"):
        truth: EventOf = getattr(server.state, name)

        def event(key: str, truth: EventOf = truth) -> dict[str, Any]:
            answer = truth(key)
            if answer["id"] == drop_id:
                return {**answer, "expiry_date": write(answer["expiry_date"])}
            return answer

        monkeypatch.setattr(server.state, name, event)


def choose_drop_one(
    qtbot: QtBot, server: EmulatorServer, setup: OperatorSetup, settings: Settings
) -> str:
    """Staff find drop 1 on the Drop page and tap "Use this drop at the kiosk"; what it says."""
    drop = server.state.drops[0]
    page = setup.drops.page
    qtbot.keyClicks(page.find_field, str(drop.id))
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (shown := page.shown_drop()) is not None and shown.id == drop.id, timeout=WAIT_MS
    )
    qtbot.waitUntil(page.choose_button.isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: settings.kiosk.drop_id == drop.id, timeout=WAIT_MS)
    return page.check_line.text()


def service_mints_none_of_drop_one(server: EmulatorServer) -> None:
    qr_hash = server.state.drops[0].qr_hashes[0]
    status = record_of(server, qr_hash)
    assert status["is_active"] is False
    with pytest.raises(ApiError, match="expired"):
        server.state.mint({"qr_hash": qr_hash, "secret": status["secret"], "address": WALLET_B})
    assert server.state.mints_of(qr_hash) == 0


def test_a_drop_expired_by_an_iso_timestamp_is_not_said_to_be_minted(
    qtbot: QtBot,
    server: EmulatorServer,
    drop_step: tuple[OperatorSetup, Settings, OperatorArea],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Drop 1 expired yesterday; the service (or a proxy, or a newer API) gives its expiry date
    as an ISO timestamp (``2026-11-25T00:00:00.000Z``, the form of its ``created_date``) instead
    of ``25-Nov-2026``. The kiosk could not read that date, took the drop for one not expired,
    and the Drop page said "The kiosk now mints" it while the service refuses every code of it.
    Was a lie when this round was written (26 Nov 2026), fixed since: an ISO date or timestamp
    is read as its day."""
    setup, settings, _area = drop_step
    expire_yesterday(server)

    def iso(written: str) -> str:
        day = service_date(written)
        assert day is not None
        return f"{day.isoformat()}T00:00:00.000Z"

    expiry_written_as(server, monkeypatch, iso)

    said = choose_drop_one(qtbot, server, setup, settings)

    service_mints_none_of_drop_one(server)
    assert "now mints" not in said, f"Drop page: {said!r}; the service mints none of its codes"
    assert "expired" in said


def test_a_drop_whose_expiry_date_is_impossible_is_not_said_to_be_minted(
    qtbot: QtBot,
    server: EmulatorServer,
    drop_step: tuple[OperatorSetup, Settings, OperatorArea],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Drop 1 expired yesterday; its event answer gives the expiry date ``31-Feb-2026``, a day
    that does not exist. The kiosk cannot know whether the drop expired, yet the Drop page says
    "The kiosk now mints" it, in green, while the service refuses every code of it. Was a lie
    when this round was written (26 Nov 2026): ``Event.expired`` answers False for a date it
    cannot read. Fixed since for the Drop page: an unreadable expiry date (``expiry_readable``)
    is said to leave it unchecked, in amber."""
    setup, settings, _area = drop_step
    expire_yesterday(server)
    expiry_written_as(server, monkeypatch, lambda _written: "31-Feb-2026")

    said = choose_drop_one(qtbot, server, setup, settings)

    service_mints_none_of_drop_one(server)
    assert "now mints" not in said, f"Drop page: {said!r}; the service mints none of its codes"
    assert "could not be checked" in said


def test_a_drop_whose_expiry_date_is_readable_and_ahead_is_said_to_be_minted(
    qtbot: QtBot,
    server: EmulatorServer,
    drop_step: tuple[OperatorSetup, Settings, OperatorArea],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same steps while the service still mints drop 1, its expiry date given as an ISO
    date (``YYYY-MM-DD``, the form the service takes it in): the page says the kiosk mints it,
    and a mint of one of its codes goes through at the service."""
    setup, settings, _area = drop_step

    def iso(written: str) -> str:
        day = service_date(written)
        assert day is not None
        return day.isoformat()

    expiry_written_as(server, monkeypatch, iso)

    said = choose_drop_one(qtbot, server, setup, settings)

    qr_hash = server.state.drops[0].qr_hashes[0]
    secret = record_of(server, qr_hash)["secret"]
    server.state.mint({"qr_hash": qr_hash, "secret": secret, "address": WALLET_B})
    assert server.state.mints_of(qr_hash) == 1
    assert "now mints" in said, said
    assert "expired" not in said, said



# --- a secret's type in capitals ------------------------------------------------------------


def test_a_website_secret_whose_type_comes_capitalised_is_not_called_app_only_to_staff(
    qtbot: QtBot,
    server: EmulatorServer,
    service: ServiceClient,
    memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Drop 1's website secret comes back with its ``type`` as "Website " (capitalised and
    padded by a proxy). The attendee side reads the word's kind without case or spaces and
    claims with it, and the service takes every claim; the staff Secret word page compared the
    kind as it came and said "This word works only in the POAP app: the kiosk cannot mint with
    it", so staff would drop a word that works. Was a lie when this round was written (26 Nov
    2026), fixed since: the page reads the kind as the attendee side does."""
    word = server.state.drops[0].website_secret or ""
    truth: Callable[[str], dict[str, Any]] = server.state.secret_info

    def secret_info(name: str) -> dict[str, Any]:
        return {**truth(name), "type": "Website "}

    monkeypatch.setattr(server.state, "secret_info", secret_info)

    page = checked_page(qtbot, server, service, word)
    said = page.check_line.text()

    assert type(server.state).secret_info(server.state, word)["type"] == "website"
    assert service_takes(service, server, word)
    assert "POAP app" not in said, f"Secret word page: {said!r}; the service takes the word"
    assert "works now" in said, said
