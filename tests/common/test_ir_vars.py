"""ir_vars.py walks numba's IR for the variables an instruction uses; it must
give numba's own list, in numba's order, for every statement and expression
(checked on the whole engine once: the same machine code for all 217 kernels)."""
from numba import njit
from numba.core import ir

from decksim.core import ir_vars
from numba_sample import SIGNATURE, sample


def _numba_list(inst):
    """numba's own walk, nested instructions included."""
    ours = ir.Inst._rec_list_vars
    ir.Inst._rec_list_vars = ir_vars._numba_rec_list_vars
    try:
        return inst._rec_list_vars(inst.__dict__)
    finally:
        ir.Inst._rec_list_vars = ours


def test_the_same_variables_in_the_same_order_as_numba():
    assert ir_vars.ENABLED
    disp = njit(SIGNATURE)(sample)
    cres = next(iter(disp.overloads.values()))
    blocks = cres.type_annotation.blocks
    insts = [inst for blk in blocks.values() for inst in blk.body]
    insts += [inst.value for inst in insts if isinstance(getattr(inst, "value", None), ir.Inst)]
    assert len(insts) > 50
    for inst in insts:
        ours = ir_vars.rec_list_vars(inst, inst.__dict__)
        numba = _numba_list(inst)
        assert [v.name for v in ours] == [v.name for v in numba]
        assert all(a is b for a, b in zip(ours, numba))
    assert any(ir_vars.rec_list_vars(i, i.__dict__) for i in insts)
