"""The Battle Spirits scenario API: an exact position from a dict, its legal
actions as readable strings, one action applied at a time, pilots playing the
rest of a turn, the state read back (docs/scenarios.md). It drives the same
jitted engine functions as the batches of games: no second implementation of
the rules.

    sc = decksim.scenario({"active": "a", "players": {"a": {...}, "b": {...}}},
                          game="bss")
    sc.legal_actions()          # ['end', 'play Raineedle (cost 0)', 'core onto ...', ...]
    sc.apply("play Raineedle")  # a readable action (a unique prefix), or its index
    sc.dictate("block Quicksand Dragon")   # the next decisions, in order
    sc.play_turn()              # the turn player's pilot plays the rest of the turn
"""
from __future__ import annotations

import copy as _copy

import numpy as np

from decksim.cards.bss.compile import compile_pool
from decksim.core.bss.action_codes import ACTIONS_CAP
from decksim.core.bss.tables import C_LVC, C_NLV
from decksim.games.base import parse_pilot
from decksim.games.bss.pilots import pilot_vector

SIDES = {"a": 0, "b": 1, 0: 0, 1: 1}
STEPS = {"main": 4, "attack": 5, "main2": 6}      # state.ST_MAIN, ST_ATTACK, ST_MAIN2
LOG_ROWS = 4000


class ScenarioError(ValueError):
    pass


def _engine():
    from decksim.core.bss import game
    game.load()
    from decksim.core.bss import actions, battle, cores, decide, state, mainphase, turns, values
    return state, actions, battle, mainphase, cores, decide, turns, values


class Scenario:
    def __init__(self, pool):
        (self.st, self.actions, self.battle, self.loop, self.cores, self.decide, self.turns,
         self.values) = _engine()
        self.pool = pool
        self.cp = compile_pool(pool)
        self.S = np.zeros(self.st.STATE_SIZE, np.int32)
        self.rng = np.zeros(2, np.uint64)
        from decksim.core.rng import seed_state
        seed_state(self.rng, np.uint64(12345), np.uint64(678))
        self.PR = np.stack([pilot_vector("greedy"), pilot_vector("greedy")])
        self.L = np.zeros((LOG_ROWS, self.st.LOG_COLS), np.int32)
        self.ak = np.zeros(ACTIONS_CAP, np.int64)
        self.chk = np.zeros(2, np.int64)

    # ------------------------------------------------------------ building
    def _row(self, ref: str) -> int:
        card = self.pool.lookup(ref)
        if card is None:
            near = self.pool.suggest(ref)
            raise ScenarioError(f"unknown Battle Spirits card {ref!r}"
                                + (f"; did you mean {', '.join(map(repr, near))}?" if near else ""))
        return self.cp.row(card)

    @classmethod
    def from_dict(cls, spec: dict, pool, seed: int = 0) -> "Scenario":
        sc = cls(pool)
        st, S = sc.st, sc.S
        from decksim.core.rng import seed_state
        seed_state(sc.rng, np.uint64(seed), np.uint64(seed + 1))
        S[:] = 0
        S[st.G_WINNER] = -1
        S[st.G_ATK] = -1
        S[st.G_BLK] = -1
        active = SIDES[spec.get("active", "a")]
        S[st.G_ACTIVE] = active
        S[st.G_FIRST] = SIDES[spec.get("first", "a")]
        S[st.G_TURN] = int(spec.get("turn", 3))
        step = spec.get("step", "main")
        if step not in STEPS:
            raise ScenarioError(f"step {step!r}: one of {', '.join(STEPS)}")
        S[st.G_STEP] = STEPS[step]
        for side, name in (spec.get("pilots") or {}).items():
            sc.PR[SIDES[side]] = pilot_vector(*parse_pilot(name))
        players = spec.get("players", {})
        for side in players:
            if side not in ("a", "b"):
                raise ScenarioError(f"players: {side!r} is not a or b")
        for p, side in enumerate("ab"):
            sc._build_player(p, players.get(side, {}))
        sc.chk[:] = [sc._cards(p) for p in range(2)]
        return sc

    def _build_player(self, p: int, d: dict) -> None:
        st, S = self.st, self.S
        b = st.GLOBALS + p * st.PSIZE
        S[b + st.P_LIFE] = d.get("life", st.START_LIFE)
        S[b + st.P_RES] = d.get("reserve", st.START_RESERVE)
        S[b + st.P_TRASHC] = d.get("trash_cores", 0)
        for zone, at, count in (("deck", st.P_DECK, st.P_DECK_N), ("hand", st.P_HAND, st.P_HAND_N),
                                ("trash", st.P_TRASH, st.P_TRASH_N)):
            cards = [self._row(c) for c in d.get(zone, [])]
            if zone == "deck":
                cards = cards[::-1]               # given top first; the top is stored last
            for i, r in enumerate(cards):
                S[b + at + i] = r
            S[b + count] = len(cards)
        field = d.get("field", [])
        for s, f in enumerate(field):
            f = {"card": f} if isinstance(f, str) else dict(f)
            o = b + st.P_FIELD + s * st.F_W
            row = self._row(f["card"])
            S[o + st.F_CARD] = row
            lv1 = int(self.cp.CT[row, C_LVC]) if self.cp.CT[row, C_NLV] else 0
            S[o + st.F_CORES] = f.get("cores", lv1)
            S[o + st.F_EXH] = 1 if f.get("exhausted") else 0
            S[o + st.F_BP_TURN] = f.get("bp_turn", 0)
            S[o + st.F_UID] = S[st.G_UID]
            S[st.G_UID] += 1
        S[b + st.P_FIELD_N] = len(field)
        if d.get("burst"):                          # the card set face down as the burst
            S[b + st.P_BURST] = self._row(d["burst"]) + 1
        soul = d.get("soul", "reserve")
        if soul == "reserve":
            S[b + st.P_SOUL] = st.SOUL_RES
        elif soul == "trash":
            S[b + st.P_SOUL] = st.SOUL_TRASH
        elif isinstance(soul, int) and 0 <= soul < len(field):
            S[b + st.P_SOUL] = soul
        else:
            raise ScenarioError(f"soul {soul!r}: 'reserve', 'trash' or a field index")
        for s in range(len(field)):
            o = b + st.P_FIELD + s * st.F_W
            S[o + st.F_LV_TOP] = self.cores.level_of(S, self.cp.CT, p, s)
        cores = S[b + st.P_LIFE] + S[b + st.P_RES] + S[b + st.P_TRASHC] + sum(
            S[b + st.P_FIELD + s * st.F_W + st.F_CORES] for s in range(len(field)))
        S[b + st.P_VOID_IN] = cores - st.START_LIFE - st.START_RESERVE

    def _cards(self, p: int) -> int:
        st, S = self.st, self.S
        b = st.GLOBALS + p * st.PSIZE
        return int(S[b + st.P_DECK_N] + S[b + st.P_HAND_N] + S[b + st.P_TRASH_N]
                   + S[b + st.P_FIELD_N] + S[b + st.P_REMOVED_N] + (S[b + st.P_BURST] > 0))

    @classmethod
    def new_game(cls, deck_a, deck_b, pool, seed_words, first: int = -1,
                 pilots=("greedy", "greedy")) -> "Scenario":
        """A game from its start (6-2, the pilots' redraws), at turn 1's Main Step."""
        from decksim.core.rng import seed_state
        from decksim.games.bss.matchup import Matchup
        sc = cls(pool)
        m = Matchup.build(deck_a, deck_b, pool)
        for p, name in enumerate(pilots):
            sc.PR[p] = pilot_vector(*parse_pilot(name))
        seed_state(sc.rng, np.uint64(seed_words[0]), np.uint64(seed_words[1]))
        sc.turns.setup_game(sc.S, sc.rng, m.decks, m.deck_n, first, sc.cp.CT, sc.PR, sc.L)
        sc.chk[:] = m.deck_n
        sc._next_turn(first_turn=True)
        return sc

    # ------------------------------------------------------------ reading
    def card_name(self, row: int) -> str:
        return self.cp.cards[int(row)].name

    def field(self, side) -> list[dict]:
        st, S, p = self.st, self.S, SIDES[side]
        b = st.GLOBALS + p * st.PSIZE
        out = []
        for s in range(S[b + st.P_FIELD_N]):
            o = b + st.P_FIELD + s * st.F_W
            out.append({"card": self.card_name(S[o + st.F_CARD]), "cores": int(S[o + st.F_CORES]),
                        "level": int(self.cores.level_of(S, self.cp.CT, p, s)),
                        "bp": int(self.values.bp_of(S, self.cp.CT, self.cp.AB, p, s)),
                        "exhausted": bool(S[o + st.F_EXH]),
                        "soul": int(S[b + st.P_SOUL]) == s})
        return out

    def player(self, side) -> dict:
        st, S, p = self.st, self.S, SIDES[side]
        b = st.GLOBALS + p * st.PSIZE

        def zone(at, count, reverse=False):
            rows = [self.card_name(S[b + at + i]) for i in range(S[b + count])]
            return rows[::-1] if reverse else rows

        soul = int(S[b + st.P_SOUL])
        return {"life": int(S[b + st.P_LIFE]), "reserve": int(S[b + st.P_RES]),
                "trash_cores": int(S[b + st.P_TRASHC]),
                "soul": {st.SOUL_RES: "reserve", st.SOUL_TRASH: "trash"}.get(soul, soul),
                "hand": zone(st.P_HAND, st.P_HAND_N), "deck": zone(st.P_DECK, st.P_DECK_N, True),
                "trash": zone(st.P_TRASH, st.P_TRASH_N), "field": self.field(side),
                "cores_from_void": int(S[b + st.P_VOID_IN]),
                "blocks": int(S[b + st.P_BLOCKS]), "level_ups": int(S[b + st.P_LEVELUPS])}

    def state(self) -> dict:
        st = self.st
        step = {v: k for k, v in STEPS.items()}.get(int(self.S[st.G_STEP]), "other")
        return {"turn": self.turn, "active": "ab"[int(self.S[st.G_ACTIVE])], "step": step,
                "winner": self.winner, "a": self.player("a"), "b": self.player("b")}

    @property
    def turn(self) -> int:
        return int(self.S[self.st.G_TURN])

    @property
    def winner(self):
        w = int(self.S[self.st.G_WINNER])
        return None if w < 0 else ("a", "b", "draw")[w]

    def broken_invariant(self) -> int:
        """The first broken engine invariant now (core/bss/invariants.py), 0 none."""
        from decksim.core.bss.invariants import broken
        return int(broken(self.S, self.cp.CT, self.chk))

    def log_lines(self) -> list[str]:
        from decksim.games.bss.replay import format_log

        class _M:
            compiled = self.cp
        return format_log(self.L[1:self.L[0, 0] + 1], _M(), ("A", "B"))

    # ------------------------------------------------------------ acting
    def _legal(self) -> list[int]:
        st, S = self.st, self.S
        p = int(S[st.G_ACTIVE])
        if S[st.G_WINNER] >= 0:
            return []
        if S[st.G_STEP] == st.ST_ATTACK:
            n = self.battle.attack_actions(S, self.cp.CT, self.cp.AB, p, self.ak)
        else:
            n = self.actions.main_actions(S, self.cp.CT, self.cp.AB, p, self.ak)
        return [int(a) for a in self.ak[:n]]

    def describe(self, a: int) -> str:
        from decksim.core.bss import action_codes as A
        st, S = self.st, self.S
        p = int(S[st.G_ACTIVE])
        b = st.GLOBALS + p * st.PSIZE

        def slot(s):
            return self.card_name(S[b + st.P_FIELD + s * st.F_W + st.F_CARD])

        def hand(h):
            return self.card_name(S[b + st.P_HAND + h])
        if a == A.A_END:
            return "end"
        if a >= A.A_AWAKEN:
            return f"awaken {slot(a - A.A_AWAKEN)} #{a - A.A_AWAKEN}"
        if a >= A.A_BURST:
            return f"set burst {hand(a - A.A_BURST)}"
        if a < A.A_CORE_ON:
            row = S[b + st.P_HAND + a - A.A_PLAY]
            from decksim.core.bss.costs import cost_of
            return f"play {hand(a - A.A_PLAY)} (cost {cost_of(S, self.cp.CT, self.cp.AB, p, row)})"
        if a < A.A_CORE_OFF:
            return f"core onto {slot(a - A.A_CORE_ON)} #{a - A.A_CORE_ON}"
        if a < A.A_SOUL_ON:
            return f"core off {slot(a - A.A_CORE_OFF)} #{a - A.A_CORE_OFF}"
        if a < A.A_ATTACK:
            return f"soul core onto {slot(a - A.A_SOUL_ON)} #{a - A.A_SOUL_ON}"
        if a < A.A_BLOCK:
            return f"attack with {slot(a - A.A_ATTACK)} #{a - A.A_ATTACK}"
        if a >= A.A_FLASH:
            return f"flash {hand(a - A.A_FLASH)}"
        return f"code {a}"

    def legal_actions(self) -> list[str]:
        return [self.describe(a) for a in self._legal()]

    def apply(self, action: str | int) -> "Scenario":
        """Apply one legal action: its index in legal_actions(), or its text (a unique
        prefix will do: 'play Raineedle', 'attack with Quicksand', 'end')."""
        from decksim.core.bss import action_codes as A
        codes = self._legal()
        texts = [self.describe(a) for a in codes]
        if isinstance(action, int):
            if not 0 <= action < len(codes):
                raise ScenarioError(f"action {action}: there are {len(codes)} legal actions")
            a = codes[action]
        else:
            hits = [c for c, t in zip(codes, texts) if t == action] or \
                [c for c, t in zip(codes, texts) if t.startswith(action)]
            if len(set(hits)) != 1:
                raise ScenarioError(f"{action!r} is {'ambiguous' if hits else 'not legal'} here; "
                                    f"legal: {texts}")
            a = hits[0]
        st, S = self.st, self.S
        p = int(S[st.G_ACTIVE])
        CT, AB = self.cp.CT, self.cp.AB
        if S[st.G_STEP] == st.ST_ATTACK:
            if a == A.A_END:
                self.turns.second_main_start(S, CT, AB, self.PR, self.rng, self.L, self.ak)
                S[st.G_STEP] = st.ST_MAIN2
                S[st.G_MOVES] = 0
                S[st.G_ACTIONS] = 0
            else:
                self.battle.battle(S, CT, AB, self.PR, self.rng, a - A.A_ATTACK, self.L, self.ak)
        elif a == A.A_END:
            if S[st.G_STEP] == st.ST_MAIN and S[st.G_TURN] > 1:
                S[st.G_STEP] = st.ST_ATTACK
                from decksim.core.bss.triggers import fire_step
                fire_step(S, CT, AB, self.PR, self.rng, st.ST_ATTACK, self.L, self.ak)
            else:
                self._end_turn()
        else:
            self.actions.apply_main(S, CT, AB, self.PR, self.rng, p, a, self.L, self.ak)
        self._check_dictated()
        return self

    def dictate(self, *answers: str) -> "Scenario":
        """The answers to the next decisions, in the order they come: 'block NAME',
        'no block' / 'pass', 'flash NAME', 'awaken NAME', 'target NAME' (a spirit of
        either player, the opponent's first), 'trash NAME', or 'decline' (select no
        target where an effect lets you: aim the attack at no spirit, force no first
        attacker)."""
        from decksim.core.bss import action_codes as A
        st, S = self.st, self.S
        for text in answers:
            n = int(S[st.G_DQ_N])
            if n >= st.DQ_CAP:
                raise ScenarioError(f"at most {st.DQ_CAP} answers wait at once")
            S[st.G_DQ + n] = self._answer(text, A)
            S[st.G_DQ_N] = n + 1
        return self

    def _answer(self, text: str, A) -> int:
        st, S = self.st, self.S
        word, _, name = text.partition(" ")
        act = int(S[st.G_ACTIVE])
        if text in ("no block", "pass"):
            return A.A_END
        if text == "decline":
            return A.NO_TARGET + st.DQ_TARGET
        order = {"block": [1 - act], "flash": None, "target": [1 - act, act], "trash": None,
                 "awaken": [1 - act, act]}
        if word not in order:
            raise ScenarioError(f"answer {text!r}: say 'block NAME', 'no block', 'pass', "
                                "'flash NAME', 'awaken NAME', 'target NAME', 'trash NAME' "
                                "or 'decline'")
        if word == "flash":
            for p in (1 - act, act):
                b = st.GLOBALS + p * st.PSIZE
                for h in range(S[b + st.P_HAND_N]):
                    if self.card_name(S[b + st.P_HAND + h]) == name:
                        return A.A_FLASH + h
        elif word == "trash":
            for p in (act, 1 - act):
                b = st.GLOBALS + p * st.PSIZE
                for i in range(S[b + st.P_TRASH_N]):
                    if self.card_name(S[b + st.P_TRASH + i]) == name:
                        return i + st.DQ_TARGET
        else:
            for p in order[word]:
                b = st.GLOBALS + p * st.PSIZE
                for s in range(S[b + st.P_FIELD_N]):
                    if self.card_name(S[b + st.P_FIELD + s * st.F_W + st.F_CARD]) == name:
                        return A.A_BLOCK + s if word == "block" else \
                            A.A_AWAKEN + s if word == "awaken" else \
                            p * A.TARGET_P + s + st.DQ_TARGET
        raise ScenarioError(f"answer {text!r}: no card {name!r} where it would be")

    def _check_dictated(self) -> None:
        if self.S[self.st.G_DQ_N]:
            n = int(self.S[self.st.G_DQ_N])
            self.S[self.st.G_DQ_N] = 0
            raise ScenarioError(f"{n} dictated answer(s) were not asked for or not legal")

    def _end_turn(self) -> None:
        self.turns.finish_turn(self.S, self.cp.CT, self.cp.AB, self.PR, self.rng, self.L, self.ak)
        self._next_turn()

    def _next_turn(self, first_turn: bool = False) -> None:
        """Start the next turn (7-2 .. 7-5) and stop at its Main Step."""
        st, S = self.st, self.S
        if S[st.G_TURN] >= self.turns.TURN_CAP:
            return
        self.turns.start_turn(S, self.cp.CT, self.cp.AB, self.PR, self.rng, self.L, self.ak)
        S[st.G_STEP] = st.ST_MAIN
        if S[st.G_WINNER] < 0:
            from decksim.core.bss.triggers import fire_step
            fire_step(S, self.cp.CT, self.cp.AB, self.PR, self.rng, st.ST_MAIN, self.L, self.ak)
        S[st.G_MOVES] = 0
        S[st.G_ACTIONS] = 0

    def play_turn(self, pilot: str | None = None) -> "Scenario":
        """The turn player's pilot (or `pilot` for this turn) plays the rest of the
        turn; the next turn starts and stops at its Main Step."""
        st, S = self.st, self.S
        if S[st.G_WINNER] >= 0:
            return self
        p = int(S[st.G_ACTIVE])
        saved = self.PR[p].copy()
        if pilot is not None:
            self.PR[p] = pilot_vector(*parse_pilot(pilot))
        CT, AB = self.cp.CT, self.cp.AB
        started = S[st.G_STEP] == st.ST_ATTACK     # the position is inside its Attack Step
        try:
            if S[st.G_STEP] == st.ST_MAIN:
                self.loop.main_step(S, CT, AB, self.PR, self.rng, st.ST_MAIN, self.L, self.ak,
                                       np.zeros(0, np.int64))
                if S[st.G_WINNER] < 0 and S[st.G_TURN] > 1:
                    S[st.G_STEP] = st.ST_ATTACK
            if S[st.G_WINNER] < 0 and S[st.G_STEP] == st.ST_ATTACK:
                if started:
                    self.loop.attacks(S, CT, AB, self.PR, self.rng, self.L, self.ak)
                else:
                    self.loop.attack_step(S, CT, AB, self.PR, self.rng, self.L, self.ak)
                if S[st.G_WINNER] < 0:
                    self.turns.second_main_start(S, CT, AB, self.PR, self.rng, self.L, self.ak)
                S[st.G_STEP] = st.ST_MAIN2
            if S[st.G_WINNER] < 0 and S[st.G_STEP] == st.ST_MAIN2:
                self.loop.main_step(S, CT, AB, self.PR, self.rng, st.ST_MAIN2, self.L, self.ak,
                                       np.zeros(0, np.int64))
            if S[st.G_WINNER] < 0:
                self._end_turn()
        finally:
            self.PR[p] = saved
        return self

    def copy(self) -> "Scenario":
        other = _copy.copy(self)
        for k in ("S", "rng", "PR", "L", "ak", "chk"):
            setattr(other, k, getattr(self, k).copy())
        return other
