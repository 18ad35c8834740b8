"""A faithful local emulator of the minting service (API, token issuer, mint site, artwork).

Start one with ``EmulatorServer().start()`` or ``kiosk emulator``; drive it from tests through
``server.state`` (faults, counters, clock, demo drops). See docs/service-behaviour.md.
"""

from kiosk.emulator.faults import Fault, parse_fault_spec
from kiosk.emulator.models import DemoDrop
from kiosk.emulator.server import EmulatorServer
from kiosk.emulator.state import Credentials, EmulatorState

__all__ = ["Credentials", "DemoDrop", "EmulatorServer", "EmulatorState", "Fault",
           "parse_fault_spec"]
