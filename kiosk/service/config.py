"""How to reach the service, and the credentials to use, kept apart so secrets never print."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ServiceConfig:
    base_url: str
    auth_url: str
    mint_site: str
    timeout_s: float = 10.0
    connect_timeout_s: float = 5.0
    ca_bundle: str = ""  # extra PEM bundle (the spec's certificate-chain change)
    use_os_trust_store: bool = False
    max_attempts: int = 3  # for idempotent calls: the first try and two retries
    backoff_s: float = 0.5  # first retry waits up to this (full jitter), doubling each time
    retry_after_cap_s: float = 30.0
    follow_timeout_s: float = 15.0  # how long wait_for_mint follows a mint before "on its way"
    follow_interval_s: float = 1.0

    @property
    def token_url(self) -> str:
        return self.auth_url.rstrip("/") + "/oauth/token"


@dataclass(frozen=True)
class Credentials:
    """Issued out of band; ``repr`` shows none of them."""

    api_key: str = field(repr=False)
    client_id: str = field(repr=False)
    client_secret: str = field(repr=False)
