"""Cards and plays named in the language shown: 'Pair of Heaven 6:6' in English, '一對天 6:6' in 繁體中文.

Why here and not in the engine: the engine names every play once, in English, from
the variant file's words (``Combination.name``: its reasons for refusing a play and
the terminal table use it, and the shared contract reads it). A Chinese reader needs
the same play named from the *Chinese* words the file already has: each card's
Chinese name (data/cards.yaml, a variant's ``names:``), each suit's and mixed
group's ``chinese:``. So the screens ask ``play_name`` and ``card_called``; in English
they give exactly the engine's words.

The files write their Chinese in one script (mostly Traditional: 長衫, 紅頭十; one
Simplified 财神). ``in_script`` writes those names in the script shown, with a table of
only the characters the data's names use: 长衫 for a mainland reader, 財神 for Hong Kong.
"""
from __future__ import annotations

from game import i18n
from game.ui.script import in_script  # noqa: F401  (the one table of the scripts' characters)
from game.i18n import N_, _

# Traditional → Simplified for the characters of the data's Chinese names (cards, suits, groups, the
# games' names) and the dealer's badge 莊; the other characters are written alike in both scripts.
def card_zh(variant, card) -> str:
    """The card's Chinese name in the script shown (its code when the data has no Chinese name)."""
    return in_script(variant.card_name(card).zh)


def card_called(variant, card, setting: str = "both") -> str:
    """A card's name as the settings' "Card names" asks ("en", "zh" or "both"), in the language shown.

    In English: 'Heaven', '天' or 'Heaven 天'. In Chinese the name is Chinese whatever the setting
    says, except "en" (a player who chose English names keeps them): 'both' would repeat the card's
    English beside words that are all Chinese."""
    name = variant.card_name(card)
    if i18n.chinese():
        return name.en if setting == "en" else in_script(name.zh)
    return {"en": name.en, "zh": name.zh}.get(setting, f"{name.en} {name.zh}")


# A set of identical cards, by its size (the engine's SET_WORDS in English).
SETS = {2: N_("pair of {card}"), 3: N_("triple of {card}"), 4: N_("four of {card}")}


def play_name(variant, combo) -> str:
    """The play ``combo`` (a climbing Combination) in the language shown: its engine name in English;
    in Chinese made from the file's Chinese words, e.g. '天 6:6', '一對天 6:6', '天九（文子×1、武子一×2）',
    '至尊（3 張）'. A part whose Chinese the file does not give keeps the file's English."""
    if combo is None:
        return ""
    if not i18n.chinese():
        return combo.name
    cards = combo.cards
    if combo.kind in ("single", "set") and len(set(cards)) == 1:
        card = f"{card_zh(variant, cards[0])} {cards[0]}"
        if len(cards) == 1:
            return card
        return _(SETS[len(cards)]).format(card=card) if len(cards) in SETS else \
            _("{n} of {card}").format(n=len(cards), card=card)
    if combo.kind == "mixed":
        group = next((g for g in getattr(variant, "mixed_groups", ()) if g.name == combo.group), None)
        name = in_script(group.chinese) if group is not None and group.chinese else combo.group
        parts = [_("{suit}×{n}").format(suit=in_script(s.chinese) or s.label, n=n)
                 for n, s in zip(combo.shape, variant.suits) if n]
        return _("{name} ({parts})").format(name=name, parts=_(", ").join(parts))
    if combo.kind == "supreme" and combo.group in (None, "Supreme"):
        return _("Supreme of {n}").format(n=len(cards))        # 至尊, the games' own word
    if combo.kind == "supreme":                                 # Ma Hua Hua's happy cards are no 至尊
        return _("{name} of {n}").format(name=combo.group, n=len(cards))
    # a group (Ma Hua Hua's bull, pendulum 擺牌, fish 魚牌) or a named play (Chang Pai's 天丁): the file's
    # `chinese:` where it gives one, else its English name, with the group's size
    chinese = getattr(variant, "play_chinese", {})
    if combo.kind == "group" and combo.group:
        return _("{name} of {n}").format(name=in_script(chinese.get(combo.group) or "") or combo.group, n=len(cards))
    return in_script(chinese.get(combo.name) or "") or combo.name
