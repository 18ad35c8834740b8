"""The truth audit, seventh round: answers the real service gives that the emulator never gives
(service-model.md): a mint job that finished with an error before any transaction was made, the
legacy server's 500 "There was a problem in token mint" on a link it had already claimed, an
e-mail's "Email already claimed a code for this event", a ``bumped`` transaction, a mint answer
that names its job only as ``queue_uid`` (and says ``claimed: false``), a link whose ``secret``
is ``NOT_REQUIRED_ANYMORE``, a passed status without ``result`` and with its numbers as strings,
and an ENS name echoed back lower-cased with its resolved address in checksum case.

Each is played against the real kiosk (``build_kiosk``) and a real emulator over HTTP whose own
method is wrapped on the instance to give that answer; the test reads the truth from the wrapped
method's own record (``server.state``). A case marked ``xfail(strict=True)`` is a lie the kiosk
tells now (27 Nov 2026); the rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.journal import JournalState
from kiosk.core.parsing import eip55_checksum
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.rules import ApiError
from kiosk.emulator.state import MINT_ERROR
from kiosk.presenters.attendee_side import Kiosk
from tests.faults.test_fault_matrix import Flow, settled_journal, shown_outcome
from tests.faults.test_truth_audit import (
    at_result,
    did_of,
    mint_directly,
    scan_link,
    type_recipient,
)
from tests.faults.test_truth_matrix import Recipient, attend

WAIT_MS = 30_000
StatusOf = Callable[[str | None], dict[str, Any]]
MintOf = Callable[..., dict[str, Any]]


def without_transaction(truth: StatusOf, link: str) -> StatusOf:
    """The link's status as the service gives it when its mint never got a transaction: the
    link claimed for the recipient, ``tx_status`` null, no ``tx_hash``, no ``result``
    (service-model.md 2.1: ``tx_status``/``result`` come from the transaction table, and
    ``tx_status`` "may be '' or null")."""

    def status(qr_hash: str | None) -> dict[str, Any]:
        answer = truth(qr_hash)
        if qr_hash == link and answer["claimed"]:
            return {**answer, "tx_status": None, "tx_hash": "", "result": None}
        return answer

    return status


def page_words(kiosk: Kiosk) -> str:
    page = kiosk.window.result_page
    return f"{page.title.text()} {page.next_step.text()}"


# --- a mint job that finished with an error -------------------------------------------------


def test_a_mint_whose_job_finished_with_error_before_any_transaction_is_not_said_on_its_way(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The service takes the mint (job id 1) and its job ends ``FINISH_WITH_ERROR`` with
    "There was a problem in token mint" before any transaction was made: the link stays claimed
    for the wallet, its status shows no transaction (``tx_status`` null, no hash, no token).
    The job, which the kiosk was given, says the mint failed (service-model.md 2.3 a/b; the
    official SDK throws ``FinishedWithError`` on it). The attendee must not read "The service
    took your mint and is writing it now", nor staff a row "on its way" for ever."""
    link = server.state.drops[0].qr_hashes[0]
    truth_status: StatusOf = server.state.claim_status
    truth_mint: MintOf = server.state.mint
    jobs: list[str] = []

    def mint(body: Mapping[str, Any], **ending: bool) -> dict[str, Any]:
        answer = truth_mint(body, **ending)
        jobs.append(str(answer["transaction_request_id"]))
        return answer

    monkeypatch.setattr(server.state, "mint", mint)
    monkeypatch.setattr(server.state, "claim_status", without_transaction(truth_status, link))
    server.state.add_fault("POST /actions/claim-qr", Fault(mint_fails=True))

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    assert jobs, "the mint never reached the service"
    job = server.state.job(jobs[0])
    assert job["status"] == "FINISH_WITH_ERROR"
    assert job["result"] == {"error": MINT_ERROR}
    assert server.state.claim_status(link)["tx_status"] is None  # no transaction, ever
    assert shown is not Outcome.ON_ITS_WAY, "told 'being written' of a job that failed"
    assert shown is Outcome.MINT_FAILED
    assert journal == (JournalState.FAILED,)


# --- the legacy 500 of a mint that had claimed the link -------------------------------------


def test_a_mint_the_service_answered_problem_in_token_mint_is_not_said_on_its_way(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The legacy server claims the link first, then mints; when minting fails it answers
    ``500 {"message": "There was a problem in token mint"}`` (service-model.md 2.2, errors
    table; 4: "``claimed`` flips to true as soon as POST claim-qr succeeds (before the tx)").
    The link's status then names the wallet and no transaction. The service said the mint had
    a problem; the kiosk tells the attendee it "took your mint and is writing it now"."""
    link = server.state.drops[0].qr_hashes[0]
    truth_status: StatusOf = server.state.claim_status
    truth_mint: MintOf = server.state.mint

    def mint(body: Mapping[str, Any], **ending: bool) -> dict[str, Any]:
        truth_mint(body, fails=True)  # the link is claimed, its mint goes wrong
        raise ApiError(500, MINT_ERROR)

    monkeypatch.setattr(server.state, "mint", mint)
    monkeypatch.setattr(server.state, "claim_status", without_transaction(truth_status, link))

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)

    assert server.state.counters["POST /actions/claim-qr"] == 1
    assert server.state.mints_of(link) == 1  # claimed once, never sent again
    assert server.state.claim_status(link)["tx_status"] is None
    assert shown is not Outcome.ON_ITS_WAY, "told 'being written' after 'problem in token mint'"
    assert shown not in (Outcome.MINTED, Outcome.NO_NETWORK)


# --- one per address: an e-mail ---------------------------------------------------------------


def test_an_email_that_already_reserved_the_drop_is_not_told_its_wallet_holds_it(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The attendee's e-mail address reserved drop 1 earlier (another link). They scan a new
    link and type the e-mail again: the service refuses, "Email already claimed a code for this
    event" (service-model.md 2.2). Nothing is in any wallet: the collectible waits, reserved for
    the e-mail, until it is collected. The attendee must not read that a wallet holds it."""
    drop = server.state.drops[0]
    mint_directly(server, drop.qr_hashes[3], Recipient.EMAIL.value)

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.EMAIL)
    shown = shown_outcome(kiosk)
    words = page_words(kiosk).lower()

    earlier = server.state.claim_status(drop.qr_hashes[3])
    assert earlier["beneficiary"] == Recipient.EMAIL.value
    assert earlier["tx_status"] is None
    assert did_of(server, drop.qr_hashes[0]) == "unclaimed"
    assert shown is Outcome.ALREADY_HAS_DROP
    assert "wallet" not in words, f"an e-mail's reservation called a wallet's: {words!r}"


# --- truthful: states and shapes the emulator never gives --------------------------------------


def test_a_bumped_transaction_is_said_on_its_way_never_minted_or_failed(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The relayer re-sent the mint's transaction with more gas: the link's ``tx_status`` is
    ``bumped`` (service-model.md 2.1, 8), a hash set, no token. Not final: the attendee reads
    "being written" and the journal keeps the row open for the follower."""
    link = server.state.drops[0].qr_hashes[0]
    truth: StatusOf = server.state.claim_status

    def bumped(qr_hash: str | None) -> dict[str, Any]:
        answer = truth(qr_hash)
        if qr_hash == link and answer["tx_status"] == "pending":
            return {**answer, "tx_status": "bumped"}
        return answer

    monkeypatch.setattr(server.state, "claim_status", bumped)
    server.state.add_fault("POST /actions/claim-qr", Fault(tx_pending_forever=True))

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    assert server.state.claim_status(link)["tx_status"] == "bumped"
    assert shown is Outcome.ON_ITS_WAY
    assert journal == (JournalState.ON_ITS_WAY,)


def test_a_mint_answer_naming_its_job_only_as_queue_uid_and_unclaimed_is_followed_to_minted(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The 2024 service and the SDK name the mint's job ``queue_uid`` (a UUID string), with no
    ``transaction_request_id``, and the SDK's fixture answers ``claimed: false`` (service-model.md
    2.2). The kiosk takes the mint as accepted, sends it once, and follows the link to passed."""
    link = server.state.drops[0].qr_hashes[0]
    truth_mint: MintOf = server.state.mint

    def mint(body: Mapping[str, Any], **ending: bool) -> dict[str, Any]:
        answer = truth_mint(body, **ending)
        del answer["transaction_request_id"]
        return {**answer, "queue_uid": "4b1d2c9e-8f0a-4e7b-9c3d-2a6f5e1b7c80", "claimed": False}

    monkeypatch.setattr(server.state, "mint", mint)

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    assert did_of(server, link) == "passed"
    assert server.state.mints_of(link) == 1
    assert server.state.counters["POST /actions/claim-qr"] == 1
    assert shown is Outcome.MINTED
    assert journal == (JournalState.MINTED,)


def test_a_link_whose_secret_is_not_required_anymore_is_minted_with_it(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The link's status gives ``secret: "NOT_REQUIRED_ANYMORE"`` (service-model.md 2.1, 3:
    "just send it back"), and the service mints with it. The kiosk sends it as given."""
    link = server.state.drops[0].qr_hashes[0]
    truth_status: StatusOf = server.state.claim_status
    truth_mint: MintOf = server.state.mint
    sent: list[str] = []

    def status(qr_hash: str | None) -> dict[str, Any]:
        return {**truth_status(qr_hash), "secret": "NOT_REQUIRED_ANYMORE"}

    def mint(body: Mapping[str, Any], **ending: bool) -> dict[str, Any]:
        sent.append(str(body.get("secret")))
        real = truth_status(str(body.get("qr_hash")))["secret"]
        return truth_mint({**body, "secret": real}, **ending)

    monkeypatch.setattr(server.state, "claim_status", status)
    monkeypatch.setattr(server.state, "mint", mint)

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)

    assert sent == ["NOT_REQUIRED_ANYMORE"]
    assert did_of(server, link) == "passed"
    assert shown is Outcome.MINTED


def test_a_passed_status_without_result_and_with_numbers_as_strings_is_minted(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The link's status leaves ``result`` out ("often absent", service-model.md 2.1) and
    writes its ids as strings (``id``, ``event_id`` and the event's ``id``): ``tx_status``
    ``passed`` alone says minted, and the drop is still drop 1."""
    link = server.state.drops[0].qr_hashes[0]
    truth: StatusOf = server.state.claim_status

    def stringly(qr_hash: str | None) -> dict[str, Any]:
        answer = truth(qr_hash)
        answer.pop("result")
        event = {**answer["event"], "id": str(answer["event"]["id"])}
        ids = {"id": str(answer["id"]), "event_id": str(answer["event_id"])}
        return {**answer, **ids, "event": event}

    monkeypatch.setattr(server.state, "claim_status", stringly)

    attend(qtbot, kiosk, server, Flow.LINK, Recipient.WALLET)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    assert did_of(server, link) == "passed"
    assert shown is Outcome.MINTED
    assert journal == (JournalState.MINTED,)


def test_an_ens_name_echoed_lower_cased_with_its_address_checksummed_is_the_attendees(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attendee types their ENS name in capitals. The service resolves it and echoes
    ``user_input`` lower-cased and ``beneficiary`` as the resolved address in EIP-55 case
    (service-model.md 2.1, 3). It is the attendee's mint: minted, never "already used"."""
    link = server.state.drops[0].qr_hashes[0]
    typed = "Truth-Audit-Seven.ETH"
    truth: StatusOf = server.state.claim_status

    def echoed(qr_hash: str | None) -> dict[str, Any]:
        answer = truth(qr_hash)
        if answer["claimed"]:
            return {
                **answer,
                "user_input": str(answer["user_input"]).lower(),
                "beneficiary": eip55_checksum(str(answer["beneficiary"])),
            }
        return answer

    monkeypatch.setattr(server.state, "claim_status", echoed)

    scan_link(qtbot, kiosk, server, link)
    type_recipient(qtbot, kiosk, typed)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    shown = shown_outcome(kiosk)
    journal = settled_journal(kiosk, qtbot)

    status = server.state.claim_status(link)
    assert status["user_input"] == typed.lower()
    assert status["beneficiary"] != str(status["beneficiary"]).lower()  # in checksum case
    assert did_of(server, link) == "passed"
    assert shown is Outcome.MINTED
    assert journal == (JournalState.MINTED,)
