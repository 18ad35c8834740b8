"""The Starlette app: one server playing the API (/api), the token issuer (/auth), the mint site
(/mint) and the artwork host (/assets).

Every route is an ``Endpoint``: a small ASGI app that does what the real API gateway does before
the backend sees a request (count it, inject faults, check the API key, the rate limit, the bearer
token and the removed captcha parameter) and turns ``ApiError`` into the backend's error body.
"""

from __future__ import annotations

import asyncio
import html
import json
import struct
import uuid
import zlib
from collections.abc import AsyncIterator, Awaitable, Callable
from email.utils import formatdate
from enum import Enum
from http import HTTPStatus
from typing import Any

from PIL import UnidentifiedImageError
from starlette.applications import Starlette
from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route
from starlette.types import Message, Receive, Scope, Send

from kiosk.emulator import seed
from kiosk.emulator.faults import Fault
from kiosk.emulator.models import Artwork
from kiosk.emulator.rules import MAX_ARTWORK_BYTES, ApiError, bad_request, check_event_fields
from kiosk.emulator.state import EmulatorState, TokenRequestError
from kiosk.service.artwork_image import open_artwork
from kiosk.service.errors import message_of, refusal

HUGE_BODY_PADDING = 16 * 1024 * 1024  # more than any answer a client should read (artwork: 4 MB)
Handler = Callable[[EmulatorState, Request, Fault], Awaitable[Response]]

RAW_SEND = "kiosk.emulator.raw_send"  # scope key: uvicorn's own ``send``, for dropping connections
GATEWAY_STATUSES = (401, 403, 429, 502, 503, 504)
MISSING_ROUTE = "Missing Authentication Token"  # AWS API Gateway: no such resource or method
NO_FAULT = Fault()


class Access(Enum):
    OPEN = "open"  # token issuer, mint site, artwork host
    KEY = "key"  # API: X-API-Key
    TOKEN = "token"  # API: X-API-Key and a valid bearer token (the six protected operations)


class Endpoint:
    """One route behind the emulated gateway; see the module docstring."""

    def __init__(self, state: EmulatorState, route: str, access: Access, handler: Handler) -> None:
        self.state = state
        self.route = route
        self.access = access
        self.handler = handler

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        fault = self.state.begin_request(self.route) or NO_FAULT
        latency = self.state.latency_ms + fault.latency_ms
        if latency:
            await asyncio.sleep(latency / 1000)
        if fault.drop_connection:
            await drop_connection(scope)
            return
        if fault.portal is not None:  # the venue's network answers: the service does nothing
            await portal_page(fault.portal, fault.portal_url)(scope, receive, send)
            return
        if fault.forbidden:
            self.state.revoke_tokens()
        try:
            response = fault_response(fault) or await self._handle(request, fault)
        finally:
            form = getattr(request.state, "form", None)
            if form is not None:
                await form.close()
        if fault.rewrite is not None:
            response = rewritten(response, fault.rewrite)
        if fault.text_errors:
            response = as_text_error(response)
        if fault.slow_mint:  # the work is done: only the answer is late
            await asyncio.sleep(fault.slow_mint)
        if fault.drop_after_handling:
            await drop_connection(scope)
            return
        if fault.malformed_json:
            response = truncated(response)
        if fault.huge_body:
            response = padded(response)
        if fault.drip_ms:
            response = dripped(response, fault.drip_ms)
        await response(scope, receive, send)

    async def _handle(self, request: Request, fault: Fault) -> Response:
        try:
            refusal = await self._gate(request)
            return refusal or await self.handler(self.state, request, fault)
        except ApiError as error:
            return JSONResponse(error.body(), error.status)

    async def _gate(self, request: Request) -> Response | None:
        if self.access is Access.OPEN:
            return None
        api_key = request.headers.get("x-api-key")
        if api_key is None or not self.state.api_key_ok(api_key):
            return gateway_error(403)
        wait = self.state.rate_limit(api_key)
        if wait is not None:
            return gateway_error(429, retry_after=wait)
        if self.access is Access.TOKEN:
            refused = self.state.bearer_refusal(request.headers.get("authorization"))
            if refused:
                return gateway_error(refused)
        for name in [*request.query_params.keys(), *await body_keys(request)]:
            if "captcha" in name.lower():
                raise bad_request(f'"{name}" is not allowed')
        return None


async def drop_connection(scope: Scope) -> None:
    """Close the client's TCP connection without any answer.

    The trick: uvicorn's h11 protocol gives the app ``RequestResponseCycle.send``, a bound method,
    so ``send.__self__`` is the cycle and ``cycle.transport`` the asyncio transport of the
    connection. ``abort()`` closes it at once; we then wait until uvicorn has noticed
    (``cycle.disconnected``) so it does not try to write a 500 of its own on the dead socket.
    """
    cycle = scope[RAW_SEND].__self__
    cycle.transport.abort()
    for _ in range(100):
        if cycle.disconnected:
            return
        await asyncio.sleep(0)


def gateway_error(status: int, *, retry_after: int | None = None) -> JSONResponse:
    """An API-gateway refusal: ``{"message": "Forbidden"}`` and the like."""
    headers = {"Retry-After": str(retry_after)} if retry_after is not None else None
    return JSONResponse({"message": HTTPStatus(status).phrase}, status, headers=headers)


def portal_page(status: int, portal_url: str) -> Response:
    """What a captive portal or a proxy answers in the service's place: an HTML page (a sign-in
    form, or the proxy's error), redirects with the portal's address."""
    link = html.escape(portal_url)
    page = (
        "<!DOCTYPE html><html><head><title>Venue Wi-Fi</title></head><body>"
        f'<h1>Welcome to the venue Wi-Fi</h1><p><a href="{link}">Accept the terms</a> '
        "to use the internet.</p></body></html>"
    )
    if 300 <= status < 400:
        return HTMLResponse(page, status, headers={"Location": portal_url})
    return HTMLResponse(page, status)


def fault_response(fault: Fault) -> Response | None:
    """The answer of a ``status``, ``retry_after`` or ``error_code`` fault, which replaces the
    real work (``error_code`` answers the refusal of the one table the client reads too)."""
    if fault.retry_after is not None:
        return gateway_error(429, retry_after=fault.retry_after)
    if fault.error_code is not None:
        refused = refusal(fault.error_code)
        return JSONResponse(ApiError(refused.status, refused.message).body(), refused.status)
    if fault.status is None:
        return None
    if fault.status in GATEWAY_STATUSES:
        return gateway_error(fault.status)
    error = ApiError(fault.status, HTTPStatus(fault.status).phrase)
    return JSONResponse(error.body(), fault.status)


def rewritten(response: Response, rewrite: Callable[[Any], Any]) -> Response:
    """The same answer with its JSON body replaced by what ``rewrite`` makes of it (a body that
    is not JSON is left as it is)."""
    if not response.headers.get("content-type", "").startswith("application/json"):
        return response
    headers = {k: v for k, v in response.headers.items() if k.lower() != "content-length"}
    body = rewrite(json.loads(bytes(response.body)))
    return JSONResponse(body, response.status_code, headers=headers)


def as_text_error(response: Response) -> Response:
    """An error answer in JSON as its message alone, ``text/plain`` (2xx answers and bodies
    that are not JSON are left as they are)."""
    if response.status_code < 400 or not response.headers.get("content-type", "").startswith(
        "application/json"
    ):
        return response
    message = message_of(json.loads(bytes(response.body)), "")
    dropped = ("content-length", "content-type")
    headers = {k: v for k, v in response.headers.items() if k.lower() not in dropped}
    return PlainTextResponse(message, response.status_code, headers=headers)


def truncated(response: Response) -> Response:
    """The same answer with its body cut in half: no longer valid JSON."""
    body = bytes(response.body)
    headers = {k: v for k, v in response.headers.items() if k.lower() != "content-length"}
    return Response(body[: len(body) // 2], response.status_code, headers=headers)


def dripped(response: Response, interval_ms: int) -> Response:
    """The same answer, its headers at once and its body one byte every ``interval_ms``."""
    body = bytes(response.body)
    headers = dict(response.headers)  # the real length: the client waits for every byte

    async def drops() -> AsyncIterator[bytes]:
        for byte in body:
            yield bytes([byte])
            await asyncio.sleep(interval_ms / 1000)

    return StreamingResponse(drops(), response.status_code, headers=headers)


def padded(response: Response) -> Response:
    """The same answer followed by HUGE_BODY_PADDING spaces, sent in chunks without a length."""
    body = bytes(response.body)
    headers = {k: v for k, v in response.headers.items() if k.lower() != "content-length"}
    chunk = b" " * (64 * 1024)

    async def chunks() -> AsyncIterator[bytes]:
        yield body
        for _ in range(HUGE_BODY_PADDING // len(chunk)):
            yield chunk

    return StreamingResponse(chunks(), response.status_code, headers=headers)


async def body_keys(request: Request) -> list[str]:
    """Top-level field names of a JSON or form body (for the captcha rule); [] if none."""
    kind = request.headers.get("content-type", "")
    if kind.startswith(("multipart/form-data", "application/x-www-form-urlencoded")):
        return list((await read_form(request)).keys())
    try:
        body = json.loads(await request.body() or b"null")
    except ValueError:
        return []
    return list(body) if isinstance(body, dict) else []


async def read_form(request: Request) -> FormData:
    """Parse the form once; ``Endpoint`` closes its uploaded files when the request ends."""
    form = getattr(request.state, "form", None)
    if form is None:
        form = await request.form()
        request.state.form = form
    return form


async def json_object(request: Request) -> dict[str, Any]:
    body = await request.body()
    if not body:
        return {}
    try:
        value = json.loads(body)
    except ValueError:
        raise bad_request("Body must be valid JSON") from None
    if not isinstance(value, dict):
        raise bad_request("Body must be a JSON object")
    return value


async def multipart_fields(request: Request) -> tuple[dict[str, str], FormData]:
    if not request.headers.get("content-type", "").startswith("multipart/form-data"):
        raise bad_request("Body must be multipart/form-data")
    form = await read_form(request)
    return {key: value for key, value in form.items() if isinstance(value, str)}, form


# --------------------------------------------------------------------- API handlers -----------

OK_WITHOUT_JOB = "The mint could not be queued"


def decompression_bomb(side: int = 40_000) -> bytes:
    """A valid PNG header for ``side`` x ``side`` RGB pixels with one compressed row: a few
    hundred bytes that would take gigabytes to decode."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    row = zlib.compress(b"\x00" * (1 + 3 * side), 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", row) + chunk(b"IEND", b"")


def not_taken(qr_hash: object) -> JSONResponse:
    """The ``ok_without_job`` answer: 200, and a body that says nothing was minted."""
    return JSONResponse({"qr_hash": qr_hash, "claimed": False, "error": OK_WITHOUT_JOB})


def mint_ending(fault: Fault) -> dict[str, bool]:
    """How a mint accepted under ``fault`` ends: failed, pending for ever, or passed."""
    return {"fails": fault.mint_fails, "stuck": fault.tx_pending_forever}



async def get_claim(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.claim_status(request.query_params.get("qr_hash")))


async def post_claim(state: EmulatorState, request: Request, fault: Fault) -> Response:
    body = await json_object(request)
    if fault.ok_without_job:
        return not_taken(body.get("qr_hash"))
    return JSONResponse(state.mint(body, **mint_ending(fault)))


async def validate_event(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.validate_edit_code(await json_object(request)))


async def qr_codes(state: EmulatorState, request: Request, fault: Fault) -> Response:
    body = await json_object(request)
    return JSONResponse(state.qr_codes(request.path_params["id"], body))


async def redeem_requests(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.redeem_request(await json_object(request)))


async def get_secret(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.secret_info(request.path_params["secret_word"]))


async def post_secret_request(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.secret_request(await json_object(request), creating=True))


async def put_secret_request(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.secret_request(await json_object(request), creating=False))


async def create_event(state: EmulatorState, request: Request, fault: Fault) -> Response:
    fields, form = await multipart_fields(request)
    checked = check_event_fields(fields, creating=True)
    image = form.get("image")
    if not isinstance(image, UploadFile):
        raise bad_request("image is required")
    artwork = uploaded_artwork(await image.read())
    return JSONResponse(state.create_event(checked, fields, artwork))


async def update_event(state: EmulatorState, request: Request, fault: Fault) -> Response:
    fields, _ = await multipart_fields(request)
    checked = check_event_fields(fields, creating=False)
    state.update_event(request.path_params["fancyId"], checked, fields)
    return Response(status_code=204)


async def list_events(state: EmulatorState, request: Request, fault: Fault) -> Response:
    headers = {"Deprecation": "true", "Link": '</paginated-events>; rel="successor-version"'}
    return JSONResponse(state.event_list(), headers=headers)


async def event_by_fancy_id(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.event_by_fancy_id(request.path_params["fancyId"]))


async def event_by_id(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.event_by_id(request.path_params["id"]))


async def paginated_events(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.paginated_events(request.query_params))


async def read_minting_config(state: EmulatorState, request: Request, fault: Fault) -> Response:
    await json_object(request)
    return JSONResponse(state.minting_config(request.path_params["dropId"]))


async def patch_minting_config(state: EmulatorState, request: Request, fault: Fault) -> Response:
    body = await json_object(request)
    return JSONResponse(state.set_minting_config(request.path_params["dropId"], body))


async def website_claim(state: EmulatorState, request: Request, fault: Fault) -> Response:
    body = await json_object(request)
    if fault.ok_without_job:
        return not_taken(None)
    return JSONResponse(state.website_claim(body, **mint_ending(fault)))


async def scan(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.scan(request.path_params["address"]))


async def scan_event(state: EmulatorState, request: Request, fault: Fault) -> Response:
    params = request.path_params
    return JSONResponse(state.scan(params["address"], params["eventId"]))


async def transaction_request(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse(state.job(request.path_params["id"]))


async def health_check(state: EmulatorState, request: Request, fault: Fault) -> Response:
    return JSONResponse({"status": "healthy"})


# --------------------------------------------------------------------- other roles ------------


async def oauth_token(state: EmulatorState, request: Request, fault: Fault) -> Response:
    try:
        body = json.loads(await request.body())
    except ValueError:
        body = None
    try:
        return JSONResponse(state.issue_token(body))
    except TokenRequestError as error:
        return JSONResponse(error.body, error.status)


async def asset(state: EmulatorState, request: Request, fault: Fault) -> Response:
    """Artwork: the original, or with ``size=small`` the 128 px variant; or a broken one."""
    artwork = state.artwork(request.path_params["name"])
    if artwork is None:
        return Response("Not Found", 404, media_type="text/plain")
    if fault.artwork == "redirect":  # to itself: with times:N, N hops; without, for ever
        return RedirectResponse(str(request.url), 302)
    if fault.artwork == "bomb":
        return Response(decompression_bomb(), media_type="image/png")
    if fault.artwork == "oversized":
        body = b"\x89PNG\r\n\x1a\n" + bytes(MAX_ARTWORK_BYTES + 64 * 1024)
    elif fault.artwork == "not_image":
        body = b"<!DOCTYPE html><html><body>This is not an image.</body></html>"
    else:
        small = request.query_params.get("size") == "small"
        body = artwork.small if small else artwork.original
    return Response(
        body, media_type=artwork.mime_type, headers={"Cache-Control": "public, max-age=86400"}
    )


async def mint_page(state: EmulatorState, request: Request, fault: Fault) -> Response:
    """The public mint page of a link: the drop and a form to mint it to an address."""
    qr_hash = request.path_params.get("qr_hash") or request.query_params.get("qr_hash")
    try:
        claim = state.claim_status(qr_hash)
    except ApiError as error:
        return page("Mint link", f"<p>{html.escape(error.message)}</p>", error.status)
    event = claim["event"]
    if claim["claimed"]:
        body = "<p>This mint link has already been used.</p>"
    else:
        body = (
            '<form method="post" action="/mint">'
            f'<input type="hidden" name="qr_hash" value="{html.escape(claim["qr_hash"])}">'
            "<label>Your wallet address, ENS name or e-mail<br>"
            '<input name="address" required size="44"></label> '
            '<button type="submit">Mint</button></form>'
        )
    image = f'<img src="{html.escape(event["image_url"])}?size=small" alt="" width="128">'
    return page(event["name"], f"{image}<p>{html.escape(event['description'])}</p>{body}")


async def mint_form(state: EmulatorState, request: Request, fault: Fault) -> Response:
    """The mint page's form: look the link's secret up and mint, as the real site does."""
    form = await read_form(request)
    qr_hash, address = str(form.get("qr_hash", "")), str(form.get("address", ""))
    try:
        secret = state.claim_status(qr_hash)["secret"]
        claim = state.mint(
            {"qr_hash": qr_hash, "secret": secret, "address": address}, **mint_ending(fault)
        )
    except ApiError as error:
        return page("Not minted", f"<p>{html.escape(error.message)}</p>", error.status)
    text = f"Your collectible of {claim['event']['name']} is on its way to {address}."
    return page("Minted", f"<p>{html.escape(text)}</p>")


def page(title: str, body: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(
        f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
        f'<meta name="viewport" content="width=device-width"></head>'
        f"<body><h1>{html.escape(title)}</h1>{body}</body></html>",
        status,
    )


def uploaded_artwork(data: bytes) -> Artwork:
    """Check an uploaded drop image (at most 4 MB, a real picture) and make its small variant."""
    if len(data) > MAX_ARTWORK_BYTES:
        raise bad_request("image must be 4 MB or smaller")
    try:
        with open_artwork(data) as image:
            image_format = image.format or ""
            image.load()
            small = image.convert("RGBA" if image_format != "JPEG" else "RGB")
    except (UnidentifiedImageError, OSError):
        raise bad_request("image must be a PNG, GIF, WebP or JPEG picture") from None
    mime = {"PNG": "image/png", "GIF": "image/gif", "WEBP": "image/webp", "JPEG": "image/jpeg"}
    if image_format not in mime:
        raise bad_request("image must be a PNG, GIF, WebP or JPEG picture")
    small.thumbnail((128, 128))
    small_format = "JPEG" if image_format == "JPEG" else "PNG"
    public_id = str(uuid.uuid4())
    extension = image_format.lower().replace("jpeg", "jpg")
    return Artwork.of_bytes(
        public_id,
        f"{public_id}.{extension}",
        mime[image_format],
        data,
        seed.encode(small, small_format),
    )


# --------------------------------------------------------------------- the app ----------------

API_HANDLERS: dict[str, tuple[Access, Handler]] = {
    "GET /actions/claim-qr": (Access.TOKEN, get_claim),
    "POST /actions/claim-qr": (Access.TOKEN, post_claim),
    "POST /event/validate": (Access.TOKEN, validate_event),
    "POST /event/{id}/qr-codes": (Access.TOKEN, qr_codes),
    "POST /redeem-requests": (Access.TOKEN, redeem_requests),
    "GET /secret/{secret_word}": (Access.TOKEN, get_secret),
    "POST /secret-requests": (Access.KEY, post_secret_request),
    "PUT /secret-requests": (Access.KEY, put_secret_request),
    "POST /events": (Access.KEY, create_event),
    "PUT /events/{fancyId}": (Access.KEY, update_event),
    "GET /events": (Access.KEY, list_events),
    "GET /events/{fancyId}": (Access.KEY, event_by_fancy_id),
    "GET /events/id/{id}": (Access.KEY, event_by_id),
    "GET /paginated-events": (Access.KEY, paginated_events),
    "POST /drops/{dropId}/minting-config": (Access.KEY, read_minting_config),
    "PATCH /drops/{dropId}/minting-config": (Access.KEY, patch_minting_config),
    "POST /website/claim": (Access.KEY, website_claim),
    "GET /actions/scan/{address}": (Access.KEY, scan),
    "GET /actions/scan/{address}/{eventId}": (Access.KEY, scan_event),
    "GET /transaction-requests/{id}": (Access.KEY, transaction_request),
    "GET /health-check": (Access.KEY, health_check),
}
# route key -> (path prefix, handler) of the roles that are not the API.
OTHER_HANDLERS: dict[str, tuple[str, Handler]] = {
    "POST /oauth/token": ("/auth", oauth_token),
    "GET /assets/{name}": ("", asset),
    "GET /mint": ("", mint_page),
    "GET /mint/{qr_hash}": ("", mint_page),
    "POST /mint": ("", mint_form),
}


def build_app(state: EmulatorState) -> Callable[[Scope, Receive, Send], Awaitable[None]]:
    """The ASGI app of one emulator; it keeps uvicorn's ``send`` in the scope (see RAW_SEND)."""
    routes = []
    for key, (access, handler) in API_HANDLERS.items():
        method, template = key.split(" ", 1)
        routes.append(
            Route(f"/api{template}", Endpoint(state, key, access, handler), methods=[method])
        )
    for key, (prefix, handler) in OTHER_HANDLERS.items():
        method, template = key.split(" ", 1)
        routes.append(
            Route(
                f"{prefix}{template}", Endpoint(state, key, Access.OPEN, handler), methods=[method]
            )
        )
    app = Starlette(routes=routes, exception_handlers={HTTPException: http_error})
    app.state.emulator = state

    async def keep_raw_send(scope: Scope, receive: Receive, send: Send) -> None:
        scope[RAW_SEND] = send

        async def dated(message: Message) -> None:
            """Every answer's ``Date`` by the emulator's own clock (the service's calendar, which
            ``advance_clock`` moves), as an HTTP server dates its answers by its own."""
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() != b"date"]
                headers.append((b"date", formatdate(state.now(), usegmt=True).encode("latin-1")))
                message = {**message, "headers": headers}
            await send(message)

        await app(scope, receive, dated)

    return keep_raw_send


async def http_error(request: Request, error: Exception) -> Response:
    """Unknown paths and wrong methods, in the gateway's shape; under the API, with
    ``aws_missing_route``, as AWS API Gateway answers them (403 "Missing Authentication Token",
    whatever the key)."""
    status = error.status_code if isinstance(error, HTTPException) else 500
    state: EmulatorState = request.app.state.emulator
    if state.aws_missing_route and status in (404, 405) and request.url.path.startswith("/api"):
        return JSONResponse({"message": MISSING_ROUTE}, 403)
    return gateway_error(status)
