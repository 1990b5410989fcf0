"""The art data of the faces (``sprites/faces.yaml``), loaded and checked whole.

Spot layouts, colours and proportions live in YAML so that they can be tuned
by eye without touching code, and so that other face kinds can bring their
own. The file is checked completely when loaded: a drawing routine never meets
a missing key half-way through a frame, and an artist who mistypes a key is
told the file and the key (``sprites/faces.yaml: ends.4.radius: missing``).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

import yaml

from game.paths import sprites_dir

RGBA = tuple[int, int, int, int]


class FaceArtError(ValueError):
    """The art file is missing, unreadable, or has a missing or wrong key."""


@dataclass(frozen=True)
class Layout:
    """Spots in unit coordinates of a box: each (x, y, ink, radius); radius in box widths."""

    radius: float
    ink: str
    spots: tuple[tuple[float, float, str, float], ...]


@dataclass(frozen=True)
class EndBox:
    top: float
    length: float
    side: float


@dataclass(frozen=True)
class Label:
    size: float
    x: float
    y: float
    min_px: int
    vertical: bool


@dataclass(frozen=True)
class Pair:
    """How one card differs from "top end + bottom end": end layout names, or a whole layout."""

    top: str | None = None
    bottom: str | None = None
    whole: Layout | None = None


@dataclass(frozen=True)
class Body:
    """The proportions of one face style (a paper card or an ivory tile)."""

    aspect: float
    corner: float
    rim: float
    border_inset: float
    border_width: float
    border_corner: float
    bevel: float
    end: EndBox
    divider_length: float
    divider_width: float
    label: Label
    ring_radius: float
    ring_width: float
    pairs: Mapping[str, Pair]


@dataclass(frozen=True)
class Back:
    frame_inset: float
    frame_width: float
    lattice: float
    lattice_width: float
    medallion: float


@dataclass(frozen=True, eq=False)
class FaceArt:
    """The whole art file. Compared and hashed by identity: it keys the face cache."""

    path: Path
    colours: Mapping[str, RGBA]
    bodies: Mapping[str, Body]
    back: Back
    ends: Mapping[str, Layout]

    def colour(self, ink: str) -> RGBA:
        return self.colours[ink]


# Colours the renderer itself paints with (spots name theirs in the layouts).
REQUIRED_COLOURS = (
    "paper", "paper_shade", "edge", "border", "red", "black", "ivory", "ivory_shade",
    "tile_edge", "highlight", "hole", "shadow", "label", "back", "back_pattern",
    "back_frame", "tile_back", "tile_back_pattern", "tile_back_edge",
)
BODY_KINDS = ("card", "tile")
DOMINO_NUMBERS = ("1", "2", "3", "4", "5", "6")


def default_art_path() -> Path:
    return sprites_dir() / "faces.yaml"


def load_art(path: Path | str | None = None) -> FaceArt:
    """Read and check the art file; raise FaceArtError naming the file and key."""
    path = Path(path) if path is not None else default_art_path()
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise FaceArtError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    except yaml.YAMLError as exc:
        raise FaceArtError(f"{path}: not valid YAML: {exc}") from exc
    return _Reader(path).art(raw)


class _Reader:
    """Walks the YAML tree, keeping the dotted key path for error messages."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.colour_names: set[str] = set()

    def fail(self, where: str, problem: str) -> FaceArtError:
        return FaceArtError(f"{self.path}: {where}: {problem}")

    def mapping(self, node: Any, where: str) -> dict:
        if not isinstance(node, dict):
            raise self.fail(where or "(top level)", "expected a mapping of keys")
        return node

    def get(self, node: dict, key: str, where: str) -> Any:
        if key not in node:
            raise self.fail(_join(where, key), "missing")
        return node[key]

    def number(self, node: dict, key: str, where: str, low: float = 0.0,
               high: float | None = None) -> float:
        value = self.get(node, key, where)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(_join(where, key), f"expected a number, got {value!r}")
        if value < low or (high is not None and value > high):
            bounds = f"{low} to {high}" if high is not None else f"at least {low}"
            raise self.fail(_join(where, key), f"{value} is out of range ({bounds})")
        return float(value)

    def ink(self, value: Any, where: str) -> str:
        if value not in self.colour_names:
            raise self.fail(where, f"unknown ink {value!r}; the colours are "
                                   + ", ".join(sorted(self.colour_names)))
        return value

    def art(self, raw: Any) -> FaceArt:
        top = self.mapping(raw, "")
        colours = self.colours(self.get(top, "colours", ""))
        ends_raw = self.mapping(self.get(top, "ends", ""), "ends")
        ends = {str(name): self.layout(node, f"ends.{name}") for name, node in ends_raw.items()}
        for number in DOMINO_NUMBERS:
            if number not in ends:
                raise self.fail(f"ends.{number}", "missing")
        bodies = {kind: self.body(self.get(top, kind, ""), kind, ends) for kind in BODY_KINDS}
        back_raw = self.mapping(self.get(top, "back", ""), "back")
        back = Back(*(self.number(back_raw, key, "back") for key in
                      ("frame_inset", "frame_width", "lattice", "lattice_width", "medallion")))
        if back.lattice <= 0:
            raise self.fail("back.lattice", "must be more than 0")
        return FaceArt(self.path, colours, bodies, back, ends)

    def colours(self, node: Any) -> dict[str, RGBA]:
        node = self.mapping(node, "colours")
        result: dict[str, RGBA] = {}
        for name, value in node.items():
            where = f"colours.{name}"
            if (not isinstance(value, list) or len(value) not in (3, 4)
                    or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255
                               for c in value)):
                raise self.fail(where, f"expected [r, g, b] or [r, g, b, a] of 0-255, got {value!r}")
            result[str(name)] = (value[0], value[1], value[2], value[3] if len(value) == 4 else 255)
        for name in REQUIRED_COLOURS:
            if name not in result:
                raise self.fail(f"colours.{name}", "missing")
        self.colour_names = set(result)
        return result

    def layout(self, node: Any, where: str) -> Layout:
        node = self.mapping(node, where)
        radius = self.number(node, "radius", where)
        ink = self.ink(self.get(node, "ink", where), _join(where, "ink"))
        spots_raw = self.get(node, "spots", where)
        shape = "[x, y], [x, y, ink] or [x, y, ink, radius]"
        if not isinstance(spots_raw, list):
            raise self.fail(_join(where, "spots"), f"expected a list of {shape}")
        spots = []
        for i, spot in enumerate(spots_raw):
            at = f"{where}.spots[{i}]"
            if (not isinstance(spot, list) or len(spot) not in (2, 3, 4)
                    or not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                               for v in spot[:2] + spot[3:])):
                raise self.fail(at, f"expected {shape}, got {spot!r}")
            spot_ink = self.ink(spot[2], at) if len(spot) >= 3 else ink
            spot_radius = float(spot[3]) if len(spot) == 4 else radius
            spots.append((float(spot[0]), float(spot[1]), spot_ink, spot_radius))
        return Layout(radius, ink, tuple(spots))

    def body(self, node: Any, kind: str, ends: Mapping[str, Layout]) -> Body:
        node = self.mapping(node, kind)
        border = self.mapping(self.get(node, "border", kind), f"{kind}.border")
        end = self.mapping(self.get(node, "end", kind), f"{kind}.end")
        divider = self.mapping(self.get(node, "divider", kind), f"{kind}.divider")
        label = self.mapping(self.get(node, "label", kind), f"{kind}.label")
        ring = self.mapping(self.get(node, "ring", kind), f"{kind}.ring")
        vertical = self.get(label, "vertical", f"{kind}.label")
        if not isinstance(vertical, bool):
            raise self.fail(f"{kind}.label.vertical", f"expected true or false, got {vertical!r}")
        pairs_raw = self.mapping(self.get(node, "pairs", kind), f"{kind}.pairs")
        pairs = {str(key): self.pair(value, f"{kind}.pairs.{key}", ends)
                 for key, value in pairs_raw.items()}
        return Body(
            aspect=self.number(node, "aspect", kind, low=0.2),
            corner=self.number(node, "corner", kind, high=0.5),
            rim=self.number(node, "rim", kind, high=0.5),
            border_inset=self.number(border, "inset", f"{kind}.border", high=0.5),
            border_width=self.number(border, "width", f"{kind}.border", high=0.5),
            border_corner=self.number(border, "corner", f"{kind}.border", high=0.5),
            bevel=self.number(node, "bevel", kind, high=0.5),
            end=EndBox(*(self.number(end, key, f"{kind}.end") for key in ("top", "length", "side"))),
            divider_length=self.number(divider, "length", f"{kind}.divider", high=1.0),
            divider_width=self.number(divider, "width", f"{kind}.divider", high=0.5),
            label=Label(
                size=self.number(label, "size", f"{kind}.label"),
                x=self.number(label, "x", f"{kind}.label", high=1.0),
                y=self.number(label, "y", f"{kind}.label", high=1.0),
                min_px=int(self.number(label, "min_px", f"{kind}.label")),
                vertical=vertical,
            ),
            ring_radius=self.number(ring, "radius", f"{kind}.ring", low=1.0),
            ring_width=self.number(ring, "width", f"{kind}.ring"),
            pairs=pairs,
        )

    def pair(self, node: Any, where: str, ends: Mapping[str, Layout]) -> Pair:
        node = self.mapping(node, where)
        if "whole" in node:
            return Pair(whole=self.layout(node["whole"], _join(where, "whole")))
        if "ends" in node:
            top = bottom = node["ends"]
            keys = ("ends", "ends")
        elif "top" in node or "bottom" in node:
            top, bottom = self.get(node, "top", where), self.get(node, "bottom", where)
            keys = ("top", "bottom")
        else:
            raise self.fail(where, "expected one of: ends, top and bottom, whole")
        for key, name in zip(keys, (top, bottom)):
            if name not in ends:
                raise self.fail(_join(where, key), f"no end layout named {name!r} under ends")
        return Pair(top=top, bottom=bottom)


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key
