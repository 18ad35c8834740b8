"""Text from outside the kiosk (the service, a drop's creator, a QR code, an attendee), made fit
to show: it must read as what it is, whatever characters it holds. Qt-free.

Labels never interpret markup (``widgets.make_label``); these functions deal with what plain
text can still do: control characters and bidi overrides that reorder or hide words, a run of
letters too long to wrap that pushes the rest of a page off the screen, and the labels of a
name in right-to-left script that the bidi algorithm would show in another order.
"""

from __future__ import annotations

import unicodedata

# Invisible characters that reorder text (bidi overrides and isolates) can disguise a drop name.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_RIGHT_TO_LEFT = frozenset({"R", "AL"})
_LEFT_TO_RIGHT_ISOLATE, _FIRST_STRONG_ISOLATE, _POP_ISOLATE = "\u2066", "\u2068", "\u2069"
_BREAK_OPPORTUNITY = "\u200b"  # zero width space: a line may break here, nothing is seen

PLAIN_TEXT_LIMIT = 300  # characters of outside text shown; a longer name is cut with "…"
LONGEST_UNBROKEN = 16  # characters of a name shown without a place where its line may break


def plain_text(text: str, limit: int = PLAIN_TEXT_LIMIT) -> str:
    """Return outside text fit for one label line: control characters removed, whitespace kept,
    at most ``limit`` characters.

    Like Dangerzone's ``replace_control_chars``: names come from the service and may hold anything.
    """
    kept = []
    for char in text[: limit * 4]:  # never walk a huge text; control chars shrink it
        if char in "\t\n\r":
            kept.append(" ")
        elif unicodedata.category(char) != "Cc" and char not in _BIDI_CONTROLS:
            kept.append(char)
    line = " ".join("".join(kept).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def wrappable(text: str, longest: int = LONGEST_UNBROKEN) -> str:
    """``text`` with an invisible break opportunity in every run of ``longest`` characters that
    has none: a name of underscores cannot push the verdict beside it off the screen."""
    words = []
    for word in text.split(" "):
        pieces = [word[start : start + longest] for start in range(0, len(word), longest)]
        words.append(_BREAK_OPPORTUNITY.join(pieces))
    return " ".join(words)


def in_its_order(address: str) -> str:
    """An e-mail address or a domain (``name.eth``) shown with its parts left to right as they
    are written, whatever their script: without this, a right-to-left label and the digits
    after it read as one run, and ``sub.אבג.12.eth`` shows as ``sub.12.אבג.eth``, another name.
    Text without right-to-left letters is returned as it is."""
    if not any(unicodedata.bidirectional(char) in _RIGHT_TO_LEFT for char in address):
        return address
    isolated = [
        "@".join(f"{_FIRST_STRONG_ISOLATE}{part}{_POP_ISOLATE}" for part in segment.split("@"))
        for segment in address.split(".")
    ]
    return f"{_LEFT_TO_RIGHT_ISOLATE}{'.'.join(isolated)}{_POP_ISOLATE}"
