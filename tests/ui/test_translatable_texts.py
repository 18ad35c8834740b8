"""Every text a person sees reaches the translators: lupdate must find each translate() call,
and only ``kiosk/ui`` makes them, so every sentence is written in one place.

lupdate reads the source as text, not as Python: it sees a call only when the context and the
text are string literals inside it. So a helper like ``_tr(text)`` hides every text behind it,
and ``translate(context, text, None, count)`` loses its plural (lupdate's translate() parser takes
a bare name there for an encoding; ``self.tr(text, None, count)`` keeps it).
"""

from __future__ import annotations

import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KIOSK = ROOT / "kiosk"
APPLICATIONS = {"QCoreApplication", "QGuiApplication", "QApplication"}


@dataclass(frozen=True)
class Text:
    where: str  # file:line
    context: str
    source: str
    plural: bool


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _is_translate(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id == "translate"
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "translate"
        and isinstance(func.value, ast.Name)
        and func.value.id in APPLICATIONS
    )


def _is_tr(call: ast.Call) -> bool:
    func = call.func
    return (isinstance(func, ast.Name) and func.id == "tr") or (
        isinstance(func, ast.Attribute) and func.attr == "tr"
    )


class _Calls(ast.NodeVisitor):
    """The translate() and tr() calls of one file, and what in them lupdate cannot read."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.classes: list[str] = []
        self.texts: list[Text] = []
        self.problems: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        """An alias by another name (``t = QCoreApplication.translate``) hides its calls."""
        value = node.value
        if isinstance(value, ast.Attribute) and value.attr in {"translate", "tr"}:
            for target in node.targets:
                if not (isinstance(target, ast.Name) and target.id == value.attr):
                    self._problem(node, f"{value.attr} aliased as {ast.unparse(target)}")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if _is_translate(node):
            self._translate(node)
        elif _is_tr(node):
            self._tr(node)
        self.generic_visit(node)

    def _problem(self, node: ast.AST, what: str) -> None:
        self.problems.append(f"{self.where}:{getattr(node, 'lineno', '?')}: {what}")

    def _comment_and_count(self, node: ast.Call, rest: list[ast.expr]) -> bool | None:
        """Check the disambiguation and count after the text; give whether it is a plural."""
        if node.keywords:
            self._problem(node, "keyword arguments: lupdate reads positional ones only")
            return None
        if len(rest) > 2:
            self._problem(node, "too many arguments")
            return None
        if (
            rest
            and _literal(rest[0]) is None
            and not (isinstance(rest[0], ast.Constant) and rest[0].value is None)
        ):
            self._problem(node, "the disambiguation is neither a string literal nor None")
            return None
        return len(rest) == 2

    def _translate(self, node: ast.Call) -> None:
        if len(node.args) < 2:
            self._problem(node, "translate() without a context and a text")
            return
        context, source = _literal(node.args[0]), _literal(node.args[1])
        if context is None:
            self._problem(node, f"context {ast.unparse(node.args[0])} is not a string literal")
        if source is None:
            self._problem(node, f"text {ast.unparse(node.args[1])} is not a string literal")
        plural = self._comment_and_count(node, node.args[2:])
        if plural and not (
            isinstance(node.args[3], ast.Constant) and isinstance(node.args[3].value, int)
        ):
            self._problem(node, "a plural translate(): lupdate drops its %n; use self.tr()")
            return
        if context is not None and source is not None and plural is not None:
            self.texts.append(Text(f"{self.where}:{node.lineno}", context, source, plural))

    def _tr(self, node: ast.Call) -> None:
        func = node.func
        owner = func.value if isinstance(func, ast.Attribute) else None
        if isinstance(owner, ast.Name) and owner.id == "self" and self.classes:
            context: str | None = self.classes[-1]
        elif isinstance(owner, ast.Name) and owner.id != "self":
            context = owner.id
        else:
            context = None
            self._problem(node, "tr() whose context lupdate cannot tell: use self.tr or Class.tr")
        source = _literal(node.args[0]) if node.args else None
        if source is None:
            self._problem(node, "tr() text is not a string literal")
        plural = self._comment_and_count(node, node.args[1:])
        if context is not None and source is not None and plural is not None:
            self.texts.append(Text(f"{self.where}:{node.lineno}", context, source, plural))


def _walk(folder: Path, root: Path = ROOT) -> tuple[list[Text], list[str]]:
    texts: list[Text] = []
    problems: list[str] = []
    for path in sorted(folder.rglob("*.py")):
        calls = _Calls(path.relative_to(root).as_posix())
        calls.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        texts += calls.texts
        problems += calls.problems
    return texts, problems


def _lupdate() -> Path | None:
    try:
        import PySide6
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        return None
    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / "lupdate", folder / "lupdate.exe"):
        if candidate.is_file():
            return candidate
    script = Path(sys.executable).parent / "pyside6-lupdate"
    return script if script.is_file() else None


def _extracted(ts: Path) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """The (context, text) pairs of a .ts file, and those marked as plurals."""
    pairs: set[tuple[str, str]] = set()
    plurals: set[tuple[str, str]] = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            pair = (name, message.findtext("source") or "")
            pairs.add(pair)
            if message.get("numerus") == "yes":
                plurals.add(pair)
    return pairs, plurals


def test_every_translated_text_is_a_literal_lupdate_can_read() -> None:
    texts, problems = _walk(KIOSK)

    assert not problems, "lupdate cannot read these:\n" + "\n".join(problems)
    assert len(texts) > 300  # the walk found the calls at all


def _translating_files(folder: Path, root: Path = ROOT) -> set[str]:
    """The files under ``folder`` with a translate() or tr() call, or Qt's translate under any
    name."""
    found: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            qt_translate = (
                isinstance(node, ast.Attribute)
                and node.attr == "translate"
                and isinstance(node.value, ast.Name)
                and node.value.id in APPLICATIONS
            )
            call = isinstance(node, ast.Call) and (_is_translate(node) or _is_tr(node))
            if qt_translate or call:
                found.add(path.relative_to(root).as_posix())
                break
    return found


def test_only_the_ui_translates() -> None:
    """Presenters, workers and the rest hand typed values to kiosk/ui, which says them."""
    outside = {name for name in _translating_files(KIOSK) if not name.startswith("kiosk/ui/")}

    assert not outside, "translated outside kiosk/ui: " + ", ".join(sorted(outside))


def test_the_translating_files_are_found(tmp_path: Path) -> None:
    folder = tmp_path / "kiosk"
    folder.mkdir()
    sources = {
        "alias.py": "from PySide6.QtCore import QCoreApplication\nt = QCoreApplication.translate\n",
        "call.py": "def f():\n    return translate('Page', 'Search')\n",
        "tr.py": "class Page:\n    def f(self):\n        return self.tr('Search')\n",
        "words.py": "TITLE = 'Search'\ntable = str.maketrans('a', 'b')\n'x'.translate(table)\n",
    }
    for name, source in sources.items():
        (folder / name).write_text(source, encoding="utf-8")

    found = _translating_files(folder, tmp_path)

    assert found == {"kiosk/alias.py", "kiosk/call.py", "kiosk/tr.py"}


def test_the_walk_flags_what_lupdate_cannot_read(tmp_path: Path) -> None:
    """The check above catches each way a text has been hidden from lupdate."""
    folder = tmp_path / "kiosk"
    folder.mkdir()
    (folder / "hidden.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "translate = QCoreApplication.translate\n"
        "_t = QCoreApplication.translate\n"
        "def _tr(text):\n"
        "    return QCoreApplication.translate('Page', text)\n"
        "def f(name, count):\n"
        "    translate(CONTEXT, 'Search')\n"
        "    translate('Page', f'Hello {name}')\n"
        "    translate('Page', '%n left', None, count)\n"
        "    return tr('no context')\n",
        encoding="utf-8",
    )

    texts, problems = _walk(folder, tmp_path)

    assert texts == []
    found = "\n".join(problems)
    for line in (3, 5, 7, 8, 9, 10):
        assert f"kiosk/hidden.py:{line}:" in found, found


def test_lupdate_extracts_exactly_the_texts_in_the_code(tmp_path: Path) -> None:
    lupdate = _lupdate()
    if lupdate is None:
        pytest.skip("lupdate is missing: PySide6 without its Qt tools")
    ts = tmp_path / "kiosk_xx.ts"

    subprocess.run(
        [str(lupdate), "-silent", "-extensions", "py", "kiosk", "-ts", str(ts)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )

    texts, _problems = _walk(KIOSK)
    pairs, plurals = _extracted(ts)
    in_code = {(text.context, text.source) for text in texts}
    assert pairs - in_code == set(), "lupdate found texts the code check did not"
    assert in_code - pairs == set(), "lupdate missed these texts"
    assert plurals == {(text.context, text.source) for text in texts if text.plural}
