"""``kiosk emulator``: run the service emulator in the foreground until Ctrl+C.

It prints where it listens, the demo credentials and the demo drops (id, name, edit code, a mint
link and its secret word), so a new user can try the service with curl at once.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from dataclasses import fields
from typing import TYPE_CHECKING

from kiosk.emulator.faults import Fault, parse_fault_spec
from kiosk.emulator.rules import CHAINS

if TYPE_CHECKING:  # the server (uvicorn, Starlette, the demo data) loads only when one runs
    from kiosk.emulator.server import EmulatorServer

FAULT_HELP = """\
fault SPEC:  ROUTE=KEY:VALUE,KEY:VALUE,...
  ROUTE   "METHOD /template" as in the spec, e.g. "POST /actions/claim-qr",
          "GET /secret/{secret_word}", "POST /oauth/token", "GET /assets/{name}", or * for all
  KEYs    latency_ms:N         wait N ms before answering
          status:N             answer this error status (e.g. 503) without doing the work
          retry_after:S        answer 429 with Retry-After: S
          drop_connection      close the connection without answering
          drop_after_handling  do the work (e.g. really mint), then close without answering
          malformed_json       do the work, answer with the body cut in half
          drip_ms:N            do the work, headers at once, then the body a byte every N ms
          artwork:oversized    artwork over 4 MB (GET /assets/{name} only)
          artwork:not_image    bytes that are no image, with an image content type
          artwork:redirect     302 to itself (with times:N, N hops; without, for ever)
          artwork:bomb         a tiny PNG claiming 40000 x 40000 pixels
          mint_fails           the mint job ends FINISH_WITH_ERROR (link tx_status failed)
          tx_pending_forever   the mint job stays IN_PROCESS_WORKER (tx_status pending)
          ok_without_job       a mint or website claim answers 200 saying nothing was taken
          forbidden            revoke every token so far: protected calls answer 403
          error_code:KEY       answer that refusal of the client's table (e.g. sold_out)
          slow_mint:S          do the work at once, answer after S seconds
          times:N              only the next N requests of the route (default: all)
examples:
  kiosk emulator --fault "POST /actions/claim-qr=status:503,times:2"
  kiosk emulator --fault "*=latency_ms:300" --fault "GET /assets/{name}=artwork:not_image"
"""


def fault_argument(text: str) -> tuple[str, Fault]:
    """argparse type for ``--fault``: the parser's message becomes argparse's error."""
    try:
        return parse_fault_spec(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def port_argument(text: str) -> int:
    """argparse type for ``--port``: a port out of range is the parser's error, not a traceback
    from the socket."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {port}")
    return port


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = "Run a local emulator of the minting service until Ctrl+C."
    parser.epilog = FAULT_HELP
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=port_argument, default=0,
                        help="port (default: a free one)")
    parser.add_argument("--latency-ms", type=int, default=0, metavar="N",
                        help="added to every answer, like a slow network")
    parser.add_argument("--token-lifetime", type=int, default=86400, metavar="S",
                        help="access token lifetime in seconds (default 86400)")
    parser.add_argument("--rate-limit", type=int, default=None, metavar="N",
                        help="allow N API calls per minute per API key, then 429 + Retry-After")
    parser.add_argument("--fault", type=fault_argument, action="append", default=[],
                        metavar="SPEC", help="inject a fault (repeatable); syntax below")


def run(args: argparse.Namespace) -> int:
    from kiosk.emulator.server import EmulatorServer

    server = EmulatorServer(host=args.host, port=args.port, latency_ms=args.latency_ms,
                            token_lifetime=args.token_lifetime,
                            rate_limit_per_minute=args.rate_limit)
    for route, fault in args.fault:
        server.state.add_fault(route, fault)
    try:
        server.start()
    except OSError as error:
        # On stderr: with its banner sent to a file, the person at the terminal still reads it.
        print(
            f"The emulator cannot listen on {args.host}:{args.port}: {error.strerror}",
            file=sys.stderr,
        )
        return 1
    print(banner(server, args.fault), flush=True)
    try:
        server.wait()
    except KeyboardInterrupt:
        print("Stopping the emulator.")
    finally:
        server.stop()
    return 0


def banner(server: EmulatorServer, faults: list[tuple[str, Fault]]) -> str:
    """What a new user needs to try the emulator with curl."""
    creds = server.credentials
    lines = [
        "Mint Kiosk service emulator (Ctrl+C to stop)",
        f"  base URL       {server.base_url}",
        f"  auth URL       {server.auth_url}   (token: POST {server.auth_url}/oauth/token)",
        f"  mint site      {server.mint_site}",
        f"  API key        {creds.api_key}",
        f"  client id      {creds.client_id}",
        f"  client secret  {creds.client_secret}",
        "",
        "Demo drops:",
    ]
    for drop in server.state.drops:
        qr_hash = server.state.unclaimed_link(drop.id)
        if qr_hash is None:
            continue
        lines += [
            f"  {drop.id}  {drop.name}  on {CHAINS[drop.chain_id][0]}  edit code {drop.edit_code}",
            f"      mint link    {server.mint_site}/mint?qr_hash={qr_hash}",
            f"      secret word  {drop.website_secret} (website; POST /website/claim)",
        ]
    token_body = (f'{{"audience": "{server.base_url}", "grant_type": "client_credentials", '
                  f'"client_id": "{creds.client_id}", "client_secret": "{creds.client_secret}"}}')
    first = server.state.drops[0]
    lines += [
        "",
        "Try:",
        f"  curl -s -X POST {server.auth_url}/oauth/token -H 'Content-Type: application/json' "
        f"-d {shlex.quote(token_body)}",
        f"  curl -s '{server.base_url}/actions/claim-qr?qr_hash={first.qr_hashes[0]}' "
        f"-H 'X-API-Key: {creds.api_key}' -H 'Authorization: Bearer <access_token>'",
        f"  curl -s '{server.base_url}/paginated-events?limit=5' -H 'X-API-Key: {creds.api_key}'",
    ]
    for route, fault in faults:
        given = ", ".join(f"{field.name}={getattr(fault, field.name)}" for field in fields(Fault)
                          if getattr(fault, field.name) != field.default)
        lines.append(f"Fault on {route}: {given}")
    return "\n".join(lines)
