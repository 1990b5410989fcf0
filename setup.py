"""Builds Hard's playouts in C (``game/ai/fastplay.c``) beside the pure-Python game.

The extension is optional: where no C compiler is found, or the compiler lacks 128-bit integers (MSVC), the
install goes on without it and Hard plays out in Python, the same decisions more slowly (``game.ai.fast``).
Everything else about the package is in pyproject.toml.
"""
from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "game.ai._fastplay",
            ["game/ai/fastplay.c"],
            # No fused multiply-add: every chance and score must round exactly as Python's floats do.
            extra_compile_args=["-O2", "-ffp-contract=off"],
            optional=True,
        )
    ]
)
