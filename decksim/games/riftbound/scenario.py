"""The Riftbound scenario API: an exact position from a dict, its legal actions
as readable strings, one action applied at a time, the start and end of a
turn, a pilot playing the rest of a turn, the state read back. It drives the
same jitted engine functions as the batches of games: no second implementation
of the rules. The rule tests (tests/riftbound/) set up their positions here.

    sc = Scenario.from_dict({
        "active": "a",
        "battlefields": [{"card": "Void Gate", "control": "a"}, {"card": "Startipped Peak"}],
        "players": {"a": {"hand": ["Sai Scout"], "runes": ["Fury Rune"] * 3,
                          "units": [{"card": "Sai Scout", "at": 0}]},
                    "b": {"units": [{"card": "Sai Scout", "at": "base"}]}}}, pool)
    sc.legal_actions()        # ['end', 'play Sai Scout to base', 'move Sai Scout to base', ...]
    sc.apply("move Sai Scout to Startipped Peak")
    sc.points("a")            # 1: the empty battlefield conquered
"""
from __future__ import annotations

import copy

import numpy as np

from decksim.cards.riftbound.compile import compile_pool, matchup_arrays
from decksim.games.base import parse_pilot
from decksim.games.riftbound.pilots import pilot_vector

SIDES = {"a": 0, "b": 1, 0: 0, 1: 1}
NAMES = "ab"
LOG_ROWS = 2000


class ScenarioError(ValueError):
    pass


def _engine():
    from decksim.core.riftbound import game
    game.load()
    from decksim.core.riftbound import action_codes, actions, mainphase, state, turns
    return state, action_codes, actions, turns, mainphase


class Scenario:
    continues = False

    def __init__(self, pool):
        self.st, self.codes, self.actions, self.turns, self.mainphase = _engine()
        from decksim.core.riftbound.game import chunk_buffers
        self.pool = pool
        self.cp = compile_pool(pool)
        from decksim.core.riftbound.tables import C_TOKEN
        self.cp_token_col = C_TOKEN
        self.S, self.rng, self.ak, self.L = chunk_buffers(LOG_ROWS)
        self.L[0, 0] = 0
        from decksim.core.rng import seed_state
        seed_state(self.rng, np.uint64(12345), np.uint64(678))
        self.PR = np.stack([pilot_vector("greedy"), pilot_vector("greedy")])
        self.chk = np.zeros(4, np.int64)

    # ------------------------------------------------------------ building
    def _row(self, ref: str) -> int:
        card = self.pool.lookup(ref)
        if card is None:
            near = self.pool.suggest(ref)
            raise ScenarioError(f"unknown Riftbound card {ref!r}"
                                + (f"; did you mean {', '.join(map(repr, near))}?" if near else ""))
        return self.cp.row(card)

    def _seed(self, seed) -> None:
        """An int seed (seed, seed + 1), or the two seed words of a run's game."""
        from decksim.core.rng import seed_state
        words = (seed, seed + 1) if np.ndim(seed) == 0 else tuple(seed)
        seed_state(self.rng, np.uint64(words[0]), np.uint64(words[1]))

    @classmethod
    def new_game(cls, deck_a, deck_b, pool, seed=0, first: int = -1,
                 pilots=("greedy", "greedy")) -> "Scenario":
        """Setup (110-118) of a game between two decks, before the first turn. seed:
        an int, or a run's two seed words (the same game as the run's)."""
        sc = cls(pool)
        sc._seed(seed)
        sc.PR = np.stack([pilot_vector(*parse_pilot(p)) for p in pilots])
        decks, sc.chk = matchup_arrays(deck_a, deck_b, sc.cp)
        sc.turns.setup_game(sc.S, sc.cp.CT, sc.PR, sc.rng, decks, first, sc.L)
        return sc

    @classmethod
    def from_dict(cls, spec: dict, pool, seed: int = 0) -> "Scenario":
        sc = cls(pool)
        st, S = sc.st, sc.S
        sc._seed(seed)
        S[:] = 0
        S[st.G_WINNER] = -1
        S[st.G_ACTIVE] = SIDES[spec.get("active", "a")]
        S[st.G_FIRST] = SIDES[spec.get("first", "a")]
        S[st.G_TURN] = int(spec.get("turn", 3))
        for side, name in (spec.get("pilots") or {}).items():
            sc.PR[SIDES[side]] = pilot_vector(*parse_pilot(name))
        bfs = spec.get("battlefields") or [{"card": "Void Gate"}, {"card": "Startipped Peak"}]
        if len(bfs) != st.NBF:
            raise ScenarioError(f"battlefields: Duel has {st.NBF} (462.4)")
        for i, bf in enumerate(bfs):
            bf = {"card": bf} if isinstance(bf, str) else bf
            o = st.G_BF + i * st.BF_W
            S[o + st.BF_CARD] = sc._row(bf["card"])
            S[o + st.BF_OWNER] = SIDES[bf.get("owner", NAMES[i])]
            ctrl = bf.get("control")
            S[o + st.BF_CTRL] = -1 if ctrl is None else SIDES[ctrl]
            if bf.get("hidden"):                 # a facedown card: its hider, the turn hidden
                S[o + st.BF_HIDDEN] = sc._row(bf["hidden"]) + 1
                S[o + st.BF_HIDER] = SIDES[bf.get("hider", ctrl)]
                S[o + st.BF_HID_TURN] = int(bf.get("hidden_turn", 0))
        for side, i in spec.get("scored", []):
            S[st.G_SCORED] |= 1 << (SIDES[side] * st.NBF + i)
        players = spec.get("players", {})
        for side in players:
            if side not in ("a", "b"):
                raise ScenarioError(f"players: {side!r} is not a or b")
        for p, side in enumerate(NAMES):
            sc._build_player(p, players.get(side, {}))
        for p in range(2):
            b = st.pb(p)
            hidden = sum(1 for i in range(st.NBF) if S[st.G_BF + i * st.BF_W + st.BF_HIDDEN] > 0
                         and S[st.G_BF + i * st.BF_W + st.BF_HIDER] == p)
            tokens = sum(int(sc.cp.CT[S[st.uo(p, u) + st.U_CARD], sc.cp_token_col])
                         for u in range(S[b + st.P_UNITS_N])) + sum(
                int(sc.cp.CT[S[st.go(p, g) + st.GR_CARD], sc.cp_token_col])
                for g in range(S[b + st.P_GEAR_N]))
            sc.chk[p] = (S[b + st.P_DECK_N] + S[b + st.P_HAND_N] + S[b + st.P_TRASH_N]
                         + S[b + st.P_UNITS_N] - tokens + hidden + S[b + st.P_GEAR_N]
                         + (1 if S[b + st.P_CHAMP] >= 0 else 0))
            sc.chk[2 + p] = S[b + st.P_RDECK_N] + S[b + st.P_RUNES_N]
        return sc

    def _build_player(self, p: int, d: dict) -> None:
        st, S = self.st, self.S
        b = st.pb(p)
        S[b + st.P_POINTS] = d.get("points", 0)
        S[st.G_XP + p] = d.get("xp", 0)
        S[b + st.P_OWN_TURNS] = d.get("own_turns", 2)
        S[b + st.P_LEGEND] = self._row(d["legend"]) if d.get("legend") else -1
        S[b + st.P_CHAMP] = self._row(d["champion"]) if d.get("champion") else -1
        for zone, at, count in (("deck", st.P_DECK, st.P_DECK_N), ("hand", st.P_HAND, st.P_HAND_N),
                                ("trash", st.P_TRASH, st.P_TRASH_N),
                                ("rune_deck", st.P_RDECK, st.P_RDECK_N)):
            cards = [self._row(c) for c in d.get(zone, [])]
            if zone in ("deck", "rune_deck"):
                cards = cards[::-1]               # given top first; the top is stored last
            for i, r in enumerate(cards):
                S[b + at + i] = r
            S[b + count] = len(cards)
        for i, r in enumerate(d.get("runes", [])):
            r = {"card": r} if isinstance(r, str) else r
            o = b + st.P_RUNES + i * st.RN_W
            S[o + st.RN_CARD] = self._row(r["card"])
            S[o + st.RN_EXH] = 1 if r.get("exhausted") else 0
        S[b + st.P_RUNES_N] = len(d.get("runes", []))
        for u, unit in enumerate(d.get("units", [])):
            unit = {"card": unit} if isinstance(unit, str) else unit
            o = st.uo(p, u)
            S[o + st.U_CARD] = self._row(unit["card"])
            S[o + st.U_LOC] = self._loc(unit.get("at", "base"))
            S[o + st.U_EXH] = 1 if unit.get("exhausted") else 0
            S[o + st.U_DMG] = unit.get("damage", 0)
        S[b + st.P_UNITS_N] = len(d.get("units", []))
        S[b + st.P_WATCH] = 3             # watch all: the other units' Might, becoming Mighty
        for g, gear in enumerate(d.get("gear", [])):      # attached: the unit's index in units
            gear = {"card": gear} if isinstance(gear, str) else gear
            o = st.go(p, g)
            S[o + st.GR_CARD] = self._row(gear["card"])
            S[o + st.GR_EXH] = 1 if gear.get("exhausted") else 0
            att = gear.get("attached")
            if att is not None and not 0 <= att < S[b + st.P_UNITS_N]:
                raise ScenarioError(f"gear {gear['card']!r}: attached to unit #{att}, not a unit")
            S[o + st.GR_ATT] = 0 if att is None else att + 1
        S[b + st.P_GEAR_N] = len(d.get("gear", []))
        from decksim.core.riftbound.triggers import mark_mighty
        for u in range(S[b + st.P_UNITS_N]):
            mark_mighty(S, self.cp.CT, p, u)

    def _loc(self, at) -> int:
        if at in ("base", None):
            return self.st.LOC_BASE
        if isinstance(at, int) and 0 <= at < self.st.NBF:
            return self.st.LOC_BF0 + at
        raise ScenarioError(f"a unit's place {at!r}: 'base' or a battlefield's index 0 / 1")

    # ------------------------------------------------------------ reading
    def name(self, row: int) -> str:
        return self.cp.card(int(row)).name

    def _b(self, side) -> int:
        return self.st.pb(SIDES[side])

    def xp(self, side) -> int:
        return int(self.S[self.st.G_XP + SIDES[side]])

    def points(self, side) -> int:
        return int(self.S[self._b(side) + self.st.P_POINTS])

    def zone(self, side, zone: str) -> list[str]:
        """The card names of a zone: deck (top first), hand, trash, rune_deck, gear."""
        st, b = self.st, self._b(side)
        at, count = {"deck": (st.P_DECK, st.P_DECK_N), "hand": (st.P_HAND, st.P_HAND_N),
                     "trash": (st.P_TRASH, st.P_TRASH_N), "rune_deck": (st.P_RDECK, st.P_RDECK_N),
                     "gear": (st.P_GEAR, st.P_GEAR_N)}[zone]
        if zone == "gear":
            return [g["card"] for g in self.gear(side)]
        rows = [self.name(self.S[b + at + i]) for i in range(self.S[b + count])]
        return rows[::-1] if zone in ("deck", "rune_deck") else rows

    def gear(self, side) -> list[dict]:
        """The gear on the board: card, exhausted, and the name of the unit it is attached
        to (None: unattached, at the base)."""
        st, p = self.st, SIDES[side]
        out = []
        for g in range(self.S[st.pb(p) + st.P_GEAR_N]):
            o = st.go(p, g)
            att = int(self.S[o + st.GR_ATT])
            out.append({"card": self.name(self.S[o + st.GR_CARD]),
                        "exhausted": bool(self.S[o + st.GR_EXH]),
                        "attached": None if att == 0 else self.name(
                            self.S[st.uo(p, att - 1) + st.U_CARD])})
        return out

    def runes(self, side) -> list[tuple[str, bool]]:
        """The runes on the board: (name, exhausted)."""
        st, b = self.st, self._b(side)
        return [(self.name(self.S[b + st.P_RUNES + i * st.RN_W + st.RN_CARD]),
                 bool(self.S[b + st.P_RUNES + i * st.RN_W + st.RN_EXH]))
                for i in range(self.S[b + st.P_RUNES_N])]

    def units(self, side) -> list[dict]:
        st, p = self.st, SIDES[side]
        out = []
        for u in range(self.S[st.pb(p) + st.P_UNITS_N]):
            o = st.uo(p, u)
            loc = int(self.S[o + st.U_LOC])
            out.append({"card": self.name(self.S[o + st.U_CARD]),
                        "at": "base" if loc == st.LOC_BASE else loc - st.LOC_BF0,
                        "exhausted": bool(self.S[o + st.U_EXH]),
                        "damage": int(self.S[o + st.U_DMG])})
        return out

    def mights(self, side) -> list[dict]:
        """Each unit's current Might (no combat role), buff, Might given this turn and
        stun (board.might, effects.py)."""
        from decksim.core.riftbound.board import ROLE_NONE, might
        st, p = self.st, SIDES[side]
        out = []
        for u in range(self.S[st.pb(p) + st.P_UNITS_N]):
            o = st.uo(p, u)
            out.append({"card": self.name(self.S[o + st.U_CARD]),
                        "might": int(might(self.S, self.cp.CT, p, u, ROLE_NONE)),
                        "buff": int(self.S[o + st.U_BUFF]), "plus": int(self.S[o + st.U_PLUS]),
                        "stunned": bool(self.S[o + st.U_STUN]), "tank": bool(self.S[o + st.U_TANK]),
                        "empowered": bool(self.S[o + st.U_EMP])})
        return out

    def champion_zone(self, side) -> str | None:
        row = self.S[self._b(side) + self.st.P_CHAMP]
        return None if row < 0 else self.name(row)

    def battlefields(self) -> list[dict]:
        st = self.st
        out = []
        for i in range(st.NBF):
            o = st.G_BF + i * st.BF_W
            c = int(self.S[o + st.BF_CTRL])
            out.append({"card": self.name(self.S[o + st.BF_CARD]),
                        "owner": NAMES[self.S[o + st.BF_OWNER]],
                        "control": None if c < 0 else NAMES[c]})
        return out

    def hidden(self, i: int):
        """The card hidden facedown at battlefield i, or None."""
        row = int(self.S[self.st.G_BF + i * self.st.BF_W + self.st.BF_HIDDEN])
        return None if row == 0 else self.name(row - 1)

    def control(self, i: int):
        return self.battlefields()[i]["control"]

    @property
    def turn(self) -> int:
        """Turns begun, both players together."""
        return int(self.S[self.st.G_TURN])

    @property
    def active(self) -> str:
        return NAMES[self.S[self.st.G_ACTIVE]]

    @property
    def first(self) -> str:
        return NAMES[self.S[self.st.G_FIRST]]

    @property
    def winner(self):
        w = int(self.S[self.st.G_WINNER])
        return None if w < 0 else ("draw" if w == 2 else NAMES[w])

    @property
    def reason(self) -> int:
        return int(self.S[self.st.G_REASON])

    def state(self) -> dict:
        """The whole position as plain data."""
        return {"active": self.active, "turn": int(self.S[self.st.G_TURN]),
                "winner": self.winner, "battlefields": self.battlefields(),
                "players": {side: {"points": self.points(side), "units": self.units(side),
                                   "runes": self.runes(side),
                                   "champion": self.champion_zone(side),
                                   "gear_slots": self.gear(side),
                                   **{z: self.zone(side, z) for z in
                                      ("hand", "deck", "trash", "rune_deck", "gear")}}
                            for side in NAMES}}

    def log_lines(self) -> list[str]:
        """The events logged since the position was built, as text."""
        from decksim.games.riftbound.replay import format_log
        return format_log(self.L[1:self.L[0, 0] + 1], self.cp,
                          [b["card"] for b in self.battlefields()])

    def copy(self) -> "Scenario":
        """An independent copy (the same position, random stream and pilots)."""
        other = copy.copy(self)
        for name in ("S", "rng", "ak", "L", "PR", "chk"):
            setattr(other, name, getattr(self, name).copy())
        return other

    def broken_invariant(self) -> int:
        from decksim.core.riftbound.invariants import broken
        return int(broken(self.S, self.cp.CT, self.chk))

    # ------------------------------------------------------------ acting
    def _legal(self) -> list[int]:
        p = int(self.S[self.st.G_ACTIVE])
        n = self.actions.list_actions(self.S, self.cp.CT, p, self.ak)
        return [int(c) for c in self.ak[:n]]

    def describe(self, code: int) -> str:
        c, st = self.codes, self.st
        p = int(self.S[st.G_ACTIVE])
        kind = code >> c.KIND_SHIFT
        if code == c.A_END:
            return "end"
        extra = " paying the extra cost" if code & c.EXTRA_BIT else ""
        if kind == c.K_SPELL:
            return f"cast {self.name(self.S[st.pb(p) + st.P_HAND + (code & 255)])}{extra}"
        if kind == c.K_FLOW:
            return f"flow {self.name(self.S[st.pb(p) + st.P_TRASH + (code & 255)])}"
        if kind == c.K_ACTIVATE:
            src = code & 255
            row = self.S[st.pb(p) + st.P_LEGEND] if src == c.SRC_CHAMP else self.S[
                st.uo(p, src) + st.U_CARD] if src < c.GEAR_SRC else self.S[
                st.go(p, src - c.GEAR_SRC) + st.GR_CARD]
            if code & c.BORROW_BIT:             # another card's ability, used by the unit
                from decksim.core.riftbound.board import ability_card
                lender = ability_card(self.S, p, np.int64(c.ability_src(code)))
                return f"use {self.name(lender)} with {self.name(row)}"
            if code & c.GRANTED_BIT:            # the battlefield's ability, used by the unit
                bf = self.S[st.uo(p, src) + st.U_LOC] - st.LOC_BF0
                return f"use {self.battlefields()[bf]['card']} with {self.name(row)}"
            mode = (code >> c.MODE_SHIFT) & 15         # a "choose one" ability's mode
            return f"use {self.name(row)}" + (f" mode {mode}" if mode else "")
        if kind == c.K_EQUIP:
            g, u = code & 255, (code >> 8) & 255
            return (f"equip {self.name(self.S[st.go(p, g) + st.GR_CARD])} to "
                    f"{self.name(self.S[st.uo(p, u) + st.U_CARD])}")
        if kind == c.K_EMPOWER:
            return f"empower {self.name(self.S[st.uo(p, code & 255) + st.U_CARD])}"
        if kind == c.K_HIDE:
            return (f"hide {self.name(self.S[st.pb(p) + st.P_HAND + (code & 255)])} at "
                    f"{self._place(st.LOC_BF0 + ((code >> 8) & 15))}")
        if kind == c.K_REVEAL:
            bf = (code >> 8) & 15
            card = self.name(self.S[st.G_BF + bf * st.BF_W + st.BF_HIDDEN] - 1)
            return f"reveal {card} at {self._place(st.LOC_BF0 + bf)}"
        if kind in (c.K_PLAY, c.K_GEAR):
            src = code & 255
            b = st.pb(p)
            row = self.S[b + st.P_CHAMP] if src == c.SRC_CHAMP else self.S[b + st.P_HAND + src]
            text = f"{'play' if kind == c.K_PLAY else 'gear'} {self.name(row)}"
            if src == c.SRC_CHAMP:
                text += " from the champion zone"
            if kind == c.K_GEAR:
                return text
            text += f" to {self._place((code >> 8) & 15)}"
            return text + (" accelerated" if (code >> 12) & 1 else "") + extra
        mask = code & 0xFFFFFFFF
        names = [self.name(self.S[st.uo(p, u) + st.U_CARD]) for u in range(st.UNIT_CAP)
                 if (mask >> u) & 1]
        return f"move {' + '.join(names)} to {self._place((code >> c.DEST_SHIFT) & 15)}"

    def _place(self, loc: int) -> str:
        if loc == self.st.LOC_BASE:
            return "base"
        return self.battlefields()[loc - self.st.LOC_BF0]["card"]

    def legal_actions(self) -> list[str]:
        return [self.describe(c) for c in self._legal()]

    def apply(self, action: str | int) -> "Scenario":
        """Apply a legal action: its index in legal_actions(), its text, or a unique
        prefix of it."""
        codes = self._legal()
        texts = [self.describe(c) for c in codes]
        if isinstance(action, int):
            i = action
        elif action in texts:
            i = texts.index(action)
        else:
            hits = [k for k, t in enumerate(texts) if t.startswith(action)]
            if len(hits) != 1:
                raise ScenarioError(f"{action!r} is {'ambiguous' if hits else 'not legal'}; "
                                    f"legal: {texts}")
            i = hits[0]
        code = codes[i]
        if code != self.codes.A_END:
            p = int(self.S[self.st.G_ACTIVE])
            self.actions.apply_action(self.S, self.cp.CT, self.PR, self.rng, p, np.int64(code),
                                      self.ak, self.L)
        return self

    def dictate_damage(self, side, card: str) -> "Scenario":
        """The next combat damage assignment picks `side`'s unit named `card` (the
        first such unit) when it is among the choices."""
        st, p = self.st, SIDES[side]
        for u in range(self.S[st.pb(p) + st.P_UNITS_N]):
            if self.name(self.S[st.uo(p, u) + st.U_CARD]) == card:
                n = self.S[st.G_DQ_N]
                self.S[st.G_DQ + n] = u + st.DQ_TARGET
                self.S[st.G_DQ_N] = n + 1
                return self
        raise ScenarioError(f"{side}: no unit {card!r}")

    def dictate_target(self, side, card: str, nth: int = 0) -> "Scenario":
        """The next effect step that picks a unit picks `side`'s unit named `card`
        (its nth such unit) when it is among the choices (decide.effect_target)."""
        st, p = self.st, SIDES[side]
        hits = [u for u in range(self.S[st.pb(p) + st.P_UNITS_N])
                if self.name(self.S[st.uo(p, u) + st.U_CARD]) == card]
        if len(hits) <= nth:
            raise ScenarioError(f"{side}: no unit {card!r} (#{nth})")
        return self._dictate(p * st.UNIT_CAP + hits[nth] + st.DQ_EFFECT)

    def dictate_equip(self, side, card: str, nth: int = 0) -> "Scenario":
        """The next Quick-Draw gear attaches to `side`'s (its own) unit named `card`."""
        st, p = self.st, SIDES[side]
        hits = [u for u in range(self.S[st.pb(p) + st.P_UNITS_N])
                if self.name(self.S[st.uo(p, u) + st.U_CARD]) == card]
        if len(hits) <= nth:
            raise ScenarioError(f"{side}: no unit {card!r} (#{nth})")
        return self._dictate(hits[nth] + st.DQ_EQUIP)
    def dictate_location(self, where) -> "Scenario":
        """The next effect that picks a location (a move's destination, a token's
        place) picks `where`: 'base' or a battlefield's index."""
        return self._dictate(self._loc(where) + self.st.DQ_LOC)

    def banished(self, side) -> int:
        """How many of `side`'s cards are in its Banishment (107.5)."""
        return int(self.S[self._b(side) + self.st.P_BANISHED])

    def dictate_battlefield(self, i: int) -> "Scenario":
        """The next effect that picks a battlefield picks battlefield i."""
        return self._dictate(i + self.st.DQ_BF)

    def _dictate(self, answer: int) -> "Scenario":
        n = self.S[self.st.G_DQ_N]
        if n >= self.st.DQ_CAP:
            raise ScenarioError(f"at most {self.st.DQ_CAP} dictated answers wait")
        self.S[self.st.G_DQ + n] = answer
        self.S[self.st.G_DQ_N] = n + 1
        return self

    def mulligan(self, side) -> "Scenario":
        """117: `side`'s pilot sets aside up to two hand cards, draws as many and
        recycles them to the bottom of its deck."""
        self.turns.mulligan(self.S, self.cp.CT, self.PR, self.rng, SIDES[side], self.L)
        return self

    def start_turn(self) -> "Scenario":
        """The active player's Start of Turn (315): Awaken, Beginning (Hold), Channel,
        Draw."""
        self.turns.start_turn(self.S, self.cp.CT, self.PR, self.rng, self.ak, self.L)
        return self

    def end_turn(self) -> "Scenario":
        """End of Turn (317): units healed, the other player active."""
        self.turns.end_turn(self.S, self.cp.CT, self.PR, self.rng, self.ak, self.L)
        return self

    def play_actions(self, pilot: str | None = None) -> "Scenario":
        """The active player's pilot takes its actions until it ends the turn."""
        if pilot:
            self.PR[self.S[self.st.G_ACTIVE]] = pilot_vector(*parse_pilot(pilot))
        self.mainphase.action_phase(self.S, self.cp.CT, self.PR, self.rng, self.ak, self.L,
                                 self.chk)
        return self

    def play_turn(self, pilot: str | None = None) -> "Scenario":
        """The rest of the active player's turn by its pilot, then its end; with
        `continues` (the game interface's new_scenario) the next turn's start too, up
        to its Action Phase, as a batch's game goes on."""
        self.play_actions(pilot)
        if self.winner is None:
            self.end_turn()
            if self.continues:
                self.start_turn()
        return self

    def dictate_gear_target(self, side, card: str) -> "Scenario":
        """The next effect step that may pick a gear (a unit or a gear: Fading Memories)
        picks `side`'s first gear named `card`."""
        st, p = self.st, SIDES[side]
        from decksim.core.riftbound.select import TGEAR
        for g in range(self.S[st.pb(p) + st.P_GEAR_N]):
            if self.name(self.S[st.go(p, g) + st.GR_CARD]) == card:
                return self._dictate(TGEAR + p * st.GEAR_CAP + g + st.DQ_EFFECT)
        raise ScenarioError(f"{side}: no gear {card!r}")

    def temporary_gear(self, side) -> list[str]:
        """The names of `side`'s gear given Temporary (742)."""
        st, p = self.st, SIDES[side]
        return [self.name(self.S[st.go(p, g) + st.GR_CARD])
                for g in range(self.S[st.pb(p) + st.P_GEAR_N])
                if self.S[st.go(p, g) + st.GR_TEMP]]
