"""Where the token lives: the OS keyring when there is a usable backend (here an in-memory one),
else memory only."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace

import keyring
import keyring.errors
import pytest
from keyring.backends import fail

from kiosk.emulator import EmulatorServer
from kiosk.emulator.models import DemoDrop
from kiosk.service import (
    KeyringTokenStore,
    MemoryTokenStore,
    ServiceClient,
    StoredToken,
    default_token_store,
    keyring_usable,
)
from kiosk.service.auth import token_owner
from kiosk.service.token_store import KEYRING_SERVICE, KEYRING_TOKEN_NAME
from tests.keyrings import BrokenKeyring, MemoryKeyring
from tests.service.conftest import (
    TOKEN_ROUTE,
    ClientFactory,
    RecordingTransport,
    credentials_of,
    service_config,
)


@pytest.fixture
def fail_keyring() -> Iterator[None]:
    previous = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(previous)


def test_keyring_token_survives_into_a_second_client(
    memory_keyring: MemoryKeyring, make_client: ClientFactory, emulator: EmulatorServer,
    drop: DemoDrop,
) -> None:
    assert keyring_usable()
    first_store = default_token_store()
    assert isinstance(first_store, KeyringTokenStore)
    make_client(token_store=first_store).get_mint_link(drop.qr_hashes[0])
    assert emulator.state.counters[TOKEN_ROUTE] == 1
    kept = json.loads(memory_keyring.passwords[(KEYRING_SERVICE, KEYRING_TOKEN_NAME)])
    assert set(kept) == {"value", "expires_at", "issued_for"}

    second = make_client(token_store=default_token_store())  # as after a restart
    assert second.get_mint_link(drop.qr_hashes[1]).qr_hash == drop.qr_hashes[1]
    assert emulator.state.counters[TOKEN_ROUTE] == 1  # no new token request


def test_client_without_a_store_uses_the_keyring(
    memory_keyring: MemoryKeyring, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    with ServiceClient(service_config(emulator), credentials_of(emulator)) as client:
        assert isinstance(client.token_store, KeyringTokenStore)
        client.get_mint_link(drop.qr_hashes[0])
    assert (KEYRING_SERVICE, KEYRING_TOKEN_NAME) in memory_keyring.passwords


def test_unreadable_keyring_entry_means_a_new_token(
    memory_keyring: MemoryKeyring, make_client: ClientFactory, emulator: EmulatorServer,
    drop: DemoDrop,
) -> None:
    for garbage in ("not json", "[]", '{"value": 1}', '{"value": "x", "expires_at": "soon"}'):
        memory_keyring.passwords[(KEYRING_SERVICE, KEYRING_TOKEN_NAME)] = garbage
        assert KeyringTokenStore().load() is None
    make_client(token_store=KeyringTokenStore()).get_mint_link(drop.qr_hashes[0])
    assert emulator.state.counters[TOKEN_ROUTE] == 1
    assert KeyringTokenStore().load() is not None


def test_token_refused_from_the_keyring_is_replaced(
    memory_keyring: MemoryKeyring, make_client: ClientFactory, emulator: EmulatorServer,
    drop: DemoDrop,
) -> None:
    """A kept token the service no longer knows heals itself: refused once, fetched anew."""
    owner = token_owner(service_config(emulator), credentials_of(emulator))
    store = KeyringTokenStore()
    store.save(StoredToken("stale-token", 4_000_000_000.0, owner))
    assert make_client(token_store=store).get_mint_link(drop.qr_hashes[0]).qr_hash
    assert emulator.state.counters[TOKEN_ROUTE] == 1
    assert emulator.state.counters["GET /actions/claim-qr"] == 2  # refused once, then sent again
    fresh = store.load()
    assert fresh is not None
    assert fresh.value != "stale-token"


@pytest.mark.parametrize("other", ["base_url", "auth_url", "client_id"])
def test_a_token_kept_for_another_service_is_never_sent(
    memory_keyring: MemoryKeyring, make_client: ClientFactory, emulator: EmulatorServer,
    transport: RecordingTransport, drop: DemoDrop, other: str,
) -> None:
    """Demo mode and the real service share the keyring: neither gets the other's token."""
    config, creds = service_config(emulator), credentials_of(emulator)
    if other == "client_id":
        creds = replace(creds, client_id="someone-else")
    elif other == "base_url":
        config = replace(config, base_url="https://api.elsewhere.example")
    else:
        config = replace(config, auth_url="https://auth.elsewhere.example")
    store = KeyringTokenStore()
    store.save(StoredToken("foreign-token", 4_000_000_000.0, token_owner(config, creds)))
    make_client(token_store=store).get_mint_link(drop.qr_hashes[0])
    assert emulator.state.counters[TOKEN_ROUTE] == 1
    assert emulator.state.counters["GET /actions/claim-qr"] == 1  # no refused round trip
    bearers = {sent.headers.get("Authorization") for sent in transport.to_path("/claim-qr")}
    assert "Bearer foreign-token" not in bearers


def test_keyring_clear_removes_the_token(memory_keyring: MemoryKeyring) -> None:
    store = KeyringTokenStore()
    store.save(StoredToken("t", 1.0))
    assert store.load() == StoredToken("t", 1.0)
    store.clear()
    assert store.load() is None
    store.clear()  # nothing left: still fine


def test_locked_keyring_does_not_stop_the_client(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    previous = keyring.get_keyring()
    keyring.set_keyring(BrokenKeyring())
    try:
        client = make_client(token_store=KeyringTokenStore())
        assert client.get_mint_link(drop.qr_hashes[0]).qr_hash == drop.qr_hashes[0]
    finally:
        keyring.set_keyring(previous)


def test_default_store_falls_back_to_memory_with_the_fail_backend(fail_keyring: None) -> None:
    assert not keyring_usable()
    store = default_token_store()
    assert isinstance(store, MemoryTokenStore)
    assert "memory" in store.description


def test_memory_store_shared_by_two_clients_fetches_one_token(
    make_client: ClientFactory, emulator: EmulatorServer, drop: DemoDrop
) -> None:
    store = MemoryTokenStore()
    make_client(token_store=store).get_mint_link(drop.qr_hashes[0])
    make_client(token_store=store).get_mint_link(drop.qr_hashes[1])
    assert emulator.state.counters[TOKEN_ROUTE] == 1
    assert make_client().get_mint_link(drop.qr_hashes[2]).qr_hash  # its own store: a new token
    assert emulator.state.counters[TOKEN_ROUTE] == 2


def test_stored_token_and_credentials_never_show_in_repr(emulator: EmulatorServer) -> None:
    token = StoredToken("very-secret-token", 1.0)
    assert "very-secret-token" not in repr(token)
    creds = credentials_of(emulator)
    for secret in (creds.api_key, creds.client_id, creds.client_secret):
        assert secret not in repr(creds)
