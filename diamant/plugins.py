"""Loading a plugin by name (`package.module:attribute`), shared by both games' bots.

Neutral: imports neither game. A plugin target is a function or any callable object (the bot
itself), or a class instantiated once per seat with the keywords it accepts of `seed` and `seat`.
Errors come out as the caller's own exception class (`error=`), with a message naming the plugin.
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
import logging
import re
from typing import Any, Callable, Collection, Mapping, overload

log = logging.getLogger(__name__)

Builder = Callable[[Any, int], Any]  # (seed, seat) -> the seat's bot object


def load_target(name: str, error: type[Exception] = ValueError) -> Any:
    """The object `package.module:attr.sub` names; `error(message)` when it cannot be found."""
    module_name, sep, attr = name.partition(":")
    if not sep or not module_name or not attr:
        raise error(f"{name!r} is not of the form package.module:name")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise error(f"cannot import bot module {module_name!r}: {exc}") from None
    try:
        target: Any = module
        for part in attr.split("."):
            target = getattr(target, part)
    except AttributeError:
        raise error(f"module {module_name!r} has no {attr!r}") from None
    return target


def builder(factory: Any) -> Builder:
    """How to make one seat's bot from a plugin target: a class is instantiated (with `seed` and
    `seat` when it accepts them; its signature is read once, here), anything else is the bot."""
    if not inspect.isclass(factory):
        return lambda seed, seat: factory
    make: Any = factory  # a class whose keywords are only known at run time
    try:
        params: Any = inspect.signature(factory).parameters
    except (TypeError, ValueError):
        params = {}
    takes_seed, takes_seat = "seed" in params, "seat" in params
    if takes_seed and takes_seat:
        return lambda seed, seat: make(seed=seed, seat=seat)
    if takes_seed:
        return lambda seed, seat: make(seed=seed)
    if takes_seat:
        return lambda seed, seat: make(seat=seat)
    return lambda seed, seat: make()


@overload
def plugin_seed(seed: int, key: bytes = ...) -> int: ...
@overload
def plugin_seed(seed: None, key: bytes = ...) -> None: ...
def plugin_seed(seed: int | None, key: bytes = b"") -> int | None:
    """The seed a third-party bot of either game gets: drawn from its seat's seed one way (a
    hash). Without `key` anyone can compute the hash, so a bot could try every small game seed
    and find the one that gives its own: in process that costs it nothing it could not read
    anyway. An isolated bot's is keyed (`key`: up to 64 bytes the child never sees), so it
    reveals nothing of the game's seed."""
    if seed is None:
        return None
    base = _SEED_HASHES.get(key)
    if base is None:  # the hash's parameters set once per key (a seed is made per seat per game)
        if len(_SEED_HASHES) >= 8:  # keys are drawn per run: a long-lived process keeps few
            _SEED_HASHES.clear()
        base = _SEED_HASHES[key] = hashlib.blake2b(digest_size=8, key=key, person=b"diamant-plugin")
    keyed = base.copy()
    keyed.update(str(seed).encode())
    return int.from_bytes(keyed.digest(), "big") % (2**63)


#: per key: a blake2b hash with that key and no data yet, copied for each seed
_SEED_HASHES: dict[bytes, Any] = {}


def plugin_builder(name: str, error: type[Exception] = ValueError) -> Builder:
    """Resolve `package.module:name` once: the result builds a seat's bot as `build(seed, seat)`;
    a plugin failing to build comes out as `error` naming it."""
    build = builder(load_target(name, error))

    def plugin(seed: Any, seat: int) -> Any:
        try:
            return build(plugin_seed(seed), seat)  # a seed the game's cannot be worked back from
        except Exception as exc:  # noqa: BLE001 - boundary: a third-party bot failing to build, reported by name
            # the error raised says it in one line; the traceback goes to the log file only
            log.info("the bot %r could not be built (%r); %s raised", name, exc, error.__name__,
                     exc_info=exc)
            raise error(f"cannot create bot {name!r}: {exc}") from None
    return plugin


#: a plugin's name: `package.module:attribute`, Python identifiers only
PLUGIN_NAME = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*", re.ASCII)
#: the most plugins a player's list holds
MAX_PLUGINS = 16
MAX_PLUGIN_NAME = 120

#: the plugins the player allowed (the settings' `plugins`, set by the app as it starts): the
#: only ones the apps offer, and the only ones a file may seat
_ALLOWED: tuple[str, ...] = ()


def is_plugin_name(name: Any) -> bool:
    """Whether `name` is written as a plugin's name (it says nothing of whether it is allowed)."""
    return type(name) is str and len(name) <= MAX_PLUGIN_NAME and PLUGIN_NAME.fullmatch(name) is not None


def allow(names: Any) -> tuple[str, ...]:
    """The player's list of plugins (a list of `package.module:name`; anything else in it is
    left out): from now on the apps offer these, and only these, besides the built-in levels.
    Nothing is imported here."""
    global _ALLOWED
    kept: list[str] = []
    for name in names if isinstance(names, (list, tuple)) else ():
        if is_plugin_name(name) and name not in kept and len(kept) < MAX_PLUGINS:
            kept.append(name)
    _ALLOWED = tuple(kept)
    return _ALLOWED


def allowed() -> tuple[str, ...]:
    """The plugins the player allowed (see `allow`)."""
    return _ALLOWED


def plugin_label(name: str) -> str:
    """A plugin's short name for a seat: its attribute's last part (`GreedyBot` of
    `mybots.greedy:GreedyBot`)."""
    return name.rpartition(":")[2].rpartition(".")[2] or name


def may_load(name: Any, builtins: Collection[str], allowed: Collection[str] | None = None) -> bool:
    """Whether a bot name read from a file (a save, a record, the settings) may be loaded: a
    built-in level, or a plugin on `allowed`, by default the list the player named themselves
    (`allow`). Decided on the name alone, before anything is imported: importing a module a file
    names is running the file's code."""
    if allowed is None:
        allowed = _ALLOWED
    return type(name) is str and (name in builtins or name in allowed)


def resolve_bot(name: str, builtins: Mapping[str, Any], error: type[Exception],
                unknown: str) -> Builder:
    """A bot name of either game, resolved once: a built-in level of `builtins` (a class built
    with `seed=` and `seat=`) or `package.module:name`. `unknown` starts the message for a name
    that is neither (the built-in names follow)."""
    if not isinstance(name, str) or not name.strip():
        raise error("a bot needs a name")
    name = name.strip()
    if name in builtins:
        make = builtins[name]
        return lambda seed, seat: make(seed=seed, seat=seat)
    if ":" not in name:
        known = ", ".join(sorted(builtins))
        raise error(f"{unknown} {name!r}; built-in bots: {known}; or give package.module:name")
    return plugin_builder(name, error)


__all__ = ["Builder", "MAX_PLUGINS", "allow", "allowed", "is_plugin_name", "plugin_label", "may_load", "load_target", "builder", "plugin_builder", "plugin_seed", "resolve_bot"]
