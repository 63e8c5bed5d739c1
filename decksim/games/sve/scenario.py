"""The scenario API: build an exact SVE position from a dict, list the legal
actions as readable strings, apply one, read the state back (docs/scenarios.md).

It drives the same jitted engine functions as the batches of games, one action at
a time; there is no second implementation of the rules.
"""
from __future__ import annotations

import copy as _copy

import numpy as np

from decksim.cards.compile import compile_pool
from decksim.cards.pool import CardPool, load_pool
from decksim.core.rng import seed_state
from decksim.core.sve import actions
from decksim.core.sve import game as engine
from decksim.core.sve import timing
from decksim.core.sve import state as ST
from decksim.core.sve import vocab as V
from decksim.core.sve.auras import refresh_aura_keywords
from decksim.core.sve.cardinfo import recount_auras
from decksim.core.sve.cycles import cycle_reached
from decksim.core.sve.intents import (
    ACT_ACTIVATE, ACT_PLAY, DICT_MODE, DICT_PAY, DICT_QUICK, DICT_TARGET, DICT_WARD, DICT_X,
    Z_CEM, Z_EVO, Z_EX, Z_FIELD, Z_HAND, Z_LEADER,
)
from decksim.core.sve.policies.pilots import work_buffers
from decksim.core.sve.rules import EV_MAIN_END, LOG_COLS, add_cem, end_game, log
from decksim.core.sve.costs import evolve_face_ab
from decksim.core.sve.tables import A_EVO_INTO, C_AB0, C_ABN, C_CARROT, C_EVO_TO, C_EVO_TO2, C_FRONT, C_KW
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.games.base import parse_pilot

SIDES = {"a": 0, "b": 1, 0: 0, 1: 1}
PHASES = {"main": ST.PH_MAIN, "end": ST.PH_END}
PHASE_NAMES = {ST.PH_SETUP: "setup", ST.PH_MAIN: "main", ST.PH_END: "end", ST.PH_OVER: "over"}
LOG_ROWS = 4000


class ScenarioError(ValueError):
    pass


def _name_and_copy(card: str) -> tuple[str, int]:
    """'Goliath [2]' -> ('Goliath', 2); 'Goliath' -> ('Goliath', 1)."""
    name, _, k = card.strip().rpartition(" [")
    if name and k.endswith("]") and k[:-1].isdigit():
        return name, int(k[:-1])
    return card.strip(), 1


class Scenario:
    def __init__(self, pool: CardPool | None = None):
        engine.load()                           # the engine, compiled or from the cache
        self.pool = pool or load_pool()
        self.cp = compile_pool(self.pool)
        self.S = np.zeros(ST.STATE_SIZE, np.int32)
        self.rng = np.zeros(2, np.uint64)
        seed_state(self.rng, np.uint64(12345), np.uint64(678))
        self.PR = np.stack([pilot_vector("greedy"), pilot_vector("greedy")])
        self.L = np.zeros((LOG_ROWS, LOG_COLS), np.int32)
        self._work = work_buffers(self.S, self.rng, self.L)    # the pilots' (play_turn)
        self._answers: list[tuple] = []                         # dictated (dictate)

    # ------------------------------------------------------------ building
    def _row(self, ref: str, evolved: bool = False) -> int:
        if evolved:
            card = self.pool.by_id(ref) or next(iter(self.pool.by_name(ref, evolved=True)), None)
        else:
            card = self.pool.lookup(ref)
        if card is None:
            hint = self.pool.suggest(ref)
            raise ScenarioError(f"unknown card {ref!r}" + (
                f"; did you mean {', '.join(map(repr, hint))}?" if hint else ""))
        return self.cp.row(card)

    @classmethod
    def from_dict(cls, spec: dict, pool: CardPool | None = None, seed: int = 0) -> "Scenario":
        """Build a position. See docs/scenarios.md for every key."""
        sc = cls(pool)
        S = sc.S
        seed_state(sc.rng, np.uint64(seed), np.uint64(seed * 7 + 1))
        S[ST.G_WINNER] = -1
        S[ST.G_UID] = 1
        S[ST.G_TURN] = int(spec.get("turn", 3))
        S[ST.G_ACTIVE] = SIDES[spec.get("active", "a")]
        S[ST.G_FIRST] = SIDES[spec.get("first", "a")]
        S[ST.G_PHASE] = PHASES[spec.get("phase", "main")]
        players = spec.get("players", {})
        for side in ("a", "b"):
            sc._build_player(SIDES[side], players.get(side, {}))
        for p in range(2):   # continuous effects of the cards placed (auras.py)
            recount_auras(S, sc.cp.CT, p)
        # turns taken so far by each player (7.2.4.1 looks at the first player's count)
        turn, first = int(S[ST.G_TURN]), int(S[ST.G_FIRST])
        S[ST.pb(first) + ST.P_TURNS] = (turn + 1) // 2
        S[ST.pb(1 - first) + ST.P_TURNS] = turn // 2
        pilots = spec.get("pilots", {})
        for side, pname in pilots.items():
            name, over = parse_pilot(pname)
            sc.PR[SIDES[side]] = pilot_vector(name, over)
        return sc

    def _build_player(self, p: int, d: dict) -> None:
        S, b = self.S, ST.pb(p)
        turn = self.S[ST.G_TURN]
        S[b + ST.P_LEADER] = int(d.get("leader", 20))
        S[b + ST.P_MAXPP] = int(d.get("max_pp", d.get("pp", 0)))
        S[b + ST.P_PP] = int(d.get("pp", S[b + ST.P_MAXPP]))
        S[b + ST.P_EP] = int(d.get("ep", 0))
        S[b + ST.P_PLAYED] = int(d.get("played_this_turn", 0))
        S[b + ST.P_LOST_DEF] = turn if d.get("lost_defense_this_turn") else -1
        S[b + ST.P_EVOLVED_AT] = turn if d.get("evolved_this_turn") else -1
        deck = [self._row(c) for c in d.get("deck", [])]   # listed top first
        for i, r in enumerate(reversed(deck)):
            S[b + ST.DECK + i] = r
        S[b + ST.P_DECK_N] = len(deck)
        for i, c in enumerate(d.get("hand", [])):
            S[b + ST.HAND + i] = self._row(c)
        S[b + ST.P_HAND_N] = len(d.get("hand", []))
        for i, c in enumerate(d.get("ex", [])):
            S[b + ST.EX + i] = self._row(c)
        S[b + ST.P_EX_N] = len(d.get("ex", []))
        for c in d.get("cemetery", []):
            add_cem(S, self.cp.CT, p, self._row(c))
        evo = [self._row(c, evolved=True) for c in d.get("evolve_deck", [])]
        up = [self._row(c, evolved=True) for c in d.get("evolve_deck_face_up", [])]
        for i, r in enumerate(evo + up):
            S[b + ST.EVO + i] = self.cp.CT[r, C_FRONT]   # a back face: its two-faced card
            S[b + ST.EVO_USED + i] = int(i >= len(evo))   # used: face up (4.2.3, 11.6.1)
        S[b + ST.P_EVO_N] = len(evo) + len(up)
        for s, f in enumerate(d.get("field", [])):
            self._build_field(p, s, f if isinstance(f, dict) else {"card": f})
        S[b + ST.P_FIELD_N] = len(d.get("field", []))

    def _build_field(self, p: int, s: int, f: dict) -> None:
        S, CT = self.S, self.cp.CT
        o = ST.fo(p, s)
        turn = S[ST.G_TURN]
        base = self._row(f["card"])
        S[o + ST.F_CARD] = base
        S[o + ST.F_BASE] = base
        S[o + ST.F_UID] = S[ST.G_UID]
        S[ST.G_UID] += 1
        S[o + ST.F_DMG] = int(f.get("damage", 0))
        S[o + ST.F_ATKB] = int(f.get("attack_bonus", 0))
        S[o + ST.F_DEFB] = int(f.get("defense_bonus", 0))
        S[o + ST.F_ENG] = int(bool(f.get("engaged", False)))
        S[o + ST.F_ENTER] = turn if f.get("entered_this_turn") else turn - 2
        S[o + ST.F_EVOTURN] = -1
        S[o + ST.F_EVO_SLOT] = -1
        S[o + ST.F_ONCE_TURN] = turn
        S[o + ST.F_CNT] = int(f.get("stack", 1 if CT[base, C_KW] & V.KW_STACK else 0))
        S[o + ST.F_COUNTERS] = int(f.get("counters", 0))   # other counters (15.1)
        kw = 0
        for k in f.get("keywords", []):
            kw |= V.KEYWORDS[k]
        S[o + ST.F_KW] = kw
        if f.get("racing"):   # served: N Carrots of the evolve deck linked (14.2.1.1)
            self._link_carrots(p, o, int(f["racing"]), f["card"])
            S[o + ST.F_KW] |= V.KW_RUSH   # raced (14.2.3.1)
        if f.get("evolved"):
            evo = int(CT[base, C_EVO_TO])
            if isinstance(f["evolved"], str):   # the face it evolved into (BP08-002)
                evo = self._row(f["evolved"], evolved=True)
            if evo < 0:
                raise ScenarioError(f"{f['card']!r} has no evolved card in the pool")
            S[o + ST.F_CARD] = evo
            S[o + ST.F_EVOTURN] = turn if f.get("evolved_this_turn") else turn - 2
            # a face-up card in the evolve deck area stands for the linked one
            b = ST.pb(p)
            n = S[b + ST.P_EVO_N]
            S[b + ST.EVO + n] = CT[evo, C_FRONT]
            S[b + ST.EVO_USED + n] = 1
            S[b + ST.P_EVO_N] = n + 1
            S[o + ST.F_EVO_SLOT] = n

    def _link_carrots(self, p: int, o: int, n: int, name: str) -> None:
        """Link n Carrots of p's evolve deck (listed in its `evolve_deck`) to field row o."""
        S, CT, b = self.S, self.cp.CT, ST.pb(p)
        free = [i for i in range(S[b + ST.P_EVO_N]) if CT[S[b + ST.EVO + i], C_CARROT] == 1
                and S[b + ST.EVO_USED + i] != ST.EVO_IN_RACE]
        if len(free) < n:
            raise ScenarioError(f"{name!r} racing with {n} Carrots: the evolve deck holds "
                                f"{len(free)} free Carrots; list them in evolve_deck before")
        for i in free[:n]:
            S[b + ST.EVO_USED + i] = ST.EVO_IN_RACE
        S[o + ST.F_RACE] = n

    # ------------------------------------------------------------ reading
    def card_name(self, row: int) -> str:
        return self.cp.name(int(row))

    def field(self, side) -> list[dict]:
        from decksim.core.sve.cardinfo import attack_of, defense_of, field_type, kw_of
        p, S, CT = SIDES[side], self.S, self.cp.CT
        refresh_aura_keywords(S, CT, self.cp.AB, self.cp.FL)
        out = []
        for s in range(S[ST.pb(p) + ST.P_FIELD_N]):
            o = ST.fo(p, s)
            kw = kw_of(S, CT, p, s)
            out.append({
                "card": self.pool.cards[S[o + ST.F_CARD]].name,
                "evolved": bool(S[o + ST.F_EVO_SLOT] >= 0),
                "attack": int(attack_of(S, CT, p, s)),
                "defense": int(defense_of(S, CT, p, s)),
                "damage": int(S[o + ST.F_DMG]),
                "engaged": bool(S[o + ST.F_ENG]),
                "stack": int(S[o + ST.F_CNT]),
                "counters": int(S[o + ST.F_COUNTERS]),
                "keywords": sorted(k for k, bit in V.KEYWORDS.items() if kw & bit),
                "entered_this_turn": bool(S[o + ST.F_ENTER] == S[ST.G_TURN]),
                "evolved_this_turn": bool(S[o + ST.F_EVO_SLOT] >= 0
                                          and S[o + ST.F_EVOTURN] == S[ST.G_TURN]),
                "racing": int(S[o + ST.F_RACE]),   # Carrots linked (14.2.1, 14.2.3)
                "type": V.TYPE_NAMES[field_type(S, CT, p, s)],   # now (5.24.1; BP05-001)
            })
        return out

    def zone(self, side, name: str) -> list[str]:
        p, S = SIDES[side], self.S
        b = ST.pb(p)
        off, cnt = {"hand": (ST.HAND, ST.P_HAND_N), "ex": (ST.EX, ST.P_EX_N),
                    "cemetery": (ST.CEM, ST.P_CEM_N), "banished": (ST.BAN, ST.P_BAN_N),
                    "deck": (ST.DECK, ST.P_DECK_N)}[name]
        cards = [self.pool.cards[S[b + off + i]].name for i in range(S[b + cnt])]
        return cards[::-1] if name == "deck" else cards   # deck: top first

    def evolve_deck(self, side) -> list[str]:
        """The evolve deck area's cards, each "NAME (face up)" once used or returned
        (11.6.1, 11.8.1), and the race zone's Carrots as "Carrot (race zone)" (4.13)."""
        p, S = SIDES[side], self.S
        b = ST.pb(p)
        tags = {0: "", 1: " (face up)", ST.EVO_IN_RACE: " (race zone)"}
        return [self.pool.cards[S[b + ST.EVO + i]].name + tags[int(S[b + ST.EVO_USED + i])]
                for i in range(S[b + ST.P_EVO_N])]

    def player(self, side) -> dict:
        p, S = SIDES[side], self.S
        b = ST.pb(p)
        return {"leader": int(S[b + ST.P_LEADER]), "pp": int(S[b + ST.P_PP]),
                "max_pp": int(S[b + ST.P_MAXPP]), "ep": int(S[b + ST.P_EP]),
                "played_this_turn": int(S[b + ST.P_PLAYED]),
                "evolved_this_turn": bool(S[b + ST.P_EVOLVED_AT] == S[ST.G_TURN]),
                "evolve_deck": self.evolve_deck(side),
                "hand": self.zone(side, "hand"), "ex": self.zone(side, "ex"),
                "cemetery": self.zone(side, "cemetery"), "deck": self.zone(side, "deck"),
                "banished": self.zone(side, "banished"), "field": self.field(side)}

    def state(self) -> dict:
        S = self.S
        w = int(S[ST.G_WINNER])
        return {"turn": int(S[ST.G_TURN]), "active": "ab"[S[ST.G_ACTIVE]],
                "first": "ab"[S[ST.G_FIRST]], "phase": PHASE_NAMES.get(int(S[ST.G_PHASE]), "?"),
                "winner": None if w < 0 else ("draw" if w == 2 else "ab"[w]),
                "players": {"a": self.player("a"), "b": self.player("b")}}

    @property
    def winner(self):
        return self.state()["winner"]

    # ------------------------------------------------------------ acting
    def _legal(self):
        n_max = actions.MAX_ACTIONS
        ak, aa, ab = (np.empty(n_max, np.int64) for _ in range(3))
        c = self.cp
        p = int(self.S[ST.G_ACTIVE])
        n = actions.legal_actions(self.S, c.CT, c.AB, c.EF, c.FL, p, ak, aa, ab)
        return [(int(ak[i]), int(aa[i]), int(ab[i])) for i in range(n)]

    def _copy_tag(self, p: int, zone: str, i: int) -> str:
        """" [k]" for the k-th card of its name in a zone that holds more than one
        (field: by slot; hand and EX area: by position), else ""."""
        S = self.S
        if zone == "field":
            rows = [S[ST.fo(p, s) + ST.F_CARD] for s in range(S[ST.pb(p) + ST.P_FIELD_N])]
        else:
            off, cnt = {"hand": (ST.HAND, ST.P_HAND_N), "ex": (ST.EX, ST.P_EX_N),
                        "cemetery": (ST.CEM, ST.P_CEM_N)}[zone]
            rows = [S[ST.pb(p) + off + j] for j in range(S[ST.pb(p) + cnt])]
        names = [self.card_name(r) for r in rows]
        if names.count(names[i]) < 2:
            return ""
        return f" [{names[:i + 1].count(names[i])}]"

    def describe(self, act, each: bool = False) -> str:
        """An action as a readable string; each=True tells copies of a card of the
        same name apart ("attack Fighter [2] -> leader")."""
        k, a, b = act
        S = self.S
        p = int(S[ST.G_ACTIVE])
        pb = ST.pb(p)

        def tag(q, zone, i):
            return self._copy_tag(q, zone, i) if each else ""
        if k == actions.ACT_END:
            return "end"
        if k == actions.ACT_PLAY:
            zone = ST.EX if b else ST.HAND
            return (f"play {self.card_name(S[pb + zone + a])}{tag(p, 'ex' if b else 'hand', a)}"
                    + (" from ex" if b else ""))
        if k == actions.ACT_PLAY_ALT:   # paying a `cost` ability's cost (10.4.7.3)
            from_ex = b & 1
            card = S[pb + (ST.EX if from_ex else ST.HAND) + a]
            nth = (b >> 1) - self.cp.CT[card, C_AB0]
            return (f"play {self.card_name(card)}{tag(p, 'ex' if from_ex else 'hand', a)}"
                    + (" from ex" if from_ex else "") + f" by alternative cost #{nth + 1}")
        if k == actions.ACT_ACTIVATE_EX:   # an ability of a card in the EX area (BP06-059)
            card = S[pb + ST.EX + a]
            nth = b - self.cp.CT[card, C_AB0]
            return f"activate {self.card_name(card)}{tag(p, 'ex', a)} #{nth + 1} from ex"
        if k == actions.ACT_ACTIVATE_HAND:   # an activated ability played from the hand
            card = S[pb + ST.HAND + a]
            nth = b - self.cp.CT[card, C_AB0]
            return f"activate {self.card_name(card)}{tag(p, 'hand', a)} #{nth + 1} from hand"
        if k == actions.ACT_ACTIVATE_CEM:   # an activated ability played from the cemetery
            card = S[pb + ST.CEM + a]
            nth = b - self.cp.CT[card, C_AB0]
            return (f"activate {self.card_name(card)}{tag(p, 'cemetery', a)} #{nth + 1} "
                    "from cemetery")
        name = self.card_name(S[ST.fo(p, a) + ST.F_CARD]) + tag(p, "field", a)
        if k == actions.ACT_EVOLVE:
            if b == actions.EVO_ALT:   # the alternative Evolve ability (its own cost, BP05-086)
                return f"evolve {name} by alternative cost"
            return f"evolve {name}{self._evolve_face(p, a, b)}" + (" with ep" if b & 1 else "")
        if k == actions.ACT_ATTACK:
            tgt = "leader" if b < 0 else (self.card_name(S[ST.fo(1 - p, b) + ST.F_CARD])
                                          + tag(1 - p, "field", b))
            return f"attack {name} -> {tgt}"
        card = S[ST.fo(p, a) + ST.F_CARD]
        nth = b - self.cp.CT[card, C_AB0]
        if not 0 <= nth < self.cp.CT[card, C_ABN]:   # another card's effect gave it (BP05-001)
            return f"activate {name} #given"
        # a Serve ability paying one EP in lieu of one PP (14.2.2.4)
        return f"activate {name} #{nth + 1}" + (" with ep" if k == actions.ACT_SERVE_EP else "")

    def _evolve_face(self, p: int, a: int, b: int) -> str:
        """" into FACE" when the Evolve reveals a card of another name (12.2.2.1: "evolve
        this into X", BP08-002; a face of a two-faced card), else ""."""
        CT, AB = self.cp.CT, self.cp.AB
        card = self.S[ST.fo(p, a) + ST.F_CARD]
        face = int(CT[card, C_EVO_TO2] if b & actions.EVO_FACE2 else CT[card, C_EVO_TO])
        if b & actions.EVO_INTO:
            face = int(AB[evolve_face_ab(CT, AB, card), A_EVO_INTO]) - 1
        same = self.pool.cards[face].name == self.pool.cards[card].name
        return "" if same else f" into {self.pool.cards[face].name}"

    def legal_actions(self, each: bool = False) -> list[str]:
        """Readable legal actions. Copies of a card of the same name give the same
        string and are merged; each=True lists every action, copies told apart
        by " [k]" (the k-th of that name on the field, in the hand or EX area)."""
        seen = []
        for act in self._legal():
            d = self.describe(act, each)
            if d not in seen:
                seen.append(d)
        return seen

    def apply(self, action: str | int) -> "Scenario":
        """Do one action, by its readable string (either form of legal_actions) or
        its index in legal_actions()."""
        if self.winner is not None:
            raise ScenarioError("the game is over")
        acts = self._legal()
        if isinstance(action, int):
            action = self.legal_actions()[action]
        names = [self.describe(a, each=True) for a in acts]
        if action not in names:
            names = [self.describe(a) for a in acts]
        if action not in names:
            raise ScenarioError(f"{action!r} is not legal now; legal: "
                                f"{sorted(set(names) | set(self.legal_actions(each=True)))}")
        k, a, b = acts[names.index(action)]
        c = self.cp
        p = int(self.S[ST.G_ACTIVE])
        if k == actions.ACT_END:
            self.end_turn()
        else:
            actions.apply_action(self.S, c.CT, c.AB, c.EF, c.FL, self.PR, self.rng, self.L, p, k,
                                 a, b)
        self._check_answers()
        return self

    # ------------------------------------------------------------ whole games
    @classmethod
    def new_game(cls, deck_a, deck_b, pool: CardPool, seed_words, first: int = -1,
                 pilots=("greedy", "greedy")) -> "Scenario":
        """A game from its start: game preparation (6.2: shuffles, first player,
        opening hands, each pilot's mulligan, PP, EP and defense), then the first
        turn's start (7.2) up to its main phase. seed_words: the game's two PCG32
        seed words (decksim.sim.seeding); first: 0 / 1, or -1 random."""
        sc = cls(pool)
        for p, spec in enumerate(pilots):
            sc.PR[p] = pilot_vector(*parse_pilot(spec))
        m = Matchup.build(deck_a, deck_b, sc.pool, sc.cp)
        seed_state(sc.rng, np.uint64(seed_words[0]), np.uint64(seed_words[1]))
        engine.setup_game(sc.S, sc.rng, m.decks, m.deck_n, m.evos, m.evo_n, int(first),
                          sc.cp.CT, sc.PR, sc.L)
        sc.S[ST.G_TRIG_ABSENT] = 0   # a scenario may bring any card: scan every trigger
        sc.S[ST.G_KW_ABSENT] = 0     # and every printed keyword
        sc._next_turn()
        return sc

    def _next_turn(self) -> None:
        """The turn loop of engine.play_game between two turns: the turn cap, a
        perpetual cycle (15.2.1.3), then the next turn's start (7.2-7.3)."""
        S, c = self.S, self.cp
        if S[ST.G_WINNER] >= 0:
            return
        if S[ST.G_TURN] >= engine.TURN_CAP:
            end_game(S, 2, ST.END_CAP, self.L)
        elif cycle_reached(S):
            end_game(S, 2, ST.END_CYCLE, self.L)
        else:
            engine.start_turn(S, c.CT, c.AB, c.EF, c.FL, self.PR, self.rng, self.L)

    def play_turn(self, pilot: str | None = None) -> "Scenario":
        """The active player's pilot (or `pilot`, e.g. "planner" or
        "greedy:face=2", for this turn only) plays the rest of the turn: its main
        phase, its end phase (7.4), then the next turn starts, exactly as a
        simulated game goes on."""
        if self.winner is not None:
            raise ScenarioError("the game is over")
        S, c = self.S, self.cp
        p = int(S[ST.G_ACTIVE])
        own = self.PR[p].copy()
        if pilot is not None:
            self.PR[p] = pilot_vector(*parse_pilot(pilot))
        try:
            engine.main_phase(S, c.CT, c.AB, c.EF, c.FL, self.PR, self.rng, self.L,
                              np.zeros(0, np.int64), *self._work)
            b = ST.pb(p)
            log(self.L, EV_MAIN_END, p, S[b + ST.P_PP], S[b + ST.P_PP_SPENT], 0)
            if S[ST.G_WINNER] < 0:
                engine.end_turn(S, c.CT, c.AB, c.EF, c.FL, self.PR, self.rng, self.L)
        finally:
            self.PR[p] = own
        self._next_turn()
        self._check_answers()
        return self

    def copy(self) -> "Scenario":
        """An independent copy of the position (its state, random stream, pilots,
        log and work arrays; the card tables are shared, they never change)."""
        new = _copy.copy(self)
        new.S, new.rng, new.PR, new.L = (x.copy() for x in (self.S, self.rng, self.PR, self.L))
        new._work = tuple(w.copy() for w in self._work)
        new._answers = list(self._answers)
        return new

    @property
    def turn(self) -> int:
        return int(self.S[ST.G_TURN])

    # ------------------------------------------------------------ dictated answers
    def dictate(self, *answers) -> "Scenario":
        """Dictate the next answers to choices made while something resolves, in
        the order the choices come; a choice with no dictated answer of its kind
        next is made by the pilot as usual. Answers (kind, value):
          ("target", "b:Goliath [2]")   a field card: side, name, copy among its name
          ("target", "a:leader")        a leader
          ("target", "a:cemetery:Fighter") or "a:ex:Fighter", "a:hand:Fighter": a card there
          ("mode", 2)                   the 2nd printed mode of a choose ability
          ("pay", True)                 pay (or not) the next optional cost
          ("x", 3)                      the X named for the next pp_x cost (BP06-099), or
                                        the number of the next declare_number (BP08-103)
          ("quick", "pass"), ("quick", "play Angelic Snipe"),
          ("quick", "play Angelic Snipe from ex"), ("quick", "activate NAME #1"):
                                        the next Quick response of the waiting player
          ("ward", False)               engage (or not) the next Ward follower at
                                        the end phase (7.4.3)
        An answer that fits no option of its choice raises ScenarioError once the
        action ends (pending() lists those not taken yet)."""
        S = self.S
        if S[ST.SCRIPT_NEXT] == S[ST.SCRIPT]:          # every earlier answer was taken
            S[ST.SCRIPT] = S[ST.SCRIPT_NEXT] = 0
            self._answers = []
        for kind, value in answers:
            n = int(S[ST.SCRIPT])
            if n >= ST.MAX_DICT:
                raise ScenarioError(f"at most {ST.MAX_DICT} answers can wait at once")
            words = self._encode(kind, value)
            e = ST.SCRIPT_AT + ST.DICT_COLS * n
            S[e:e + ST.DICT_COLS] = words
            S[ST.SCRIPT] = n + 1
            self._answers.append((kind, value))
        return self

    def pending(self) -> list[tuple]:
        """Dictated answers not taken yet."""
        return list(self._answers[int(self.S[ST.SCRIPT_NEXT]):])

    def _encode(self, kind: str, value) -> list[int]:
        if kind == "target":
            return [DICT_TARGET, *self._target_words(str(value))]
        if kind == "mode":
            return [DICT_MODE, int(value), 0, 0]
        if kind == "x":
            return [DICT_X, int(value), 0, 0]
        if kind in ("pay", "ward"):
            return [DICT_PAY if kind == "pay" else DICT_WARD, int(bool(value)), 0, 0]
        if kind == "quick":
            return [DICT_QUICK, *self._quick_words(str(value))]
        raise ScenarioError(f"unknown answer kind {kind!r}; dictate target, mode, pay, x, "
                            "quick or ward")

    def _target_words(self, ref: str) -> list[int]:
        side, _, rest = ref.partition(":")
        if side not in ("a", "b") or not rest:
            raise ScenarioError(f"target {ref!r}: write SIDE:CARD (b:Goliath, b:Goliath [2]), "
                                "SIDE:leader, or SIDE:cemetery:CARD / SIDE:ex:CARD / SIDE:evolve:CARD / "
                                "SIDE:hand:CARD")
        p = SIDES[side]
        if rest == "leader":
            return [Z_LEADER, p, 0]
        zone, _, card = rest.partition(":") \
            if rest.split(":")[0] in ("cemetery", "ex", "evolve", "hand") else ("field", "", rest)
        name, k = _name_and_copy(card)
        if zone == "evolve":   # a face-up evolved card of the evolve deck (BP06-117)
            where = [i for i, c in enumerate(self.evolve_deck(side)) if c == f"{name} (face up)"]
            if len(where) < k:
                raise ScenarioError(f"target {ref!r}: side {side} has {len(where)} face-up "
                                    f"{name!r} in its evolve deck")
            return [Z_EVO, p, where[k - 1]]
        if zone == "field":
            slots = [s for s in range(self.S[ST.pb(p) + ST.P_FIELD_N])
                     if self.card_name(self.S[ST.fo(p, s) + ST.F_CARD]) == name]
            if len(slots) < k:
                raise ScenarioError(f"target {ref!r}: side {side} has {len(slots)} {name!r} "
                                    "on the field")
            return [Z_FIELD, p, int(self.S[ST.fo(p, slots[k - 1]) + ST.F_UID])]
        cards = self.zone(side, zone)
        where = [i for i, c in enumerate(cards) if c == name]
        if len(where) < k:
            raise ScenarioError(f"target {ref!r}: side {side} has {len(where)} {name!r} in "
                                f"its {zone}")
        return [{"cemetery": Z_CEM, "ex": Z_EX, "hand": Z_HAND}[zone], p, where[k - 1]]

    def _quick_words(self, text: str) -> list[int]:
        if text == "pass":
            return [-1, 0, 0]
        verb, _, rest = text.partition(" ")
        if verb == "play":
            from_ex = rest.endswith(" from ex")
            return [ACT_PLAY, self._row(rest.removesuffix(" from ex")), int(from_ex)]
        if verb == "activate" and " #" in rest:
            name, _, nth = rest.rpartition(" #")
            evolved = name.endswith(" (evolved)")
            row = self._row(name.removesuffix(" (evolved)"), evolved=evolved)
            return [ACT_ACTIVATE, row, int(self.cp.CT[row, C_AB0]) + int(nth) - 1]
        raise ScenarioError(f"quick answer {text!r}: write pass, play CARD, play CARD from "
                            "ex, or activate CARD #N")

    def _check_answers(self) -> None:
        bad = int(self.S[ST.SCRIPT_ERR])
        if bad:
            self.S[ST.SCRIPT_ERR] = 0
            raise ScenarioError(f"the dictated answer {self._answers[bad - 1]!r} fit no option "
                                "of its choice (the pilot chose instead)")

    def end_turn(self) -> "Scenario":
        """End phase (7.4) of the active player, then the next turn's start (7.2-7.3)."""
        c = self.cp
        engine.end_turn(self.S, c.CT, c.AB, c.EF, c.FL, self.PR, self.rng, self.L)
        if self.S[ST.G_WINNER] < 0:
            engine.start_turn(self.S, c.CT, c.AB, c.EF, c.FL, self.PR, self.rng, self.L)
        self._check_answers()
        return self

    def confirm(self) -> "Scenario":
        """Run Confirmation Timing (10.5) now."""
        c = self.cp
        timing.confirmation_timing(self.S, c.CT, c.AB, c.EF, c.FL, self.PR, self.rng, self.L)
        return self

    def log_lines(self) -> list[str]:
        from decksim.games.sve.replay import format_log

        class _M:
            compiled = self.cp
        ev = self.L[1:self.L[0, 0] + 1]
        return format_log(ev, _M(), names=("A", "B"))
