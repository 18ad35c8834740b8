"""The truth audit, twenty-second round: what the command line says. ``kiosk doctor`` of a
dispenser kiosk (the camera it turns off, the edit code and the links file it lists its QR codes
with), ``kiosk decode`` of a card that gives the camera no code, ``kiosk emulator`` on a port it
cannot use, and the doctor cut off by a closed pipe or run while a kiosk holds the journal open.
Each runs the real ``kiosk`` command (in a process of its own, or its ``main`` where the keyring
must hold a drop's edit code) against a real emulator over HTTP, judged by the real exit status,
the emulator's own record (``server.state``) and the files on this computer.

Five cases were lies when this round was written (26 Nov 2026), fixed since: the doctor failed a
dispenser (exit 1) for the camera it turns off, and passed one with no edit code or one the
service refuses (it shows no QR code then); ``kiosk decode`` exited 0 for a card with no code;
``kiosk emulator`` said on stdout only that it could not listen, and a port out of range ended in
a traceback. A case marked ``xfail(strict=True)`` is a lie the kiosk tells now; the rest pin
truthful behaviour no other test covers.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import cv2
import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from kiosk.cli import main
from kiosk.core.journal import MintJournal, journal_path
from kiosk.core.reasons import Outcome
from kiosk.core.secrets import store_edit_code
from kiosk.core.settings import Settings, save_settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from tests.camera.qr_frames import frame_with
from tests.faults.test_fault_matrix import settled_journal
from tests.faults.test_truth_audit import WALLET_A, WALLET_B
from tests.faults.test_truth_audit_2 import mint_for
from tests.keyrings import MemoryKeyring

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def journal_file() -> Path:
    """The kiosk's journal where ``kiosk doctor`` looks for it (this test's data folder)."""
    path = journal_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def cli_environment(server: EmulatorServer | None = None) -> dict[str, str]:
    """This test's folders (``private_user_dirs``), no keyring, and the emulator's addresses
    and credentials in the variables the kiosk reads."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "LC_ALL": "C.UTF-8"}
    environment["PYTHON_KEYRING_BACKEND"] = "keyring.backends.null.Keyring"
    environment.pop("LANGUAGE", None)
    if server is not None:
        environment |= {
            "KIOSK_BASE_URL": server.base_url,
            "KIOSK_AUTH_URL": server.auth_url,
            "KIOSK_MINT_SITE": server.mint_site,
            "KIOSK_API_KEY": server.credentials.api_key,
            "KIOSK_CLIENT_ID": server.credentials.client_id,
            "KIOSK_CLIENT_SECRET": server.credentials.client_secret,
        }
    return environment


def kiosk_command(
    *args: str, server: EmulatorServer | None = None
) -> subprocess.CompletedProcess[str]:
    """``kiosk ARGS`` as a person or a script runs it."""
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=cli_environment(server),
        cwd=ROOT,
    )


def dispenser_settings(drop_id: int, **kiosk: object) -> Settings:
    """A dispenser for ``drop_id`` whose attendees type nothing (phones scan its QR codes), with
    a camera that gives no picture (no such file)."""
    settings = Settings()
    settings.kiosk.drop_id = drop_id
    settings.kiosk.mode = "dispenser"
    settings.kiosk.allow_code = settings.kiosk.allow_secret_word = False
    settings.kiosk.camera = "/no/such/camera.mp4"
    for name, value in kiosk.items():
        setattr(settings.kiosk, name, value)
    return settings


def links_file(tmp_path: Path, server: EmulatorServer, links: Sequence[str]) -> Path:
    path = tmp_path / "links.txt"
    path.write_text("".join(f"{server.mint_site}/mint/{link}\n" for link in links))
    return path


def test_the_doctor_does_not_fail_a_dispenser_for_the_camera_it_turns_off(
    server: EmulatorServer, tmp_path: Path
) -> None:
    """A dispenser shows QR codes for phones and turns its camera off (docs/dispenser.md): its
    links (a links file of three unclaimed links of the chosen drop) are all it needs. The
    doctor tried its camera anyway, printed "[FAIL] Camera gives a picture" with "The camera gave
    no picture. Check its cable" and exited 1, so a venue's start-up check stopped a dispenser
    that works. Was a lie when this round was written (26 Nov 2026), fixed since."""
    drop = server.state.drops[0]
    links = drop.qr_hashes[:3]
    path = links_file(tmp_path, server, links)
    settings = dispenser_settings(drop.id, dispenser_source="file", dispenser_links_file=str(path))
    save_settings(settings)
    assert not any(server.state.claim_status(link)["claimed"] for link in links)

    result = kiosk_command("doctor", server=server)

    assert "Camera gives a picture" not in result.stdout
    assert "[FAIL]" not in result.stdout
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_doctor_does_not_pass_a_dispenser_with_no_edit_code(server: EmulatorServer) -> None:
    """A dispenser listing the drop's links from the service needs the drop's edit code, kept in
    the keyring; this computer has none (the code typed on Mint codes lasted one run). The
    doctor printed "All checks passed." for a drop it could reach, exit 0, and the dispenser
    started now shows no QR code. Judged by what the service would list: the emulator has
    unclaimed links of the drop, and only the edit code opens them. Was a lie when this round
    was written (26 Nov 2026), fixed since."""
    drop = server.state.drops[0]
    save_settings(dispenser_settings(drop.id, allow_camera=False))
    assert server.state.unclaimed_link(drop.id) is not None

    result = kiosk_command("doctor", server=server)

    assert "[OK  ] Chosen drop reachable" in result.stdout  # the drop itself is fine
    assert "All checks passed." not in result.stdout
    assert "[FAIL] Dispenser lists the drop's mint links (edit code)" in result.stdout
    assert "No edit code is kept for the chosen drop" in result.stdout
    assert result.returncode == 1


def test_the_doctor_does_not_pass_a_dispenser_whose_edit_code_the_service_refuses(
    server: EmulatorServer,
    memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The keyring keeps an edit code for the chosen drop that is not the drop's (the emulator's
    record): the service refuses to list its links, so the dispenser shows no QR code. The
    doctor said "All checks passed." (exit 0). Run through ``main`` so the keyring holds the
    code. Was a lie when this round was written (26 Nov 2026), fixed since."""
    drop = server.state.drops[0]
    right = str(drop.edit_code)
    wrong = f"{(int(right) + 1) % 10 ** len(right):0{len(right)}d}"
    assert wrong != right
    store_edit_code(drop.id, wrong)
    save_settings(dispenser_settings(drop.id, allow_camera=False))
    for name, value in cli_environment(server).items():
        if name.startswith("KIOSK_"):
            monkeypatch.setenv(name, value)

    status = main(["doctor"])
    out = capsys.readouterr().out

    assert "All checks passed." not in out
    assert "[FAIL] Dispenser lists the drop's mint links (edit code)" in out
    assert "The service refused the edit code kept for the chosen drop" in out
    assert status == 1
    # With the drop's own code the same check passes.
    store_edit_code(drop.id, right)
    assert main(["doctor"]) == 0
    assert "[OK  ] Dispenser lists the drop's mint links (edit code)" in capsys.readouterr().out


def test_the_doctor_does_not_pass_a_dispenser_whose_links_file_is_gone(
    server: EmulatorServer, tmp_path: Path
) -> None:
    """A dispenser handing out the links of a links file staff loaded; the file was removed (a
    USB stick taken out). The dispenser reads it at each opening and shows no QR code
    (``PoolProblem.NO_FILE``); the doctor never read it and passed. Was a lie when this round
    was written (26 Nov 2026), fixed since: the doctor reads the file as the dispenser does
    (``check_links_file``) and fails it."""
    drop = server.state.drops[0]
    path = links_file(tmp_path, server, drop.qr_hashes[:3])
    settings = dispenser_settings(drop.id, dispenser_source="file", dispenser_links_file=str(path))
    save_settings(settings)
    path.unlink()

    result = kiosk_command("doctor", server=server)

    assert "All checks passed." not in result.stdout
    assert "[FAIL] Dispenser's links file holds mint links" in result.stdout
    assert result.returncode == 1


def test_decode_of_a_card_with_no_code_does_not_exit_0(tmp_path: Path) -> None:
    """Staff test printed cards before the doors open with ``kiosk decode`` (in a script:
    ``kiosk decode card*.png || echo reprint``). A card whose print came out blank gives the
    camera no code: the command printed "no QR code found" and exited 0, so the script went on.
    A readable card beside it still exits 0 alone. Was a lie when this round was written
    (26 Nov 2026), fixed since."""
    blank, card = tmp_path / "blank.png", tmp_path / "card.png"
    cv2.imwrite(str(blank), np.full((480, 640, 3), 255, np.uint8))
    cv2.imwrite(str(card), frame_with("https://poap.xyz/mint/abc123"))

    both = kiosk_command("decode", "--mint-site", "https://poap.xyz", str(card), str(blank))
    alone = kiosk_command("decode", "--mint-site", "https://poap.xyz", str(card))

    assert f"{blank}: no QR code found in 1 frame" in both.stdout
    assert "MintLink(qr_hash='abc123'" in both.stdout
    assert both.returncode == 1
    assert alone.returncode == 0, alone.stdout + alone.stderr


def test_the_emulator_says_on_stderr_that_it_cannot_listen(server: EmulatorServer) -> None:
    """``kiosk emulator --port P > emulator.log``, a practice run's first command, on a port
    another program holds (here the running emulator's): its only words went to stdout, so the
    person at the terminal read nothing while the log said it failed. Was a lie when this round
    was written (26 Nov 2026), fixed since."""
    busy = server.port
    with socket.create_connection(("127.0.0.1", busy), timeout=5):  # it is really held
        pass

    result = kiosk_command("emulator", "--port", str(busy))

    assert result.returncode == 1
    assert f"The emulator cannot listen on 127.0.0.1:{busy}" in result.stderr
    assert "Demo drops:" not in result.stdout  # it never said it was running


def test_an_emulator_port_out_of_range_is_the_parsers_error_not_a_traceback() -> None:
    """``--port 99999`` (a typo of 9999) ended in a Python traceback from the socket
    ("OverflowError"), exit 1. Was a lie when this round was written (26 Nov 2026), fixed
    since: argparse's error naming the range, exit 2 as for every wrong argument."""
    result = kiosk_command("emulator", "--port", "99999")

    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "argument --port: a port is 0 to 65535, not 99999" in result.stderr


def test_a_doctor_cut_off_by_a_closed_pipe_never_exits_0(server: EmulatorServer) -> None:
    """``kiosk doctor | head -0`` in a start-up script (``set -o pipefail``): the reader is gone
    before the first line. The checks after it never ran or were never read, so the doctor must
    not exit 0 (all passed)."""
    save_settings(Settings())
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody reads: the first line meets a broken pipe
    try:
        result = subprocess.run(
            [sys.executable, "-m", "kiosk", "doctor"],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            check=False,
            env=cli_environment(server),
            cwd=ROOT,
        )
    finally:
        os.close(write_end)
    assert result.returncode != 0


def test_the_doctor_counts_the_journal_a_running_kiosk_holds_open(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, journal_file: Path
) -> None:
    """The kiosk runs (its journal open in this process) while staff run ``kiosk doctor`` in a
    terminal: one attendee's mint failed on chain (the emulator's record), one passed. The
    doctor, in its own process, names exactly the failed one, leaves the journal writable for the
    kiosk (the next mint is journaled), and does not call it unwritable."""
    links = server.state.drops[0].qr_hashes
    server.state.add_fault("POST /actions/claim-qr", Fault(mint_fails=True, times=1))
    assert mint_for(qtbot, kiosk, server, links[0], WALLET_A) is Outcome.MINT_FAILED
    assert mint_for(qtbot, kiosk, server, links[1], WALLET_B) is Outcome.MINTED
    settled_journal(kiosk, qtbot)
    failed_on_chain = [
        link for link in links[:2] if server.state.claim_status(link)["tx_status"] == "failed"
    ]
    assert failed_on_chain == [links[0]]

    result = kiosk_command("doctor", server=server)

    assert (
        f"[WARN] Mints that failed after the service accepted them: {len(failed_on_chain)}"
        in result.stdout
    )
    assert "Mint journal can be written" not in result.stdout
    journal = MintJournal(journal_file)
    try:
        assert journal.failed_after_accept() == len(failed_on_chain)
        before = journal.row_count()
    finally:
        journal.close()
    assert mint_for(qtbot, kiosk, server, links[2], "0x" + "c3" * 20) is Outcome.MINTED
    journal = MintJournal(journal_file)
    try:
        assert journal.row_count() == before + 1
    finally:
        journal.close()
