"""The game's memory: settings, scores and history, saved matches, undo and replay.

Files live where platformdirs puts them for the app "Fifteen Lakes" (or under
``$FIFTEEN_LAKES_HOME``); see docs/store.md. Every write is atomic, and no
function here raises because a file is damaged: it moves the file aside (never
deletes it), carries on with defaults, and returns a ``Notice`` for the window.

::

    settings, notice = load_settings()          # then save_settings(settings) after each change
    book, notice = ScoreBook.open()             # book.record_match(key, match, seats) after each hand
    saves = Saves(); info, notices = saves.unfinished()
    saved, notice = saves.load(info.key)        # saved.match is exactly where it stopped
    saves.save(saved)                           # after every action
    undone = undo(saved.match, seat)            # practice: the match before the player's last action
"""
from game.store.notices import DAMAGED, NEWER, UNPLAYABLE, UNWRITABLE, Notice
from game.store.places import APP_NAME, HOME_ENV, Places, places
from game.store.saves import NewerSave, SavedMatch, SaveInfo, Saves, VariantMissing
from game.store.scores import HandRef, HistoryPoint, MatchSeries, MatchSummary, PlayerStats, ScoreBook
from game.store.seats import COMPUTER, HUMAN, Seat, human_seat, is_practice
from game.store.settings import Settings, load_settings, save_settings
from game.store.undo import Step, actors, can_undo, hand_events, replay_hand, replay_steps, undo, undo_in_hand

__all__ = [
    "APP_NAME", "COMPUTER", "DAMAGED", "HOME_ENV", "HUMAN", "NEWER", "UNPLAYABLE", "UNWRITABLE",
    "HandRef", "HistoryPoint", "MatchSeries", "MatchSummary", "Notice", "Places", "PlayerStats", "SaveInfo",
    "NewerSave", "SavedMatch", "Saves", "ScoreBook", "Seat", "Settings", "Step", "VariantMissing",
    "actors", "can_undo", "hand_events", "human_seat", "is_practice", "load_settings", "places",
    "replay_hand", "replay_steps", "save_settings", "undo", "undo_in_hand",
]
