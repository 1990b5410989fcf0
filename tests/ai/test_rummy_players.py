"""The rummy family's computer players behind make_player (docs/rules/si-se-pai.md §3–§7; issue 15)."""
from __future__ import annotations

import random

import pytest

from game.ai import make_player
from game.ai.rummy import EasyRummyPlayer, NormalRummyPlayer
from game.ai.rummy import shape
from game.model.four_colour import FourColourCard, pack
from game.rules import Claim, Discard, Pass, load_variant, new_game

V = load_variant("si-se-pai")


def position(hands, pile, dealer=0, v=V):
    return new_game(v, players=len(hands), dealer=dealer, hands=[h.split() for h in hands], pile=pile.split())


def test_make_player_serves_rummy():
    """One call for every family: the default player acts in a Si Se Pai hand too, with a reason."""
    for level in ("easy", "normal", "hard", "simple", "random"):
        player = make_player(level, seed=1, budget=0.02)
        g = new_game(V, players=4, seed=5)
        legal = g.legal_actions()
        assert player.act(g.observation(g.current_player), legal) in legal
    assert isinstance(make_player("normal", family="rummy"), NormalRummyPlayer)
    assert isinstance(make_player("easy", family="rummy"), EasyRummyPlayer)
    player = make_player("normal", family="rummy")
    g = new_game(V, players=4, seed=5)
    player.act(g.observation(g.current_player), g.legal_actions())
    assert player.reason
    with pytest.raises(ValueError):
        make_player("grandmaster", family="rummy")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_players_finish_hands_seeing_only_observations(level):
    """Each seat's player is shown its observation and the legal actions only; hands end, chips sum to 0."""
    for seed in range(2 if level == "hard" else 6):
        g = new_game(V, players=4, seed=seed)
        bots = [make_player(level, seed=s, budget=0.01, family="rummy") for s in range(4)]
        while not g.is_over:
            legal = g.legal_actions()
            action = bots[g.current_player].act(g.observation(g.current_player), legal)
            assert action in legal
            g.apply(action)
        assert sum(g.chips) == 0


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_honesty_same_observation_same_action(level):
    """Players see only the observation: deals that differ only in hidden cards get the same answer."""
    checked = 0
    for seed in range(40):
        g = new_game(V, players=4, seed=seed, dealer=0)
        if g.current_player != 0 or g.offered is None or g.offered[0] != 0:
            continue
        # The same first card and seat 0's hand; everything else shuffled among the others and the pile.
        hidden = [c for s in (1, 2, 3) for c in g.hands[s]] + list(g.pile)
        random.Random(seed).shuffle(hidden)
        hands = [list(g.hands[0])]
        for s in (1, 2, 3):
            hands.append(hidden[:len(g.hands[s])])
            hidden = hidden[len(g.hands[s]):]
        h = new_game(V, players=4, dealer=0, hands=hands, pile=[g.offered[1]] + hidden)
        if h.current_player != 0:
            continue
        assert h.observation(0) == g.observation(0)
        a = make_player(level, seed=3, budget=0.02, family="rummy", max_worlds=8)
        b = make_player(level, seed=3, budget=0.02, family="rummy", max_worlds=8)
        assert a.act(g.observation(0), g.legal_actions()) == b.act(h.observation(0), h.legal_actions())
        checked += 1
    assert checked >= 3


def test_shape_counts_loose_units():
    """The hand's loose units: melds cost nothing, a near-meld one, a single card a little more."""
    def cost(cards):
        return shape.cost(pack([FourColourCard.parse(c) for c in cards.split()]))
    assert cost("R-Gn Jk G-Gn G-Ad G-El W-Sd W-Sd") == 0
    assert cost("W-Ch W-Hs") == 1.0 and cost("W-Ch") > 1.0
    assert cost("Y-Sd R-Sd") == 1.0 and cost("Y-Sd R-Sd G-Sd") == 0
    assert cost("W-Ch W-Hs Y-Ad") > 2.0


def test_normal_takes_the_best_win():
    """Normal declares a win with the meld that scores most (§7): the quad, not the triple."""
    g = position(["W-Ch W-Ch W-Ch Y-Ad Y-Ad", "", "", ""], "W-Ch")
    legal = g.legal_actions()
    assert Claim(["W-Ch"] * 3, win=True) in legal and Claim(["W-Ch"] * 2, win=False) in legal
    action = make_player("normal", family="rummy").act(g.observation(0), legal)
    assert action == Claim(["W-Ch"] * 3, win=True)


def test_normal_melds_a_near_meld_and_keeps_its_melds():
    """Normal completes its field group with the draw, then throws the loose card, not a pair's."""
    g = position(["W-Hs W-Cn Y-Ad Y-Ad G-El R-Ch R-Ch R-Ch", "", "", ""], "W-Ch G-Ad")
    player = make_player("normal", family="rummy")
    action = player.act(g.observation(0), g.legal_actions())
    assert action == Claim(["W-Hs", "W-Cn"])
    g.apply(action)
    assert player.act(g.observation(0), g.legal_actions()) == Discard("G-El")


def test_hard_counts_the_cards_a_ready_hand_wins_on():
    """A hand one near-meld from complete wins on the missing card's unseen copies (§5, §6); a hand two
    units away wins on nothing yet."""
    from game.ai.rummy.hard import waits

    unseen = [4] * 28 + [5]
    ready = pack([FourColourCard.parse(c) for c in "W-Ch W-Hs Y-Ad Y-Ad G-Sd G-Sd G-Sd".split()])
    assert waits(V, ready, unseen) == 4
    complete = pack([FourColourCard.parse(c) for c in "Y-Ad Y-Ad G-Sd G-Sd G-Sd".split()])
    # complete: any General or joker (a one-card meld), a third Y-Ad (triple) or a fourth G-Sd (quad)
    assert waits(V, complete, unseen) == 16 + 5 + 4 + 4
    far = pack([FourColourCard.parse(c) for c in "W-Ch Y-Hs R-Ad".split()])
    assert waits(V, far, unseen) == 0


def test_tempo_parts_say_who_can_complete_each_part():
    """Hard's split names each part's kind (docs/rules/si-se-pai.md §5): a near-meld and a single are loose
    units (the same count as ``shape``), a pair and a triple are melds that anyone's card may pong or gan."""
    from game.ai.rummy import tempo

    def parts(cards):
        cost, ps = tempo.parts(pack([FourColourCard.parse(c) for c in cards.split()]))
        return cost, sorted((kind, tuple(str(FourColourCard.from_index(i)) for i in idx)) for kind, idx in ps)

    cost, ps = parts("W-Ch W-Hs Y-Ad Y-Ad G-Sd G-Sd G-Sd R-El")
    assert cost == shape.cost(pack([FourColourCard.parse(c) for c in "W-Ch W-Hs R-El".split()]))
    assert ps == [("near", ("W-Cn",)), ("pair", ("Y-Ad",)), ("single", ("R-El",)), ("triple", ("G-Sd",))]
    cost, ps = parts("Y-Sd R-Sd R-Gn")
    assert cost == 1.0 and ps == [("near", ("G-Sd", "W-Sd"))]


def test_tempo_holds_no_memo_per_hand():
    """Hard's split is memoised per part of the hand (a colour's group, the Soldiers), never per hand: a memo
    of every hand's parts grew to 200,000 entries, and the collector's full passes over it and its emptying
    ran 100-300 ms inside decisions budgeted 50 ms. The part memos stay within the count tuples there are,
    and hands share their tuples."""
    from game.ai.rummy import tempo

    deck = list(V.deck_indices)
    rng = random.Random(3)
    for _ in range(3000):
        hand = pack([FourColourCard.from_index(i) for i in rng.sample(deck, 20)])
        cost, ps = tempo.parts(hand)
        assert cost == shape.cost(hand)
        assert isinstance(ps, tuple)
    assert tempo._group_parts.cache_info().currsize <= len(tempo.GROUPS) * 5 ** 3
    assert tempo._soldier_parts.cache_info().currsize <= 5 ** 4
    a = tempo.parts(pack([FourColourCard.parse(c) for c in "W-Ch W-Hs R-El".split()]))[1]
    b = tempo.parts(pack([FourColourCard.parse(c) for c in "W-Ch W-Hs G-Sd".split()]))[1]
    near = [p for p in a + b if p[0] == "near"]
    assert len(near) == 2 and near[0] is near[1]   # the W-Ch W-Hs near-meld: one tuple for both hands


def test_hard_keeps_a_pair_that_any_seat_can_pong():
    """Normal's judge sees a pair as a finished meld; Hard's counts the unseen copies anyone may give it (§5):
    holding a near-meld with its missing card all seen and a pair, Hard prefers to throw the dead near-meld's
    card over splitting the pair, whose copies are all still unseen."""
    from game.ai.rummy.hard import HardJudge

    g = position(["W-Ch W-Hs Y-Ad Y-Ad G-Sd G-Sd G-Sd R-Gn", "", "", ""], "R-Gn")
    obs = g.observation(0)
    hard = HardJudge(V, obs, {"near": 0.25, "single": 0.25, "pair": 0.5, "triple": 0.0})
    normal = HardJudge(V, obs, {"near": 0.25, "single": 0.25, "pair": 0.0, "triple": 0.0})
    with_pair = pack([FourColourCard.parse(c) for c in "Y-Ad Y-Ad G-Sd G-Sd G-Sd".split()])
    without = pack([FourColourCard.parse(c) for c in "Y-Ad G-Sd G-Sd G-Sd".split()])
    gain_hard = hard.value(with_pair) - hard.value(without)
    gain_normal = normal.value(with_pair) - normal.value(without)
    assert gain_hard == pytest.approx(gain_normal + 0.5)


def test_hard_stays_ready_on_more_cards_than_a_pong_leaves():
    """A real position (Normal's self-play, seed 70): the hand is one near-meld (``Y-Sd R-Sd``, waiting for any
    of the G-Sd and W-Sd) from winning, with a pair of W-Hs, and W-Hs is discarded. Normal pongs (a meld, then
    a Soldier thrown), which leaves it ready on a single Soldier's twin; Hard passes: still ready on up to eight
    cards, from anyone (§5 hu), and the pair still waits for the last W-Hs."""
    g = new_game(V, players=4, seed=70)
    bots = [make_player("normal", family="rummy", seed=1) for _ in range(4)]
    while not g.is_over:
        obs = g.observation(g.current_player)
        hand = " ".join(sorted(map(str, obs.hand)))
        if obs.phase == "claim" and hand == "G-Ch G-Cn G-Hs Jk R-Sd W-Hs W-Hs Y-Sd":
            break
        g.apply(bots[g.current_player].act(obs, g.legal_actions()))
    else:
        pytest.fail("the position did not come up")
    legal = g.legal_actions()
    assert legal == [Claim(["W-Hs", "W-Hs"]), Pass()]
    assert make_player("normal", family="rummy").act(obs, legal) == Claim(["W-Hs", "W-Hs"])
    hard = make_player("hard", family="rummy", seed=1, max_worlds=8)
    assert hard.act(obs, legal) == Pass()
    assert make_player("hard", family="rummy", seed=1, playouts=False, pair=0.0, triple=0.0).act(obs, legal) \
        == Claim(["W-Hs", "W-Hs"])


def test_hard_search_still_plays_when_turned_on():
    """Playouts are off by default (they moved no chips at 0.05 s, docs/ai.md); ``playouts=True`` still searches
    a fixed number of deals and answers legally, the same way twice."""
    g = new_game(V, players=4, seed=3)
    answers = []
    for _ in range(2):
        player = make_player("hard", family="rummy", seed=2, playouts=True, max_worlds=3)
        h = g.copy() if hasattr(g, "copy") else new_game(V, players=4, seed=3)
        steps = []
        for _ in range(30):
            if h.is_over:
                break
            legal = h.legal_actions()
            action = player.act(h.observation(h.current_player), legal)
            assert action in legal
            steps.append(action)
            h.apply(action)
        answers.append(steps)
    assert answers[0] == answers[1]


def test_hard_danger_worlds_leave_the_shape_memo_alone():
    """The deals that rank Hard's discards give the other seats random hands that seldom recur: judged
    through ``shape.cost``'s memo, they filled it (144 hands a discard) and had it emptied, 10-16 ms, inside
    decisions. They are judged without it: the memo grows by the same hands with or without the deals."""
    g = new_game(V, players=4, seed=5)
    while g.observation(g.current_player).phase != "discard" or len(g.legal_actions()) < 2:
        g.apply(g.legal_actions()[-1])
    obs, legal = g.observation(g.current_player), g.legal_actions()
    grown = []
    for worlds in (0, 48):
        shape._cost_cache.clear()
        make_player("hard", family="rummy", seed=1, danger_worlds=worlds).act(obs, legal)
        grown.append(set(shape._cost_cache))
    assert grown[0] == grown[1]
