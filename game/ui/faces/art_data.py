"""Reading an art file of the faces (``sprites/*.yaml``) with every key checked.

The mahjong tiles and the four-colour cards keep their colours, layouts and
proportions in YAML, like the dominoes (``face_art``), so they can be tuned by
eye without touching code. This is the small checked reader they share: a
drawing routine never meets a missing key half-way through a frame, and a
mistyped key is reported with the file and the dotted key
(``sprites/mahjong.yaml: dots.7.spots[2]: expected [u, v, ink]``).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.ui.face_art import RGBA, FaceArtError


def read_yaml(path: Path) -> Any:
    """The file's YAML tree (``yaml.safe_load``), or FaceArtError naming the file."""
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise FaceArtError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    except yaml.YAMLError as exc:
        raise FaceArtError(f"{path}: not valid YAML: {exc}") from exc


class ArtReader:
    """Walks a YAML tree, keeping the dotted key for its error messages."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.inks: set[str] = set()

    def fail(self, where: str, problem: str) -> FaceArtError:
        return FaceArtError(f"{self.path}: {where or '(top level)'}: {problem}")

    def mapping(self, node: Any, where: str) -> dict:
        if not isinstance(node, dict):
            raise self.fail(where, "expected a mapping of keys")
        return node

    def get(self, node: dict, key: str, where: str) -> Any:
        if key not in node:
            raise self.fail(join(where, key), "missing")
        return node[key]

    def section(self, node: dict, key: str, where: str = "") -> dict:
        return self.mapping(self.get(node, key, where), join(where, key))

    def number(self, node: dict, key: str, where: str, low: float = 0.0,
               high: float | None = None) -> float:
        value = self.get(node, key, where)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(join(where, key), f"expected a number, got {value!r}")
        if value < low or (high is not None and value > high):
            bounds = f"{low} to {high}" if high is not None else f"at least {low}"
            raise self.fail(join(where, key), f"{value} is out of range ({bounds})")
        return float(value)

    def numbers(self, node: dict, keys: str, where: str, high: float | None = None) -> dict[str, float]:
        """Several numbers of one section by name (``keys`` separated by spaces)."""
        return {key: self.number(node, key, where, high=high) for key in keys.split()}

    def text(self, node: dict, key: str, where: str, choices: tuple[str, ...] = ()) -> str:
        value = self.get(node, key, where)
        if not isinstance(value, str) or not value:
            raise self.fail(join(where, key), f"expected a text, got {value!r}")
        if choices and value not in choices:
            raise self.fail(join(where, key), f"{value!r} is not one of {', '.join(choices)}")
        return value

    def colour(self, value: Any, where: str) -> RGBA:
        if (not isinstance(value, list) or len(value) not in (3, 4)
                or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255 for c in value)):
            raise self.fail(where, f"expected [r, g, b] or [r, g, b, a] of 0-255, got {value!r}")
        return (value[0], value[1], value[2], value[3] if len(value) == 4 else 255)

    def colours(self, node: Any, required: tuple[str, ...], where: str = "colours") -> dict[str, RGBA]:
        node = self.mapping(node, where)
        result = {str(name): self.colour(value, f"{where}.{name}") for name, value in node.items()}
        for name in required:
            if name not in result:
                raise self.fail(f"{where}.{name}", "missing")
        self.inks = set(result)
        return result

    def ink(self, value: Any, where: str) -> str:
        if value not in self.inks:
            raise self.fail(where, f"unknown ink {value!r}; the colours are " + ", ".join(sorted(self.inks)))
        return value

    def marks(self, node: dict, key: str, where: str, extra: bool) -> tuple[tuple[float, float, str, float], ...]:
        """A list of ``[u, v, ink]`` (or ``[u, v, ink, tilt]`` when ``extra``), as (u, v, ink, tilt)."""
        raw = self.get(node, key, where)
        shape = "[u, v, ink]" + (" or [u, v, ink, tilt]" if extra else "")
        if not isinstance(raw, list) or not raw:
            raise self.fail(join(where, key), f"expected a list of {shape}")
        out = []
        for i, item in enumerate(raw):
            at = f"{join(where, key)}[{i}]"
            sizes = (3, 4) if extra else (3,)
            if (not isinstance(item, list) or len(item) not in sizes
                    or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in item[:2] + item[3:])):
                raise self.fail(at, f"expected {shape}, got {item!r}")
            out.append((float(item[0]), float(item[1]), self.ink(item[2], at),
                        float(item[3]) if len(item) == 4 else 0.0))
        return tuple(out)


def join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key
