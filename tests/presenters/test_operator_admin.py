"""The mint codes, secret word and options pages with their presenters, against the real emulator.

Real pages driven with qtbot, real presenters with their background thread, a real client talking
HTTP to the emulator, a real settings file; only the OS keyring is the in-memory one.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from kiosk.core.operator_pin import verify_secret
from kiosk.core.secrets import forget_edit_code, load_edit_code, store_edit_code
from kiosk.core.settings import Settings, load_settings, save_settings
from kiosk.emulator import EmulatorServer
from kiosk.emulator.faults import Fault
from kiosk.emulator.models import DemoDrop
from kiosk.emulator.seed import WEBSITE_CLAIMS
from kiosk.presenters.operator_admin import (
    CodesPresenter,
    OptionsPresenter,
    SecretWordPresenter,
    word_view,
)
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.service.models import SecretWord
from kiosk.ui.operator.codes_page import CodesPage, MoreMintsKind
from kiosk.ui.operator.options_page import FILE_OR_URL, OptionsPage
from kiosk.ui.operator.secret_word_page import SecretWordPage
from tests.keyrings import MemoryKeyring

ADDRESS = "0x" + "ab" * 20
REDEEM_ROUTE = "POST /redeem-requests"


@pytest.fixture
def themed(qapp: QApplication) -> QApplication:
    """Themed once, when made (tests/conftest.py)."""
    return qapp


@pytest.fixture
def drop(emulator: EmulatorServer) -> DemoDrop:
    return next(
        d for d in emulator.state.drops if d.qr_hashes and d.website_secret and d.word_secret
    )


@pytest.fixture
def client(emulator: EmulatorServer) -> Iterator[ServiceClient]:
    config = ServiceConfig(
        base_url=emulator.base_url, auth_url=emulator.auth_url, mint_site=emulator.mint_site
    )
    credentials = Credentials(
        api_key=emulator.credentials.api_key,
        client_id=emulator.credentials.client_id,
        client_secret=emulator.credentials.client_secret,
    )
    with ServiceClient(
        config, credentials, token_store=MemoryTokenStore(), sleep=lambda _s: None
    ) as service:
        yield service


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "settings.toml"


@pytest.fixture
def settings(drop: DemoDrop) -> Settings:
    settings = Settings()
    settings.kiosk.drop_id = drop.id
    return settings


@pytest.fixture
def codes(
    qtbot: QtBot,
    themed: QApplication,
    settings: Settings,
    client: ServiceClient,
    drop: DemoDrop,
    memory_keyring: MemoryKeyring,
) -> Iterator[tuple[CodesPage, CodesPresenter]]:
    page = CodesPage()
    qtbot.addWidget(page)
    _shown(qtbot, page)
    presenter = CodesPresenter(page, settings, lambda: client)
    yield page, presenter
    presenter.stop()
    forget_edit_code(drop.id)


def _shown(qtbot: QtBot, page: CodesPage | SecretWordPage | OptionsPage) -> None:
    """Shown at the smallest venue screen size, so clicks land on laid-out widgets."""
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)


def _tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Touch the box itself (a row-wide check box toggles only on its box and words)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(12, box.height() // 2))


def _cell(page: CodesPage, row: int, column: int) -> str:
    item = page.table.item(row, column)
    assert item is not None
    return item.text()


def _tone(page: CodesPage | SecretWordPage | OptionsPage) -> str:
    return str(page.check_line.property("tone"))


def _type_edit_code(qtbot: QtBot, page: CodesPage, code: str) -> None:
    page.edit_code.clear()
    qtbot.keyClicks(page.edit_code, code)
    qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)


def _wait_for_line(qtbot: QtBot, page: CodesPage | SecretWordPage | OptionsPage) -> None:
    qtbot.waitUntil(lambda: _tone(page) in ("ok", "warning", "failed"))


# --- mint codes -----------------------------------------------------------------------------


def test_right_edit_code_shows_counts_that_follow_claims(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
    client: ServiceClient,
) -> None:
    page, _ = codes
    total = len(drop.qr_hashes)

    _type_edit_code(qtbot, page, drop.edit_code)
    _wait_for_line(qtbot, page)

    assert _tone(page) == "ok"
    assert page.counts.text() == f"{total} mint codes: 0 claimed, {total} left"
    assert page.table.rowCount() == total
    assert {_cell(page, row, 0) for row in range(total)} == set(drop.qr_hashes)
    assert load_edit_code(drop.id) == drop.edit_code
    assert page.edit_code.text() == ""

    claimed = drop.qr_hashes[0]
    client.mint(claimed, client.get_mint_link(claimed).secret, ADDRESS)
    page.clear_check()
    _type_edit_code(qtbot, page, drop.edit_code)
    _wait_for_line(qtbot, page)

    assert page.counts.text() == f"{total} mint codes: 1 claimed, {total - 1} left"
    last = page.table.rowCount() - 1
    assert _cell(page, last, 0) == claimed
    assert _cell(page, last, 1) == "Claimed"


def test_wrong_edit_code_is_a_red_line_and_shows_no_codes(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
    memory_keyring: MemoryKeyring,
) -> None:
    page, _ = codes
    wrong = "000000" if drop.edit_code != "000000" else "111111"

    _type_edit_code(qtbot, page, wrong)
    _wait_for_line(qtbot, page)

    assert _tone(page) == "failed"
    assert page.check_line.text().startswith("That edit code is not right for this drop")
    assert page.table.isHidden()
    assert page.table.rowCount() == 0
    assert page.counts.isHidden()
    assert not page.more_button.isEnabled()
    assert memory_keyring.passwords == {}


def test_an_edit_code_that_is_not_six_digits_is_refused_before_asking(
    qtbot: QtBot, codes: tuple[CodesPage, CodesPresenter], emulator: EmulatorServer
) -> None:
    page, _ = codes

    with qtbot.assertNotEmitted(page.check_requested):
        _type_edit_code(qtbot, page, "12345")

    assert _tone(page) == "failed"
    assert "six digits" in page.check_line.text()
    assert emulator.state.counters["POST /event/validate"] == 0


def _ready_to_request(qtbot: QtBot, page: CodesPage, drop: DemoDrop) -> None:
    """The edit code accepted, "Request more mints" usable, no line left from that."""
    _type_edit_code(qtbot, page, drop.edit_code)
    qtbot.waitUntil(page.more_button.isEnabled)
    page.clear_check()


def _request_more(qtbot: QtBot, page: CodesPage, kind: MoreMintsKind, amount: int) -> None:
    page.more_kind.setCurrentIndex(page.more_kind.findData(kind))
    page.more_amount.setValue(amount)
    qtbot.mouseClick(page.more_button, Qt.MouseButton.LeftButton)
    _wait_for_line(qtbot, page)


def test_request_more_mint_links_reaches_the_service_and_the_counts(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
    emulator: EmulatorServer,
) -> None:
    page, _ = codes
    total = len(drop.qr_hashes)
    _ready_to_request(qtbot, page, drop)

    _request_more(qtbot, page, MoreMintsKind.MINT_LINKS, 5)

    assert emulator.state.counters[REDEEM_ROUTE] == 1
    assert _tone(page) == "ok"
    assert page.check_line.text().startswith("Request #1 done: the service made the new mint links")
    assert page.counts.text() == f"{total + 5} mint codes: 0 claimed, {total + 5} left"


@pytest.mark.parametrize("kind", [MoreMintsKind.SECRET_WORD, MoreMintsKind.WEBSITE])
def test_request_more_claims_of_a_secret_tops_it_up(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
    emulator: EmulatorServer,
    kind: MoreMintsKind,
) -> None:
    page, _ = codes
    name = drop.word_secret if kind is MoreMintsKind.SECRET_WORD else drop.website_secret
    assert name
    total = emulator.state.claims_total(name)
    _ready_to_request(qtbot, page, drop)

    _request_more(qtbot, page, kind, 7)

    assert _tone(page) == "ok"
    assert emulator.state.counters[REDEEM_ROUTE] == 1
    assert emulator.state.claims_total(name) == total + 7


def test_request_the_service_refuses_is_a_red_line_with_its_reason(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
    emulator: EmulatorServer,
) -> None:
    page, _ = codes
    _ready_to_request(qtbot, page, drop)
    emulator.state.add_fault(REDEEM_ROUTE, Fault(status=400, times=1))

    qtbot.mouseClick(page.more_button, Qt.MouseButton.LeftButton)
    _wait_for_line(qtbot, page)

    assert _tone(page) == "failed"
    assert page.check_line.text().startswith("The service refused this:")


def test_the_kept_edit_code_shows_the_codes_without_typing(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
) -> None:
    page, presenter = codes
    store_edit_code(drop.id, drop.edit_code)

    presenter.refresh()
    _wait_for_line(qtbot, page)

    assert page.check_line.text() == "Using the edit code kept on this computer."
    assert page.table.rowCount() == len(drop.qr_hashes)
    assert page.more_button.isEnabled()


def test_without_a_drop_the_page_asks_to_choose_one(
    codes: tuple[CodesPage, CodesPresenter], settings: Settings
) -> None:
    page, presenter = codes
    settings.kiosk.drop_id = 0

    presenter.refresh()

    assert _tone(page) == "warning"
    assert page.check_line.text().startswith("Choose a drop first")
    assert not page.check_button.isEnabled()
    assert not page.edit_code.isEnabled()


def test_an_unreachable_service_is_said_in_plain_words(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
    emulator: EmulatorServer,
) -> None:
    page, _ = codes
    emulator.state.add_fault("POST /event/validate", Fault(status=503))

    _type_edit_code(qtbot, page, drop.edit_code)
    _wait_for_line(qtbot, page)

    assert _tone(page) == "failed"
    assert page.check_line.text().startswith("The service cannot be reached")
    assert page.check_button.isEnabled()


def test_refused_credentials_are_said_in_plain_words(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
    emulator: EmulatorServer,
) -> None:
    page, _ = codes
    emulator.state.add_fault("POST /event/validate", Fault(status=403))

    _type_edit_code(qtbot, page, drop.edit_code)
    _wait_for_line(qtbot, page)

    assert page.check_line.text().startswith("The service refused the kiosk's credentials")


def test_an_answer_for_a_drop_no_longer_chosen_is_dropped(
    qtbot: QtBot,
    codes: tuple[CodesPage, CodesPresenter],
    drop: DemoDrop,
    settings: Settings,
    emulator: EmulatorServer,
) -> None:
    page, _ = codes
    _type_edit_code(qtbot, page, drop.edit_code)
    settings.kiosk.drop_id = next(d.id for d in emulator.state.drops if d.id != drop.id)

    qtbot.waitUntil(page.check_button.isEnabled)

    assert emulator.state.counters["POST /event/{id}/qr-codes"] == 1
    assert page.table.rowCount() == 0
    assert not page.more_button.isEnabled()


# --- secret word ----------------------------------------------------------------------------


@pytest.fixture
def secret(
    qtbot: QtBot,
    themed: QApplication,
    settings: Settings,
    settings_file: Path,
    client: ServiceClient,
) -> Iterator[tuple[SecretWordPage, SecretWordPresenter]]:
    page = SecretWordPage()
    qtbot.addWidget(page)
    _shown(qtbot, page)
    presenter = SecretWordPresenter(
        page, settings, lambda s: save_settings(s, settings_file), lambda: client
    )
    presenter.refresh()
    yield page, presenter
    presenter.stop()


def _check_word(qtbot: QtBot, page: SecretWordPage, word: str) -> None:
    page.word.clear()
    qtbot.keyClicks(page.word, word)
    qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    _wait_for_line(qtbot, page)


def test_secret_word_check_shows_claims_and_window_and_can_be_used(
    qtbot: QtBot,
    secret: tuple[SecretWordPage, SecretWordPresenter],
    drop: DemoDrop,
    client: ServiceClient,
    settings_file: Path,
) -> None:
    page, presenter = secret
    assert drop.website_secret is not None
    client.website_claim(drop.website_secret, ADDRESS, drop.id)

    _check_word(qtbot, page, drop.website_secret)

    assert _tone(page) == "ok"
    assert page.claims_line.text() == (
        f"1 of {WEBSITE_CLAIMS} claims used, {WEBSITE_CLAIMS - 1} left"
    )
    assert page.window_line.text().endswith(": active now.")
    assert page.drop_line.text() == f"Drop: {drop.name}"
    assert page.use_button.isEnabled()

    with qtbot.waitSignal(presenter.settings_saved):
        qtbot.mouseClick(page.use_button, Qt.MouseButton.LeftButton)

    assert load_settings(settings_file).kiosk.secret_word == drop.website_secret
    assert page.current.text() == f"The kiosk uses the secret word “{drop.website_secret}”."


def test_a_word_for_the_poap_app_only_cannot_be_used_at_the_kiosk(
    qtbot: QtBot, secret: tuple[SecretWordPage, SecretWordPresenter], drop: DemoDrop
) -> None:
    page, _ = secret
    assert drop.word_secret is not None

    _check_word(qtbot, page, drop.word_secret)

    assert _tone(page) == "failed"
    assert "only in the POAP app" in page.check_line.text()
    assert not page.use_button.isEnabled()


@pytest.mark.parametrize("answer", ["whole", "event_id alone"])
def test_a_word_of_another_drop_cannot_be_used(
    qtbot: QtBot,
    secret: tuple[SecretWordPage, SecretWordPresenter],
    emulator: EmulatorServer,
    drop: DemoDrop,
    monkeypatch: pytest.MonkeyPatch,
    answer: str,
) -> None:
    page, _ = secret
    other = next(d for d in emulator.state.drops if d.website_secret and d.id != drop.id)
    assert other.website_secret is not None
    if answer == "event_id alone":  # the answer leaves out its event object
        truth = emulator.state.secret_info
        monkeypatch.setattr(
            emulator.state,
            "secret_info",
            lambda word: {k: v for k, v in truth(word).items() if k != "event"},
        )

    _check_word(qtbot, page, other.website_secret)

    assert "belongs to another drop" in page.check_line.text()
    assert not page.use_button.isEnabled()


def test_an_unknown_secret_word_is_said_plainly(
    qtbot: QtBot, secret: tuple[SecretWordPage, SecretWordPresenter]
) -> None:
    page, _ = secret

    _check_word(qtbot, page, "no-such-word-here")

    assert _tone(page) == "failed"
    assert page.check_line.text().startswith("The service does not know that secret word")
    assert page.claims_line.isHidden()


def test_a_changed_word_must_be_checked_again(
    qtbot: QtBot, secret: tuple[SecretWordPage, SecretWordPresenter], drop: DemoDrop
) -> None:
    page, _ = secret
    assert drop.website_secret is not None
    _check_word(qtbot, page, drop.website_secret)

    qtbot.keyClicks(page.word, "x")

    assert not page.use_button.isEnabled()


def test_no_secret_word_clears_it_in_the_settings_file(
    qtbot: QtBot,
    secret: tuple[SecretWordPage, SecretWordPresenter],
    settings: Settings,
    settings_file: Path,
) -> None:
    page, presenter = secret
    settings.kiosk.secret_word = "old-word"

    with qtbot.waitSignal(presenter.settings_saved):
        qtbot.mouseClick(page.clear_button, Qt.MouseButton.LeftButton)

    assert load_settings(settings_file).kiosk.secret_word == ""
    assert settings.kiosk.secret_word == ""
    assert page.current.text() == "The kiosk uses no secret word."


# --- options --------------------------------------------------------------------------------


@pytest.fixture
def options(
    qtbot: QtBot, themed: QApplication, settings: Settings, settings_file: Path
) -> Iterator[tuple[OptionsPage, OptionsPresenter]]:
    page = OptionsPage()
    qtbot.addWidget(page)
    _shown(qtbot, page)
    presenter = OptionsPresenter(page, settings, lambda s: save_settings(s, settings_file))
    presenter.refresh()
    qtbot.waitUntil(page.find_cameras.isEnabled)
    yield page, presenter
    presenter.stop()


def test_options_save_writes_the_settings_file(
    qtbot: QtBot,
    options: tuple[OptionsPage, OptionsPresenter],
    settings: Settings,
    settings_file: Path,
) -> None:
    page, presenter = options
    _tick(qtbot, page.allow_secret_word)
    _tick(qtbot, page.sound)
    _tick(qtbot, page.scanner_needs_enter)
    page.idle_timeout.setValue(45)
    page.low_codes_warning.setValue(7)
    page.camera.setCurrentIndex(page.camera.findData(FILE_OR_URL))
    qtbot.keyClicks(page.camera_source, "rtsp://10.0.0.9/stream")

    with qtbot.waitSignal(presenter.settings_saved):
        qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)

    saved = load_settings(settings_file)
    assert saved.kiosk.allow_secret_word is False
    assert saved.kiosk.sound is False
    assert saved.kiosk.idle_timeout_s == 45.0
    assert saved.kiosk.low_codes_warning == 7
    assert saved.kiosk.camera == "rtsp://10.0.0.9/stream"
    assert saved.operator.scanner_needs_enter is True
    assert saved.kiosk.drop_id == settings.kiosk.drop_id
    assert _tone(page) == "ok"


def test_options_save_the_language_chosen(
    qtbot: QtBot,
    options: tuple[OptionsPage, OptionsPresenter],
    settings: Settings,
    settings_file: Path,
) -> None:
    page, presenter = options
    choices = [page.language.itemText(row) for row in range(page.language.count())]
    assert choices[:2] == ["Automatic (this computer's language)", "English"]
    assert "Deutsch" in choices  # resources/translations/kiosk_de.qm
    assert page.language.currentData() == ""

    page.language.setFocus()
    qtbot.keyClicks(page.language, "D")  # a combo box jumps to the item typed
    assert page.language.currentText() == "Deutsch"
    with qtbot.waitSignal(presenter.settings_saved):
        qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)

    assert load_settings(settings_file).kiosk.language == "de"
    assert settings.kiosk.language == "de"  # what the kiosk rebuilds from on leaving
    presenter.refresh()
    assert page.language.currentText() == "Deutsch"


def test_set_pin_keeps_only_its_hash(
    qtbot: QtBot,
    options: tuple[OptionsPage, OptionsPresenter],
    settings_file: Path,
) -> None:
    page, presenter = options
    pin = "482913"
    qtbot.keyClicks(page.pin, pin)
    qtbot.keyClicks(page.pin_repeat, pin)

    with qtbot.waitSignal(presenter.settings_saved):
        qtbot.mouseClick(page.set_pin_button, Qt.MouseButton.LeftButton)

    text = settings_file.read_text(encoding="utf-8")
    pin_hash = tomllib.loads(text)["operator"]["pin_hash"]
    assert verify_secret(pin, pin_hash)
    assert pin not in text
    assert page.pin.text() == page.pin_repeat.text() == ""
    assert page.check_line.text() == "The new PIN is saved."


@pytest.mark.parametrize(
    ("pin", "repeat", "words"),
    [
        ("482913", "482914", "The two PINs are not the same"),
        ("123", "123", "A PIN has 4 to 12 digits."),
        ("12ab56", "12ab56", "A PIN is digits only"),
        ("", "", "Type the new PIN twice."),
    ],
)
def test_a_pin_that_cannot_be_set_is_refused_in_plain_words(
    qtbot: QtBot,
    options: tuple[OptionsPage, OptionsPresenter],
    settings: Settings,
    pin: str,
    repeat: str,
    words: str,
) -> None:
    page, _ = options
    qtbot.keyClicks(page.pin, pin)
    qtbot.keyClicks(page.pin_repeat, repeat)

    with qtbot.assertNotEmitted(page.pin_requested):
        qtbot.mouseClick(page.set_pin_button, Qt.MouseButton.LeftButton)

    assert _tone(page) == "failed"
    assert page.check_line.text().startswith(words)
    assert settings.operator.pin_hash == ""
    assert page.pin.text() == page.pin_repeat.text() == ""


def test_a_settings_file_that_cannot_be_written_is_a_red_line(
    qtbot: QtBot, themed: QApplication, settings: Settings, tmp_path: Path
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    page = OptionsPage()
    qtbot.addWidget(page)
    _shown(qtbot, page)
    presenter = OptionsPresenter(page, settings, lambda s: save_settings(s, blocker / "s.toml"))
    presenter.refresh()
    try:
        _tick(qtbot, page.sound)
        qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)

        assert _tone(page) == "failed"
        assert page.check_line.text().startswith("The settings could not be saved")
        assert settings.kiosk.sound is True
    finally:
        presenter.stop()


@pytest.mark.skipif(any(Path("/dev").glob("video*")), reason="this machine has cameras")
def test_without_cameras_the_chosen_index_stays_and_the_page_says_none_found(
    options: tuple[OptionsPage, OptionsPresenter],
) -> None:
    page, _ = options

    assert page.cameras_found.text().startswith("No camera found")
    assert page.camera.currentText() == "Camera 0 (not found now)"
    assert page.options().camera == "0"


# --- the secret word's window ---------------------------------------------------------------

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


def _word(starts: str, ends: str, *, active: bool = True, hours: int = 0) -> SecretWord:
    return SecretWord(
        "w", None, active, 10, 0, starts=starts, ends=ends, kind="website", timezone_hours=hours
    )


@pytest.mark.parametrize(
    ("word", "open_now"),
    [
        (_word("2026-11-23T08:00:00.000", "2026-11-23T18:00:00.000"), True),
        (_word("2026-11-23T13:00:00.000", "2026-11-23T18:00:00.000"), False),
        (_word("2026-11-22T08:00:00.000", "2026-11-23T11:59:00.000"), False),
        (_word("2026-11-23T08:00:00.000", "2026-11-23T18:00:00.000", active=False), False),
        (_word("2026-11-23T13:00:00+02:00", "2026-11-23T18:00:00Z"), True),
        (_word("", "2026-11-23T18:00:00.000"), False),
        # 13:00 to 18:00 at UTC+2 is 11:00 to 16:00 UTC: open at noon UTC.
        (_word("2026-11-23T13:00:00.000", "2026-11-23T18:00:00.000", hours=2), True),
        # 08:00 to 11:00 at UTC-3 is 11:00 to 14:00 UTC: open too; read as UTC it would be shut.
        (_word("2026-11-23T08:00:00.000", "2026-11-23T11:00:00.000", hours=-3), True),
        (_word("2026-11-23T08:00:00.000", "2026-11-23T11:00:00.000"), False),
    ],
)
def test_a_word_is_open_only_when_switched_on_and_inside_its_window(
    word: SecretWord, open_now: bool
) -> None:
    assert word_view(word, word.name, 0, NOW).open_now is open_now


def test_the_window_is_read_for_showing() -> None:
    starts, ends = _word("2026-11-23T08:00:00.000", "nonsense").window()

    assert starts == datetime(2026, 11, 23, 8, 0, tzinfo=UTC)
    assert ends is None
