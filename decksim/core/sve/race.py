"""The Umamusume: Pretty Derby universe (14.2): serving links Carrot cards of the
evolve deck to a card (14.2.1), they wait in the race zone (4.13) until the card
leaves the field (14.2.1.3), then go back face up to the evolve deck area (11.8.1).

The race zone is no array of its own: a Carrot there keeps its evolve-deck slot,
marked EVO_IN_RACE in EVO_USED, and the card it is linked to counts its Carrots
in the field column F_RACE (Carrots are alike and the race zone is unordered,
4.13.2). Decks without Carrots never reach this code (a Serve ability is the only
way in; leave_field reads F_RACE, which stays 0)."""

from decksim.core.sve.kernel import kernel

from decksim.core.sve.state import EVO, EVO_IN_RACE, EVO_USED, F_RACE, P_EVO_N, fo, pb
from decksim.core.sve.tables import C_CARROT


@kernel(inline=True)
def carrots_free(S, CT, p):
    """Carrot cards in p's evolve deck area, face up or down (not in the race zone)."""
    b = pb(p)
    n = 0
    for i in range(S[b + P_EVO_N]):
        if CT[S[b + EVO + i], C_CARROT] == 1 and S[b + EVO_USED + i] != EVO_IN_RACE:
            n += 1
    return n


@kernel(inline=True)
def can_serve(S, CT, p, s, n):
    """Can serving card (p, s) n times be paid as a cost? 14.2.1.2.1: not when it is
    already linked; 14.2.1.1 / 8.1.2: n Carrots must be there to put."""
    return S[fo(p, s) + F_RACE] == 0 and carrots_free(S, CT, p) >= n


@kernel()
def serve_card(S, CT, p, s, n):
    """14.2.1.1: put n Carrots of p's evolve deck into the race zone, linked to card
    (p, s); nothing happens when it is linked already (14.2.1.2). Face-up Carrots
    go first (the face-down ones stay hidden). Returns the Carrots linked."""
    o = fo(p, s)
    if S[o + F_RACE] > 0:
        return 0
    b = pb(p)
    done = 0
    for face in range(2):          # face up (1) first, then face down (0)
        for i in range(S[b + P_EVO_N]):
            if done < n and CT[S[b + EVO + i], C_CARROT] == 1 and \
                    S[b + EVO_USED + i] == 1 - face:
                S[b + EVO_USED + i] = EVO_IN_RACE
                done += 1
    S[o + F_RACE] = done
    return done


@kernel()
def return_carrots(S, p, n):
    """14.2.1.3 / 11.8.1: n Carrots of p's race zone lost their link (their card left
    the field) and go face up to the evolve deck area."""
    b = pb(p)
    for i in range(S[b + P_EVO_N]):
        if n > 0 and S[b + EVO_USED + i] == EVO_IN_RACE:
            S[b + EVO_USED + i] = 1
            n -= 1
