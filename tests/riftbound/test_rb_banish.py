"""The Vendetta Zed precon's banishing cards through the scenario API: a unit
banished from the board (414.2: to its owner's Banishment, not a kill, 414.2.a),
a card banished from either trash, Empower by discarding a spell and a unit's
text when it becomes Empowered, and a legend Empowered by its player banishing
its own cards, then disempowered to use its ability."""
from test_rb_spells import names, pos


def emp_legend(sc, side):
    return (int(sc.S[sc.st.G_LEGEND_EMP]) >> (0 if side == "a" else 1)) & 1


def unit_col(sc, side, i, column):
    return int(sc.S[sc.st.uo(0 if side == "a" else 1, i) + getattr(sc.st, column)])


# ------------------------------------------------------------------ Wind and Ghosts

def test_414_2_wind_and_ghosts_banishes_a_3_might_unit_no_deathknell(rb_position):
    sc = rb_position(pos(["Wind and Ghosts"], domain="chaos", runes=4,
                         b=[("Soaring Scout", 1)], bx={"rune_deck": ["Calm Rune"]}))
    sc.apply("cast Wind and Ghosts")
    assert sc.units("b") == [] and sc.zone("b", "trash") == []
    assert sc.banished("b") == 1 and sc.banished("a") == 0
    assert sc.runes("b") == []                  # 414.2.a: not a kill, no Deathknell channel
    assert sc.zone("a", "trash") == ["Wind and Ghosts"]
    assert sc.control(1) is None and sc.broken_invariant() == 0


def test_414_wind_and_ghosts_returns_a_unit_over_3_might_to_its_owners_hand(rb_position):
    sc = rb_position(pos(["Wind and Ghosts"], domain="chaos", runes=4,
                         b=[("Vanguard Sergeant", 1)]))
    sc.apply("cast Wind and Ghosts")
    assert sc.units("b") == [] and sc.zone("b", "hand") == ["Vanguard Sergeant"]
    assert sc.banished("b") == 0 and sc.broken_invariant() == 0


def test_414_2_a_banished_token_ceases_to_exist(rb_position):
    sc = rb_position(pos(["Wind and Ghosts"], domain="chaos", runes=4, b=[("Mech", 1)]))
    sc.apply("cast Wind and Ghosts")
    assert sc.units("b") == [] and sc.zone("b", "trash") == [] and sc.banished("b") == 0
    assert sc.broken_invariant() == 0


def test_wind_and_ghosts_needs_a_unit_at_a_battlefield(rb_position):
    sc = rb_position(pos(["Wind and Ghosts"], domain="chaos", runes=4,
                         b=[("Pit Rookie", "base")]))
    assert "cast Wind and Ghosts" not in sc.legal_actions()


def test_greedy_casts_wind_and_ghosts_on_the_strongest_enemy_at_a_battlefield(rb_position):
    sc = rb_position(pos(["Wind and Ghosts"], domain="chaos", runes=4,
                         b=[("Pit Rookie", 1), ("Zephyr Sage", 1)]))
    sc.play_actions("greedy")
    assert names(sc.units("b")) == ["Pit Rookie"]
    assert sc.zone("b", "hand") == ["Zephyr Sage"]


# ------------------------------------------------------------------ Mel, Defiant Soul

def test_empower_mel_by_discarding_a_spell_banishes_an_enemy_of_3_might_or_less(rb_position):
    sc = rb_position(pos(["Sea Monkey", "Incinerate"], a=[("Mel, Defiant Soul", "base")],
                         b=[("Vanguard Sergeant", 1), ("Pit Rookie", 1)]))
    sc.apply("empower Mel, Defiant Soul")
    assert sc.zone("a", "trash") == ["Incinerate"]          # the spell, not the unit
    assert sc.zone("a", "hand") == ["Sea Monkey"]
    assert unit_col(sc, "a", 0, "U_EMP") == 1
    assert names(sc.units("b")) == ["Vanguard Sergeant"]    # 4 Might: not a target
    assert sc.banished("b") == 1 and sc.zone("b", "trash") == []
    assert "empower Mel, Defiant Soul" not in sc.legal_actions()     # once
    assert sc.broken_invariant() == 0


def test_mel_empower_needs_a_spell_in_hand(rb_position):
    sc = rb_position(pos(["Sea Monkey"], a=[("Mel, Defiant Soul", "base")],
                         b=[("Pit Rookie", 1)]))
    assert "empower Mel, Defiant Soul" not in sc.legal_actions()


def test_greedy_empowers_mel_only_with_a_unit_to_banish(rb_position):
    for enemy, banished in (("Vanguard Sergeant", 0), ("Pit Rookie", 1)):
        sc = rb_position(pos(["Lacerate"], domain="chaos", runes=0,
                             a=[{"card": "Mel, Defiant Soul", "at": "base", "exhausted": True}],
                             b=[(enemy, 1)]))
        sc.play_actions("greedy")
        assert unit_col(sc, "a", 0, "U_EMP") == banished
        assert sc.banished("b") == banished


# ------------------------------------------------------------------ Gust Monk

def test_414_gust_monk_paid_banishes_a_card_of_any_trash_for_assault_2(rb_position):
    sc = rb_position(pos(["Gust Monk"], domain="chaos", runes=3, a=[("Pit Rookie", "base")],
                         bx={"trash": ["Incinerate"]}))
    assert "play Gust Monk to base paying the extra cost" in sc.legal_actions()
    sc.dictate_target("a", "Pit Rookie").apply("play Gust Monk to base paying the extra cost")
    assert sc.zone("b", "trash") == [] and sc.banished("b") == 1
    assert unit_col(sc, "a", 0, "U_ASSAULT") == 2
    assert sc.runes("a") == [("Chaos Rune", True)] * 3
    assert sc.broken_invariant() == 0


def test_gust_monk_unpaid_or_with_empty_trashes_gives_no_assault(rb_position):
    sc = rb_position(pos(["Gust Monk"], domain="chaos", runes=3, a=[("Pit Rookie", "base")],
                         bx={"trash": ["Incinerate"]}))
    sc.apply("play Gust Monk to base")
    assert sc.zone("b", "trash") == ["Incinerate"] and unit_col(sc, "a", 0, "U_ASSAULT") == 0
    sc = rb_position(pos(["Gust Monk"], domain="chaos", runes=3, a=[("Pit Rookie", "base")]))
    sc.apply("play Gust Monk to base paying the extra cost")
    assert unit_col(sc, "a", 0, "U_ASSAULT") == 0


# ------------------------------------------------------------------ Zed, Master of Shadows

def test_414_zed_is_empowered_when_its_player_banishes_its_own_card(rb_position):
    sc = rb_position(pos(["Incinerate"], domain="order", runes=4, b=[("Pit Rookie", 1)],
                         ax={"legend": "Zed, Master of Shadows", "trash": ["Lacerate"]}))
    assert "use Zed, Master of Shadows" not in sc.legal_actions()     # not Empowered
    sc.apply("flow Lacerate")                       # Flow: the spell banished after (414)
    assert sc.banished("a") == 1 and emp_legend(sc, "a") == 1
    sc.apply("use Zed, Master of Shadows")          # disempower, exhaust: discard 1, draw 1
    assert sc.zone("a", "trash") == ["Incinerate"] and sc.zone("a", "hand") == ["Sea Monkey"]
    assert emp_legend(sc, "a") == 0
    assert (int(sc.S[sc.st.G_LEGEND_EXH]) & 1) == 1
    assert "use Zed, Master of Shadows" not in sc.legal_actions()
    assert sc.broken_invariant() == 0


def test_414_banishing_an_enemy_card_does_not_empower_zed(rb_position):
    sc = rb_position(pos(["Wind and Ghosts"], domain="chaos", runes=4, b=[("Pit Rookie", 1)],
                         ax={"legend": "Zed, Master of Shadows"}))
    sc.apply("cast Wind and Ghosts")
    assert sc.banished("b") == 1 and emp_legend(sc, "a") == 0
    sc = rb_position(pos(["Wind and Ghosts"], domain="chaos", runes=4, a=[("Pit Rookie", 1)],
                         ax={"legend": "Zed, Master of Shadows"}))
    sc.dictate_target("a", "Pit Rookie").apply("cast Wind and Ghosts")
    assert sc.banished("a") == 1 and emp_legend(sc, "a") == 1     # its own unit


def test_greedy_gust_monk_banishes_its_own_card_to_empower_zed(rb_position):
    sc = rb_position(pos(["Gust Monk"], domain="chaos", runes=3, a=[("Pit Rookie", "base")],
                         ax={"legend": "Zed, Master of Shadows", "trash": ["Sea Monkey"]},
                         bx={"trash": ["Incinerate"]}))
    sc.dictate_target("a", "Pit Rookie").apply("play Gust Monk to base paying the extra cost")
    assert sc.banished("a") == 1 and sc.zone("b", "trash") == ["Incinerate"]
    assert emp_legend(sc, "a") == 1
