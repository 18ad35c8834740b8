"""Edit codes kept per drop: in the keyring when there is one, in memory for this run otherwise."""

from __future__ import annotations

from collections.abc import Iterator

import keyring
import pytest
from keyring.backends import fail

from kiosk.core.secrets import (
    KEYRING_SERVICE,
    EditCodeHome,
    forget_edit_code,
    load_edit_code,
    store_edit_code,
)
from tests.keyrings import BrokenKeyring, MemoryKeyring

DROP = 4242


@pytest.fixture(autouse=True)
def forget_after() -> Iterator[None]:
    """Codes kept in memory outlive a test; forget them whatever the test did."""
    yield
    forget_edit_code(DROP)
    forget_edit_code(DROP + 1)


@pytest.fixture
def no_keyring() -> Iterator[None]:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(previous)


@pytest.fixture
def broken_keyring() -> Iterator[BrokenKeyring]:
    previous = keyring.get_keyring()
    backend = BrokenKeyring()
    keyring.set_keyring(backend)
    yield backend
    keyring.set_keyring(previous)


def test_edit_code_is_kept_in_the_keyring_per_drop(memory_keyring: MemoryKeyring) -> None:
    assert store_edit_code(DROP, "123456") is EditCodeHome.KEYRING
    store_edit_code(DROP + 1, "654321")

    assert memory_keyring.passwords[(KEYRING_SERVICE, f"edit_code:{DROP}")] == "123456"
    assert load_edit_code(DROP) == "123456"
    assert load_edit_code(DROP + 1) == "654321"


def test_a_new_code_replaces_the_kept_one(memory_keyring: MemoryKeyring) -> None:
    store_edit_code(DROP, "123456")
    store_edit_code(DROP, "111111")

    assert load_edit_code(DROP) == "111111"


def test_forgotten_code_is_gone_from_the_keyring(memory_keyring: MemoryKeyring) -> None:
    store_edit_code(DROP, "123456")

    forget_edit_code(DROP)

    assert load_edit_code(DROP) == ""
    assert memory_keyring.passwords == {}


def test_forgetting_a_code_never_kept_is_harmless(memory_keyring: MemoryKeyring) -> None:
    forget_edit_code(DROP)

    assert load_edit_code(DROP) == ""


@pytest.mark.usefixtures("no_keyring")
def test_without_a_keyring_the_code_lives_in_memory_for_this_run() -> None:
    assert store_edit_code(DROP, "123456") is EditCodeHome.MEMORY
    assert load_edit_code(DROP) == "123456"

    forget_edit_code(DROP)

    assert load_edit_code(DROP) == ""


def test_a_locked_keyring_falls_back_to_memory(broken_keyring: BrokenKeyring) -> None:
    assert store_edit_code(DROP, "123456") is EditCodeHome.MEMORY

    assert load_edit_code(DROP) == "123456"
    assert broken_keyring.passwords == {}


def test_a_code_kept_in_memory_gives_way_once_the_keyring_takes_it(
    broken_keyring: BrokenKeyring, memory_keyring: MemoryKeyring
) -> None:
    # memory_keyring is set after broken_keyring, so store while the broken one is active first.
    keyring.set_keyring(broken_keyring)
    store_edit_code(DROP, "123456")
    keyring.set_keyring(memory_keyring)

    assert store_edit_code(DROP, "222222") is EditCodeHome.KEYRING
    assert load_edit_code(DROP) == "222222"
