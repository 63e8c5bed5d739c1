"""Metrics against values computed by hand on small synthetic result sets."""
import polars as pl
import pytest

from decksim import analysis as A
from decksim.games.sve import GAME as SVE
from decksim.games.sve import report as SR
from decksim.games.sve import playpoints as K
from decksim.core.sve.records import CC_NAMES as CARD_COUNTERS

# six games, written out so that every expected number below can be counted by eye
GAMES = pl.DataFrame({
    "game": [0, 1, 2, 3, 4, 5],
    "first": ["a", "a", "b", "b", "a", "b"],
    "winner": ["a", "b", "b", "a", "draw", "a"],
    "end_reason": ["leader", "leader", "deck_out", "leader", "cap", "leader"],
    "turns": [10, 12, 20, 14, 40, 9],
    "a_mulligan": [False, True, False, False, True, False],
    "a_leader_defense": [5, 0, 3, 7, 2, 9],
    "a_pp_spent": [20, 25, 40, 30, 90, 18],
    "a_ep_used": [0, 0, 1, 3, 0, 2],
    "a_evolves": [0, 2, 1, 3, 0, 1],
    "a_cards_played": [8, 9, 15, 11, 30, 7],
    "a_face_damage": [20, 10, 17, 20, 18, 20],
    "b_mulligan": [True, False, False, True, False, False],
    "b_leader_defense": [0, 4, 6, 0, 5, 0],
    "b_pp_spent": [20, 25, 40, 30, 90, 18],
    "b_ep_used": [1, 0, 0, 0, 0, 0],
    "b_evolves": [1, 0, 2, 1, 0, 0],
    "b_cards_played": [8, 9, 15, 11, 30, 7],
    "b_face_damage": [15, 20, 14, 13, 18, 11],
})


@pytest.fixture(scope="module")
def players():
    return A.player_view(GAMES, "A", "B", columns=SVE.records.player_names).collect()


def row(df, **kw):
    f = df
    for k, v in kw.items():
        f = f.filter(pl.col(k) == v)
    assert f.height == 1, (kw, f)
    return f.row(0, named=True)


def test_player_view_has_two_rows_per_game(players):
    assert players.height == 12
    a = players.filter(pl.col("deck") == "A").sort("game")
    assert a["seat"].to_list() == ["play", "play", "draw", "draw", "play", "draw"]
    assert a["result"].to_list() == ["win", "loss", "loss", "win", "draw", "win"]
    assert a["score"].to_list() == [1, 0, 0, 1, 0.5, 1]
    assert a["ep_left"].null_count() == 6            # not recorded: null, not 0


def test_results_by_seat(players):
    r = A.results(players)
    a = row(r, deck="A", seat="all")
    assert (a["games"], a["wins"], a["losses"], a["draws"]) == (6, 3, 2, 1)
    assert a["win_rate"] == pytest.approx(3.5 / 6)
    assert a["win_rate_low"] < a["win_rate"] < a["win_rate_high"]
    assert a["mean_turns"] == pytest.approx(105 / 6)
    assert row(r, deck="A", seat="on the play")["win_rate"] == pytest.approx(0.5)
    assert row(r, deck="A", seat="on the draw")["win_rate"] == pytest.approx(2 / 3)
    b = row(r, deck="B", seat="all")
    assert (b["wins"], b["losses"], b["draws"]) == (2, 3, 1)
    assert r["seat"].to_list()[:3] == ["all", "on the play", "on the draw"]


def test_results_agree_with_summarize():
    s = A.summarize(GAMES, "A", "B")
    r = A.results(A.player_view(GAMES, "A", "B"))
    for deck in ("A", "B"):
        for seat in ("all", "on the play", "on the draw"):
            x, y = row(s, deck=deck, seat=seat), row(r, deck=deck, seat=seat)
            assert x["wins"] == y["wins"] and x["win_rate"] == pytest.approx(y["win_rate"])
            if seat != "all":      # "all": pair units in summarize, games in results
                assert x["ci_low"] == pytest.approx(y["win_rate_low"])


def test_matchups(players):
    m = A.matchups(players)
    ab = row(m, deck="A", opponent="B")
    assert (ab["games"], ab["wins"], ab["losses"], ab["draws"]) == (6, 3, 2, 1)
    assert ab["play_games"] == 3 and ab["play_win_rate"] == pytest.approx(0.5)
    assert ab["draw_win_rate"] == pytest.approx(2 / 3)
    assert row(m, deck="B", opponent="A")["win_rate"] == pytest.approx(2.5 / 6)


def test_mirror_matchup_counts_each_game_once():
    g = GAMES.with_columns(pl.lit("X").alias("deck_a"), pl.lit("X").alias("deck_b"))
    m = A.matchups(A.player_view(g))
    x = row(m, deck="X", opponent="X")
    assert (x["games"], x["wins"], x["losses"], x["draws"]) == (6, 3, 2, 1)


def test_mulligan(players):
    m = A.mulligan(players)
    a = row(m, deck="A", seat="all")
    assert (a["games"], a["mulligans"], a["kept"]) == (6, 2, 4)
    assert a["mulligan_rate"] == pytest.approx(2 / 6)
    assert a["keep_win_rate"] == pytest.approx(3 / 4)           # games 0 W, 2 L, 3 W, 5 W
    assert a["mulligan_win_rate"] == pytest.approx(0.25)        # game 1 L, game 4 draw
    assert row(m, deck="A", seat="on the play")["mulligan_rate"] == pytest.approx(2 / 3)
    d = row(m, deck="A", seat="on the draw")
    assert d["mulligans"] == 0 and d["mulligan_win_rate"] is None


def test_evolution(players):
    e = SR.evolution(players)
    play = row(e, deck="A", seat="on the play")
    assert play["ep_available"] == 0 and play["ep_used"] == 0          # 6.2.1.10
    assert play["evolves"] == pytest.approx(2 / 3) and play["games_evolved"] == 1
    draw = row(e, deck="A", seat="on the draw")
    assert draw["ep_available"] == 3 and draw["ep_used"] == pytest.approx(2.0)
    assert draw["evolves"] == pytest.approx(5 / 3) and draw["evolved_rate"] == 1.0
    assert draw["first_evolve_turn"] is None                          # not recorded


def test_evolution_uses_ep_left_and_first_evolve_when_recorded(players):
    g = GAMES.with_columns(pl.Series("a_ep_left", [0, 0, 2, 0, 0, 1]),
                           pl.Series("b_ep_left", [0] * 6),
                           pl.Series("a_first_evolve", [0, 5, 6, 4, 0, 7]),
                           pl.Series("b_first_evolve", [5, 0, 4, 6, 0, 0]))
    e = SR.evolution(A.player_view(g, "A", "B"))
    draw = row(e, deck="A", seat="on the draw")          # games 2, 3, 5
    assert draw["ep_left"] == pytest.approx(1.0)
    assert draw["ep_available"] == pytest.approx((3 + 3 + 3) / 3)
    assert row(e, deck="A", seat="all")["first_evolve_turn"] == pytest.approx((5 + 6 + 4 + 7) / 4)


def test_evolves_win_rate(players):
    w = SR.evolves_win_rate(players).filter(pl.col("seat") == "all")
    a = w.filter(pl.col("deck") == "A")
    assert a["evolves"].to_list() == ["0", "1", "2", "3+"]
    assert a["win_rate"].to_list() == pytest.approx([0.75, 0.5, 0.0, 1.0])


def test_end_reasons_and_length(players):
    e = A.end_reasons(players)
    lead = row(e, deck="A", end_reason="leader")
    assert (lead["games"], lead["wins"], lead["losses"]) == (4, 3, 1)
    assert lead["share"] == pytest.approx(4 / 6)
    assert row(e, deck="A", end_reason="cap")["draws"] == 1
    s = row(A.game_length_stats(players), deck="A", seat="all")
    assert s["median_turns"] == 13 and s["mean_turns_won"] == pytest.approx(11)
    assert s["mean_turns_lost"] == pytest.approx(16)
    g = A.game_length(players).filter(pl.col("deck") == "A")
    assert g["turns"].to_list() == [9, 10, 12, 14, 20, 40]
    assert g["share"].sum() == pytest.approx(1.0)


# --- per-card counters ----------------------------------------------------------------

def card_row(**kw):
    r = {c: 0 for c in CARD_COUNTERS}
    r.update({"deck": "a", "card_id": "X-1", "card_name": "Card X", "copies": 3})
    r.update(kw)
    return r


CARD_X = card_row(games=100, wins=50, open_seen=25, open_seen_wins=14, kept=20, kept_wins=12,
                  mulliganed=5, mulliganed_wins=2, oh=30, oh_wins=18, drawn=40, drawn_wins=22,
                  gih=70, gih_wins=40, gns=30, gns_wins=10, played=60, played_wins=36,
                  played_copies=80, turn_played_sum=240, held_sum=120)


def test_card_stats_hand_computed():
    cards = pl.DataFrame([CARD_X])
    c = A.card_stats(cards).row(0, named=True)
    assert c["oh_wr"] == pytest.approx(0.6) and c["gd_wr"] == pytest.approx(0.55)
    assert c["gih_wr"] == pytest.approx(40 / 70) and c["gns_wr"] == pytest.approx(1 / 3)
    assert c["iwd"] == pytest.approx(40 / 70 - 1 / 3)
    assert c["iwd_low"] < c["iwd"] < c["iwd_high"]
    assert c["played_wr"] == pytest.approx(0.6) and c["played_rate"] == pytest.approx(0.6)
    assert c["mean_turn_played"] == pytest.approx(3.0)
    assert c["mean_turns_held"] == pytest.approx(1.5)
    m = A.card_mulligan(cards).row(0, named=True)
    assert m["kept_rate"] == pytest.approx(0.8) and m["kept_wr"] == pytest.approx(0.6)
    assert m["mulliganed_wr"] == pytest.approx(0.4) and m["mulligan_wr"] == pytest.approx(0.6)
    assert m["seen_rate"] == pytest.approx(0.25) and m["deck_win_rate"] == pytest.approx(0.5)


def test_card_counters_sum_over_shards():
    half = {k: (v // 2 if isinstance(v, int) and k != "copies" else v) for k, v in CARD_X.items()}
    rest = {k: (CARD_X[k] - half[k] if isinstance(v, int) and k != "copies" else v)
            for k, v in CARD_X.items()}
    summed = A.sum_card_counters(pl.DataFrame([half, rest]))
    assert summed.height == 1
    a = A.card_stats(summed).row(0, named=True)
    b = A.card_stats(pl.DataFrame([CARD_X])).row(0, named=True)
    for k in a:
        assert a[k] == b[k] or a[k] == pytest.approx(b[k]), k


def test_card_without_games_in_a_group_gives_null_not_error():
    c = A.card_stats(pl.DataFrame([card_row(games=10, wins=5, gns=10, gns_wins=5)])).row(0, named=True)
    assert c["gih_wr"] is None and c["iwd"] is None and c["mean_turn_played"] is None
    assert c["gns_wr"] == pytest.approx(0.5)


def test_evolved_cards():
    rows = [CARD_X, card_row(card_id="X-1E", card_name="Card X (evolved)", copies=2, games=100,
                             wins=50, evolved=20, evolved_wins=15, evolved_copies=24)]
    e = SR.evolved_cards(pl.DataFrame(rows))
    assert e.height == 1
    r = e.row(0, named=True)
    assert r["evolved_rate"] == pytest.approx(0.2) and r["evolved_wr"] == pytest.approx(0.75)


# --- curve -------------------------------------------------------------------------------

def turn_rows():
    base = {"deck": "A", "seat": "play", "evolves": 0, "ep_used": 0}
    return pl.DataFrame([
        {**base, "turn": 1, "games": 10, "pp_max_sum": 10, "pp_spent_sum": 5, "all_spent": 4,
         "on_curve": 3},
        {**base, "turn": 2, "games": 10, "pp_max_sum": 20, "pp_spent_sum": 20, "all_spent": 10,
         "on_curve": 6},
        {**base, "turn": 3, "games": 0, "pp_max_sum": 0, "pp_spent_sum": 0, "all_spent": 0,
         "on_curve": 0},
    ])


def test_curve_per_turn():
    c = K.curve(turn_rows())
    assert c.height == 2                         # turn 3 was never reached: no row
    t1 = row(c, turn=1)
    assert t1["seat"] == "on the play"
    assert t1["pp_available"] == 1 and t1["pp_spent"] == 0.5
    assert t1["all_spent_rate"] == pytest.approx(0.4) and t1["on_curve_rate"] == pytest.approx(0.3)
    assert row(c, turn=2)["pp_efficiency"] == 1.0


def test_karsten_compounded_efficiency():
    assert K.karsten_weights(7) == {1: 7, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2, 7: 1}
    e = K.pp_efficiency(turn_rows(), last_turn=2).row(0, named=True)
    # weights 2 (turn 1) and 1 (turn 2): spent 2*0.5 + 1*2 = 3, available 2*1 + 1*2 = 4
    assert e["compounded_spent"] == pytest.approx(3.0)
    assert e["compounded_available"] == pytest.approx(4.0)
    assert e["efficiency"] == pytest.approx(0.75)
    assert e["nominal_maximum"] == 2 * 1 + 1 * 2
    assert K.pp_efficiency(turn_rows())["nominal_maximum"][0] == 84     # sum (8 - t) t


def test_hypergeometric_exact_values():
    costs = {"D": [2] * 3 + [1] * 37}
    h = K.hypergeometric(costs)
    play = row(h, deck="D", seat="on the play", cost=2, turn=2)
    assert play["cards_seen"] == 5                        # 4 + 1 draw (no draw on turn 1)
    assert play["p_at_least_one"] == pytest.approx(1 - 435897 / 658008)       # C(37,5)/C(40,5)
    draw = row(h, deck="D", seat="on the draw", cost=2, turn=2)
    assert draw["cards_seen"] == 6
    assert draw["p_at_least_one"] == pytest.approx(1 - 2324784 / 3838380)     # C(37,6)/C(40,6)
    assert row(h, deck="D", seat="on the play", cost=1, turn=1)["p_at_least_one"] == \
        pytest.approx(1 - 0)                              # 37 of 40: certain in 4 cards
    assert K.cards_seen(1, "play") == 4 and K.cards_seen(1, "draw") == 5


def test_curve_with_math_joins_on_curve_probability():
    c = K.with_math(K.curve(turn_rows()), K.hypergeometric({"A": [2] * 3 + [5] * 37}))
    assert row(c, turn=1)["p_hold_on_curve"] == 0.0          # no 1-cost card
    assert row(c, turn=2)["p_hold_on_curve"] == pytest.approx(1 - 435897 / 658008)


def test_deck_costs_from_manifest_ids(pool, decks):
    d = decks["forest_fairies"]
    costs, notes = K.deck_costs({"F": {"main": [c.id for c in d.main]},
                                 "Z": {"main": ["NOPE-1"]}, "N": {}})
    assert costs["F"] == [c.cost for c in d.main]
    assert any("NOPE-1" in n for n in notes) and any(n.startswith("N:") for n in notes)


def test_tables_convert_to_pandas(players):
    df = A.results(players).to_pandas()
    assert list(df["deck"][:3]) == ["A", "A", "A"]


def test_analysis_never_imports_engine_code(tmp_path):
    """DESIGN.md: analysis reads stored results and never imports numba code."""
    import subprocess
    import sys
    code = (
        "import sys; sys.path[:0] = ['tests', 'tests/common']\n"
        "import polars as pl\n"
        "from decksim.analysis.report import build_report\n"
        "from analysis_data import write_run\n"
        "from test_analysis_metrics import GAMES\n"
        f"d = write_run({str(tmp_path / 'r')!r}, GAMES, {{'a': {{'name': 'A'}}, 'b': {{'name': 'B'}}}})\n"
        "build_report(d)\n"
        "bad = [m for m in sys.modules if m.startswith(('decksim.sim', 'decksim.core.sve.game', 'numba',\n"
        "       'decksim.core.sve.rules', 'decksim.core.sve.effects', 'decksim.cards.compile'))]\n"
        "assert not bad, bad\n")
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    r = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr


def test_drawing_a_cost_with_the_pilots_mulligan_is_exact():
    """p_with_mulligan against a Monte Carlo deal of the same keep rule: 40 cards,
    3 of cost 1, 6 more of cost 2; keep with at least one card of cost <= 2."""
    import numpy as np
    costs = [1] * 3 + [2] * 6 + [4] * 31
    rng = np.random.default_rng(5)
    n, hits = 100_000, 0
    deck = np.array(costs)
    for _ in range(n):
        order = rng.permutation(deck)
        hand = order[:4]
        if (hand <= 2).sum() < 1:                    # redraw: 4 new cards, the 4 to the bottom
            seen = np.concatenate([order[4:8], order[8:9]])
        else:
            seen = order[:5]
        hits += (seen == 1).any()
    exact = K.p_with_mulligan(costs, 1, 5, 2, 1)     # turn 2 on the play: 5 cards seen
    assert abs(exact - hits / n) < 4 * (exact * (1 - exact) / n) ** 0.5
    assert exact > K.p_at_least_one(40, 3, 5)         # the mulligan finds cheap cards


def test_card_kept_rate_of_mirrored_pairs_takes_the_pair_as_unit():
    """100 games = 50 pairs; the card was dealt in 20 pairs (40 games), kept in both
    games of 15 of them (30 games) and redrawn in both of 5: the cluster-robust
    variance over the 50 pairs, by hand, is twice the binomial one."""
    from decksim.analysis.cards import card_mulligan
    row = {**CARD_X, "games": 100, "open_seen": 40, "kept": 30, "mulliganed": 10}
    s = [2.0] * 15 + [0.0] * 5 + [0.0] * 30          # kept games of each pair
    m = [2.0] * 20 + [0.0] * 30                      # games the card was dealt in
    p = sum(s) / sum(m)
    v = 50 / 49 * sum((si - p * mi) ** 2 for si, mi in zip(s, m)) / sum(m) ** 2
    half = 1.959963984540054 * v ** 0.5
    got = card_mulligan(pl.DataFrame([row]), mirrored_pairs=True).row(0, named=True)
    assert got["kept_rate"] == pytest.approx(0.75)
    assert got["kept_rate_low"] == pytest.approx(0.75 - half)
    assert got["kept_rate_high"] == pytest.approx(0.75 + half)
    assert v == pytest.approx(50 / 49 * 2 * 0.75 * 0.25 / 40)
    wilson = card_mulligan(pl.DataFrame([row])).row(0, named=True)   # not mirrored
    assert got["kept_rate_high"] - got["kept_rate_low"] > \
        1.3 * (wilson["kept_rate_high"] - wilson["kept_rate_low"])


def test_card_win_rates_after_keeping_of_mirrored_pairs_take_the_pair_bound():
    """Kept in both games of 15 pairs (30 games), 18 of them won: the pair's score is
    0, 1 or 2; the interval takes the largest cluster-robust variance that total
    allows (every pair 0 or 2), twice the binomial one, so it is never narrower
    than the true one, and wider than Wilson's of the same counts."""
    from decksim.analysis.cards import card_mulligan
    row = {**CARD_X, "games": 100, "open_seen": 40, "kept": 30, "kept_wins": 18,
           "mulliganed": 10, "mulliganed_wins": 4}
    s = [2.0] * 9 + [0.0] * 6 + [0.0] * 35            # the extreme split of 18 wins
    m = [2.0] * 15 + [0.0] * 35
    p = sum(s) / sum(m)
    v = 50 / 49 * sum((si - p * mi) ** 2 for si, mi in zip(s, m)) / sum(m) ** 2
    half = 1.959963984540054 * v ** 0.5
    got = card_mulligan(pl.DataFrame([row]), mirrored_pairs=True).row(0, named=True)
    assert got["kept_wr"] == pytest.approx(0.6)
    assert (got["kept_wr_low"], got["kept_wr_high"]) == (pytest.approx(0.6 - half),
                                                         pytest.approx(0.6 + half))
    wilson = card_mulligan(pl.DataFrame([row])).row(0, named=True)
    for name in ("kept_wr", "mulliganed_wr"):
        assert got[f"{name}_high"] - got[f"{name}_low"] > \
            wilson[f"{name}_high"] - wilson[f"{name}_low"]


def test_both_games_of_a_mirrored_pair_are_dealt_and_keep_the_same_cards(decks, pool,
                                                                           tmp_path):
    """What the pair-unit kept interval assumes: with a pilot whose mulligan looks at the
    hand alone, every card's dealt and kept counts come in pairs."""
    from decksim.sim import storage
    from decksim.sim.jobs import simulate
    simulate(decks["forest_fairies"], decks["sword_officers"], pool, games=64, seed=11,
             out=tmp_path / "run", progress="off")
    cards = storage.scan_cards(tmp_path / "run").collect()
    assert cards["open_seen"].sum() > 0 and cards["kept"].sum() > 0
    assert all(v % 2 == 0 for v in cards["open_seen"].to_list() + cards["kept"].to_list())
