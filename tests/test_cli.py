"""The ``kiosk`` command as a new user runs it: doctor against the emulator, and the self-test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import cv2
import keyring
import keyring.errors
import pytest

from kiosk.cli import main
from kiosk.core.journal import journal_path
from kiosk.core.settings import Settings, save_settings, settings_path
from kiosk.emulator import EmulatorServer, parse_fault_spec
from tests.camera.qr_frames import frame_with
from tests.keyrings import LockedKeyring


def point_at(emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch, api_key: str) -> None:
    monkeypatch.setenv("KIOSK_BASE_URL", emulator.base_url)
    monkeypatch.setenv("KIOSK_AUTH_URL", emulator.auth_url)
    monkeypatch.setenv("KIOSK_MINT_SITE", emulator.mint_site)
    monkeypatch.setenv("KIOSK_API_KEY", api_key)
    monkeypatch.setenv("KIOSK_CLIENT_ID", emulator.credentials.client_id)
    monkeypatch.setenv("KIOSK_CLIENT_SECRET", emulator.credentials.client_secret)


@pytest.mark.usefixtures("memory_keyring")  # this machine's keyring may warn
def test_doctor_passes_on_a_configured_kiosk(
    emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    point_at(emulator, monkeypatch, emulator.credentials.api_key)
    settings = Settings()
    settings.kiosk.drop_id = emulator.state.drops[0].id
    settings.kiosk.allow_camera = False  # this machine has none: that would be a warning
    save_settings(settings)
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    assert "All checks passed." in out
    assert emulator.state.drops[0].name in out
    assert emulator.credentials.client_secret not in out
    assert emulator.state.counters["POST /oauth/token"] == 1


@pytest.mark.usefixtures("memory_keyring")
def test_doctor_without_a_drop_does_not_say_all_passed(
    emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Everything else works, but attendees could not mint: an amber line with its fix, and a
    summary that counts it."""
    point_at(emulator, monkeypatch, emulator.credentials.api_key)
    settings = Settings()  # no drop chosen
    settings.kiosk.allow_camera = False
    save_settings(settings)
    assert main(["doctor"]) == 0  # nothing failed, but it says what is missing
    out = capsys.readouterr().out
    assert "[WARN] Chosen drop reachable" in out
    assert "No drop is chosen yet, so the kiosk cannot open for attendees." in out
    assert "All checks passed" not in out
    assert out.rstrip().splitlines()[-1] == (
        "No check failed, but 1 need(s) attention: read the WARN lines above."
    )


def test_doctor_names_the_fix_for_a_wrong_api_key(
    emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    point_at(emulator, monkeypatch, "not-the-key")
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "[FAIL] API key accepted by the service" in out
    assert "refused the API key" in out
    assert "No drop is chosen yet" in out
    assert "not-the-key" not in out


def test_doctor_without_credentials_says_what_to_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "KIOSK_API_KEY" in out
    assert out.count("Not checked: fix the problem above first.") == 4


def test_doctor_names_a_locked_keyring_and_how_to_unlock_it(
    emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    previous = keyring.get_keyring()
    keyring.set_keyring(LockedKeyring())
    try:
        assert main(["doctor"]) == 1  # the credentials are in neither place
        out = capsys.readouterr().out
        assert "[FAIL] Keyring for secrets: tests.keyrings" in out
        assert "The keyring is locked" in out
        assert "unlock the login keyring" in out
        point_at(emulator, monkeypatch, emulator.credentials.api_key)
        main(["doctor"])
        out = capsys.readouterr().out
    finally:
        keyring.set_keyring(previous)
    # The environment holds every credential: the kiosk works, the locked keyring is a warning.
    assert "[WARN] Keyring for secrets" in out
    assert "The keyring is locked" in out
    assert "[OK  ] Access token from the token issuer" in out
    assert emulator.credentials.client_secret not in out


def test_doctor_names_a_damaged_settings_file_and_leaves_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The kiosk's next start would set the file aside and start the setup over: the doctor fails
    the line and says so, and changes nothing."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    damaged = b'[kiosk]\ndrop_id = 42\nsecret_word = "cut off'
    path.write_bytes(damaged)
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert f"[FAIL] Settings file: {path}: " in out
    assert "The settings file is damaged" in out
    assert "At its next start the kiosk keeps it aside" in out
    assert path.read_bytes() == damaged
    assert list(path.parent.iterdir()) == [path]


def test_doctor_before_the_first_start_names_where_the_journal_will_be(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = journal_path()
    main(["doctor"])
    assert f"[OK  ] Mint journal can be written: {path}" in capsys.readouterr().out
    assert not path.parent.exists()  # tried, and nothing left behind


def self_test(*options: str, temp: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``kiosk --self-test`` as the CI runs it: offscreen, in English (the result pages' words);
    with its temporary folders in ``temp`` when given."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LC_ALL": "C.UTF-8"}
    environment.pop("LANGUAGE", None)
    if temp is not None:
        environment["TMPDIR"] = str(temp)
    return subprocess.run(
        [sys.executable, "-m", "kiosk", "--self-test", *options],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=environment,
    )


def test_self_test_runs_every_flow_offscreen(tmp_path: Path) -> None:
    result = self_test(temp=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert list(tmp_path.glob("kiosk-*")) == []  # its settings and journal went with it
    assert "8 passed, 0 failed" in result.stdout
    assert "PASS  dispenser: QR of " in result.stdout
    assert "PASS  translations load: ar, de, es, fr, ja, nl, pt_BR;" in result.stdout
    assert "PASS  operator area" in result.stdout
    assert "FAIL" not in result.stdout


def test_self_test_with_a_fault_says_what_each_attendee_was_told_and_what_was_done() -> None:
    """Every mint fails on the chain: the attendees of the two mint links must be told so, and
    the self-test passes because what they were told is what the emulator did."""
    result = self_test("--fault", "POST /actions/claim-qr=mint_fails")
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    assert "  --fault 'POST /actions/claim-qr=mint_fails'" in out  # which faults are on
    failed = 'told mint_failed "The mint failed"; did: minted and failed'
    assert f"PASS  mint link: {failed}" in out
    assert f"PASS  six-character code: {failed}" in out
    # The secret word mints through another route: no fault there.
    assert 'PASS  secret word: told minted "It\'s yours!"; did: minted and passed' in out
    already = 'told already_claimed "This code was already used"; did: not minted'
    assert f"PASS  already-claimed link: {already}" in out
    assert "8 passed, 0 failed" in out
    assert "FAIL" not in out


def parser_message(spec: str) -> str:
    try:
        parse_fault_spec(spec)
    except ValueError as error:
        return str(error)
    raise AssertionError(f"{spec!r} is a good fault")


@pytest.mark.parametrize(
    "spec",
    [
        "POST /actions/claim-qr",  # no =KEY:VALUE
        "POST /actions/claim=mint_fails",  # no such route
        "POST /actions/claim-qr=mint_fails:maybe",
        "POST /actions/claim-qr=status:abc",
        "GET /actions/claim-qr=error_code:no_such_refusal",
    ],
)
@pytest.mark.parametrize("mode", ["--self-test", "--demo"])
def test_a_bad_fault_exits_2_with_the_parsers_message(
    mode: str, spec: str, capsys: pytest.CaptureFixture[str]
) -> None:
    message = parser_message(spec)
    with pytest.raises(SystemExit) as exited:
        main([mode, "--fault", spec])
    assert exited.value.code == 2
    assert f"kiosk: error: argument --fault: {message}" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:  # the same words as the emulator's own --fault
        main(["emulator", "--fault", spec])
    assert exited.value.code == 2
    assert f"kiosk emulator: error: argument --fault: {message}" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [[], ["--windowed"], ["doctor"], ["--demo", "doctor"]])
def test_a_fault_needs_the_demo_or_the_self_test(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--fault", "POST /actions/claim-qr=mint_fails", *argv])
    assert exited.value.code == 2
    assert "--fault works with --demo or --self-test" in capsys.readouterr().err


def test_decode_prints_what_the_kiosk_would_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card = tmp_path / "card.png"
    cv2.imwrite(str(card), frame_with("https://poap.xyz/mint/abc123"))
    assert main(["decode", "--mint-site", "https://poap.xyz", str(card)]) == 0
    out = capsys.readouterr().out
    assert "MintLink(qr_hash='abc123'" in out
    assert main(["decode", str(tmp_path / "missing.png")]) == 1
    assert "cannot be read" in capsys.readouterr().out
