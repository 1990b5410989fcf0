"""YAML read with the line of every key, for error messages that point at the line.

A variant author who writes ``suits.civil[3]: '7:1'`` must be told the file,
the line and the key (DESIGN.md "Rules are data"). ``yaml.compose`` with the
safe loader gives nodes with their marks and runs no constructors; we build
plain values ourselves and remember where each came from.

Scalars keep YAML's core meaning (int, float, bool, null, str) with one
exception: YAML 1.1 reads ``6:6`` as the base-60 integer 366, so a plain
scalar with a colon stays the text it was written as. A card may therefore be
written ``6:6`` or ``"6:6"``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a variant file, in the form ``file:line: key: what``."""

    file: str
    line: int
    key: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.key}: {self.message}" if self.key else f"{where}: {self.message}"


class VariantError(ValueError):
    """A variant file that cannot be played; ``problems`` lists every fault found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


@dataclass
class Source:
    """A parsed YAML document: plain values plus the line of each key path."""

    file: str
    value: Any
    lines: dict[str, int] = field(default_factory=dict)

    def line(self, path: str) -> int:
        """The line of ``path``, or of its nearest parent that has one."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = _parent(path)
        return self.lines.get("", 1)


def _parent(path: str) -> str:
    if path.endswith("]"):
        return path[: path.rindex("[")]
    return path.rpartition(".")[0]


def join(path: str, key: Any) -> str:
    """The path of a mapping's key: ``seats.3.hand``."""
    return f"{path}.{key}" if path else str(key)


def item(path: str, index: int) -> str:
    """The path of a list's item: ``suits.civil.cards[3]``."""
    return f"{path}[{index}]"


def _scalar(node: yaml.ScalarNode) -> Any:
    text = node.value
    if node.style in ("'", '"'):
        return text
    tag = node.tag
    if tag == _INT:
        if ":" in text:
            return text
        return yaml.SafeLoader.construct_yaml_int(_CONSTRUCTOR, node)
    if tag == _FLOAT:
        if ":" in text:
            return text
        return yaml.SafeLoader.construct_yaml_float(_CONSTRUCTOR, node)
    if tag == _BOOL:
        return yaml.SafeLoader.construct_yaml_bool(_CONSTRUCTOR, node)
    if tag == _NULL:
        return None
    return text


_CONSTRUCTOR = yaml.SafeLoader("")


def _build(node: yaml.Node, path: str, lines: dict[str, int], problems: list[Problem], file: str) -> Any:
    lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.ScalarNode):
        return _scalar(node)
    if isinstance(node, yaml.SequenceNode):
        return [_build(child, item(path, i), lines, problems, file) for i, child in enumerate(node.value)]
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                problems.append(Problem(file, key_node.start_mark.line + 1, path, "a key must be a plain word"))
                continue
            key = _scalar(key_node)
            child = join(path, key)
            if key in out:
                problems.append(Problem(file, key_node.start_mark.line + 1, child, "this key is given twice"))
            lines[child] = key_node.start_mark.line + 1
            out[key] = _build(value_node, child, lines, problems, file)
        return out
    return None


def read_yaml(path: "str | Path", text: str | None = None, display: str | None = None) -> Source:
    """Parse a YAML file safely, keeping lines; raise VariantError on syntax errors."""
    file = display or str(path)
    if text is None:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as err:
            raise VariantError([Problem(file, 0, "", f"cannot read the file: {err.strerror or err}")]) from None
        except UnicodeDecodeError:
            raise VariantError([Problem(file, 0, "", "the file is not UTF-8 text")]) from None
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 0
        what = (err.problem or err.context or "YAML syntax error").strip()
        raise VariantError([Problem(file, line, "", f"YAML syntax error: {what}")]) from None
    except yaml.YAMLError as err:
        raise VariantError([Problem(file, 0, "", f"YAML syntax error: {err}")]) from None
    problems: list[Problem] = []
    lines: dict[str, int] = {}
    value = _build(root, "", lines, problems, file) if root is not None else None
    if problems:
        raise VariantError(problems)
    return Source(file, value, lines)


_WORD = re.compile(r"^[a-z][a-z0-9_-]*$")


def is_word(value: Any) -> bool:
    return isinstance(value, str) and bool(_WORD.match(value))
