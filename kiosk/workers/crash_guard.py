"""Uncaught exceptions become a log entry and an "out of order" screen, never a traceback on screen.

PySide6 hands an exception raised in a slot or a Qt virtual method to ``sys.excepthook``; one that
ends a Python thread goes to ``threading.excepthook``. Both are logged with their traceback as the
message text (so the redacting log filter sees it) and reported by ``crashed``, always delivered in
the guard's thread (the UI thread) after the failing code has unwound (Electrum's exception hook).
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QObject, Qt, Signal

log = logging.getLogger(__name__)

_SysHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
_ThreadHook = Callable[[threading.ExceptHookArgs], object]


class CrashGuard(QObject):
    """Catches what nothing else caught; the app answers ``crashed`` with the out-of-order page."""

    crashed = Signal(str)  # the exception's type name: for a status line, never its text
    _caught = Signal(str)  # emitted from any thread, inside the hook

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._caught.connect(self.crashed, Qt.ConnectionType.QueuedConnection)
        self._previous: tuple[_SysHook, _ThreadHook] | None = None

    @property
    def installed(self) -> bool:
        return self._previous is not None

    def install(self) -> None:
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._on_exception
        threading.excepthook = self._on_thread_exception

    def uninstall(self) -> None:
        """Put back the hooks found at ``install``."""
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def _on_exception(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        self._report(kind, error, trace, threading.current_thread().name)

    def _on_thread_exception(self, args: threading.ExceptHookArgs) -> None:
        if issubclass(args.exc_type, SystemExit):  # a thread may end itself so, as by default
            return
        name = args.thread.name if args.thread is not None else "unknown thread"
        self._report(args.exc_type, args.exc_value, args.exc_traceback, name)

    def _report(
        self,
        kind: type[BaseException],
        error: BaseException | None,
        trace: TracebackType | None,
        thread_name: str,
    ) -> None:
        text = "".join(traceback.format_exception(kind, error, trace)).rstrip()
        log.critical("Uncaught %s in %s; out of order:\n%s", kind.__name__, thread_name, text)
        self._caught.emit(kind.__name__)
