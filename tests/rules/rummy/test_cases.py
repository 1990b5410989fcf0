"""The conformance cases of docs/rules/si-se-pai.md §11, one test each, through the public API."""
from __future__ import annotations

import pytest

from game.rules import load_variant

from .helpers import Claim, Discard, Pass, V, answer_all, game, names

EXTRA = load_variant("si-se-pai", options={"dealer_extra_card": True})   # the dealer begins by discarding (§2)


def test_case_1_meld_legality():
    """§11.1, §3, §4.2: a field group or a pair with the draw, or no meld; mixed colours are refused."""
    g = game([["W-Ch", "W-Cn", "W-Hs", "G-Ch", "G-Cn"], [], [], []], pile=["W-Hs", "Y-Ad"])
    assert g.phase == "claim" and g.current_player == 0 and names([g.offered[1]]) == ["W-Hs"]
    legal = g.legal_actions()
    assert Claim(["W-Ch", "W-Cn"]) in legal and Claim(["W-Hs"]) in legal and Pass() in legal
    assert Claim(["G-Ch", "W-Cn"]) not in legal
    with pytest.raises(ValueError, match="one colour"):
        g.apply(Claim(["G-Ch", "W-Cn"]))
    assert g.phase == "claim" and len(g.hands[0]) == 5
    g.apply(Pass())   # no meld: the draw is discarded (§4.3)
    assert names(g.discards[0]) == ["W-Hs"]


def test_case_2_drawn_general():
    """§11.2, §4.2: a drawn General is a one-card meld or completes a command group; no pair, no pass."""
    g = game([["R-Ad", "R-El", "R-Gn", "Y-Ch"], [], [], []], pile=["R-Gn", "Y-Ad"])
    legal = g.legal_actions()
    assert Claim([]) in legal and Claim(["R-Ad", "R-El"]) in legal
    assert Claim(["R-Gn"]) not in legal and Pass() not in legal
    with pytest.raises(ValueError):
        g.apply(Pass())
    with pytest.raises(ValueError, match="never pair"):
        g.apply(Claim(["R-Gn"]))


def _discard_y_sd(seat1, seat2, seat3):
    g = game([["Y-Sd", "R-Ch"], seat1, seat2, seat3], v=EXTRA)
    assert g.phase == "discard" and g.current_player == 0
    g.apply(Discard("Y-Sd"))
    return g


def _best(g):
    """Each asked seat answers its strongest claim (a win if it has one, else its first claim)."""
    events = []
    while g.phase == "claim":
        legal = g.legal_actions()
        wins = [a for a in legal if isinstance(a, Claim) and a.win]
        claims = [a for a in legal if isinstance(a, Claim)]
        events += g.apply((wins or claims or [Pass()])[0])
        if events:
            return events
    return events


def test_case_3_priorities_on_a_discard():
    """§11.3, §5: hu beats pong beats chi; chi only for the next player."""
    chi, pong, hu = ["R-Sd", "G-Sd", "W-Ad", "W-Hs"], ["Y-Sd", "Y-Sd", "W-El", "W-Cn"], ["Y-Sd"]
    g = _discard_y_sd(chi, pong, hu)
    claimed = [e for e in _best(g) if e.kind == "Claimed"][0]
    assert (claimed.seat, claimed.call) == (3, "hu") and g.winner == 3
    g = _discard_y_sd(chi, pong, ["W-Ch"])
    claimed = [e for e in _best(g) if e.kind == "Claimed"][0]
    assert (claimed.seat, claimed.call) == (2, "pong") and g.phase == "discard" and g.current_player == 2
    g = _discard_y_sd(chi, ["W-El", "W-Cn"], ["W-Ch"])
    claimed = [e for e in _best(g) if e.kind == "Claimed"][0]
    assert (claimed.seat, claimed.call) == (1, "chi") and g.current_player == 1
    # Seat 2 with the chi cards is not next after seat 0: it has no claim and is never asked.
    g = _discard_y_sd(["W-Ad", "W-Hs"], ["R-Sd", "G-Sd", "W-El", "W-Cn"], ["W-Ch"])
    assert g.offered is None and names(g.discards[0])[0] == "Y-Sd"   # nobody could claim: seat 1 drew on


def test_case_4_own_draw_against_chi():
    """§11.4, §5 ranks 4, 5, 6: the drawer's own group beats the next player's chi; its pair does not."""
    g = game([["W-Hs", "W-Cn", "Y-Ch"], ["W-Hs", "W-Cn", "Y-Hs"], [], []], pile=["W-Ch", "Y-Ad"])
    assert g.current_player == 0
    g.apply(Claim(["W-Hs", "W-Cn"]))
    assert g.current_player == 1
    events = g.apply(Claim(["W-Hs", "W-Cn"]))
    claimed = [e for e in events if e.kind == "Claimed"][0]
    assert (claimed.seat, claimed.call) == (0, "meld") and g.current_player == 0 and g.phase == "discard"
    g = game([["W-Ch", "Y-Ch"], ["W-Hs", "W-Cn", "Y-Hs"], [], []], pile=["W-Ch", "Y-Ad"])
    g.apply(Claim(["W-Ch"]))
    events = g.apply(Claim(["W-Hs", "W-Cn"]))
    claimed = [e for e in events if e.kind == "Claimed"][0]
    assert (claimed.seat, claimed.call) == (1, "chi") and len(g.hands[0]) == 2


def test_case_5_no_cheap_claims():
    """§11.5, §5: one Y-El in hand does not claim a discarded Y-El for a pair, unless it wins."""
    g = game([["Y-El", "R-Ch"], [], ["Y-El", "W-Ch"], []], v=EXTRA)
    g.apply(Discard("Y-El"))
    assert g.offered is None and [str(c) for c in g.discards[0]][:1] == ["Y-El"]
    g = game([["Y-El", "R-Ch"], [], ["Y-El"], []], v=EXTRA)
    g.apply(Discard("Y-El"))
    assert g.current_player == 2 and g.legal_actions() == [Claim(["Y-El"], win=True), Pass()]


def test_case_6_two_hu():
    """§11.6, §5: of two hu the seat whose turn comes first after the discarder wins."""
    g = game([["Y-El", "R-Ch"], [], ["Y-El"], ["Y-El"]], v=EXTRA)
    g.apply(Discard("Y-El"))
    asked = []
    while g.phase == "claim":
        asked.append(g.current_player)
        g.apply(Claim(["Y-El"], win=True))
    assert asked == [2, 3] and g.winner == 2


def test_case_7_win_check():
    """§11.7, §6, §4.3: a hand of melds wins; a hand that is not offers only its non-General discards."""
    assert V.hand_points(exposed=[], concealed=["R-Gn", "Jk", "G-Gn", "G-Ad", "G-El", "W-Sd", "W-Sd"]) == 4
    g = game([["R-Gn", "Jk", "G-Gn", "G-Ad", "G-El", "W-Sd", "W-Sd"], [], [], []], pile=["Y-Gn"])
    assert Claim([], win=True) in g.legal_actions()
    g = game([["R-Gn", "Jk", "W-Ch", "W-Ch", "Y-Cn"], [], [], []], v=EXTRA)
    assert g.phase == "discard" and sorted(map(repr, g.legal_actions())) == ["Discard('W-Ch')", "Discard('Y-Cn')"]
    with pytest.raises(ValueError, match="never discarded"):
        g.apply(Discard("R-Gn"))


def test_case_8_scoring_21_cards_and_payment():
    """§11.8, §7, §8: 20 points under taiwan, 18 under hakka; the discarder pays, or everyone on a draw."""
    exposed = [["R-Ch", "R-Hs", "R-Cn"], ["W-Hs"] * 3, ["Y-Sd", "R-Sd", "G-Sd"]]
    concealed = ["R-Gn", "Jk", "G-Gn", "G-Ad", "G-El"] + ["W-El"] * 3 + ["G-Ch"] * 4
    assert sum(map(len, exposed)) + len(concealed) == 21
    assert V.hand_points(exposed=exposed, concealed=concealed) == 20
    assert load_variant("si-se-pai", options={"scoring": "hakka"}).hand_points(exposed=exposed,
                                                                              concealed=concealed) == 18
    # On a discard: the discarder alone pays.
    g = game([[], [], ["Y-Sd", "R-Ch"], ["R-Sd", "G-Sd", "Jk"]], dealer=2, v=EXTRA)
    g.apply(Discard("Y-Sd"))
    assert g.current_player == 3 and g.legal_actions() == [Claim(["R-Sd", "G-Sd"], win=True), Pass()]
    events = g.apply(Claim(["R-Sd", "G-Sd"], win=True))
    assert g.winner == 3 and g.chips == [0, 0, -4, 4]
    assert g.win_points == 4 and [e.kind for e in events][-3:] == ["Won", "Paid", "HandOver"]
    # On a draw: every other player pays.
    g = game([["G-Gn", "G-Ad", "Jk"], [], [], []], pile=["G-El"])
    g.apply(Claim(["G-Gn", "G-Ad"], win=True))
    assert g.chips == [9, -3, -3, -3] and sum(g.chips) == 0


def test_case_9_best_split():
    """§11.9, §7: the concealed cards split the way that scores most."""
    cards = ["W-Sd", "Y-Sd", "G-Sd"] + ["R-Sd"] * 4
    assert V.hand_points(exposed=[], concealed=cards) == 11
    assert load_variant("si-se-pai", options={"scoring": "hakka"}).hand_points(exposed=[], concealed=cards) == 9


def test_case_10_empty_pile_voids_the_hand():
    """§11.10, §9: a draw from an empty pile voids the hand: no winner, nobody pays."""
    g = game([["Y-Ch"], ["Y-Hs"], ["Y-Cn"], ["Y-El"]], pile=["W-Ad"])
    assert g.is_over and g.winner is None and g.chips == [0, 0, 0, 0]
    assert names(g.discards[0]) == ["W-Ad"]
