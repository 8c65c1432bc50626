"""Diamant: a desktop edition of the card game by Alan R. Moon and Bruno Faidutti."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("diamant")
except _metadata.PackageNotFoundError:  # running from a source tree or a frozen build
    __version__ = "0.1.0"
