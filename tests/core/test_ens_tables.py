"""ENSIP-15's tables, compacted (kiosk.core.ens_tables), answer exactly as the library's own."""

from __future__ import annotations

import pickle

import pytest
from ens_normalize import ens_process, normalization
from ens_normalize.normalization import NORMALIZATION, SPEC_PICKLE_PATH

from kiosk.core.ens_tables import CodePoints, compact, load_ens_tables, write_compact_tables


@pytest.fixture(scope="module")
def original():
    """A fresh load of the library's tables, as it keeps them."""
    with open(SPEC_PICKLE_PATH, "rb") as file:
        return pickle.load(file)


def test_code_points_hold_what_they_were_made_of():
    points = {0, 1, 2, 5, 7, 8, 100, 0x10FFFF}
    compact = CodePoints([*points, 2, 7])  # repeats count once
    assert set(compact) == points
    assert len(compact) == len(points)
    assert compact.runs == 5
    for point in range(-2, 110):
        assert (point in compact) == (point in points)
    assert 0x10FFFF in compact
    assert "a" not in compact
    assert None not in compact
    assert 3 not in CodePoints([])


def test_every_compacted_table_holds_the_same_code_points(original):
    load_ens_tables()
    assert isinstance(NORMALIZATION.valid, CodePoints)
    assert set(NORMALIZATION.valid) == original.valid
    assert len(NORMALIZATION.groups) == len(original.groups)
    for ours, theirs in zip(NORMALIZATION.groups, original.groups, strict=True):
        assert ours["name"] == theirs["name"]
        assert ours["M"] == theirs["M"]
        for key in ("P", "Q", "V"):
            assert isinstance(ours[key], CodePoints)
            assert set(ours[key]) == theirs[key], (ours["name"], key)


def test_a_few_thousand_runs_in_place_of_a_million_objects():
    load_ens_tables()
    runs = sum(group[key].runs for group in NORMALIZATION.groups for key in ("P", "Q", "V"))
    assert runs < 50_000


@pytest.mark.parametrize(
    "name",
    [
        "vitalik.eth",
        "ÖBB.eth",
        "中文.eth",
        "日本語.eth",
        "한국어.eth",
        "ㄅㄆ.eth",
        "раураl.eth",  # mixed Cyrillic and Latin
        "🏳️‍🌈.eth",
        "a\u200db.eth",
        "xn--a.eth",
        "ξ.eth",
        "Ξ.eth",
        "a_b.eth",
        "1️⃣.eth",
    ],
)
def test_names_normalise_as_the_library_alone_does(name, original):
    """The same names through the compacted tables as through the library's own (the module's
    fixture loaded those); a sample: the fuzz tests and test_parsing.py cover the rest."""
    load_ens_tables()
    result = ens_process(name, do_normalize=True, do_normalizations=True)
    assert repr(result) == repr(_reference(name, original))  # errors compare by identity


def _reference(name, original):
    """ens_process on the library's own tables, swapped in for the call."""
    ours = normalization.NORMALIZATION
    normalization.NORMALIZATION = original
    try:
        return ens_process(name, do_normalize=True, do_normalizations=True)
    finally:
        normalization.NORMALIZATION = ours


def test_the_bundles_tables_hold_the_same(tmp_path, original):
    """What pyinstaller.spec ships as ens_normalize/spec.pickle: the compacted tables."""
    path = tmp_path / "spec.pickle"
    write_compact_tables(path)
    assert path.stat().st_size < 2_000_000
    with path.open("rb") as file:
        shipped = pickle.load(file)
    assert isinstance(shipped.valid, CodePoints)
    assert set(shipped.valid) == original.valid
    for ours, theirs in zip(shipped.groups, original.groups, strict=True):
        for key in ("P", "Q", "V"):
            assert set(ours[key]) == theirs[key], (ours["name"], key)
    same = ("whole_map", "mapped", "emoji", "emoji_fe0f_lookup", "cm", "nsm", "ignored", "fenced")
    for name in (*same, "nfc_check", "nsm_max", "unicode_version"):
        assert getattr(shipped, name) == getattr(original, name), name
    assert shipped.emoji_regex.pattern == original.emoji_regex.pattern
    compact(shipped)  # loaded compact: left as it is
    assert isinstance(shipped.valid, CodePoints)
