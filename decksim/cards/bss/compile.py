"""The Battle Spirits pool compiled into the engine's tables (core/bss/tables.py):
CT, one row per card, and AB, one row per encoded effect row."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from decksim.cards.bss.pool import TIMINGS, BssCard, BssPool
from decksim.cards.errors import CardFileError
from decksim.core.bss import tables as t

TYPES = {"spirit": t.T_SPIRIT, "nexus": t.T_NEXUS, "magic": t.T_MAGIC}
TRIGGERS = {"summoned": t.TR_SUMMONED, "attacks": t.TR_ATTACKS, "blocks": t.TR_BLOCKS,
            "destroyed": t.TR_DESTROYED, "while_attacking": t.TR_WHILE_ATTACKS,
            "while_blocking": t.TR_WHILE_BLOCKS, "your_attack_step": t.TR_YOUR_ATTACK_STEP,
            "deployed": t.TR_DEPLOYED, "attacks_or_blocks": t.TR_ATTACKS_OR_BLOCKS,
            "main": t.TR_MAIN, "flash": t.TR_FLASH}
OPS = {"draw": t.OP_DRAW, "bp_turn": t.OP_BP_TURN, "bp": t.OP_BP,
       "core_charge": t.OP_CORE_CHARGE, "refresh_self": t.OP_REFRESH_SELF,
       "trash_to_hand": t.OP_TRASH_TO_HAND, "draw_on_life_hit": t.OP_DRAW_ON_LIFE_HIT}
WHO = {"self": t.W_SELF, "yours": t.W_YOURS, "theirs": t.W_THEIRS}


def colour_mask(names) -> int:
    m = 0
    for name in names:
        for part in name.split("/"):
            if part in t.COLOURS:
                m |= 1 << t.COLOURS.index(part)
    return m


def level_mask(levels) -> int:
    return sum(1 << lv for lv in levels)


@dataclass
class CompiledPool:
    cards: list[BssCard]
    CT: np.ndarray
    AB: np.ndarray
    rows: dict

    def row(self, card: BssCard) -> int:
        return self.rows[card.id]


def _trigger(card: BssCard, i: int, row: dict) -> int:
    e = card.effects[i]
    word = row.get("on")
    if word is None:
        if card.type == "magic" and e.use:
            word = "flash" if "flash" in e.use else "main"
        else:
            word = TIMINGS.get(e.timing)
    if word not in TRIGGERS:
        raise CardFileError(f"card {card.id}, effect {i + 1}: timing {e.timing or 'none'!r} "
                            f"has no trigger word; give `on` ({', '.join(TRIGGERS)})")
    return TRIGGERS[word]


def _ability_rows(card: BssCard, row_no: int) -> list[list[int]]:
    out = []
    for i in sorted(card.encoded):
        lv = level_mask(card.effects[i].levels)
        for r in card.encoded[i]:
            op = r["op"]
            code = OPS.get(op)
            if op == "destroy":
                code = t.OP_DESTROY_BP_OR_NEXUS if r.get("nexus") else t.OP_DESTROY_BP
            out.append([row_no, lv, _trigger(card, i, r), code, int(r.get("amount", 0)),
                        int(r.get("limit", colour_mask([r["colour"]]) if "colour" in r else 0)),
                        WHO[r.get("who", "self")], t.CD_NONE])
    return out


def compile_pool(pool: BssPool) -> CompiledPool:
    cached = getattr(pool, "_compiled", None)
    if cached is not None:
        return cached
    n = len(pool.cards)
    CT = np.zeros((n, t.CT_COLS), np.int32)
    ab: list[list[int]] = []
    for k, c in enumerate(pool.cards):
        CT[k, t.C_TYPE] = TYPES[c.type]
        CT[k, t.C_COST] = c.cost
        CT[k, t.C_COLOURS] = colour_mask(c.colours)
        for colour, m in c.reduction.items():
            if colour in t.COLOURS:
                CT[k, t.C_RED + t.COLOURS.index(colour)] = m
        syms = c.symbols[:t.MAX_SYMBOLS]
        CT[k, t.C_NSYM] = len(c.symbols)
        for i, s in enumerate(syms):
            CT[k, t.C_SYM + i] = colour_mask([s])
        CT[k, t.C_NLV] = min(len(c.levels), t.MAX_LV)
        for i, (cores, bp) in enumerate(c.levels[:t.MAX_LV]):
            CT[k, t.C_LVC + i] = cores
            CT[k, t.C_BP + i] = bp
        for e in c.effects:
            for kw, _ in e.keywords:
                if kw in t.KW_NAMES:
                    bit = t.KW_NAMES[kw]
                    CT[k, t.C_KW] |= 1 << bit
                    CT[k, t.C_KWLV + bit] |= level_mask(e.levels) or level_mask(range(1, 4))
            if c.type == "magic":
                # a [Main] / [Flash] effect is used by its timing: A_FLASH in either step
                CT[k, t.C_TIMING] |= (t.TM_FLASH if "flash" in e.use else
                                      t.TM_MAIN if "main" in e.use else 0)
        rows = _ability_rows(c, k)
        CT[k, t.C_AB0] = len(ab)
        CT[k, t.C_ABN] = len(rows)
        ab.extend(rows)
    AB = np.array(ab or [[0] * t.AB_COLS], np.int32).reshape(-1, t.AB_COLS)
    cp = CompiledPool(pool.cards, CT, np.ascontiguousarray(AB),
                      {c.id: k for k, c in enumerate(pool.cards)})
    pool._compiled = cp
    return cp
