"""Fixtures for the emulator tests: a plain httpx client, a token, and the headers to send."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from kiosk.emulator import EmulatorServer


@pytest.fixture
def http() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=10) as client:
        yield client


def request_token(http: httpx.Client, emulator: EmulatorServer) -> str:
    creds = emulator.credentials
    answer = http.post(f"{emulator.auth_url}/oauth/token", json={
        "audience": emulator.base_url, "grant_type": "client_credentials",
        "client_id": creds.client_id, "client_secret": creds.client_secret})
    assert answer.status_code == 200, answer.text
    token = answer.json()["access_token"]
    assert isinstance(token, str)
    return token


@pytest.fixture
def key_headers(emulator: EmulatorServer) -> dict[str, str]:
    """Headers of an open API call: the API key only."""
    return {"X-API-Key": emulator.credentials.api_key}


@pytest.fixture
def auth_headers(http: httpx.Client, emulator: EmulatorServer) -> dict[str, str]:
    """Headers of a protected API call: API key, bearer token, Accept."""
    return {"X-API-Key": emulator.credentials.api_key, "Accept": "application/json",
            "Authorization": f"Bearer {request_token(http, emulator)}"}
