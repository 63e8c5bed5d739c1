"""The words of decksim's Riftbound effect encodings (data/riftbound/effects/*.toml,
docs/cards.md "Riftbound cards"). A card's encoding is a list of steps:

    {when = "play", op = "damage", n = 2, who = "enemy_bf", if = "legion", count = 1}

`when` is the trigger that runs the step (a spell's default: "cast"); `op` what
it does; `who` the unit(s) or player it acts on, chosen by the acting player's
pilot when a choice is left; `n` the amount; `count` how many different units it
picks (each gets the op); `if` a condition on the step; `max` (0: none) the highest
Might of a unit it may pick. A card's steps with the same trigger run in order, and
`who = "it"` names the unit the previous step picked. Op token names its token
card (`token`), where it goes (`at`: here, base, or choose) and `ready = true` when it enters ready;
op swap names the card of the unit it swaps with (`token`);
`upto = true` lets the pilot stop picking after the first of `count` units (with
count 1, "you may": it may pick none). The
engine's codes are the indices below (core/riftbound/effects.py)."""

# when a step runs
WHEN = {
    "cast": "a spell, as it resolves (played in its controller's Action Phase; with Action or "
            "Reaction timing also in combat showdowns)",
    "play": "a unit, as its controller plays it",
    "attack": "a unit, as a combat where it is an attacker begins",
    "defend": "a unit, as a combat where it is a defender begins",
    "death": "Deathknell (734): a unit, after it is killed",
    "conquer": "a unit at the battlefield its controller conquers; a battlefield, when "
               "its conqueror conquers it",
    "hold": "a unit at a battlefield its controller holds; a battlefield, when held",
    "move": "a unit, after it moves (a Standard Move; not a recall)",
    "spell": "a unit, when its controller casts a spell (before the spell resolves)",
    "static": "always on: the static ops (STATIC_OPS), compiled into card table columns",
    "start": "a legend, at the start of its controller's Beginning Phase (315.2)",
    "end": "a legend, at the end of its controller's turn (317)",
    "combat_end": "a unit that was in a combat, as the combat ends (if it is still there)",
    "activate": "a unit's or legend's activated ability, used by its player in its Action "
                "Phase after paying its cost (the static activate_* ops); a battlefield's: "
                "an ability of each unit there, using that unit",
    "mighty": "a legend or a unit on the board, when a unit of its player becomes Mighty "
              "(709: its Might goes from below 5 to 5 or more)",
    "off_turn": "a unit, when its controller plays a card on an opponent's turn (in a showdown)",
    "foe_play": "a unit, when the opponent plays a unit (`who = \"played\"` names it)",
    "stun": "a unit, when its controller stuns an enemy unit at a battlefield (410; the "
            "event battlefield is that one)",
    "played_here": "a battlefield, when a player plays a unit there (`who = \"self\"` "
                   "names the unit played)",
    "bounced": "a battlefield, when a unit there is returned to its owner's hand (the "
               "owner acts)",
    "first_death": "a unit, the first time a friendly unit dies each turn",
    "held_main": "a unit at a battlefield its controller held this turn, at the start of "
                 "that player's Main Phase (a hold's delayed trigger)",
    "banish": "a legend or a unit, when its player banishes a card it owns (414), once the "
              "action's text is done",
    "empowered": "a unit, when it becomes Empowered (by its Empower action or an effect)",
    "foe_gear": "a unit, when the opponent plays a gear (from its hand; on the opponent's "
                "turn)",
    "discarded": "a card, when its player discards it (409.1.b), once the discarding effect "
                 "or cost is done",
}

# what a step does
OPS = {
    "damage": "deal n damage to each unit of who (404); lethal damage kills at the cleanup",
    "kill": "kill each unit of who (415)",
    "stun": "stun who: it deals no combat damage this turn (410)",
    "ready": "ready who (402)",
    "exhaust": "exhaust who (401)",
    "buff": "buff who: a +1 Might counter unless it has one (413, 701)",
    "might": "give who +n Might this turn (n may be negative; Might stays >= 0)",
    "draw": "the acting player draws n (400)",
    "channel": "the acting player channels n runes exhausted (417)",
    "discard": "the acting player discards n cards of its choice (409)",
    "vision": "Vision (743): look at the top card of the Main Deck, may recycle it",
    "recall": "send who to its base, not a move (432)",
    "bounce": "return who to its owner's hand",
    "reclaim": "return a unit card from the acting player's trash to its hand",
    "choose": "pick who for the next step and do nothing else",
    "fight": "who and the unit picked by the previous step deal damage equal to their "
             "Mights to each other",
    "weaken": "give who -n Might this turn, to a minimum of 1 Might",
    "might_alone": "static: +n Might while the unit attacks or defends alone",
    "might_here": "static, a battlefield's: units there have +n Might",
    "ready_plays": "units the acting player plays this turn enter ready",
    "reclaim_spell": "return a spell card from the acting player's trash to its hand",
    "spell_discount": "static: while the unit is at a battlefield, its controller's spells "
                      "cost n Energy less, to a minimum of 1",
    "play_open": "static: the unit may be played to an open (uncontrolled) battlefield",
    "play_enemy": "static: the unit may be played to a battlefield the opponent holds",
    "might_buffed": "static: +n Might while the unit is buffed",
    "gank_buffed": "static: Ganking (736) while the unit is buffed",
    "might_together": "static: +n Might while the unit attacks with another unit",
    "give_ganking": "who has Ganking (736) this turn",
    "give_assault": "who has Assault n (733) this turn",
    "ready_runes": "ready n of the acting player's exhausted runes (402)",
    "owner_draw": "the owner of the unit picked by the previous step (who = it) draws n",
    "draw_mighty": "the acting player draws one card per Mighty unit it has (706)",
    "give_shield": "who has Shield n (740) for the rest of the turn",
    "bonus_here": "static, a battlefield's: spells and abilities deal n Bonus Damage (712) to "
                  "units there",
    "bonus_mine": "static: its controller's spells and abilities deal n Bonus Damage (712)",
    "rally_here": "static: other friendly units at this unit's place have +n Might",
    "discount_namesake": "static: the unit costs n Energy less per card of its name in its "
                         "player's trash",
    "discount_trash": "static: the unit costs n Energy less per card in its player's trash",
    "discount_mighty": "static: the unit costs n Energy less per Mighty unit its player has",
    "shield_pair": "static: Shield n while at a battlefield with exactly one other friendly unit",
    "duel_double": "static: its Might doubles while it attacks or defends one on one",
    "might_8_runes": "static: +n Might while its player has 8 or more runes on the board",
    "pair_only_damage": "static: deals no combat damage unless at a battlefield with exactly "
                        "one other friendly unit",
    "cost_kill": "static: as an additional cost to play it, kill a friendly unit",
    "burn": "the acting player puts the top n cards of its Main Deck into its trash",
    "dig_unit": "reveal the top card of the Main Deck: a unit is drawn, else it is burned "
                "(and if = paid holds)",
    "score_point": "the acting player scores n points (445)",
    "damage_discarded": "deal who damage equal to the Energy cost of the card just discarded",
    "ready_runes_at_end": "ready n of the acting player's runes at the end of this turn",
    "move_base": "move who to its base (a move, 407; its move triggers run)",
    "buff_boost": "buffs give friendly units one more Might this turn",
    "give_temporary": "who gets Temporary (742): killed at the start of its controller's "
                      "Beginning Phase, before scoring",
    "spend_buff": "take who's buff counter off (spend it)",
    "rage": "static: Assault 1 and Ganking while its player has discarded a card this turn",
    "extra_discard": "static: the card has an optional additional cost, discarding a card; "
                     "paid, it costs n Energy less",
    "extra_exhaust": "static: the card has an optional additional cost, exhausting a ready "
                     "friendly unit",
    "mech_vision": "static: its player's Mechs (the tag) have Vision (743)",
    "mech_shield": "static (a legend's): its player's Mechs have Shield n (740)",
    "empower_cost": "static: Empower: its player may pay n Energy (and `max` Power of its "
                    "domain) in its Action Phase to make it Empowered, once",
    "empower_discard": "static: Empower: its player may discard a card to make it Empowered",
    "empowered_might": "static: +n Might while Empowered",
    "empowered_assault": "static: Assault n (733) while Empowered",
    "empowered_shield": "static: Shield n (740) while Empowered",
    "empowered_ganking": "static: Ganking (736) while Empowered",
    "empowered_deflect": "static: Deflect n (735) while Empowered",
    "empower": "who becomes Empowered",
    "gain_xp": "the acting player gains n XP (Hunt, Level)",
    "save": "the next time who would die this turn, it is healed, exhausted and recalled "
            "instead (a recall, not a move)",
    "draw_per_bf": "the acting player draws n plus one per battlefield it controls",
    "deflect_here": "static: while at a battlefield, the player's other units there have "
                    "Deflect n",
    "mech_deflect": "static: its player's Mechs have Deflect n",
    "mech_ganking": "static: its player's Mechs have Ganking",
    "exhaust_legend": "the acting player's Champion Legend becomes exhausted (it readies in "
                      "the Awaken Step)",
    "activate_cost": "static: the card's activated ability (steps when = activate) costs n "
                     "Energy and `max` Power of its domain",
    "activate_exhaust": "static: the activated ability also costs exhausting the unit or legend",
    "activate_at_bf": "static: the activated ability is usable only while the unit is at a "
                      "battlefield",
    "double_might": "who gets +Might equal to its Might this turn (doubled)",
    "extra_energy": "static: the card has an optional additional cost of n Energy and `max` "
                    "Power of any domain (Repeat, 746)",
    "token": "play n unit tokens (`token`: the token card's name) `at` here (the unit's "
             "place), base, or choose (the base or a battlefield its player controls, the "
             "pilot's pick: 352.2.a); they enter exhausted and cease to exist when they leave",
    "wearer_assault": "static, an Equipment's: the unit it is attached to has Assault n",
    "wearer_might_level": "static, an Equipment's: its unit has +n Might while the player has "
                          "`level` XP or more (Level)",
    "wearer_might_pair": "static, an Equipment's: its unit has +n Might while at a battlefield "
                         "with exactly one other friendly unit",
    "gear_discount": "static, a battlefield's: while its player controls it, the first "
                     "non-token gear it plays each turn costs n Energy less",
    "strike": "the previous step's unit deals damage equal to its Might to who; `it` stays "
              "the striking unit",
    "detach": "detach an Equipment (the one with the least Might Bonus) from who; it stays "
              "on the board, at its base (435.1)",
    "ready_gear": "ready an exhausted friendly gear",
    "ready_mighty": "pay `n` Power of the card's domain, when the player can, to ready the "
                    "unit that just became Mighty (when = mighty)",
    "gold": "static, a gear's: killing and exhausting it adds one Power of any domain, with "
            "Reaction timing: the engine spends it inside any cost that needs Power",
    "gear_token": "play n gear tokens (`token`) exhausted at the acting player's base",
    "pay_energy": "the acting player pays n Energy when it can (\"you may pay\": taken); "
                  "if = paid then holds",
    "activate_kill": "static: the activated ability also costs killing this gear",
    "enters_exhausted": "static: the gear enters the board exhausted",
    "predict": "Predict n: look at the top n cards of the Main Deck, recycle any of them",
    "move": "move who (an effect's move, 407, 427) to another location the pilot picks: its "
            "base or a battlefield; arriving at a battlefield its controller does not control "
            "contests it (428-431) once the effect is done; its move triggers run",
    "move_to_mine": "move who to a battlefield where the acting player has units (428-431)",
    "shroud": "who cannot be chosen by enemy spells and abilities this turn",
    "disempower": "who is no longer Empowered",
    "base_might": "who's base Might becomes n this turn",
    "banish_unit_trash": "banish a unit card from the acting player's trash (414), the "
                         "pilot's pick; if = paid then holds",
    "burn_player": "a player the pilot picks burns n: the top n cards of its Main Deck go to "
                   "its trash",
    "give_tank": "who has Tank (741) this turn",
    "flow_cost": "static: Flow: the spell may be played from its player's trash for n Energy "
                 "and `max` Power of its domain, then banished",
    "flow_cost_any": "static: Flow, its Power of any domain",
    "mech_might": "static: its player's Mechs (the tag) have +n Might",
    "tank_might_here": "static, a battlefield's: units there with Tank have +n Might",
    "defend_alone": "static (a legend's): a friendly unit defending alone has +n Might",
    "rally_buffed": "static: other buffed friendly units at this unit's battlefield have +n "
                    "Might",
    "others_enter_ready": "static: its player's other units come into play ready while it is "
                          "on the board",
    "discount_mech": "static: a spell costing n Energy less while its player controls a Mech",
    "prevent": "prevent the next n damage that would be dealt to who this turn",
    "stun_or_bounce": "stun who (410); if it is already stunned, return it to its owner's hand "
                      "instead",
    "damage_marked": "deal who damage equal to the damage marked on it",
    "activate_showdown": "static: the activated ability has Action or Reaction timing: usable in "
                         "combat showdowns too (344.2)",
    "activate_any_power": "static: the activated ability's Power (`max` of activate_cost) may "
                          "be of any domain",
    "spell_energy": "static: exhausting the unit adds n Energy usable only to play spells (used "
                    "while paying a spell's cost, when the runes fall short)",
    "might_stunned_here": "static: +n Might while a stunned enemy unit is at its battlefield",
    "move_to_held": "move who to a battlefield the acting player controls where it is not (the "
                    "combat's, else the first; from Hidden: that battlefield); its move triggers "
                    "do not run",
    "move_to_event": "move who (an effect's move, not a Standard Move: it stays ready) to the "
                     "event battlefield, if its pilot wants; a combat may follow (430)",
    "pull": "move who to this unit's battlefield (an effect's move); a combat may follow, "
            "the moved unit's player attacking (442.1.a.1)",
    "pin": "who can't move this turn",
    "next_play_boost": "the next unit the acting player plays this turn is readied and buffed",
    "dig_spell": "reveal the top card of the Main Deck: a spell is drawn, else it is "
                 "recycled to the bottom (403.1.a)",
    "win": "the acting player wins the game",
    "give_shield_combat": "who has Shield n (740) until the combat ends",
    "level_might": "static: +n Might while its player has `level` XP or more (Level)",
    "level_deflect": "static: Deflect n (735) while its player has `level` XP or more",
    "activate_xp": "static: the activated ability also costs spending n XP",
    "activate_recycle": "static: the activated ability also costs recycling n cards of "
                        "its player's trash to the bottom of its Main Deck (403.1.a)",
    "stun_discount": "static: the unit costs n Energy less while an opponent controls a "
                     "stunned unit",
    "extra_power": "static: the card has an optional additional cost of one Power of its "
                   "domain",
    "move_tax": "static: an opponent moving several units to this unit's battlefield at "
                "once pays n Power of any domain per unit beyond the first",
    "combat_spell_cost": "static: while the unit is in a combat, its controller's spells "
                         "cost n Energy and n Power less (Energy not below 1) and the "
                         "opponent's n Energy and n Power of any domain more",
    "borrow_exhaust": "static: the unit has the activated abilities that cost exhausting of "
                      "its player's legend, other units and gear (using one exhausts it)",
    "banish": "banish who (414): it leaves the board for its owner's Banishment, not a kill "
              "(414.2.a: no Deathknell); a token ceases to exist",
    "banish_or_bounce": "banish who (414) if it has n Might or less, else return it to its "
                        "owner's hand",
    "banish_trash": "banish a card from either player's trash (414), the pilot's pick; "
                    "if = paid then holds",
    "empower_legend": "the acting player's Champion Legend becomes Empowered",
    "empower_discard_spell": "static: Empower: its player may discard a spell to make it "
                             "Empowered",
    "activate_disempower": "static: the activated ability also costs disempowering the unit or "
                           "legend (usable only while it is Empowered)",
    "activate_recycle_unit": "static: the activated ability also costs recycling a unit card "
                             "of its player's trash (the pilot's pick) to the bottom of its "
                             "Main Deck (403.1.a)",
    "stun_moved_enemy": "static, a gear's: when its player's effect moves an enemy unit, it "
                        "may exhaust this gear to stun that unit (410)",
    "ready_buffed": "static, a gear's: when its player buffs a friendly unit (413.1.b: one "
                    "without a buff), it may pay n Power of the gear's domain and exhaust "
                    "the gear to ready that unit",
    "banish_self_gear": "(when = foe_gear) its player may banish this unit (414) to banish "
                        "the gear just played",
    "discount_pair_bf": "static: the unit costs n Energy and `max` Power of its domain less "
                        "while its player controls a battlefield with exactly two units there",
    "add_energy_both": "the acting player and its opponent each add n Energy (416) to their "
                       "Rune Pools: spent first by their next costs, lost at the end of a Draw "
                       "Phase or a turn (163)",
    "play_discarded": "(when = discarded) its player may pay n Power of the card's domain to "
                      "play it from the trash (a Limited Play, 406.3) to its base or a "
                      "battlefield it controls",
    "swap": "who (self) and a friendly unit of the card `token` names at another location "
            "(the pilot's pick) move to each other's locations (407, an effect's moves: their "
            "arrivals follow once the effect is done, 428-431)",
    "activate_spend_buff": "static: the activated ability also costs spending the unit's buff "
                           "(it needs one)",
    "mech_assault": "static: its player's Mechs (the tag) have Assault n (733), itself too",
    "recycle_play_mech": "its player may recycle another friendly unit (403: to the bottom of "
                         "its owner's Main Deck; a token ceases to exist) to play a Mech unit "
                         "card from its trash, its Energy cost reduced by the recycled unit's "
                         "Might",
}

# whom a step acts on
WHO = {
    "none": "no unit (draw, channel, discard, vision, reclaim)",
    "self": "the unit whose ability it is",
    "it": "the unit the previous step picked",
    "unit": "a unit (either player's)",
    "unit_bf": "a unit standing at a battlefield",
    "enemy": "an enemy unit",
    "enemy_bf": "an enemy unit standing at a battlefield",
    "enemy_here": "an enemy unit at the same battlefield as this unit",
    "friendly": "a friendly unit",
    "friendly_other": "another friendly unit",
    "all_enemy_at": "every enemy unit at one battlefield the acting player picks",
    "all_at_bfs": "every unit at a battlefield",
    "all_friendly": "every friendly unit",
    "unit_other": "a unit other than the one whose ability it is (either player's)",
    "each_own": "each player, the acting one first, picks one of its own units",
    "friendly_there": "a friendly unit at the battlefield of the event (conquer, hold, defend)",
    "friendly_bf": "a friendly unit at a battlefield",
    "friendly_buffed_other": "another friendly unit with a buff",
    "friendly_mech_other": "another friendly Mech (the tag)",
    "all_friendly_here_other": "every other friendly unit at this unit's place",
    "all_here": "every unit (either player's) at this unit's place",
    "friendly_equipped": "a friendly unit with an Equipment attached (744.3)",
    "mighty": "the unit that just became Mighty (when = mighty)",
    "enemy_base": "an enemy unit in its base",
    "all_friendly_at_it": "every friendly unit at the place of the unit the previous step "
                          "picked",
    "all_enemy_combat": "every enemy unit in the combat in progress (437)",
    "enemy_attacking": "an enemy unit attacking in the combat in progress (442.1.a.3)",
    "enemy_attacking_here": "an enemy unit attacking at this unit's battlefield",
    "all_friendly_mech": "every friendly Mech (the tag)",
    "friendly_to_held": "a friendly unit with a battlefield its player controls to move to (at "
                        "another location; from Hidden it may be anywhere, 737.1.d.2)",
    "played": "the unit whose play triggered the step (when = foe_play)",
    "all_friendly_here": "every friendly unit at this unit's place, itself included",
    "friendly_here_other": "another friendly unit at this unit's place",
    "enemy_elsewhere": "an enemy unit at a location other than this unit's (free of the "
                       "Hidden restriction, 737.1.d.2)",
    "unit_bf_or_gear": "a unit at a battlefield or a gear, either player's (op give_temporary: "
                       "a gear is killed like a unit, 742.1.b)",
}

# conditions on a step
IF = {
    "always": "no condition",
    "killed": "the unit the previous step picked now has lethal damage (it will die)",
    "legion": "Legion (738): the acting player played another card this turn",
    "alone": "the unit the previous step picked is the acting player's only unit at its place",
    "no_runes": "the acting player's Rune Deck is empty",
    "at_bf": "the unit whose ability it is stands at a battlefield",
    "not_alone": "Deathknell: other friendly units were at the unit's place when it died",
    "was_mighty": "Deathknell: the unit had 5 or more Might when it died (706)",
    "pair": "exactly one other friendly unit is at the place of the unit whose ability it is",
    "namesake_in_trash": "a card of the same name is in the acting player's trash",
    "a_unit_died": "a unit died this turn",
    "ready_enemy_here": "a ready enemy unit is at this unit's battlefield",
    "spell_5": "the spell just cast (when = spell) costs 5 Energy or more",
    "hand_low": "the acting player holds at most one card",
    "four_there": "the acting player has 4 or more units at the battlefield conquered or held",
    "from_hand": "the card was played from the hand, not from Hidden (737)",
    "paid": "the previous burn or dig_unit put a card into the trash, or pay_energy paid",
    "picked": "an earlier step picked a unit",
    "extra_paid": "the card's optional additional cost was paid",
    "extra_unpaid": "the card's optional additional cost was not paid",
    "level": "Level (`level` = N): the acting player has N or more XP",
    "below_level": "the acting player has fewer XP than `level`",
    "was_empowered": "Deathknell: the unit was Empowered when it died",
    "another_mech": "its player controls another Mech (the tag)",
    "legend_ready": "the acting player's Champion Legend is ready",
    "first_conquer": "(when = conquer) the unit whose ability it is had not conquered yet "
                     "this turn",
    "was_open": "(when = conquer) the battlefield conquered was uncontrolled (open)",
    "hidden_mine": "the acting player has a card hidden facedown at a battlefield (737)",
    "first_move": "(when = move) the unit's first move this turn",
    "two_at_it": "the acting player has exactly two units at the place of the unit the "
                 "previous step picked",
    "excess": "(when = conquer) the conqueror assigned `level` or more excess combat damage "
              "(443.1.d.4) in the combat it won",
    "enemy_stunned": "an opponent controls a stunned unit",
    "from_hidden": "the card was played from Hidden (737), on its player's turn",
    "mighty_there": "the acting player has a Mighty unit (706) at the battlefield conquered "
                    "or held",
    "seven_there": "the acting player has 7 or more units at the battlefield held",
    "first_here": "the unit played (self) is the first non-token unit its player played "
                  "at this battlefield this turn",
    "mode": "(when = activate) the activated ability's mode `level` was chosen: one mode "
            "per use, one the unit has not chosen this turn (\"choose one you've not "
            "chosen this turn\"); each is its own action",
}

WHEN_CODE = {w: i for i, w in enumerate(WHEN)}
OP_CODE = {o: i for i, o in enumerate(OPS)}
WHO_CODE = {w: i for i, w in enumerate(WHO)}
IF_CODE = {c: i for i, c in enumerate(IF)}

# the ops that act on the acting player rather than on units
STATIC_OPS = ("might_alone", "might_here", "spell_discount", "play_open", "play_enemy",
              "might_buffed", "gank_buffed", "might_together", "bonus_here", "bonus_mine",
              "rally_here", "discount_namesake", "discount_trash", "discount_mighty",
              "shield_pair", "duel_double", "might_8_runes", "pair_only_damage", "cost_kill",
              "rage", "extra_discard", "extra_exhaust", "mech_vision", "mech_shield",
              "empower_cost", "empower_discard", "empowered_might", "empowered_assault",
              "empowered_shield", "empowered_ganking", "empowered_deflect", "deflect_here",
              "mech_deflect", "mech_ganking", "activate_cost", "activate_exhaust",
              "activate_at_bf", "extra_energy", "wearer_assault", "wearer_might_level",
              "wearer_might_pair", "gear_discount", "gold", "activate_kill", "enters_exhausted",
              "flow_cost", "flow_cost_any", "mech_might", "tank_might_here", "defend_alone",
              "rally_buffed", "others_enter_ready", "discount_mech", "activate_showdown",
              "activate_any_power", "spell_energy", "might_stunned_here", "level_might",
              "level_deflect", "activate_xp", "activate_recycle", "stun_discount", "extra_power",
              "move_tax", "combat_spell_cost", "borrow_exhaust", "empower_discard_spell",
              "activate_disempower", "activate_recycle_unit",
              "stun_moved_enemy", "ready_buffed", "discount_pair_bf", "activate_spend_buff",
              "mech_assault")
PLAYER_OPS = ("draw", "channel", "discard", "vision", "reclaim", "reclaim_spell", "token",
              "ready_plays", "ready_runes", "draw_mighty", "burn", "dig_unit", "score_point",
              "ready_runes_at_end", "buff_boost", "gain_xp", "draw_per_bf",
              "exhaust_legend", "ready_gear", "ready_mighty", "gear_token", "pay_energy",
              "predict", "banish_unit_trash", "burn_player", "next_play_boost", "dig_spell",
              "win", "banish_trash", "empower_legend", "banish_self_gear",
              "add_energy_both", "play_discarded", "recycle_play_mech") + STATIC_OPS
# a step's keys
KEYS = ("when", "op", "who", "n", "count", "if", "max", "token", "at", "upto", "ready",
        "level")
AT = ("here", "base", "choose")


class EncodingError(ValueError):
    pass


def check_step(step: dict, card_type: str) -> dict:
    """A step with its defaults filled in; EncodingError names a wrong word."""
    extra = set(step) - set(KEYS)
    if extra:
        raise EncodingError(f"unknown key(s) {sorted(extra)}; a step has {KEYS}")
    s = {"when": "cast" if card_type == "spell" else "play", "who": "none", "n": 1,
         "count": 1, "if": "always", "max": 0, "at": "here", "upto": False, "ready": False,
         "level": 0, **step}
    if s["at"] not in AT:
        raise EncodingError(f"at = {s['at']!r}: one of {', '.join(AT)}")
    if (s["op"] in ("token", "gear_token", "swap")) != ("token" in s):
        raise EncodingError("ops token / gear_token / swap and the key token go together")
    for key, words in (("when", WHEN), ("op", OPS), ("who", WHO), ("if", IF)):
        if s.get(key) not in words:
            raise EncodingError(f"{key} = {s.get(key)!r}: one of {', '.join(words)}")
    if s["op"] in PLAYER_OPS and s["who"] != "none":
        raise EncodingError(f"op {s['op']} acts on the player: who must be none")
    if s["op"] not in PLAYER_OPS and s["who"] == "none":
        raise EncodingError(f"op {s['op']} needs a who")
    if (s["when"] == "static") != (s["op"] in STATIC_OPS):
        raise EncodingError(f"the static ops ({', '.join(STATIC_OPS)}) go with when = static")
    if s["when"] == "cast" and card_type != "spell":
        raise EncodingError(f"when = cast is for spells (a {card_type} here)")
    if card_type == "spell" and s["when"] not in ("cast", "static"):
        raise EncodingError(f"a spell's steps are cast or static (when = {s['when']!r})")
    return s
