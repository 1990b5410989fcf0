"""A hand from the bets to the settlement, and the round around it (docs/rules/sap-tim-pun.md §2–§5, §7–§10, §12)."""
from __future__ import annotations

import pytest

from game.rules import load_variant, new_game
from game.rules.banker import settle_line

from .helpers import VID, Bet, Draw, SetLimit, Stand, kinds, padded, round_at


# -- §2 seats and order, §3 limits and bets -------------------------------------------------------------------
def test_drawing_order_runs_from_the_bankers_right():
    """§2: banker + 1 bets and draws first, the banker last; §4 step 2: first tiles in that order."""
    g, _ = round_at("1b 2b 3b 4b", banker=2, bets=None)
    asked = []
    for amount in (1, 2, 3):
        asked.append(g.current_player)
        events = g.apply(Bet(amount))
    assert asked == [3, 0, 1]
    assert [(e.seat, str(e.tile)) for e in events if e.kind == "FirstTile"] == [(3, "1b"), (0, "2b"), (1, "3b"),
                                                                                 (2, "4b")]
    assert g.bets == [2, 3, 0, 1] and g.current_player == 3 and g.phase == "draw"


def test_the_banker_declares_the_limit_once_a_round():
    """§3, §15: a round opens in phase limit with the banker to act; the limit is one of the file's choices."""
    v = load_variant(VID)
    g = new_game(v, players=4, banker=1, wall=padded(""))
    assert g.phase == "limit" and g.current_player == 1
    assert [a.amount for a in g.legal_actions()] == [1, 2, 5, 10]
    with pytest.raises(ValueError, match="limit is one of"):
        g.apply(SetLimit(7))
    assert g.phase == "limit" and g.limit == 0
    with pytest.raises(ValueError):
        g.apply(Bet(1))
    g.apply(SetLimit(2))
    assert g.phase == "bet" and g.limit == 2 and g.current_player == 2


def test_12_10_bets_within_the_limit():
    """§12.10, §3: with a limit of 5 a bet of 6 and a bet of 0 are refused, the state unchanged; 1 to 5 is legal."""
    g, _ = round_at("")
    assert [a.amount for a in g.legal_actions()] == [1, 2, 3, 4, 5]
    before = g.observation(1)
    for bad in (Bet(6), Bet(0), Draw(), Stand(), SetLimit(5)):
        with pytest.raises(ValueError):
            g.apply(bad)
        assert g.observation(1) == before
    g.apply(Bet(5))
    assert g.bets[1] == 5 and g.chips == [0, 0, 0, 0]   # §15: placing a stake moves no chips


# -- §5 the east wind ---------------------------------------------------------------------------------------------
def test_12_6_the_bankers_east_wind_sweeps_every_stake():
    """§12.6, §5: bets A 1, B 2, C 5 and the banker's first tile east: the banker collects 8, draws a new face-up
    first tile, and the stakes go down again at the same amounts."""
    g, events = round_at("5b 5c 5d E 6b", bets=[1, 2, 5])
    east = [e for e in events if e.kind == "EastWind"]
    assert len(east) == 1 and east[0].banker and east[0].moves == (8, -1, -2, -5)
    assert g.chips == [8, -1, -2, -5] and g.bets == [0, 1, 2, 5]
    replaced = [e for e in events if e.kind == "FirstTile" and e.replaces]
    assert [(e.seat, str(e.tile)) for e in replaced] == [(0, "6b")]
    assert [str(t) for t in g.tiles[0]] == ["6b"] and [str(t) for t in g.heap] == ["E"]


def test_12_7_a_players_east_wind_is_paid_and_repeats():
    """§12.7, §5: B's first tile east (bet 2): the banker pays 2 and B draws again; east again repeats it."""
    g, events = round_at("5b E 5d 6c E 7b", bets=[1, 2, 3])
    east = [e for e in events if e.kind == "EastWind"]
    assert [(e.seat, e.banker, e.moves) for e in east] == [(2, False, (-2, 0, 2, 0))] * 2
    assert g.chips == [-4, 0, 4, 0] and [str(t) for t in g.tiles[2]] == ["7b"] and g.bets[2] == 2


def test_the_bankers_east_wind_comes_before_the_players():
    """§5: the banker's event (and its replacement) first, then each player's in drawing order."""
    g, events = round_at("5b E 5d E 6b 7b", bets=[1, 2, 3])
    east = [(e.seat, e.moves) for e in events if e.kind == "EastWind"]
    assert east == [(0, (6, -1, -2, -3)), (2, (-2, 0, 2, 0))]
    assert [str(t) for t in g.tiles[0]] == ["6b"] and [str(t) for t in g.tiles[2]] == ["7b"]
    assert g.chips == [4, -1, 0, -3] and sum(g.chips) == 0


# -- §7 bust, §8 the banker ---------------------------------------------------------------------------------------
def test_12_2_a_bust_pays_at_once_and_loses_even_if_the_banker_busts():
    """§12.2, §7: 7 dots + 4 bamboo = 11 is bust: shown, the bet to the banker at once; a later banker bust pays
    only the players still in the hand."""
    g, _ = round_at("7d 5b 5c 5d 4b 4c 3d 9b", bets=[2, 1, 1])
    events = g.apply(Draw())
    bust = [e for e in events if e.kind == "Bust"]
    assert len(bust) == 1 and bust[0].seat == 1 and [str(t) for t in bust[0].tiles] == ["7d", "4b"]
    assert g.chips == [2, -2, 0, 0] and g.observation(3).shown[1] == bust[0].tiles
    g.apply(Draw())              # seat 2: 5b + 4c = 9
    g.apply(Stand())
    g.apply(Draw())              # seat 3: 5c + 3d = 8
    g.apply(Stand())
    assert g.current_player == 0
    events = g.apply(Draw())     # the banker: 5d + 9b = 14, bust
    settled = [e for e in events if e.kind == "HandSettled"][0]
    assert [(l.seat, l.outcome, l.amount) for l in settled.lines] == [(1, "bust", -2), (2, "banker_bust", 1),
                                                                      (3, "banker_bust", 1)]
    assert g.chips == [0, -2, 1, 1] and settled.hand_chips == (0, -2, 1, 1)


def test_the_bankers_turn_sees_first_tiles_only():
    """§8, §11: the banker plays last and sees every first tile and every bust hand, not the concealed draws."""
    g, _ = round_at("5b 5c 6d 5d 4c 3d", bets=[1, 1, 1])
    g.apply(Draw())
    g.apply(Stand())
    g.apply(Draw())
    g.apply(Stand())
    events = g.apply(Stand())
    assert [e for e in events if e.kind == "Turn"][-1].banker and g.current_player == 0
    seen = g.observation(0)
    assert [str(t) for t in seen.shown[1]] == ["5b"] and seen.counts[1] == 2 and seen.counts[3] == 1
    assert "4c" not in [str(t) for t in seen.seen]


def test_when_every_player_busts_the_banker_is_not_asked():
    """§8, §15: if every player has bust, the hand is settled without the banker's turn."""
    g, _ = round_at("7d 5d 5b", players=2, bets=[3])
    events = g.apply(Draw())                       # seat 1: 7d + 5b = 12, bust
    assert "Turn" not in kinds(events[2:]) and "HandSettled" in kinds(events)
    settled = [e for e in events if e.kind == "HandSettled"][0]
    assert len(settled.tiles[0]) == 1 and g.chips == [3, -3] and g.phase == "bet" and g.hand_number == 2


# -- §9 settlement ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("banker,player,outcome", [
    (22, 21, "ten_and_a_half"), (30, 12, "banker_bust"), (21, 21, "banker_ten_and_a_half"),
    (21, 18, "banker_ten_and_a_half"), (16, 21, "ten_and_a_half"), (16, 18, "beats"), (16, 16, "tie"),
    (16, 15, "lower")])
def test_the_settlement_table(banker, player, outcome):
    """§9: each row of the table, values in half-points (21 is 10½, above is bust)."""
    assert settle_line(player, banker, 21) == outcome


def test_12_3_the_bankers_ten_and_a_half_takes_every_bet():
    """§12.3: banker 10½; A 10½ (bet 2) pays 2, B 9 (bet 3) pays 3."""
    g, _ = round_at("Dg 9b 3c 3b 7c 7d Dr", players=3, bets=[2, 3])
    g.apply(Draw())
    g.apply(Draw())              # A: Dg 3b 7c = 10½
    g.apply(Stand())             # B: 9
    g.apply(Draw())              # banker: 3c 7d = 10
    events = g.apply(Draw())     # + Dr = 10½
    settled = [e for e in events if e.kind == "HandSettled"][0]
    assert settled.values == (21, 21, 18)
    assert [(l.outcome, l.amount) for l in settled.lines] == [("banker_ten_and_a_half", -2),
                                                              ("banker_ten_and_a_half", -3)]
    assert g.chips == [5, -2, -3]


def test_12_4_a_bust_banker_pays_double_for_ten_and_a_half():
    """§12.4: banker bust; A 8 (bet 3) +3, B 10½ (bet 2) +4, C bust earlier (bet 5) paid 5; banker −2."""
    g, _ = round_at("8b Dg 9d 6c 3b 7c 5b 9c", bets=[3, 2, 5])
    g.apply(Stand())
    g.apply(Draw())
    g.apply(Draw())
    g.apply(Draw())
    assert g.chips == [5, 0, 0, -5]
    g.apply(Draw())
    assert g.chips == [-2, 3, 4, -5] and g.last_hand.hand_chips == (-2, 3, 4, -5)


def test_12_5_ties_go_to_the_banker():
    """§12.5: banker 8: a player with 8 pays (tie), 9 gets +b, 7½ pays b (10½ is +2b: §12.4)."""
    g, _ = round_at("8b 9b 7d 8c N", bets=[1, 2, 3])
    g.apply(Stand())
    g.apply(Stand())
    g.apply(Draw())
    g.apply(Stand())             # C: 7d + N = 7½
    events = g.apply(Stand())    # banker: 8
    settled = [e for e in events if e.kind == "HandSettled"][0]
    assert [(l.seat, l.value, l.outcome, l.amount) for l in settled.lines] == [
        (1, 16, "tie", -1), (2, 18, "beats", 2), (3, 15, "lower", -3)]
    assert g.chips == [2, -1, 2, -3]


# -- §10 the round ------------------------------------------------------------------------------------------------
def test_12_9_the_wall_threshold():
    """§12.9, §10: four seats, 16 tiles in the wall deal a hand; 15 end the round and the bank passes."""
    v = load_variant(VID)
    wall = padded("", extra=10)
    g = new_game(v, players=4, banker=3, wall=wall[:16])
    g.apply(SetLimit(1))
    assert g.phase == "bet" and g.hand_number == 1
    g = new_game(v, players=4, banker=3, wall=wall[:15])
    events = g.apply(SetLimit(1))
    assert g.phase == "over" and g.is_over and g.legal_actions() == []
    over = events[-1]
    assert over.kind == "RoundOver" and (over.banker, over.next_banker, over.hands) == (3, 0, 0)
    assert v.reserve(4) == 16 and v.reserve(2) == 10


def test_hands_follow_from_one_wall_with_the_same_banker_and_limit():
    """§10, §15: after a settlement the next hand opens in phase bet, same banker and limit, new bets; the
    settled tiles go to the heap."""
    g, _ = round_at("8b 9b 7d 8c", bets=[1, 2, 3])
    for _ in range(3):
        g.apply(Stand())
    events = g.apply(Stand())
    assert kinds(events)[-2:] == ["HandSettled", "NextHand"]
    assert g.phase == "bet" and g.banker == 0 and g.limit == 5 and g.bets == [0, 0, 0, 0] and g.hand_number == 2
    assert sorted(str(t) for t in g.heap) == ["7d", "8b", "8c", "9b"] and all(not t for t in g.tiles)


def test_hands_per_bank_passes_the_bank_sooner():
    """§10 option hands_per_bank: with 4, the round ends after four hands though the wall holds more."""
    import random
    v = load_variant(VID, {"hands_per_bank": "4"})
    g = new_game(v, players=4, seed=11)
    rng = random.Random(3)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    assert g.hand_number == 4 and len(g.wall) >= 16


def test_a_seeded_round_is_its_seed():
    """§2: the shuffled wall and the random first banker follow from the seed."""
    v = load_variant(VID)
    a, b = new_game(v, players=4, seed=42), new_game(v, players=4, seed=42)
    assert a.wall == b.wall and a.banker == b.banker and len(a.wall) == 144
    assert new_game(v, players=4, seed=42, banker=1).wall == a.wall
    assert len({new_game(v, players=4, seed=s).banker for s in range(40)}) == 4


def test_a_set_wall_with_too_many_copies_is_refused():
    """§15: a set wall may be short, but more copies of a tile than the set holds is a ValueError."""
    v = load_variant(VID)
    with pytest.raises(ValueError, match="copies of F1"):
        new_game(v, players=4, wall=["F1", "F1"])
    with pytest.raises(ValueError, match="copies of E"):
        new_game(v, players=4, wall=["E"] * 5)
    with pytest.raises(ValueError):
        new_game(v, players=5, seed=1)
