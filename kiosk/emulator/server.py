"""``EmulatorServer``: the emulator app served by uvicorn in a daemon thread on 127.0.0.1.

uvicorn and Starlette are imported when it starts serving: the demo binds its port (and so knows
its address) before the kiosk's window is painted, and serves once it is.
"""

from __future__ import annotations

import socket
import threading
import time
from typing import TYPE_CHECKING

from kiosk.emulator.state import Credentials, EmulatorState

if TYPE_CHECKING:
    import uvicorn

START_TIMEOUT = 10.0


class EmulatorServer:
    """One emulator on one port; ``start()`` returns once it answers, ``stop()`` waits for it."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, *, latency_ms: int = 0,
                 token_lifetime: int = 86400, mint_delays: tuple[float, float] = (1.0, 3.0),
                 rate_limit_per_minute: int | None = None) -> None:
        self.host = host
        self.port = port
        self.state = EmulatorState(token_lifetime=token_lifetime, mint_delays=mint_delays,
                                   rate_limit_per_minute=rate_limit_per_minute,
                                   latency_ms=latency_ms)
        self._socket: socket.socket | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        return self.state.base_url

    @property
    def auth_url(self) -> str:
        return self.state.auth_url

    @property
    def mint_site(self) -> str:
        return self.state.mint_site

    @property
    def credentials(self) -> Credentials:
        return self.state.credentials

    def bind(self) -> None:
        """Take the port, listening (so port 0 becomes a known port before the URLs are made,
        and a client that comes before ``start`` waits in the backlog); once."""
        if self._socket is not None:
            return
        # proto=IPPROTO_TCP so asyncio sets TCP_NODELAY on accepted connections (it checks the
        # proto); with proto 0 every keep-alive answer waits ~40 ms for a delayed ACK.
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self.host, self.port))
        sock.listen(128)
        self.port = sock.getsockname()[1]
        shown = f"[{self.host}]" if family == socket.AF_INET6 else self.host
        self.state.origin = f"http://{shown}:{self.port}"
        self._socket = sock

    def start(self) -> None:
        """Bind (unless bound), then serve in a daemon thread and wait until uvicorn says it
        has started. The badges' drawing (Pillow and its FreeType library) is loaded here, on
        the caller's thread: a first library load on the server's thread can deadlock against
        Qt loading its plugins (docs/performance.md, "Known limits")."""
        import uvicorn
        from PIL import ImageDraw, ImageFont  # noqa: F401 - see below

        from kiosk.emulator.app import build_app

        if self._thread is not None:
            raise RuntimeError("the emulator is already running")
        self.bind()
        sock = self._socket
        assert sock is not None
        config = uvicorn.Config(build_app(self.state), loop="asyncio", http="h11",
                                lifespan="off", log_level="warning", access_log=False,
                                date_header=False)  # the app dates answers by its own clock
        server = uvicorn.Server(config)
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]},
                                  name=f"emulator:{self.port}", daemon=True)
        thread.start()
        deadline = time.monotonic() + START_TIMEOUT
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                sock.close()
                raise RuntimeError(f"the emulator did not start on {self.state.origin}")
            time.sleep(0.005)
        self._server, self._thread = server, thread

    def stop(self) -> None:
        """Stop serving and give the port back (a bound, never started one too)."""
        if self._server is not None and self._thread is not None:
            self._server.should_exit = True
            self._thread.join(timeout=START_TIMEOUT)
            self._server = self._thread = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None

    def wait(self) -> None:
        """Block until the server thread ends (the ``kiosk emulator`` command's foreground)."""
        if self._thread is not None:
            self._thread.join()
