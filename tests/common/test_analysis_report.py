"""The report, tournament and compare directories, and the `report` / `compare`
commands, on small runs of real games (plus synthetic counters where noted)."""
import json
import re

import polars as pl
import pytest

import decksim
from decksim import analysis as A
from decksim.analysis.report import build_report
from decksim.cli import main
from decksim.sim.compare import STRIDE, run_compare

from analysis_data import deck_entry, fake_counters, write_run
from conftest import deck_file

FOREST = deck_file("forest_fairies")
SWORD = deck_file("sword_officers")
HAVEN = deck_file("haven_wards")
DRAGON = deck_file("dragon_ramp")
PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def real_games(decks):
    return decksim.simulate(decks["forest_fairies"], decks["sword_officers"], games=300, seed=7)


@pytest.fixture(scope="module")
def run_dirs(tmp_path_factory, real_games, decks, pool):
    root = tmp_path_factory.mktemp("runs")
    entries = {"a": deck_entry(decks["forest_fairies"]), "b": deck_entry(decks["sword_officers"])}
    cards, turns = fake_counters(real_games, entries, pool)
    full = write_run(root / "full", real_games, entries, seed=7, cards=cards, turns=turns,
                     shards=3)
    bare = write_run(root / "bare", real_games, entries, seed=7)
    return full, bare


@pytest.fixture(scope="module")
def tournament_dir(tmp_path_factory, decks):
    d = tmp_path_factory.mktemp("tour")
    names = ["forest_fairies", "sword_officers", "haven_wards"]
    for i, j in ((0, 1), (0, 2), (1, 2), (0, 0)):
        g = decksim.simulate(decks[names[i]], decks[names[j]], games=120, seed=10 + 3 * i + j)
        write_run(d / "pairs" / f"{i:02d}-{j:02d}", g,
                  {"a": deck_entry(decks[names[i]]), "b": deck_entry(decks[names[j]])})
    (d / "manifest.json").write_text(json.dumps({
        "format": 1, "kind": "tournament", "decksim_version": "test", "root_seed": 10,
        "decks": [{k: deck_entry(decks[n])[k] for k in ("name", "path", "hash")} for n in names]}))
    return d


def check_outputs(rep, csvs, pngs):
    for name in csvs:
        assert name in rep.csv, name
        df = pl.read_csv(rep.csv[name])
        assert df.height > 0, name
    for name in pngs:
        data = rep.png[name].read_bytes()
        assert data.startswith(PNG) and len(data) > 5000, name
    text = rep.html.read_text()
    assert len(text) > 20000
    assert text.count("data:image/png;base64,") == len(rep.png)
    # self-contained: nothing is loaded from outside the file
    assert not re.search(r"""(src|href)=["']?(https?:|file:|//)""", text)
    assert "<link" not in text and "<script" not in text
    return text


def test_report_of_a_run_with_counters(run_dirs, real_games):
    full, _ = run_dirs
    rep = build_report(full)
    assert rep.out == full / "report" and rep.skipped == []
    text = check_outputs(
        rep, ["summary", "matchups", "mulligan", "curve", "evolution", "cards", "card_mulligan",
              "evolved_cards", "pp_efficiency", "hypergeometric", "end_reasons", "game_length"],
        ["win_rates", "game_length", "pp_curve", "ep_usage", "card_iwd", "card_mulligan"])
    for s in ("root seed", "forest_fairies", "sword_officers", "greedy", "Wilson"):
        assert s in text
    # the report's numbers are the engine's games
    s = pl.read_csv(rep.csv["summary"]).filter((pl.col("deck") == "forest_fairies")
                                               & (pl.col("seat") == "all"))
    assert s["wins"][0] == (real_games["winner"] == "a").sum()
    ref = decksim.summarize(real_games, "forest_fairies", "sword_officers")
    play = pl.read_csv(rep.csv["summary"]).filter((pl.col("deck") == "forest_fairies")
                                                  & (pl.col("seat") == "on the play"))
    assert play["win_rate_low"][0] == pytest.approx(ref["ci_low"][1])    # one game a pair
    # "all": units from the manifest (this one records no mirrored pairs: each game is
    # one; tests/common/test_pairs.py checks a mirrored run against summarize)
    assert s["win_rate_low"][0] < s["win_rate"][0] < s["win_rate_high"][0]
    # evolve-deck cards are not in the per-card tables
    cards = pl.read_csv(rep.csv["cards"])
    assert cards.height == 28 and "BP01-005" not in cards["card_id"].to_list()


def test_report_without_counters_says_so(run_dirs):
    _, bare = run_dirs
    rep = build_report(bare)
    text = check_outputs(rep, ["summary", "matchups", "mulligan", "evolution", "hypergeometric"],
                         ["win_rates", "game_length", "ep_usage"])
    assert "cards" not in rep.csv and "curve" not in rep.csv
    assert "needs the per-card counters" in text and "needs the per-turn counters" in text
    assert len(rep.skipped) == 2


def test_tournament_report(tournament_dir):
    res = A.load_results(tournament_dir)
    assert res.kind == "tournament" and len(res.runs) == 4
    rep = build_report(tournament_dir)
    check_outputs(rep, ["summary", "matchups", "win_matrix", "ratings", "field", "nash"],
                  ["win_rates", "matchup_heatmap", "ratings", "game_length", "ep_usage"])
    m = rep.tables["matchups"]
    g = pl.read_parquet(tournament_dir / "pairs" / "00-02" / "games" / "*.parquet")
    fh = m.filter((pl.col("deck") == "forest_fairies") & (pl.col("opponent") == "haven_wards"))
    assert fh["games"][0] == 120 and fh["wins"][0] == (g["winner"] == "a").sum()
    mirror = m.filter((pl.col("deck") == "forest_fairies") & (pl.col("opponent") == "forest_fairies"))
    assert mirror["games"][0] == 120
    nash = rep.tables["nash"]
    assert nash["share"].sum() == pytest.approx(1.0)
    assert nash["win_rate_vs_equilibrium"].max() == pytest.approx(nash["game_value"][0], abs=1e-6)


def test_compare_is_paired_and_stops_early(tmp_path, decks, pool):
    out = tmp_path / "cmp"
    sprt = A.SPRT.from_wr(0.0, 0.3)            # wide bounds: decides within a few rounds
    res = run_compare(decks["forest_fairies"], decks["dragon_ramp"],
                      [decks["sword_officers"], decks["haven_wards"]], pool, games=400, seed=3,
                      sprt=sprt, round_size=50, out=out)
    r = res.manifest["result"]
    assert r["decision"] in ("H0", "H1") and res.played_seeds < 400
    assert r["games_saved"] == (400 - res.played_seeds) * 2 * 2
    assert r["games_played"] + r["games_saved"] == r["games_max"] == 1600
    assert sum(r["pentanomial"]) == res.pairs.height == res.played_seeds * 2
    # identical seeds: both lists' games have the same indices and the same first player
    b = pl.read_parquet(out / "runs" / "base-01" / "games" / "*.parquet")
    c = pl.read_parquet(out / "runs" / "cand-01" / "games" / "*.parquet")
    assert b["game"].to_list() == c["game"].to_list() and b["game"][0] == STRIDE
    assert b["first"].to_list() == c["first"].to_list()
    assert b["first"][:4].to_list() == ["a", "b", "a", "b"]
    # the games reproduce: the first round again, alone
    again = run_compare(decks["forest_fairies"], decks["dragon_ramp"], [decks["sword_officers"],
                        decks["haven_wards"]], pool, games=50, seed=3, sprt=None, round_size=50)
    assert again.pairs.equals(res.pairs.head(100))
    rep = build_report(out)
    text = check_outputs(rep, ["summary", "matchups", "compare"],
                         ["win_rates", "compare", "sprt", "matchup_heatmap"])
    assert "SPRT accepted" in text and "saved" in text
    cs = rep.tables["compare"]
    assert cs["opponent"].to_list() == ["all", "sword_officers", "haven_wards"]
    assert cs["diff"][0] == pytest.approx(r["diff"])


def test_cli_report_on_a_real_run(tmp_path, capsys):
    out = tmp_path / "sim"
    assert main(["simulate", FOREST, SWORD, "--games", "150", "--seed", "2", "--out", str(out),
                 "--quiet"]) == 0
    capsys.readouterr()
    assert main(["report", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "report.html" in printed
    # counters are reported when simulate stored them, and said to be missing otherwise
    assert ("skipped cards" in printed) != any((out / "cards").glob("part-*.parquet"))
    html = (out / "report" / "report.html").read_text()
    assert "forest_fairies" in html and "150" in html
    assert main(["report", str(out), "--out", str(tmp_path / "elsewhere")]) == 0
    assert (tmp_path / "elsewhere" / "summary.csv").is_file()


def test_cli_report_errors_exit_2_without_traceback(tmp_path, capsys):
    cases = []
    cases.append((tmp_path / "missing", "no such directory"))
    empty = tmp_path / "empty"
    empty.mkdir()
    cases.append((empty, "not a decksim result directory"))
    f = tmp_path / "file.txt"
    f.write_text("x")
    cases.append((f, "is not a directory"))
    bad = tmp_path / "badjson"
    bad.mkdir()
    (bad / "manifest.json").write_text("{not json")
    cases.append((bad, "manifest.json: not valid JSON"))
    nogames = tmp_path / "nogames"
    nogames.mkdir()
    (nogames / "manifest.json").write_text(json.dumps({"kind": "simulate", "decks": {}}))
    cases.append((nogames, "has no stored games"))
    kind = tmp_path / "kind"
    kind.mkdir()
    (kind / "manifest.json").write_text(json.dumps({"kind": "poker"}))
    cases.append((kind, "unknown kind 'poker'"))
    broken = tmp_path / "broken"
    (broken / "games").mkdir(parents=True)
    (broken / "games" / "part-000000000000-000000000010.parquet").write_text("not parquet")
    (broken / "manifest.json").write_text(json.dumps(
        {"kind": "simulate", "decks": {"a": {"name": "x"}, "b": {"name": "y"}}}))
    cases.append((broken, "not a complete parquet file"))      # named by file
    for path, msg in cases:
        assert main(["report", str(path)]) == 2, path
        err = capsys.readouterr().err
        assert msg in err and str(path.name) in err and "Traceback" not in err, (path, err)


def test_cli_compare(tmp_path, capsys):
    out = tmp_path / "cmp"
    assert main(["compare", FOREST, DRAGON, "--against", SWORD, "--games", "200", "--round",
                 "100", "--seed", "5", "--wr1", "0.25", "--out", str(out), "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "SPRT" in printed and "saved" in printed and "seed 5" in printed
    assert (out / "report" / "report.html").is_file()
    m = json.loads((out / "manifest.json").read_text())
    assert m["kind"] == "compare" and m["root_seed"] == 5 and m["sprt"]["wr1"] == pytest.approx(0.25)
    for args, msg in ((["--wr1", "3"], "fraction"), (["--elo0", "0"], "go together"),
                      (["--elo0", "0", "--elo1", "5", "--wr1", "0.1"], "not both"),
                      (["--alpha", "0.9"], "alpha"), (["--pilot", "genius"], "unknown pilot"),
                      (["--games", "0"], "at least 1")):
        assert main(["compare", FOREST, DRAGON, "--against", SWORD, *args]) == 2, args
        err = capsys.readouterr().err
        assert msg in err and "Traceback" not in err, (args, err)


def test_tournament_takes_card_lists_from_the_pair_manifests(tournament_dir):
    res = A.load_results(tournament_dir)
    assert all(len(d["main"]) >= 40 for d in res.decks.values())
    assert "hypergeometric" in build_report(tournament_dir, tournament_dir / "r2").csv
