"""Names vulture (the dead-code finder run by tests/guards/test_lint.py) cannot see being used: they are
reached by name, by a library, or from outside the package. Each line says who reaches it.
Scenes (@nav.scene) and migration steps (@step) are registered by their decorators, and the table
model's event handlers (_on_<Event>) are looked up by the event's class name: pyproject's
[tool.vulture] ignores those."""
# ruff: noqa: F821 - the bare names below are what vulture reads, never run

# pygame sets and reads these (Window.minimum_size; Rect's anchor points, assigned to place a rect)
minimum_size
midbottom
midright

# a protocol's parameter: fonts._Everything.__contains__(codepoint) claims every character
codepoint

# io's text-stream protocol, asked by logging and by tools that test a stream
writable
isatty

# public data: an event's field (in game records and golden transcripts), a bot's view
# (docs/bots.md), the executable's entry (build_exe.spec), the screenshot hook (diamant_dev)
waiting_for
i_am_in_cave
frozen_main
register_screenshot

# Diamonds Club: event fields written into records, golden transcripts and `replay --json`
# (TurnMoved.below, DiamondAwarded.amount); the data module's named codes, kept beside the
# values an owner of the printed game may correct (ITEM_MINE opens the item codes' table,
# BONUS_NAMES names the bonus cards in the order of their table)
below
amount
ITEM_MINE
BONUS_NAMES

# the unseen bots of the master's benchmark (benchmarks/unseen.py): plugins, loaded by
# `package.module:name` strings in bench_master.py and the tests
EV
EU
Lookahead

# prism's backend lives as long as its context (diamant.ui.speech): held, never read
_._context

# the old import paths' loader (diamant/_moved.py): importlib calls it by name
create_module

# Python itself calls a module's __getattr__ and __dir__ (PEP 562): diamant.games.club loads
# its rules' names when first asked
__getattr__
__dir__

# pickle calls an Unpickler's find_class for every class a pickle names (diamant.i18n.core)
find_class
