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
