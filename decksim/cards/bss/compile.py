"""The Battle Spirits pool compiled into the engine's tables (core/bss/tables.py):
CT, one row per card, and AB, one row per encoded effect row (dsl.py)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from decksim.cards.bss import dsl
from decksim.cards.bss.pool import BssCard, BssPool
from decksim.cards.errors import CardFileError
from decksim.core.bss import tables as t

TYPES = {"spirit": t.T_SPIRIT, "nexus": t.T_NEXUS, "magic": t.T_MAGIC}
BURSTS = (t.TR_BURST_DESTROYED, t.TR_BURST_LOSE_LIFE, t.TR_BURST_SUMMONED)


def colour_mask(names) -> int:
    m = 0
    for name in names:
        for part in name.split("/"):
            if part in t.COLOURS:
                m |= 1 << t.COLOURS.index(part)
    return m


def level_mask(levels) -> int:
    return sum(1 << lv for lv in levels)


def _keyword_value(kw: str, value) -> int:
    """A keyword's number in C_KWV: Armor's colours as a mask, Crush's bonus, Gale's and
    Raid's count (1 when the facts give none)."""
    if kw == "armor":
        return colour_mask([str(v).lower() for v in (value or [])])
    if kw == "crush":
        return int(value) if isinstance(value, int) else 0
    return int(value) if isinstance(value, int) else 1


# the watchers of the events effects.queue_event queues (only when a card on the field has one)
EVENT_WATCHERS = {t.TR_ON_OPP_DRAW, t.TR_ON_OPP_RETURNED, t.TR_ON_LIFE_UP, t.TR_ON_OPP_EXHAUSTED,
                  t.TR_ON_OWN_EXHAUSTED, t.TR_ON_CRUSHED, t.TR_ON_OPP_DRAINED}


@dataclass
class CompiledPool:
    cards: list[BssCard]
    CT: np.ndarray
    AB: np.ndarray
    rows: dict
    families: list[str]

    def row(self, card: BssCard) -> int:
        return self.rows[card.id]


def _trigger(card: BssCard, i: int, row: dict) -> tuple[int, int]:
    """(trigger, condition) of row `row` of effect i: its own `on` / `if`, else what
    the effect's timing in the facts says."""
    e = card.effects[i]
    if card.type == "magic" and e.use and not e.timing:
        word, cond = ("flash" if "flash" in e.use else "main"), None
    else:
        word, cond = dsl.TIMINGS.get(e.timing, (None, None))
    word = row.get("on", word)
    if word is None or word not in dsl.TRIGGERS:
        raise CardFileError(f"card {card.id}, effect {i + 1}: timing {e.timing or 'none'!r} "
                            f"has no trigger word; give `on` ({', '.join(dsl.TRIGGERS)})")
    if word.startswith("on_"):                          # a watcher: when it watches
        cond = dsl.WATCH_COND.get(e.timing)
    cond = row.get("if", cond)
    return dsl.TRIGGERS[word], dsl.CONDS[cond] if cond else t.CD_NONE


def _row(card: BssCard, i: int, r: dict, row_no: int, families: dict,
         name_groups: dict) -> list[int]:
    code, who = dsl.OPS[r["op"]]
    trig, cond = _trigger(card, i, r)
    n = r.get("n", 1)
    filt = 0
    for f in r.get("filters", []):
        filt |= dsl.FILTERS[f]
    if r.get("soul_core") is False:
        filt |= t.SF_NO_SOUL
    if r.get("silent"):
        filt |= t.SF_SILENT
    cost_max = r.get("cost_max", -1)
    if "cost" in r:
        cost_max, filt = r["cost"], filt | t.SF_COST_EQ
    fams = r.get("family") or []
    fams = [fams] if isinstance(fams, str) else fams
    for fam in fams:
        if fam.upper() not in families:
            raise CardFileError(f"card {card.id}, effect {i + 1}: no card has the family {fam!r}")
    dest = dsl.DESTS[r["to"]] if "to" in r else (
        t.D_HAND if code == t.OP_RETURN else t.D_RESERVE)
    out = [0] * t.AB_COLS
    out[t.A_CARD] = row_no
    out[t.A_LV] = level_mask(card.effects[i].levels)
    out[t.A_TRIG] = trig
    out[t.A_OP] = code
    out[t.A_AMT] = int(r.get("amount", 1 if code in (t.OP_DRAW, t.OP_CORE_CHARGE, t.OP_LIFE,
                                                     t.OP_CORES_ON, t.OP_CORES_OFF) else 0))
    out[t.A_BPMAX] = int(r.get("bp_max", -1))
    out[t.A_WHO] = dsl.WHO[r.get("who", who or "self")]
    out[t.A_COND] = cond
    out[t.A_N] = 0 if n == "all" else -1 if n == "count" else int(n)
    out[t.A_FILT] = filt
    out[t.A_COSTMAX] = int(cost_max)
    out[t.A_FAM] = families[fams[0].upper()] if fams else 0
    out[t.A_FAM2] = families[fams[1].upper()] if len(fams) > 1 else 0
    out[t.A_COLOUR] = colour_mask([r["colour"]]) if "colour" in r else 0
    out[t.A_KIND] = dsl.KINDS[r.get(
        "kind", "card" if code in (t.OP_EXTRA_SYMBOLS, t.OP_SYMBOL_COLOURS) else "spirit")]
    out[t.A_DEST] = dest
    out[t.A_MAY] = 1 if r.get("may") else 0
    out[t.A_EFF] = i + 1
    out[t.A_COST] = 1 if (r.get("is_cost") or code == t.OP_PAY_SOUL or code in dsl.GATES) else 0
    out[t.A_THEN] = dsl.TRIGGERS[r["then"]] if "then" in r else 0
    out[t.A_STEP] = dsl.STEPS[r["step"]] if "step" in r else (
        dsl.STEPS["end"] if trig == t.TR_STEP else 0)
    has = r.get("has") or []
    bits = {**t.KW_NAMES, **t.KW_READ}
    out[t.A_HAS] = sum(1 << bits[w] for w in ([has] if isinstance(has, str) else has))
    out[t.A_ONCE] = 1 if r.get("once") else 0
    out[t.A_PER] = 1 if r.get("per") else 0
    out[t.A_CHOOSER] = 1 if r.get("chooser") == "opponent" else 0
    out[t.A_COSTMIN] = int(r.get("cost_min", -1))
    out[t.A_NAME] = 1 << name_groups[r["name_has"].lower()] if "name_has" in r else 0
    if code == t.OP_GRANT:
        out[t.A_AMT] = t.KW_NAMES[r["keyword"]]
        out[t.A_ARG] = colour_mask(r.get("as_colours", []))     # Armor's colours
    if code == t.OP_IMMUNE:
        out[t.A_ARG] = colour_mask(r["as_colours"])
    if code == t.OP_SAVE:
        out[t.A_AMT] = dsl.SAVES[r["as"]]
        out[t.A_PRICE] = dsl.PRICES[r.get("price", "none")]
        out[t.A_FROM] = 1 if r.get("cause") == "opponent_effect" else 0
        out[t.A_MIN_SPIRITS] = int(r.get("min_spirits", 0))
    if code in (t.OP_SYMBOL_COLOURS, t.OP_ADD_REDUCTION):
        out[t.A_AMT] = colour_mask(r["as_colours"])
    if code in (t.OP_UNBLOCKABLE_BY, t.OP_UNBLOCKABLE_BY_TURN):
        out[t.A_AMT] = sum(dsl.BLOCKERS[w] for w in set(r["by"]))
    if code == t.OP_SUMMON:
        out[t.A_FROM] = t.D_HAND if r["from"] == "hand" else t.D_TRASH
        out[t.A_AMT] = 0 if r.get("free") else 1
    return out


def compile_pool(pool: BssPool) -> CompiledPool:
    cached = getattr(pool, "_compiled", None)
    if cached is not None:
        return cached
    names = sorted({f.upper() for c in pool.cards for f in c.families})
    families = {f: k + 1 for k, f in enumerate(names)}
    n = len(pool.cards)
    texts = sorted({r["name_has"].lower() for c in pool.cards for rows in c.encoded.values()
                    for r in rows if "name_has" in r})
    if len(texts) > 31:
        raise CardFileError(f"{len(texts)} texts in name_has; the engine holds 31")
    name_groups = {text: g for g, text in enumerate(texts)}
    CT = np.zeros((n, t.CT_COLS), np.int32)
    ab: list[list[int]] = []
    for k, c in enumerate(pool.cards):
        CT[k, t.C_TYPE] = TYPES[c.type]
        CT[k, t.C_COST] = c.cost
        CT[k, t.C_COLOURS] = colour_mask(c.colours)
        CT[k, t.C_NAMES] = sum(1 << g for text, g in name_groups.items() if text in c.name.lower())
        for colour, m in c.reduction.items():
            if colour in t.COLOURS:
                CT[k, t.C_RED + t.COLOURS.index(colour)] = m
        CT[k, t.C_NSYM] = len(c.symbols)
        for i, s in enumerate(c.symbols[:t.MAX_SYMBOLS]):
            CT[k, t.C_SYM + i] = colour_mask([s])
        CT[k, t.C_NLV] = min(len(c.levels), t.MAX_LV)
        for i, (cores, bp) in enumerate(c.levels[:t.MAX_LV]):
            CT[k, t.C_LVC + i] = cores
            CT[k, t.C_BP + i] = bp
        for i, fam in enumerate(c.families[:t.FAMILIES]):
            CT[k, t.C_FAM + i] = families[fam.upper()]
        fx = 0
        for e in c.effects:
            fx |= t.FX_ANY if (e.text or e.keywords or e.use) else 0
            fx |= t.FX_SUMMON if e.timing == "when_summoned" else 0
            fx |= t.FX_BLOCK if e.timing == "when_this_spirit_blocks" else 0
            for kw, value in e.keywords:
                fx |= t.FX_ASCEND if kw == "ascend" else 0       # (any kind: SF_NO_ASCEND)
                if kw == "ascend" and not isinstance(value, int):
                    continue                                   # by family: not played yet
                if kw in t.KW_NAMES or kw in t.KW_READ:
                    bit = t.KW_NAMES.get(kw, t.KW_READ.get(kw))
                    CT[k, t.C_KW] |= 1 << bit
                    CT[k, t.C_KWLV + bit] |= level_mask(e.levels) or level_mask(range(0, 4))
                    CT[k, t.C_KWV + bit] = _keyword_value(kw, value)
            if c.type == "magic":
                # a [Main] / [Flash] effect is used by its timing: A_FLASH in either step
                CT[k, t.C_TIMING] |= (t.TM_FLASH if "flash" in e.use else
                                      t.TM_MAIN if "main" in e.use else 0)
        rows = [_row(c, i, r, k, families, name_groups) for i in sorted(c.encoded)
                for r in c.encoded[i]]
        once = {r[t.A_EFF] for r in rows if r[t.A_ONCE]}    # once on a row: its whole effect
        for r in rows:
            r[t.A_ONCE] = 1 if r[t.A_EFF] in once else 0
        if any(r[t.A_TRIG] == t.TR_SUMMONED for r in rows):    # (timing left out of the facts)
            fx |= t.FX_SUMMON
        if any(r[t.A_OP] in (t.OP_EXTRA_SYMBOLS, t.OP_SYMBOL_COLOURS, t.OP_ADD_REDUCTION,
                             t.OP_DOUBLE_SYMBOLS_FOR_ME, t.OP_TRASH_SYMBOLS,
                             t.OP_DOUBLE_SYMBOLS_FOR_MAGIC) for r in rows):
            fx |= t.FX_SYMBOLS
        if any(r[t.A_OP] == t.OP_HAND_COST for r in rows):
            fx |= t.FX_HAND_COST
        if any(r[t.A_TRIG] in EVENT_WATCHERS for r in rows):
            fx |= t.FX_EVENTS
        if any(r[t.A_OP] == t.OP_UNBLOCKABLE_BY for r in rows):
            fx |= t.FX_UNBLOCKABLE_BY
        if any(r[t.A_OP] in t.RULE_OPS for r in rows):
            fx |= t.FX_RULES
        if any(r[t.A_OP] == t.OP_SAVE for r in rows):
            fx |= t.FX_SAVES
        if any(r[t.A_OP] == t.OP_GRANT and r[t.A_AMT] == t.KW_ARMOR for r in rows):
            fx |= t.FX_GRANT_ARMOR
        if any(r[t.A_OP] == t.OP_IMMUNE for r in rows):
            fx |= t.FX_IMMUNE
        if any(r[t.A_OP] == t.OP_NEXUS_LV1_OFF for r in rows):
            fx |= t.FX_NEXUS_LV1_OFF
        if any(r[t.A_OP] == t.OP_ATTACK_SPIRIT for r in rows):
            fx |= t.FX_AIM
        CT[k, t.C_FX] = fx
        if any(r[t.A_TRIG] in BURSTS for r in rows):
            CT[k, t.C_TIMING] |= t.TM_BURST
        for i in sorted(c.encoded):                       # level rules: into CT
            for r in c.encoded[i]:
                if r["op"] == "max_level_if":
                    if "max_spirits" in r:
                        CT[k, t.C_LVRULE] = t.LR_FEW_SPIRITS
                        CT[k, t.C_LVARG] = int(r["max_spirits"])
                    else:
                        fams = [r["family"]] if isinstance(r["family"], str) else r["family"]
                        CT[k, t.C_LVRULE] = t.LR_ONLY_FAMILIES
                        CT[k, t.C_LVARG] = families[fams[0].upper()]
                        CT[k, t.C_LVARG2] = families[fams[1].upper()] if len(fams) > 1 else 0
        CT[k, t.C_AB0] = len(ab)
        CT[k, t.C_ABN] = len(rows)
        ab.extend(rows)
    AB = np.array(ab or [[0] * t.AB_COLS], np.int32).reshape(-1, t.AB_COLS)
    cp = CompiledPool(pool.cards, CT, np.ascontiguousarray(AB),
                      {c.id: k for k, c in enumerate(pool.cards)}, names)
    pool._compiled = cp
    return cp
