"""Past games read a long game (220,000 decisions: 0.6 s of replay) over several steps of the
history's reading, never in one: a step replays at most a chunk of its decisions, and the game
is listed as when read at once. The work is counted (decisions replayed per step), not timed."""

from __future__ import annotations

import diamant.storage as st
from diamant.games.diamant.engine import Game, GameRecord, Phase, Ruleset, SeatInfo
from diamant.games.diamant.engine.cards import Edition, Hazard
from diamant.storage import history as st_history
from diamant.games.diamant import history as dhistory


def long_game(rounds: int = 12, players: int = 10, treasures: int = 60) -> Game:
    """A custom ruleset within the limits where nobody leaves: long expeditions."""
    rs = Ruleset(edition=Edition.CUSTOM, treasures=tuple([1] * treasures), hazards=tuple(Hazard),
                 hazard_copies=2, rounds=rounds, min_players=3, max_players=16)
    game = Game(rs, players, 7)
    game.start()
    while game.phase is Phase.DECIDING:
        game.decide_all({s: "continue" for s in game.awaiting})
    return game


def test_a_long_game_is_replayed_over_several_steps_of_the_reading(home, monkeypatch):
    game = long_game()
    record = GameRecord.of(game, [SeatInfo(f"P{i}") for i in range(game.players)])
    assert len(record.decisions) > 5_000
    dhistory.add_to_history(record, game)
    short = Game(Ruleset(), 3, 1)
    short.start()
    while short.phase is Phase.DECIDING:
        short.decide_all({s: "leave" for s in short.awaiting})
    dhistory.add_to_history(GameRecord.of(short, [SeatInfo(f"Q{i}") for i in range(3)]), short)
    (home / "history" / st_history.INDEX_FILE).unlink(missing_ok=True)
    st_history._CACHE.clear()
    monkeypatch.setattr(st_history, "REPLAY_CHUNK", 500)
    decided = [0]
    real = Game.decide

    def counting(self, seat, d):
        decided[0] += 1
        return real(self, seat, d)
    monkeypatch.setattr(Game, "decide", counting)
    scan = st_history.HistoryScan()
    per_step: list[int] = []
    while not scan.done:
        before = decided[0]
        scan.step(0.0)  # the least a step does
        per_step.append(decided[0] - before)
        assert len(per_step) < 10_000
    assert max(per_step) <= 500
    assert sum(per_step) >= len(record.decisions)
    assert scan.warnings == []
    listed = {e.names: e for e in scan.entries}
    long_entry = listed[tuple(f"P{i}" for i in range(game.players))]
    assert tuple(long_entry.scores) == tuple(game.scores()) and len(listed) == 2
    # as read at once
    st_history._CACHE.clear()
    (home / "history" / st_history.INDEX_FILE).unlink(missing_ok=True)
    entries, warnings = st.scan_history()
    assert entries == scan.entries and warnings == []


def test_a_long_game_that_does_not_replay_to_its_result_is_left_out_with_a_warning(home, monkeypatch):
    import json
    game = long_game()
    record = GameRecord.of(game, [SeatInfo(f"P{i}") for i in range(game.players)])
    path = dhistory.add_to_history(record, game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["result"]["scores"][0] += 1  # edited: found out only at the end of the replay
    path.write_text(json.dumps(data), encoding="utf-8")
    (home / "history" / st_history.INDEX_FILE).unlink(missing_ok=True)
    st_history._CACHE.clear()
    monkeypatch.setattr(st_history, "REPLAY_CHUNK", 500)
    scan = st_history.HistoryScan()
    steps = 0
    while not scan.done:
        scan.step(0.0)
        steps += 1
    assert steps > 3  # read over several steps, then refused
    assert scan.entries == [] and [w.code for w in scan.warnings] == ["history-damaged"]


def test_a_big_file_is_parsed_and_read_as_a_record_a_piece_a_step(home, monkeypatch):
    from diamant import safefile
    game = long_game(rounds=4)
    record = GameRecord.of(game, [SeatInfo(f"P{i}") for i in range(game.players)])
    dhistory.add_to_history(record, game)
    (home / "history" / st_history.INDEX_FILE).unlink(missing_ok=True)
    st_history._CACHE.clear()
    monkeypatch.setattr(st_history, "BIG_RECORD_BYTES", 1024)
    monkeypatch.setattr(st_history, "REPLAY_CHUNK", 100)
    read, made = [0], [0]
    real_checked, real_record = safefile.checked, GameRecord.from_dict

    def counting_checked(v, *a, **kw):
        read[0] += 1
        return real_checked(v, *a, **kw)

    def counting_record(cls, d):
        made[0] += len(d.get("decisions", ())) if isinstance(d, dict) else 0
        return real_record(d)
    monkeypatch.setattr(safefile, "checked", counting_checked)
    monkeypatch.setattr(GameRecord, "from_dict", classmethod(counting_record))
    scan = st_history.HistoryScan()
    per_step = []
    while not scan.done:
        before = read[0], made[0]
        scan.step(0.0)
        per_step.append((read[0] - before[0], made[0] - before[1]))
    n = len(record.decisions)
    assert n > 1000 and len(per_step) > 2 * n // 100  # parsed, then checked, a piece a step
    # (a piece: 100 decisions, with the record's other values around them: seats, one by one)
    assert max(r for r, _ in per_step) <= 100 + 16 and max(m for _, m in per_step) <= 100
    assert sum(m for _, m in per_step) == n
    assert len(scan.entries) == 1 and scan.warnings == []
