"""Every card of the pool is played: (a) once in a scenario (decksim.scenario), with
targets on both sides, after which the engine invariants hold and the card has left
the hand (tokens: the EX area), then its activated abilities are used once each;
evolved cards take the evolve action; (b) in full games of random legal decks
holding it, played with the invariant check on (R_BAD stays 0)."""
import random
from pathlib import Path

import numpy as np

from conftest import deck_file
from decksim.cards.decklist import Deck
from decksim.core.sve import game as G
from decksim.core.sve import state as ST
from decksim.core.sve.invariants import check
from decksim.core.sve.tables import C_TOKEN
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.games.sve.scenario import Scenario
from decksim.sim.seeding import game_seeds

FILLER = "BP01-173"                 # Fighter, a vanilla follower
CLASSES = ["Forestcraft", "Swordcraft", "Runecraft", "Dragoncraft", "Abysscraft", "Havencraft"]
# cards whose play needs more on your field than the position holds (10.4.2.2: a cost
# beyond PP that must be payable): that card is put there too
NEEDS_ON_FIELD = {"BP06-034": [{"card": "Samurai"}]}   # engage a Swordcraft follower
# cards whose selection needs a face-up evolved follower in the evolve deck (4.2.3)
NEEDS_FACE_UP = {"BP06-117": ["Goliath"]}
# cards whose required selection needs these cards in your EX area too (10.6.2.3.4)
NEEDS_IN_EX = {"BP08-011": ["Puppet", "Puppet"]}       # 2 Puppets to transform
# evolved cards whose Evolve ability has a condition on your cemetery: these cards there
NEEDS_IN_CEMETERY = {"BP08-003_back": ["Junk"] * 3,      # 3 Puppetry cards
                     # a required selection (10.6.2.3.4) of a cemetery card
                     "BP08-075": ["Rulenye, Omen of Silence"],
                     "BP09-039": ["Elusa, Magic Wunderkind"] * 5,   # 5 Academic cards
                     "BP09-039_back": ["Elusa, Magic Wunderkind"] * 5,
                     "BP09-T02": ["Beastfaced Mage"]}   # a Runecraft follower costing 3 or less
# spells that may return to the hand as they resolve (10.6.2.8.3: paying their optional
# cost returns them, BP08-085)
MAY_RETURN = {"BP08-085"}
NEEDS_IN_CEMETERY["BP09-070_back"] = ["BP09-078"] * 5   # 5 Vampire cards
NEEDS_IN_CEMETERY["CP01-057"] = ["Haru Urara"] * 20   # its play restriction: 20 Umamusume


def _main_sizes(S, CT):
    """Non-token cards each player holds in all zones (what invariant 1 conserves)."""
    sizes = np.zeros(2, np.int64)
    for p in range(2):
        b = ST.pb(p)
        n = S[b + ST.P_DECK_N] + S[b + ST.P_HAND_N] + S[b + ST.P_CEM_N] + S[b + ST.P_BAN_N]
        n += sum(CT[S[b + ST.EX + i], C_TOKEN] == 0 for i in range(S[b + ST.P_EX_N]))
        n += sum(CT[S[ST.fo(p, s) + ST.F_BASE], C_TOKEN] == 0 for s in range(S[b + ST.P_FIELD_N]))
        sizes[p] = n
    return sizes


def _position(hand=(), field_a=(), evolve_deck=()):
    own = [{"card": "Fairy"}, {"card": FILLER}, {"card": "Magic Sediment"}, *field_a]
    return {
        "turn": 9, "active": "a",
        "players": {
            "a": {"pp": 10, "max_pp": 10, "ep": 2, "leader": 15, "hand": list(hand),
                  "deck": [FILLER, "Goliath", "Angelic Snipe", "Healing Angel"] * 3,
                  "ex": ["Fairy", "Dragon"], "evolve_deck": list(evolve_deck),
                  "cemetery": ["Angelic Snipe"] * 10 + ["Goliath", FILLER, "Harvest Festival"],
                  "field": own[:5]},
            "b": {"hand": [FILLER, "Goliath"], "deck": [FILLER] * 8, "ex": ["Fairy"],
                  "field": [FILLER, {"card": "Goliath", "engaged": True}, "Veteran Lancer"]},
        },
    }


def _sound(sc, sizes, what):
    bad = check(sc.S, sc.cp.CT, sizes)
    assert bad == 0, f"{what}: invariant {bad} broken"




def test_every_card_is_played_in_a_scenario(pool):
    """Each non-evolved, non-leader card from the hand; tokens from the EX area (5.4.2)."""
    problems = []
    for c in pool:
        if not (c.evolved or c.type == "leader"):
            try:
                _play_one(pool, c)
            except AssertionError as e:
                problems.append(str(e))
    assert not problems, "\n".join(problems)


def _play_one(pool, card):
    """The card's plain play, and each play by an alternative cost (10.4.7.3) that is
    legal here, each in a fresh position; at least one of them must be legal."""
    zone = "ex" if card.token else "hand"
    play = f"play {card.name}" + (" from ex" if card.token else "")
    if "cant_play_on_your_turn" in card.keywords:   # a Quick answer in b's turn (BP06-105)
        _play_in_enemy_turn(pool, card, play, zone)
        return
    # some CP01 cards select an Umamusume follower of yours: the second position has one;
    # a card of NEEDS_ON_FIELD has what it needs in the first
    for field_a in (tuple(NEEDS_ON_FIELD.get(card.id, ())), ({"card": "Haru Urara"},)):
        pos = _position(hand=[] if card.token else [card.id], field_a=field_a)
        if card.token:
            pos["players"]["a"]["ex"] = [card.id]
        pos["players"]["a"]["evolve_deck_face_up"] = NEEDS_FACE_UP.get(card.id, [])
        pos["players"]["a"]["cemetery"] += NEEDS_IN_CEMETERY.get(card.id, [])
        pos["players"]["a"]["ex"] += NEEDS_IN_EX.get(card.id, [])
        pos["players"]["a"]["cemetery"] += NEEDS_IN_CEMETERY.get(card.id, [])
        legal = Scenario.from_dict(pos, pool).legal_actions()
        plays = [a for a in legal if a == play or a.startswith(play + " by alternative cost #")]
        if plays:
            break
    assert plays, f"{card.id} {card.name}: not playable; legal: {legal}"
    for act in plays:
        _play_and_activate(pool, card, pos, act, zone)


def _play_in_enemy_turn(pool, card, play, zone):
    pos = _position(hand=[card.id])
    legal = Scenario.from_dict(pos, pool).legal_actions()
    assert play not in legal, f"{card.id} {card.name}: played during its owner's turn"
    pos["active"] = "b"
    sc = Scenario.from_dict(pos, pool)
    sizes = _main_sizes(sc.S, sc.cp.CT)
    attack = next(a for a in sc.legal_actions() if a.startswith("attack "))
    sc.dictate(("quick", play)).apply(attack)
    assert sc.pending() == [], f"{card.id} {card.name}: not played as a Quick answer"
    _sound(sc, sizes, f"{card.id} {card.name}")
    assert card.name not in sc.zone("a", zone), f"{card.id} {card.name} is still in the {zone}"


def _play_and_activate(pool, card, pos, play, zone):
    sc = Scenario.from_dict(pos, pool)
    sizes = _main_sizes(sc.S, sc.cp.CT)
    sc.apply(play)
    _sound(sc, sizes, f"{card.id} {card.name}")
    assert card.name not in sc.zone("a", zone) or card.id in MAY_RETURN, \
        f"{card.id} {card.name} is still in the {zone}"
    # its activated abilities, once each while they stay legal
    for act in [a for a in sc.legal_actions() if a.startswith(f"activate {card.name} #")]:
        if sc.winner is None and act in sc.legal_actions():
            sc.apply(act)
            _sound(sc, sizes, f"{card.id} {card.name} {act}")


def test_every_evolved_card_evolves_in_a_scenario(pool):
    # (the Carrot, CP01-085, is an evolved card but no follower: serving links it,
    # 14.2.1, test_cp01_plays.py; an evolved amulet evolves a follower, 5.15.2, BP08-090)
    for evo in [c for c in pool if c.evolved and c.type in ("follower", "amulet")]:
        cid = evo.id
        # its unevolved namesake, else a card whose Evolve names it (12.2.2.1; a face of a
        # two-faced card, BP08-002: the action names the face)
        base = next((c for c in pool.by_name(evo.name, evolved=False)
                     if c.evolve_cost is not None), None) or \
            next(c for c in pool if not c.evolved and c.evolve_cost is not None
                 and evo in pool.evolve_faces(c))
        # a card in hand: some Evolve abilities cost a discard (12.2, BP05-098)
        pos = _position(hand=[FILLER], field_a=[{"card": base.id}], evolve_deck=[cid])
        pos["players"]["a"]["cemetery"] += NEEDS_IN_CEMETERY.get(cid, [])
        sc = Scenario.from_dict(pos, pool)
        sizes = _main_sizes(sc.S, sc.cp.CT)
        act = f"evolve {base.name}" + ("" if base.name == evo.name else f" into {evo.name}")
        legal = sc.legal_actions()
        assert act in legal, f"{cid} {evo.name}: can't evolve; legal: {legal}"
        sc.apply(act)
        _sound(sc, sizes, f"{cid} {evo.name} (evolved)")
        field = sc.field("a")
        assert any(f["card"] == evo.name and f["evolved"] for f in field) or \
            evo.name not in [f["card"] for f in field], f"{cid}: not evolved: {field}"


def _decks(pool, rnd):
    """Legal decks that hold every main-deck card: each class's cards and the neutral
    ones, 13 names x3 (+1 filler) per deck, with the evolved cards of those names."""
    decks = []
    neutral = [c for c in pool if c.is_main_deck_card and c.cls == "Neutral"]
    for i, cls in enumerate(CLASSES):
        own = [c for c in pool if c.is_main_deck_card and c.cls == cls]
        leader = next(c for c in pool if c.type == "leader" and c.cls == cls)
        share = neutral[i::len(CLASSES)]
        names = own + share
        rnd.shuffle(names)
        for k in range(0, len(names), 13):
            chunk = names[k:k + 13]
            while len(chunk) < 13:    # top up from the class (no repeats of a name)
                extra = rnd.choice(own)
                if extra not in chunk:
                    chunk.append(extra)
            filler = next(c for c in own if c not in chunk)
            main = [c for c in chunk for _ in range(3)] + [filler]
            evolve = []
            for c in chunk:
                e = pool.evolved_of(c)
                if e is not None and c.evolve_cost is not None and len(evolve) < 10:
                    evolve += [e] * min(2, 10 - len(evolve))
            decks.append(Deck(name=f"{cls}-{k}", path="<test>", leader=leader, main=main,
                              evolve=evolve, warnings=[]))
    return decks


def test_every_card_in_full_games_with_invariants(pool):
    from decksim.cards.compile import compile_pool
    rnd = random.Random(7)
    decks = _decks(pool, rnd)
    held = {c.id for d in decks for c in d.main}
    assert {c.id for c in pool if c.is_main_deck_card} <= held
    cp = compile_pool(pool)
    PR = np.stack([pilot_vector("greedy"), pilot_vector("random")])
    n = 4
    for i, d in enumerate(decks):
        m = Matchup.build(d, decks[(i + 1) % len(decks)], pool, cp)
        rec = m.play(PR, game_seeds(i, 0, n), -np.ones(n, np.int64), check=True)
        assert (rec[:, G.R_WINNER] >= 0).all(), f"{d.name}: a game did not finish"
        assert (rec[:, G.R_BAD] == 0).all(), \
            f"{d.name}: invariant broken: codes {set(rec[:, G.R_BAD].tolist())}"


def test_every_printing_names_its_card(pool):
    owner = {}
    for c in pool:
        for pid in [c.id, *c.printings]:
            assert owner.setdefault(pid.upper(), c.id) == c.id, f"{pid} names {owner[pid]} and {c.id}"
            assert pool.by_id(pid) is c


def test_japanese_printing_ids_where_they_differ(pool):
    """From BP02-070 on, the Japanese BP02 numbers run ahead of the English ones (Soul
    Dealer is BP02-070 in English, BP02-071 in Japanese, and BP02-071 is the evolved
    Soul Dealer in English). A bare id reads as English first; `ja:` reads it as
    Japanese; an id only the Japanese printing has needs no prefix."""
    from decksim.cards.decklist import parse_deck_text
    assert pool.by_id("ja:BP02-071").id == "BP02-070"
    assert pool.by_id("BP02-071").id == "BP02-071"
    assert pool.by_id("BP02-120").id == "BP02-117"          # Dance of Death
    text = Path(deck_file("abyss_reanimate")).read_text(encoding="utf-8")
    ja = parse_deck_text(text.replace("3 Soul Dealer\nEvolve", "3 ja:BP02-071\nEvolve"), pool, "j.txt")
    en = parse_deck_text(text, pool, "e.txt")
    assert ja.content_hash == en.content_hash and not ja.warnings
    bare = parse_deck_text(text.replace("3 Soul Dealer\n1 Azazel", "3 BP02-071\n1 Azazel"),
                           pool, "b.txt")           # the evolved Soul Dealer, read as English
    assert bare.content_hash == en.content_hash
    [w] = bare.warnings
    assert w.startswith("b.txt:") and "'BP02-071'" in w and "ja:BP02-071" in w


def test_deck_by_printing_ids(pool):
    """A deck may name a card by any printing id (PR-, SD-, ETD- ...), case-insensitive."""
    from decksim.cards.decklist import parse_deck_text
    by_printing = ("Leader:\n1 SD01-LD01\nMain deck:\n3 PR-088\n3 pr-042\n3 SD01-017\n3 ETD03-007\n"
                   + "".join(f"3 {n}\n" for n in ["Archer", "Fairy Whisperer", "Elf Metallurgist",
                                                   "Rhinoceroach", "Noble Fairy", "Okami",
                                                   "Mana Elk", "Robin Hood", "Fighter"])
                   + "1 Angelic Snipe\nEvolve deck:\n2 BP01-010\n")
    by_set = by_printing.replace("SD01-LD01", "BP01-LD01").replace("PR-088", "BP01-009") \
        .replace("pr-042", "BP01-023").replace("SD01-017", "BP01-171") \
        .replace("ETD03-007", "BP01-012")
    a = parse_deck_text(by_printing, pool, "a.txt")
    b = parse_deck_text(by_set, pool, "b.txt")
    assert a.leader.name == "Arisa" and a.main[0].name == "Elven Princess Mage"
    assert a.content_hash == b.content_hash
