"""benchmarks/stacks.py: inclusive and self shares and direct callees from sampled stacks."""
from benchmarks.stacks import tables


def test_shares_and_callees_from_stacks():
    # innermost frame first, as gdb prints them
    stacks = [["leaf", "mid", "root"], ["mid", "root"], ["leaf", "root"], ["root"]]
    lines = tables(stacks, rows=5, callees_of=3)
    assert "| 100.0% | 25.0% | `root` |" in lines
    assert "| 50.0% | 50.0% | `leaf` |" in lines
    assert "| 50.0% | 25.0% | `mid` |" in lines
    assert "- `root`: `mid` 50.0%, `leaf` 25.0%" in lines
    assert "- `mid`: `leaf` 25.0%" in lines
