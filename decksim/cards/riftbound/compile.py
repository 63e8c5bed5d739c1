"""The Riftbound pool and decks compiled into the integer arrays the engine
reads (core/riftbound/tables.py): CT, one row per card, and a matchup's deck
rows and invariant totals.

Only the facts are read (no card text): type, domains, Energy and Power costs,
Might, and the keywords that are numbers on a unit: Assault N, Shield N, Tank,
Ganking and Accelerate (733, 740, 741, 736, 731), of the unit's own keywords
(`own_keywords`: not those it gives other units or has under a condition, which
wait for card text), and Ambush; a spell's Action or Reaction timing (732, 739);
gear gets no keyword columns. The encoded card
text (encodings.py, the words of dsl.py) becomes the ability table AB, CT's
rows after the cards (tables.py)."""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from decksim.cards.riftbound import dsl
from decksim.cards.riftbound.decklist import RbDeck
from decksim.cards.riftbound.encodings import load_encodings, load_equipment
from decksim.cards.riftbound.pool import RbCard, RbPool
from decksim.core.riftbound import tables as t
from decksim.core.riftbound.state import PEND_MIGHT

_NUMBERED = re.compile(r"^(Assault|Shield|Deflect|Hunt)(?:\s+(\d+))?$")
# the keywords the engine plays; the others wait for card abilities (docs/riftbound.md)
PLAYED_KEYWORDS = ("Accelerate", "Assault", "Backline", "Deflect", "Ganking", "Hunt", "Shield",
                   "Tank", "Temporary", "Weaponmaster")
def equipment_columns(card: RbCard) -> dict[int, int]:
    """The CT columns of an Equipment's Equip (744) from equipment.toml, and a gear's
    Quick-Draw (745); a unit's Weaponmaster (747)."""
    cols: dict[int, int] = {}
    if card.type == "unit" and "Weaponmaster" in card.own_keywords:
        cols[t.C_WEAPONMASTER] = 1
    if card.type != "gear":
        return cols
    if "Quick-Draw" in card.own_keywords:
        cols[t.C_QUICKDRAW] = 1
    e = load_equipment().get(card.name.lower())
    if e is not None:
        cols.update({t.C_EQUIP: 1, t.C_EQ_MIGHT: int(e["might"]),
                     t.C_EQ_E: int(e.get("energy", 0)), t.C_EQ_P: int(e.get("power", 1)),
                     t.C_EQ_ANY: int(bool(e.get("any_domain", False))),
                     t.C_EQ_MIGHT_DISC: int(bool(e.get("might_discount", False)))})
    return cols


def domain_mask(domains) -> int:
    return sum(1 << t.DOMAINS.index(d) for d in domains if d in t.DOMAINS)


def keyword_columns(card: RbCard) -> dict[int, int]:
    """The CT columns a unit's keywords set: Assault, Shield and Deflect values summed
    when listed more than once (733.2, 740.2, 735.2), X omitted meaning 1 (733.1.b.3,
    740.1.b.3, 735.1.b.3)."""
    cols: dict[int, int] = {}
    if card.type != "unit":
        return cols
    for kw in card.own_keywords:
        m = _NUMBERED.match(kw.strip())
        if m:
            col = {"Assault": t.C_ASSAULT, "Shield": t.C_SHIELD, "Deflect": t.C_DEFLECT,
                   "Hunt": t.C_HUNT}[m[1]]
            cols[col] = cols.get(col, 0) + int(m[2] or 1)
        elif kw == "Tank":
            cols[t.C_TANK] = 1
        elif kw == "Ganking":
            cols[t.C_GANKING] = 1
        elif kw == "Accelerate":
            cols[t.C_ACCEL] = 1
        elif kw == "Temporary":
            cols[t.C_TEMP] = 1
        elif kw == "Backline":
            cols[t.C_BACKLINE] = 1
    return cols


@dataclass
class CompiledPool:
    cards: list[RbCard]
    CT: np.ndarray
    rows: dict

    def row(self, card: RbCard) -> int:
        return self.rows[card.id]

    def card(self, row: int) -> RbCard:
        return self.cards[row]


STATIC_COLUMN = {"might_alone": t.C_SOLO, "might_here": t.C_HERE,
                 "spell_discount": t.C_SPELL_DISC, "play_open": t.C_PLAY_TO,
                 "play_enemy": t.C_PLAY_TO, "might_buffed": t.C_BUFFED,
                 "gank_buffed": t.C_GANK_BUFFED, "might_together": t.C_PACK,
                 "bonus_here": t.C_BONUS_HERE, "bonus_mine": t.C_BONUS_MINE,
                 "rally_here": t.C_RALLY, "discount_namesake": t.C_NAMESAKE_DISC,
                 "discount_trash": t.C_TRASH_DISC, "discount_mighty": t.C_MIGHTY_DISC,
                 "shield_pair": t.C_PAIR_SHIELD, "duel_double": t.C_DUEL,
                 "might_8_runes": t.C_RUNES8, "might_stunned_here": t.C_STUNNED_HERE,
                 "pair_only_damage": t.C_PAIR_ONLY,
                 "cost_kill": t.C_COST_KILL, "rage": t.C_RAGE,
                 "mech_vision": t.C_MECH_VISION, "mech_shield": t.C_MECH_SHIELD,
                 "empowered_might": t.C_EMP_MIGHT, "empowered_assault": t.C_EMP_ASSAULT,
                 "empowered_shield": t.C_EMP_SHIELD, "empowered_ganking": t.C_EMP_GANK,
                 "empowered_deflect": t.C_EMP_DEFLECT, "deflect_here": t.C_DEFLECT_HERE,
                 "mech_deflect": t.C_MECH_DEFLECT, "mech_ganking": t.C_MECH_GANK,
                 "wearer_assault": t.C_EQ_ASSAULT, "wearer_might_pair": t.C_EQ_PAIR_MIGHT,
                 "gear_discount": t.C_GEAR_DISC, "gold": t.C_GOLD,
                 "enters_exhausted": t.C_ENTERS_EXH,
                 "mech_might": t.C_MECH_MIGHT, "tank_might_here": t.C_TANK_HERE,
                 "defend_alone": t.C_DEFEND_ALONE, "rally_buffed": t.C_RALLY_BUFFED,
                 "others_enter_ready": t.C_ENTER_READY, "discount_mech": t.C_DISC_MECH,
                 "level_might": t.C_LVL_MIGHT, "level_deflect": t.C_LVL_DEFLECT,
                 "stun_discount": t.C_STUN_DISC, "move_tax": t.C_MOVE_TAX,
                 "combat_spell_cost": t.C_COMBAT_SPELL, "borrow_exhaust": t.C_BORROW,
                 "stun_moved_enemy": t.C_STUN_MOVED, "ready_buffed": t.C_READY_BUFFED,
                 "mech_assault": t.C_MECH_ASSAULT}


def ability_rows(card: RbCard, steps, rows: dict, pool: RbPool, statics: dict):
    """A card's encoded steps as AB rows (rows: card id -> CT row, for tokens); its
    static steps go to statics (CT column -> value) instead."""
    out = []
    for step in steps:
        try:
            s = dsl.check_step(step, card.type)
        except dsl.EncodingError as e:
            raise dsl.EncodingError(f"{card.name}: {e}") from None
        if s["when"] == "static":
            if s["op"] in ("activate_showdown", "activate_any_power"):
                statics[t.C_ACT_SD if s["op"] == "activate_showdown" else t.C_ACT_ANY] = 1
                continue
            if s["op"] == "spell_energy":
                statics[t.C_SPELL_MANA] = int(s["n"])
                continue
            if s["op"].startswith("activate_"):
                statics[t.C_ACT] = 1
                if s["op"] == "activate_cost":
                    statics[t.C_ACT_E] = int(step.get("n", 0))
                    statics[t.C_ACT_P] = int(s["max"])
                elif s["op"] in ("activate_xp", "activate_recycle"):
                    statics[t.C_ACT_XP if s["op"] == "activate_xp" else t.C_ACT_RECYCLE] = \
                        int(s["n"])
                else:
                    statics[{"activate_exhaust": t.C_ACT_EXH, "activate_at_bf": t.C_ACT_AT_BF,
                             "activate_kill": t.C_ACT_KILL,
                             "activate_disempower": t.C_ACT_DISEMP,
                             "activate_recycle_unit": t.C_ACT_RECYCLE_UNIT,
                             "activate_spend_buff": t.C_ACT_BUFF}[s["op"]]] = 1
                continue
            if s["op"] in ("empower_cost", "empower_discard", "empower_discard_spell"):
                statics[t.C_EMP_KIND] = {"empower_cost": t.EMP_RUNES,
                                         "empower_discard": t.EMP_DISCARD,
                                         "empower_discard_spell": t.EMP_DISCARD_SPELL}[s["op"]]
                statics[t.C_EMP_E] = int(step.get("n", 0))
                statics[t.C_EMP_P] = int(s["max"])
                continue
            if s["op"] == "wearer_might_level":
                statics[t.C_EQ_LVL_MIGHT] = int(s["n"])
                statics[t.C_EQ_LVL] = int(s["level"])
                continue
            if s["op"] in ("flow_cost", "flow_cost_any"):
                statics[t.C_FLOW] = 1
                statics[t.C_FLOW_E] = int(step.get("n", 0))
                statics[t.C_FLOW_P] = int(s["max"])
                statics[t.C_FLOW_ANY] = 1 if s["op"] == "flow_cost_any" else 0
                continue
            if s["op"] == "discount_pair_bf":
                statics[t.C_PAIR_BF_DISC] = int(s["n"])
                statics[t.C_PAIR_BF_DISC_P] = int(s["max"])
                continue
            if s["op"] == "extra_power":
                statics[t.C_EXTRA] = t.EXTRA_POWER
                statics[t.C_EXTRA_DISC] = 0
                continue
            if s["op"] in ("level_might", "level_deflect"):
                statics[t.C_LVL] = int(s["level"])
            if s["op"] == "extra_energy":
                statics[t.C_EXTRA] = t.EXTRA_ENERGY
                statics[t.C_EXTRA_DISC] = -int(s["n"])
                statics[t.C_EXTRA_P] = int(s["max"])
                continue
            if s["op"] in ("extra_discard", "extra_exhaust"):
                statics[t.C_EXTRA] = (t.EXTRA_DISCARD if s["op"] == "extra_discard"
                                      else t.EXTRA_EXHAUST)
                statics[t.C_EXTRA_DISC] = int(s["n"]) if "n" in step else 0
                continue
            statics[STATIC_COLUMN[s["op"]]] = 2 if s["op"] == "play_enemy" else int(s["n"])
            continue
        row = [0] * t.AB_W
        row[t.AB_WHEN] = dsl.WHEN_CODE[s["when"]]
        row[t.AB_OP] = dsl.OP_CODE[s["op"]]
        row[t.AB_WHO] = dsl.WHO_CODE[s["who"]]
        row[t.AB_N] = int(s["n"])
        row[t.AB_COUNT] = int(s["count"])
        row[t.AB_IF] = dsl.IF_CODE[s["if"]]
        row[t.AB_MAX] = int(s["max"])
        row[t.AB_AT] = dsl.AT.index(s["at"])
        row[t.AB_UPTO] = 1 if s["upto"] else 0
        row[t.AB_READY] = 1 if s["ready"] else 0
        row[t.AB_LEVEL] = int(s["level"])
        if s["if"] == "mode":                   # the modes of a "choose one" ability
            statics[t.C_ACT_MODES] = max(statics.get(t.C_ACT_MODES, 0), int(s["level"]))
        if s["op"] in ("token", "gear_token", "swap"):
            kind = "gear" if s["op"] == "gear_token" else "unit"
            tok = pool.lookup(s["token"])
            if tok is None or not tok.is_token or tok.type != kind:
                raise dsl.EncodingError(f"{card.name}: {s['token']!r} is not a {kind} token")
            row[t.AB_CARD] = rows[tok.id]
        out.append(row)
    return out


def compile_pool(pool: RbPool, encodings=None) -> CompiledPool:
    """CT: int32[len(pool) + steps, CT_COLS], row i the pool's card i, then AB."""
    enc = load_encodings() if encodings is None else encodings
    ids = {c.id: i for i, c in enumerate(pool.cards)}
    if len(ids) >= PEND_MIGHT:
        raise ValueError(f"{len(ids)} cards: a Deathknell's card row must stay below {PEND_MIGHT}")
    ab, statics = {}, {}
    for c in pool.cards:
        e = enc.get(c.name.lower())
        if e is not None and e.steps:
            statics[c.id] = {}
            ab[c.id] = ability_rows(c, e.steps, ids, pool, statics[c.id])
    n_ab = sum(len(r) for r in ab.values())
    CT = np.zeros((len(pool.cards) + n_ab, t.CT_COLS), np.int32)
    at = len(pool.cards)
    rows = {}
    for i, c in enumerate(pool.cards):
        rows[c.id] = i
        CT[i, t.C_TYPE] = t.TYPES.index(c.type)
        CT[i, t.C_DOMAINS] = domain_mask(c.domains)
        CT[i, t.C_ENERGY] = c.energy or 0
        CT[i, t.C_POWER] = c.power or 0
        CT[i, t.C_MIGHT] = c.might or 0
        CT[i, t.C_CHAMPION] = 1 if c.is_champion_unit else 0
        CT[i, t.C_TOKEN] = 1 if c.is_token else 0
        CT[i, t.C_MECH] = 1 if "Mech" in c.tags else 0
        CT[i, t.C_HIDDEN] = 1 if "Hidden" in c.own_keywords and c.type in ("spell", "unit") else 0
        if c.type == "spell":                   # 732, 739: played in showdowns too
            CT[i, t.C_TIMING] = (t.TIMING_REACTION if "Reaction" in c.own_keywords else
                                 t.TIMING_ACTION if "Action" in c.own_keywords else 0)
        CT[i, t.C_AMBUSH] = 1 if c.type == "unit" and "Ambush" in c.own_keywords else 0
        for col, v in keyword_columns(c).items():
            CT[i, col] = v
        for col, v in equipment_columns(c).items():
            CT[i, col] = v
        for col, v in statics.get(c.id, {}).items():
            CT[i, col] = v
        aura = any(CT[i, col] for col in (t.C_MECH_MIGHT, t.C_MECH_ASSAULT, t.C_RALLY,
                                          t.C_RALLY_BUFFED))
        mighty = any(r[t.AB_WHEN] == t.W_MIGHTY for r in ab.get(c.id, ()))
        CT[i, t.C_WATCH] = (t.WATCH_AURA if aura else 0) | (t.WATCH_MIGHTY if mighty else 0)
        CT[i, t.C_AB] = at
        for r in ab.get(c.id, ()):
            CT[at, :t.AB_W] = r
            at += 1
        CT[i, t.C_ABN] = at - CT[i, t.C_AB]
    return CompiledPool(list(pool.cards), CT, rows)


def compile_deck(deck: RbDeck, cp: CompiledPool) -> np.ndarray:
    """A deck's row of `decks`: int32[DECK_W] (tables.D_*)."""
    if len(deck.main) > t.MAX_MAIN:
        raise ValueError(f"{deck.path}: {len(deck.main)} main deck cards besides the Chosen "
                         f"Champion; the engine plays at most {t.MAX_MAIN}")
    if len(deck.runes) != t.RUNES or len(deck.battlefields) != t.BATTLEFIELDS:
        raise ValueError(f"{deck.path}: a Duel deck needs {t.RUNES} runes and "
                         f"{t.BATTLEFIELDS} battlefields (103.3.a, 462.4.a)")
    row = np.zeros(t.DECK_W, np.int32)
    row[t.D_LEGEND] = cp.row(deck.legend)
    row[t.D_CHAMPION] = cp.row(deck.champion)
    for i, c in enumerate(deck.battlefields):
        row[t.D_BF + i] = cp.row(c)
    row[t.D_MAIN_N] = len(deck.main)
    for i, c in enumerate(deck.main):
        row[t.D_MAIN + i] = cp.row(c)
    for i, c in enumerate(deck.runes):
        row[t.D_RUNES + i] = cp.row(c)
    return row


def matchup_arrays(deck_a: RbDeck, deck_b: RbDeck, cp: CompiledPool):
    """(decks int32[2, DECK_W], chk int64[4]): the two decks' rows and the invariant
    totals (each player's main deck cards with the Chosen Champion, then runes)."""
    decks = np.stack([compile_deck(deck_a, cp), compile_deck(deck_b, cp)])
    chk = np.array([len(deck_a.main) + 1, len(deck_b.main) + 1, t.RUNES, t.RUNES], np.int64)
    return decks, chk
