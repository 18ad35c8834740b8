"""How to reach the service, and the credentials to use, kept apart so secrets never print."""

from __future__ import annotations

from dataclasses import dataclass, field

ADDRESS_FIELDS = ("base_url", "auth_url", "mint_site")

# The API gateway gives a call up to 29 s (service-model.md): a mint whose answer was lost is
# asked about again, or sent again, only once this much time has passed since it was sent.
GATEWAY_WAIT_S = 30.0


def normalise_address(url: str) -> str:
    """A service address as the service names it: no surrounding spaces, no trailing slash.

    The token's ``audience`` is the base address exactly (the issuer refuses
    ``https://api.poap.tech/``), and paths are joined to addresses with one ``/``.
    """
    return url.strip().rstrip("/")


@dataclass(frozen=True)
class ServiceConfig:
    """Where the service lives; the addresses are normalised here, once, however they were typed."""

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
    follow_timeout_s: float = 15.0  # how long follow_mint follows a mint before "on its way"
    follow_interval_s: float = 2.0  # the longest wait between two asks of a follow (the cap)
    # The most one call may take, retries included: a body that drips a byte at a time, each well
    # within the read timeout, still ends here (ServiceClient cuts the connection).
    deadline_s: float = 20.0

    def __post_init__(self) -> None:
        for name in ADDRESS_FIELDS:
            object.__setattr__(self, name, normalise_address(getattr(self, name)))

    @property
    def token_url(self) -> str:
        return self.auth_url + "/oauth/token"


@dataclass(frozen=True)
class Credentials:
    """Issued out of band; ``repr`` shows none of them."""

    api_key: str = field(repr=False)
    client_id: str = field(repr=False)
    client_secret: str = field(repr=False)
