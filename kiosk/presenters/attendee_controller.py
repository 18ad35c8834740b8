"""Runs the attendee flow: window intents become flow events, flow effects become screens and calls.

It lives in the UI thread and never waits: service calls, artwork downloads and journal writes go
to background workers, and their answers come back as flow events carrying the request id they
answer. A mint's row is written by the service worker that sends it, before it sends it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial

from PIL import Image, UnidentifiedImageError
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap

from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import (
    AskCode,
    AskSecretWord,
    AttendeeFlow,
    CallSent,
    CheckLink,
    CheckSecret,
    ClaimWithSecret,
    Effect,
    Event,
    FlowState,
    InputReceived,
    InputSource,
    LanguageChosen,
    LinkChecked,
    Mint,
    MintAccepted,
    MintAttempt,
    PlaySound,
    RecordMintResult,
    RecordRefusal,
    Screen,
    ServiceFailed,
    ShowCountdown,
    ShowInputProblem,
    ShowScreen,
    StartOver,
    Tick,
    UserActivity,
)
from kiosk.core.journal import JournalProblem, JournalUnwritable, MintJournal
from kiosk.core.memory import MemoryReturn
from kiosk.core.parsing import RecipientKind, mask_recipient
from kiosk.core.reasons import Outcome

# Imported here, on the UI thread, for the artwork thread: it loads the WebP reader's C library,
# and a first library load on a worker thread can deadlock against Qt loading its plugins on the
# UI thread (docs/performance.md, "Known limits").
from kiosk.service.artwork_image import open_artwork
from kiosk.ui.kiosk_window import AttendeeInputs, BusyStep, KioskWindow
from kiosk.workers.mint_queue import RetryDelays
from kiosk.workers.task_worker import TaskWorker

log = logging.getLogger(__name__)

TICK_INTERVAL_MS = 500
SERVICE_THREADS = 4  # attendees whose calls may run at once (each ends by its deadline)
ARTWORK_ALLOCATION_LIMIT_MB = 64  # Qt refuses to decode images that would need more memory
REWRITE_AFTER_MS = 5_000  # a mint's result the journal refused is written again this often



@dataclass(frozen=True)
class DecodedArtwork:
    """Artwork decoded off the UI thread, as plain RGBA bytes; ``image()`` on the UI thread."""

    width: int
    height: int
    rgba: bytes = field(repr=False)

    def image(self) -> QImage:
        """A QImage of it (a copy of the bytes, so it owns its memory)."""
        return QImage(
            self.rgba, self.width, self.height, 4 * self.width, QImage.Format.Format_RGBA8888
        ).copy()


def decode_artwork(data: bytes) -> DecodedArtwork | None:
    """Decode off the UI thread with Pillow, never Qt: Qt's image plugins used from a worker
    thread can deadlock against the UI thread's own image work. At most
    ARTWORK_ALLOCATION_LIMIT_MB of pixels (read from the header first); None when undecodable."""
    try:
        with open_artwork(data) as picture:
            width, height = picture.size
            if width * height * 4 > ARTWORK_ALLOCATION_LIMIT_MB * 2**20:
                log.warning("Artwork of %d x %d pixels is over the decoding limit", width, height)
                return None
            return DecodedArtwork(width, height, picture.convert("RGBA").tobytes())
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError):
        return None


def load_decoded_artwork(calls: AttendeeCalls, url: str) -> DecodedArtwork | None:
    """Runs on an artwork thread: download (or disk cache), then decode; a copy that does not
    decode leaves the disk cache, so the next try downloads it again."""
    decoded = decode_artwork(calls.load_artwork(url))
    if decoded is None:
        calls.artwork_cache.forget(url)
    return decoded


def _log_mint(attempt: MintAttempt, outcome: Outcome, detail: str) -> None:
    log.info(
        "Mint %s for %s: %s %s",
        attempt.qr_hash or "(secret word)",
        mask_recipient(attempt.recipient.value),
        outcome,
        detail,
    )


class AttendeeController(QObject):
    """Owns the flow and the workers; only it touches both the window and the calls."""

    state_changed = Signal(object)  # FlowState, after every screen change
    mint_recorded = Signal(object)  # RecordMintResult, once it is in the journal
    mint_queued = Signal(object)  # MintAttempt, once it waits in the journal for the retry
    refusal_recorded = Signal(object)  # RecordRefusal, once it is in the journal
    sound_requested = Signal(object)  # Sound
    service_reachable_changed = Signal(bool)  # whether the service answers, when that changed
    _progress = Signal(object)  # flow events sent from the service worker while a call goes on
    _taken_up = Signal(int)  # a service thread took up the call of this flow request id
    name = "attendee-calls"  # its threads, for the app's thread owner

    def __init__(
        self,
        flow: AttendeeFlow,
        calls: AttendeeCalls,
        window: KioskWindow,
        *,
        inputs: AttendeeInputs,
        journal: MintJournal,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__()
        self.flow = flow
        self.calls = calls
        self.window = window
        self.inputs = inputs
        self.journal = journal
        # The camera as the pages tell it: True while it gives frames, False when there is none
        # to scan with, None while not known yet (still being opened: no "No camera" notice).
        self.camera_status: bool | None = None
        self.service_reachable = True
        self._stopped = False  # news that comes after the stop (a camera's last state) is not shown
        # Stopped and done: a call left running past the stop (staff came in) answers a visit
        # the pages no longer show; the next build owns the window (its row is reconciled).
        self._ended = False
        # The newest call (its request id) whose answer said whether the service answers: an
        # older call's answer coming later says nothing newer.
        self._reachability_of = 0
        self._shown_screen: Screen | None = None  # the flow's screen shown last
        self._clock = clock
        self._memory = MemoryReturn(clock=clock)
        # Several threads: a slow answer for one attendee never holds the next one's calls.
        self._service = TaskWorker("service-worker", threads=SERVICE_THREADS)
        self._artwork = TaskWorker("artwork-worker")
        # One thread: results and refusals reach the journal in the order the flow decided them;
        # at stop it writes what it was given before it ends.
        self._journal_writer = TaskWorker("journal-writer", drain_on_stop=True)
        self._writes: dict[int, RecordMintResult | RecordRefusal] = {}  # writer id -> record
        # Results and refusals the journal refused (disk full, locked by another program),
        # written again until it takes them: a mint's row says "pending" meanwhile.
        self._unwritten: list[RecordMintResult | RecordRefusal] = []
        self._rewrite = QTimer(self)
        self._rewrite.setSingleShot(True)
        self._rewrite.setInterval(REWRITE_AFTER_MS)
        self._rewrite.timeout.connect(self._write_again)
        self._workers = (self._service, self._artwork)  # the calls, stopped before the writer
        self._pending: dict[int, int] = {}  # service worker id -> flow request id
        self._unsent: set[int] = set()  # flow request ids no service thread has taken up yet
        self._artwork_requests: dict[int, str] = {}  # artwork worker id -> url
        self._artwork_cache: dict[str, QPixmap] = {}
        # A picture not loaded is tried again on its own, backing off (5 s, doubling, to 5 min):
        # not for every screen, yet not only when staff come in again.
        self.artwork_retry = RetryDelays()
        self._artwork_failures: dict[str, int] = {}  # url -> loads failed in a row
        self._artwork_waiting: set[str] = set()  # failed; its next try is not due yet
        self._progress.connect(self.handle)
        self._taken_up.connect(self._on_taken_up)
        self._service.succeeded.connect(self._on_service_answer)
        self._service.failed.connect(self._on_service_error)
        self._artwork.succeeded.connect(self._on_artwork)
        self._artwork.failed.connect(self._on_artwork_error)
        self._journal_writer.succeeded.connect(self._on_written)
        self._journal_writer.failed.connect(self._on_write_failed)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_INTERVAL_MS)
        self._ticker.timeout.connect(self._tick)
        window.text_submitted.connect(lambda text: self.handle(InputReceived(text)))
        window.code_entry_requested.connect(lambda: self.handle(AskCode()))
        window.secret_entry_requested.connect(lambda: self.handle(AskSecretWord()))
        window.start_over_requested.connect(lambda: self.handle(StartOver()))
        window.language_chosen.connect(lambda: self.handle(LanguageChosen()))
        window.user_activity.connect(lambda: self.handle(UserActivity()))

    def start(self) -> None:
        for worker in (*self._workers, self._journal_writer):
            worker.start()
        self._ticker.start()
        self._show(self.flow.state)

    def stop(self) -> bool:
        """Stop its threads; whether each ended within its wait (one still in a call is left to
        end on its own; its mint row is journaled already). A mint no thread took up yet is
        still sent (the attendee read "Minting…"), its row written first; checks are not."""
        self._stopped = True
        self._ticker.stop()
        self._rewrite.stop()
        calls_ended = all([worker.stop() for worker in self._workers])  # each, whatever the others
        # The answers that came in before the calls ended are handled, so their results are
        # written; then the writer ends, once it has written them.
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)
        written = self._journal_writer.stop()
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)  # the writes it refused
        self._ended = True
        return written and calls_ended

    def take_unwritten(self) -> list[RecordMintResult | RecordRefusal]:
        """After the stop: the results and refusals the journal still refused, for whatever
        writes it next (the mint queue, which goes on while staff are in)."""
        unwritten, self._unwritten = self._unwritten, []
        return unwritten

    def running_threads(self) -> list[str]:
        workers = (*self._workers, self._journal_writer)
        return [name for worker in workers for name in worker.running_threads()]

    def journal_up_to_date(self) -> bool:
        """Whether every result and refusal the flow decided is in the journal (or failed to be)."""
        return not self._writes

    @property
    def camera_available(self) -> bool:
        """Whether the camera gives frames now (not while it is still being opened)."""
        return self.camera_status is True

    def set_camera_available(self, available: bool | None) -> None:
        """The camera came or went (None: not known yet): the pages that offer scanning say so
        at once."""
        if self._stopped or available == self.camera_status:
            return
        self.camera_status = available
        self.window.set_camera_available(available)  # the wallet scanner's offer; typing stays
        if self.flow.state.screen is Screen.IDLE:
            self._show(self.flow.state)

    def set_service_reachable(self, reachable: bool) -> None:
        """Whether the service answers (from the mint queue's rounds and our own calls): the
        welcome screen says so while it does not."""
        if not self._stopped and reachable != self.service_reachable:
            self.service_reachable = reachable
            self.service_reachable_changed.emit(reachable)
            if self.flow.state.screen is Screen.IDLE:
                self._show(self.flow.state)

    def submit_payload(self, text: str, source: InputSource) -> None:
        """Text read by the camera or a USB scanner."""
        self.handle(InputReceived(text, source))

    def handle(self, event: Event) -> None:
        if self._ended:  # never drawn over the next build's pages, nor heard by its attendee
            log.info("Answer after the attendee side stopped, not shown: %s", type(event).__name__)
            return
        self._apply(self.flow.handle(event, self._clock()))

    def _apply(self, effects: list[Effect]) -> None:
        for effect in effects:
            self._carry_out(effect)

    def _carry_out(self, effect: Effect) -> None:
        """One effect; its own frame, so each call sent to a worker keeps its own values."""
        match effect:
            case ShowScreen(state=state):
                if state.screen is Screen.IDLE:  # the next attendee: the venue's language
                    self.window.use_venue_language()  # also after a language tap on welcome
                self._show(state)
            case ShowCountdown(seconds_left=seconds_left):
                self.window.show_countdown(seconds_left)
            case ShowInputProblem(problem=problem, shown=shown):
                self.window.show_input_problem(problem, shown)
            case PlaySound(sound=sound):
                self.sound_requested.emit(sound)
            case CheckLink(request_id=request_id, qr_hash=qr_hash):
                self._call(
                    request_id,
                    lambda: self._journal_first(
                        request_id, lambda: self._check_link(request_id, qr_hash)
                    ),
                )
            case CheckSecret(request_id=request_id, word=word):
                self._call(
                    request_id,
                    lambda: self._journal_first(
                        request_id, lambda: self.calls.check_secret(request_id, word)
                    ),
                )
            case Mint(attempt=attempt, secret=secret):
                self._call(
                    attempt.request_id,
                    lambda: self._journaled(
                        attempt,
                        lambda: self.calls.mint(attempt, secret, self._accepted(attempt)),
                    ),
                    keep_on_stop=True,
                    sent_after_row=True,
                )
            case ClaimWithSecret(attempt=attempt):
                self._call(
                    attempt.request_id,
                    lambda: self._journaled(
                        attempt,
                        lambda: self.calls.claim_with_secret(attempt, self._progress.emit),
                    ),
                    keep_on_stop=True,
                    sent_after_row=True,
                )
            case RecordMintResult() | RecordRefusal():
                self._submit_write(effect)

    def _submit_write(self, record: RecordMintResult | RecordRefusal) -> None:
        self._writes[self._journal_writer.submit(partial(self.journal.record, record))] = record

    def _write_again(self) -> None:
        """What the journal refused, tried again (the write looks at the journal again first):
        a mint saved for later is only sent, and a mint only counted, once its row says so."""
        unwritten, self._unwritten = self._unwritten, []
        for record in unwritten:
            self._submit_write(record)

    def _on_written(self, writer_id: int, _row: object) -> None:
        """The log and the signals say what the journal holds (the retry works from it alone)."""
        match self._writes.pop(writer_id, None):
            case RecordMintResult() as result:
                _log_mint(result.attempt, result.outcome, result.detail)
                self.mint_recorded.emit(result)
                if result.outcome is Outcome.QUEUED:
                    self.mint_queued.emit(result.attempt)
            case RecordRefusal() as refusal:
                log.info(
                    "Check of %s: %s %s",
                    refusal.qr_hash or "(secret word)",
                    refusal.outcome,
                    refusal.detail,
                )
                self.refusal_recorded.emit(refusal)

    def _on_write_failed(self, writer_id: int, error: Exception) -> None:
        """A result or refusal the journal could not take is written again until it can (a
        mint's row, written before the mint was sent, says "pending" meanwhile: the queue sends
        no such row, Statistics count no such mint). Staff see the journal's problem on their
        pages."""
        record = self._writes.pop(writer_id, None)
        match record:
            case RecordMintResult(attempt=attempt, outcome=outcome):
                log.error(
                    "Mint %s for %s: %s, not journaled yet (%s)",
                    attempt.qr_hash or "(secret word)",
                    mask_recipient(attempt.recipient.value),
                    outcome,
                    error,
                )
            case RecordRefusal(outcome=outcome):
                log.error("Check ended %s, not journaled yet: %s", outcome, error)
        # Not a bug of ours, nor a newer kiosk's journal (read-only until the kiosk restarts)
        newer = JournalProblem.NEWER_VERSION
        if isinstance(error, JournalUnwritable) and error.problem is not newer and record:
            self._unwritten.append(record)
            if not self._stopped:
                self._rewrite.start()

    def _journaled(self, attempt: MintAttempt, mint: Callable[[], Event]) -> Event:
        """Runs in the service worker: the journal row is committed before the mint is sent.

        A journal that cannot take the row stops the mint there: nothing is sent, and the
        attendee is told the kiosk cannot mint (never "queued" or "minted": nothing is kept).
        """
        try:
            self.journal.record_attempt(attempt)
        except JournalUnwritable as error:
            log.error(
                "Mint %s not sent: the journal cannot be written (%s)",
                attempt.qr_hash or "(secret word)",
                error,
            )
            return ServiceFailed(attempt.request_id, Outcome.CANNOT_MINT, f"journal {error}")
        finally:
            # The mint's wait for an answer starts only now: a row waiting for a locked journal
            # (its busy timeout) is never "Saved for later" by the screen's deadline.
            self._taken_up.emit(attempt.request_id)
        return mint()

    def _accepted(self, attempt: MintAttempt) -> Callable[[MintAccepted], None]:
        """Runs in the service worker: the mint's job is journaled before the mint is followed
        (a kiosk stopped while following asks the job after its restart), then the flow hears
        of it. A journal that cannot take it loses only the job's id: the link still settles."""

        def accepted(event: MintAccepted) -> None:
            if event.job_id:
                try:
                    self.journal.record_job(attempt, event.job_id)
                except JournalUnwritable as error:
                    log.error("Job %s of a mint not journaled: %s", event.job_id, error)
            self._progress.emit(event)

        return accepted

    def _check_link(self, request_id: int, qr_hash: str) -> Event:
        """Runs in the service worker: the service's status, and whether this kiosk already
        holds a mint of the link (queued while offline) that the service cannot know of."""
        checked = self.calls.check_link(request_id, qr_hash)
        if isinstance(checked, LinkChecked) and self.journal.waiting_rows_of(qr_hash):
            return replace(checked, waiting_here=True)
        return checked

    def _journal_first(self, request_id: int, check: Callable[[], Event]) -> Event:
        """Runs in the service worker: while the journal cannot be written, no link or word is
        checked (no mint could follow), so the attendee hears at once that the kiosk cannot
        mint. ``writable`` tries the journal again, so minting resumes once it can be written."""
        if self.journal.writable():
            return check()
        log.warning("Check not sent: the journal cannot be written (%s)", self.journal.problem)
        return ServiceFailed(request_id, Outcome.CANNOT_MINT, f"journal {self.journal.problem}")

    def _call(
        self,
        request_id: int,
        call: Callable[[], Event],
        *,
        keep_on_stop: bool = False,
        sent_after_row: bool = False,
    ) -> None:
        """``keep_on_stop`` for a mint: the attendee reads "Minting…" as soon as it is handed
        over, so staff coming in before a thread took it up must not drop it; it is journaled
        and sent then, and the next build settles its row. ``sent_after_row``: the call says
        itself when it is sent (``_journaled``, once the mint's row is written)."""

        def taken_up() -> Event:  # runs in the service worker
            if not sent_after_row:
                self._taken_up.emit(request_id)
            return call()

        self._unsent.add(request_id)
        self._pending[self._service.submit(taken_up, keep_on_stop=keep_on_stop)] = request_id

    def _on_taken_up(self, request_id: int) -> None:
        self._unsent.discard(request_id)
        self.handle(CallSent(request_id))

    def _tick(self) -> None:
        """Time passes for the flow, except while the call it waits for waits for a thread:
        an answer cannot be late before its call was sent."""
        if self.flow.waiting_for not in self._unsent:
            self.handle(Tick())

    def _on_service_answer(self, worker_id: int, event: Event) -> None:
        request_id = self._pending.pop(worker_id, 0)
        failed = event.outcome if isinstance(event, ServiceFailed) else None
        # CANNOT_MINT asked nothing: it says nothing of the service.
        if failed is not Outcome.CANNOT_MINT and request_id >= self._reachability_of:
            self._reachability_of = request_id
            self.set_service_reachable(failed is not Outcome.NO_NETWORK)
        self.handle(event)

    def _on_service_error(self, worker_id: int, error: Exception) -> None:
        """A call that broke in a way the calls did not foresee still ends the attendee's wait;
        a mint's outcome is then unknown, so its row waits for reconciliation, never re-sent."""
        request_id = self._pending.pop(worker_id, 0)
        log.error("Service call failed unexpectedly", exc_info=error)
        self.handle(
            ServiceFailed(request_id, Outcome.FAILED, type(error).__name__, outcome_unknown=True)
        )

    def _show(self, state: FlowState) -> None:
        window = self.window
        shown, self._shown_screen = self._shown_screen, state.screen
        artwork = self._artwork_for(state)
        match state.screen:
            case Screen.IDLE:
                if shown not in (Screen.IDLE, None):
                    # The attendee left: what their visit freed goes back to the system, once
                    # the welcome page is painted (kiosk/core/memory.py; at most every 10 s).
                    QTimer.singleShot(0, self._memory.quiet_moment)
                window.show_welcome(self.camera_status, self.inputs)
                window.set_service_reachable(self.service_reachable)
            case Screen.CODE_ENTRY:
                window.show_code_entry()
            case Screen.SECRET_ENTRY:
                window.show_secret_entry()
            case Screen.CHECKING_LINK:
                window.show_busy(BusyStep.CHECKING_LINK)
            case Screen.CHECKING_SECRET:
                window.show_busy(BusyStep.CHECKING_SECRET)
            case Screen.ASK_RECIPIENT:
                window.show_recipient(state.drop.name if state.drop else "", artwork)
            case Screen.MINTING:
                waiting = state.waiting_for_transaction
                window.show_busy(BusyStep.WAITING_FOR_TRANSACTION if waiting else BusyStep.MINTING)
            case Screen.RESULT:
                window.show_result(
                    state.outcome or Outcome.FAILED,
                    state.drop.name if state.drop else "",
                    state.masked_recipient,
                    artwork,
                    secret_word=bool(state.secret_word),
                    by_email=state.recipient is not None
                    and state.recipient.kind is RecipientKind.EMAIL,
                )
        window.show_next_in_line(state.next_in_line)
        self.state_changed.emit(state)

    def _artwork_for(self, state: FlowState) -> QPixmap | None:
        """The drop's artwork if loaded; otherwise start loading it (one load at a time per URL,
        none while a failed one waits for its next try)."""
        url = state.drop.artwork_url if state.drop else ""
        if not url or url in self._artwork_waiting:
            return None
        if url in self._artwork_cache:
            return self._artwork_cache[url]
        if url not in self._artwork_requests.values():
            load = partial(load_decoded_artwork, self.calls, url)
            self._artwork_requests[self._artwork.submit(load)] = url
        return None

    def _on_artwork(self, worker_id: int, decoded: DecodedArtwork | None) -> None:
        url = self._artwork_requests.pop(worker_id, "")
        if self._ended:  # the pages show the next build's drop now, not this visit's
            return
        if decoded is None:
            log.warning("Artwork at %s is not a decodable image", url)
            self._artwork_not_loaded(url)
            return
        pixmap = QPixmap.fromImage(decoded.image())
        self._artwork_cache[url] = pixmap
        self._artwork_failures.pop(url, None)
        drop = self.flow.state.drop
        if drop and drop.artwork_url == url:
            self.window.set_artwork(pixmap)

    def _on_artwork_error(self, worker_id: int, error: Exception) -> None:
        """No artwork is not a failure: the attendee still gets the collectible."""
        url = self._artwork_requests.pop(worker_id, "")
        log.warning("Artwork at %s not loaded: %s", url, type(error).__name__)
        if not self._ended:
            self._artwork_not_loaded(url)

    def _artwork_not_loaded(self, url: str) -> None:
        """Tried again once its back-off has passed: then at once if the page still shows its
        drop, else when a page does (no download while no attendee needs it)."""
        failures = self._artwork_failures[url] = self._artwork_failures.get(url, 0) + 1
        self._artwork_waiting.add(url)
        delay_ms = round(1000 * self.artwork_retry.after_failures(failures))
        QTimer.singleShot(delay_ms, self, lambda: self._artwork_due(url))

    def _artwork_due(self, url: str) -> None:
        self._artwork_waiting.discard(url)
        if not self._stopped:
            self._artwork_for(self.flow.state)
