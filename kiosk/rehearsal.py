"""Rehearsal with faults: what the attendee was told, held against what the emulator did.

``kiosk --demo --fault SPEC`` and ``kiosk --self-test --fault SPEC`` put faults on the built-in
emulator, so staff can practise what the screen says when the network or the chain misbehaves.
With faults the self-test checks each flow with ``agrees``: a flow may end in a failure (the
fault makes it so), but the attendee must never be told something the emulator did not do.

Qt-free: the rule and its words are tested on their own.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable, Mapping
from dataclasses import fields
from enum import StrEnum
from typing import Any

from kiosk.core.reasons import Outcome
from kiosk.emulator.faults import Fault


class Did(StrEnum):
    """What the emulator did for one attendee's attempt, from its own record."""

    PASSED = "minted and passed"
    FAILED = "minted and failed"
    PENDING = "pending"  # accepted, the transaction not final (yet, or ever)
    RESERVED = "reserved for the e-mail address"  # e-mail recipients never reach the chain
    NOT_MINTED = "not minted"


ACCEPTED = frozenset({Did.PASSED, Did.FAILED, Did.PENDING, Did.RESERVED})
HAS_IT = frozenset({Did.PASSED, Did.RESERVED})  # the attendee got the collectible (or its claim)

# Told that they have it: true only when the emulator minted and passed it (or reserved it).
TOLD_DONE: dict[Outcome, frozenset[Did]] = {
    Outcome.MINTED: frozenset({Did.PASSED}),
    Outcome.RESERVED_BY_EMAIL: HAS_IT,
}
# Told that nothing was minted (or sent): true only when the emulator minted nothing for them
# ("The mint failed" is true of a transaction that failed too).
TOLD_NOTHING_MINTED: dict[Outcome, frozenset[Did]] = {
    Outcome.NO_NETWORK: frozenset({Did.NOT_MINTED}),
    Outcome.CANNOT_MINT: frozenset({Did.NOT_MINTED}),
    Outcome.KIOSK_REFUSED: frozenset({Did.NOT_MINTED}),
    Outcome.MINT_FAILED: frozenset({Did.NOT_MINTED, Did.FAILED}),
}
# Promises nothing about the mint: kept to be sent later, or not known yet.
TOLD_NOTHING_YET = frozenset({Outcome.QUEUED, Outcome.UNCONFIRMED})


def agrees(told: Outcome, did: Did) -> bool:
    """Whether what the attendee was told is true of what the emulator did.

    MINTED needs a passed mint, RESERVED_BY_EMAIL a passed mint or a reservation; ON_ITS_WAY
    needs an accepted mint (its end may still be open); QUEUED and UNCONFIRMED promise nothing.
    NO_NETWORK, CANNOT_MINT, KIOSK_REFUSED and MINT_FAILED say nothing was minted: untrue of a
    mint the emulator took and may yet pass. Every other outcome tells a failure (ALREADY_CLAIMED,
    NOT_FOUND, FAILED, …): untrue only when the attendee got the collectible after all.
    """
    if told in TOLD_DONE:
        return did in TOLD_DONE[told]
    if told in TOLD_NOTHING_MINTED:
        return did in TOLD_NOTHING_MINTED[told]
    if told is Outcome.ON_ITS_WAY:
        return did in ACCEPTED
    if told in TOLD_NOTHING_YET:
        return True
    return did not in HAS_IT


def did_of_claim(claim: Mapping[str, Any], recipient: str) -> Did:
    """What the emulator did for ``recipient`` with one mint link, from the link's claim status
    (``EmulatorState.claim_status``). A link claimed for someone else was not their mint."""
    beneficiary = str(claim.get("beneficiary") or "")
    if not claim.get("claimed") or beneficiary.lower() != recipient.lower():
        return Did.NOT_MINTED
    match claim.get("tx_status"):
        case "passed":
            return Did.PASSED
        case "failed":
            return Did.FAILED
        case None:
            return Did.RESERVED
        case _:
            return Did.PENDING


def fault_spec(route: str, fault: Fault) -> str:
    """``fault`` in the ``--fault`` text form (``ROUTE=KEY:VALUE,...``); parses back to it."""
    given = []
    for field in fields(Fault):
        value = getattr(fault, field.name)
        if value == field.default:
            continue
        given.append(field.name if value is True else f"{field.name}:{value}")
    return f"{route}={','.join(given)}"


def fault_lines(faults: Iterable[tuple[str, Fault]]) -> list[str]:
    """What the demo and the self-test print about the faults they run with."""
    specs = [fault_spec(route, fault) for route, fault in faults]
    if not specs:
        return []
    return [
        "Faults on the built-in emulator (practise what the screen says):",
        *(f"  --fault {shlex.quote(spec)}" for spec in specs),
    ]
