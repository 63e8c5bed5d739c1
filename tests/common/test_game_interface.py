"""The game interface is real: a toy second game (highcard.py) runs through
`decksim simulate`, storage, `decksim report`, `decksim replay` and
`decksim compare` with nothing in sim/ or analysis/ written for it; a run
records its game; decks of two games in one run are refused."""
import json

import pytest

import highcard
from decksim import games
from decksim.cli import main
from decksim.games.base import GameError

SVE_DECK = "examples/decks/sve/forest_fairies.txt"


@pytest.fixture()
def toy(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKSIM_GAMES", "highcard")       # worker processes find it too
    games.register(highcard.GAME)
    low = tmp_path / "low.txt"
    low.write_text("Game: highcard\n4 Two\n4 Three\n4 Four\n")
    high = tmp_path / "high.txt"
    high.write_text("# no header: its cards say which game\n4 Ace\n4 King\n4 Queen\n")
    mid = tmp_path / "mid.txt"
    mid.write_text("game: highcard\n4 Seven\n4 Eight\n4 Nine\n")
    yield {"low": str(low), "high": str(high), "mid": str(mid), "dir": tmp_path}
    games.unregister("highcard")


def test_toy_game_simulate_stores_its_game_and_reports_its_own_section(toy, capsys):
    out = toy["dir"] / "run"
    assert main(["simulate", toy["low"], toy["high"], "--games", "200", "--seed", "3",
                 "--out", str(out)]) == 0
    m = json.loads((out / "manifest.json").read_text())
    assert m["game"] == "highcard"
    assert m["pilot_params"]["a"] == {"pilot": "greedy", "keep": 8.0}
    text = capsys.readouterr().out
    assert "high  all          200    200" in text.replace("  ", "  ")   # aces always win
    html = (out / "report" / "report.html").read_text()
    assert 'id="points"' in html and "Evolution points" not in html
    assert "Curve (play points)" not in html
    assert (out / "report" / "points.csv").exists()
    assert not (out / "report" / "evolution.csv").exists()


def test_toy_game_on_worker_processes_matches_threads(toy):
    rows = []
    for backend in ("threads", "processes"):
        out = toy["dir"] / backend
        assert main(["simulate", toy["mid"], toy["high"], "--games", "60", "--seed", "5",
                     "--backend", backend, "--workers", "2", "--batch", "16", "--out", str(out),
                     "--no-report"]) == 0
        rows.append((out / "summary.csv").read_text())
    assert rows[0] == rows[1]


def test_toy_game_replay_and_compare(toy, capsys):
    assert main(["replay", toy["mid"], toy["low"], "--seed", "1", "--index", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("# game 1 of seed 1") and "vs" in lines[-1]
    out = toy["dir"] / "cmp"
    assert main(["compare", toy["low"], toy["mid"], "--against", toy["high"], "--games", "100",
                 "--seed", "2", "--no-sprt", "--out", str(out), "--quiet"]) == 0
    assert json.loads((out / "manifest.json").read_text())["game"] == "highcard"
    assert "Baseline vs candidate" in (out / "report" / "report.html").read_text()


def test_decks_of_two_games_in_one_run_are_refused(toy, capsys):
    assert main(["simulate", SVE_DECK, toy["high"], "--games", "10"]) == 2
    err = capsys.readouterr().err
    assert "one run plays one game" in err and "is sve" in err and "is highcard" in err


def test_a_decks_game_comes_from_its_header_then_game_flag_then_its_cards(toy):
    assert games.deck_game(toy["low"]) == "highcard"             # header
    assert games.deck_game(toy["high"]) == "highcard"            # its cards
    assert games.deck_game(SVE_DECK) == "sve"                    # its cards
    assert games.deck_game(toy["high"], "highcard") == "highcard"
    with pytest.raises(GameError, match="the deck is for highcard, but --game sve"):
        games.deck_game(toy["low"], "sve")


def test_unknown_game_header_names_the_line(tmp_path):
    p = tmp_path / "chess.txt"
    p.write_text("# my deck\nGame: chess\n4 Ace\n")
    with pytest.raises(GameError, match=r"chess.txt, line 2: unknown game 'chess'"):
        games.deck_game(p)
    assert main(["validate", str(p)]) == 2


def test_sve_deck_with_its_game_header_loads(tmp_path):
    p = tmp_path / "fairies.txt"
    p.write_text("Game: sve\n" + open(SVE_DECK).read())
    import decksim
    assert decksim.load_deck(p).game == "sve"
    assert main(["validate", str(p)]) == 0


def test_resuming_a_run_of_another_game_is_refused(toy, capsys):
    out = toy["dir"] / "run"
    assert main(["simulate", SVE_DECK, SVE_DECK, "--games", "2", "--seed", "3",
                 "--out", str(out), "--no-report"]) == 0
    assert main(["simulate", toy["low"], toy["high"], "--games", "20", "--seed", "3",
                 "--out", str(out), "--resume", "--no-report"]) == 2
    assert "it holds games of sve, not of highcard" in capsys.readouterr().err


def test_unknown_game_name_is_a_clear_error(capsys):
    assert main(["simulate", SVE_DECK, SVE_DECK, "--game", "chess", "--games", "2"]) == 2
    assert "unknown game 'chess'; decksim plays: sve" in capsys.readouterr().err
