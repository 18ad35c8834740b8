"""The fault matrix: every injected fault against every attendee flow, on the real kiosk.

Each case builds the kiosk as ``kiosk.presenters.attendee_side.build_kiosk`` does (real window,
controller, workers, client and journal) against its own emulator, injects one fault, and plays
one attendee: a scanned mint link, a code typed on the keypad, or a secret word. It then checks
what the attendee sees (the result page says the message of an expected outcome), that the UI thread
kept running while the attendee waited (a heartbeat timer ticked), the journal rows, and the
emulator's counters (no link minted twice, no blind re-send of a mint).

``EXPECTED`` is the one table of what each (fault, flow) should end in; ``FAULTS`` says how each
fault is injected. ``make_reliability_table.py`` runs this module and writes both, with the
run's actual results, to docs/reliability.md.
"""

from __future__ import annotations

import hashlib
import logging
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import BUSY_SCREENS, FlowState, InputSource, Screen
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import Outcome
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from kiosk.service import Credentials
from kiosk.ui.texts import outcome_message
from tests.keyrings import MemoryKeyring

WAIT_MS = 30_000
HEARTBEAT_MS = 20
SLOW = 300  # ms: every fault answers after a while, so the attendee has a wait to sit out
TOKEN_LIFETIME_S = 3600
WALLET = "0x" + hashlib.sha1(b"fault matrix").hexdigest()


class Flow(StrEnum):
    LINK = "link"  # a mint link read by a scanner
    CODE = "code"  # the six-character code typed on the touch keypad
    SECRET = "secret"  # a secret word typed on the touch keyboard


class Step(StrEnum):
    """Which call of the flow a fault hits."""

    CHECK = "check"  # the link's status, or the secret word's
    MINT = "mint"  # the mint, or the website claim
    PROTECTED = "protected"  # the last bearer-token call of the flow
    TOKEN = "token"  # the token issuer
    ARTWORK = "artwork"  # the drop's artwork download


ARTWORK_ROUTE = "GET /assets/{name}"
ROUTES: dict[tuple[Step, Flow], str] = {
    **{(Step.CHECK, flow): "GET /actions/claim-qr" for flow in (Flow.LINK, Flow.CODE)},
    **{(Step.MINT, flow): "POST /actions/claim-qr" for flow in (Flow.LINK, Flow.CODE)},
    **{(Step.PROTECTED, flow): "POST /actions/claim-qr" for flow in (Flow.LINK, Flow.CODE)},
    (Step.CHECK, Flow.SECRET): "GET /secret/{secret_word}",
    (Step.MINT, Flow.SECRET): "POST /website/claim",
    (Step.PROTECTED, Flow.SECRET): "GET /secret/{secret_word}",
    **{(Step.TOKEN, flow): "POST /oauth/token" for flow in Flow},
    **{(Step.ARTWORK, flow): ARTWORK_ROUTE for flow in Flow},
}
MINT_ROUTES = {flow: ROUTES[Step.MINT, flow] for flow in Flow}
CONTROLLER_LOG = "kiosk.presenters.attendee_controller"


@dataclass(frozen=True)
class Injection:
    """How one fault is made; ``injects`` says it in words for docs/reliability.md."""

    title: str  # the fault as the issue names it
    injects: str
    step: Step | None = None
    fault: Fault | None = None
    timeout_s: float = 10.0  # the kiosk's request timeout (settings.service.timeout_s)
    unreachable: bool = False  # the service and the token issuer on a closed port
    token_expired: bool = False  # the emulator's clock moved past the kiosk's token


FAULTS: dict[str, Injection] = {
    "latency_5s": Injection(
        "added latency 5 s",
        "the mint call answers after 5 s (request timeout 10 s, the default)",
        Step.MINT,
        Fault(latency_ms=5000),
    ),
    "request_timeout": Injection(
        "request timeout",
        "the first mint call answers after 2 s, the kiosk's timeout is 1 s; the late call still "
        "does its work on the service",
        Step.MINT,
        Fault(latency_ms=2000, times=1),
        timeout_s=1.0,
    ),
    "connection_refused": Injection(
        "connection refused",
        "service and token issuer addresses point to a closed port on 127.0.0.1",
        unreachable=True,
    ),
    "connection_reset": Injection(
        "connection reset",
        "the first mint call's connection is closed without an answer, before the service acts",
        Step.MINT,
        Fault(drop_connection=True, times=1, latency_ms=SLOW),
    ),
    "response_lost": Injection(
        "connection reset after the mint (response lost)",
        "the first mint call does its work, then its connection is closed without an answer",
        Step.MINT,
        Fault(drop_after_handling=True, times=1, latency_ms=SLOW),
    ),
    "http_500": Injection(
        "500",
        "every mint call answers 500 Internal Server Error",
        Step.MINT,
        Fault(status=500, latency_ms=SLOW),
    ),
    "http_502": Injection(
        "502",
        "every check of the link or word answers 502 Bad Gateway",
        Step.CHECK,
        Fault(status=502, latency_ms=SLOW),
    ),
    "http_503": Injection(
        "503",
        "the first mint call answers 503 Service Unavailable",
        Step.MINT,
        Fault(status=503, times=1, latency_ms=SLOW),
    ),
    "http_429_check": Injection(
        "429 with Retry-After",
        "the first check answers 429 with Retry-After: 1",
        Step.CHECK,
        Fault(retry_after=1, times=1, latency_ms=SLOW),
    ),
    "http_429_mint": Injection(
        "429 with Retry-After on the mint",
        "every mint call answers 429 with Retry-After: 1",
        Step.MINT,
        Fault(retry_after=1, latency_ms=SLOW),
    ),
    "malformed_json": Injection(
        "malformed JSON",
        "the first mint call does its work and answers its JSON cut in half",
        Step.MINT,
        Fault(malformed_json=True, times=1, latency_ms=SLOW),
    ),
    "malformed_json_check": Injection(
        "malformed JSON on the check",
        "the first check of the link or word answers its JSON cut in half",
        Step.CHECK,
        Fault(malformed_json=True, times=1, latency_ms=SLOW),
    ),
    "401_mid_session": Injection(
        "401 mid-session",
        "the kiosk holds a token; the flow's last bearer call (link: the mint; secret word: its "
        "check) answers 401 once",
        Step.PROTECTED,
        Fault(status=401, times=1, latency_ms=SLOW),
    ),
    "token_expired": Injection(
        "token expired",
        "the emulator's clock moves past the token the kiosk holds (the kiosk still thinks it "
        "valid), so its first bearer call answers 401; the new token comes after 0.3 s",
        Step.TOKEN,
        Fault(latency_ms=SLOW),
        token_expired=True,
    ),
    "token_endpoint_down": Injection(
        "token endpoint down",
        "the held token has expired and every token request answers 503",
        Step.TOKEN,
        Fault(status=503, latency_ms=SLOW),
        token_expired=True,
    ),
    "artwork_404": Injection(
        "artwork 404", "the artwork answers 404", Step.ARTWORK, Fault(status=404, latency_ms=SLOW)
    ),
    "artwork_oversized": Injection(
        "artwork > 4 MB",
        "the artwork is over 4 MB (a PNG header then zeros)",
        Step.ARTWORK,
        Fault(artwork="oversized", latency_ms=SLOW),
    ),
    "artwork_bomb": Injection(
        "artwork decompression bomb",
        "the artwork is a PNG of a few hundred bytes claiming 40 000 x 40 000 pixels",
        Step.ARTWORK,
        Fault(artwork="bomb", latency_ms=SLOW),
    ),
    "artwork_redirect_loop": Injection(
        "artwork redirects for ever",
        "the artwork answers 302 to itself, every time",
        Step.ARTWORK,
        Fault(artwork="redirect", latency_ms=SLOW),
    ),
    "artwork_not_image": Injection(
        "artwork not an image",
        "the artwork is HTML sent as an image",
        Step.ARTWORK,
        Fault(artwork="not_image", latency_ms=SLOW),
    ),
}


@dataclass(frozen=True)
class Expect:
    """What the attendee should see, what the journal should hold, and how many mint calls the
    kiosk may send at most (more than one only after the link's status said "not minted"; None
    for a queued mint, which the queue's retry sends again in the background)."""

    shown: frozenset[Outcome]
    journal: tuple[JournalState, ...]
    mint_calls: int | None


def expect(
    shown: Outcome, journal: JournalState | None = None, mint_calls: int | None = 0
) -> Expect:
    return Expect(frozenset({shown}), () if journal is None else (journal,), mint_calls)


MINTED_ONCE = expect(Outcome.MINTED, JournalState.MINTED, 1)
MINTED_ON_RESEND = expect(Outcome.MINTED, JournalState.MINTED, 2)
# Stopped at the check: journaled as failed (nothing was sent to mint, nothing to reconcile); an
# input the service did not check is never queued.
OFFLINE_BEFORE_MINT = expect(Outcome.NO_NETWORK, JournalState.FAILED)
# Sent, no answer, and the status does not show it (yet): maybe minted, so never "try again".
UNCONFIRMED_AFTER_ONE = expect(Outcome.UNCONFIRMED, JournalState.UNKNOWN, 1)
BUSY_ON_MINT = expect(Outcome.SERVICE_BUSY, JournalState.UNKNOWN, 1)
# The operator's queue switch is on by default (settings.kiosk.queue_offline_mints): a checked
# mint link whose mint could not be sent (or whose answer was lost) is queued, never a secret word
# (docs/journal-and-outages.md). It is sent once here; the queue asks its status 30 s later.
QUEUED_AFTER_ONE = expect(Outcome.QUEUED, JournalState.QUEUED, 1)
QUEUED = expect(Outcome.QUEUED, JournalState.QUEUED, None)


def _same(outcome: Expect) -> dict[Flow, Expect]:
    return dict.fromkeys(Flow, outcome)


def _links_and_word(links: Expect, word: Expect) -> dict[Flow, Expect]:
    return {Flow.LINK: links, Flow.CODE: links, Flow.SECRET: word}


# The one table of expected outcomes: fault -> flow -> Expect.
EXPECTED: dict[str, dict[Flow, Expect]] = {
    "latency_5s": _same(MINTED_ONCE),
    # The late call is still on its way when its status is asked: "not claimed" then does not
    # mean "not minted", so it is never sent again at once (the queue asks again after 30 s); a
    # website claim cannot be asked about until the collectible is on chain: unconfirmed.
    "request_timeout": _links_and_word(QUEUED_AFTER_ONE, UNCONFIRMED_AFTER_ONE),
    "connection_refused": _same(OFFLINE_BEFORE_MINT),
    "connection_reset": _links_and_word(QUEUED_AFTER_ONE, UNCONFIRMED_AFTER_ONE),
    "response_lost": _same(MINTED_ONCE),
    "http_500": _links_and_word(QUEUED, UNCONFIRMED_AFTER_ONE),
    "http_502": _same(OFFLINE_BEFORE_MINT),
    "http_503": _links_and_word(QUEUED_AFTER_ONE, UNCONFIRMED_AFTER_ONE),
    "http_429_check": _same(MINTED_ONCE),
    "http_429_mint": _links_and_word(QUEUED, BUSY_ON_MINT),
    "malformed_json": _same(MINTED_ONCE),
    "malformed_json_check": _same(MINTED_ONCE),
    "401_mid_session": _links_and_word(MINTED_ON_RESEND, MINTED_ONCE),
    "token_expired": _same(MINTED_ONCE),
    "token_endpoint_down": _same(OFFLINE_BEFORE_MINT),
    "artwork_404": _same(MINTED_ONCE),
    "artwork_oversized": _same(MINTED_ONCE),
    "artwork_not_image": _same(MINTED_ONCE),
    "artwork_bomb": _same(MINTED_ONCE),
    "artwork_redirect_loop": _same(MINTED_ONCE),
}
CASES = [(fault, flow) for fault in FAULTS for flow in Flow]


def closed_port_origin() -> str:
    """An address nobody listens on: connecting is refused at once."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def shown_outcome(kiosk: Kiosk) -> Outcome | None:
    """The outcome whose words the result page shows (in their code, secret-word or e-mail
    form), or None if they are nobody's."""
    page = kiosk.window.result_page
    words = (page.title.text(), page.next_step.text())
    forms = (
        (outcome, outcome_message(outcome, secret_word=secret_word, by_email=by_email))
        for outcome in Outcome
        for secret_word in (False, True)
        for by_email in (False, True)
    )
    return next((o for o, message in forms if (message.title, message.next_step) == words), None)


class ArtworkWatch(logging.Handler):
    """Sees the artwork download end: the controller logs each artwork it could not load."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.ended = False

    def emit(self, record: logging.LogRecord) -> None:
        if record.getMessage().startswith("Artwork at"):
            self.ended = True


class Heartbeat:
    """A UI-thread timer: it only ticks while the UI thread runs its event loop."""

    def __init__(self, kiosk: Kiosk, server: EmulatorServer, artwork: ArtworkWatch) -> None:
        self.screen = Screen.IDLE
        self.waiting_ticks = 0  # while the attendee sees a busy screen
        self.artwork_ticks = 0  # while the artwork download is under way
        self._server = server
        self._artwork = artwork
        kiosk.controller.state_changed.connect(self._on_state)
        self.timer = QTimer()
        self.timer.setInterval(HEARTBEAT_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _on_state(self, state: FlowState) -> None:
        self.screen = state.screen

    def _tick(self) -> None:
        if self.screen in BUSY_SCREENS:
            self.waiting_ticks += 1
        if self._server.state.counters[ARTWORK_ROUTE] and not self._artwork.ended:
            self.artwork_ticks += 1


@pytest.fixture
def server() -> Iterator[EmulatorServer]:
    """One emulator per case: a call the kiosk gave up on may still be running in it."""
    emulator = EmulatorServer(mint_delays=(0.0, 0.0), token_lifetime=TOKEN_LIFETIME_S)
    emulator.start()
    yield emulator
    emulator.stop()


def kiosk_settings(server: EmulatorServer, timeout_s: float) -> Settings:
    """Default settings pointed at ``server``, with this request timeout and no camera; the
    secret word staff chose is the first drop's website word."""
    settings = Settings()
    service = settings.service
    service.base_url, service.auth_url = server.base_url, server.auth_url
    service.mint_site = server.mint_site
    service.timeout_s = timeout_s
    settings.kiosk.allow_camera = False
    settings.kiosk.secret_word = server.state.drops[0].website_secret or ""  # staff chose it
    return settings


def credentials_of(server: EmulatorServer) -> Credentials:
    issued = server.credentials
    return Credentials(issued.api_key, issued.client_id, issued.client_secret)


def make_kiosk(server: EmulatorServer, injection: Injection, journal_path: Path) -> Kiosk:
    settings = kiosk_settings(server, injection.timeout_s)
    if injection.unreachable:
        origin = closed_port_origin()
        settings.service.base_url, settings.service.auth_url = origin + "/api", origin + "/auth"
    return build_kiosk(settings, credentials_of(server), MintJournal(journal_path))


def begin(kiosk: Kiosk, server: EmulatorServer, flow: Flow, qtbot: QtBot) -> None:
    """The attendee's first step: scan the link, or type the code or the secret word."""
    window = kiosk.window
    drop = server.state.drops[0]
    if flow is Flow.LINK:
        link = mint_link_url(drop.qr_hashes[0], server.mint_site)
        kiosk.controller.submit_payload(link, InputSource.SCANNER)
        return
    if flow is Flow.CODE:
        qtbot.mouseClick(window.welcome_page.code_button, Qt.MouseButton.LeftButton)
        field, text = window.code_page.field, drop.qr_hashes[0].upper()
    else:
        qtbot.mouseClick(window.welcome_page.secret_button, Qt.MouseButton.LeftButton)
        field, text = window.secret_page.field, drop.website_secret or ""
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def play(
    kiosk: Kiosk,
    server: EmulatorServer,
    flow: Flow,
    step: Step | None,
    qtbot: QtBot,
    heartbeat: Heartbeat,
) -> None:
    """One attendee from the welcome page to the result page."""
    begin(kiosk, server, flow, qtbot)
    qtbot.waitUntil(
        lambda: heartbeat.screen in (Screen.ASK_RECIPIENT, Screen.RESULT), timeout=WAIT_MS
    )
    if heartbeat.screen is Screen.ASK_RECIPIENT:
        if step is Step.ARTWORK:  # the artwork loads while the attendee is on this page
            qtbot.waitUntil(lambda: server.state.counters[ARTWORK_ROUTE] > 0, timeout=WAIT_MS)
        field = kiosk.window.recipient_page.field
        qtbot.keyClicks(field, WALLET)
        qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: heartbeat.screen is Screen.RESULT, timeout=WAIT_MS)


def settled_journal(kiosk: Kiosk, qtbot: QtBot) -> tuple[JournalState, ...]:
    """The journal's states at a moment it holds what the flow decided and no row waits for an
    answer (the queue's retry may make a queued row pending again at any time)."""
    seen: list[JournalState] = []

    def settled() -> bool:
        if not kiosk.controller.journal_up_to_date():
            return False
        seen[:] = [row.state for row in kiosk.journal.rows(newest_first=False)]
        return JournalState.PENDING not in seen

    qtbot.waitUntil(settled, timeout=WAIT_MS)
    return tuple(seen)


def collectibles_of(server: EmulatorServer, flow: Flow) -> int:
    """How many collectibles the attendee's link or secret word gave out."""
    drop = server.state.drops[0]
    if flow is Flow.SECRET:
        claimed = server.state.secret_info(drop.website_secret or "")["claimed"]
        assert isinstance(claimed, int)
        return claimed
    return server.state.mints_of(drop.qr_hashes[0])


@pytest.mark.parametrize(("fault", "flow"), CASES, ids=[f"{f}-{flow}" for f, flow in CASES])
def test_fault_matrix(
    fault: str,
    flow: Flow,
    server: EmulatorServer,
    memory_keyring: MemoryKeyring,
    qtbot: QtBot,
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    injection, expected = FAULTS[fault], EXPECTED[fault][flow]
    kiosk = make_kiosk(server, injection, tmp_path / "journal.sqlite3")
    window = kiosk.window
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    artwork = ArtworkWatch()
    logging.getLogger(CONTROLLER_LOG).addHandler(artwork)
    heartbeat = Heartbeat(kiosk, server, artwork)
    try:
        kiosk.controller.start()
        kiosk.queue.start()  # as the app does once the journal is settled
        if not injection.unreachable:
            kiosk.client.fetch_token()  # mid-session: the kiosk already holds a token
        if injection.token_expired:
            server.state.advance_clock(TOKEN_LIFETIME_S + 60)
        if injection.step is not None and injection.fault is not None:
            server.state.add_fault(ROUTES[injection.step, flow], injection.fault)

        play(kiosk, server, flow, injection.step, qtbot, heartbeat)
        shown = shown_outcome(kiosk)
        if injection.step is Step.ARTWORK:
            qtbot.waitUntil(lambda: artwork.ended, timeout=WAIT_MS)
        journal = settled_journal(kiosk, qtbot)
        mint_calls = server.state.counters[MINT_ROUTES[flow]]
        collectibles = collectibles_of(server, flow)
        links = [h for drop in server.state.drops for h in drop.qr_hashes]
        most_mints = max(server.state.mints_of(h) for h in links)
        ticks = (
            heartbeat.artwork_ticks if injection.step is Step.ARTWORK else heartbeat.waiting_ticks
        )
        for name, value in (
            ("shown", shown.value if shown else "none"),
            ("title", window.result_page.title.text()),
            ("journal", ",".join(journal)),
            ("mint_calls", str(mint_calls)),
            ("collectibles", str(collectibles)),
            ("heartbeat", str(ticks)),
        ):
            request.node.user_properties.append((name, value))
    finally:
        heartbeat.timer.stop()
        logging.getLogger(CONTROLLER_LOG).removeHandler(artwork)
        kiosk.close()

    assert shown in expected.shown, f"the attendee saw {window.result_page.title.text()!r}"
    assert ticks > 0, "the UI thread did not run while the attendee waited"
    assert journal == expected.journal
    if expected.mint_calls is not None:
        assert mint_calls <= expected.mint_calls
    assert collectibles <= 1
    assert most_mints <= 1  # no link of any drop minted twice
    if shown in (Outcome.MINTED, Outcome.ON_ITS_WAY):
        assert collectibles == 1
    if injection.step is Step.ARTWORK:
        assert window.result_page.artwork.isHidden()  # no broken picture on the result page
