"""The fields of an ability and of an effect that the compiler reads (compile.py):
any other is refused with the file, the card and the field, instead of being
ignored (a misspelt `amout` would silently play as 1, a condition under a
field the engine never reads as no condition). docs/cards.md lists them."""
from __future__ import annotations

from decksim.cards.pool import CardFileError

ABILITY_FIELDS = frozenset({
    "on", "select", "select_filter", "count", "up_to", "if", "unless", "mode", "choose",
    "choose_if", "choose_else", "chooser", "aura", "amount", "keyword", "prevent", "filter",
    "optional_cost", "required_cost", "cost", "engage", "sacrifice", "once_per_turn",
    "quick", "trigger_filter", "zone", "alternative", "by", "serve", "effects"})
EFFECT_FIELDS = frozenset({
    "op", "to", "amount", "plus", "count", "count_filter", "times", "if", "unless",
    "if_moved", "attack", "defense", "keyword", "token", "overflow_to_ex", "filter", "dest",
    "cost_down", "cost_down_eot", "cost_zero", "picks", "rest", "random", "cap", "until_full",
    "repeat_if_milled", "prevent_next", "restriction", "where", "trait", "engaged"})


# effect fields the compiler reads for these ops only (compile.effect_row)
_BUFFS = frozenset({"buff", "buff_eot"})
_TOKENS = frozenset({"summon", "ex_token", "summon_for_target", "summon_or_ex", "transform"})
_MOVES = frozenset({"search", "look_top", "top_to_ex"})
_FILTER_OPS = frozenset({"search", "look_top", "cem_to_deck", "hand_to_field"})   # they pick by it
OP_ONLY = {"attack": _BUFFS, "defense": _BUFFS, "keyword": frozenset({"grant", "grant_eot"}),
           "where": frozenset({"to_deck"}), "restriction": frozenset({"restrict_next_turn"}),
           "cap": frozenset({"leader_shield"}), "prevent_next": frozenset({"leader_shield"}),
           "token": _TOKENS, "until_full": frozenset({"top_to_ex"}),
           "trait": frozenset({"grant_trait"}), "repeat_if_milled": frozenset({"mill"}),
           "random": frozenset({"enemy_discard", "discard"}), "rest": frozenset({"look_top"}),
           "picks": frozenset({"look_top"}),
           "dest": _MOVES, "cost_down": _MOVES | {"to_ex"}, "cost_down_eot": _MOVES | {"to_ex"},
           "cost_zero": _MOVES | {"to_ex"},
           "overflow_to_ex": frozenset({"summon"}), "engaged": frozenset({"search"})}
# and these only with an x:count amount (x:KIND for `plus`)
X_COUNT_ONLY = ("count", "count_filter", "times")


def _check_effect_fields(e: dict, where: str) -> None:
    """CardFileError for a known effect field that the effect's op does not read."""
    op = e.get("op")
    unread = [k for k, ops in OP_ONLY.items() if k in e and op not in ops]
    if unread:
        raise CardFileError(f"{where}: op {op!r} does not read {unread}; the engine would "
                            "ignore them (docs/cards.md)")
    cond = e.get("if", e.get("unless"))
    if "filter" in e and op not in _FILTER_OPS and not str(e.get("to", "")).startswith("all_") \
            and cond not in ("target_matches", "took_matches"):
        raise CardFileError(f"{where}: op {op!r} reads a filter only with an all_* target or "
                            "if / unless = \"target_matches\" or \"took_matches\"; here the "
                            "engine would ignore it (docs/cards.md)")
    if op == "bury_followers" and e.get("to") not in ("own_leader", "enemy_leader", "each_leader"):
        raise CardFileError(f"{where}: bury_followers names who buries: to = \"own_leader\", "
                            "\"enemy_leader\" or \"each_leader\"")
    if e.get("engaged") and e.get("dest") != "field":   # put onto the field engaged
        raise CardFileError(f"{where}: engaged = true needs dest = \"field\"")
    x = e.get("amount")
    if op in _BUFFS:   # a buff's X is its attack's, or its defense's (BP02-102)
        x = e.get("defense") if isinstance(e.get("defense"), str) else e.get("attack")
    unread = [k for k in X_COUNT_ONLY if k in e and x != "x:count"]
    if "plus" in e and not isinstance(x, str):
        unread.append("plus")
    if unread:
        raise CardFileError(f"{where}: {unread} go with an amount of x:count (plus with any "
                            f"x:KIND); this effect's amount is {x!r}, so the engine would "
                            "ignore them")


# ability fields the compiler reads only beside another: on = "aura" (compile.aux_columns;
# `filter` is an aura's, `select_filter` a selection's) or a `choose` group
AURA_ONLY = ("aura", "amount", "keyword", "prevent", "filter")
CHOOSE_ONLY = ("chooser", "choose_if", "choose_else")
# what an activated ability played from the hand (zone = "hand", BP06-079) can't take
HAND_NOT = ("engage", "sacrifice", "quick", "serve", "required_cost")


def check_ability(a, where: str) -> None:
    """CardFileError unless `a` is an ability table of known fields, each where the
    compiler reads it, whose effects are tables of known fields and whose cost names
    one cost."""
    if not isinstance(a, dict):
        raise CardFileError(f"{where}: an ability must be a [[card.ability]] table, "
                            f"not {a!r}")
    _known(a, ABILITY_FIELDS, where, "ability")
    unread = [k for k in AURA_ONLY if k in a and a.get("on") != "aura"]
    if unread:
        raise CardFileError(f"{where}: {unread} belong to on = \"aura\" abilities; this one "
                            f"is on = {a.get('on')!r}, and the engine would not read them "
                            "(a selection's filter is select_filter; docs/cards.md)")
    unread = [k for k in CHOOSE_ONLY if k in a and "choose" not in a]
    if unread:
        raise CardFileError(f"{where}: {unread} belong to a choose group (choose = N); "
                            "this ability has none, and the engine would not read them")
    effects = a.get("effects", [])
    if not isinstance(effects, list) or not all(isinstance(e, dict) for e in effects):
        raise CardFileError(f"{where}: effects must be a list of tables, e.g. effects = "
                            f"[ {{ op = \"draw\", amount = 1 }} ], not {effects!r}")
    for e in effects:
        _known(e, EFFECT_FIELDS, where, "effect")
        _check_effect_fields(e, where)
        picks = e.get("picks")
        if picks is not None and (not isinstance(picks, list) or
                                  not all(isinstance(p, dict) for p in picks)):
            raise CardFileError(f"{where}: picks must be a list of tables, not {picks!r}")
    if a.get("zone") == "hand" and any(a.get(k) for k in HAND_NOT):
        raise CardFileError(f"{where}: an ability played from the hand (zone = \"hand\") pays "
                            f"its PP and discards the card; it takes none of {list(HAND_NOT)}")
    for key in ("optional_cost", "required_cost"):
        cost = a.get(key)
        if cost is not None and (not isinstance(cost, dict) or len(cost) != 1):
            raise CardFileError(f"{where}: {key} names one cost, e.g. {key} = "
                                f"{{ leader_loss = 1 }}, not {cost!r} (docs/cards.md)")


def _known(table: dict, fields: frozenset, where: str, what: str) -> None:
    bad = sorted(set(table) - fields)
    if bad:
        raise CardFileError(f"{where}: unknown {what} field(s) {bad}: the engine does not "
                            f"read them; known: {sorted(fields)}")
