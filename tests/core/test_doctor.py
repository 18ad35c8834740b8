"""The doctor's camera, keyring, settings-file and journal checks, and its checks with
credentials given by the caller."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import cv2
import keyring
import keyring.errors
import numpy as np
import pytest
from keyring.backend import KeyringBackend
from keyring.backends import fail

from kiosk.camera.source import FrameSource
from kiosk.core import doctor
from kiosk.core.attendee_flow import DropInfo, MintAttempt
from kiosk.core.doctor import (
    CAMERA_SETTLE_S,
    CheckName,
    CheckResult,
    Problem,
    Status,
    check_camera,
    check_keyring,
    check_links_file,
    check_mints,
    check_settings,
    has_contrast,
    run_checks,
)
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind
from kiosk.core.reasons import Outcome
from kiosk.core.secrets import ENVIRONMENT_VARIABLES, KEYRING_SERVICE
from kiosk.core.settings import KioskSettings, Settings, save_settings, settings_path
from kiosk.emulator import EmulatorServer, Fault
from kiosk.service import Credentials
from kiosk.service.token_store import KEYRING_PROBE_NAME
from tests.bad_files import RUNS_AS_ROOT
from tests.camera.qr_frames import frame_with, write_video
from tests.keyrings import BrokenKeyring, LockedKeyring, MemoryKeyring
from tests.kiosk_setup import expire_yesterday

UseKeyring = Callable[[KeyringBackend], None]


class RecordingKeyring(MemoryKeyring):
    """An in-memory keyring that also remembers every entry written to it."""

    def __init__(self) -> None:
        super().__init__()
        self.written: list[tuple[str, str, str]] = []

    def set_password(self, service: str, username: str, password: str) -> None:
        self.written.append((service, username, password))
        super().set_password(service, username, password)


class UnreadableKeyring(RecordingKeyring):
    """Stores entries but fails to read them back."""

    def get_password(self, service: str, username: str) -> str | None:
        raise keyring.errors.KeyringError("read failed")


@pytest.fixture
def use_keyring() -> Iterator[UseKeyring]:
    """Install a keyring backend for one test; the previous one comes back afterwards."""
    previous = keyring.get_keyring()
    yield keyring.set_keyring
    keyring.set_keyring(previous)


def test_a_working_keyring_passes_and_keeps_no_probe(use_keyring: UseKeyring) -> None:
    backend = RecordingKeyring()
    backend.passwords[(KEYRING_SERVICE, "api_key")] = "kept"
    use_keyring(backend)
    result = check_keyring()
    assert result.name is CheckName.KEYRING
    assert result.status is Status.OK
    assert result.problem is None
    assert result.detail == __name__  # the backend's module
    assert [(service, name) for service, name, _ in backend.written] == [
        (KEYRING_SERVICE, KEYRING_PROBE_NAME)
    ]
    assert backend.passwords == {(KEYRING_SERVICE, "api_key"): "kept"}


@pytest.mark.parametrize(
    ("backend", "problem"),
    [
        (LockedKeyring(), Problem.KEYRING_LOCKED),  # its fix says how to unlock it
        (BrokenKeyring(), Problem.KEYRING_REFUSED),  # set_password raises PasswordSetError
    ],
)
def test_a_locked_or_refusing_keyring_fails_with_its_fix(
    use_keyring: UseKeyring, backend: MemoryKeyring, problem: Problem
) -> None:
    use_keyring(backend)
    result = check_keyring()
    assert result.status is Status.FAILED
    assert result.problem is problem
    assert not backend.passwords


def test_a_locked_keyring_is_a_warning_when_the_environment_has_the_credentials(
    use_keyring: UseKeyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    use_keyring(LockedKeyring())
    for variable in ENVIRONMENT_VARIABLES.values():
        monkeypatch.setenv(variable, "from-the-environment")
    result = check_keyring()
    assert result.status is Status.WARNING
    assert result.problem is Problem.KEYRING_LOCKED
    monkeypatch.setenv("KIOSK_CLIENT_SECRET", "  ")  # one missing: the keyring is needed again
    assert check_keyring().status is Status.FAILED


def test_the_probe_is_deleted_when_reading_it_back_fails(
    use_keyring: UseKeyring, caplog: pytest.LogCaptureFixture
) -> None:
    backend = UnreadableKeyring()
    use_keyring(backend)
    result = check_keyring()
    assert result.problem is Problem.KEYRING_REFUSED
    assert len(backend.written) == 1
    assert not backend.passwords  # written, then deleted although the read failed
    probe_value = backend.written[0][2]
    assert "KeyringError" in caplog.text
    assert probe_value not in caplog.text


def test_no_keyring_backend_is_still_a_warning(use_keyring: UseKeyring) -> None:
    use_keyring(fail.Keyring())
    result = check_keyring()
    assert result.status is Status.WARNING
    assert result.problem is Problem.NO_KEYRING
    assert result.detail == "keyring.backends.fail"


def test_run_checks_reports_the_probed_keyring(
    use_keyring: UseKeyring, emulator: EmulatorServer
) -> None:
    settings = Settings()
    settings.kiosk.allow_camera = False
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    use_keyring(LockedKeyring())
    results = {result.name: result for result in run_checks(settings)}
    assert results[CheckName.KEYRING].problem is Problem.KEYRING_LOCKED
    assert results[CheckName.CREDENTIALS].problem is Problem.CREDENTIALS_MISSING


def test_camera_check_reads_a_frame_from_a_video_file(tmp_path: Path) -> None:
    video = write_video(tmp_path / "camera.avi", [None, None])
    result = check_camera(KioskSettings(camera=str(video)))
    assert result.name is CheckName.CAMERA
    assert result.status is Status.OK
    assert result.problem is None
    assert str(video) in result.detail


def video_of(path: Path, frames: list[np.ndarray], fps: float = 20) -> Path:
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*"MJPG"), fps, (640, 480))
    assert writer.isOpened(), "this OpenCV cannot write MJPG"
    for frame in frames:
        writer.write(frame)
    writer.release()
    return path


def one_colour(level: int, noise: float = 0.0) -> np.ndarray:
    """A frame of one grey ``level``, with a dark sensor's noise of that spread."""
    frame = level + np.random.default_rng(0).normal(0.0, noise, (480, 640, 3))
    return frame.clip(0, 255).astype(np.uint8)


def test_frames_of_one_colour_are_no_picture() -> None:
    assert not has_contrast(one_colour(0))  # a privacy shutter
    assert not has_contrast(one_colour(8, noise=4.0))  # a covered lens, the gain turned up
    assert not has_contrast(one_colour(200))  # a lens against something white
    assert has_contrast(frame_with(None))  # a room
    assert has_contrast(frame_with("hello"))


@pytest.mark.parametrize(
    ("allow_code", "status"), [(True, Status.WARNING), (False, Status.FAILED)]
)
def test_a_camera_that_sees_only_black_is_said_to_see_one_colour(
    tmp_path: Path, allow_code: bool, status: Status
) -> None:
    """Its shutter closed: frames come, all black. A warning while attendees can type a code,
    a failure when the camera is their only way in."""
    video = video_of(tmp_path / "shutter.avi", [one_colour(0)] * 30)
    settings = KioskSettings(camera=str(video), allow_code=allow_code, allow_secret_word=False)
    result = check_camera(settings)
    assert (result.name, result.status) == (CheckName.CAMERA, status)
    assert result.problem is Problem.CAMERA_ONE_COLOUR
    assert str(video) in result.detail


def test_a_camera_dark_while_its_exposure_settles_gives_a_picture(tmp_path: Path) -> None:
    """A webcam's first frames are often dark: a picture after them passes."""
    frames = [one_colour(0)] * 10 + [frame_with(None)] * 5
    video = video_of(tmp_path / "settling.avi", frames)
    result = check_camera(KioskSettings(camera=str(video)))
    assert (result.status, result.problem) == (Status.OK, None)


def test_a_camera_dark_for_longer_than_it_settles_sees_one_colour(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Frames as a camera gives them (a video played at its own rate), black for longer than
    the settling time: the check ends then, whatever comes later, and says so."""
    fps = 20
    dark = [one_colour(0)] * round((CAMERA_SETTLE_S + 1.5) * fps)
    video = video_of(tmp_path / "long.avi", [*dark, frame_with(None)], fps)
    monkeypatch.setattr(doctor, "FrameSource", functools.partial(FrameSource, realtime=True))
    started = time.monotonic()
    result = check_camera(KioskSettings(camera=str(video)))
    assert result.problem is Problem.CAMERA_ONE_COLOUR
    assert time.monotonic() - started < CAMERA_SETTLE_S + 1.0


def test_a_missing_camera_file_is_a_warning_while_attendees_can_type(tmp_path: Path) -> None:
    result = check_camera(KioskSettings(camera=str(tmp_path / "missing.avi")))
    assert result.status is Status.WARNING
    assert result.problem is Problem.CAMERA_FAILED


def test_a_missing_device_fails_when_the_camera_is_the_only_input() -> None:
    settings = KioskSettings(camera="7", allow_code=False, allow_secret_word=False)
    result = check_camera(settings, wait_s=2.0)
    assert result.status is Status.FAILED
    assert result.problem is Problem.CAMERA_FAILED
    assert result.detail == "device 7"


def test_a_stream_password_stays_out_of_the_result() -> None:
    settings = KioskSettings(camera="rtsp://staff:hunter2@127.0.0.1:9/stream")
    result = check_camera(settings, wait_s=2.0)
    assert result.problem is Problem.CAMERA_FAILED
    assert "hunter2" not in result.detail


def test_no_camera_check_when_the_camera_is_not_allowed(emulator: EmulatorServer) -> None:
    settings = Settings()
    settings.kiosk.allow_camera = False
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    names = [result.name for result in run_checks(settings)]
    assert CheckName.CAMERA not in names
    assert names[-1] is CheckName.DROP


def test_checks_use_credentials_given_by_the_caller(emulator: EmulatorServer) -> None:
    """Nothing in the environment or the keyring: the typed credentials are what is checked."""
    settings = Settings()
    settings.kiosk.allow_camera = False
    settings.kiosk.drop_id = emulator.state.drops[1].id
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    issued = emulator.credentials
    typed = Credentials(issued.api_key, issued.client_id, issued.client_secret)
    results = {result.name: result for result in run_checks(settings, credentials=typed)}
    for name in (CheckName.CREDENTIALS, CheckName.TOKEN, CheckName.API_KEY, CheckName.DROP):
        assert results[name].status is Status.OK, results[name]
    assert emulator.state.drops[1].name in results[CheckName.DROP].detail
    wrong = Credentials(issued.api_key, issued.client_id, "not-the-secret")
    results = {result.name: result for result in run_checks(settings, credentials=wrong)}
    assert results[CheckName.TOKEN].problem is Problem.CREDENTIALS_REFUSED
    assert results[CheckName.API_KEY].status is Status.OK


def emulator_settings(emulator: EmulatorServer) -> tuple[Settings, Credentials]:
    settings = Settings()
    settings.kiosk.allow_camera = False
    settings.kiosk.drop_id = emulator.state.drops[0].id
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    issued = emulator.credentials
    return settings, Credentials(issued.api_key, issued.client_id, issued.client_secret)


def test_a_token_the_service_keeps_refusing_is_named_as_such(emulator: EmulatorServer) -> None:
    """The issuer gives tokens and the key opens the open calls, but protected calls answer 403
    even with a fresh token: the doctor says it is the pair, not the key or the secret alone."""
    settings, credentials = emulator_settings(emulator)
    emulator.state.add_fault("GET /actions/claim-qr", Fault(status=403))
    results = {result.name: result for result in run_checks(settings, credentials=credentials)}
    assert results[CheckName.TOKEN].status is Status.OK
    assert results[CheckName.API_KEY].status is Status.OK
    assert results[CheckName.PROTECTED].problem is Problem.TOKEN_REFUSED
    assert emulator.state.counters["GET /actions/claim-qr"] == 2  # refused, new token, refused


def test_a_revoked_token_heals_with_one_fresh_token(emulator: EmulatorServer) -> None:
    settings, credentials = emulator_settings(emulator)
    emulator.state.add_fault("GET /actions/claim-qr", Fault(forbidden=True, times=1))
    results = {result.name: result for result in run_checks(settings, credentials=credentials)}
    assert results[CheckName.PROTECTED].status is Status.OK


def test_a_wrong_api_key_does_not_blame_the_token(emulator: EmulatorServer) -> None:
    settings, credentials = emulator_settings(emulator)
    wrong = Credentials("not-the-key", credentials.client_id, credentials.client_secret)
    results = {result.name: result for result in run_checks(settings, credentials=wrong)}
    assert results[CheckName.API_KEY].problem is Problem.API_KEY_REFUSED
    assert results[CheckName.PROTECTED].problem is Problem.SKIPPED


def test_mints_failed_after_the_service_took_them_are_named(tmp_path: Path) -> None:
    path = tmp_path / "journal.sqlite3"
    assert check_mints(path).status is Status.OK  # no journal yet: nothing failed
    journal = MintJournal(path)
    attempt = MintAttempt(
        1,
        DropInfo(7, "Devcon", ""),
        Recipient(RecipientKind.ADDRESS, "0x" + "ab" * 20),
        started_at=1.0,
        qr_hash="abc123",
        source_kind=SourceKind.LINK,
    )
    row_id = journal.record_attempt(attempt)
    journal.set_state(
        row_id, JournalState.FAILED, "The mint's transaction failed", "0x1", Outcome.MINT_FAILED
    )
    journal.close()
    result = check_mints(path)
    assert (result.status, result.problem, result.detail) == (
        Status.WARNING,
        Problem.MINTS_FAILED,
        "1",
    )


# --- the settings file, as the kiosk's next start finds it -------------------------------------


def test_a_saved_settings_file_passes_and_a_missing_one_is_a_warning() -> None:
    path = settings_path()
    missing = check_settings()
    assert (missing.status, missing.problem, missing.detail) == (
        Status.WARNING,
        Problem.NO_SETTINGS_FILE,
        str(path),
    )
    save_settings(Settings())
    assert check_settings() == CheckResult(CheckName.SETTINGS, Status.OK, detail=str(path))


def test_a_damaged_settings_file_fails_and_is_left_as_it_is() -> None:
    """The kiosk's next start would set it aside and start the setup over; the doctor says so,
    and changes nothing: the file stays where and as it is, nothing is made beside it."""
    path = settings_path()
    path.parent.mkdir(parents=True)
    damaged = b'[service]\nbase_url = "https://api.poap.te'
    path.write_bytes(damaged)

    result = check_settings()

    assert (result.name, result.status, result.problem) == (
        CheckName.SETTINGS,
        Status.FAILED,
        Problem.SETTINGS_DAMAGED,
    )
    assert result.detail.startswith(f"{path}: ")  # where, then the reader's reason
    assert len(result.detail) > len(f"{path}: ")
    assert path.read_bytes() == damaged
    assert list(path.parent.iterdir()) == [path]


def test_a_settings_file_that_cannot_be_read_fails() -> None:
    path = settings_path()
    path.mkdir(parents=True)  # a folder in its place
    result = check_settings()
    assert (result.status, result.problem) == (Status.FAILED, Problem.SETTINGS_UNREADABLE)
    assert result.detail.startswith(f"{path}: ")
    assert path.is_dir()


def test_run_checks_starts_with_the_settings_files_verdict() -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_bytes(b"")  # the kiosk never writes an empty file: a cut-off write
    first = next(iter(run_checks(Settings())))
    assert (first.name, first.problem) == (CheckName.SETTINGS, Problem.SETTINGS_DAMAGED)


# --- a journal not created yet ---------------------------------------------------------------


def test_a_journal_the_kiosk_can_create_passes_and_nothing_is_left(tmp_path: Path) -> None:
    """Before the first start: the doctor tries it as the kiosk would, then removes the file
    it tried and the folders it made for it."""
    path = tmp_path / "data" / "mint-kiosk" / "journal.sqlite3"
    result = check_mints(path)
    assert result == CheckResult(CheckName.JOURNAL, Status.OK, detail=str(path))
    assert not (tmp_path / "data").exists()

    path.parent.mkdir(parents=True)
    neighbour = path.parent / "kept.txt"
    neighbour.write_text("staff's", encoding="utf-8")
    assert check_mints(path).status is Status.OK
    assert list(path.parent.iterdir()) == [neighbour]


def test_a_journal_whose_folder_cannot_be_made_fails_with_where_and_why(tmp_path: Path) -> None:
    data = tmp_path / "mint-kiosk"
    data.write_text("not a folder", encoding="utf-8")
    path = data / "journal.sqlite3"

    result = check_mints(path)

    assert (result.name, result.status, result.problem) == (
        CheckName.JOURNAL,
        Status.FAILED,
        Problem.JOURNAL_NOT_CREATABLE,
    )
    assert result.detail.startswith(f"{path}: ")
    assert str(data) in result.detail  # the system's error names the file in the folder's place
    assert data.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.skipif(RUNS_AS_ROOT, reason="chmod does not stop root")
def test_a_journal_in_a_read_only_folder_fails_and_leaves_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        result = check_mints(folder / "mint-kiosk" / "journal.sqlite3")
        assert (result.status, result.problem) == (Status.FAILED, Problem.JOURNAL_NOT_CREATABLE)
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o755)


def test_an_expired_drop_does_not_pass_as_ready(emulator: EmulatorServer) -> None:
    """The organiser set the chosen drop's dates in the past through the service: it is found,
    but the service refuses every mint of it, so the doctor's drop line is not OK."""
    settings, credentials = emulator_settings(emulator)
    drop = emulator.state.drops[0]
    expire_yesterday(emulator)
    results = {result.name: result for result in run_checks(settings, credentials=credentials)}
    assert results[CheckName.DROP].status is Status.FAILED
    assert results[CheckName.DROP].problem is Problem.DROP_EXPIRED
    assert drop.name in results[CheckName.DROP].detail


def test_a_dispensers_links_file_is_read_as_the_dispenser_reads_it(tmp_path: Path) -> None:
    site = "https://poap.xyz"
    links, empty = tmp_path / "links.txt", tmp_path / "empty.txt"
    links.write_text(f"{site}/mint/abc123\n{site}/mint/def456\n", encoding="utf-8")
    empty.write_text("nothing here\n", encoding="utf-8")

    assert check_links_file(str(links), site) == CheckResult(
        CheckName.LINKS_FILE, Status.OK, detail=str(links)
    )
    assert check_links_file(str(empty), site).problem is Problem.BAD_LINKS_FILE
    assert check_links_file(str(tmp_path / "gone.txt"), site).problem is Problem.NO_LINKS_FILE
    assert check_links_file("", site).problem is Problem.NO_LINKS_FILE
