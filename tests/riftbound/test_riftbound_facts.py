"""convert.py: facts.json is made from the source's card list, facts only,
with every printing of a card under one definition."""
import json
import re

import pytest

from rb_kit import SHARED, needs_shared
from decksim.cards.riftbound import convert

FACTS = convert.OUT
CARD_KEYS = {"id", "name", "type", "supertype", "domains", "energy", "power", "might", "tags",
             "keywords", "ownKeywords", "bannedInDuel", "printings"}
PRINTING_KEYS = {"id", "riftboundId", "set", "number", "rarity", "variant", "name"}


def printing(**kw):
    """A source record as the fan database writes it (text, image, artist included)."""
    base = {"id": "ogn-030-298", "riftboundId": "ogn-030-298", "providerId": "x",
            "name": "Jinx - Demolitionist", "type": "Unit", "supertype": "Champion",
            "domains": ["Fury"], "energy": 3, "power": 1, "might": 4,
            "text": "When you play me, a sentence of card text nobody may ship.",
            "image": "https://example.invalid/jinx.png", "set": "OGN", "setName": "Origins",
            "rarity": "Rare", "tags": ["Jinx", "Zaun"], "keywords": ["Accelerate", "&gt;"],
            "collectorNumber": 30, "variant": False, "artist": "Someone", "bannedInDuel": False}
    base.update(kw)
    return base


@pytest.fixture(scope="module")
def facts():
    return json.loads(FACTS.read_text(encoding="utf-8"))


def test_variants_reprints_and_both_spellings_become_one_card():
    raw = [printing(),
           printing(id="ogn-030a-298", riftboundId="ogn-030a-298", variant=True,
                    name="Jinx - Demolitionist (Alternate Art)", rarity="Showcase"),
           printing(id="ven-168-166--abc", riftboundId="ven-168-166", set="VEN",
                    name="Jinx, Demolitionist", tags=["Jinx"], collectorNumber=168)]
    cards = convert.convert(raw)
    assert len(cards) == 1
    c = cards[0]
    assert c["id"] == "ogn-030-298" and c["name"] == "Jinx, Demolitionist"
    assert [p["id"] for p in c["printings"]] == ["ogn-030-298", "ven-168-166--abc", "ogn-030a-298"]
    assert c["printings"][1]["riftboundId"] == "ven-168-166"   # base printings first
    assert c["tags"] == ["Jinx", "Zaun"]                       # the union of the printings'
    assert c["keywords"] == ["Accelerate"]                     # '&gt;' is no keyword
    assert c["domains"] == ["fury"] and c["type"] == "unit" and c["supertype"] == "champion"


def test_own_keywords_are_those_that_begin_an_ability():
    # invented texts in the source's form: keywords in brackets, reminders in parentheses
    kws = ["Assault 2", "Shield", "Tank", "Ganking", "Deflect"]
    own = convert.own_keywords
    assert own("[Assault 2], [Shield] (+2 while I attack.)", kws) == ["Assault 2", "Shield"]
    assert own("[Shield] (reminder.)[Tank] (reminder.)When I hold, draw 1.", kws) == \
        ["Shield", "Tank"]
    assert own("You may pay 1 more. If you do, draw 1.[Tank]", kws) == ["Tank"]
    assert own("Other friendly units here have [Assault 2].", kws) == []
    assert own("While I'm [Mighty], I have [Deflect] and [Ganking].", kws) == []
    assert own("When I attack, choose one —[Assault 2] (reminder.)[Ganking]", kws) == []
    assert own("[Deflect] I have [Shield] while I'm at a battlefield.", kws) == ["Deflect"]
    assert own(None, kws) == []


def test_the_converter_copies_no_text_image_or_artist():
    out = json.dumps(convert.convert([printing()]))
    for word in ("card text", "example.invalid", "Someone", "providerId", '"text"', "image"):
        assert word not in out
    assert set(convert.convert([printing()])[0]) == CARD_KEYS


def test_cards_of_one_name_with_different_facts_stop_the_converter():
    with pytest.raises(SystemExit, match="different facts"):
        convert.convert([printing(), printing(id="x-1", riftboundId="x-1", energy=4)])


def test_a_vendetta_legend_without_its_champion_gets_the_champion_tag():
    raw = [printing(),      # a champion unit names the champion 'Jinx'
           printing(id="ven-1", riftboundId="ven-1", name="Loose Cannon", type="Legend",
                    supertype=None, domains=["Fury", "Chaos"], energy=None, power=None,
                    might=None, tags=["Jinx"], set="VEN")]
    legend = [c for c in convert.convert(raw) if c["type"] == "legend"][0]
    assert legend["name"] == "Jinx, Loose Cannon"
    assert legend["supertype"] == "champion"        # 103.1: every legend is a Champion Legend


def test_colourless_is_no_domain():
    c = convert.convert([printing(type="Battlefield", supertype=None, domains=["Colorless"],
                                  name="Void Gate", tags=[])])[0]
    assert c["domains"] == []


def test_facts_json_holds_every_printing_once(facts):
    ids = [p["id"] for c in facts["cards"] for p in c["printings"]]
    assert len(ids) == len(set(ids)) == facts["printingCount"] == 1451
    assert len(facts["cards"]) == facts["cardCount"]
    assert len({c["name"].lower() for c in facts["cards"]}) == len(facts["cards"])


def test_facts_json_holds_facts_only(facts):
    for c in facts["cards"]:
        assert set(c) == CARD_KEYS, c["id"]
        for p in c["printings"]:
            assert set(p) <= PRINTING_KEYS, p["id"]
    text = FACTS.read_text(encoding="utf-8")
    assert '"text"' not in text and "http" not in text.replace(facts["banListSource"], "")
    assert ":rb_" not in text                     # the source's card-text symbols


def test_names_are_uniform(facts):
    for c in facts["cards"]:
        assert " - " not in c["name"] and not re.search(r"\((Alternate Art|Metal|\d+)\)", c["name"])


@needs_shared
def test_the_committed_facts_are_what_the_converter_makes():
    assert FACTS.read_text(encoding="utf-8") == convert.build(SHARED / "cards.json"), \
        "regenerate: python -m decksim.cards.riftbound.convert"


@needs_shared
def test_no_sentence_of_card_text_is_in_facts_json():
    raw = json.loads((SHARED / "cards.json").read_text(encoding="utf-8"))
    text = FACTS.read_text(encoding="utf-8").lower()
    sentences = {s.strip().lower() for c in raw for s in re.split(r"[.()\]\[]", c["text"] or "")}
    leaked = [s for s in sentences if len(s) >= 25 and s in text]
    assert not leaked, leaked[:5]


def test_the_converter_refuses_a_missing_source(tmp_path, capsys):
    assert convert.main([str(tmp_path / "none.json")]) == 2
    assert "no such file" in capsys.readouterr().err
