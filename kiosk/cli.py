"""The ``kiosk`` command: the kiosk itself, its demo, the emulator and the doctor.

Qt and OpenCV are imported only by the sub-commands that need them, so ``kiosk doctor`` and
``kiosk --help`` answer at once.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kiosk",
        description="On-site minting kiosk for event collectibles.",
        epilog="Try 'kiosk --demo' first: the built-in emulator, no credentials needed.",
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--demo", action="store_true", help="run the kiosk on a built-in emulator with demo drops"
    )
    mode.add_argument(
        "--self-test",
        action="store_true",
        help="run one attendee flow on the emulator without a screen; exit 0 if all works",
    )
    parser.add_argument(
        "--windowed", action="store_true", help="a normal window instead of full screen"
    )
    from kiosk.emulator.command import add_arguments, fault_argument

    parser.add_argument(
        "--fault",
        dest="faults",
        type=fault_argument,
        action="append",
        default=[],
        metavar="SPEC",
        help="with --demo or --self-test: a fault on the built-in emulator, to practise what the "
        'screen says (repeatable), e.g. "POST /actions/claim-qr=mint_fails"; the syntax is '
        "kiosk emulator's (see 'kiosk emulator --help')",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    emulator = commands.add_parser(
        "emulator",
        help="run the emulator of the minting service on its own",
        description="Run the emulator of the minting service until Ctrl+C.",
    )

    add_arguments(emulator)
    decode = commands.add_parser(
        "decode",
        help="show what the kiosk reads from QR images or videos",
        description="Show what the kiosk would read from image or video files; exit status 1 "
        "when a file gives the camera no code to send.",
    )
    from kiosk.decode_command import add_arguments as add_decode_arguments

    add_decode_arguments(decode)
    commands.add_parser(
        "doctor",
        help="check settings, credentials, connection and drop",
        description="Check settings, credentials, the connection and the chosen drop.",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.faults and (args.command is not None or not (args.demo or args.self_test)):
        parser.error(
            "--fault works with --demo or --self-test (for the emulator alone: "
            "kiosk emulator --fault SPEC)"
        )
    if args.command == "emulator":
        from kiosk.emulator.command import run

        return int(run(args))
    if args.command == "decode":
        from kiosk.decode_command import run as run_decode

        return run_decode(args)
    if args.command == "doctor":
        from kiosk.doctor import run_doctor

        return run_doctor()
    # PySide6 reads the source of each module imported after it (its ``__feature__`` check):
    # the Qt-free parts the app needs load first, which saves about 30 ms of start-up.
    import kiosk.core.app_lifecycle
    import kiosk.core.attendee_flow
    import kiosk.core.journal  # noqa: F401
    from kiosk.app import SelfTestDriver, run_kiosk

    self_test: SelfTestDriver | None = None
    if args.self_test:  # composed here: the app knows nothing of its self-test
        from kiosk.self_test import run_self_test

        self_test = run_self_test
    return run_kiosk(
        demo=args.demo, self_test=self_test, windowed=args.windowed, faults=args.faults
    )


if __name__ == "__main__":
    sys.exit(main())
