"""Qt-free client of the minting service (see docs/service-behaviour.md).

The client (httpx) and the token stores (keyring) are loaded when first used (PEP 562): the
settings, errors and models are needed before the kiosk's window is painted, they are not.
"""

from typing import TYPE_CHECKING

from kiosk.lazy_names import lazy_names
from kiosk.service.config import Credentials, ServiceConfig
from kiosk.service.errors import (
    AddressMoved,
    AlreadyClaimed,
    AlreadyHasDrop,
    AppOnlyWord,
    AuthError,
    BadResponse,
    Expired,
    InvalidInput,
    InvalidRecipient,
    MintFailed,
    MintOutcomeUnknown,
    MintRefused,
    NotFound,
    NotSent,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    SignInRequired,
    SoldOut,
    WebPageAnswered,
)
from kiosk.service.models import (
    CHAIN_NAMES,
    Event,
    EventPage,
    HeldToken,
    JobStatus,
    MintCode,
    MintingConfig,
    MintJob,
    MintLinkStatus,
    MintReceipt,
    MintState,
    RedeemRequest,
    SecretWord,
)

if TYPE_CHECKING:
    from kiosk.service.client import EventChanges, EventDraft, ServiceClient
    from kiosk.service.token_store import (
        KeyringTokenStore,
        MemoryTokenStore,
        StoredToken,
        TokenStore,
        default_token_store,
        keyring_usable,
    )

_HOMES = {
    **dict.fromkeys(("EventChanges", "EventDraft", "ServiceClient"), "kiosk.service.client"),
    **dict.fromkeys(
        (
            "KeyringTokenStore",
            "MemoryTokenStore",
            "StoredToken",
            "TokenStore",
            "default_token_store",
            "keyring_usable",
        ),
        "kiosk.service.token_store",
    ),
}


__getattr__ = lazy_names(__name__, _HOMES)


__all__ = [
    "CHAIN_NAMES",
    "AddressMoved",
    "AlreadyClaimed",
    "AlreadyHasDrop",
    "AppOnlyWord",
    "AuthError",
    "BadResponse",
    "Credentials",
    "Event",
    "EventChanges",
    "EventDraft",
    "EventPage",
    "Expired",
    "HeldToken",
    "InvalidInput",
    "InvalidRecipient",
    "JobStatus",
    "KeyringTokenStore",
    "MemoryTokenStore",
    "MintCode",
    "MintFailed",
    "MintJob",
    "MintLinkStatus",
    "MintOutcomeUnknown",
    "MintReceipt",
    "MintRefused",
    "MintState",
    "MintingConfig",
    "NotFound",
    "NotSent",
    "RateLimited",
    "RedeemRequest",
    "SecretWord",
    "ServiceClient",
    "ServiceConfig",
    "ServiceError",
    "ServiceUnavailable",
    "SignInRequired",
    "SoldOut",
    "StoredToken",
    "TokenStore",
    "WebPageAnswered",
    "default_token_store",
    "keyring_usable",
]
