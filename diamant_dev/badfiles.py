"""Crafted files of every kind Diamant reads (settings, autosave, history record), for the fuzz
tests (tests/test_fuzz_files.py) and benchmarks/bench_bad_files.py.

`corpus(kind)` gives name -> bytes: cut short, too deep, too big, non-finite and huge numbers,
absurd custom rulesets (card and hazard counts, rounds, seats), names with control characters
and lone surrogates, other encodings, wrong shapes; every one at most about 1 MB. `mutations`
gives the same file with one value replaced by an odd one, for property tests.
"""

from __future__ import annotations

import json
from typing import Any, Iterator, cast

from diamant.engine import Decision, Game, GameRecord, Phase, Ruleset, SeatInfo

MB = 1024 * 1024
KINDS = ("settings", "autosave", "history")

ODD_VALUES: list[Any] = [None, True, -1, 0, 10 ** 18, -10 ** 18, 1e308, -0.0, 0.5, "", "x" * 5000,
                         "\ud800", "A\x1b[2J\x07B", [], {}, [[[[[]]]]], {"a": {"b": {}}},
                         list(range(2000)), "continue", "leave", "human", "custom"]


def _game(finished: bool) -> tuple[GameRecord, Game]:
    game = Game(Ruleset.preset("iello"), 4, 12345)
    game.start()
    n = 0
    while game.phase is Phase.DECIDING and (finished or n < 6):
        game.decide_all({s: Decision.CONTINUE if (n + s) % 4 else Decision.LEAVE
                         for s in game.awaiting})
        n += 1
    seats = [SeatInfo("Ann", "human", None, 0)] + [SeatInfo(f"Bot {i}", "bot", "counter-rule", i)
                                                    for i in range(1, 4)]
    return GameRecord.of(game, seats, {"finished_at": "2026-11-20T20:00:00+01:00"}), game


def valid(kind: str) -> dict[str, Any]:
    """A good file of `kind`, as a dict."""
    if kind == "settings":
        return {"format": "diamant-settings", "schema": 1, "language": "pl", "fullscreen": False,
                "window_size": [1280, 720], "animation_speed": 1.0, "master_volume": 0.7,
                "curtain": True, "last_table": {"seats": [
                    {"name": "Ann", "kind": "human", "level": None, "colour": 0},
                    {"name": "", "kind": "bot", "level": "counter-rule", "colour": 1},
                    {"name": "", "kind": "bot", "level": "random", "colour": 2}],
                    "edition": "classic", "secret_chests": False}}
    record, game = _game(kind == "history")
    if kind == "history":
        return record.to_dict(game)
    return {"format": "diamant-save", "schema": 1, "saved_at": "2026-11-20T20:00:00+01:00",
            "record": record.to_dict(), "ui": {"round": game.round}}


def _record_part(kind: str, d: dict[str, Any]) -> dict[str, Any]:
    return d["record"] if kind == "autosave" else d


def corpus(kind: str) -> dict[str, bytes]:
    good = valid(kind)
    text = json.dumps(good)
    out: dict[str, bytes] = {
        "valid": text.encode(),
        "bom": b"\xef\xbb\xbf" + text.encode(),
        "empty": b"",
        "spaces": b" \n\t" * 1000,
        "cut-short": text[: len(text) // 2].encode(),
        "binary": bytes(range(256)) * 64,
        "utf16": text.encode("utf-16"),
        "latin1": text.replace("Ann", "Anné").encode("latin-1"),
        "null": b"null",
        "list": b"[1, 2, 3]",
        "string": b'"diamant"',
        "deep-array": b"[" * (MB // 2) + b"]" * (MB // 2),
        "deep-object": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
        "deep-but-parsable": text[:-1].encode() + b', "x": ' + b"[" * 900 + b"]" * 900 + b"}",
        "huge-number": text[:-1].encode() + b', "x": 1' + b"0" * 4000 + b"}",
        "inf-float": text[:-1].encode() + b', "x": 1e999}',
        "nan": text[:-1].encode() + b', "x": NaN}',
        "one-mb-string": text[:-1].encode() + b', "x": "' + b"a" * (MB - len(text) - 20) + b'"}',
        "many-keys": (b"{" + b",".join(b'"k%d": %d' % (i, i) for i in range(60_000)) + b"}"),
        "newer-schema": json.dumps({**good, "schema": 99}).encode(),
        "wrong-format": json.dumps({**good, "format": "something-else"}).encode(),
    }
    if kind == "settings":
        out["bad-values"] = json.dumps({**good, "window_size": [10 ** 9, -5], "master_volume": 1e308,
                                        "language": "\x1b[31m", "last_table": [1]}).encode()
        out["odd-table"] = json.dumps({**good, "last_table": {"seats": [
            {"name": "\ud800\x07" * 500, "kind": "bot", "level": "x:y", "colour": 10 ** 9}] * 500,
            "edition": "custom"}}).encode()
        return out
    ruleset = {"edition": "custom", "custom": True, "relic_mode": "none", "relic_value": "by-order",
               "relic_values": [], "treasures": [1, 2, 3], "hazards": ["snakes", "spiders"],
               "hazard_copies": 3, "rounds": 5, "min_players": 3, "max_players": 8}

    def with_record(**changes: Any) -> bytes:
        d = json.loads(text)
        _record_part(kind, d).update(changes)
        return json.dumps(d).encode()

    for name, change in {
        "hazard-copies": {"hazard_copies": 10 ** 9},
        "rounds": {"rounds": 10 ** 9},
        "treasures": {"treasures": [1] * 100_000},
        "card-value": {"treasures": [10 ** 15]},
        "players": {"max_players": 10 ** 6, "min_players": 1},
        "negative": {"rounds": -3},
    }.items():
        out[f"ruleset-{name}"] = with_record(ruleset={**ruleset, **cast("dict[str, Any]", change)})
    seats = _record_part(kind, good)["seats"]
    out["names-control"] = with_record(seats=[{**s, "name": "Evil\x1b]0;x\x07\x00\u2028" + s["name"]}
                                              for s in seats])
    out["names-surrogate"] = with_record(seats=[{**s, "name": "\udc80" + s["name"]} for s in seats])
    out["names-huge"] = with_record(seats=[{**s, "name": "N" * 200_000} for s in seats])
    out["many-seats"] = with_record(seats=[seats[0]] * 50_000)
    out["no-seats"] = with_record(seats=[])
    out["seat-colour"] = with_record(seats=[{**s, "colour": 10 ** 12} for s in seats])
    out["bot-name"] = with_record(seats=[{**s, "bot": {"x": [1]}} for s in seats])
    out["seed-huge"] = with_record(seed=2 ** 70)
    out["seed-float"] = with_record(seed=1.5)
    out["decisions-many"] = with_record(decisions=[[0, "continue"]] * 100_000)
    out["decisions-odd"] = with_record(decisions=[[10 ** 9, "leave"], ["x", None]])
    out["edition-unknown"] = with_record(ruleset={"edition": "x" * 100_000})
    out["theme-odd"] = with_record(theme=["x"])
    out["meta-deep"] = with_record(meta=json.loads("[" * 31 + "]" * 31))
    if kind == "history":
        d = json.loads(text)
        d["result"] = {"scores": [10 ** 15] * 4, "winners": [7]}
        out["result-forged"] = json.dumps(d).encode()
    else:
        d = json.loads(text)
        d["ui"] = {"round": 1e308, "x": [None] * 1000}
        out["ui-odd"] = json.dumps(d).encode()
    return out


def _paths(value: Any, at: tuple = ()) -> Iterator[tuple]:
    yield at
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, at + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            yield from _paths(v, at + (i,))


def mutate(kind: str, path_index: int, odd: Any) -> bytes:
    """The valid file of `kind` with the `path_index`-th value (in a walk of the file) replaced
    by `odd`."""
    d = valid(kind)
    paths = list(_paths(d))[1:]
    at = paths[path_index % len(paths)]
    node = d
    for k in at[:-1]:
        node = node[k]
    node[at[-1]] = odd
    return json.dumps(d).encode("utf-8", "surrogatepass")
