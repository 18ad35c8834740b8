"""``python -m kiosk`` and the frozen app's entry point."""

import sys

from kiosk.cli import main

if __name__ == "__main__":
    sys.exit(main())
