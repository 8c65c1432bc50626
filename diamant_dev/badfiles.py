"""Crafted files of every kind the app reads (Diamant's settings, autosave, history record;
Diamonds Club's autosave, history record and the settings' remembered club lobby), for the fuzz
tests (tests/shell/test_fuzz_files.py, tests/club/test_fuzz_club_files.py) and benchmarks/bench_bad_files.py.

`corpus(kind)` gives name -> bytes: cut short, too deep, too big, non-finite and huge numbers,
absurd custom rulesets (card and hazard counts, rounds, seats), names with control characters
and lone surrogates, other encodings, wrong shapes; every one at most about 1 MB. `mutations`
gives the same file with one value replaced by an odd one, for property tests.
"""

from __future__ import annotations

import json
from typing import Any, Iterator, cast

from diamant.games.diamant.engine import Decision, Game, GameRecord, Phase, Ruleset, SeatInfo

MB = 1024 * 1024
KINDS = ("settings", "autosave", "history")
#: Diamonds Club's files: its autosave (`autosave-club.json`, also what a club game set aside in
#: `unfinished/` is), a finished game of the history (also what `diamant replay` reads), and
#: the settings with the club chosen and its lobby remembered
CLUB_KINDS = ("club-autosave", "club-history", "club-settings")

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


def _damaged(good: dict[str, Any]) -> dict[str, bytes]:
    """The damage any JSON file can take: cut, encodings, depth, size, numbers, shapes."""
    text = json.dumps(good)
    return {
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


def corpus(kind: str) -> dict[str, bytes]:
    if kind in CLUB_KINDS:
        return club_corpus(kind)
    good = valid(kind)
    text = json.dumps(good)
    out = _damaged(good)
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
    d = club_valid(kind) if kind in CLUB_KINDS else valid(kind)
    paths = list(_paths(d))[1:]
    at = paths[path_index % len(paths)]
    node = d
    for k in at[:-1]:
        node = node[k]
    node[at[-1]] = odd
    return json.dumps(d).encode("utf-8", "surrogatepass")


# --------------------------------------------------------------------------- Diamonds Club
CLUB_SEATS: list[dict[str, Any]] = [{"name": "Ann", "colour": 2, "bot": None}, {"name": "Bob", "colour": 0, "bot": "steady"},
              {"name": "Cy", "colour": 3, "bot": "master"}]


def _club_record(finished: bool) -> dict[str, Any]:
    from diamant.games.club import ClubGame

    game = ClubGame(players=3, seed=7, boards=[s["colour"] for s in CLUB_SEATS])
    n = 0
    while not game.is_over and (finished or n < 40):
        game.play(game.legal()[0])
        n += 1
    return game.record([{"name": s["name"], "kind": "bot" if s["bot"] else "human", "bot": s["bot"]}
                        for s in CLUB_SEATS])


def club_valid(kind: str) -> dict[str, Any]:
    """A good Diamonds Club file of `kind`, as a dict: the save as the club's session writes it,
    the history file as storage writes it (club_history.store_club_game), the settings with the
    club chosen on the title and the lobby remembered."""
    if kind == "club-settings":
        d = valid("settings")
        d["last_game"] = "club"
        d["club_lobby"] = {"seats": [dict(s) for s in CLUB_SEATS]}
        return d
    if kind == "club-history":
        record = _club_record(True)
        record["meta"] = {"finished_at": "2026-11-20T20:00:00+01:00",
                          "colours": [s["colour"] for s in CLUB_SEATS]}
        return record
    return {"format": "diamonds-club-save", "version": 1, "record": _club_record(False),
            "seats": [dict(s) for s in CLUB_SEATS], "ui": {"screen": "table"}}


def club_corpus(kind: str) -> dict[str, bytes]:
    good = club_valid(kind)
    out = _damaged(good)
    if kind == "club-settings":
        seats = good["club_lobby"]["seats"]
        lobby: dict[str, dict[str, Any]] = {
            "game-odd": {"last_game": ["club"]},
            "game-unknown": {"last_game": "x" * 100_000},
            "lobby-list": {"club_lobby": [1, 2]},
            "lobby-many-seats": {"club_lobby": {"seats": [seats[0]] * 20_000}},
            "lobby-one-seat": {"club_lobby": {"seats": seats[:1]}},
            "lobby-colours": {"club_lobby": {"seats": [{**s, "colour": c} for s, c in
                                                        zip(seats, (10 ** 12, -1, 2.0))]}},
            "lobby-same-colour": {"club_lobby": {"seats": [{**s, "colour": 1} for s in seats]}},
            "lobby-bot": {"club_lobby": {"seats": [{**s, "bot": b} for s, b in
                                                    zip(seats, ({"x": 1}, "no-such-level", True))]}},
            "lobby-names-control": {"club_lobby": {"seats": [
                {**s, "name": "Evil\x1b]0;x\x07\x00\u2028" + s["name"]} for s in seats]}},
            "lobby-names-surrogate": {"club_lobby": {"seats": [{**s, "name": "\udc80" + s["name"]}
                                                               for s in seats]}},
            "lobby-names-huge": {"club_lobby": {"seats": [{**s, "name": "N" * 200_000} for s in seats]}},
            "lobby-names-odd": {"club_lobby": {"seats": [{**s, "name": v} for s, v in
                                                          zip(seats, (None, 5, ["Ann"]))]}},
        }
        for name, change in lobby.items():
            out[name] = json.dumps({**good, **change}).encode("utf-8", "surrogatepass")
        return out
    save = kind == "club-autosave"

    def record_with(**changes: Any) -> bytes:
        d = json.loads(json.dumps(good))
        (d["record"] if save else d).update(changes)
        return json.dumps(d).encode("utf-8", "surrogatepass")

    record = good["record"] if save else good
    actions, rseats = record["actions"], record["seats"]
    changes: dict[str, dict[str, Any]] = {
        "actions-many": {"actions": actions + ["pass"] * 100_000},
        "actions-huge-one": {"actions": actions[:5] + ["buy " + "c1r1" * 200_000]},
        "actions-odd": {"actions": [None, 1, ["pass"], {"a": "b"}]},
        "actions-unknown": {"actions": ["fly to the moon", "\x1b[2J", "\udc80"]},
        "actions-none": {"actions": None},
        "actions-empty": {"actions": []},
        "actions-legal-then-junk": {"actions": actions[:30] + ["build castle pay " + ",".join(["diamond"] * 5000)]},
        "players-huge": {"players": 10 ** 9},
        "players-one": {"players": 1},
        "players-float": {"players": 3.0},
        "players-bool": {"players": True},
        "seed-huge": {"seed": 2 ** 70},
        "seed-long": {"seed": 10 ** 19},
        "seed-negative": {"seed": -(2 ** 63)},
        "seed-float": {"seed": 1.5},
        "seed-string": {"seed": "7"},
        "version-newer": {"version": 99},
        "version-odd": {"version": "1"},
        "game-other": {"game": "diamant"},
        "boards-odd": {"boards": [10 ** 9, -1, "x"]},
        "boards-same": {"boards": [1, 1, 1]},
        "boards-many": {"boards": list(range(100_000))},
        "boards-string": {"boards": "012"},
        "deals-odd": {"deals": [["x"] * 1000, 5, None]},
        "deals-many": {"deals": [None] * 150_000},
        "deals-string": {"deals": "deal"},
        "seats-many": {"seats": [rseats[0]] * 20_000},
        "seats-none": {"seats": []},
        "seats-kind": {"seats": [{**s, "kind": "alien"} for s in rseats]},
        "seats-bot": {"seats": [{**s, "bot": {"x": [1]}} for s in rseats]},
        "seats-bot-unknown": {"seats": [{**s, "kind": "bot", "bot": "no-such\x07bot"} for s in rseats]},
        "names-control": {"seats": [{**s, "name": "Evil\x1b]0;x\x07\x00\u2028" + s["name"]}
                                    for s in rseats]},
        "names-surrogate": {"seats": [{**s, "name": "\udc80" + s["name"]} for s in rseats]},
        "names-huge": {"seats": [{**s, "name": "N" * 200_000} for s in rseats]},
        "names-odd": {"seats": [{**s, "name": v} for s, v in zip(rseats, (None, 5, ["Ann"]))]},
        "names-rtl-emoji": {"seats": [{**s, "name": "\u202e\u0644\u0627 \U0001f48e" * 3} for s in rseats]},
        "result-forged": {"result": {"totals": [10 ** 15] * 3, "winners": [7]}},
        "result-odd": {"result": {"totals": "many", "winners": None}},
        "result-unfinished": {"result": {"totals": [1, 2, 3], "winners": [0]},
                              "actions": actions[:10]},
        "meta-odd": {"meta": {"finished_at": ["x"], "colours": [10 ** 9, "red", None]}},
        "meta-deep": {"meta": json.loads("[" * 31 + "]" * 31)},
        "meta-date": {"meta": {"finished_at": "9999-99-99T99:99:99\x07", "colours": [0, 0, 0]}},
    }
    for name, change in changes.items():
        out[name] = record_with(**change)
    if save:
        seats = good["seats"]
        save_changes: dict[str, dict[str, Any]] = {
            "ui-odd": {"ui": {"screen": 1e308, "x": [None] * 1000}},
            "ui-list": {"ui": [1, 2]},
            "save-seats-colours": {"seats": [{**s, "colour": c} for s, c in zip(seats, (10 ** 12, -1, 2.0))]},
            "save-seats-same-colour": {"seats": [{**s, "colour": 1} for s in seats]},
            "save-seats-fewer": {"seats": seats[:2]},
            "save-seats-many": {"seats": [seats[0]] * 20_000},
            "save-seats-bot": {"seats": [{**s, "bot": b} for s, b in zip(seats, ({"x": 1}, "no-such", 3))]},
            "save-names-control": {"seats": [{**s, "name": "Evil\x1b]0;x\x07\x00" + s["name"]} for s in seats]},
            "save-names-surrogate": {"seats": [{**s, "name": "\udc80" + s["name"]} for s in seats]},
            "save-names-huge": {"seats": [{**s, "name": "N" * 200_000} for s in seats]},
            "save-colours-not-boards": {"seats": [{**s, "colour": c} for s, c in zip(seats, (0, 1, 2))]},
            "save-bot-unknown": {"seats": [{**s, "bot": "no-such-level"} if s["bot"] else s for s in seats]},
            "save-bot-plugin": {"seats": [{**s, "bot": "no_such_package.bots:Bot"} if s["bot"] else s
                                          for s in seats]},
            "save-record-bare": {"record": None},
            "save-version-newer": {"version": 2},
            "save-finished": {"record": _club_record(True)},
        }
        for name, value in save_changes.items():
            out[name] = json.dumps({**good, **value}).encode("utf-8", "surrogatepass")
    return out
