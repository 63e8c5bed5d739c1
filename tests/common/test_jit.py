"""decksim/core/jit.py: each part of the engine types its kernels' parameters by
its own table; a name the table does not know is an error, and importing an
engine compiles nothing."""
import subprocess
import sys

import pytest

from decksim.core.jit import KernelTypeError, kernel_maker
from decksim.core.sve.kernel import TYPES


def test_a_parameter_missing_from_the_type_table_is_an_error():
    kernel = kernel_maker("sve", TYPES)
    with pytest.raises(KernelTypeError, match=r"no type for parameter\(s\) mystery; add them "
                                              r"to the sve type table"):
        @kernel()
        def uses_an_unknown_name(S, mystery):
            return S[mystery]


def test_an_override_types_a_name_the_table_does_not_know():
    from numba import types as t
    kernel = kernel_maker("sve", TYPES)

    @kernel(mystery=t.int64)
    def typed_by_override(S, mystery):
        return S[mystery]

    import numpy as np
    assert typed_by_override(np.arange(4, dtype=np.int32), 2) == 2


def test_importing_the_engine_compiles_nothing():
    code = ("import decksim.core.sve.game\n"
            "from decksim.core import parallel_compile as pc\n"
            "print(len(pc.registry), sum(k.ready for k in pc.registry),"
            " sum(len(k.disp.overloads) for k in pc.registry))\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    kernels, ready, compiled = map(int, run.stdout.split())
    assert kernels > 200 and ready == compiled == 0


def test_every_name_of_the_sve_type_table_is_a_kernel_parameter():
    import inspect

    import decksim.core.sve.game  # noqa: F401  (every kernel defined)
    from decksim.core import parallel_compile as pc
    used = {n for k in pc.registry for n in inspect.signature(k.fn).parameters}
    assert not set(TYPES) - used
