"""Compile a card pool into the integer tables the SVE engine reads.

The only place card definitions turn into engine codes (DESIGN.md: `cards`
knows names and text-level definitions; `core` sees arrays).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from decksim.cards.fields import (
    FIRST_FILTER_KEYS, check_ability, check_evolve_cost_down, first_matches, given_ability,
    granted_bit,
)
from decksim.cards.pool import CardDef, CardFileError, CardPool
from decksim.cards.traits import NAME_HAS, card_trait_bits, filter_traits, trait_bits, trait_words
from decksim.core.sve import tables
from decksim.core.sve import vocab as V
from decksim.core.sve.policies.reach import fill_reach_columns


@dataclass
class CompiledPool:
    CT: np.ndarray
    AB: np.ndarray
    EF: np.ndarray
    FL: np.ndarray
    cards: list[CardDef]            # row i of CT is cards[i]
    index: dict[int, int]           # id(CardDef) -> row

    def row(self, card: CardDef) -> int:
        return self.index[id(card)]

    def name(self, row: int) -> str:
        c = self.cards[row]
        return c.name + (" (evolved)" if c.evolved else "")


EVERY_MATCH = 99      # an amount above any zone's size: every matching card
# costs that take several cards: `count = N` in their filter table
COUNTED_COSTS = ("banish_ex", "sacrifice_follower", "sacrifice_cards", "banish_cemetery",
                 "engage_followers", "discard", "sacrifice_cards_or_self")

# triggers whose abilities the opponent can't perform (`by`): activated abilities are
# played and paid for by their controller, the others resolve no effects
BY_YOU_ONLY = ("activate", "aura", "cost", "evolve_cost")

# the costs and limits of an activated ability, which its choose-one options (`mode`) share
ACTIVATE_COSTS = ("cost", "engage", "sacrifice", "required_cost", "optional_cost",
                  "once_per_turn", "times_per_turn", "quick", "serve", "zone")

STACK_TRANSFER = {"on": "activate", "engage": True, "select": "own_other_card",
                  "select_filter": {"keyword": "stack"},
                  "effects": [{"op": "transfer_stack", "to": "target"}]}


def _row(n: int, cols: dict[int, int]) -> list[int]:
    """A table row of n zeros with the given columns set (columns by name, so
    new columns never shift old ones)."""
    r = [0] * n
    for c, v in cols.items():
        r[c] = int(v)
    return r


def _filter_row(cols: dict[int, int]) -> list[int]:
    """A filter row: -1 (any) for the cost and defense bounds, 0 elsewhere."""
    base = {tables.FL_MAXCOST: -1, tables.FL_MINCOST: -1, tables.FL_MAXDEF: -1}
    return _row(tables.FL_COLS, {**base, **cols})


def _small(v, what: str, card: CardDef, i: int) -> int:
    """A number of an effect: a whole number from -EVERY_MATCH to EVERY_MATCH (every
    loop of the effect interpreter is bounded by it; zones hold fewer cards)."""
    if isinstance(v, bool) or not isinstance(v, int):
        raise CardFileError(f"{_where(card, i)}: {what} must be a whole number, not {v!r}")
    if not -EVERY_MATCH <= v <= EVERY_MATCH:
        raise CardFileError(f"{_where(card, i)}: {what} {v} is out of range: from "
                            f"{-EVERY_MATCH} to {EVERY_MATCH}")
    return v


def _where(card: CardDef, i: int | None = None) -> str:
    return f"{card.source}: card {card.id!r} ({card.name})" + (
        f", ability {i + 1}" if i is not None else "")


def _cond_word(text, card, i):
    """A condition written as a word and an optional number: (cond, carg)."""
    parts = str(text).split()
    word = parts[0] if parts else ""
    try:
        n = int(parts[1]) if len(parts) > 1 else 0
    except ValueError:
        raise CardFileError(f"{_where(card, i)}: condition {text!r}: {parts[1]!r} is not a "
                            "number") from None
    if word in V.CONDITIONS:
        return V.CONDITIONS[word], n
    if word in V.CMP_CONDITIONS and len(parts) == 2 and 0 <= n < V.CMP_SHIFT:
        cond, cmp, *zone = V.CMP_CONDITIONS[word]
        return cond, n + cmp * V.CMP_SHIFT + (zone[0] * V.ZONE_SHIFT if zone else 0)
    raise CardFileError(f"{_where(card, i)}: unknown condition {text!r}; expected one of "
                        f"{sorted(V.CONDITIONS)} (with a number for combo, spellchain, "
                        f"necrocharge, enemy_field, both_max_pp) or one of "
                        f"{sorted(V.CMP_CONDITIONS)} with a number, or a count table")


def _count_zone(zone, card, i):
    if zone not in V.COUNT_ZONES:
        raise CardFileError(f"{_where(card, i)}: unknown count zone {zone!r}; expected one of "
                            f"{sorted(V.COUNT_ZONES)}")
    return V.COUNT_ZONES[zone]


class _Builder:
    def __init__(self, pool: CardPool):
        self.pool = pool
        self.cards = list(pool.cards)
        self.index = {id(c): i for i, c in enumerate(self.cards)}
        self.names = {}
        for c in self.cards:
            self.names.setdefault(c.name.lower(), len(self.names))
        for c in self.cards:   # "its name is also X" (C_ALIAS; BP08-T01)
            if c.also_named:
                self.names.setdefault(c.also_named.lower(), len(self.names))
        self.traits = filter_traits(self.cards)
        self.filters = [_filter_row({})]
        self.ab_rows = []
        self.ef_rows = []
        self.first_specs = []   # the filters of the `cost_first` auras, by slot (C_FIRSTS)

    def trait_bits(self, traits):
        return trait_bits(self.traits, traits)

    def cond(self, text, card, i):
        """(cond, carg, filter row) of an `if` / `unless` value: a word with a number,
        or a count table { count = ZONE, filter = {...}, at_least | at_most | exactly = n }."""
        if text is None:
            return V.COND_NONE, 0, 0
        if not isinstance(text, dict):
            c, a = _cond_word(text, card, i)
            return c, a, 0
        bad = set(text) - {"count", "filter", "at_least", "at_most", "exactly", "distinct_names"}
        cmps = [k for k in ("at_least", "at_most", "exactly") if k in text]
        if bad or "count" not in text or len(cmps) != 1:
            raise CardFileError(f"{_where(card, i)}: a count condition is a table with count = "
                                "ZONE, an optional filter and one of at_least, at_most, "
                                f"exactly; got {text!r}")
        zone = _count_zone(text["count"], card, i)
        n = int(text[cmps[0]])
        if not 0 <= n < V.CMP_SHIFT:
            raise CardFileError(f"{_where(card, i)}: count condition number out of range: {n}")
        cmp = {"at_least": V.CMP_AT_LEAST, "at_most": V.CMP_AT_MOST,
               "exactly": V.CMP_EXACTLY}[cmps[0]]
        names = text.get("distinct_names", False)   # the different names (BP09-007)
        if names not in (True, False) or (names and zone == V.CZ_BOTH_FIELDS):
            raise CardFileError(f"{_where(card, i)}: distinct_names = true counts the "
                                "different names in one zone (not both_fields)")
        return (V.COND_COUNT_NAMES if names else V.COND_COUNT,
                n + cmp * V.CMP_SHIFT + zone * V.ZONE_SHIFT,
                self.filter_row(text.get("filter"), card, i))

    def cond_of(self, d, card, i):
        """(cond, carg, negate, filter row) of a table with `if` or `unless`."""
        if "if" in d and "unless" in d:
            raise CardFileError(f"{_where(card, i)}: use either 'if' or 'unless', not both")
        if "unless" in d:
            c, a, f = self.cond(d["unless"], card, i)
            return c, a, 1, f
        c, a, f = self.cond(d.get("if"), card, i)
        return c, a, 0, f

    def filter_row(self, spec, card, i):
        if not spec:
            return 0
        known = {"type", "trait", "class", "max_cost", "min_cost", "max_defense", "keyword",
                 "engaged", "has_evolve", "name", "not_name", "not_class", "token", "reserved",
                 "outside_pool", "evolved", "racing",
                 "entered_this_turn", "type_or_trait", "name_contains"}
        bad = set(spec) - known
        if bad:
            raise CardFileError(f"{_where(card, i)}: unknown filter field(s) {sorted(bad)}; "
                                f"known: {sorted(known)}")
        types = 0
        for t in (spec["type"] if isinstance(spec.get("type"), list) else
                  [spec["type"]] if "type" in spec else []):
            if t not in V.TYPE_NAMES:
                raise CardFileError(f"{_where(card, i)}: unknown type {t!r} in filter")
            types |= 1 << V.TYPE_NAMES.index(t)
        trait = spec.get("trait", [])
        trait = self.trait_bits(trait if isinstance(trait, list) else [trait])
        if "name_contains" in spec:   # "with X in its name" (BP09-086): a name text's bit
            has = spec["name_contains"]
            if not isinstance(has, str) or not has.strip() or "trait" in spec:
                raise CardFileError(f"{_where(card, i)}: name_contains is a text, not beside "
                                    "trait")
            trait = self.trait_bits([NAME_HAS + has])
        trait, trait2 = trait_words(trait)
        if spec.get("type_or_trait"):   # "spells and Onmyoji cards" (BP06-035)
            if not (types and (trait or trait2)):
                raise CardFileError(f"{_where(card, i)}: type_or_trait needs a type and a trait")
            types |= tables.TYPES_OR_TRAIT
        cls = 0
        if "class" in spec:
            if spec["class"] not in V.CLASS_NAMES:
                raise CardFileError(f"{_where(card, i)}: unknown class {spec['class']!r}")
            cls = V.CLASS_NAMES.index(spec["class"]) + 1
        if "not_class" in spec:   # stored negative: a card of any other class (BP08-065)
            if "class" in spec or spec["not_class"] not in V.CLASS_NAMES:
                raise CardFileError(f"{_where(card, i)}: not_class names one known class, "
                                    "without 'class'")
            cls = -(V.CLASS_NAMES.index(spec["not_class"]) + 1)
        kw = 0
        if "keyword" in spec:
            if spec["keyword"] not in V.KEYWORDS:
                raise CardFileError(f"{_where(card, i)}: unknown keyword {spec['keyword']!r}")
            kw = V.KEYWORDS[spec["keyword"]]
        name = 0
        if "name" in spec:   # a name, or a list of two: "an A or a B" (BP09-105)
            names = spec["name"] if isinstance(spec["name"], list) else [spec["name"]]
            if not 1 <= len(names) <= 2 or not all(isinstance(n, str) for n in names):
                raise CardFileError(f"{_where(card, i)}: a filter's name is a card name or a "
                                    f"list of two, not {spec['name']!r}")
            for k, nm in enumerate(names):
                if nm.lower() not in self.names and spec.get("outside_pool"):
                    # a card the pool lacks (e.g. Kaguya for a token): an id nothing else has
                    self.names[nm.lower()] = len(self.names)
                if nm.lower() not in self.names:
                    raise CardFileError(f"{_where(card, i)}: filter names unknown card "
                                        f"{nm!r}")
                # FL_NAME: name id + 1, a second name's above tables.FL_NAME2_SHIFT
                name |= (self.names[nm.lower()] + 1) << (tables.FL_NAME2_SHIFT * k)
        if "not_name" in spec:   # stored negative: any card but this name
            if "name" in spec:
                raise CardFileError(f"{_where(card, i)}: a filter takes 'name' or 'not_name', "
                                    "not both")
            if spec["not_name"].lower() not in self.names:
                raise CardFileError(f"{_where(card, i)}: filter names unknown card "
                                    f"{spec['not_name']!r}")
            name = -(self.names[spec["not_name"].lower()] + 1)
        row = _filter_row({
            tables.FL_TYPES: types, tables.FL_TRAIT: trait, tables.FL_TRAIT2: trait2,
            tables.FL_CLASS: cls,
            tables.FL_MAXCOST: int(spec.get("max_cost", -1)),
            tables.FL_MINCOST: int(spec.get("min_cost", -1)),
            tables.FL_MAXDEF: int(spec.get("max_defense", -1)), tables.FL_KW: kw,
            tables.FL_ENGAGED: int(bool(spec.get("engaged", False))),
            tables.FL_HASEVO: int(bool(spec.get("has_evolve", False))), tables.FL_NAME: name,
            tables.FL_TOKEN: int(bool(spec.get("token", False))),
            tables.FL_RESERVED: int(bool(spec.get("reserved", False))),
            # 5.15: evolved = true (evolved followers only) / false (unevolved only)
            tables.FL_EVOLVED: 0 if "evolved" not in spec else 1 if spec["evolved"] else 2,
            tables.FL_RACING: int(bool(spec.get("racing", False))),   # 14.2.3
            tables.FL_ENTERED: int(bool(spec.get("entered_this_turn", False)))})
        if row in self.filters:
            return self.filters.index(row)
        self.filters.append(row)
        return len(self.filters) - 1

    def _first_slot(self, spec, card, i):
        """The slot (a bit of C_FIRSTS / P_FIRSTS) of a `cost_first` aura's filter: cards
        passing it are marked when compiled, so a play records it (BP09-036)."""
        spec = spec or {}
        bad = set(spec) - FIRST_FILTER_KEYS
        if bad:
            raise CardFileError(f"{_where(card, i)}: a cost_first aura's filter takes "
                                f"{sorted(FIRST_FILTER_KEYS)}, not {sorted(bad)}")
        if spec not in self.first_specs:
            self.first_specs.append(spec)
        if len(self.first_specs) > 31:
            raise CardFileError(f"{_where(card, i)}: more than 31 cost_first aura filters")
        return self.first_specs.index(spec)

    def _move_cols(self, e, card, i):
        """search / look_top / top_to_ex: `dest` and a cost change on the moved card
        (`cost_down_eot = N`: this turn only; `cost_down = N`: while in the EX area)."""
        dest = e.get("dest", "hand")
        if dest not in V.DESTS:
            raise CardFileError(f"{_where(card, i)}: unknown dest {dest!r}; expected one of "
                                f"{sorted(V.DESTS)}")
        if ("cost_down" in e) + ("cost_down_eot" in e) + ("cost_zero" in e) + \
                ("cost_zero_eot" in e) > 1:
            raise CardFileError(f"{_where(card, i)}: use one of cost_down, cost_down_eot and "
                                "cost_zero (or cost_zero_eot)")
        # at most 14 less: 15 (EX_COST_ZERO) is `cost_zero`
        dcost = min(int(e.get("cost_down_eot", e.get("cost_down", 0))), V.EX_COST_ZERO - 1)
        if e.get("cost_zero") or e.get("cost_zero_eot"):   # "it costs 0 to play (this
            dcost = V.EX_COST_ZERO                          # turn)" (10.10.2.4; BP09-001)
        if dcost and dest != "ex" and e.get("op") != "top_to_ex":
            raise CardFileError(f"{_where(card, i)}: a cost change needs dest = \"ex\"")
        return {tables.E_DEST: V.DESTS[dest], tables.E_DCOST: dcost,
                tables.E_ARG2: int("cost_down_eot" in e or "cost_zero_eot" in e)}

    def effect_rows(self, e, card, i):
        """One effect table as rows: look_top with `picks` gives one row per pick
        (the first is the look_top row itself, the others look_pick rows)."""
        if e.get("op") == "look_pick":
            raise CardFileError(f"{_where(card, i)}: unknown op 'look_pick' (use picks)")
        if e.get("op") != "look_top" or "picks" not in e:
            return [self.effect_row(e, card, i)]
        if "filter" in e or "dest" in e:
            raise CardFileError(f"{_where(card, i)}: look_top with picks takes the "
                                "filter and dest inside each pick")
        move = ("dest", "cost_down", "cost_down_eot", "cost_zero", "cost_zero_eot")
        rows = []
        for pk in e["picks"]:
            spec = {k: pk[k] for k in move if k in pk}
            filt = {k: v for k, v in pk.items() if k not in move and k != "count"}
            if filt:
                spec["filter"] = filt
            for _ in range(int(pk.get("count", 1))):
                if not rows:
                    base = {k: v for k, v in e.items() if k != "picks"}
                    rows.append(self.effect_row({**base, **spec}, card, i))
                else:
                    rows.append(self.effect_row({**spec, "op": "look_pick"}, card, i))
        if not rows:
            raise CardFileError(f"{_where(card, i)}: look_top picks is empty")
        return rows

    def effect_row(self, e, card, i):
        op = e.get("op")
        if op in ("enemy_discard", "discard") and e.get("random"):
            op += "_random"
        if op == "bury_followers" and e.get("highest_attack"):   # BP09-077
            op += "_highest"
        if op in V.OPS_INTERNAL:
            code = V.OPS_INTERNAL[op]
        elif op not in V.OPS:
            raise CardFileError(f"{_where(card, i)}: unknown op {op!r}; expected one of "
                                f"{sorted(V.OPS)}")
        else:
            code = V.OPS[op]
        to = e.get("to", "target")
        if to not in V.TARGETS:
            raise CardFileError(f"{_where(card, i)}: unknown target {to!r}; expected one of "
                                f"{sorted(V.TARGETS)}")
        amt, x = e.get("amount", 1), V.X_CONST
        # a buff whose X is its defense change (X_TO_DEFENSE; BP02-102), or its attack and
        # defense change both ("+X/+X", X_TO_BOTH; BP06-018)
        on_def = 0
        if op in ("buff", "buff_eot"):
            amt = e.get("attack", 0)
            if isinstance(e.get("defense"), str):
                if isinstance(amt, str) and amt != e["defense"]:
                    raise CardFileError(f"{_where(card, i)}: a buff takes an X amount for its "
                                        "attack or for its defense, not both, unless the "
                                        "defense's is the same as its attack (+X/+X); not "
                                        f"{amt!r} and {e['defense']!r}")
                on_def = V.X_TO_BOTH if isinstance(amt, str) else V.X_TO_DEFENSE
                amt = e["defense"]
        if isinstance(amt, str):
            if not amt.startswith("x:") or amt[2:] not in V.X_KINDS:
                raise CardFileError(f"{_where(card, i)}: unknown amount {amt!r}; use a number "
                                    f"or x:KIND with KIND in {sorted(V.X_KINDS)}")
            x, amt = V.X_KINDS[amt[2:]], _small(e.get("plus", 0), "plus", card, i)
        else:
            amt = _small(amt, "attack" if op in ("buff", "buff_eot") else "amount", card, i)
        cond, carg, cneg, cfilt = self.cond_of(e, card, i)
        arg, arg2 = 0, int(bool(e.get("overflow_to_ex", False)))
        if x == V.X_COUNT:   # x:count: count = ZONE, count_filter = {...}, times = n
            zone = _count_zone(e.get("count"), card, i)
            if zone == V.CZ_BOTH_FIELDS:
                raise CardFileError(f"{_where(card, i)}: count = \"both_fields\" is for "
                                    "conditions only, not an x:count amount")
            x = V.X_COUNT_OWN_EX if zone == V.CZ_OWN_EX else \
                V.X_COUNT_OWN_HAND if zone == V.CZ_OWN_HAND else x + zone
            if cfilt:
                raise CardFileError(f"{_where(card, i)}: an effect can't have both a count "
                                    "condition and an x:count amount")
            cfilt = self.filter_row(e.get("count_filter"), card, i)
            arg2 = _small(e.get("times", 1), "times", card, i)
        elif x == V.X_RETURNED:   # x:returned, times = n ("2 times the cards returned", CP01-003)
            arg2 = _small(e.get("times", 1), "times", card, i)
        if op in ("buff", "buff_eot") and on_def != V.X_TO_BOTH:   # +X/+X: no constant
            arg = _small(e.get("attack" if on_def else "defense", 0),
                         "attack" if on_def else "defense", card, i)
        elif op in ("grant", "grant_eot"):
            kw = e.get("keyword")
            if kw not in V.KEYWORDS:
                raise CardFileError(f"{_where(card, i)}: unknown keyword {kw!r}")
            if kw in V.PRINTED_ONLY:
                raise CardFileError(f"{_where(card, i)}: {kw} is printed only: it can't be given")
            arg = V.KEYWORDS[kw]
        elif op == "to_deck":
            where = e.get("where", "choice")
            if where not in V.TO_DECK_WHERE:
                raise CardFileError(f"{_where(card, i)}: to_deck 'where' must be one of "
                                    f"{sorted(V.TO_DECK_WHERE)}, not {where!r}")
            arg = V.TO_DECK_WHERE[where]
        elif op == "restrict_next_turn":
            r = e.get("restriction")
            if r not in V.RESTRICTIONS:
                raise CardFileError(f"{_where(card, i)}: unknown restriction {r!r}; expected "
                                    f"one of {sorted(V.RESTRICTIONS)}")
            arg = V.RESTRICTIONS[r]
        elif op == "leader_shield":
            amt, arg = int(e.get("cap", 0)), int(bool(e.get("prevent_next", False)))
        elif op in ("summon", "ex_token", "summon_for_target", "summon_or_ex"):
            tok = self.pool.token(e.get("token", "")) or self.pool.lookup(e.get("token", ""))
            if tok is None:
                raise CardFileError(f"{_where(card, i)}: unknown token {e.get('token')!r}")
            arg = self.index[id(tok)]
        elif op == "top_to_ex":
            arg = int(bool(e.get("until_full", False)))
        elif op == "grant_ability" and to != "self":   # this card's activated `granted`
            # ability given to another card (vocab.OP_GIVE_ABILITY; BP05-001): its row
            code = V.OP_GIVE_ABILITY
            arg = self._ab_first + given_ability(e.get("ability"), card, _where(card, i))
        elif op == "grant_ability":   # one of this card's own `granted` abilities
            arg = granted_bit(e.get("ability"), card, _where(card, i))
        elif op == "change_type":   # 5.24.1: "change it into an amulet" (BP05-001)
            if e.get("type") not in ("follower", "amulet"):
                raise CardFileError(f"{_where(card, i)}: change_type needs type = \"follower\" "
                                    f"or \"amulet\" (a field card's type), not {e.get('type')!r}")
            arg = V.TYPE_NAMES.index(e["type"])
        elif op == "grant_trait":
            trait = e.get("trait")
            if not isinstance(trait, str) or not self.trait_bits([trait]):
                raise CardFileError(f"{_where(card, i)}: grant_trait needs trait = \"NAME\"")
            arg = self.trait_bits([trait])   # < 1 << TRAIT_WORD: granted traits come first
        elif op == "transform":
            # token = ["A", "B"]: the first selected card becomes A, the second B (BP08-011)
            names = e.get("token", "")
            names = names if isinstance(names, list) and len(names) == 2 else [names]
            toks = [self.pool.token(n) or self.pool.lookup(n) if isinstance(n, str) else None
                    for n in names]
            if any(t is None or not t.token for t in toks):
                raise CardFileError(f"{_where(card, i)}: transform needs token = a token's "
                                    f"name (or a list of two), not {e.get('token')!r}")
            arg = self.index[id(toks[0])]
            if len(toks) == 2:
                arg2 = self.index[id(toks[1])] + 1
        elif op == "cem_to_deck" and "amount" not in e:
            amt = EVERY_MATCH
        elif op == "mill" and "repeat_if_milled" in e:
            if "filter" in e:
                raise CardFileError(f"{_where(card, i)}: mill takes repeat_if_milled, not filter")
            arg = 1
            e = {**e, "filter": e["repeat_if_milled"]}
        if op in ("look_top", "search") and "max_total_cost" in e:   # "up to a total cost of N"
            arg = _small(e["max_total_cost"], "max_total_cost", card, i)
            if arg < 1:
                raise CardFileError(f"{_where(card, i)}: max_total_cost must be 1 or more")
            if op == "search":   # E_ARG: engaged | the budget << 1 (deckops.search_to)
                arg <<= 1
        if op == "look_top" and e.get("distinct_names"):   # cards of different names (BP08-071)
            arg += tables.LOOK_DISTINCT
        if op == "search" and e.get("engaged"):   # onto the field engaged (fields.py; BP06-082)
            arg |= 1
        if to == "all_own_ex_cards" and (amt < 0 or arg < 0):
            raise CardFileError(f"{_where(card, i)}: a buff in the EX area can't be negative")
        filt = self.filter_row(e.get("filter"), card, i)
        x += on_def
        cols = {
            tables.E_OP: code, tables.E_TO: V.TARGETS[to], tables.E_AMT: int(amt), tables.E_X: x,
            tables.E_ARG: arg, tables.E_ARG2: arg2, tables.E_COND: cond, tables.E_CARG: carg, tables.E_CNEG: cneg,
            tables.E_FILT: filt, tables.E_CFILT: cfilt,
            tables.E_IFMOVED: int(bool(e.get("if_moved", False)))}
        if op in ("search", "look_top", "look_pick", "top_to_ex"):
            cols.update(self._move_cols(e, card, i))
        elif op == "to_ex" and ("cost_down" in e or "cost_down_eot" in e or "cost_zero" in e
                                or "cost_zero_eot" in e):
            cols.update(self._move_cols({**e, "dest": "ex"}, card, i))
        if op == "look_top":   # where the cards no pick took go (5.10)
            rest = e.get("rest", "bottom")
            if rest not in V.RESTS:
                raise CardFileError(f"{_where(card, i)}: unknown rest {rest!r}; expected one "
                                    f"of {sorted(V.RESTS)}")
            cols[tables.E_REST] = V.RESTS[rest]
        return _row(tables.E_COLS, cols)

    def aux_columns(self, a, card, i):
        """A_AUX / A_AUX2: the kind and amount of an `aura` ability, or for the first
        option of a choose group, "choose up to N" (5.17.2) and its condition."""
        if a.get("on") == "aura":
            kind = a.get("aura")
            if kind not in V.AURAS:
                raise CardFileError(f"{_where(card, i)}: unknown aura {kind!r}; expected one "
                                    f"of {sorted(V.AURAS)}")
            if "keyword" in kind:
                kw = a.get("keyword")
                if kw not in V.KEYWORDS:
                    raise CardFileError(f"{_where(card, i)}: unknown keyword {kw!r}")
                if kw in V.PRINTED_ONLY:
                    raise CardFileError(f"{_where(card, i)}: {kw} is printed only: an aura "
                                        "can't give it")
                return V.AURAS[kind], V.KEYWORDS[kw]
            if a.get("prevent"):
                return V.AURAS[kind], V.AURA_NO_DAMAGE
            return V.AURAS[kind], int(a.get("amount", 0))
        if "choose" in a:
            if not a.get("mode"):
                raise CardFileError(f"{_where(card, i)}: 'choose' needs a 'mode' group")
            cond, carg, cneg = V.COND_NONE, 0, 0
            if "choose_if" in a:
                cond, carg, self._choose_filt = self.cond(a["choose_if"], card, i)
            chooser = a.get("chooser", "you")
            if chooser not in ("you", "opponent"):
                raise CardFileError(f"{_where(card, i)}: chooser must be 'you' or 'opponent'")
            other = int(a.get("choose_else", 0))   # 5.17.2: up to M without choose_if
            if other and ("choose_if" not in a or not 1 < other < int(a["choose"])):
                raise CardFileError(f"{_where(card, i)}: choose_else needs choose_if and "
                                    "a number from 2 to choose - 1")
            return (int(a["choose"]) + (tables.CHOOSER_ENEMY if chooser == "opponent" else 0)
                    + tables.CHOOSE_ELSE * other,
                    cond | (cneg << 7) | (carg << 8))
        return 0, 0

    def _activate_option(self, a, card, i, act_modes, once, once_bit):
        """An option of a choose-one activated ability (5.17): activated abilities with
        the same `mode` are one ability's options, each its own action (the option is
        chosen as it is played, 5.17.3), with the same costs, and `once_per_turn` /
        `times_per_turn` count them together: the group's rows share A_ONCE (BP09-071)."""
        if "choose" in a:
            raise CardFileError(f"{_where(card, i)}: an activated ability's options (mode) "
                                "are chosen one at a time; 'choose' is for other abilities")
        costs = tuple(repr(a.get(k)) for k in ACTIVATE_COSTS)
        m = int(a["mode"])
        if m not in act_modes:
            act_modes[m] = (costs, once)
            return once, once_bit
        if act_modes[m][0] != costs:
            raise CardFileError(f"{_where(card, i)}: the options (mode {m}) of one activated "
                                f"ability have the same costs: {list(ACTIVATE_COSTS)}")
        if once:   # the use the first option took: give back the bits taken for this one
            once_bit -= a.get("times_per_turn", 1)
        return act_modes[m][1], once_bit

    def ability_rows(self, card, row):
        first = len(self.ab_rows)
        self._ab_first = first   # the card's first ability row (grant_ability to another card)
        once_bit = 0
        act_modes = {}   # activate mode group -> (its costs, its A_ONCE) (5.17.3)
        abilities = list(card.abilities)
        if "stack" in card.keywords:   # 13.3.2.2 (c), part of the Stack keyword itself
            abilities.append(STACK_TRANSFER)
        for i, a in enumerate(abilities):
            check_ability(a, _where(card, i))
            on = a.get("on")
            if on not in V.TRIGGERS:
                raise CardFileError(f"{_where(card, i)}: unknown trigger {on!r}; expected one "
                                    f"of {sorted(V.TRIGGERS)}")
            sel = a.get("select", "none")
            if sel not in V.SELECTORS:
                raise CardFileError(f"{_where(card, i)}: unknown selection {sel!r}; expected "
                                    f"one of {sorted(V.SELECTORS)}")
            opt, optarg, optfilt, req = V.OPT_NONE, 0, 0, 0
            cost_spec = a.get("optional_cost") or a.get("required_cost")
            if cost_spec:
                (k, v), = cost_spec.items()
                if k not in V.OPTIONAL_COSTS:
                    raise CardFileError(f"{_where(card, i)}: unknown cost {k!r}; expected one "
                                        f"of {sorted(V.OPTIONAL_COSTS)}")
                opt = V.OPTIONAL_COSTS[k]
                if isinstance(v, dict):     # banish_ex / discard / ...: the card's filter
                    v = dict(v)
                    if "count" in v:        # N cards (A_OPTARG)
                        if k not in COUNTED_COSTS:
                            raise CardFileError(f"{_where(card, i)}: cost {k!r} takes no "
                                                f"count; costs with one: {sorted(COUNTED_COSTS)}")
                        optarg = int(v.pop("count"))
                    optfilt = self.filter_row(v, card, i)
                elif not isinstance(v, bool):
                    optarg = int(v)
                req = int(bool(a.get("required_cost")))
            once = 0
            times = a.get("times_per_turn", 1 if a.get("once_per_turn") else 0)
            if times:   # A_ONCE: its first F_ONCE bit + 1, the uses beyond one above it
                once = (once_bit + 1) + ((times - 1) << tables.ONCE_SHIFT)
                once_bit += times
                if once_bit > 31:
                    raise CardFileError(f"{_where(card, i)}: too many once per turn uses")
            if on == "activate" and a.get("mode"):
                once, once_bit = self._activate_option(a, card, i, act_modes, once, once_bit)
            cond, carg, cneg, cfilt = self.cond_of(a, card, i)
            if cond == V.COND_TRIGGER_MATCHES:
                raise CardFileError(f"{_where(card, i)}: trigger_matches is a condition of an "
                                    "effect (with its filter), not of an ability")
            if cond == V.COND_GRANTED:   # carg: this ability's bit in F_GRANTED
                if cneg or i >= 30:      # (bit 30 is state.GRANT_END_DESTROY)
                    raise CardFileError(f"{_where(card, i)}: 'granted' works with if, on "
                                        "one of a card's first 30 abilities")
                carg = i
            if on == "evolve_cost":
                check_evolve_cost_down(a, _where(card, i))
            self._choose_filt = 0
            aux, aux2 = self.aux_columns(a, card, i)
            zone = 0
            trig = V.TRIGGERS[on]
            if a.get("zone") == "cemetery" and on != "activate":   # an automatic ability of a
                trig = V.CEMETERY_TRIGGERS[on]   # cemetery card, its own trigger code (rules.trigger_cem)
                zone = V.ZONE_CEM
            elif "zone" in a:   # A_ZONE: where the ability is played from. zone = "ex": a cost
                # change only when played from the EX area (on = "cost"), or an activated
                # ability played from the EX area (zoneacts.py, BP06-059); zone = "hand":
                # an activated ability played from the hand (zoneacts.py, BP06-079)
                # zone = "cemetery" on an activate ability: played from your cemetery
                # (zoneacts.py, BP09-024)
                hand = on == "activate" and a["zone"] == "hand"
                cem = on == "activate" and a["zone"] == "cemetery"
                if not hand and not cem and (on not in ("cost", "activate") or a["zone"] != "ex"):
                    raise CardFileError(f"{_where(card, i)}: zone = \"ex\" goes on on = \"cost\" "
                                        "or \"activate\" abilities, zone = \"hand\" on on = "
                                        "\"activate\" ones, zone = \"cemetery\" on on = "
                                        f"{' / '.join(sorted(V.CEMETERY_TRIGGERS))} or \"activate\" ones")
                zone = V.ZONE_HAND if hand else V.ZONE_CEM if cem else V.ZONE_EX
                if hand and a.get("cost_to_ex"):   # this card into the EX area (BP08-072)
                    zone = V.ZONE_HAND_TO_EX
            free_alt = on == "evolve_cost" and a.get("alternative") and \
                not a.get("required_cost")
            into = a.get("into")   # A_EVO_INTO: a second Evolve ability revealing this face
            if into is not None:
                face = self.pool.by_name(into, evolved=True) if isinstance(into, str) else []
                if on != "evolve_cost" or not a.get("alternative") or not face or \
                        a.get("required_cost") or "cost" not in a:
                    raise CardFileError(f"{_where(card, i)}: into = \"NAME\" (an evolved card "
                                        "of the pool) goes on an on = \"evolve_cost\" ability "
                                        "with alternative = true and its PP cost = N, no "
                                        "required_cost")
                aux2 = self.index[id(face[0])] + 1
            elif on == "evolve_cost" and "cost" in a:
                raise CardFileError(f"{_where(card, i)}: cost = N on an evolve_cost ability "
                                    "goes with into = \"NAME\" (the evolve_cost field is the "
                                    "card's Evolve PP cost)")
            # an evolve_cost ability with only a condition: the Evolve can be activated only
            # while it holds ("activate only if ...", the card's own text; BP09-038)
            evolve_if = on == "evolve_cost" and not a.get("alternative") and \
                not a.get("effects") and not a.get("required_cost") and "into" not in a
            if on == "evolve_cost" and ("if" in a or "unless" in a) and not free_alt and \
                    not evolve_if:
                raise CardFileError(f"{_where(card, i)}: an evolve_cost ability takes no "
                                    "condition (if / unless) beside a cost or effects: the "
                                    "engine only checks that its cost can be paid (alone, a "
                                    "condition makes the Evolve usable only while it holds)")
            if a.get("alternative"):   # A_EVO_ALT: a second Evolve ability with its own cost
                if on != "evolve_cost" or not (a.get("required_cost") or "if" in a
                                               or "unless" in a or into is not None):
                    raise CardFileError(f"{_where(card, i)}: alternative = true needs "
                                        "on = \"evolve_cost\" and a required_cost, or a "
                                        "condition (if / unless) for an Evolve for 0 PP")
                aux = 2 if into is not None else 1   # 2: its own PP cost and face
            serve = a.get("serve", 0)   # 14.2.2: a Serve ability, serving this card N times
            if serve and (on != "activate" or isinstance(serve, bool) or
                          not isinstance(serve, int) or not 1 <= serve <= 10):
                raise CardFileError(f"{_where(card, i)}: serve = N (1 to 10 Carrots, 14.2.2) "
                                    "goes on an on = \"activate\" ability")
            by = a.get("by", "you")
            if by not in ("you", "opponent") or (by == "opponent" and on in BY_YOU_ONLY):
                raise CardFileError(f"{_where(card, i)}: by = \"opponent\" is for abilities "
                                    "that resolve effects, not on = "
                                    f"{sorted(BY_YOU_ONLY)}")
            sfilt = a.get("select_filter")
            if on == "aura":
                sfilt = a.get("filter")
            if on == "aura" and a.get("aura") == "cost_first":   # A_OPTARG: its slot
                optarg = self._first_slot(sfilt, card, i)
            e0 = len(self.ef_rows)
            for e in a.get("effects", []):
                self.ef_rows.extend(self.effect_rows(e, card, i))
            self.ab_rows.append(_row(tables.A_COLS, {
                tables.A_CARD: row, tables.A_TRIG: trig, tables.A_SEL: V.SELECTORS[sel],
                tables.A_SFILT: self.filter_row(sfilt, card, i), tables.A_AUX: aux, tables.A_AUX2: aux2,
                tables.A_ZONE: zone,
                tables.A_CHOOSE_FILT: self._choose_filt,
                tables.A_SCOUNT: int(a.get("count", 1)), tables.A_UPTO: int(bool(a.get("up_to", False))),
                tables.A_COND: cond, tables.A_CARG: carg, tables.A_CNEG: cneg, tables.A_OPT: opt,
                tables.A_OPTARG: optarg, tables.A_PP: int(a.get("cost", 0)),
                tables.A_ENGAGE: int(bool(a.get("engage", False))),
                tables.A_SAC: int(bool(a.get("sacrifice", False))), tables.A_ONCE: once,
                tables.A_MODE: int(a.get("mode", 0)), tables.A_QUICK: int(bool(a.get("quick", False))),
                tables.A_E0: e0, tables.A_EN: len(self.ef_rows) - e0,
                tables.A_TFILT: self.filter_row(a.get("trigger_filter"), card, i),
                tables.A_CFILT: cfilt, tables.A_OPTFILT: optfilt, tables.A_REQ: req,
                tables.A_BY: int(by == "opponent"), tables.A_SERVE: serve,
            }))
        return first, len(self.ab_rows) - first

    def build(self) -> CompiledPool:
        CT = np.zeros((len(self.cards), tables.C_COLS), np.int32)
        for r, c in enumerate(self.cards):
            a0, an = self.ability_rows(c, r)
            kw = 0
            for k in c.keywords:
                kw |= V.KEYWORDS[k]
            if any(self.ab_rows[a][tables.A_OPT] == V.OPT_EARTH_RITE for a in range(a0, a0 + an)):
                kw |= V.KW_EARTH_RITE   # 13.3.3: a card with Earth Rite (filters; BP08-049)
            evo_to, evo_to2 = -1, -1
            if c.evolve_cost is not None and not c.evolved:
                e = self.pool.evolved_of(c)
                evo_to = self.index[id(e)] if e is not None else -1
                for name in c.evolve_into:   # 12.2.2.1 "unless specified"
                    if not self.pool.by_name(name, evolved=True):
                        raise CardFileError(f"{c.id}: evolve_into names no evolved card of the "
                                            f"pool: {name!r}")
                if len(c.evolve_into) == 2:   # "into A or B": the evolve action names it
                    evo_to2 = self.index[id(self.pool.by_name(c.evolve_into[1], evolved=True)[0])]
            front = r
            if c.front_face:   # a back face: the evolve deck holds its front face's card
                f = self.pool.by_id(c.front_face)
                if f is None or not f.evolved or f.front_face or f is c:
                    raise CardFileError(f"{c.id}: front_face must be the id of another "
                                        f"evolved card (its front face), not {c.front_face!r}")
                front = self.index[id(f)]
            on_mask = 0
            schain = 0
            for a in range(a0, a0 + an):
                on_mask |= 1 << min(self.ab_rows[a][tables.A_TRIG], 31)   # 31 on: bit 31
                if self.ab_rows[a][tables.A_TRIG] == V.TRIG_AURA and \
                        self.ab_rows[a][tables.A_AUX] == V.AURA_SPELLCHAIN:
                    schain = self.ab_rows[a][tables.A_SFILT]
                    if schain <= 0:
                        raise CardFileError(f"{c.id}: a spellchain_counts aura needs a filter")
            CT[r] = 0
            CT[r, tables.C_TYPE] = V.TYPE_NAMES.index(c.type)
            CT[r, tables.C_CLASS] = V.CLASS_NAMES.index(c.cls)
            CT[r, tables.C_COST] = c.cost
            CT[r, tables.C_ATK] = c.attack
            CT[r, tables.C_DEF] = c.defense
            CT[r, tables.C_KW] = kw
            CT[r, tables.C_EVOLVED] = int(c.evolved)
            CT[r, tables.C_TOKEN] = int(c.token)
            CT[r, tables.C_EVO_TO] = evo_to
            CT[r, tables.C_EVO_COST] = c.evolve_cost if c.evolve_cost is not None else -1
            CT[r, tables.C_AB0] = a0
            CT[r, tables.C_ABN] = an
            CT[r, tables.C_TRAITS], CT[r, tables.C_TRAITS2] = trait_words(
                card_trait_bits(self.traits, c))
            CT[r, tables.C_NAME] = self.names[c.name.lower()]
            CT[r, tables.C_ON_MASK] = V.int32_mask(on_mask)
            CT[r, tables.C_SCHAIN] = schain
            # 14.2.1.1: the cards serving puts into the race zone
            CT[r, tables.C_CARROT] = int(c.evolved and c.name == "Carrot")
            CT[r, tables.C_FRONT] = front
            CT[r, tables.C_EVO_TO2] = evo_to2
            CT[r, tables.C_ALIAS] = self.names[c.also_named.lower()] + 1 if c.also_named else 0
        for r, c in enumerate(self.cards):   # once every cost_first aura has its slot
            CT[r, tables.C_FIRSTS] = sum(1 << k for k, spec in enumerate(self.first_specs)
                                         if first_matches(c, spec))
        AB = np.array(self.ab_rows or [[0] * tables.A_COLS], np.int32).reshape(-1, tables.A_COLS)
        EF = np.array(self.ef_rows or [[0] * tables.E_COLS], np.int32).reshape(-1, tables.E_COLS)
        FL = np.array(self.filters, np.int32).reshape(-1, tables.FL_COLS)
        fill_reach_columns(CT, AB, EF)
        return CompiledPool(CT, AB, EF, FL, self.cards, dict(self.index))


def compile_pool(pool: CardPool) -> CompiledPool:
    return _Builder(pool).build()
