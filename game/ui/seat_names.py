"""The seats' default names in the language shown: "You", "Ming", "Ah Lam" read 你, 阿明, 阿林 in Chinese.

A name is what the player typed, and is shown as typed. The names the program
gives (the person "You", the computers Ming, Lan, Ah Lam …) are its own words,
so a Chinese window shows them in Chinese. They are stored in English (settings,
saved matches, the scores file), so a match keeps its names when the language
changes and the scores of "You" stay one player's. ``shown`` turns a stored
name into the words on screen; ``stored`` turns what a name field shows back
into the stored name, so a field left as the program filled it keeps the default.

A person's name is theirs: someone called Wing or Mei types it, and a Chinese
window must not turn it into 阿榮 or 阿美. So for a person only "You" is the
program's word; the other default names are translated for computers alone.
"""
from __future__ import annotations

from game.i18n import N_, _

YOU = "You"

# Every name the program gives a seat (game.store.settings, game.ui.screens, Quick match, the lessons).
DEFAULTS: tuple[str, ...] = (
    N_("You"), N_("Ming"), N_("Lan"), N_("Wei"), N_("Hua"),
    N_("Ah Lam"), N_("Mei"), N_("Kwan"), N_("Siu"), N_("Fong"), N_("Wing"), N_("Yan"),
)
_DEFAULT_SET = frozenset(DEFAULTS)


def shown(name: str, human: bool = False) -> str:
    """``name`` as the window shows it: the program's own names in the language shown, any other as typed
    (for a person, only "You" is the program's)."""
    if name == YOU or (not human and name in _DEFAULT_SET):
        return _(name)
    return name


def stored(text: str, human: bool = False) -> str:
    """What to keep for ``text`` from a name field: the program's name whose shown form it is, else ``text``."""
    for name in (YOU,) if human else DEFAULTS:
        if text != name and _(name) == text:
            return name
    return text


def is_you(name: str) -> bool:
    """Whether ``name`` is the person at the screen called "You", stored or as shown (你)."""
    return name == YOU or name == _(YOU)
