"""A drop's mint codes as staff read them: how many can still be minted, not just unclaimed."""

from __future__ import annotations

from dataclasses import dataclass

from kiosk.service import MintCode, ServiceClient


@dataclass(frozen=True)
class DropCodes:
    """The codes the service lists (with ``claimed`` only), and whether the drop has expired:
    then the service refuses every one of them, claimed or not. ``expiry_known``: False while
    no answer told the service's day (this computer's may be a day off it): the expiry is then
    not judged (``drop_expired`` False), and staff are told so."""

    codes: list[MintCode]
    drop_expired: bool
    expiry_known: bool = True

    @property
    def left(self) -> int:
        """The codes an attendee could still mint."""
        return 0 if self.drop_expired else sum(not code.claimed for code in self.codes)


def read_drop_codes(client: ServiceClient, drop_id: int, edit_code: str) -> DropCodes:
    """The drop's codes and its expiry, in two calls (the code list carries no expiry)."""
    codes = client.mint_codes(drop_id, edit_code)
    drop = client.get_event_by_id(drop_id)
    today = client.known_today()
    return DropCodes(codes, today is not None and drop.expired(today), today is not None)
