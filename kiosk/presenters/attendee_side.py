"""The attendee side, composed from the settings: service client, flow, controller, camera,
mint queue (or the dispenser), wired to the window's attendee pages.

Built anew each time the kiosk opens for attendees (``kiosk.app.KioskApp``), and first just after
the window is painted: httpx, the keyring and the presenters load then, not before people see
the window.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from kiosk.camera.source import CameraState, FrameSource
from kiosk.core.artwork_cache import ArtworkCache
from kiosk.core.attendee_calls import AttendeeCalls
from kiosk.core.attendee_flow import AttendeeFlow, FlowTimeouts, InputSource
from kiosk.core.dispenser import DispenserFlow
from kiosk.core.dispenser_calls import DispenserCalls
from kiosk.core.journal import MintJournal
from kiosk.core.logs import redact_secret
from kiosk.core.settings import KioskSettings, Settings, service_config
from kiosk.presenters.attendee_controller import AttendeeController, load_decoded_artwork
from kiosk.presenters.dispenser_presenter import DispenserPresenter
from kiosk.service import Credentials, MemoryTokenStore, ServiceClient
from kiosk.service.service_clock import ServiceClock
from kiosk.ui.kiosk_window import AttendeeInputs, KioskWindow
from kiosk.ui.language import offered_languages
from kiosk.ui.theme import set_large_text
from kiosk.workers.mint_queue import MintQueue
from kiosk.workers.threads import Stage, ThreadOwner

if TYPE_CHECKING:
    from kiosk.workers.camera_worker import CameraWorker

ScannedText = Callable[[str, InputSource], None]


@dataclass
class Kiosk:
    """The attendee side's running pieces; ``threads`` starts and stops their threads."""

    client: ServiceClient
    journal: MintJournal
    window: KioskWindow
    controller: AttendeeController
    camera: CameraWorker | None
    queue: MintQueue
    threads: ThreadOwner = field(default_factory=ThreadOwner)
    paused: bool = False
    dispenser: DispenserPresenter | None = None  # dispenser mode: its page instead of the others

    def start_queue(self) -> None:
        self.threads.start(Stage.MINT_QUEUE, self.queue)

    def start_attendees(self) -> None:
        """The doors open: the attendee calls, then the camera whose reads go to them; in
        dispenser mode its page and presenter alone."""
        if self.dispenser is not None:
            self.window.show_dispenser()
            self.threads.start(Stage.ATTENDEES, self.dispenser)
            return
        self.threads.start(Stage.ATTENDEES, self.controller)
        if self.camera is not None:
            self.threads.start(Stage.ATTENDEES, self.camera)

    def pause(self) -> None:
        """Staff are in: the camera is let go (the doctor may test it) and attendees wait, but
        the mint queue goes on, so queued mints still go out and the statistics move."""
        if self.camera is not None:
            self.threads.stop(self.camera)
            # What it sent while stopping is still queued for this thread: the pages it would
            # reach may be gone by the time it comes (a paused build is never resumed).
            for news in (
                self.camera.preview,
                self.camera.code_seen,
                self.camera.several_codes,
                self.camera.payload_read,
                self.camera.state_changed,
            ):
                news.disconnect()
        if self.dispenser is not None:
            self.threads.stop(self.dispenser)
        else:
            self.queue.service_reachable.disconnect(self.controller.set_service_reachable)
            self.controller.service_reachable_changed.disconnect(self.queue.note_service_reachable)
        self.threads.stop(self.controller)
        self.queue.write_owed(self.controller.take_unwritten())  # nothing waits for attendees
        _disconnect_intents(self.window)
        self.paused = True

    def detach(self) -> None:
        """Stop everything but the journal and the window, which outlive a rebuild."""
        if not self.paused:
            self.pause()
        self.threads.stop(self.queue)
        self.client.close()

    def close(self) -> None:
        """Quit: answers still coming in are cut first, so every thread ends within its stop's
        wait; a mint cut so is journaled ``pending`` and reconciled at the next start."""
        self.client.abort_calls()
        self.detach()
        self.journal.close()
        self.window.close()


def _disconnect_intents(window: KioskWindow) -> None:
    """The window outlives the controller it fed: its intents must not reach a stopped one."""
    for intent in (
        window.text_submitted,
        window.code_entry_requested,
        window.secret_entry_requested,
        window.start_over_requested,
        window.user_activity,
    ):
        intent.disconnect()


def build_kiosk(
    settings: Settings,
    credentials: Credentials,
    journal: MintJournal,
    window: KioskWindow | None = None,
    on_scanned_text: ScannedText | None = None,
    *,
    threads: ThreadOwner | None = None,
    token_in_memory: bool = False,
    clock: ServiceClock | None = None,
) -> Kiosk:
    """The attendee side for ``settings``, its threads known to ``threads`` (an owner of its own
    when none is given) and not started; camera reads go to ``on_scanned_text`` when given.
    ``token_in_memory``: credentials kept for this session only (typed, or the demo's) get an
    access token kept for this session only too, never in the OS keyring. ``clock``: the
    service's clock of the kiosk's run (a new one when none is given); the journal dates its rows
    by it."""
    for secret in (credentials.api_key, credentials.client_secret):
        redact_secret(secret)
    config = service_config(settings)
    token_store = MemoryTokenStore() if token_in_memory else None
    clock = clock or ServiceClock()
    client = ServiceClient(
        config, credentials, on_token=redact_secret, token_store=token_store, clock=clock
    )
    journal.clock = clock.now
    kiosk_settings = settings.kiosk
    timeouts = FlowTimeouts(
        idle_s=kiosk_settings.idle_timeout_s, result_s=kiosk_settings.result_timeout_s
    )
    flow = AttendeeFlow(
        config.mint_site,
        timeouts,
        queue_offline=kiosk_settings.queue_offline_mints,
        allowed_drops=kiosk_settings.allowed_drop_ids,
        secret_word=kiosk_settings.secret_word,
        refused_used=journal.refused_used_links(),
    )
    if isinstance(app := QApplication.instance(), QApplication):
        set_large_text(app, kiosk_settings.large_text)
    window = window or KioskWindow()
    window.results_coloured = window.result_page.coloured = kiosk_settings.colour_results
    window.offer_languages(
        offered_languages(kiosk_settings.attendee_languages), kiosk_settings.language
    )
    inputs = AttendeeInputs(
        camera=kiosk_settings.allow_camera,
        code=kiosk_settings.allow_code,
        secret_word=kiosk_settings.allow_secret_word and bool(kiosk_settings.secret_word),
    )
    calls = AttendeeCalls(client, ArtworkCache())
    controller = AttendeeController(flow, calls, window, inputs=inputs, journal=journal)
    queue = MintQueue(
        journal,
        client,
        queue_unminted=kiosk_settings.queue_offline_mints,
        allowed_drops=kiosk_settings.allowed_drop_ids,
    )
    controller.mint_recorded.connect(queue.poke)
    controller.mint_queued.connect(queue.poke)
    threads = threads or ThreadOwner()
    camera: CameraWorker | None = None
    dispenser: DispenserPresenter | None = None
    if kiosk_settings.dispenser:  # the phones mint: no camera, no attendee calls
        dispenser = _dispenser_for(kiosk_settings, client, calls, journal, window)
        threads.add(Stage.ATTENDEES, dispenser)
    else:
        # The welcome page's offline notice follows both; while it is shown, the queue's idle
        # rounds ask the service's health, so it goes once the service is back.
        queue.service_reachable.connect(controller.set_service_reachable)
        controller.service_reachable_changed.connect(queue.note_service_reachable)
        scanned = on_scanned_text or controller.submit_payload
        if inputs.camera:
            camera = _camera_for(kiosk_settings, window, controller, scanned)
            threads.add(Stage.ATTENDEES, camera)  # stops first: its reads feed the controller
    threads.add(Stage.ATTENDEES, controller)
    threads.add(Stage.MINT_QUEUE, queue)
    return Kiosk(client, journal, window, controller, camera, queue, threads, dispenser=dispenser)


def _dispenser_for(
    settings: KioskSettings,
    client: ServiceClient,
    calls: AttendeeCalls,
    journal: MintJournal,
    window: KioskWindow,
) -> DispenserPresenter:
    flow = DispenserFlow(
        number=settings.kiosk_number,
        kiosks=settings.kiosk_count,
        hide_after_s=settings.dispenser_hide_after_s,
        clock=time.monotonic,
    )
    return DispenserPresenter(
        flow,
        DispenserCalls(client, settings.drop_id, client.config.mint_site),
        window.dispenser_page,
        journal,
        source=settings.link_source,
        links_file=settings.dispenser_links_file,
        mint_page=settings.mint_page,
        load_artwork=partial(load_decoded_artwork, calls),
    )


def _camera_for(
    settings: KioskSettings,
    window: KioskWindow,
    controller: AttendeeController,
    scanned: ScannedText,
) -> CameraWorker:
    from kiosk.workers.camera_worker import CameraWorker

    # realtime: a video file standing in for the camera plays at its own frame rate, as a
    # camera would, instead of being read as fast as the processor can (cameras are unchanged).
    source = FrameSource(settings.camera, mirror=settings.mirror_camera, realtime=True)
    camera = CameraWorker(source)
    camera.preview.connect(window.show_preview_frame)
    window.preview_size_changed.connect(camera.set_preview_size)
    window.resend_preview_size()
    camera.code_seen.connect(window.show_scan_hint)
    camera.several_codes.connect(window.show_several_codes_hint)
    camera.payload_read.connect(window.flash_scan_read)
    camera.payload_read.connect(lambda text: scanned(text, InputSource.CAMERA))
    camera.state_changed.connect(
        lambda state: controller.set_camera_available(camera_available(CameraState(state)))
    )
    return camera


def camera_available(state: CameraState) -> bool | None:
    """What the attendee pages may say of a camera in ``state``: True while its frames come;
    None while it is still being opened (not known yet: no "No camera" notice); False when there
    is none to scan with: it cannot be opened (a camera is still retried), it went away and is
    being reopened, its video file ended, or its owner closed it."""
    if state is CameraState.RUNNING:
        return True
    if state is CameraState.STARTING:
        return None
    return False
