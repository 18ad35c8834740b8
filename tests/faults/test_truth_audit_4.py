"""The truth audit, fourth round: the operator area and the kiosk's own status words (the Drop
and Mint codes pages, the welcome screen's offline notice, ``kiosk doctor``), each against the
real pages and presenters and a real emulator over HTTP, judged by the emulator's own record
(``server.state``) or by the real situation on this computer.

A case marked ``xfail(strict=True)`` is a lie the kiosk tells now (26 Nov 2026); the rest pin
truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import keyring
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import InputSource, Screen, StartOver
from kiosk.core.doctor import CheckName, Status, check_mints, run_checks
from kiosk.core.journal import MintJournal
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import Outcome
from kiosk.core.secrets import KEYRING_SERVICE, forget_edit_code
from kiosk.core.settings import (
    Settings,
    load_settings,
    open_settings,
    save_settings,
    settings_path,
)
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from kiosk.presenters.operator_admin import CodesPresenter, SecretWordPresenter
from kiosk.presenters.operator_setup import (
    STEP_CONNECTION,
    STEP_DROP,
    OperatorSetup,
    build_operator_setup,
)
from kiosk.presenters.staff import STEP_CODES, STEP_STATISTICS, build_operator_screens
from kiosk.service import MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.service.errors import ServiceError
from kiosk.ui.operator.codes_page import CodesPage, MoreMintsKind
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.ui.operator.secret_word_page import SecretWordPage
from kiosk.ui.operator.statistics_page import StatisticsPage
from tests.faults.test_fault_matrix import Flow, credentials_of, kiosk_settings, shown_outcome
from tests.faults.test_truth_audit_2 import queue_link
from tests.faults.test_truth_audit_16 import checked_page
from tests.faults.test_truth_matrix import Recipient, attend
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import expire_yesterday

WAIT_MS = 30_000
REDEEM = "POST /redeem-requests"


def _tone(page: CodesPage) -> str:
    return str(page.check_line.property("tone"))


# --- Drop: a choice the settings file did not take --------------------------------------------


class _RefusingSave:
    """A settings file the kiosk cannot write (a read-only folder, a full disk)."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, _settings: Settings) -> object:
        self.calls += 1
        raise PermissionError(13, "Permission denied")


@pytest.fixture
def drop_step(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring
) -> Iterator[tuple[OperatorSetup, Settings, _RefusingSave]]:
    """The Drop step of a kiosk connected to the emulator and minting its first drop."""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    for name in ("api_key", "client_id", "client_secret"):
        keyring.set_password(KEYRING_SERVICE, name, getattr(server.credentials, name))
    area = OperatorArea()
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    refusing = _RefusingSave()
    setup = build_operator_setup(area, settings, refusing)
    area.show_page(STEP_DROP)
    setup.start()
    try:
        yield setup, settings, refusing
    finally:
        setup.stop()


def test_a_drop_choice_the_settings_file_refused_leaves_the_kiosk_on_its_old_drop(
    qtbot: QtBot, server: EmulatorServer, drop_step: tuple[OperatorSetup, Settings, _RefusingSave]
) -> None:
    """Staff mint drop 1; they open drop 2 and tap "Use this drop at the kiosk", but the
    settings file cannot be written. The page turns red and keeps drop 1 as the one in use
    ("Use this drop" still offered for drop 2). What the kiosk then mints must be drop 1."""
    setup, settings, refusing = drop_step
    page = setup.drops.page
    old, new = server.state.drops[0], server.state.drops[1]
    qtbot.keyClicks(page.find_field, str(new.id))
    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.drop_name.text() == new.name, timeout=WAIT_MS)
    qtbot.waitUntil(page.choose_button.isVisible, timeout=WAIT_MS)

    qtbot.mouseClick(page.choose_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.check_line.property("tone") == "failed", timeout=WAIT_MS)

    assert refusing.calls == 1
    assert page.choose_button.isVisible()  # staff read: drop 2 is not in use
    assert not page.in_use.isVisible()
    # What the kiosk mints is what the settings say (build_kiosk, allowed_drop_ids).
    assert settings.kiosk.drop_id == old.id, "told not chosen, yet the kiosk now mints drop 2"
    assert settings.kiosk.allowed_drop_ids == frozenset({old.id})


def test_connection_addresses_the_settings_file_refused_are_not_used(
    qtbot: QtBot, server: EmulatorServer, drop_step: tuple[OperatorSetup, Settings, _RefusingSave]
) -> None:
    """Staff paste a new service address on Connection and tap Save; the settings file cannot
    be written, and the page says so in red. The kiosk must go on with the address it had."""
    setup, settings, refusing = drop_step
    before = settings.service.base_url
    page = setup.connection.page
    area = page.parentWidget()
    while area is not None and not isinstance(area, OperatorArea):
        area = area.parentWidget()
    assert area is not None
    area.show_page(STEP_CONNECTION)
    qtbot.waitUntil(lambda: page.fields["auth_url"].text() != "", timeout=WAIT_MS)  # read
    page.fields["base_url"].clear()
    qtbot.keyClicks(page.fields["base_url"], "http://127.0.0.1:9/api")

    qtbot.mouseClick(page.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.check_line.property("tone") == "failed", timeout=WAIT_MS)

    assert refusing.calls == 1, page.check_line.text()
    assert settings.service.base_url == before, "told not saved, yet the kiosk uses it"


# --- Mint codes: a request for more mints whose answer was lost -------------------------------


@pytest.fixture
def codes(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring
) -> Iterator[CodesPage]:
    """The Mint codes page of a kiosk minting drop 1, its edit code accepted."""
    settings = kiosk_settings(server, 10.0)
    drop = server.state.drops[0]
    settings.kiosk.drop_id = drop.id
    config = ServiceConfig(
        base_url=server.base_url, auth_url=server.auth_url, mint_site=server.mint_site
    )
    client = ServiceClient(
        config, credentials_of(server), token_store=MemoryTokenStore(), sleep=lambda _s: None
    )
    page = CodesPage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    presenter = CodesPresenter(page, settings, lambda: client)
    qtbot.keyClicks(page.edit_code, drop.edit_code)
    qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(page.more_button.isEnabled, timeout=WAIT_MS)
    page.clear_check()
    try:
        yield page
    finally:
        presenter.stop()
        client.close()
        forget_edit_code(drop.id)


@pytest.mark.parametrize("lost", ["drop_after_handling", "malformed_json"])
def test_a_request_for_more_mints_the_service_took_is_not_said_unsent(
    qtbot: QtBot, server: EmulatorServer, codes: CodesPage, lost: str
) -> None:
    """Staff ask for 5 more mint links; the service makes them (and the request), then the
    answer is lost (connection cut) or cut in half. The page must not tell staff the service
    could not be reached or to try again: a second tap asks for 5 more again."""
    page = codes
    drop = server.state.drops[0]
    before = len(server.state.qr_codes(str(drop.id), {"secret_code": drop.edit_code}))
    server.state.add_fault(REDEEM, Fault(times=1, **{lost: True}))  # type: ignore[arg-type]
    page.more_kind.setCurrentIndex(page.more_kind.findData(MoreMintsKind.MINT_LINKS))
    page.more_amount.setValue(5)

    qtbot.mouseClick(page.more_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _tone(page) in ("ok", "warning", "failed"), timeout=WAIT_MS)

    after = server.state.qr_codes(str(drop.id), {"secret_code": drop.edit_code})
    assert len(after) == before + 5  # the service did it
    assert server.state.counters[REDEEM] == 1  # once: the kiosk did not send it again
    said = page.check_line.text()
    assert "cannot be reached" not in said, said
    assert "try again" not in said.lower(), said


# --- Statistics' codes left after staff asked for more ---------------------------------------


def test_codes_left_on_statistics_follow_a_request_for_more_mints(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    """Every mint link of drop 1 is claimed: Statistics reads "0, None left: request more
    mints". Staff do so on Mint codes (the service makes 20 new links at once; the page shows
    20 left) and go back to Statistics, which must not still say none are left."""
    drop = server.state.drops[0]
    for index, qr_hash in enumerate(drop.qr_hashes):
        secret = server.state.claim_status(qr_hash)["secret"]
        server.state.mint(
            {"qr_hash": qr_hash, "secret": secret, "address": f"0x{index + 1:040x}"}
        )
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = drop.id
    for name in ("api_key", "client_id", "client_secret"):
        keyring.set_password(KEYRING_SERVICE, name, getattr(server.credentials, name))
    journal = MintJournal(tmp_path / "journal.sqlite3")
    screens = build_operator_screens(settings, save_settings, journal)
    area = screens.area
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    codes_page = area.page(STEP_CODES)
    stats_page = area.page(STEP_STATISTICS)
    assert isinstance(codes_page, CodesPage)
    assert isinstance(stats_page, StatisticsPage)
    tile = stats_page.codes_left
    statistics = screens.statistics
    try:
        area.show_page(STEP_CODES)
        qtbot.keyClicks(codes_page.edit_code, drop.edit_code)
        qtbot.mouseClick(codes_page.check_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(codes_page.more_button.isEnabled, timeout=WAIT_MS)
        area.show_page(STEP_STATISTICS)
        qtbot.waitUntil(lambda: tile.value.text() == "0", timeout=WAIT_MS)
        assert "None left" in tile.note.text()

        area.show_page(STEP_CODES)  # the kept edit code is used again
        qtbot.waitUntil(codes_page.more_button.isEnabled, timeout=WAIT_MS)
        links = codes_page.more_kind.findData(MoreMintsKind.MINT_LINKS)
        codes_page.more_kind.setCurrentIndex(links)
        codes_page.more_amount.setValue(20)
        qtbot.mouseClick(codes_page.more_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "Request #" in codes_page.check_line.text(), timeout=WAIT_MS)
        assert codes_page.counts.text().endswith(", 20 left")  # what the service now has
        area.show_page(STEP_STATISTICS)  # refreshed at once, and every 2 s while shown
        with qtbot.waitSignal(statistics._timer.timeout, timeout=WAIT_MS):
            pass  # one more refresh: a new count asked for, or the last one shown again
        qtbot.waitUntil(lambda: not statistics._counting_codes, timeout=WAIT_MS)
    finally:
        statistics.stop()
        screens.setup.stop()
        journal.close()
        forget_edit_code(drop.id)
    record = server.state.qr_codes(str(drop.id), {"secret_code": drop.edit_code})
    assert sum(not code["claimed"] for code in record) == 20
    assert tile.value.text() == "20", f"Statistics: {tile.value.text()} ({tile.note.text()})"


# --- Secret word: a word whose drop has expired ----------------------------------------------


@pytest.fixture
def service(server: EmulatorServer) -> Iterator[ServiceClient]:
    config = ServiceConfig(
        base_url=server.base_url, auth_url=server.auth_url, mint_site=server.mint_site
    )
    with ServiceClient(
        config, credentials_of(server), token_store=MemoryTokenStore(), sleep=lambda _s: None
    ) as client:
        yield client


def test_a_website_word_of_an_expired_drop_is_not_said_to_work_now(
    qtbot: QtBot,
    server: EmulatorServer,
    service: ServiceClient,
    memory_keyring: MemoryKeyring,
    tmp_path: Path,
) -> None:
    """The organiser set drop 1's dates in the past (it expired yesterday) through the service;
    its website word's own window is still open. Staff check the word on the Secret word page:
    the service refuses every claim of it ("This mint link has expired"), so the page must not
    say "The word is right and works now"."""
    drop = server.state.drops[0]
    word = drop.website_secret or ""
    expire_yesterday(server)
    page = checked_page(qtbot, server, service, word)
    with pytest.raises(ServiceError):  # the service's own verdict on the word now
        service.website_claim(word, "0x" + "c3" * 20, drop.id)
    assert server.state.secret_info(word)["claimed"] == 0
    said = page.check_line.text()
    assert "works now" not in said, said
    assert page.check_line.property("tone") != "ok"


# --- Secret word: "No secret word" ----------------------------------------------------------


def _no_service() -> ServiceClient:
    raise AssertionError("turning the word off asks the service nothing")


def test_no_secret_word_means_the_kiosk_takes_no_secret_word(
    qtbot: QtBot, server: EmulatorServer, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    """Staff used drop 1's website word, then tap "No secret word" (the guide: it "turns it
    off"; the button: "The kiosk no longer accepts a secret word"). The page says "Saved: the
    kiosk no longer asks for a secret word." Back at the kiosk an attendee who heard the word
    earlier types it: the service must not hand out a collectible for it."""
    drop = server.state.drops[0]
    word = drop.website_secret or ""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = drop.id
    settings.kiosk.secret_word = word
    page = SecretWordPage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    presenter = SecretWordPresenter(page, settings, lambda _s: None, _no_service)
    try:
        presenter.refresh()
        qtbot.mouseClick(page.clear_button, Qt.MouseButton.LeftButton)
    finally:
        presenter.stop()
    assert page.check_line.text() == "Saved: the kiosk no longer asks for a secret word."
    assert page.current.text() == "The kiosk uses no secret word."

    kiosk = build_kiosk(settings, credentials_of(server), MintJournal(tmp_path / "j.sqlite3"))
    kiosk.window.resize(1280, 800)
    qtbot.addWidget(kiosk.window)
    kiosk.window.show()
    kiosk.start_attendees()
    try:
        offered = kiosk.window.welcome_page.secret_button.isVisible()
        if offered:
            attend(qtbot, kiosk, server, Flow.SECRET, Recipient.WALLET)
    finally:
        kiosk.close()
    claimed = server.state.secret_info(word)["claimed"]
    assert not offered, f"the welcome page still offers Secret word (word claimed {claimed}x)"
    assert claimed == 0


# --- kiosk doctor: a journal the kiosk cannot create ------------------------------------------


def test_the_doctor_does_not_pass_a_journal_the_kiosk_cannot_create(tmp_path: Path) -> None:
    """A first start on a computer whose data folder cannot be made (here a file stands where
    the folder should be; a read-only home or disk does the same). The kiosk's own journal says
    it cannot be written, so attendees read "The kiosk cannot mint right now"; the doctor's
    journal line must not be OK."""
    data = tmp_path / "mint-kiosk"
    data.write_text("not a folder", encoding="utf-8")
    path = data / "journal.sqlite3"

    kiosk_journal = MintJournal(path)  # as the kiosk opens it at start
    try:
        assert kiosk_journal.problem is not None  # the kiosk mints nothing
    finally:
        kiosk_journal.close()

    assert check_mints(path).status is Status.FAILED, "doctor: [OK] while no mint can be written"


def test_the_doctor_does_not_pass_a_damaged_settings_file(memory_keyring: MemoryKeyring) -> None:
    """A power cut left the settings file cut off. The kiosk, at its next start, finds it
    damaged (open_settings: set aside, the setup starts over). kiosk doctor's settings line
    must not be OK."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[service]\nbase_url = "https://api.poap.te', encoding="utf-8")

    first = next(iter(run_checks(load_settings())))  # as run_doctor reads the settings

    kiosk_view = open_settings(path)  # as the kiosk starts (sets the file aside)
    assert kiosk_view.problem is not None
    assert first.name is CheckName.SETTINGS
    assert first.status is not Status.OK, f"doctor: [OK] Settings file: {first.detail}"


# --- the welcome screen's offline notice ------------------------------------------------------


@pytest.fixture
def kiosk(queue_kiosk: Kiosk) -> Kiosk:
    return queue_kiosk


def test_the_offline_notice_stays_while_every_call_still_fails(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """The service goes down (every route answers 503). An attendee scans a link: "No
    connection right now", and the welcome page says the kiosk is offline. Nothing is queued
    (the code was never checked). The queue's next rounds must not call the kiosk online while
    the service still answers nothing but 503."""
    drop = server.state.drops[0]
    banner = kiosk.window.welcome_page.connection_banner
    kiosk.start_queue()
    server.state.add_fault("*", Fault(status=503))

    kiosk.controller.submit_payload(
        mint_link_url(drop.qr_hashes[0], server.mint_site), InputSource.SCANNER
    )
    qtbot.waitUntil(lambda: kiosk.controller.flow.state.screen is Screen.RESULT, timeout=WAIT_MS)
    assert shown_outcome(kiosk) is Outcome.NO_NETWORK
    kiosk.controller.handle(StartOver())
    assert kiosk.controller.flow.state.screen is Screen.IDLE
    assert banner.isVisible()  # "The kiosk is offline"

    for _ in range(3):  # three more rounds of the queue, the service still down
        with qtbot.waitSignal(kiosk.queue.queue_changed, timeout=WAIT_MS):
            pass
    assert server.state.counters["GET /actions/claim-qr"] >= 1  # asked, and answered 503
    assert banner.isVisible(), "the welcome page calls the kiosk online; every call fails"


def test_the_offline_notice_goes_once_the_service_answers_again(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """The same outage, and nothing queued; then the service is back. Nobody scans, yet the
    welcome page must stop saying the kiosk is offline: the queue's idle rounds ask the
    service's health while the notice is shown."""
    drop = server.state.drops[0]
    banner = kiosk.window.welcome_page.connection_banner
    kiosk.start_queue()
    server.state.add_fault("*", Fault(status=503))
    kiosk.controller.submit_payload(
        mint_link_url(drop.qr_hashes[0], server.mint_site), InputSource.SCANNER
    )
    qtbot.waitUntil(lambda: kiosk.controller.flow.state.screen is Screen.RESULT, timeout=WAIT_MS)
    kiosk.controller.handle(StartOver())
    assert banner.isVisible()
    with qtbot.waitSignal(kiosk.queue.service_reachable, timeout=WAIT_MS) as probed:
        pass
    assert probed.args == [False]  # the health check answered 503 too
    assert banner.isVisible()

    server.state.clear_faults()
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=WAIT_MS)
    assert server.state.counters["GET /health-check"] >= 2
    assert kiosk.controller.flow.state.screen is Screen.IDLE  # nobody scanned meanwhile


def test_a_queue_round_cut_by_its_time_limit_does_not_call_the_kiosk_offline(
    qtbot: QtBot, server: EmulatorServer, kiosk: Kiosk
) -> None:
    """Two attendees read "Saved for later" (their mint calls answered 503). The service is
    back, minutes later, but slow: each status answer takes 0.8 s. The queue's round stops
    starting rows at its time limit (20 s at the venue, 1 s here) with one row still queued.
    Every call it made was answered; the welcome page must not say the kiosk is offline."""
    drop = server.state.drops[0]
    banner = kiosk.window.welcome_page.connection_banner
    for link, wallet in zip(drop.qr_hashes[:2], ("0x" + "a1" * 20, "0x" + "b2" * 20), strict=True):
        queue_link(qtbot, kiosk, server, link, wallet)
    qtbot.waitUntil(kiosk.controller.journal_up_to_date, timeout=WAIT_MS)  # both rows written
    assert len(kiosk.journal.queued_rows()) == 2
    assert not banner.isVisible()
    server.state.clear_faults()
    server.state.add_fault("GET /actions/claim-qr", Fault(latency_ms=800))
    kiosk.queue.time_limit_s = 1.0
    # Past the gateway's wait (SETTLE_AFTER): the rows' lost calls can no longer land.
    kiosk.queue.now = lambda: datetime.now(UTC) + timedelta(minutes=5)
    answered_before = server.state.counters["GET /actions/claim-qr"]

    with qtbot.waitSignal(kiosk.queue.queue_changed, timeout=WAIT_MS) as round_done:
        kiosk.start_queue()

    assert server.state.counters["GET /actions/claim-qr"] > answered_before  # it answered
    assert server.state.mints_of(drop.qr_hashes[0]) == 1  # and minted the first row
    assert round_done.args is not None
    assert round_done.args[0] == 1  # one row left for the next round
    assert not banner.isVisible(), "the welcome page says offline; the service answered"

