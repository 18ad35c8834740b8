"""The doctor's camera check, and its checks with credentials given by the caller."""

from __future__ import annotations

from pathlib import Path

from kiosk.core.doctor import CheckName, Problem, Status, check_camera, run_checks
from kiosk.core.settings import KioskSettings, Settings
from kiosk.emulator import EmulatorServer
from kiosk.service import Credentials
from tests.camera.qr_frames import write_video


def test_camera_check_reads_a_frame_from_a_video_file(tmp_path: Path) -> None:
    video = write_video(tmp_path / "camera.avi", [None, None])
    result = check_camera(KioskSettings(camera=str(video)))
    assert result.name is CheckName.CAMERA
    assert result.status is Status.OK
    assert result.problem is None
    assert str(video) in result.detail


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
