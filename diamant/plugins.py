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
from typing import Any, Callable, Mapping

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


def plugin_seed(seed: int | None) -> int | None:
    """The seed a third-party bot of either game gets: drawn from its seat's seed one way (a
    hash), so that the game's seed, and with it every future deal, cannot be worked back from it."""
    if seed is None:
        return None
    keyed = _SEED_HASH.copy()  # the hash's parameters set once (one is made per seat per game)
    keyed.update(str(seed).encode())
    return int.from_bytes(keyed.digest(), "big") % (2**63)


_SEED_HASH = hashlib.blake2b(digest_size=8, person=b"diamant-plugin")


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


__all__ = ["Builder", "load_target", "builder", "plugin_builder", "plugin_seed", "resolve_bot"]
