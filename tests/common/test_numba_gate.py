"""decksim/core/numba_gate.py: the compile-time patches of numba's internals are
on only for the numba versions the suite passes on; outside them every patch is
off, with one warning, and numba's own machinery compiles the engine."""
import subprocess
import sys

from decksim.core import numba_gate

PATCHED = ("linking.ENABLED", "py_entry.AVAILABLE", "compact_args.ENABLED",
           "no_wraparound.ENABLED", "typing_memo.ENABLED", "ir_vars.ENABLED",
           "parallel_compile.ENABLED")


def test_version_tuples():
    v = numba_gate.version_tuple
    assert v("0.68.1") == (0, 68, 1) and v("0.69.0rc1") == (0, 69, 0)
    assert v("0.70.0.dev0+12.g3f") == (0, 70, 0) and v("1.0") == (1, 0, 0)


def test_this_numba_is_in_the_tested_range_and_patched():
    assert numba_gate.IN_RANGE and numba_gate.PATCHES


def run_with_numba_version(version: str) -> list[str]:
    code = ("import warnings, numba\n"
            f"numba.__version__ = {version!r}\n"
            "with warnings.catch_warnings(record=True) as w:\n"
            "    warnings.simplefilter('always')\n"
            "    from decksim.core import numba_gate, linking, py_entry, compact_args, "
            "no_wraparound, typing_memo, ir_vars, parallel_compile\n"
            "    from numba.core.targetconfig import TargetConfig\n"
            f"    print([eval(x) for x in {list(PATCHED)!r}], numba_gate.PATCHES,"
            " TargetConfig.__hash__.__module__)\n"
            "print(len([x for x in w if 'decksim' in str(x.message)]))\n"
            "print(*[str(x.message) for x in w if 'decksim' in str(x.message)])\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout.splitlines()


def test_outside_the_tested_range_every_patch_is_off_with_one_warning():
    flags, warnings, message = run_with_numba_version("0.60.0")
    assert flags.startswith("[False, False, False, False, False, False, False] False")
    assert not flags.endswith("decksim.core.fast_flags")        # numba's own __hash__
    assert warnings == "1"
    assert "numba 0.60.0 is outside the versions decksim is tested with" in message
    assert "pip install 'numba>=0.63.1,<0.69'" in message


def test_inside_the_range_the_patches_are_on_without_a_warning():
    flags, warnings, _ = run_with_numba_version("0.68.1")
    assert flags == "[True, True, True, True, True, True, True] True decksim.core.fast_flags"
    assert warnings == "0"
