"""A faithful local emulator of the minting service (API, token issuer, mint site, artwork).

Start one with ``EmulatorServer().start()`` or ``kiosk emulator``; drive it from tests through
``server.state`` (faults, counters, clock, demo drops). See docs/service-behaviour.md.

The names are loaded when first used (PEP 562): the kiosk's own command line reads
``kiosk.emulator.command`` for its options, and a kiosk not in demo mode never loads the server
(uvicorn, Starlette) nor the demo data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kiosk.lazy_names import lazy_names

if TYPE_CHECKING:
    from kiosk.emulator.faults import Fault, parse_fault_spec
    from kiosk.emulator.models import DemoDrop
    from kiosk.emulator.server import EmulatorServer
    from kiosk.emulator.state import Credentials, EmulatorState

__all__ = ["Credentials", "DemoDrop", "EmulatorServer", "EmulatorState", "Fault",
           "parse_fault_spec"]

_HOMES = {
    "Fault": "kiosk.emulator.faults",
    "parse_fault_spec": "kiosk.emulator.faults",
    "DemoDrop": "kiosk.emulator.models",
    "EmulatorServer": "kiosk.emulator.server",
    "Credentials": "kiosk.emulator.state",
    "EmulatorState": "kiosk.emulator.state",
}

__getattr__ = lazy_names(__name__, _HOMES)
