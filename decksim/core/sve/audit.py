"""How well did the pilots play? A game replayed with checks between its turns
(`decksim audit`, docs/pilots.md): the same game as the run's, to the card, as
every check reads copies or restores what it touches and draws nothing from the
game's random stream.

Counters per game and player (AU_*):
  lethal turns     the exact lethal search (lethal.py) with the audit's budget finds
                   a win at the start of the main phase
  missed lethals   of those, turns the player did not win
  dead ends        turn ends with the opponent's board threatening the player's
                   whole leader defense (threat.py)
  dead lost        of those, the opponent won the next turn
  dead avoidable   of those, turns in which a defensive line of the same turn was not
                   dead on board: from the turn's start the greedy pilot with a high
                   `danger` weight (the audit's pilots, PA) played the main phase on a
                   look-ahead copy and ended it with the threat below the leader's
                   defense (a witness, not an exhaustive search)
  pp left          turn ends with play points unspent while a card in hand was
                   playable with them
  ep left          evolution points left at the game's end
  evolvable held   followers in hand at the game's end that the evolve deck could
                   still evolve
  evolve skipped   turn ends with an Evolve still legal (12.2; once a turn, 8.3.2) while
                   the player held an evolution point to pay one of its PP (12.2.3)
"""
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.rng import seed_state
from decksim.core.sve.actions import ACT_EVOLVE, EVO_HOW, MAX_ACTIONS, card_playable, legal_actions
from decksim.core.sve.lookahead import lookahead_into
from decksim.core.sve.cycles import cycle_reached
from decksim.core.sve.mainphase import main_phase
from decksim.core.sve.turns import TURN_CAP, end_turn, setup_game, start_turn, write_record
from decksim.core.sve.policies.lethal import (
    SETS, find_lethal, forget_lethal, set_words, states_at,
)
from decksim.core.sve.policies.pilots import evolvable, rollout_turn
from decksim.core.sve.policies.threat import threat
from decksim.core.sve.records import AUDIT_NAMES
from decksim.core.sve.rules import end_game
from decksim.core.sve.state import (
    END_CAP, END_CYCLE, G_ACTIVE, G_TURN, G_WINNER, HAND, LOOKED, P_EP, P_HAND_N, P_LEADER, P_PP,
    pb,
)

(AU_LETHAL, AU_MISSED, AU_DEAD, AU_DEAD_LOST, AU_PP_LEFT, AU_EP_LEFT, AU_EVOLVABLE, AU_AVOIDABLE,
 AU_EVOLVE_SKIPPED) = range(len(AUDIT_NAMES))
N_AU = len(AUDIT_NAMES)

AU_2D = nbt.int64[:, ::1]


@kernel(inline=True)
def _playable_left(S, CT, AB, EF, FL, p):
    b = pb(p)
    if S[b + P_PP] <= 0:
        return False
    for i in range(S[b + P_HAND_N]):
        if card_playable(S, CT, AB, EF, FL, p, S[b + HAND + i], False, False):
            return True
    return False


@kernel()
def _evolve_left(S, CT, AB, EF, FL, p, ak, aa, ab):
    """p holds an EP and could still evolve paying one of the PP with it (12.2.3)."""
    if S[pb(p) + P_EP] <= 0:
        return False
    n = legal_actions(S, CT, AB, EF, FL, p, ak, aa, ab)
    for i in range(n):
        if ak[i] == ACT_EVOLVE and (ab[i] & EVO_HOW) == 1:
            return True
    return False


@kernel(PA=nbt.float64[:, ::1])
def _could_survive(S, CT, AB, EF, FL, PA, rng, p, ak, aa, ab, scores, S2, r2, L2):
    """From this main phase's start, does the defensive greedy line (PA's weights)
    end it not dead on board? Played on a look-ahead copy in the lethal search's
    first state (free between decisions), with the work arrays of the pilots'
    second set."""
    K = S.size
    sbase = states_at(S2, K)
    A = S2[sbase:sbase + K]
    ra = r2[2 * SETS:2 * SETS + 2]
    lookahead_into(S, rng, A, ra)
    h = MAX_ACTIONS
    hs = set_words(S2, K)
    rollout_turn(A, CT, AB, EF, FL, PA, ra, p, ak[h:], aa[h:], ab[h:], scores[h:], S2[hs:],
                 r2[2:], L2)
    if A[G_WINNER] >= 0:
        return A[G_WINNER] == p
    return threat(A, CT, p) < A[pb(p) + P_LEADER]


@kernel(AU=AU_2D, PA=nbt.float64[:, ::1])
def play_audited(S, rng, CT, AB, EF, FL, PR, PA, decks, deck_n, evos, evo_n, first, L, chk,
                 ak, aa, ab, scores, S2, r2, L2, AU):
    """play_game's game (game.py) with the audit's counters added into AU (2 x N_AU).
    PA: the pilots with the audit's lethal search budget."""
    setup_game(S, rng, decks, deck_n, evos, evo_n, first, CT, PR, L)
    dead = -1                  # the player whose turn just ended dead on board
    while S[G_WINNER] < 0:
        if S[G_TURN] >= TURN_CAP:
            end_game(S, 2, END_CAP, L)
            break
        if cycle_reached(S):
            end_game(S, 2, END_CYCLE, L)
            break
        start_turn(S, CT, AB, EF, FL, PR, rng, L)
        if S[G_WINNER] >= 0:
            break
        p = S[G_ACTIVE]
        looked = S[LOOKED]
        n = legal_actions(S, CT, AB, EF, FL, p, ak, aa, ab)
        forget_lethal(S, S2)
        lethal = find_lethal(S, CT, AB, EF, FL, PA, rng, p, ak, aa, ab, n, scores, S2, r2,
                             L2) >= 0
        could_live = _could_survive(S, CT, AB, EF, FL, PA, rng, p, ak, aa, ab, scores, S2, r2,
                                    L2)
        S[LOOKED] = looked
        main_phase(S, CT, AB, EF, FL, PR, rng, L, chk, ak, aa, ab, scores, S2, r2, L2)
        if lethal:
            AU[p, AU_LETHAL] += 1
            if S[G_WINNER] != p:
                AU[p, AU_MISSED] += 1
        if dead == 1 - p and S[G_WINNER] == p:
            AU[dead, AU_DEAD_LOST] += 1
        dead = -1
        if S[G_WINNER] >= 0:
            break
        if _playable_left(S, CT, AB, EF, FL, p):
            AU[p, AU_PP_LEFT] += 1
        if _evolve_left(S, CT, AB, EF, FL, p, ak, aa, ab):
            AU[p, AU_EVOLVE_SKIPPED] += 1
        end_turn(S, CT, AB, EF, FL, PR, rng, L)
        if S[G_WINNER] < 0 and threat(S, CT, p) >= S[pb(p) + P_LEADER]:
            AU[p, AU_DEAD] += 1
            if could_live:
                AU[p, AU_AVOIDABLE] += 1
            dead = p
    for p in range(2):
        b = pb(p)
        AU[p, AU_EP_LEFT] += S[b + P_EP]
        for i in range(S[b + P_HAND_N]):
            AU[p, AU_EVOLVABLE] += evolvable(S, CT, p, S[b + HAND + i])


@kernel(python=True, nogil=True, out=nbt.int32[:, ::1], AUs=nbt.int64[:, :, ::1], PA=nbt.float64[:, ::1])
def audit_chunk(CT, AB, EF, FL, PR, PA, decks, deck_n, evos, evo_n, seeds, firsts, out, AUs,
                chk, lo, hi, S, rng, L, ak, aa, ab, scores, S2, r2, L2):
    """Games lo..hi-1, their records into out and their counters into AUs (games x 2 x N_AU).
    chk: empty (no invariant checks)."""
    for i in range(lo, hi):
        seed_state(rng, seeds[i, 0], seeds[i, 1])
        L[0, 0] = 0
        play_audited(S, rng, CT, AB, EF, FL, PR, PA, decks, deck_n, evos, evo_n, firsts[i], L,
                     chk, ak, aa, ab, scores, S2, r2, L2, AUs[i])
        write_record(S, out[i])
