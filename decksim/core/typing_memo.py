"""Remember how numba typed a call of a built-in function, for the same argument
types, instead of resolving it again at every call site.

numba types a call (`a + b`, `S[i]`, `min(x, y)`, `np.isnan(v)`) by trying the
function's typing templates in order until one accepts the argument types; the
engine's first compile makes about 20,000 such resolutions, nine failed
template attempts each on average (an integer `+` is first offered to the
templates for arrays, which look for a matching ufunc loop). Most calls repeat
the same function with the same argument types.

Here a resolution that a plain template gave (a concrete list of cases, or a
`generic` method of numba's typing modules) is kept per function, typing
context and argument types, with the implementation it chose for lowering, and
the same signature is returned for the same call again. Calls with keyword arguments, and resolutions by templates that
compile or register something per call (`@overload`, `@intrinsic`: their
implementation can depend on the compile flags of the calling kernel) are
resolved by numba every time. The signatures are the ones numba would give, so
nothing compiled changes. DECKSIM_TYPING_MEMO=0 keeps numba's own method.
"""
import os

from decksim.core.numba_gate import PATCHES
from numba.core import errors, utils
from numba.core.target_extension import get_local_target
from numba.core.types import functions
from numba.core.typing import templates

_numba_get_call_type = functions.BaseFunction.get_call_type
# templates whose resolution has side effects (a compiled implementation kept for
# lowering, chosen by the caller's flags)
_IMPURE = (templates._OverloadFunctionTemplate, templates._IntrinsicTemplate)
_memo: dict = {}


def get_call_type(self, context, args, kws):
    """numba's BaseFunction.get_call_type, with the memo."""
    if kws:
        return _numba_get_call_type(self, context, args, kws)
    key = (self, context, args, len(self.templates))
    hit = _memo.get(key)
    if hit is not None:
        sig, impl_key = hit
        self._impl_keys[sig.args] = impl_key     # (another call may have set its own)
        return sig
    failures = functions._ResolutionFailures(context, self, args, kws, depth=self._depth)
    order = utils.order_by_target_specificity(get_local_target(context), self.templates,
                                              fnkey=self.key[0])
    self._depth += 1
    for temp_cls in order:
        temp = temp_cls(context)
        # the template can override the default and prefer literal args
        for uselit in ((True, False) if temp.prefer_literal else (False, True)):
            try:
                if uselit:
                    sig = temp.apply(args, kws)
                else:
                    sig = temp.apply(tuple([functions._unlit_non_poison(a) for a in args]), {})
            except Exception as e:
                if not isinstance(e, errors.NumbaError):
                    raise e
                sig = None
                failures.add_error(temp, False, e, uselit)
            else:
                if sig is not None:
                    impl_key = self._impl_keys[sig.args] = temp.get_impl_key(sig)
                    self._depth -= 1
                    if not isinstance(temp, _IMPURE):
                        _memo[key] = sig, impl_key
                    return sig
                cases = getattr(temp, "cases", None)
                msg = ("No match for registered cases:\n%s" % "\n".join(
                    " * {}".format(x) for x in cases)) if cases is not None else "No match."
                failures.add_error(temp, True, msg, uselit)
    failures.raise_error()


# the numba internals this relies on (numba 0.68); without them, numba's own way
ENABLED = (PATCHES and os.environ.get("DECKSIM_TYPING_MEMO", "") != "0"
           and all(hasattr(functions, n) for n in ("_ResolutionFailures", "_unlit_non_poison"))
           and hasattr(templates, "_OverloadFunctionTemplate")
           and hasattr(templates, "_IntrinsicTemplate"))
if ENABLED:
    functions.BaseFunction.get_call_type = get_call_type
