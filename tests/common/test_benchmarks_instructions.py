"""benchmarks.instructions reads callgrind's output: own instructions and calls per
function, compiled kernels named by their addresses, a call's inclusive cost
not counted as the caller's own."""
from pathlib import Path

from benchmarks.instructions import parse, table

CALLGRIND = """# callgrind format
version: 1
positions: line
events: Ir

ob=(1) ???
fl=(1) ???
fn=(1) 0x0000000012345000
0 100
+3 20
cfn=(2) 0x0000000012346000
calls=4 0
* 400
* 5
fn=(2)
0 300
fl=(2) malloc.c
fn=(3) malloc
0 50
cfn=(3)
calls=1 0
0 7
"""


def test_parse_names_kernels_and_keeps_inclusive_costs_out(tmp_path: Path):
    f = tmp_path / "callgrind.out"
    f.write_text(CALLGRIND)
    total, own, calls = parse(f, {0x12345000: "sve.game.main_phase",
                                  0x12346000: "sve.rules.trigger_field"})
    assert own == {"sve.game.main_phase": 125, "sve.rules.trigger_field": 300, "malloc": 50}
    assert total == 475
    assert calls == {"sve.rules.trigger_field": 4, "malloc": 1}
    lines = table({"total": total, "self": own, "calls": calls}, rows=2)
    assert lines[0] == "Instructions per game: 475."
    assert "| 300 | 63.2% | 4.0 | `sve.rules.trigger_field` |" in lines
    assert len(lines) == 4 + 2
