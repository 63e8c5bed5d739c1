"""The fields of an ability and of an effect that the compiler reads (compile.py):
any other is refused with the file, the card and the field, instead of being
ignored (a misspelt `amout` would silently play as 1, a condition under a
field the engine never reads as no condition). docs/cards.md lists them."""
from __future__ import annotations

from decksim.cards.pool import CardFileError
from decksim.core.sve import vocab as V

ABILITY_FIELDS = frozenset({
    "on", "select", "select_filter", "count", "up_to", "if", "unless", "mode", "choose",
    "choose_if", "choose_else", "chooser", "aura", "amount", "keyword", "prevent", "filter",
    "optional_cost", "required_cost", "cost", "engage", "sacrifice", "once_per_turn",
    "times_per_turn", "quick", "trigger_filter", "zone", "alternative", "by", "serve", "into",
    "cost_to_ex", "effects"})
EFFECT_FIELDS = frozenset({
    "op", "to", "amount", "plus", "count", "count_filter", "times", "if", "unless",
    "if_moved", "attack", "defense", "keyword", "token", "overflow_to_ex", "filter", "dest",
    "cost_down", "cost_down_eot", "cost_zero", "cost_zero_eot", "picks", "rest", "random", "cap", "until_full",
    "repeat_if_milled", "prevent_next", "restriction", "where", "trait", "ability",
    "max_total_cost", "engaged", "distinct_names", "highest_attack", "type"})


# effect fields the compiler reads for these ops only (compile.effect_row)
_BUFFS = frozenset({"buff", "buff_eot"})
_TOKENS = frozenset({"summon", "ex_token", "summon_for_target", "summon_or_ex", "transform"})
_MOVES = frozenset({"search", "look_top", "top_to_ex"})
_FILTER_OPS = frozenset({"search", "look_top", "cem_to_deck", "hand_to_field",   # they pick by it
                         "top_to_ex"})   # (top_to_ex: only a top card passing it goes, BP08-074)
OP_ONLY = {"attack": _BUFFS, "defense": _BUFFS, "keyword": frozenset({"grant", "grant_eot"}),
           "where": frozenset({"to_deck"}), "restriction": frozenset({"restrict_next_turn"}),
           "cap": frozenset({"leader_shield"}), "prevent_next": frozenset({"leader_shield"}),
           "token": _TOKENS, "until_full": frozenset({"top_to_ex"}),
           "trait": frozenset({"grant_trait"}), "repeat_if_milled": frozenset({"mill"}),
           "random": frozenset({"enemy_discard", "discard"}), "rest": frozenset({"look_top"}),
           "picks": frozenset({"look_top"}),
           "dest": _MOVES, "cost_down": _MOVES | {"to_ex"}, "cost_down_eot": _MOVES | {"to_ex"},
           "cost_zero": _MOVES | {"to_ex"}, "cost_zero_eot": _MOVES | {"to_ex"},
           "overflow_to_ex": frozenset({"summon"}),
           "ability": frozenset({"grant_ability"}), "max_total_cost": frozenset({"look_top", "search"}),
           "engaged": frozenset({"search"}), "distinct_names": frozenset({"look_top"}),
           "highest_attack": frozenset({"bury_followers"}), "type": frozenset({"change_type"})}
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
    if cond == "granted":
        raise CardFileError(f"{where}: 'granted' is a condition of an ability, not of an "
                            "effect")
    if "filter" in e and op not in _FILTER_OPS and not str(e.get("to", "")).startswith("all_") \
            and cond not in ("target_matches", "took_matches", "trigger_matches"):
        raise CardFileError(f"{where}: op {op!r} reads a filter only with an all_* target or "
                            "if / unless = \"target_matches\", \"took_matches\" or "
                            "\"trigger_matches\"; here the "
                            "engine would ignore it (docs/cards.md)")
    _check_target(e, op, where)
    if op == "bury_followers" and e.get("to") not in ("own_leader", "enemy_leader", "each_leader"):
        raise CardFileError(f"{where}: bury_followers names who buries: to = \"own_leader\", "
                            "\"enemy_leader\" or \"each_leader\"")
    if e.get("engaged") and e.get("dest") != "field":   # put onto the field engaged
        raise CardFileError(f"{where}: engaged = true needs dest = \"field\"")
    x = e.get("amount")
    if op in _BUFFS:   # a buff's X is its attack's, or its defense's (BP02-102)
        x = e.get("defense") if isinstance(e.get("defense"), str) else e.get("attack")
    if op == "cost_down" and isinstance(x, str) and (
            x != "x:count" or e.get("count") in ("own_ex", "both_fields", "own_hand")):
        raise CardFileError(f"{where}: cost_down takes a number or x:count of a field or "
                            f"cemetery (\"1 less for every ...\"), not {x!r}")
    unread = [k for k in X_COUNT_ONLY if k in e and x != "x:count"
              and (k != "times" or x != "x:returned")]
    if "plus" in e and not isinstance(x, str):
        unread.append("plus")
    if unread:
        raise CardFileError(f"{where}: {unread} go with an amount of x:count (plus with any "
                            f"x:KIND, times with x:returned too); this effect's amount is "
                            f"{x!r}, so the engine would "
                            "ignore them")


def _check_target(e: dict, op, where: str) -> None:
    """CardFileError for an op that can't land where `to` says (compile.effect_row)."""
    to = e.get("to", "target")
    if op == "mill" and to not in ("target", "enemy_leader"):
        raise CardFileError(f"{where}: mill goes to your own deck (no 'to') or "
                            "to = 'enemy_leader'")
    if op == "draw" and to not in ("target", "each_leader", "enemy_leader", "target_leader"):
        raise CardFileError(f"{where}: draw is yours (no 'to'), to = 'each_leader' (each "
                            "player draws, 1.3.4.1), 'enemy_leader' or 'target_leader' (the "
                            "selected card's controller)")
    if op == "damage_divided" and to != "target":
        raise CardFileError(f"{where}: damage_divided works on the selected followers "
                            "(to = \"target\", 10.6.2.4)")
    if to == "all_own_ex_cards" and op != "buff":
        raise CardFileError(f"{where}: to = \"all_own_ex_cards\" takes op = \"buff\" only")
    if op in ("revive", "play_free", "ex_to_field", "ex_copy", "transform", "clash") and \
            to != "target":
        raise CardFileError(f"{where}: op {op!r} works on the selected card "
                            "(to = \"target\")")


# ability fields the compiler reads only beside another: on = "aura" (compile.aux_columns;
# `filter` is an aura's, `select_filter` a selection's) or a `choose` group
AURA_ONLY = ("aura", "amount", "keyword", "prevent", "filter")
CHOOSE_ONLY = ("chooser", "choose_if", "choose_else")
# fields an activated ability played from the EX area (zone = "ex", BP06-059) does not
# read: the card is on no field to engage, serve or mark once-per-turn; it is not Quick
EX_ACTIVATE_UNREAD = ("engage", "once_per_turn", "times_per_turn", "quick", "serve")
# what an activated ability played from the hand (zone = "hand", BP06-079) can't take
HAND_NOT = ("engage", "sacrifice", "quick", "serve", "required_cost")
# what an activated ability played from the cemetery (zone = "cemetery", BP09-105) can't take


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
    unread = [k for k in EX_ACTIVATE_UNREAD + ("sacrifice",) if a.get(k)
              and (k != "sacrifice" or a.get("zone") == "cemetery")]
    if unread and a.get("on") == "activate" and a.get("zone") in ("ex", "cemetery"):
        raise CardFileError(f"{where}: an activated ability with zone = {a['zone']!r} takes "
                            f"none of {unread}; the engine would not read them (\"banish "
                            "this card from your cemetery\" is a required_cost = { "
                            "banish_cemetery = { name = ... } })")
    times = a.get("times_per_turn")
    if times is not None and (a.get("once_per_turn") or isinstance(times, bool) or
                              not isinstance(times, int) or not 2 <= times <= 8):
        raise CardFileError(f"{where}: times_per_turn = N takes a whole number from 2 to 8 "
                            "(once_per_turn for 1), not both")
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
    clash = any(e.get("op") == "clash" for e in effects)
    if clash != (a.get("select") == "own_follower_and_enemy_follower"):   # (BP06-116)
        raise CardFileError(f"{where}: op clash works on the two followers of select = "
                            "\"own_follower_and_enemy_follower\", and that selection is for clash")
    on_target = [e.get("op") for e in effects if e.get("to") in ("target", "target_leader")]
    if a.get("select") == "own_hand_card" and any(op != "to_ex" for op in on_target):
        raise CardFileError(f"{where}: a card selected in your hand (select = "
                            "\"own_hand_card\") goes to the EX area: op to_ex, to = \"target\" "
                            "(CP01-035); the engine has no other op on a hand card")
    if a.get("cost_to_ex") and (a.get("on") != "activate" or a.get("zone") != "hand"):
        raise CardFileError(f"{where}: cost_to_ex = true goes on an on = \"activate\" ability "
                            "with zone = \"hand\" (its cost puts the card into the EX area)")
    if a.get("zone") == "cemetery" and a.get("on") != "activate" and (
            a.get("on") not in V.CEMETERY_TRIGGERS or any(
                a.get(k) for k in ("once_per_turn", "times_per_turn", "mode"))):
        raise CardFileError(f"{where}: zone = \"cemetery\" goes on an activated ability or one "
                            f"triggered in the cemetery, on = one of "
                            f"{sorted(V.CEMETERY_TRIGGERS)}, without once_per_turn, "
                            "times_per_turn or mode")
    if a.get("zone") == "hand" and any(a.get(k) for k in HAND_NOT):
        raise CardFileError(f"{where}: an ability played from the hand (zone = \"hand\") pays "
                            f"its PP and discards the card; it takes none of {list(HAND_NOT)}")
    for key in ("optional_cost", "required_cost"):
        cost = a.get(key)
        if cost is not None and (not isinstance(cost, dict) or len(cost) != 1):
            raise CardFileError(f"{where}: {key} names one cost, e.g. {key} = "
                                f"{{ leader_loss = 1 }}, not {cost!r} (docs/cards.md)")
    if a.get("optional_cost") and a.get("required_cost"):
        raise CardFileError(f"{where}: use optional_cost or required_cost")
    if a.get("required_cost") and a.get("on") not in ("activate", "evolve_cost", "spell"):
        raise CardFileError(f"{where}: required_cost needs on = 'activate', 'evolve_cost' "
                            "or 'spell' (other abilities' costs are optional, 10.4.7)")
    if "return_any" in (a.get("required_cost") or {}) or \
            "return_any" in (a.get("optional_cost") or {}) and (
            not isinstance(a["optional_cost"]["return_any"], dict) or a.get("mode")
            or a.get("by") or a.get("on") in ("spell", "activate", "aura", "cost", "evolve_cost")):
        raise CardFileError(f"{where}: optional_cost = {{ return_any = {{ FILTER }} }} (any "
                            "number of other cards of yours, X of your choice) goes on an "
                            "automatic ability (fanfare, ...) that is no choose option and has "
                            "no `by`")
    if "pp_x" in (a.get("optional_cost") or {}) and (
            a.get("optional_cost")["pp_x"] is not True or a.get("mode") or a.get("by")
            or a.get("on") in ("spell", "activate", "aura", "cost", "evolve_cost")):
        raise CardFileError(f"{where}: optional_cost = {{ pp_x = true }} (X play points of "
                            "your choice) goes on an automatic ability (fanfare, end_phase, "
                            "...) that is no choose option and has no `by`")
    ops = [e.get("op") for e in effects]
    if "discard_any_draw" in ops and (ops.index("discard_any_draw") != 0 or a.get("mode")
                                      or a.get("by") or a.get("optional_cost") or a.get("on")
                                      in ("spell", "activate", "aura", "cost", "evolve_cost")):
        raise CardFileError(f"{where}: op discard_any_draw (X cards of your choice, named as "
                            "the ability is played) is the first effect of an automatic "
                            "ability (fanfare, end_phase, ...) with no optional_cost, that is "
                            "no choose option and has no `by` (BP09-020)")
    if a.get("on") == "cost" and not effects and not a.get("optional_cost") and (
            ("if" not in a and "unless" not in a) or a.get("zone")):
        raise CardFileError(f"{where}: a cost ability with no effects and no cost is a play "
                            "restriction (\"this card can only be played if ...\"): it takes "
                            "a condition (if / unless) and no zone (CP01-057)")
    if a.get("required_cost") and a.get("on") == "spell" and a.get("mode"):
        raise CardFileError(f"{where}: a spell's required_cost can't be on a choose-one "
                            "option")


def _known(table: dict, fields: frozenset, where: str, what: str) -> None:
    bad = sorted(set(table) - fields)
    if bad:
        raise CardFileError(f"{where}: unknown {what} field(s) {bad}: the engine does not "
                            f"read them; known: {sorted(fields)}")


def granted_bit(n, card, where: str) -> int:
    """grant_ability's `ability = N`: the bit of the card's N-th ability, which must be
    one it has only when given (`if = "granted"`). A card that can evolve can't use it:
    the evolved card's abilities are other rows."""
    abilities = card.abilities
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= len(abilities) \
            or abilities[n - 1].get("if") != "granted":
        raise CardFileError(f"{where}: grant_ability needs ability = N, the number of one "
                            "of this card's abilities with if = \"granted\"")
    if card.evolve_cost is not None or card.evolved:
        raise CardFileError(f"{where}: grant_ability is for cards without an evolved side")
    return 1 << (n - 1)


def given_ability(n, card, where: str) -> int:
    """grant_ability to another card (`to` not "self"; BP05-001): the index of this card's
    N-th ability, an activated one it has only when given (`on = "activate"`, `if =
    "granted"`), which becomes an ability of that card (vocab.OP_GIVE_ABILITY)."""
    abilities = card.abilities
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= len(abilities) \
            or abilities[n - 1].get("if") != "granted" or abilities[n - 1].get("on") != "activate" \
            or abilities[n - 1].get("zone") or abilities[n - 1].get("mode"):
        raise CardFileError(f"{where}: grant_ability to another card needs ability = N, the "
                            "number of one of this card's activate abilities (on the field, "
                            "no mode) with if = \"granted\"")
    return n - 1


def check_evolve_cost_down(a: dict, where: str) -> None:
    """An evolve_cost ability's effects: only cost_down, by a number or an x:count amount
    (costs.evolve_cost_down reads no other X), on an ability without a cost (an ability
    with one is the Evolve's extra cost, 12.2)."""
    effects = a.get("effects", [])
    if not effects:
        return
    if a.get("required_cost") or a.get("alternative"):
        raise CardFileError(f"{where}: an evolve_cost ability with effects (cost_down) "
                            "takes no required_cost and no alternative")
    for e in effects:
        amt = e.get("amount", 1)
        if e.get("op") != "cost_down" or (isinstance(amt, str) and amt != "x:count"):
            raise CardFileError(f"{where}: an evolve_cost ability's effects are cost_down, "
                                "by a number or x:count")


# the filter fields of a `cost_first` aura (compile.py marks the cards passing it, C_FIRSTS)
FIRST_FILTER_KEYS = {"type", "trait", "class", "token", "name", "max_cost", "min_cost"}


def first_matches(c, spec) -> bool:
    """Does card c, as printed, pass a `cost_first` aura's filter (FIRST_FILTER_KEYS)?"""
    def listed(v):
        return [x.lower() for x in (v if isinstance(v, list) else [v])]
    if "type" in spec and c.type.lower() not in listed(spec["type"]):
        return False
    if "trait" in spec and not set(listed(spec["trait"])) & {t.lower() for t in c.traits}:
        return False
    if "class" in spec and c.cls.lower() != str(spec["class"]).lower():
        return False
    if spec.get("token") and not c.token:
        return False
    if "name" in spec and c.name.lower() != str(spec["name"]).lower():
        return False
    if c.cost is None and ("max_cost" in spec or "min_cost" in spec):
        return False
    if "max_cost" in spec and c.cost > int(spec["max_cost"]):
        return False
    return "min_cost" not in spec or c.cost >= int(spec["min_cost"])
