"""Pass C-contiguous arrays to compiled functions in 2 + ndim machine words, not 5 + 2 ndim.

numba hands an array to a compiled function as its whole descriptor, flattened
into separate arguments: meminfo, parent, nitems, itemsize, data, shape and
strides. Engine kernels call each other by declaration (linking.py) with up to
eight arrays (state, four card tables, pilots, random stream, log): 68 words
pushed onto the stack for every call, about 5,000 calls per game. Measured
with two kernels that do nothing: 36 ns for a call with eight arrays, 4 ns with
one.

For a C-contiguous array the rest follows from meminfo, data and shape:
nitems is the product of the shape, itemsize is the dtype's, strides are the
C order's (numba itself indexes 'C' arrays by shape alone), and parent (the
Python object an argument came from) only serves to hand the same object back
to Python, which a new object wrapping the same memory does as well. So only
those are passed, and the callee rebuilds the descriptor (a few register
operations that LLVM drops where unused). meminfo stays: it keeps reference
counting exact where numba's runtime is on.

One thing this gives up: a function compiled without numba's runtime
(`_nrt=False`, `kernel()` without alloc) can no longer hand an argument array
back to Python (it has neither parent nor meminfo to box; numba raises a
SystemError). Engine kernels never do: a kernel that returns arrays is
`alloc=True` (jit.py), and with the runtime on it works as before.

This changes numba's calling convention for every function compiled in the
process once the engine is loaded (numba_setup.py), consistently on both sides of each call.
The cache directory is keyed by it (decksim/core/__init__.py).
DECKSIM_COMPACT_ARGS=0 keeps numba's own convention.
"""
import os

from llvmlite import ir
from decksim.core.numba_gate import PATCHES
from numba.core import cgutils, types
from numba.core.datamodel import models
from numba.np.numpy_support import as_dtype

ENABLED = PATCHES and os.environ.get("DECKSIM_COMPACT_ARGS", "") != "0"

_MEMINFO, _PARENT, _NITEMS, _ITEMSIZE, _DATA, _SHAPE, _STRIDES = range(7)
_orig = (models.ArrayModel.get_argument_type, models.ArrayModel.as_argument,
         models.ArrayModel.from_argument)


def _itemsize(model):
    """The dtype's size in bytes when this model's arrays are passed compactly, else 0."""
    size = model.__dict__.get("_compact_itemsize")
    if size is None:
        ty = model._fe_type
        size = 0
        if type(model) is models.ArrayModel and isinstance(ty, types.Array) and \
                ty.layout == "C" and ty.ndim >= 1:
            try:
                size = as_dtype(ty.dtype).itemsize
            except Exception:   # a dtype numpy cannot describe: numba's own way
                size = 0
        model._compact_itemsize = size
    return size


def _get_argument_type(self):
    if not _itemsize(self):
        return _orig[0](self)
    return (self._models[_MEMINFO].get_argument_type(),
            self._models[_DATA].get_argument_type(),
            self._models[_SHAPE].get_argument_type())


def _as_argument(self, builder, value):
    if not _itemsize(self):
        return _orig[1](self, builder, value)
    return tuple(self._models[i].as_argument(builder, self.get(builder, value, i))
                 for i in (_MEMINFO, _DATA, _SHAPE))


def _from_argument(self, builder, value):
    size = _itemsize(self)
    if not size:
        return _orig[2](self, builder, value)
    meminfo, data, dims = value
    intp = self._models[_NITEMS].get_value_type()
    nitems = dims[0]
    for d in dims[1:]:
        nitems = builder.mul(nitems, d)
    strides = [ir.Constant(intp, size)]
    for d in reversed(dims[1:]):
        strides.insert(0, builder.mul(strides[0], d))
    parts = {
        _MEMINFO: self._models[_MEMINFO].from_argument(builder, meminfo),
        _PARENT: cgutils.get_null_value(self._models[_PARENT].get_value_type()),
        _NITEMS: nitems,
        _ITEMSIZE: ir.Constant(intp, size),
        _DATA: self._models[_DATA].from_argument(builder, data),
        _SHAPE: self._models[_SHAPE].from_argument(builder, dims),
        _STRIDES: self._models[_STRIDES].from_argument(builder, tuple(strides)),
    }
    struct = ir.Constant(self.get_value_type(), ir.Undefined)
    for i in range(7):
        struct = self.set(builder, struct, parts[i], i)
    return struct


if ENABLED:
    models.ArrayModel.get_argument_type = _get_argument_type
    models.ArrayModel.as_argument = _as_argument
    models.ArrayModel.from_argument = _from_argument
