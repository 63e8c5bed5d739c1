"""Compile each engine kernel once: callers call compiled kernels, not copies.

numba links the whole machine code of every callee into each caller and then
optimises and generates code for that whole module again (CPUCodeLibrary.finalize).
With the engine's deep call tree (game -> main phase -> actions -> abilities ->
effect interpreter) every level rebuilt everything below it: the first compile
took five minutes and each cached kernel carried a copy of its whole call tree,
so a cached start loaded the interpreter dozens of times.

Here a caller keeps only a declaration of a callee that is itself a compiled
engine kernel of more than LINK_MAX instructions; the JIT engine resolves the
symbol to the callee's code, which is loaded first (kernels are compiled
eagerly, callees above callers). Small kernels (accessors, zone pushes) are
still linked so that LLVM can inline them where they are hot; other libraries
(numba's helpers, parfor bodies) are linked as numba does.

Symbol names must then be the same in every process: numba puts a per-process
counter into each mangled name, so a cached caller could name a callee that a
later process compiled under another number. Engine kernels (module-level
functions of decksim.core, one signature each) are mangled without it.

Set DECKSIM_LINK_CALLEES=1 to get numba's own behaviour back.
"""
import os
import weakref

from decksim.core.numba_gate import PATCHES
from numba.core import base, codegen, funcdesc

# the numba internals this relies on (numba 0.68); without them, numba's own way
ENABLED = (PATCHES and os.environ.get("DECKSIM_LINK_CALLEES", "") != "1"
           and hasattr(codegen.CPUCodeLibrary, "_verify_declare_only_symbols")
           and hasattr(base.BaseContext, "mangler"))
LINK_MAX = 100               # LLVM instructions of a kernel still linked into callers
_ENGINE_PREFIX = "decksim.core."
_shared = weakref.WeakSet()   # libraries of compiled engine kernels called by declaration


def _size(library, most: int) -> int:
    """LLVM instructions of a library's own functions, counted up to `most` + 1
    (each one is a call into LLVM: counting big kernels whole took a second of
    every first compile). A library loaded from the cache has its object code
    and, for linking, its module as bitcode (numba's `_shared_module`): counted
    there, so that a small kernel is linked into its callers whichever process
    compiled it (counting it as 0 had made callers compiled in the other
    process call it by declaration: 2% more instructions per greedy game)."""
    n = 0
    module = library._final_module
    if getattr(library, "_shared_module", None) is not None:
        module = library._shared_module
    for fn in module.functions:
        if not fn.is_declaration and not fn.name.startswith(("_ZN7cpython", "cfunc.")):
            for block in fn.blocks:
                for _ in block.instructions:
                    n += 1
                    if n > most:
                        return n
    return n


def share(dispatcher):
    """Let callers call this engine kernel by declaration unless it is small."""
    if ENABLED:      # (with NUMBA_DISABLE_JIT=1 a kernel is a plain function)
        for cres in getattr(dispatcher, "overloads", {}).values():
            n = _size(cres.library, LINK_MAX)
            if n == 0 or n > LINK_MAX:
                _shared.add(cres.library)


def _finalize(self, _orig=codegen.CPUCodeLibrary.finalize):
    linked = []
    for lib in self._linking_libraries:
        if lib in _shared:
            lib._ensure_finalized()
            self._reload_init.update(lib._reload_init)
        else:
            linked.append(lib)
    self._linking_libraries = linked
    return _orig(self)


def _mangler(self, name, types, *, abi_tags=(), uid=None):
    if name.startswith(_ENGINE_PREFIX):
        uid = None
    return funcdesc.default_mangler(name, types, abi_tags=abi_tags, uid=uid)


if ENABLED:
    codegen.CPUCodeLibrary.finalize = _finalize
    # declared-only engine symbols are expected now
    codegen.CPUCodeLibrary._verify_declare_only_symbols = lambda self: None
    base.BaseContext.mangler = _mangler
