"""The random pilot and the greedy one. Each decision gets the legal choices in
ak[0:n] (action_codes.py) and returns the index of its pick.

The greedy pilot (docs/pilots.md): in the Main Step it plays the costliest card
it can afford (spirits and nexuses; magic only for a [Main] effect), then puts
Reserve cores on the spirit whose next level gains the most BP per core. It
attacks with everything when the unblocked attacks can take the last life,
otherwise with a spirit no refreshed blocker can beat, or one an effect lets aim
its attack at an exhausted spirit it beats (aim.py: it takes that kill unless the
attacks can take the last life). It blocks with the weakest spirit that wins,
trades on equal BP, and chumps when the hit would kill or leave it at
`block_life` or less. In a Flash Timing it uses a card that wins its spirit's
battle. Selecting the opponent's first attacker, it takes their refreshed spirit
with the least BP."""
import numpy as np

from decksim.core.rng import randint
from decksim.core.bss.action_codes import (
    A_ATTACK, A_AWAKEN, A_BLOCK, A_BURST, A_CORE_OFF, A_CORE_ON, A_END, A_FLASH, A_PLAY, NO_TARGET,
    TARGET_P, WHY_AIM, WHY_BUFF, WHY_CARD, WHY_DESTROY, WHY_FIRST, WHY_HAND,
)
from decksim.core.bss.cores import (
    field_surplus, level_of,
)
from decksim.core.bss.kernel import kernel
from decksim.core.bss.policies.params import (
    K_RANDOM, PI_ALL_IN, PI_BLOCK_LIFE, PI_GUARD, PI_KEEP, PI_KIND, PI_REDRAW_COST, PI_TRADE,
)
from decksim.core.bss.state import (
    F_CARD, F_CORES, F_EXH, fs, G_ACTIVE, G_AIM, G_ATK, G_STEP, pb, P_FIELD_N, P_HAND, P_HAND_N,
    P_LIFE, P_RES, P_SOUL, P_TRASH, P_TRASHC, ST_MAIN,
)
from decksim.core.bss.tables import (
    A_AMT, A_BPMAX, A_COND, A_HAS, A_OP, A_TRIG, A_WHO, C_AB0, C_ABN, C_BP, C_COST, C_LVC, C_NLV,
    C_NSYM, C_TYPE, OP_ATTACK_SPIRIT_TURN, OP_BP_TURN, OP_CORE_CHARGE, OP_CORES_OFF, OP_CORES_ON,
    OP_DESTROY, OP_DRAW, OP_LIFE, OP_RETURN, OP_REVEAL_ADD, OP_TRASH_TO_HAND, T_MAGIC, T_SPIRIT,
    TR_MAIN, TR_FLASH, W_ANY, W_SELF, W_THEIRS, W_YOURS,
)
from decksim.core.bss.values import bp_of, can_aim, cond_now, defender, kw_any, reach

DECIDE_MAIN = 0
DECIDE_ATTACK = 1
DECIDE_BLOCK = 2
DECIDE_FLASH = 3


@kernel()
def end_index(ak, n):
    """The index of A_END (end the step, pass, no block) in ak[0:n], else 0."""
    for i in range(n):
        if ak[i] == A_END:
            return i
    return np.int64(0)


@kernel()
def redraw_choice(S, CT, PR, rng, p):
    """6-2-1-7: redraw the opening hand?"""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    b = pb(p)
    for i in range(S[b + P_HAND_N]):
        c = S[b + P_HAND + i]
        if CT[c, C_TYPE] == T_SPIRIT and CT[c, C_COST] <= PR[p, PI_REDRAW_COST]:
            return False
    return True


@kernel()
def keep_on_top_choice(S, CT, PR, rng, p, card):
    """A card seen on top of the deck (OP_SCRY): random, half the time; greedy keeps it
    when its printed cost fits the cores it will have next turn (its Reserve, its trash's
    cores, the next Core Step's one and what its field can spare), else sends it down."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    b = pb(p)
    return CT[card, C_COST] <= S[b + P_RES] + S[b + P_TRASHC] + 1 + field_surplus(S, CT, p)


@kernel()
def option_choice(PR, rng, p, first):
    """One of two options (OP_ONE_OF): random, either; greedy and expert the first when
    its first row has something to act on (`first`), else the second."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    return first != 0


@kernel()
def has_trigger(CT, AB, card, trig):
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_TRIG] == trig:
            return True
    return False


@kernel()
def harm_targets(S, CT, AB, p, k):
    """Whether row k, aimed at the opponent's spirits, has one to aim at."""
    o = 1 - p
    for s in range(S[pb(o) + P_FIELD_N]):
        if CT[S[fs(o, s) + F_CARD], C_TYPE] == T_SPIRIT and (
                AB[k, A_BPMAX] < 0 or bp_of(S, CT, AB, o, s) <= AB[k, A_BPMAX]):
            return True
    return False


@kernel()
def beats_exhausted(S, CT, AB, p, bp):
    """An exhausted spirit of p's opponent has less BP than bp."""
    o = 1 - p
    for x in range(S[pb(o) + P_FIELD_N]):
        if CT[S[fs(o, x) + F_CARD], C_TYPE] == T_SPIRIT and S[fs(o, x) + F_EXH] != 0 \
                and bp_of(S, CT, AB, o, x) < bp:
            return True
    return False


@kernel()
def aim_gain(S, CT, AB, p, k):
    """Row k (OP_ATTACK_SPIRIT_TURN) before p's Attack Step gives a refreshed spirit of
    p's that has one of its keywords a kill: an exhausted opponent's spirit it beats."""
    if S[G_ACTIVE] != p or S[G_STEP] != ST_MAIN:
        return False
    for s in range(S[pb(p) + P_FIELD_N]):
        if CT[S[fs(p, s) + F_CARD], C_TYPE] == T_SPIRIT and S[fs(p, s) + F_EXH] == 0 \
                and kw_any(S, CT, AB, p, s, AB[k, A_HAS]) \
                and beats_exhausted(S, CT, AB, p, bp_of(S, CT, AB, p, s)):
            return True
    return False


@kernel()
def magic_value(S, CT, AB, p, card, trig):
    """What a magic's effects for `trig` are worth now, in cards (<= 0: nothing)."""
    v = 0.0
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_TRIG] != trig or not cond_now(S, p, -1, AB[k, A_COND]):
            continue
        op = AB[k, A_OP]
        if op == OP_DRAW or op == OP_REVEAL_ADD or op == OP_TRASH_TO_HAND:
            v += max(AB[k, A_AMT], 1)
        elif op == OP_CORE_CHARGE or op == OP_LIFE or op == OP_CORES_ON:
            v += 0.7 * max(AB[k, A_AMT], 1)
        elif op == OP_ATTACK_SPIRIT_TURN and aim_gain(S, CT, AB, p, k):
            v += 1.5
        elif (op == OP_DESTROY or op == OP_RETURN or op == OP_CORES_OFF) \
                and AB[k, A_WHO] != W_YOURS and AB[k, A_WHO] != W_SELF \
                and harm_targets(S, CT, AB, p, k):
            v += 1.5
    return v


@kernel()
def play_value(S, CT, AB, p, card):
    """How much the greedy pilot wants to play a card now (<= 0: not at all)."""
    t = CT[card, C_TYPE]
    if t == T_MAGIC:
        return magic_value(S, CT, AB, p, card, TR_MAIN) * CT[card, C_COST] * 0.5
    v = np.float64(CT[card, C_COST]) + 0.5
    if t == T_SPIRIT:
        v += CT[card, C_BP] / 4000.0 + 0.5
    return v


@kernel()
def level_gain(S, CT, AB, p, s, k):
    """BP per core that slot s gains from its next level, if k Reserve cores reach
    it (0 otherwise)."""
    o = fs(p, s)
    card = S[o + F_CARD]
    lv = level_of(S, CT, p, s)
    if lv >= CT[card, C_NLV] or lv <= 0:
        return 0.0
    need = CT[card, C_LVC + lv] - S[o + F_CORES]
    if need <= 0 or need > k:
        return 0.0
    if CT[card, C_TYPE] != T_SPIRIT:
        return 500.0 / need
    return (CT[card, C_BP + lv] - CT[card, C_BP + lv - 1]) / np.float64(need)


@kernel()
def main_choice(S, CT, AB, PR, p, ak, n):
    b = pb(p)
    best = np.int64(-1)
    bestv = 0.0
    for i in range(n):
        a = ak[i]
        if A_BURST <= a < A_AWAKEN:
            return i                                  # a burst costs nothing to set
        if A_PLAY <= a < A_CORE_ON:
            v = play_value(S, CT, AB, p, S[b + P_HAND + a - A_PLAY])
        elif A_FLASH <= a < A_BURST:                  # a flash effect worth a card now
            v = magic_value(S, CT, AB, p, S[b + P_HAND + a - A_FLASH], TR_FLASH) * 2.0
        else:
            continue
        if v > bestv:
            bestv = v
            best = i
    if best >= 0:
        return best
    spare = np.int64(S[b + P_RES]) - np.int64(PR[p, PI_KEEP])
    for i in range(n):
        a = ak[i]
        if A_CORE_ON <= a < A_CORE_OFF:
            v = level_gain(S, CT, AB, p, a - A_CORE_ON, spare)
            if v > bestv:
                bestv = v
                best = i
    if best >= 0:
        return best
    return end_index(ak, n)


@kernel()
def symbols(S, CT, p, s):
    return np.int64(CT[S[fs(p, s) + F_CARD], C_NSYM])


@kernel()
def must_guard(S, CT, p, keep):
    """Would p, keeping `keep` refreshed spirits back to block, die to the opponent's
    next attacks? Every opponent spirit refreshes and attacks; each blocker stops the
    one with the most symbols left (new summons and effects are not counted)."""
    o = 1 - p
    life = np.int64(S[pb(p) + P_LIFE])
    total = np.int64(0)
    n = np.int64(0)
    for s in range(S[pb(o) + P_FIELD_N]):
        c = S[fs(o, s) + F_CARD]
        if CT[c, C_TYPE] == T_SPIRIT:
            total += CT[c, C_NSYM]
            n += 1
    # the blocked ones: the `keep` largest symbol counts (3 at most a spirit)
    left = keep
    for want in range(3, 0, -1):
        for s in range(S[pb(o) + P_FIELD_N]):
            c = S[fs(o, s) + F_CARD]
            if left > 0 and CT[c, C_TYPE] == T_SPIRIT and CT[c, C_NSYM] == want:
                total -= want
                left -= 1
    return total >= life


@kernel()
def free_kill(S, CT, AB, p, s, bp):
    """p's spirit in slot s (bp BP) could aim its attack at an exhausted spirit of the
    opponent's that it beats (values.can_aim; aim.py): no blocker can stop that."""
    return can_aim(S, CT, AB, p, s) and beats_exhausted(S, CT, AB, p, bp)


@kernel()
def attack_choice(S, CT, AB, PR, p, ak, n):
    o = 1 - p
    nb = np.int64(0)
    maxb = np.int64(-1)
    for s in range(S[pb(o) + P_FIELD_N]):
        if CT[S[fs(o, s) + F_CARD], C_TYPE] == T_SPIRIT and S[fs(o, s) + F_EXH] == 0:
            nb += 1
            maxb = max(maxb, bp_of(S, CT, AB, o, s))
    # lethal: the attackers left unblocked, the fewest symbols first, reach the life
    na = np.int64(0)
    for i in range(n):
        if A_ATTACK <= ak[i] < A_BLOCK:
            na += 1
    life = np.int64(S[pb(o) + P_LIFE])
    # lethal: what the attacks take whatever the opponent blocks reaches its life
    lethal = PR[p, PI_ALL_IN] > 0 and reach(S, CT, AB, p, False) >= life
    guard = not lethal and PR[p, PI_GUARD] > 0 and must_guard(S, CT, p, na - 1)
    best = np.int64(-1)
    bestv = np.int64(-1)
    for i in range(n):
        a = ak[i]
        if not (A_ATTACK <= a < A_BLOCK):
            continue
        s = a - A_ATTACK
        bp = bp_of(S, CT, AB, p, s)
        if not guard and (lethal or nb == 0 or bp > maxb or free_kill(S, CT, AB, p, s, bp)):
            if bp > bestv:
                bestv = bp
                best = i
    if best >= 0:
        return best
    return end_index(ak, n)


@kernel()
def block_choice(S, CT, AB, PR, p, ak, n):
    o = 1 - p
    abp = bp_of(S, CT, AB, o, S[G_ATK])
    dmg = symbols(S, CT, o, S[G_ATK])
    life = np.int64(S[pb(p) + P_LIFE])
    win = np.int64(-1)
    winbp = np.int64(1 << 40)
    tie = np.int64(-1)
    cheap = np.int64(-1)
    cheapc = np.int64(1 << 40)
    end = np.int64(-1)
    for i in range(n):
        a = ak[i]
        if a == A_END:
            end = i
            continue
        s = a - A_BLOCK
        bp = bp_of(S, CT, AB, p, s)
        if bp > abp and bp < winbp:
            winbp = bp
            win = i
        elif bp == abp and tie < 0:
            tie = i
        c = np.int64(CT[S[fs(p, s) + F_CARD], C_COST])
        if c < cheapc:
            cheapc = c
            cheap = i
    if win >= 0:
        return win
    if cheap >= 0 and life - dmg <= 0:
        return cheap
    if tie >= 0 and PR[p, PI_TRADE] > 0:
        return tie
    if cheap >= 0 and life - dmg <= PR[p, PI_BLOCK_LIFE]:
        return cheap
    return end if end >= 0 else np.int64(0)


@kernel()
def awakened_bp(S, CT, AB, p, s):
    """The BP p's spirit in slot s would have after its Awaken (cores.awaken): its
    level with the other spirits' cores above their Lv1 cost added."""
    o = fs(p, s)
    card = S[o + F_CARD]
    cores = np.int64(S[o + F_CORES])
    for x in range(S[pb(p) + P_FIELD_N]):
        if x != s and CT[S[fs(p, x) + F_CARD], C_TYPE] == T_SPIRIT:
            cores += max(np.int64(S[fs(p, x) + F_CORES]) - CT[S[fs(p, x) + F_CARD], C_LVC]
                         - (1 if S[pb(p) + P_SOUL] == x else 0), np.int64(0))
    lv = 0
    for k in range(CT[card, C_NLV]):
        if cores >= CT[card, C_LVC + k]:
            lv = k + 1
    return bp_of(S, CT, AB, p, s) - CT[card, C_BP + level_of(S, CT, p, s) - 1] \
        + CT[card, C_BP + lv - 1]


@kernel()
def flash_choice(S, CT, AB, PR, p, ak, n):
    """Use a Flash card that wins this battle for p's spirit in it, else pass."""
    act = S[G_ACTIVE]
    d = defender(S)                     # the blocker, or the spirit the attack is aimed at
    mine = S[G_ATK] if p == act else d
    theirs = d if p == act else S[G_ATK]
    end = np.int64(0)
    for i in range(n):
        a = ak[i]
        if a == A_END:
            end = i
            continue
        if a >= A_AWAKEN:
            if mine == a - A_AWAKEN and theirs >= 0 and awakened_bp(S, CT, AB, p, mine) > \
                    bp_of(S, CT, AB, 1 - p, theirs) >= bp_of(S, CT, AB, p, mine):
                return i
            continue
        if not (A_FLASH <= a < A_BURST):
            continue
        card = S[pb(p) + P_HAND + a - A_FLASH]
        if CT[card, C_TYPE] == T_SPIRIT:              # Swift: a blocker that wins, or saves life
            if p != act and theirs >= 0 and d < 0 and S[G_AIM] == 0 and (
                    CT[card, C_BP] > bp_of(S, CT, AB, 1 - p, theirs)
                    or S[pb(p) + P_LIFE] <= CT[S[fs(1 - p, theirs) + F_CARD], C_NSYM]):
                return i
            continue
        for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
            if AB[k, A_TRIG] != TR_FLASH or not cond_now(S, p, -1, AB[k, A_COND]):
                continue
            op = AB[k, A_OP]
            amt = AB[k, A_AMT]
            harm = AB[k, A_WHO] != W_YOURS and AB[k, A_WHO] != W_SELF
            if op == OP_BP_TURN and mine >= 0 and theirs >= 0:
                mb = bp_of(S, CT, AB, p, mine)
                tb = bp_of(S, CT, AB, 1 - p, theirs)
                if (amt > 0 and mb <= tb < mb + amt) or (amt < 0 and harm and mb <= tb < mb - amt):
                    return i
            if theirs >= 0 and harm and (op == OP_RETURN or (
                    op == OP_DESTROY and (AB[k, A_BPMAX] < 0
                                          or bp_of(S, CT, AB, 1 - p, theirs) <= AB[k, A_BPMAX]))):
                return i
    return end


@kernel()
def choose_action(S, CT, AB, PR, rng, p, ak, n, kind):
    """The index in ak[0:n] of player p's pick; kind: DECIDE_*."""
    if n <= 1:
        return np.int64(0)
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    if kind == DECIDE_MAIN:
        return main_choice(S, CT, AB, PR, p, ak, n)
    if kind == DECIDE_ATTACK:
        return attack_choice(S, CT, AB, PR, p, ak, n)
    if kind == DECIDE_BLOCK:
        return block_choice(S, CT, AB, PR, p, ak, n)
    return flash_choice(S, CT, AB, PR, p, ak, n)


@kernel()
def aim_choice(S, CT, AB, p, ak, n):
    """WHY_AIM (aim.py): the opponent's exhausted spirit with the most BP that p's
    attacker beats, a kill the opponent cannot block; NO_TARGET (the attack goes on to
    the player) when it beats none, or when the attacks, this one counted, take the last
    Life whatever the opponent blocks (values.reach). Without NO_TARGET among the choices,
    the weakest spirit."""
    a = S[G_ATK]
    bp = bp_of(S, CT, AB, p, a)
    o = fs(p, a)
    exh = S[o + F_EXH]
    S[o + F_EXH] = 0                    # (reach counts the refreshed spirits)
    lethal = reach(S, CT, AB, p, False) >= S[pb(1 - p) + P_LIFE]
    S[o + F_EXH] = exh
    no = np.int64(-1)
    best = np.int64(-1)
    bestv = np.int64(-1)
    low = np.int64(0)
    lowv = np.int64(1 << 40)
    for i in range(n):
        if ak[i] == NO_TARGET:
            no = i
            continue
        v = bp_of(S, CT, AB, ak[i] // TARGET_P, ak[i] % TARGET_P)
        if v < bp and v > bestv:
            bestv = v
            best = i
        if v < lowv:
            lowv = v
            low = i
    if no >= 0 and (best < 0 or lethal):
        return no
    return best if best >= 0 else low


@kernel()
def first_choice(S, CT, AB, ak, n):
    """WHY_FIRST: the opponent's refreshed spirit with the least BP, the one its blockers
    beat most easily; NO_TARGET when none is refreshed (then none could attack)."""
    best = np.int64(-1)
    bestv = np.int64(1 << 40)
    no = np.int64(0)
    for i in range(n):
        if ak[i] == NO_TARGET:
            no = i
            continue
        q = ak[i] // TARGET_P
        s = ak[i] % TARGET_P
        if S[fs(q, s) + F_EXH] == 0 and CT[S[fs(q, s) + F_CARD], C_TYPE] == T_SPIRIT:
            v = bp_of(S, CT, AB, q, s)
            if v < bestv:
                bestv = v
                best = i
    return best if best >= 0 else no


@kernel()
def choose_target(S, CT, AB, PR, rng, p, ak, n, kind):
    """The index in ak[0:n] of the target p picks for an effect (WHY_*): the
    opponent's spirit in the battle or its strongest to destroy, p's spirit in
    the battle or its strongest to gain BP, the costliest trash card."""
    if n <= 1:
        return np.int64(0)
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    if kind == WHY_AIM:
        return aim_choice(S, CT, AB, p, ak, n)
    if kind == WHY_FIRST:
        return first_choice(S, CT, AB, ak, n)
    d = defender(S)
    best = np.int64(0)
    bestv = np.int64(-(1 << 40))
    for i in range(n):
        if kind == WHY_CARD or kind == WHY_HAND:
            v = np.int64(CT[S[pb(p) + (P_TRASH if kind == WHY_CARD else P_HAND) + ak[i]],
                            C_COST])
        else:
            q = ak[i] // TARGET_P
            s = ak[i] % TARGET_P
            v = bp_of(S, CT, AB, q, s) + 1
            in_battle = (q == S[G_ACTIVE] and s == S[G_ATK]) or \
                        (q != S[G_ACTIVE] and s == d)
            if in_battle and (kind == WHY_DESTROY or kind == WHY_BUFF):
                v += 1 << 30
            if (kind == WHY_BUFF) != (q == p):
                v = -1 - v                  # the wrong side: only when nothing else is left
        if v > bestv:
            bestv = v
            best = i
    return best


@kernel()
def follow_up_choice(S, CT, AB, PR, rng, p, card, trig):
    """Pay for a burst card's second effect? random: half the time; greedy: when one of
    its rows finds something to do on the right side (a spirit of p's for a gain, one
    of the opponent's for a harm), or draws, charges or summons."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    if magic_value(S, CT, AB, p, card, trig) > 0:
        return True
    own = np.int64(0)
    for s in range(S[pb(p) + P_FIELD_N]):
        if CT[S[fs(p, s) + F_CARD], C_TYPE] == T_SPIRIT:
            own += 1
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_TRIG] != trig:
            continue
        harm = AB[k, A_WHO] == W_THEIRS or (AB[k, A_WHO] == W_ANY and not (
            AB[k, A_OP] == OP_BP_TURN and AB[k, A_AMT] > 0))
        if (harm and harm_targets(S, CT, AB, p, k)) or (not harm and own > 0):
            return True
    return False
