"""The card table's C_REACH_* and C_REMOVES columns (policies/reach.py) hold, for
every card of the pool, exactly what the lethal search's kernels compute row by
row (policies/leader_reach.py): any difference would change the search and its games."""
import pytest

import decksim
from decksim.core.sve import tables as T
from decksim.core.sve import vocab as V
from decksim.core.sve.policies import leader_reach
from decksim.core.sve.policies.reach import REMOVES_EVOLVED, REMOVES_ON_FIELD, REMOVES_PLAYED

# a bare state, and one where every X of leader_reach.amount_bound is large
STATES = {
    "bare": {"a": {}, "b": {}},
    "full": {"a": {"hand": ["Fighter"] * 6, "ex": ["Fighter"] * 2, "cemetery": ["Fighter"] * 9,
                   "field": ["Fighter"] * 3, "played_this_turn": 4},
             "b": {"hand": ["Goliath"] * 3, "cemetery": ["Goliath"] * 4}},
}
REMOVAL_OPS = {V.OP_DAMAGE, V.OP_DESTROY, V.OP_BANISH, V.OP_TO_HAND, V.OP_TO_DECK,
               V.OP_TO_EX, V.OP_SILENCE, V.OP_PLAY_FREE, V.OP_SUMMON, V.OP_GRANT,
               V.OP_GRANT_EOT, V.OP_CHANGE_TYPE}


@pytest.fixture(scope="module", params=sorted(STATES))
def scenario(request):
    return decksim.scenario({"turn": 5, "active": "a", "first": "a",
                             "players": STATES[request.param]})


def _kernel_values(sc, p, card):
    """Each reach column's kernel value for `card` in sc's state, player p."""
    S, cp = sc.S, sc.cp
    CT, AB, EF = cp.CT, cp.AB, cp.EF
    storm = bool(leader_reach.storm_follower(CT, card))
    return {
        T.C_REACH_ACT: leader_reach.field_reach(S, CT, AB, EF, p, card, V.TRIG_ACTIVATE, False),
        T.C_REACH_ACT_H: leader_reach.field_reach(S, CT, AB, EF, p, card, V.TRIG_ACTIVATE, True),
        T.C_REACH_TRIG: leader_reach.field_reach(S, CT, AB, EF, p, card, V.TRIG_ALLY_ENTERS, False),
        T.C_REACH_TRIG_H: leader_reach.field_reach(S, CT, AB, EF, p, card, V.TRIG_ALLY_ENTERS, True),
        T.C_REACH_FAN: leader_reach.card_reach(S, CT, AB, EF, p, card, V.TRIG_FANFARE, storm),
        T.C_REACH_EVO: leader_reach.card_reach(S, CT, AB, EF, p, card, V.TRIG_ON_EVOLVE, False),
        T.C_REACH_EVO_H: leader_reach.card_reach(S, CT, AB, EF, p, card, V.TRIG_ON_EVOLVE, True),
    }


def test_reach_columns_equal_the_kernels_for_every_card_of_the_pool(scenario):
    CT = scenario.cp.CT
    wrong, computed = [], 0
    for card in range(len(CT)):
        for p in (0, 1):
            for col, v in _kernel_values(scenario, p, card).items():
                if CT[card, col] == 0:      # depends on the state: the kernel computes it
                    computed += 1
                elif CT[card, col] - 1 != v:
                    wrong.append((scenario.cp.cards[card].id, col, p, CT[card, col] - 1, v))
    assert not wrong
    assert computed < len(CT)       # almost every card's reach is in the table


def test_reach_columns_left_to_the_kernel_are_the_ones_with_a_state_x():
    cp = decksim.scenario({"turn": 5, "active": "a", "first": "a",
                           "players": {"a": {}, "b": {}}}).cp
    CT, AB, EF = cp.CT, cp.AB, cp.EF
    state_x = (V.X_PLAYED_EXCL_SELF, V.X_HAND_SIZE, V.X_CEMETERY)
    for card in range(len(CT)):
        if CT[card, T.C_REACH_ACT:T.C_REMOVES].all():
            continue
        a0, an = CT[card, T.C_AB0], CT[card, T.C_ABN]
        assert any(EF[e, T.E_X] in state_x for a in range(a0, a0 + an)
                   for e in range(AB[a, T.A_E0], AB[a, T.A_E0] + AB[a, T.A_EN])), \
            cp.cards[card].id


def test_removes_column_says_where_each_removal_of_every_card_can_fire():
    cp = decksim.scenario({"turn": 5, "active": "a", "first": "a",
                           "players": {"a": {}, "b": {}}}).cp
    CT, AB, EF = cp.CT, cp.AB, cp.EF
    where = {V.TRIG_FANFARE: REMOVES_PLAYED, V.TRIG_SPELL: REMOVES_PLAYED,
             V.TRIG_ON_EVOLVE: REMOVES_EVOLVED, V.TRIG_END_PHASE: 0, V.TRIG_MAIN_PHASE: 0,
             V.TRIG_ENEMY_MAIN: 0}
    for card in range(len(CT)):
        a0, an = CT[card, T.C_AB0], CT[card, T.C_ABN]
        bits = 0
        for a in range(a0, a0 + an):
            if any(EF[e, T.E_OP] in REMOVAL_OPS
                   for e in range(AB[a, T.A_E0], AB[a, T.A_E0] + AB[a, T.A_EN])):
                bits |= where.get(AB[a, T.A_TRIG], REMOVES_ON_FIELD)
        assert CT[card, T.C_REMOVES] == bits, cp.cards[card].id
        assert leader_reach.can_remove(CT, card) == (bits != 0)


def test_a_follower_on_the_field_removes_no_ward_with_its_fanfare_but_may_evolve_into_one():
    cp = decksim.scenario({"turn": 5, "active": "a", "first": "a",
                           "players": {"a": {}, "b": {}}}).cp
    CT = cp.CT
    rows = {c.id: i for i, c in enumerate(cp.cards)}
    may = rows["BP01-012"]     # Elf Child May: damage on Fanfare and when returned to hand
    assert CT[may, T.C_REMOVES] == REMOVES_PLAYED | REMOVES_ON_FIELD
    assert leader_reach.can_remove_from_field(CT, may)
    metallurgist = rows["BP01-017"]   # Elf Metallurgist: damage on Fanfare only
    assert CT[metallurgist, T.C_REMOVES] == REMOVES_PLAYED
    assert leader_reach.can_remove(CT, metallurgist)
    assert not leader_reach.can_remove_from_field(CT, metallurgist)


def _archer_toll(**a):
    """ward_toll with an engaged 1/2 Ward token in the way of player a."""
    sc = decksim.scenario({"turn": 5, "active": "a", "first": "a", "players": {
        "a": {"pp": 2, **a},
        "b": {"field": [{"card": "Otohime's Bodyguard", "engaged": True}]}}})
    c = sc.cp
    return leader_reach.ward_toll(sc.S, c.CT, c.AB, c.EF, c.FL, 0)


def test_ward_toll_counts_only_the_removals_that_can_still_happen_this_turn():
    assert _archer_toll(field=["Fighter"]) == 2
    assert _archer_toll(field=["Elf Metallurgist"]) == 2      # its Fanfare is past
    assert _archer_toll(field=["Archer"]) == 0                # pings when an ally enters
    assert _archer_toll(field=["Fighter"], hand=["Elf Child May"]) == 0   # 1 PP: can be played
    assert _archer_toll(field=["Fighter"], hand=["Sea Queen Otohime"]) == 2   # too dear
