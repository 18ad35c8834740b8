"""One kiosk per data folder: a second start brings the running kiosk to the front and ends.

Two kiosks on one data folder (a double-click beside autostart, a second manual start) would mint
from one journal and one token at the same time. The first start holds a ``QLockFile`` in the
data folder and answers a ``QLocalServer`` whose name is derived from that lock file's path, so
two users or two data folders never meet. A second start finds the lock held, asks the running
kiosk (``raise <pid>``) to bring its window to the front, waits for ``raised`` and ends: the
caller prints the message, shows it in a small message box when there is a display, and exits 0.

A lock left behind by a crash, SIGKILL or a power loss is taken over on the next start without
staff: Qt sees that the process named in the lock file is gone (its process id is not running,
or now belongs to another program). The lock never goes stale by age (``setStaleLockTime(0)``):
a kiosk runs for days. A lock whose process id a reboot gave to another Python program looks
alive; it answers nobody, though, and holds no file lock, so after ``GRACE_S`` without an answer
``removeStaleLockFile`` (which fails while a live holder keeps its file lock) clears it.

``--demo`` holds a lock of its own (``demo-kiosk.lock``) with ``try_hold`` only: a demo never
blocks the kiosk nor the kiosk a demo, and a second demo runs too (each demo has a fresh journal
in a temporary folder). ``--self-test`` has a temporary journal and takes no lock.
"""

from __future__ import annotations

import hashlib
import logging
import os
import time
from enum import Enum
from functools import partial
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMessageBox, QWidget

from kiosk.core.journal import journal_path
from kiosk.ui.language import apply_language
from kiosk.ui.texts import already_running_text

log = logging.getLogger(__name__)

LOCK_NAME = "kiosk.lock"  # beside journal.sqlite3
DEMO_LOCK_NAME = "demo-kiosk.lock"  # beside the kiosk's journal
ANSWER_WAIT_S = 10.0  # a running kiosk still building its window answers once its loop runs
GRACE_S = 2.0  # a holder that never listens this long is checked for a leftover lock
RETRY_S = 0.05  # between two attempts to reach the holder
MESSAGE_BOX_MS = 10_000  # the box may sit behind the kiosk window (on top in kiosk mode)
_ASK = b"raise"
_ANSWER = b"raised\n"
_LINE_LIMIT = 64
_NO_DISPLAY = frozenset({"offscreen", "minimal"})


class Claim(Enum):
    """What a start found in its data folder."""

    HELD = "held"  # this process is the folder's kiosk, and answers later starts
    RAISED = "raised"  # another kiosk holds it and brought its window to the front
    NOT_ANSWERING = "not answering"  # another kiosk holds it and did not answer in time
    UNGUARDED = "unguarded"  # no lock file could be made (read-only or full folder): run without

    @property
    def runs_elsewhere(self) -> bool:
        """Another kiosk has this data folder: this start tells so and ends."""
        return self in (Claim.RAISED, Claim.NOT_ANSWERING)


def kiosk_lock_file(*, demo: bool = False) -> Path:
    """The lock file in the data folder, beside the journal it guards."""
    return journal_path().with_name(DEMO_LOCK_NAME if demo else LOCK_NAME)


def server_name_for(lock_file: Path) -> str:
    """The local server's name for ``lock_file``: short (a Unix socket path has ~100 bytes) and
    different for every absolute path, hence for every user and data folder."""
    where = os.path.normcase(str(lock_file.absolute()))
    return "mint-kiosk-" + hashlib.sha256(where.encode("utf-8")).hexdigest()[:24]


class SingleInstance(QObject):
    """The lock on one data folder, and the answer to later starts while this process holds it."""

    def __init__(
        self,
        lock_file: Path,
        *,
        answer_wait_s: float = ANSWER_WAIT_S,
        grace_s: float = GRACE_S,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.lock_file = lock_file
        self.server_name = server_name_for(lock_file)
        self.answer_wait_s = answer_wait_s
        self.grace_s = grace_s
        self._lock = QLockFile(str(lock_file))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self._server: QLocalServer | None = None
        self._window: QWidget | None = None

    @property
    def held(self) -> bool:
        return self._lock.isLocked()

    def claim(self) -> Claim:
        """Hold the folder, or have the kiosk that holds it come to the front."""
        if not self._folder_ready():
            return Claim.UNGUARDED
        started = time.monotonic()
        deadline = started + self.answer_wait_s
        while True:
            if self._lock.tryLock(0):  # Qt clears a lock whose process is gone
                self._listen()
                return Claim.HELD
            if self._lock.error() != QLockFile.LockError.LockFailedError:
                self._unguarded()
                return Claim.UNGUARDED
            answer = self._ask_to_raise(deadline)
            if answer is Claim.NOT_ANSWERING:
                return self._not_answering()
            if answer is not None:
                return answer
            # Nobody listens: the holder is starting this very moment, or it is not a kiosk.
            if time.monotonic() - started >= self.grace_s and self._lock.removeStaleLockFile():
                log.warning(
                    "Took over %s: its holder answered nothing and held no lock", self.lock_file
                )
                continue
            if time.monotonic() >= deadline:
                return self._not_answering()
            time.sleep(RETRY_S)  # then try the lock and the holder again

    def try_hold(self) -> bool:
        """Hold the folder if nobody does; never asks or answers anyone (the demo's way)."""
        if not self._folder_ready():
            return False
        if self._lock.tryLock(0):
            log.info("Process %d holds %s", os.getpid(), self.lock_file)
            return True
        return False

    def answer_with(self, window: QWidget) -> None:
        """Later starts bring ``window`` to the front."""
        self._window = window

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock.isLocked():
            self._lock.unlock()

    # --- the second start ------------------------------------------------------------------

    def _folder_ready(self) -> bool:
        try:
            self.lock_file.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            log.warning("No data folder for %s (%s)", self.lock_file, error)
            self._unguarded()
            return False
        return True

    def _unguarded(self) -> None:
        log.warning(
            "Cannot make the lock file %s (%s): a second kiosk on this data folder would not be "
            "noticed",
            self.lock_file,
            self._lock.error().name,
        )

    def _not_answering(self) -> Claim:
        log.warning(
            "%s is held by a process that did not answer within %.0f s",
            self.lock_file,
            self.answer_wait_s,
        )
        return Claim.NOT_ANSWERING

    def _ask_to_raise(self, deadline: float) -> Claim | None:
        """RAISED when the holder answered; NOT_ANSWERING when it took the question and said
        nothing by ``deadline``; None when nobody listens or the holder hung up (it may be
        quitting: the caller tries the lock again)."""
        socket = QLocalSocket()
        socket.connectToServer(self.server_name)
        if not socket.waitForConnected(_ms_until(deadline, cap_ms=1000)):
            return None
        socket.write(_ASK + b" %d\n" % os.getpid())
        reply = b""
        while not reply.endswith(b"\n") and len(reply) <= _LINE_LIMIT:
            if not socket.bytesAvailable() and not socket.waitForReadyRead(_ms_until(deadline)):
                break
            reply += bytes(socket.readAll().data())
        waited_out = socket.state() == QLocalSocket.LocalSocketState.ConnectedState
        socket.abort()
        if reply == _ANSWER:
            return Claim.RAISED
        if waited_out or time.monotonic() >= deadline:
            return Claim.NOT_ANSWERING
        return None

    # --- the running kiosk ------------------------------------------------------------------

    def _listen(self) -> None:
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.server_name)  # a crashed holder's socket file
        if not server.listen(self.server_name):
            log.warning(
                "Process %d holds %s but cannot answer later starts (%s): they say it does not "
                "answer",
                os.getpid(),
                self.lock_file,
                server.errorString(),
            )
            return
        server.newConnection.connect(self._take_connections)
        self._server = server
        log.info(
            "Process %d holds %s; later starts ask it at %s",
            os.getpid(),
            self.lock_file,
            server.fullServerName(),
        )

    def _take_connections(self) -> None:
        while self._server is not None and self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.disconnected.connect(socket.deleteLater)
            socket.readyRead.connect(partial(self._read_question, socket))
            self._read_question(socket)

    def _read_question(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > _LINE_LIMIT:
                socket.abort()
            return
        word, _, pid = bytes(socket.readLine(_LINE_LIMIT).data()).strip().partition(b" ")
        if word != _ASK:
            socket.abort()
            return
        who = pid.decode("ascii") if pid.isdigit() else "?"
        where = bring_to_front(self._window) if self._window is not None else "not shown yet"
        log.info(
            "A second start (process %s) found this kiosk running: window in front (%s)", who, where
        )
        socket.write(_ANSWER)
        socket.flush()
        socket.disconnectFromServer()


def _ms_until(deadline: float, cap_ms: int | None = None) -> int:
    left = max(0, int((deadline - time.monotonic()) * 1000))
    return left if cap_ms is None else min(left, cap_ms)


def bring_to_front(window: QWidget) -> str:
    """Un-minimise ``window`` (keeping full screen or maximised), raise and activate it; give
    its state in words for the log. A window not shown yet is left to the start-up to show."""
    if not window.isVisible():
        return "not shown yet"
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.raise_()
    window.activateWindow()
    if window.isFullScreen():
        on_top = window.windowFlags() & Qt.WindowType.WindowStaysOnTopHint
        return "full screen, on top" if on_top else "full screen"
    return "maximised" if window.isMaximized() else "a window"


def tell_already_running(claim: Claim) -> int:
    """Print what a second start found and show it in a box when there is a display (it closes
    by itself: the kiosk in front may hide it). The exit code: 0 when the running kiosk came to
    the front (nothing went wrong for whoever started it), 1 when it did not answer."""
    apply_language("")  # this computer's language: the kiosk's own settings stay unread
    text = already_running_text(raised=claim is Claim.RAISED)
    print(text, flush=True)  # the running kiosk logs the second start
    if QGuiApplication.platformName() not in _NO_DISPLAY:
        box = QMessageBox(QMessageBox.Icon.Information, "Mint Kiosk", text)
        QTimer.singleShot(MESSAGE_BOX_MS, box.accept)
        box.exec()
    return 0 if claim is Claim.RAISED else 1
