"""The ``kiosk`` command as a new user runs it: doctor against the emulator, and the self-test."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import cv2
import keyring
import keyring.errors
import pytest

from kiosk.cli import main
from kiosk.core.settings import Settings, save_settings
from kiosk.emulator import EmulatorServer
from tests.camera.qr_frames import frame_with
from tests.keyrings import LockedKeyring


def point_at(emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch, api_key: str) -> None:
    monkeypatch.setenv("KIOSK_BASE_URL", emulator.base_url)
    monkeypatch.setenv("KIOSK_AUTH_URL", emulator.auth_url)
    monkeypatch.setenv("KIOSK_MINT_SITE", emulator.mint_site)
    monkeypatch.setenv("KIOSK_API_KEY", api_key)
    monkeypatch.setenv("KIOSK_CLIENT_ID", emulator.credentials.client_id)
    monkeypatch.setenv("KIOSK_CLIENT_SECRET", emulator.credentials.client_secret)


def test_doctor_passes_on_a_configured_kiosk(
    emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    point_at(emulator, monkeypatch, emulator.credentials.api_key)
    settings = Settings()
    settings.kiosk.drop_id = emulator.state.drops[0].id
    save_settings(settings)
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    assert "All checks passed." in out
    assert emulator.state.drops[0].name in out
    assert emulator.credentials.client_secret not in out
    assert emulator.state.counters["POST /oauth/token"] == 1


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
    assert out.count("Not checked: fix the problem above first.") == 3


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


def test_self_test_runs_every_flow_offscreen() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kiosk", "--self-test"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "7 passed, 0 failed" in result.stdout
    assert "PASS  translations load: de" in result.stdout
    assert "PASS  operator area" in result.stdout
    assert "FAIL" not in result.stdout


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
