"""How many inputs each fuzz target gets: a quick pass in the suite, 100 000 in the deep run.

The deep run is its own command (README, "Run the tests"; ``.ci/run`` runs it after the suite):
``.venv/bin/python -m pytest tests/fuzz --hypothesis-profile=deep``.
"""

from __future__ import annotations

from hypothesis import settings

QUICK_EXAMPLES = 300
DEEP_EXAMPLES = 100_000


def fuzz_examples() -> int:
    """Examples per target for the Hypothesis profile this run loaded."""
    return DEEP_EXAMPLES if settings.get_current_profile_name() == "deep" else QUICK_EXAMPLES
