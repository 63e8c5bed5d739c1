"""Helpers the per-set card tests share (test_bp02_cards, test_bp06_cards): a set's
records from the shared data, a deck of a class's cards of the set, and full games
played with the engine invariants checked (check=True)."""
import json
import re
from pathlib import Path

import numpy as np
import pytest

from decksim.cards.decklist import Deck
from decksim.core.sve import game as G
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "sve"

# The BP06, BP08 and BP09 data files give traits in Japanese: the pool's English traits.
# Most are the translations the BP01 / BP05 / BP02 data files show beside the pool's
# cards, or the English card text's; the others are marked "guessed" (literal
# translations not checked against a printed English card).
TRAITS_EN = {"狩人": "Hunter", "エルフ族": "Elf", "精霊": "Spirit", "妖精": "Pixie",
             "獣": "Beast", "挑戦者": "Arena",   # as BP06-115's English text names them
             "兵士": "Officer", "指揮官": "Commander", "超克": "Supreme", "盗賊": "Thief",
             "レヴィオン": "Levin", "貴族": "Noble", "ダンサー": "Dancer",
             # 魔法使い is Mage, as the English card text names it (BP05's, EBD02's) and
             # the English BP02 / SD03 data files give it; 陰陽師 as the English card text
             # names it
             "魔法使い": "Mage", "錬金術師": "Alchemist", "魔法生物": "Magical Creature",
             "ゴーレム": "Golem", "土の印": "Earth Sigil", "禁忌": "Forbidden",
             "学院": "Academic", "式神": "Shikigami", "陰陽師": "Onmyoji",
             # 竜族 and 海洋 as the rules' Appendix A gives the Dragon and Megalorca tokens;
             # guessed: 竜使い (the pool's trait of its Dragoon cards), 不死鳥, コック
             "竜族": "Wyrmkin", "海洋": "Marine", "ドラゴニュート": "Dragonewt",
             "竜使い": "Dragon Rider", "不死鳥": "Phoenix", "コック": "Cook",
             "魔界": "Demon", "吸血鬼": "Vampire", "妖怪": "Yokai",
             "信仰": "Faith", "天使": "Angel", "狂信": "Fanatic", "死者": "Departed",
             "死霊術師": "Necromancer", "大神": "Deity", "絶傑": "Omen", "光輝": "Radiance",
             "キラー": "Killer", "人形": "Puppetry", "プリンセス": "Princess",
             "傭兵": "Mercenary", "植物族": "Verdant", "先導": "Vanguard", "鳥族": "Avian",
             "虫族": "Insect", "巨人": "Giant", "暗殺者": "Assassin",
             # as the pool's BP05 cards: アイドル Idolatry (the Lishenna Runecraft cards; the
             # English BP08-050 text says "Idolatry cards"), 偶像 Idol (the BP05 Havencraft ones)
             "アイドル": "Idolatry", "偶像": "Idol", "堕天使": "Fallen Angel", "メイド": "Maid",
             # guessed: literal translations, no pool card had them before BP08 / BP09
             "童話": "Fairy Tale", "ゴルゴーン": "Gorgon", "商人": "Merchant",
             # 武闘竜人 as the English text of BP09-065 names it
             "武闘竜人": "Draconic Duelist",
             # ゴブリン as the BP01 data file gives the Goblin cards; guessed: 探偵 (BP06-118)
             "ゴブリン": "Goblin", "探偵": "Detective"}
EVOLVE_COST = re.compile(r"\{\[evolve\]\} \{\[cost(\d+)\]\}")
EVOLVE_NO_PP = re.compile(r"^\{\[evolve\]\} [^{]*: \{\[evolve\]\}", re.M)


def set_records(set_id, cls=None):
    """The records of ../shared/data/sve/SET.json, those of `cls` only if given (the
    test skips without the file)."""
    path = DATA / f"{set_id}.json"
    if not path.exists():
        pytest.skip(f"{path} not available")
    recs = json.loads(path.read_text(encoding="utf-8"))["cards"]
    return [r for r in recs if cls is None or r["class"] == cls]


def check_set_facts(pool, records, traits_kept=None, tokens_kept=()):
    """Each record's card is in the pool with the record's facts (name, class, type,
    printings, traits in English, cost, stats, evolve cost), except the facts
    `traits_kept` / `tokens_kept` name, which the pool keeps against the data file."""
    traits_kept = traits_kept or {}
    for r in records:
        c = pool.by_id(r["id"])
        assert c is not None, f"{r['id']} {r['name']} missing"
        assert c.name == r["name"], r["id"]
        assert c.cls == r["class"] and c.type == r["type"], r["id"]
        assert c.evolved == r["evolved"], r["id"]
        assert c.token == (r["token"] or r["id"] in tokens_kept), r["id"]
        assert set(r["printings"]) <= {c.id, *c.printings}, r["id"]
        assert c.id_ja == r.get("id_ja", ""), r["id"]   # the Japanese id where it differs
        if r["type"] == "leader":
            continue
        traits = traits_kept.get(r["id"], [TRAITS_EN.get(t, t) for t in r["traits"]])
        assert sorted(c.traits) == sorted(traits), r["id"]
        assert c.coverage in ("full", "vanilla"), r["id"]
        if not r["evolved"]:
            assert c.cost == r["cost"], r["id"]
        if r["type"] == "follower":
            assert (c.attack, c.defense) == (r["attack"], r["defense"]), r["id"]
        if "evolve_cost" in r:
            evolve_cost = r["evolve_cost"]
        else:   # the BP06 / BP08 / BP09 data files have no evolve_cost field
            m = EVOLVE_COST.search(r["text"]["en"])
            evolve_cost = m and m.group(1)
            if m is None and EVOLVE_NO_PP.search(r["text"]["en"]):
                evolve_cost = 0   # an Evolve ability with a cost of no PP (BP06-103)
        assert c.evolve_cost == (None if evolve_cost is None else int(evolve_cost)), r["id"]


def set_deck(pool, set_id, cls, home=None, evolve_copies=1):
    """The set's leader of the class (else another of the `home` class, by default the
    card class: Neutral cards play under a class's leader, 6.1.1.5.1), three copies of
    every main-deck card of the set and class (filled to 40 from the home class's other
    cards) and `evolve_copies` of every evolved card of the set and class (at most 10)."""
    home = home or cls
    leaders = [c for c in pool if c.type == "leader" and c.cls == home]
    leader = next((c for c in leaders if c.id.startswith(set_id + "-")), leaders[0])
    cards = [c for c in pool if c.id.startswith(set_id + "-") and c.is_main_deck_card
             and c.cls == cls]
    main = [c for c in cards for _ in range(3)]
    fill = [c for c in pool if c.is_main_deck_card and c.cls == home and c not in cards]
    while len(main) < 40:
        main.append(fill[len(main) % len(fill)])
    evolve = [pool.evolved_of(c) for c in cards
              if c.evolve_cost is not None and pool.evolved_of(c) is not None]
    evolve = (evolve * evolve_copies)[:10]
    assert 40 <= len(main) <= 50
    return Deck(name=f"{set_id.lower()}-{cls}", path="<test>", leader=leader, main=main,
                evolve=evolve, warnings=[])


def check_games(m, seed, n, pilots):
    PR = np.stack([pilot_vector(pilots[0]), pilot_vector(pilots[1])])
    rec = m.play(PR, game_seeds(seed, 0, n), -np.ones(n, np.int64), check=True)
    assert (rec[:, G.R_WINNER] >= 0).all(), "a game did not finish"
    assert (rec[:, G.R_BAD] == 0).all(), f"invariant broken: codes {set(rec[:, G.R_BAD])}"
    assert (rec[:, G.R_TURNS] < G.TURN_CAP).all()


def play_set_deck(pool, decks, mine):
    """`mine` in full games against itself and an example deck, two pilot pairs each."""
    for i, other in enumerate((mine, decks[sorted(decks)[0]])):
        m = Matchup.build(mine, other, pool)
        check_games(m, 80 + i, 16, ("random", "greedy"))
        check_games(m, 90 + i, 8, ("planner", "aggro"))


def check_evolved_linked(pool, records):
    """Each evolved record's card is the evolved card of its unevolved namesake (12.2.2.1),
    or, when no card has its name, a face an unevolved card's Evolve names ("evolve this
    into X", BP08-002). A two-faced card's back face (the `_back` record, frontFace) is
    the pool card whose front_face is the front's id, and the evolve deck holds the front."""
    for r in records:
        if not r["evolved"]:
            continue
        card = pool.by_id(r["id"])
        assert card is not None and card.id == r["id"], r["id"]
        assert card.front_face == r.get("frontFace", ""), r["id"]
        if r.get("backFace"):
            assert pool.by_id(r["backFace"]).front_face == r["id"], r["id"]
        base = pool.by_name(r["name"], evolved=False)
        if base:
            assert base[0].evolve_cost is not None, r["id"]
            assert pool.evolved_of(base[0]).id == r["id"]
        else:
            assert any(card in pool.evolve_faces(b) for b in pool
                       if not b.evolved and b.evolve_cost is not None), r["id"]
