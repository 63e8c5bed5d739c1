"""Bad input gets a message naming the problem and exit status 2, never a
traceback (decksim/cli.py); each case is one command line."""
import pytest

from decksim.cli import main
from conftest import deck_file

A, B = deck_file("forest_fairies"), deck_file("sword_officers")
SIM = ["simulate", A, B, "--games", "4"]

CASES = {
    "negative seed": (SIM + ["--seed", "-1"], "argument --seed: -1 is out of range"),
    "seed beyond 2^63": (SIM + ["--seed", str(2**63)], "is out of range: a seed"),
    "seed not a number": (SIM + ["--seed", "x"], "'x' is not a whole number"),
    "replay index beyond range": (["replay", A, B, "--index", str(2**63)],
                                  "is out of range: a game index"),
    "replay negative index": (["replay", A, B, "--index", "-1"], "-1 is out of range"),
    "replay negative index, old spelling": (["replay", A, B, "--game", "-1"],
                                            "-1 is out of range"),
    "NaN pilot parameter": (SIM + ["--seed", "1", "--pilot-a", "greedy:face=nan"],
                            "is not a finite number"),
    "infinite pilot parameter": (SIM + ["--seed", "1", "--pilot-b", "greedy:board=inf"],
                                 "is not a finite number"),
    "empty pilot": (SIM + ["--seed", "1", "--pilot-a="], "names no pilot"),
    "unknown pilot": (SIM + ["--seed", "1", "--pilot-a", "wizard"], "unknown pilot 'wizard'"),
    "negative scheduler timeout": (SIM + ["--scheduler-timeout", "-5"],
                                   "not a number of seconds above 0"),
    "NaN scheduler timeout": (SIM + ["--scheduler-timeout", "nan"], "not a number of seconds"),
    "scheduler not an address": (SIM + ["--seed", "1", "--backend", "dask", "--scheduler",
                                        "notaurl"], "is not a scheduler address"),
    "cost range backwards": (["cards", "--cost", "5-2"], "the range goes from low to high"),
    "unknown class": (["cards", "--class", "nosuch"], "no such class"),
    "unknown trait": (["cards", "--trait", "nosuch"], "no card has this trait"),
    "a device as a deck": (["simulate", A, "/dev/zero", "--games", "4"],
                           "not a regular file"),
    "a device as a card file": (SIM + ["--cards", "/dev/zero"], "not a regular file"),
}


def run(args) -> int:
    """main's exit status; argparse refuses an option's value with SystemExit(2)."""
    try:
        return main(args)
    except SystemExit as e:
        return e.code


@pytest.mark.parametrize("args,message", CASES.values(), ids=list(CASES))
def test_bad_input_is_a_message_and_exit_2(args, message, capsys):
    assert run(args) == 2
    out = capsys.readouterr()
    assert message in out.err, out.err
    assert "Traceback" not in out.err + out.out


def test_a_huge_deck_file_is_refused_before_it_is_read(tmp_path, capsys):
    big = tmp_path / "big.txt"
    big.write_text("3 Goblin\n" * 200_000)
    assert main(["validate", str(big)]) == 2
    assert "too large for a deck list" in capsys.readouterr().err


CARD_FILES = {
    "cost as a word": ('cost = "two"', "cost must be a whole number from 0 to 99"),
    "cost as a list": ("cost = [2]", "cost must be a whole number"),
    "cost beyond range": ("cost = 2147483647", "cost 2147483647 is out of range"),
    "attack beyond the records": ("attack = 40000", "attack 40000 is out of range"),
    "traits not a list": ("traits = 5", "traits must be a list of strings"),
    "keywords as one string": ('keywords = "ward"', "keywords must be a list of strings"),
    "ability as a string": ('ability = "x"', "ability must be [[card.ability]] tables"),
}
CARD = """[[card]]
id = "U-001"
name = "Test Card"
class = "Neutral"
type = "follower"
defense = 2
{line}
"""


@pytest.mark.parametrize("line,message", CARD_FILES.values(), ids=list(CARD_FILES))
def test_a_malformed_card_file_names_the_card_and_the_field(line, message, tmp_path, capsys):
    f = tmp_path / "cards.toml"
    f.write_text(CARD.format(line=line))
    assert run(["validate", A, "--cards", str(f)]) == 2
    err = capsys.readouterr().err
    assert message in err and "U-001" in err and "Traceback" not in err


def test_card_files_not_in_utf8_or_not_tables_are_named(tmp_path, capsys):
    f = tmp_path / "utf16.toml"
    f.write_text(CARD.format(line=""), encoding="utf-16")
    assert run(["validate", A, "--cards", str(f)]) == 2
    assert "it is UTF-16: save it as UTF-8" in capsys.readouterr().err
    g = tmp_path / "list.toml"
    g.write_text("card = [1, 2]\n")
    assert run(["validate", A, "--cards", str(g)]) == 2
    assert "expected [[card]] tables" in capsys.readouterr().err
    h = tmp_path / "bom.toml"
    h.write_bytes(b"\xef\xbb\xbf" + CARD.format(line="").encode())
    assert run(["validate", A, "--cards", str(h)]) == 0      # a BOM is accepted, as in decks


EFFECTS = {
    "a draw of a billion cards": ('effects = [ { op = "draw", amount = 1000000000 } ]',
                                  "amount 1000000000 is out of range"),
    "a fractional amount": ('effects = [ { op = "draw", amount = 1.5 } ]',
                            "amount must be a whole number, not 1.5"),
}


ABILITIES = {
    "effects not a list": ("effects = 5", "effects must be a list of tables"),
    "an optional cost of two costs": (
        'optional_cost = { discard = 1, leader_loss = 1 }\n  effects = [ { op = "draw", '
        'amount = 1, if = "paid" } ]', "optional_cost names one cost"),
    "an ability field the engine does not read": (
        'nonsense = 1\n  effects = [ { op = "draw", amount = 1 } ]',
        "unknown ability field(s) ['nonsense']"),
    "a misspelt effect field": ('effects = [ { op = "draw", amout = 2 } ]',
                                "unknown effect field(s) ['amout']"),
    "an aura's field on a fanfare": ('amount = 2\n  effects = [ { op = "draw", amount = 1 } ]',
                                     "['amount'] belong to on = \"aura\" abilities"),
    "a keyword on a draw": ('effects = [ { op = "draw", amount = 1, keyword = "ward" } ]',
                            "op 'draw' does not read ['keyword']"),
    "a count without x:count": ('effects = [ { op = "draw", amount = 1, count = "own_ex" } ]',
                                "['count'] go with an amount of x:count"),
    "a filter nothing reads": ('effects = [ { op = "draw", amount = 1, filter = { type = '
                               '"spell" } } ]', "reads a filter only with an all_* target"),
    "a choose group's field alone": ('chooser = "opponent"\n  effects = [ { op = "draw", '
                                     'amount = 1 } ]', "['chooser'] belong to a choose group"),
}


@pytest.mark.parametrize("line,message", ABILITIES.values(), ids=list(ABILITIES))
def test_a_malformed_ability_is_refused_not_ignored(line, message, tmp_path, capsys):
    f = tmp_path / "cards.toml"
    f.write_text(CARD.format(line="cost = 1") + '\n  [[card.ability]]\n  on = "fanfare"\n  '
                 + line + "\n")
    for cmd in (["validate", A], SIM):
        assert run(cmd + ["--cards", str(f)]) == 2
        err = capsys.readouterr().err
        assert message in err and "U-001" in err and "Traceback" not in err, err


def test_a_user_card_replacing_a_built_in_one_stands_for_its_other_printings(tmp_path,
                                                                            capsys):
    """Elf Child May is BP01-012, BP01-P02 and ETD03-007: a deck naming another
    printing gets the replacement (it crashed the run with a KeyError)."""
    f = tmp_path / "may.toml"
    f.write_text('[[card]]\nid = "BP01-012"\nname = "Elf Child May"\nclass = "Forestcraft"\n'
                 'type = "follower"\ncost = 1\nattack = 2\ndefense = 2\ncoverage = "full"\n')
    deck = tmp_path / "printing.txt"
    deck.write_text(open(A).read().replace("3 Elf Child May", "3 ETD03-007"))
    assert run(["simulate", str(deck), B, "--games", "4", "--seed", "1", "--cards",
                str(f)]) == 0
    assert "Traceback" not in capsys.readouterr().err
    from decksim.cards.pool import load_pool
    pool = load_pool([f])
    assert pool.by_id("ETD03-007") is pool.by_id("BP01-012") is pool.by_id("BP01-P02")
    assert pool.by_id("ETD03-007").attack == 2


@pytest.mark.parametrize("effects,message", EFFECTS.values(), ids=list(EFFECTS))
def test_validate_compiles_user_cards_as_a_run_would(effects, message, tmp_path, capsys):
    f = tmp_path / "cards.toml"
    f.write_text(CARD.format(line="") + '\n  [[card.ability]]\n  on = "fanfare"\n  '
                 + effects + "\n")
    assert run(["validate", A, "--cards", str(f)]) == 2
    err = capsys.readouterr().err
    assert message in err and "U-001" in err and "Traceback" not in err


def _stored_run(tmp_path):
    out = tmp_path / "run"
    assert run(["simulate", A, B, "--games", "60", "--seed", "4", "--batch", "16", "--out",
                str(out), "--no-report", "--quiet"]) == 0
    return out


def test_a_shard_cut_short_is_played_again_on_resume(tmp_path, capsys):
    out = _stored_run(tmp_path)
    shard = sorted((out / "games").glob("part-*.parquet"))[1]
    whole = shard.read_bytes()
    shard.write_bytes(whole[:100])                      # cut short
    capsys.readouterr()
    assert run(["simulate", "--resume", "--out", str(out), "--no-report", "--quiet"]) == 0
    err = capsys.readouterr().err
    assert "is not a complete parquet file" in err and "played again" in err
    assert shard.read_bytes() == whole                   # the same games, stored again
    assert run(["report", str(out)]) == 0


def test_a_manifest_missing_a_key_or_edited_is_refused_on_resume(tmp_path, capsys):
    import json
    out = _stored_run(tmp_path)
    path = out / "manifest.json"
    good = json.loads(path.read_text())
    broken = json.loads(path.read_text())
    del broken["decks"]["a"]["path"]
    path.write_text(json.dumps(broken))
    assert run(["simulate", "--resume", "--out", str(out)]) == 2
    assert "lacks its 'path' or 'hash'" in capsys.readouterr().err
    edited = dict(good, root_seed=5)
    path.write_text(json.dumps(edited))
    assert run(["simulate", "--resume", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "was edited" in err and "Traceback" not in err


def test_a_write_failure_from_polars_is_a_message_and_the_run_resumes(tmp_path, capsys,
                                                                       monkeypatch):
    import polars as pl

    from decksim.sim import storage
    calls = {"n": 0}
    real = storage.write_parquet

    def failing(df, path):
        calls["n"] += 1
        if calls["n"] > 6:
            raise pl.exceptions.ComputeError("file size limit exceeded")
        return real(df, path)
    monkeypatch.setattr(storage, "write_parquet", failing)
    out = tmp_path / "run"
    assert run(["simulate", A, B, "--games", "60", "--seed", "4", "--batch", "16", "--out",
                str(out), "--no-report"]) == 2
    err = capsys.readouterr().err
    assert "file size limit exceeded" in err and "--resume" in err and "Traceback" not in err


def test_a_report_names_missing_and_cut_short_shards(tmp_path, capsys):
    out = _stored_run(tmp_path)
    shards = sorted((out / "games").glob("part-*.parquet"))
    shards[0].unlink()                                   # 16 games gone
    capsys.readouterr()
    assert run(["report", str(out)]) == 0
    html = (out / "report" / "report.html").read_text()
    assert "the manifest records 60 games as done, the shards hold 44" in html
    err = capsys.readouterr().err              # and the command says so, not only the page
    assert "warning:" in err and "the shards hold 44" in err and "--resume" in err
    shards[1].write_bytes(shards[1].read_bytes()[:50])
    capsys.readouterr()
    assert run(["report", str(out)]) == 2
    err = capsys.readouterr().err
    assert shards[1].name in err and "not a complete parquet file" in err


def test_a_user_card_named_like_a_built_in_one_is_refused(tmp_path, capsys):
    f = tmp_path / "cards.toml"
    f.write_text(CARD.replace("Test Card", "Goliath").format(line="cost = 1"))
    assert run(["validate", A, "--cards", str(f)]) == 2
    err = capsys.readouterr().err
    assert "named 'Goliath' like the built-in card" in err and "Traceback" not in err


def test_a_condition_on_an_evolve_cost_ability_is_refused_not_ignored(tmp_path, capsys):
    f = tmp_path / "cards.toml"
    f.write_text(CARD.format(line="cost = 2\nevolve_cost = 2") + '\n  [[card.ability]]\n'
                 '  on = "evolve_cost"\n  if = "enemy_cemetery 10"\n'
                 '  required_cost = { leader_loss = 1 }\n  alternative = true\n')
    assert run(["validate", A, "--cards", str(f)]) == 2
    assert "an evolve_cost ability takes no condition" in capsys.readouterr().err


def test_report_out_naming_a_file_says_so(tmp_path, capsys):
    out = _stored_run(tmp_path)
    f = tmp_path / "afile"
    f.write_text("")
    assert run(["report", str(out), "--out", str(f)]) == 2
    err = capsys.readouterr().err
    assert "is a file; give a directory" in err and "Traceback" not in err


def test_a_run_that_stopped_before_its_first_game_is_started_anew(tmp_path, capsys):
    import json
    out = tmp_path / "run"
    assert run(["simulate", A, B, "--games", "8", "--seed", "1", "--out", str(out),
                "--no-report", "--quiet"]) == 0
    m = json.loads((out / "manifest.json").read_text())
    m["done"], m["shards"], m["games_done"] = [], [], 0     # as if stopped before a batch
    (out / "manifest.json").write_text(json.dumps(m))
    for p in (out / "games").glob("*.parquet"):
        p.unlink()
    # the corrected command (another seed) runs, without and with --resume
    assert run(["simulate", A, B, "--games", "8", "--seed", "2", "--out", str(out),
                "--no-report", "--quiet"]) == 0
    assert json.loads((out / "manifest.json").read_text())["root_seed"] == 2


def test_a_tournament_that_failed_to_start_is_started_anew(tmp_path, capsys):
    out = tmp_path / "t"
    tour = ["tournament", A, B, "--games-per-pair", "4", "--out", str(out), "--no-report",
            "--quiet"]
    assert run(tour + ["--seed", "1", "--backend", "dask", "--scheduler",
                       "tcp://127.0.0.1:9", "--scheduler-timeout", "1"]) == 2
    assert "cannot reach the Dask scheduler" in capsys.readouterr().err
    assert run(tour + ["--seed", "2"]) == 0                     # the corrected command
    import json
    assert json.loads((out / "manifest.json").read_text())["root_seed"] == 2


def test_a_deck_with_thousands_of_problems_gets_a_short_message(tmp_path, capsys):
    f = tmp_path / "many.txt"
    f.write_text("Leader:\n1 Arisa\nMain deck:\n"
                 + "".join(f"3 Nosuchcard{i}\n" for i in range(5000)))
    assert run(["validate", str(f)]) == 2
    err = capsys.readouterr().err
    assert "more problems" in err and len(err) < 10_000 and "Traceback" not in err


class _Server:
    """A listening socket on a free local port that is not a Dask scheduler: `reply`
    is what it sends once it has waited `wait` seconds for a request (None: nothing,
    it holds the connection open)."""

    def __init__(self, reply: bytes | None, wait: float = 0.3):
        import socket
        import threading
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(4)
        self.reply, self.wait, self.held = reply, wait, []
        self.address = f"tcp://127.0.0.1:{self.sock.getsockname()[1]}"
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        import socket
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.held.append(conn)
            if self.reply is not None:
                conn.settimeout(self.wait)
                try:
                    conn.recv(1024)
                except socket.timeout:
                    pass
                conn.sendall(self.reply)

    def close(self):
        for c in self.held:
            c.close()
        self.sock.close()


SCHEDULERS = {
    "a server that says nothing": (None, "accepted the connection but said nothing within 2s"),
    "an HTTP server answering 400": (b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n",
                                     "is not a Dask scheduler: it answered 'HTTP/1.1'"),
}


def _against(reply, scheme, capsys) -> str:
    """stderr of a simulate run given a _Server(reply) as its Dask scheduler over
    `scheme`, after checking it exits 2."""
    server = _Server(reply)
    try:
        assert run(SIM + ["--seed", "1", "--backend", "dask", "--scheduler",
                          server.address.replace("tcp://", f"{scheme}://"),
                          "--scheduler-timeout", "2"]) == 2
    finally:
        server.close()
    return capsys.readouterr().err


@pytest.mark.parametrize("reply,message", SCHEDULERS.values(), ids=list(SCHEDULERS))
def test_a_scheduler_address_that_is_not_dask_is_a_message(reply, message, capsys):
    err = _against(reply, "tcp", capsys)
    assert message in err and "Traceback" not in err, err


def test_tls_without_dask_tls_settings_is_a_message(capsys):
    err = _against(None, "tls", capsys)
    assert "tls:// needs Dask's TLS settings" in err and "Traceback" not in err, err


def test_a_tls_server_that_never_completes_the_handshake_is_a_message(capsys, monkeypatch):
    """With Dask's TLS settings (here a plain client context), a server that accepts
    and says nothing is given up after --scheduler-timeout."""
    import ssl

    from distributed.security import Security
    monkeypatch.setattr(Security, "get_connection_args",
                        lambda self, role: {"ssl_context": ssl.create_default_context()})
    err = _against(None, "tls", capsys)
    assert "did not complete a TLS handshake within 2s" in err and "Traceback" not in err, err


def test_a_scheduler_scheme_dask_is_not_reached_by_is_refused(capsys):
    assert run(SIM + ["--backend", "dask", "--scheduler", "ws://127.0.0.1:8786"]) == 2
    assert "by tcp://HOST:PORT or tls://HOST:PORT" in capsys.readouterr().err
