"""benchmarks/compile_timeline.py: reading the per-kernel compile log."""
from benchmarks.compile_timeline import busy_per_second, critical_chain, report

# (asked, began, ended, process, kernel, compiled): two processes, the batch kernel last
ROWS = [
    (0.0, 0.0, 1.5, "11", "sve.stats.count_game", True),
    (0.0, 0.2, 2.0, "12", "sve.game.write_record", True),
    (2.0, 2.3, 3.0, "12", "sve.game.play_game", True),
    (0.0, 0.0, 0.1, "12", "sve.game.setup_game", True),
    (0.1, 1.5, 1.6, "12", "sve.stats.count_game", False),     # loaded after waiting
    (2.5, 3.0, 3.6, "11", "sve.game.play_chunk", True),
]


def test_busy_seconds_count_both_processes():
    busy = busy_per_second(ROWS)
    assert len(busy) == 4
    assert abs(busy[0] - 1.9) < 1e-9 and abs(busy[3] - 0.6) < 1e-9


def test_the_critical_chain_follows_the_callee_that_finished_last():
    chain = [r[4] for r in critical_chain(ROWS)]
    assert chain == ["sve.game.play_game", "sve.game.play_chunk"]


def test_report_names_processes_and_the_chain():
    text = report(4.0, ROWS)
    assert "Wall time: 4.0 s" in text
    assert "| 11 | 2 | 2.1 | 0.5 | 3.6 |" in text
    assert "| 12 | 3 | 2.6 | 1.9 | 3.0 |" in text
    assert "`sve.game.play_game`" in text.split("## The critical chain")[1]
