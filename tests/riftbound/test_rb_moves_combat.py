"""The Standard Move (143), showdowns (337-345) and combat (437-444) with
Assault, Shield, Tank and Ganking (733, 740, 741, 736)."""
import pytest


def held(a_units=(), b_units=(), control=(None, None), **extra):
    """A position: a's and b's units (card, where) and the battlefields' controllers."""
    def units(us):
        return [{"card": c, "at": at} for c, at in us]
    return {"battlefields": [{"card": "Void Gate", "control": control[0]},
                             {"card": "Startipped Peak", "control": control[1]}],
            "players": {"a": {"units": units(a_units), **extra.get("a", {})},
                        "b": {"units": units(b_units), "deck": ["Pit Rookie"] * 2}}}


def test_143_2_the_standard_move_exhausts_the_unit(rb_position):
    sc = rb_position(held([("Pit Rookie", "base"), ("Sea Monkey", 0)], control=("a", None)))
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.units("a")[0] == {"card": "Pit Rookie", "at": 0, "exhausted": True, "damage": 0}
    assert not any(a.startswith("move Pit Rookie") for a in sc.legal_actions())


def test_143_4_moves_are_base_to_battlefield_and_back_not_between_battlefields(rb_position):
    sc = rb_position(held([("Pit Rookie", 0)], control=("a", None)))
    assert sc.legal_actions() == ["end", "move Pit Rookie to base"]


def test_736_ganking_moves_from_battlefield_to_battlefield(rb_position):
    sc = rb_position(held([("Vi, Destructive", 0)], control=("a", None)))
    assert "move Vi, Destructive to Startipped Peak" in sc.legal_actions()
    sc.apply("move Vi, Destructive to Startipped Peak")
    assert sc.control(1) == "a" and sc.control(0) is None          # 184.4.c: Void Gate left
    assert sc.points("a") == 1


def test_143_3_units_move_together_to_one_destination(rb_position):
    sc = rb_position(held([("Pit Rookie", "base"), ("Flame Chompers", "base")],
                          [("Sea Monkey", 0), ("Pit Rookie", 0)], control=(None, None)) |
                     {"battlefields": [{"card": "Void Gate", "control": "b"}, "Startipped Peak"]})
    sc.apply("move Pit Rookie + Flame Chompers to Void Gate")     # 5 Might against 2 + 2
    assert sc.units("b") == [] and sc.control(0) == "a" and sc.points("a") == 1


def test_184_4_c_a_battlefield_left_empty_becomes_uncontrolled(rb_position):
    sc = rb_position(held([("Pit Rookie", 0)], control=("a", None)))
    sc.apply("move Pit Rookie to base")
    assert sc.control(0) is None and sc.points("a") == 0


def test_340_2_moving_to_an_empty_battlefield_conquers_it(rb_position):
    sc = rb_position(held([("Pit Rookie", "base")]))
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.control(0) == "a" and sc.points("a") == 1


def test_443_combat_kills_the_units_with_lethal_damage(rb_position):
    # 3 Might attacks a 2 Might defender: the defender dies, the attacker (2 damage of 3)
    # survives, is healed (444.1.a.1), and conquers
    sc = rb_position(held([("Flame Chompers", "base")], [("Pit Rookie", 0)], control=("b", None)))
    sc.apply("move Flame Chompers to Void Gate")
    assert sc.units("b") == [] and sc.zone("b", "trash") == ["Pit Rookie"]
    assert sc.units("a") == [{"card": "Flame Chompers", "at": 0, "exhausted": True, "damage": 0}]
    assert sc.control(0) == "a" and sc.points("a") == 1
    assert sc.broken_invariant() == 0


def test_443_the_attackers_might_against_the_defenders_with_assault_and_shield(rb_position):
    # a 1 Might attacker against a 3 Might defender dies; the defender is healed
    sc = rb_position(held([("Pit Rookie", "base"), ("Cithria of Cloudfield", "base")],
                          [("Flame Chompers", 0)], control=("b", None)))
    sc.apply("move Cithria of Cloudfield to Void Gate")
    assert [u["card"] for u in sc.units("a")] == ["Pit Rookie"]
    assert sc.units("b")[0]["damage"] == 0 and sc.control(0) == "b"
    # Kraken Hunter: 5 + Assault 1 = 6 attacking, against Sunlit Guardian's 3 + Shield 1
    sc = rb_position(held([("Kraken Hunter", "base")], [("Sunlit Guardian", 0)],
                          control=("b", None)))
    sc.apply("move Kraken Hunter to Void Gate")
    assert sc.units("b") == [] and sc.control(0) == "a"
    assert sc.units("a")[0]["at"] == 0


def test_444_1_a_2_attackers_are_recalled_when_defenders_remain(rb_position):
    # Cithria (1 Might) kills one of two 0 Might Scuttle Crabs and takes no damage: both
    # sides keep units, so the attacker is recalled to base (a recall, not a move: 432)
    sc = rb_position(held([("Cithria of Cloudfield", "base")],
                          [("Scuttle Crab", 0), ("Scuttle Crab", 0)], control=("b", None)))
    sc.apply("move Cithria of Cloudfield to Void Gate")
    assert sc.units("a") == [{"card": "Cithria of Cloudfield", "at": "base", "exhausted": True,
                              "damage": 0}]
    assert len(sc.units("b")) == 1 and sc.control(0) == "b" and sc.points("a") == 0
    assert sc.broken_invariant() == 0


@pytest.mark.parametrize("seed", range(6))
def test_443_1_d_3_lethal_damage_in_full_before_the_next_unit(rb_position, seed):
    # 5 damage among three 2 Might units: exactly two die, whatever order the (random)
    # assigning pilot picks; the last 1 damage can't be spread to make a third lethal
    sc = rb_position(held([("Pit Rookie", "base"), ("Flame Chompers", "base")],
                          [("Sea Monkey", 0), ("Sea Monkey", 0), ("Sea Monkey", 0)],
                          control=("b", None)), seed=seed)
    sc.PR[0, 0] = 0
    sc.apply("move Pit Rookie + Flame Chompers to Void Gate")
    assert len(sc.units("b")) == 1 and sc.units("b")[0]["damage"] == 0     # healed
    assert sc.units("a") == [] and sc.control(0) == "b"                 # 6 kills 2 + 3


@pytest.mark.parametrize("seed", range(6))
def test_741_tank_units_must_be_assigned_lethal_damage_first(rb_position, seed):
    # 2 damage against Lecturing Yordle (2, Tank) and Cithria (1): the Tank dies, Cithria
    # lives, whatever the (random) assigning pilot prefers
    sc = rb_position(held([("Pit Rookie", "base")],
                          [("Cithria of Cloudfield", 0), ("Lecturing Yordle", 0)],
                          control=("b", None)), seed=seed)
    sc.PR[0, 0] = 0
    sc.apply("move Pit Rookie to Void Gate")
    assert [u["card"] for u in sc.units("b")] == ["Cithria of Cloudfield"]


def test_443_1_d_the_assigning_player_chooses_the_order(rb_position):
    spec = held([("Pit Rookie", "base")], [("Cithria of Cloudfield", 0), ("Sea Monkey", 0)],
                control=("b", None))
    sc = rb_position(spec).dictate_damage("b", "Cithria of Cloudfield")
    sc.apply("move Pit Rookie to Void Gate")          # 2 damage: Cithria (1) dies, 1 on Monkey
    assert [u["card"] for u in sc.units("b")] == ["Sea Monkey"]
    sc = rb_position(spec).dictate_damage("b", "Sea Monkey")
    sc.apply("move Pit Rookie to Void Gate")
    assert [u["card"] for u in sc.units("b")] == ["Cithria of Cloudfield"]


def test_733_assault_counts_only_while_attacking(rb_position):
    # Chemtech Enforcer: 2 Might, Assault 2: attacking it kills a 3 Might defender
    sc = rb_position(held([("Chemtech Enforcer", "base")], [("Flame Chompers", 0)],
                          control=("b", None)))
    sc.apply("move Chemtech Enforcer to Void Gate")
    # 4 Might kills the 3; 3 damage does not kill a 4 Might attacker (733.1.d.1)
    assert sc.units("b") == [] and sc.control(0) == "a"
    assert sc.units("a")[0]["card"] == "Chemtech Enforcer"
    # defending, it has 2 Might: 2 damage from Pit Rookie kills it
    sc = rb_position(held([("Pit Rookie", "base")], [("Chemtech Enforcer", 0)],
                          control=("b", None)))
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.units("b") == []


def test_740_shield_counts_only_while_defending(rb_position):
    # Stalwart Poro: 2 Might, Shield: defending it survives 2 damage
    sc = rb_position(held([("Pit Rookie", "base")], [("Stalwart Poro", 0)],
                          control=("b", None)))
    sc.apply("move Pit Rookie to Void Gate")
    assert [u["card"] for u in sc.units("b")] == ["Stalwart Poro"]
    assert sc.units("a") == [] and sc.control(0) == "b"


def test_444_2_d_no_units_left_leaves_the_battlefield_uncontrolled(rb_position):
    sc = rb_position(held([("Pit Rookie", "base")], [("Sea Monkey", 0)], control=("b", None)))
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.units("a") == [] and sc.units("b") == []
    assert sc.control(0) is None and sc.points("a") == 0 and sc.broken_invariant() == 0
