"""The truth audit, fifty-ninth round: what the command line says, second round.

Round 22 audited ``kiosk doctor``, ``kiosk decode`` and ``kiosk emulator``; much changed since
(rows left "Being checked" after answers that disagree, mints saved for later that a drop chosen
since never sends, refusals of every kind). This round runs the doctor with a journal holding
such rows, against a service that answers errors or echoes the credentials it was sent, and
``kiosk decode`` on files that are no picture or hold two codes. Each case runs the real
``kiosk`` command (in a process of its own, or its ``main`` where a keyring must be usable)
against a real emulator over HTTP, and judges what staff read and the exit status by the
emulator's own record (``server.state``: which links are claimed and how their mints ended,
which answers it gave) and by the journal file, never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since:

- the doctor said nothing of mints attendees were told are "Saved for later" whose drop the
  kiosk no longer takes (staff chose another since): its queue fails them as another drop's,
  never sent, while the doctor's last line counted no problem with them;
- the doctor said "All checks passed." (exit 0) while the journal held a mint "Being checked"
  for good (the link said passed, its job failed: the service's record, failed): it now warns
  of mints sent whose end the service has not told;
- a token issuer whose refusal echoed the client secret had the doctor print it on its
  "Access token" line (and the client log it): the request's secrets are cut out of every
  refusal's words, the API key and token of the service's alike;
- a protected call the service answered 500 was "[FAIL] …: Internal Server Error" with the fix
  "The service cannot be reached. Check the network (Wi-Fi, cable, proxy)": it answered, so
  staff checked a network that works. An answered error is now "The service answered with an
  error".

The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import cv2
import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reasons import Outcome
from kiosk.core.reconcile import reconcile_journal
from kiosk.core.settings import Settings, save_settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from tests.camera.qr_frames import frame_with
from tests.faults.test_fault_matrix import shown_outcome
from tests.faults.test_truth_audit import WALLET_A, did_of
from tests.faults.test_truth_audit_2 import queue_link, restart_and_settle
from tests.faults.test_truth_audit_22 import journal_file, kiosk_command  # noqa: F401
from tests.faults.test_truth_audit_42 import run_doctor
from tests.faults.test_truth_audit_50 import CHECK, MINT, WAIT_MS, mint_to_result, when_claimed

SAVED_ELSEWHERE = "Mints saved for later of a drop this kiosk does not take"
UNSETTLED = "Mints sent whose end the service has not told yet"


def chosen(drop_id: int) -> None:
    """Staff's settings: ``drop_id`` chosen, the camera off (none on a test machine)."""
    settings = Settings()
    settings.kiosk.drop_id = drop_id
    settings.kiosk.allow_camera = False
    save_settings(settings)


def test_the_doctor_says_saved_mints_of_a_drop_no_longer_taken_are_never_sent(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, journal_file: Path, tmp_path: Path  # noqa: F811
) -> None:
    """An attendee's mint of a drop 1 link was "Saved for later" (the mint call answered 503);
    staff then chose drop 2. The doctor said nothing of it, while the kiosk's queue fails it as
    another drop's at its next start, never sent (the emulator's record: the link stays
    unclaimed). With drop 1 still chosen the doctor counts none: the queue sends it."""
    mine, other = server.state.drops[0], server.state.drops[1]
    link = mine.qr_hashes[0]
    queue_link(qtbot, kiosk, server, link, WALLET_A)
    kiosk.close()

    chosen(mine.id)
    kept = kiosk_command("doctor", server=server)
    chosen(other.id)
    moved = kiosk_command("doctor", server=server)

    assert f"[OK  ] {SAVED_ELSEWHERE}: 0" in kept.stdout, kept.stdout
    assert f"[WARN] {SAVED_ELSEWHERE}: 1" in moved.stdout, moved.stdout
    assert "never sends them" in moved.stdout
    assert "[FAIL]" not in moved.stdout, moved.stdout
    assert moved.returncode == 0  # a warning: the kiosk itself works
    # What the doctor said is what the queue does with drop 2 chosen.
    restart_and_settle(server, journal_file, tmp_path, minutes=2, allowed=frozenset({other.id}))
    journal = MintJournal(journal_file)
    try:
        [row] = journal.rows()
    finally:
        journal.close()
    assert (row.state, row.reason) == (JournalState.FAILED, Outcome.OTHER_DROP.value)
    assert did_of(server, link) == "unclaimed"


def test_the_doctor_does_not_pass_a_journal_holding_a_mint_being_checked_for_good(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Round 50's contradiction: the link says passed, its mint job failed (the emulator's
    record: failed). The attendee read "Not confirmed yet" and the row stays "Being checked",
    asked again for as long as the answers disagree. The doctor said "All checks passed."
    (exit 0): staff had no word of an attendee without their collectible."""
    server.state.add_fault(MINT, Fault(mint_fails=True))
    lie = when_claimed(lambda b: {**b, "tx_status": "passed", "result": {"token": 99}})
    server.state.add_fault(CHECK, lie)
    qr_hash = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.UNCONFIRMED
    qtbot.waitUntil(kiosk.controller.journal_up_to_date, timeout=WAIT_MS)
    later = datetime.now(UTC) + timedelta(hours=3)  # hours later, still disagreeing
    reconcile_journal(kiosk.journal, kiosk.client, queue_unminted=False, now=lambda: later)
    assert [row.state for row in kiosk.journal.rows()] == [JournalState.UNKNOWN]
    assert did_of(server, qr_hash) == "failed"
    kiosk.close()
    chosen(server.state.drops[0].id)

    status, out = run_doctor(server, monkeypatch, capsys)

    assert "All checks passed." not in out
    assert f"[WARN] {UNSETTLED}: 1" in out, out
    assert "their attendees may have no collectible" in out
    assert status == 0  # a warning: the kiosk itself works


def test_the_doctor_passes_a_journal_whose_every_mint_has_ended(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The other side: the service minted the attendee's link (its record: passed), the row is
    minted, nothing waits. The new lines count none, and the doctor passes."""
    qr_hash = mint_to_result(qtbot, kiosk, server)
    qtbot.waitUntil(kiosk.controller.journal_up_to_date, timeout=WAIT_MS)
    assert did_of(server, qr_hash) == "passed"
    kiosk.close()
    chosen(server.state.drops[0].id)

    status, out = run_doctor(server, monkeypatch, capsys)

    assert f"[OK  ] {UNSETTLED}: 0" in out, out
    assert f"[OK  ] {SAVED_ELSEWHERE}: 0" in out, out
    assert "All checks passed." in out, out
    assert status == 0


def test_the_doctor_never_prints_a_secret_a_refusal_echoes(server: EmulatorServer) -> None:
    """A token issuer that echoes the client secret in its refusal, and a gateway that echoes
    the API key in its: the doctor printed the secret on its "Access token" line. Judged by the
    emulator's record of the credentials it issued: none of them in anything the command
    writes, while it still fails (exit 1) and says which credential was refused."""
    credentials = server.credentials
    echo_secret = {"error": "access_denied", "error_description": credentials.client_secret}
    server.state.add_fault("POST /oauth/token", Fault(status=401, rewrite=lambda _: echo_secret))
    echo_key = {"message": f"Forbidden: {credentials.api_key}"}
    server.state.add_fault("GET /paginated-events", Fault(status=403, rewrite=lambda _: echo_key))
    chosen(server.state.drops[0].id)

    result = kiosk_command("doctor", server=server)

    written = result.stdout + result.stderr
    assert server.state.counters["POST /oauth/token"] >= 1  # the issuer was asked
    assert credentials.client_secret not in written
    assert credentials.api_key not in written
    assert "[FAIL] Access token from the token issuer" in result.stdout
    assert "[FAIL] API key accepted by the service" in result.stdout
    assert result.returncode == 1


def test_a_service_that_answers_500_is_not_said_unreachable(server: EmulatorServer) -> None:
    """The protected call answered 500 (the emulator's record: it was asked, and answered).
    The doctor's fix read "The service cannot be reached. Check the network": staff checked a
    network that works. An answered error says so."""
    server.state.add_fault("GET /actions/claim-qr", Fault(status=500))
    chosen(server.state.drops[0].id)

    result = kiosk_command("doctor", server=server)

    assert server.state.counters["GET /actions/claim-qr"] >= 1
    assert "[FAIL] Minting calls accepted (API key and token together)" in result.stdout
    assert "cannot be reached" not in result.stdout, result.stdout
    assert "The service answered with an error" in result.stdout
    assert result.returncode == 1


def test_decode_of_no_picture_and_of_two_codes_exits_1(tmp_path: Path) -> None:
    """``kiosk decode`` in a card-checking script: a file that is no picture (text named .png),
    and a card printed with two codes side by side (the camera takes one code at a time, so it
    takes neither) must stop the script; both codes are still named."""
    text, two = tmp_path / "text.png", tmp_path / "two.png"
    text.write_text("not a picture\n")
    first, second = (frame_with(f"https://poap.xyz/mint/{code}") for code in ("abc123", "def456"))
    cv2.imwrite(str(two), np.hstack([first, second]))

    result = kiosk_command("decode", "--mint-site", "https://poap.xyz", str(text), str(two))

    assert f"{text}: cannot be read as an image or video" in result.stdout
    for code in ("abc123", "def456"):
        line = f"{two}: 'https://poap.xyz/mint/{code}'"
        assert f"{line} (in 1 of 1 frame; in view with another code" in result.stdout
    assert "the camera reads it" not in result.stdout
    assert result.returncode == 1
