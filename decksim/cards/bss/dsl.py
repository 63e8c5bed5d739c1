"""decksim's words for Battle Spirits effects (docs/cards.md): the effect
encodings in data/bss/effects/*.toml say, for one effect of a card's facts, a
list of rows `do = [{op = ..., who = ..., ...}]`. This module holds the words
and their codes in the engine's tables (core/bss/tables.py); compile.py turns
rows into AB rows."""
from decksim.core.bss import tables as t

OPS = {   # op -> (code, who by default)
    "draw": (t.OP_DRAW, None), "destroy": (t.OP_DESTROY, "theirs"),
    "bp_turn": (t.OP_BP_TURN, "yours"), "bp": (t.OP_BP, "self"),
    "core_charge": (t.OP_CORE_CHARGE, None), "refresh": (t.OP_REFRESH, "self"),
    "exhaust": (t.OP_EXHAUST, "theirs"), "return": (t.OP_RETURN, "theirs"),
    "cores_off": (t.OP_CORES_OFF, "theirs"), "cores_on": (t.OP_CORES_ON, "self"),
    "trash_to_hand": (t.OP_TRASH_TO_HAND, None), "life": (t.OP_LIFE, None),
    "mill": (t.OP_MILL, "theirs"), "reveal_add": (t.OP_REVEAL_ADD, None),
    "lv1_turn": (t.OP_LV1_TURN, "theirs"), "maxlv_turn": (t.OP_MAXLV_TURN, "yours"),
    "no_attack_turn": (t.OP_NO_ATTACK_TURN, "theirs"),
    "no_block_turn": (t.OP_NO_BLOCK_TURN, "theirs"),
    "unblockable_turn": (t.OP_UNBLOCKABLE_TURN, "self"), "discard": (t.OP_DISCARD, None),
    "trash_cores_to_reserve": (t.OP_CORE_TRASH_TO_RES, None),
    "pay_soul": (t.OP_PAY_SOUL, "self"),
    "when": (t.OP_WHEN, "self"),
    "if_control": (t.OP_IF_CONTROL, "yours"), "unless_control": (t.OP_UNLESS_CONTROL, "yours"),
    "if_hand_at_most": (t.OP_IF_HAND_AT_MOST, None),
    "if_trash_at_least": (t.OP_IF_TRASH_AT_LEAST, "theirs"),
    "unless_soul_paid": (t.OP_UNLESS_SOUL_PAID, None), "count": (t.OP_COUNT, "yours"),
    "summon": (t.OP_SUMMON, None), "cant_attack": (t.OP_CANT_ATTACK, "self"),
    "cant_block": (t.OP_CANT_BLOCK, "self"), "grant": (t.OP_GRANT, "self"),
    "res_to_life": (t.OP_RES_TO_LIFE, None), "hand_to_bottom": (t.OP_HAND_TO_BOTTOM, None),
    "end_attacks": (t.OP_END_ATTACKS, None), "extra_symbols": (t.OP_EXTRA_SYMBOLS, "self"),
    "unblockable_by": (t.OP_UNBLOCKABLE_BY, "self"),
    "unblockable_by_turn": (t.OP_UNBLOCKABLE_BY_TURN, "self"),
    "trash_symbols": (t.OP_TRASH_SYMBOLS, None),
    "life_cost_turn": (t.OP_LIFE_COST_TURN, None), "doom_blocker": (t.OP_DOOM_BLOCKER, None),
    "immune": (t.OP_IMMUNE, "yours"), "if_same_cost": (t.OP_IF_SAME_COST, None),
    "double_symbols_for_magic": (t.OP_DOUBLE_SYMBOLS_FOR_MAGIC, "yours"),
    "discard_drain": (t.OP_DISCARD_DRAIN, "theirs"),
    "nexus_lv1_off": (t.OP_NEXUS_LV1_OFF, None), "if_ascended": (t.OP_IF_ASCENDED, None),
    "soul_to_void": (t.OP_SOUL_TO_VOID, None), "life_up_to": (t.OP_LIFE_UP_TO, None),
    "destroy_bps": (t.OP_DESTROY_BPS, "theirs"), "one_of": (t.OP_ONE_OF, None),
    "hand_cost": (t.OP_HAND_COST, "yours"),
    "no_refresh": (t.OP_NO_REFRESH, "theirs"),
    "destroy_costs": (t.OP_DESTROY_COSTS, "theirs"),
    "symbol_colours": (t.OP_SYMBOL_COLOURS, "self"),
    "refresh_no_attack": (t.OP_REFRESH_NO_ATTACK, "yours"),
    "block_effects_on_attack": (t.OP_BLOCK_FX_ON_ATTACK, "yours"),
    "refresh_after_attacks": (t.OP_REFRESH_AFTER_ATTACKS, None),
    "save": (t.OP_SAVE, "self"), "no_small_hits": (t.OP_NO_SMALL_HITS, None),
    "shield_turn": (t.OP_SHIELD_TURN, "self"), "keep_cores": (t.OP_KEEP_CORES, "self"),
    "life_to_trash": (t.OP_LIFE_TO_TRASH, "theirs"),
    "first_magic_off": (t.OP_FIRST_MAGIC_OFF, None), "add_reduction": (t.OP_ADD_REDUCTION, None),
    "attack_tax": (t.OP_ATTACK_TAX, "theirs"), "scry": (t.OP_SCRY, None),
    "lv1_battle": (t.OP_LV1_BATTLE, "theirs"), "unless_milled": (t.OP_UNLESS_MILLED, None),
    "free_magic": (t.OP_FREE_MAGIC, None), "life_catcher": (t.OP_LIFE_CATCHER, "self"),
    "no_return": (t.OP_NO_RETURN, "self"), "max_level_if": (t.OP_LEVEL_RULE, None),
    "double_symbols_for_me": (t.OP_DOUBLE_SYMBOLS_FOR_ME, "yours"),
    "block_exhausted_turn": (t.OP_BLOCK_EXH_TURN, "yours"),
    "blocks_exhausted": (t.OP_BLOCK_EXHAUSTED, "self"),
    "attack_spirit": (t.OP_ATTACK_SPIRIT, "theirs"),
    "attack_spirit_turn": (t.OP_ATTACK_SPIRIT_TURN, "yours"),
    "first_attacker": (t.OP_FIRST_ATTACKER, "theirs"),
}
GATES = {t.OP_IF_CONTROL, t.OP_UNLESS_CONTROL, t.OP_IF_HAND_AT_MOST, t.OP_IF_TRASH_AT_LEAST,
         t.OP_UNLESS_SOUL_PAID, t.OP_UNLESS_MILLED, t.OP_IF_SAME_COST,
         t.OP_IF_ASCENDED}
FIELDS = {"op", "on", "who", "n", "kind", "bp_max", "cost_max", "cost", "family", "colour",
          "filters", "amount", "to", "if", "then", "is_cost", "may", "step", "once", "has",
          "per", "from", "free", "keyword", "chooser", "cost_min", "by", "soul_core", "as_colours",
          "as", "price", "cause", "min_spirits", "silent",
          "max_spirits", "name_has"}
WHO = {"self": t.W_SELF, "yours": t.W_YOURS, "theirs": t.W_THEIRS, "any": t.W_ANY,
       "it": t.W_IT, "last": t.W_LAST}
STEPS = {"start": 0, "core": 1, "draw": 2, "refresh": 3, "main": 4, "attack": 5, "end": 7}
KINDS = {"spirit": t.K_SPIRIT, "nexus": t.K_NEXUS, "both": t.K_BOTH, "magic": t.K_MAGIC,
         "card": t.K_CARD}
FILTERS = {"exhausted": t.SF_EXHAUSTED, "refreshed": t.SF_REFRESHED, "soul": t.SF_SOUL,
           "one_core": t.SF_ONE_CORE, "two_cores": t.SF_TWO_CORES, "other": t.SF_OTHER,
           "summon_effect": t.SF_SUMMON_FX, "block_effect": t.SF_BLOCK_FX,
           "no_effects": t.SF_NO_FX, "lv2": t.SF_LV2, "self": t.SF_SELF,
           "not_attacking": t.SF_NOT_ATTACKING, "blocking": t.SF_BLOCKING,
           "other_name": t.SF_OTHER_NAME, "at_most_two_cores": t.SF_MAX_TWO_CORES,
           "event_card": t.SF_EVENT_CARD, "or_self": t.SF_OR_SELF,
           "cheaper_than_event": t.SF_CHEAPER_EVENT, "bp_of_the_beaten": t.SF_BP_BEATEN,
           "no_ascend": t.SF_NO_ASCEND}
SAVES = {"exhausted": t.SAVE_EXHAUSTED, "refreshed": t.SAVE_REFRESHED, "to_hand": t.SAVE_TO_HAND,
         "returned": t.SAVE_RETURNED}
PRICES = {"none": t.PRICE_NONE, "void_core": t.PRICE_VOID_CORE, "core": t.PRICE_CORE,
          "exhaust_self": t.PRICE_EXHAUST_SOURCE, "discard": t.PRICE_DISCARD}
BLOCKERS = {"one_core": t.BY_ONE_CORE, "lv1": t.BY_LV1, "lv2": t.BY_LV2,
            "block_effect": t.BY_BLOCK_FX, "any_effect": t.BY_ANY_FX}
DESTS = {"reserve": t.D_RESERVE, "trash": t.D_TRASH, "void": t.D_VOID, "hand": t.D_HAND,
         "deck_top": t.D_DECK_TOP, "deck_bottom": t.D_DECK_BOTTOM, "from_reserve": t.D_FROM_RESERVE}
CONDS = {"soul_on_self": t.CD_SOUL_ON_SELF, "soul_paid": t.CD_SOUL_PAID,
         "opponent_turn": t.CD_OPP_TURN, "your_turn": t.CD_YOUR_TURN,
         "your_step": t.CD_YOUR_STEP, "opponent_step": t.CD_OPP_STEP,
         "either_step": t.CD_EITHER_STEP, "opponent_one_core": t.CD_OPP_ONE_CORE,
         "opponent_spirit": t.CD_OPP_SPIRIT, "by_opponent": t.CD_BY_OPPONENT,
         "your_main": t.CD_YOUR_MAIN, "in_battle": t.CD_IN_BATTLE,
         "in_your_battle": t.CD_IN_YOUR_BATTLE, "first_attack": t.CD_FIRST_ATTACK,
         "opponent_turn_no_life_lost": t.CD_NO_LIFE_LOST, "opponent_trash_10": t.CD_OPP_TRASH_10,
         "either_main": t.CD_EITHER_MAIN, "burst_set": t.CD_BURST_SET,
         "only_colours": t.CD_ONLY_COLOURS}
TRIGGERS = {
    "summoned": t.TR_SUMMONED, "attacks": t.TR_ATTACKS, "blocks": t.TR_BLOCKS,
    "attacks_or_blocks": t.TR_ATTACKS_OR_BLOCKS, "destroyed": t.TR_DESTROYED,
    "destroyed_by_opponent": t.TR_DESTROYED_BY_OPP, "deployed": t.TR_DEPLOYED,
    "while_attacking": t.TR_WHILE_ATTACKS, "while_blocking": t.TR_WHILE_BLOCKS,
    "your_attack_step": t.TR_YOUR_ATTACK_STEP, "opponent_attack_step": t.TR_OPP_ATTACK_STEP,
    "always": t.TR_ALWAYS, "main": t.TR_MAIN, "flash": t.TR_FLASH,
    "on_life_hit": t.TR_ON_LIFE_HIT, "on_own_destroyed": t.TR_ON_OWN_DESTROYED,
    "on_bp_win": t.TR_ON_BP_WIN, "on_blocked": t.TR_ON_BLOCKED,
    "on_own_summoned": t.TR_ON_OWN_SUMMONED, "on_lose_life": t.TR_ON_LOSE_LIFE,
    "burst_destroyed": t.TR_BURST_DESTROYED, "burst_lose_life": t.TR_BURST_LOSE_LIFE,
    "burst_summoned": t.TR_BURST_SUMMONED,
    "on_own_attacks": t.TR_ON_OWN_ATTACKS, "on_own_blocks": t.TR_ON_OWN_BLOCKS,
    "on_magic": t.TR_ON_MAGIC, "battle_end": t.TR_BATTLE_END, "step": t.TR_STEP,
    "on_opp_summoned": t.TR_ON_OPP_SUMMONED, "on_opp_draw": t.TR_ON_OPP_DRAW,
    "on_opp_returned": t.TR_ON_OPP_RETURNED, "on_life_up": t.TR_ON_LIFE_UP,
    "on_opp_exhausted": t.TR_ON_OPP_EXHAUSTED, "on_own_exhausted": t.TR_ON_OWN_EXHAUSTED,
    "on_crushed": t.TR_ON_CRUSHED, "on_opp_drained": t.TR_ON_OPP_DRAINED,
}
# a fact's timing code -> (trigger word, condition word or None)
TIMINGS = {
    "when_summoned": ("summoned", None), "when_this_spirit_attacks": ("attacks", None),
    "when_this_spirit_blocks": ("blocks", None), "when_destroyed": ("destroyed", None),
    "when_destroyed_by_opponent": ("destroyed_by_opponent", None),
    "while_this_spirit_attacks": ("while_attacking", None),
    "while_this_spirit_blocks": ("while_blocking", None),
    "during_your_attack_step": ("your_attack_step", None),
    "during_opponents_attack_step": ("opponent_attack_step", None),
    "during_either_attack_step": ("always", "either_step"),
    "during_either_main_step": ("always", "either_main"),
    "when_placed": ("deployed", None),
    "when_this_spirit_attacks_or_blocks": ("attacks_or_blocks", None),
    "during_your_turn": ("always", "your_turn"),
    "during_opponents_turn": ("always", "opponent_turn"),
    "when_opponent_destroys_your_spirit": ("burst_destroyed", None),
    "when_you_lose_life": ("burst_lose_life", None),
    "when_opponent_resolves_a_spirits_when_summoned_effect": ("burst_summoned", None),
    "end_of_opponents_turn": ("step", "opponent_turn"),
    "during_opponents_end_step": ("step", "opponent_turn"),
    "": ("always", None),
}
# a watcher's (on_*) condition from its effect's timing: when it watches
WATCH_COND = {"during_your_attack_step": "your_step",
              "during_opponents_attack_step": "opponent_step",
              "during_either_attack_step": "either_step", "during_your_turn": "your_turn",
              "during_opponents_turn": "opponent_turn"}


def check_row(row: dict) -> str | None:
    """What is wrong with one encoded row, or None."""
    op = row.get("op")
    if op not in OPS:
        return f"unknown op {op!r}; the ops are {', '.join(OPS)} (docs/cards.md)"
    extra = set(row) - FIELDS
    if extra:
        return (f"unknown field(s) {', '.join(sorted(extra))}; the fields are "
                f"{', '.join(sorted(FIELDS))}")
    for key, table in (("who", WHO), ("kind", KINDS), ("to", DESTS), ("if", CONDS),
                       ("on", TRIGGERS)):
        if key in row and row[key] not in table:
            return f"{key} = {row[key]!r}; one of {', '.join(table)}"
    for f in row.get("filters", []):
        if f not in FILTERS:
            return f"filter {f!r}; one of {', '.join(FILTERS)}"
    if op == "grant" and row.get("keyword") not in t.KW_NAMES:
        return f"grant needs keyword = one the engine plays: {', '.join(t.KW_NAMES)}"
    if op == "grant" and (row["keyword"] == "armor") != bool(row.get("as_colours")):
        return "grant: Armor, and only Armor, needs as_colours = its colours"
    if op == "summon" and row.get("from") not in ("hand", "trash"):
        return "summon needs from = \"hand\" or \"trash\""
    if row.get("on") == "step" and row.get("step") not in STEPS:
        return f"step = {row.get('step')!r}; a step trigger needs one of {', '.join(STEPS)}"
    if op == "max_level_if" and ("max_spirits" in row) == ("family" in row):
        return "max_level_if needs max_spirits = N, or family = one or two families"
    if op == "save" and (row.get("as") not in SAVES or row.get("price", "none") not in PRICES
                         or row.get("cause", "any") not in ("any", "opponent_effect")):
        return (f"save needs as = one of {', '.join(SAVES)}; price = one of "
                f"{', '.join(PRICES)}; cause = \"any\" or \"opponent_effect\"")
    if (op in ("symbol_colours", "add_reduction", "immune") or "as_colours" in row) and (
            not row.get("as_colours") or set(row["as_colours"]) - set(t.COLOURS)):
        return f"{op} needs as_colours = a list of: {', '.join(t.COLOURS)}"
    if op in ("unblockable_by", "unblockable_by_turn") and (
            not row.get("by") or set(row["by"]) - set(BLOCKERS)):
        return f"{op} needs by = a list of: {', '.join(BLOCKERS)}"
    has = row.get("has", [])
    for w in [has] if isinstance(has, str) else has:
        if w not in t.KW_NAMES and w not in t.KW_READ:
            return (f"has = {w!r}; a keyword the engine plays or reads: "
                    f"{', '.join([*t.KW_NAMES, *t.KW_READ])}")
    fam = row.get("family", [])
    if not isinstance(fam, str) and len(fam) > 2:
        return "family: one family, or a list of two (either)"
    if "then" in row and row["then"] not in ("flash", "main"):
        return f"then = {row['then']!r}; flash or main (a burst's paid effect)"
    n = row.get("n", 1)
    if n not in ("all", "count") and not (isinstance(n, int) and n >= 1):
        return f"n = {n!r}; a whole number >= 1, \"all\" or \"count\""
    if row.get("chooser", "you") not in ("you", "opponent"):
        return f"chooser = {row['chooser']!r}; \"you\" or \"opponent\""
    return None
