"""Small request helpers shared by the emulator tests (raw httpx, no client code)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx

from kiosk.emulator import EmulatorServer

OPENAPI = Path(__file__).parent / "openapi-2025-09.json"
ADDRESS = "0x" + "ab" * 20
OTHER_ADDRESS = "0x" + "cd" * 20


def get_claim(http: httpx.Client, emulator: EmulatorServer, headers: dict[str, str],
              qr_hash: str) -> dict[str, Any]:
    answer = http.get(f"{emulator.base_url}/actions/claim-qr", params={"qr_hash": qr_hash},
                      headers=headers)
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def mint(http: httpx.Client, emulator: EmulatorServer, headers: dict[str, str], qr_hash: str,
         address: str, *, secret: str | None = None) -> httpx.Response:
    """GET the link's secret (unless given), then POST the mint."""
    if secret is None:
        secret = get_claim(http, emulator, headers, qr_hash)["secret"]
    return http.post(f"{emulator.base_url}/actions/claim-qr", headers=headers,
                     json={"address": address, "qr_hash": qr_hash, "secret": secret,
                           "sendEmail": False})


def error_message(answer: httpx.Response, status: int) -> str:
    """Check the backend error envelope and return its message."""
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert set(body) == {"statusCode", "error", "message"}
    assert body["statusCode"] == status
    message: str = body["message"]
    return message


def response_keys(path: str, method: str) -> set[str]:
    """Top-level keys of the 200 answer's schema in the published OpenAPI file."""
    document = json.loads(OPENAPI.read_text())
    schema = document["paths"][path][method]["responses"]["200"]["content"]["application/json"]
    schema = schema["schema"]
    if schema.get("type") == "array":
        schema = schema["items"]
    return set(schema["properties"])


def event_keys(path: str, method: str, *nesting: str) -> set[str]:
    document = json.loads(OPENAPI.read_text())
    schema = document["paths"][path][method]["responses"]["200"]["content"]["application/json"]
    schema = schema["schema"]
    for name in nesting:
        schema = schema["items"] if name == "[]" else schema["properties"][name]
    return set(schema["properties"])
