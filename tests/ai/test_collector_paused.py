"""Hard thinks with Python's cyclic collector paused (game/ai/search.py ``collector_paused``), and only then."""
import gc
import threading

import pytest

from game.ai.hard import HardPlayer
from game.ai.search import collector_paused
from game.rules import load_variant, new_game


@pytest.fixture(autouse=True)
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_the_collector_is_paused_inside_and_back_on_after():
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_an_error_inside_still_switches_it_back_on():
    with pytest.raises(RuntimeError):
        with collector_paused():
            raise RuntimeError("a broken search")
    assert gc.isenabled()


def test_a_collector_switched_off_before_stays_off():
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()


def test_two_searches_in_two_threads_share_one_pause():
    first_in, second_done, first_may_leave = threading.Event(), threading.Event(), threading.Event()
    seen = {}

    def first():
        with collector_paused():
            first_in.set()
            first_may_leave.wait(5)
            seen["first, after the second left"] = gc.isenabled()

    def second():
        first_in.wait(5)
        with collector_paused():
            pass
        second_done.set()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for t in threads:
        t.start()
    second_done.wait(5)
    seen["between"] = gc.isenabled()
    first_may_leave.set()
    for t in threads:
        t.join(5)
    assert seen == {"first, after the second left": False, "between": False}
    assert gc.isenabled()


def test_hard_decides_with_the_collector_paused(monkeypatch):
    """A real decision of Hard's, watched from inside its playouts."""
    import game.ai.hard as hard

    states = []
    real = hard.playout

    def watched(*args, **kwargs):
        states.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(hard, "playout", watched)
    g = new_game(load_variant("sap-ng-wu"), players=3, seed=5)
    player = HardPlayer(seed=1, budget=10.0, max_worlds=3)
    while not states and not g.is_over:
        seat = g.current_player
        g.apply(player.act(g.observation(seat), g.legal_actions()))
    assert states and not any(states)
    assert gc.isenabled()
