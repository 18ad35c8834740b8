"""Dispenser mode's state machine, the k-of-n share and links files, without Qt or a network; the
clock is the test's, so nothing sleeps."""

from __future__ import annotations

import random
import string
from pathlib import Path

import pytest

from kiosk.core.dispenser import (
    MAX_HIDDEN_ASKED,
    MAX_LINKS_FILE_BYTES,
    CheckLink,
    DispenserFlow,
    Journal,
    LinkCheck,
    LoadPool,
    PollLink,
    PoolProblem,
    Reach,
    Record,
    Screen,
    WakeAfter,
    kiosk_share,
    mint_page_url,
    read_links_file,
    read_links_text,
)
from tests.clock import FakeClock

SITE = "https://poap.xyz"
LINKS = ["aaa111", "bbb222", "ccc333"]


def hashes(count: int, seed: int = 1) -> list[str]:
    rng = random.Random(seed)
    alphabet = string.ascii_lowercase + string.digits
    return ["".join(rng.choices(alphabet, k=6)) for _ in range(count)]


def loaded(clock: FakeClock, links: list[str] = LINKS, **options: float) -> DispenserFlow:
    flow = DispenserFlow(clock=clock, **options)  # type: ignore[arg-type]
    assert flow.start() == [LoadPool()]
    flow.pool_loaded(links)
    return flow


def shown(clock: FakeClock, links: list[str] = LINKS) -> DispenserFlow:
    flow = loaded(clock, links)
    flow.tapped()
    flow.checked(links[0], LinkCheck.FREE)
    return flow


def screen_of(flow: DispenserFlow) -> Screen:
    """The screen now (a call, so a type checker does not hold on to an earlier one)."""
    return flow.state.screen


# --- k of n -------------------------------------------------------------------------------------


@pytest.mark.parametrize("kiosks", [1, 2, 3, 5])
def test_the_kiosks_shares_cover_every_link_once(kiosks: int) -> None:
    links = hashes(600)
    shares = [kiosk_share(links, number, kiosks) for number in range(1, kiosks + 1)]
    assert sorted(h for share in shares for h in share) == sorted(links)
    assert all(len(share) > 600 / kiosks / 2 for share in shares)  # roughly even


def test_a_kiosks_share_does_not_depend_on_the_order_or_the_rest_of_the_list() -> None:
    links = hashes(200)
    mine = set(kiosk_share(links, 2, 3))
    shuffled = links[::-1]
    assert set(kiosk_share(shuffled, 2, 3)) == mine
    assert set(kiosk_share(links[:50], 2, 3)) == mine & set(links[:50])
    assert set(kiosk_share([h.upper() for h in links], 2, 3)) == mine


def test_the_flow_takes_only_its_share() -> None:
    links = hashes(100)
    flow = DispenserFlow(number=1, kiosks=2, clock=FakeClock())
    flow.start()
    flow.pool_loaded(links)
    assert list(flow.pool) == kiosk_share(links, 1, 2)
    assert flow.state.left == len(flow.pool) < 100


# --- the QR's link ------------------------------------------------------------------------------


def test_the_qr_opens_the_public_mint_page() -> None:
    assert mint_page_url("AbC123", "", SITE) == "https://poap.xyz/mint/abc123"
    assert mint_page_url("abc123", "", "http://127.0.0.1:9/") == "http://127.0.0.1:9/mint/abc123"
    assert mint_page_url("abc123", "https://x.org/claim?c=", SITE) == "https://x.org/claim?c=abc123"


# --- links files --------------------------------------------------------------------------------


def test_a_links_file_is_read_like_typed_links() -> None:
    text = (
        "link,name\n"  # a CSV header: no link in it
        "https://poap.xyz/mint/AAA111,Ann\n"
        "  http://poap.xyz/claim/bbb222  \n"
        "\n"
        "https://app.poap.xyz/mint?qr_hash=ccc333\n"
        "ddd444\n"
        "https://poap.xyz/mint/aaa111\n"  # again
        "https://evil.example/mint/eee555\n"  # another site's link
        "hello world\n"
    )
    read = read_links_text(text, SITE)
    assert read.qr_hashes == ("aaa111", "bbb222", "ccc333", "ddd444")
    assert (read.unreadable, read.repeated, read.problem) == (3, 1, None)


@pytest.mark.parametrize("text", ["", "\n\n", "no links here\n", "https://poap.xyz/\n"])
def test_a_file_without_links_says_so(text: str) -> None:
    assert read_links_text(text, SITE).problem is PoolProblem.BAD_FILE


def test_bad_links_files(tmp_path: Path) -> None:
    assert read_links_file(tmp_path / "missing.txt", SITE).problem is PoolProblem.NO_FILE
    binary = tmp_path / "links.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe")
    assert read_links_file(binary, SITE).problem is PoolProblem.BAD_FILE
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"aaa111\n" * (MAX_LINKS_FILE_BYTES // 7 + 1))
    assert read_links_file(huge, SITE).problem is PoolProblem.BAD_FILE
    good = tmp_path / "links.txt"
    good.write_text("\ufeffhttps://poap.xyz/mint/aaa111\r\nbbb222\r\n", encoding="utf-8")
    assert read_links_file(good, SITE).qr_hashes == ("aaa111", "bbb222")


# --- the rotation -------------------------------------------------------------------------------


def test_a_qr_is_shown_only_after_a_tap_and_a_live_check(clock: FakeClock) -> None:
    flow = loaded(clock)
    assert screen_of(flow) is Screen.TAP
    assert flow.tapped() == [CheckLink("aaa111")]
    assert screen_of(flow) is Screen.CHECKING
    assert flow.state.left == 3
    assert flow.checked("aaa111", LinkCheck.FREE) == [
        Journal(Record.SHOWN, "aaa111"),
        PollLink("aaa111", 2.0),
        WakeAfter(60.0),
    ]
    assert (screen_of(flow), flow.state.qr_hash, flow.state.shown) == (
        Screen.SHOWING,
        "aaa111",
        1,
    )
    assert flow.tapped() == []  # one QR at a time


def test_a_claimed_link_is_never_shown_the_next_is_checked(clock: FakeClock) -> None:
    flow = loaded(clock)
    flow.tapped()
    assert flow.checked("aaa111", LinkCheck.CLAIMED) == [CheckLink("bbb222")]
    assert flow.checked("bbb222", LinkCheck.OTHER_DROP) == [CheckLink("ccc333")]
    assert flow.checked("ccc333", LinkCheck.NOT_FOUND) == []
    assert (screen_of(flow), flow.state.qr_hash, flow.state.left) == (Screen.EMPTY, "", 0)


def test_the_screen_moves_on_when_the_service_says_claimed(clock: FakeClock) -> None:
    flow = shown(clock)
    assert flow.polled("aaa111", LinkCheck.FREE) == [PollLink("aaa111", 2.0)]
    assert flow.polled("aaa111", LinkCheck.CLAIMED) == [Journal(Record.CLAIMED, "aaa111")]
    assert (screen_of(flow), flow.state.qr_hash) == (Screen.TAP, "")
    assert (flow.state.left, flow.state.shown, flow.state.claimed) == (2, 1, 1)


def test_a_link_claimed_before_its_qr_was_up_is_journaled_so_and_not_counted(
    clock: FakeClock,
) -> None:
    flow = shown(clock)
    claimed_elsewhere = flow.polled("aaa111", LinkCheck.CLAIMED_ELSEWHERE)
    assert claimed_elsewhere == [Journal(Record.CLAIMED_ELSEWHERE, "aaa111")]
    assert (screen_of(flow), flow.state.qr_hash) == (Screen.TAP, "")
    assert (flow.state.left, flow.state.shown, flow.state.claimed) == (2, 1, 0)


def test_polling_backs_off_while_offline_and_the_qr_stays(clock: FakeClock) -> None:
    flow = shown(clock)
    waits = [flow.polled("aaa111", LinkCheck.UNCHECKED) for _ in range(5)]
    assert waits == [[PollLink("aaa111", s)] for s in (4.0, 8.0, 16.0, 16.0, 16.0)]
    assert screen_of(flow) is Screen.SHOWING
    assert flow.state.offline
    assert flow.polled("aaa111", LinkCheck.FREE) == [PollLink("aaa111", 2.0)]
    assert not flow.state.offline


def test_a_busy_service_is_told_apart_from_no_connection_until_it_answers(
    clock: FakeClock,
) -> None:
    """A 429 is an answer: the service is there. The QR stays and polls back off as offline,
    but the state says busy, and the next answer of any kind ends it."""
    flow = shown(clock)
    assert flow.polled("aaa111", LinkCheck.BUSY) == [PollLink("aaa111", 4.0)]
    reaches = [flow.state.reach]
    flow.polled("aaa111", LinkCheck.UNCHECKED)
    reaches.append(flow.state.reach)
    flow.polled("aaa111", LinkCheck.BUSY)
    flow.polled("aaa111", LinkCheck.FREE)
    reaches.append(flow.state.reach)
    assert reaches == [Reach.BUSY, Reach.NO_ANSWER, Reach.ANSWERING]
    assert flow.state.offline is False


def test_an_unchecked_link_is_not_shown_and_kept(clock: FakeClock) -> None:
    flow = loaded(clock)
    flow.tapped()
    assert flow.checked("aaa111", LinkCheck.UNCHECKED) == []
    assert screen_of(flow) is Screen.TAP
    assert flow.state.offline
    assert flow.pool[0] == "aaa111"
    assert flow.tapped() == [CheckLink("aaa111")]


def test_an_unclaimed_qr_is_hidden_after_the_timeout_and_goes_back(clock: FakeClock) -> None:
    flow = shown(clock)
    clock.now += 59
    assert flow.tick() == [WakeAfter(1.0)]
    clock.now += 1
    assert flow.tick() == [Journal(Record.RETURNED, "aaa111")]
    assert screen_of(flow) is Screen.TAP
    assert list(flow.pool) == ["bbb222", "ccc333", "aaa111"]
    # its late answer is still heard: claimed after all, it leaves the pool
    assert flow.polled("aaa111", LinkCheck.CLAIMED) == [Journal(Record.CLAIMED, "aaa111")]
    assert list(flow.pool) == ["bbb222", "ccc333"]
    assert flow.state.claimed == 1


def test_a_links_files_hidden_links_are_asked_about_the_last_shown_first_and_a_few_at_most(
    clock: FakeClock,
) -> None:
    """Each minute the hidden links of a file are asked about (a phone may have minted one since
    its QR went); a day's thousands shown must not all be asked every minute, and an older one
    (a slow phone's) is still asked in turn, not only when its QR is shown again."""
    links = hashes(3 * MAX_HIDDEN_ASKED)
    flow = loaded(clock, links)
    for qr_hash in links:  # each shown in turn, and hidden unused after the timeout
        assert flow.tapped() == [CheckLink(qr_hash)]
        flow.checked(qr_hash, LinkCheck.FREE)
        clock.now += flow.hide_after_s
        assert flow.tick() == [Journal(Record.RETURNED, qr_hash)]
    recent = MAX_HIDDEN_ASKED // 2
    newest = [CheckLink(h) for h in reversed(links[-recent:])]
    asked = flow.ask_hidden()
    assert len(asked) == MAX_HIDDEN_ASKED
    assert asked[:recent] == newest
    # one of the newest claimed by a phone meanwhile: counted, out of the pool and of the next asks
    assert flow.checked(links[-1], LinkCheck.CLAIMED) == [Journal(Record.CLAIMED, links[-1])]
    older_asked = {e.qr_hash for e in asked[recent:] if isinstance(e, CheckLink)}
    rounds = 1
    older = set(links[: -recent - 1])
    while not older <= older_asked and rounds < 10:
        asked = flow.ask_hidden()
        assert len(asked) == MAX_HIDDEN_ASKED
        assert asked[:recent] == [CheckLink(h) for h in reversed(links[-recent - 1 : -1])]
        older_asked |= {e.qr_hash for e in asked[recent:] if isinstance(e, CheckLink)}
        rounds += 1
    # the 24 older ones, five a round (one more as the claim moved the newest along): each
    # asked within six minutes, the oldest too
    assert older <= older_asked
    assert rounds <= 6


def test_the_last_claim_empties_the_screen(clock: FakeClock) -> None:
    flow = shown(clock, ["aaa111"])
    flow.polled("aaa111", LinkCheck.CLAIMED)
    assert screen_of(flow) is Screen.EMPTY
    assert flow.tapped() == [LoadPool()]  # more links may have come
    assert screen_of(flow) is Screen.LOADING
    flow.pool_loaded([], claimed=["aaa111"])  # the service lists it claimed, none free
    assert screen_of(flow) is Screen.EMPTY
    assert flow.state.claimed == 1  # counted once, though the list names it again


def test_an_expired_drop_has_its_own_screen(clock: FakeClock) -> None:
    flow = loaded(clock)
    flow.tapped()
    flow.checked("aaa111", LinkCheck.EXPIRED)
    assert screen_of(flow) is Screen.EXPIRED
    assert flow.tapped() == []
    flow = shown(clock)
    flow.polled("aaa111", LinkCheck.EXPIRED)
    assert screen_of(flow) is Screen.EXPIRED
    assert not flow.state.qr_hash


def test_a_switched_off_link_is_dropped_like_a_used_one_and_the_next_checked(
    clock: FakeClock,
) -> None:
    flow = loaded(clock)
    flow.tapped()
    assert flow.checked("aaa111", LinkCheck.INACTIVE) == [CheckLink("bbb222")]
    assert (screen_of(flow), flow.state.qr_hash) == (Screen.CHECKING, "bbb222")
    assert list(flow.pool) == ["ccc333"]  # never to be shown
    flow.checked("bbb222", LinkCheck.FREE)
    assert (screen_of(flow), flow.state.qr_hash, flow.state.left) == (Screen.SHOWING, "bbb222", 2)


def test_links_all_switched_off_ask_for_staff_never_say_expired(clock: FakeClock) -> None:
    flow = loaded(clock)
    flow.tapped()
    flow.checked("aaa111", LinkCheck.INACTIVE)
    flow.checked("bbb222", LinkCheck.INACTIVE)
    assert flow.checked("ccc333", LinkCheck.INACTIVE) == []
    assert (screen_of(flow), flow.state.problem) == (Screen.NO_LINKS, PoolProblem.SWITCHED_OFF)
    assert (flow.state.qr_hash, flow.state.left, flow.state.shown) == ("", 0, 0)
    assert flow.tapped() == [LoadPool()]  # the service may have switched them on again


def test_a_switched_off_link_is_not_called_handed_out(clock: FakeClock) -> None:
    """Some links claimed elsewhere, one switched off: not "all handed out" (one was not)."""
    flow = loaded(clock, ["aaa111", "bbb222"])
    flow.tapped()
    flow.checked("aaa111", LinkCheck.CLAIMED)
    flow.checked("bbb222", LinkCheck.INACTIVE)
    assert (screen_of(flow), flow.state.problem) == (Screen.NO_LINKS, PoolProblem.SWITCHED_OFF)
    flow.tapped()
    flow.pool_loaded(["ccc333"])  # a fresh list: what was switched off before counts no more
    flow.tapped()
    flow.checked("ccc333", LinkCheck.CLAIMED)
    assert screen_of(flow) is Screen.EMPTY


def test_a_link_switched_off_while_shown_goes_and_never_comes_back(clock: FakeClock) -> None:
    flow = shown(clock, ["aaa111", "bbb222"])
    assert flow.polled("aaa111", LinkCheck.INACTIVE) == []  # not journaled: nobody claimed it
    assert (screen_of(flow), flow.state.qr_hash, flow.state.claimed) == (Screen.TAP, "", 0)
    assert list(flow.pool) == ["bbb222"]
    flow.tapped()
    flow.checked("bbb222", LinkCheck.FREE)
    flow.polled("bbb222", LinkCheck.CLAIMED)
    assert (screen_of(flow), flow.state.problem) == (Screen.NO_LINKS, PoolProblem.SWITCHED_OFF)


def test_late_news_of_a_switched_off_link_takes_it_out_of_the_pool(clock: FakeClock) -> None:
    flow = shown(clock, ["aaa111", "bbb222"])
    clock.now += 60
    flow.tick()  # aaa111 hidden, back at the end of the pool
    assert flow.polled("aaa111", LinkCheck.INACTIVE) == []
    assert list(flow.pool) == ["bbb222"]
    assert flow.polled("bbb222", LinkCheck.INACTIVE) == []  # the last one: nothing to tap for
    assert (screen_of(flow), flow.state.problem) == (Screen.NO_LINKS, PoolProblem.SWITCHED_OFF)


def test_no_pool_says_why(clock: FakeClock) -> None:
    flow = DispenserFlow(clock=clock)
    flow.start()
    flow.pool_failed(PoolProblem.NO_EDIT_CODE)
    assert (screen_of(flow), flow.state.problem) == (Screen.NO_LINKS, PoolProblem.NO_EDIT_CODE)
    assert flow.tapped() == [LoadPool()]


def test_a_reload_while_shown_keeps_the_qr_and_never_doubles_it(clock: FakeClock) -> None:
    flow = shown(clock)
    flow.pool_loaded(LINKS)
    assert screen_of(flow) is Screen.SHOWING
    assert list(flow.pool) == ["bbb222", "ccc333"]


def test_settings_from_a_hand_edited_file_are_kept_in_range(clock: FakeClock) -> None:
    flow = DispenserFlow(number=7, kiosks=0, hide_after_s=-5, clock=clock)
    assert (flow.number, flow.kiosks, flow.hide_after_s) == (1, 1, 10.0)
    flow.start()
    flow.pool_loaded(LINKS)
    assert list(flow.pool) == LINKS
