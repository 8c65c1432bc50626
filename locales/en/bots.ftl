### Diamant: the built-in computer players (bots), English.
### One display name and one line of personality per level, weakest first.
### The ids are the bots' command-line names: bot-<name>-name, bot-<name>-desc.

bot-timid-name = Timid
bot-timid-desc = A beginner: runs home at the first trap or with a small handful of gems.

bot-steady-name = Steady
bot-steady-desc = Sticks to a careful plan: out at the second trap, with a good haul or a rich path.

bot-gambler-name = Gambler
bot-gambler-desc = Pushes its luck on a whim: after the second trap, every card is a roll of the dice.

bot-counter-name = Counter
bot-counter-desc = Counts the cards: leaves when one more card risks more than it is likely to bring.

bot-tactician-name = Tactician
bot-tactician-desc = Counts and reads the table: who will leave, the gems it could take alone, the scores.

bot-expert-name = Expert
bot-expert-desc = Plays the rest of the expedition out in its head, against each player as it has learned them.

bot-master-name = Master
bot-master-desc = Plays out hundreds of shuffles in its head, thinks again at every card, plays to win.

message-bot-refused = A saved game named a bot that is not one of the built-in levels. It was not loaded: a built-in bot plays that seat.

# a plugin bot the player allowed (settings: "plugins"); { $name }: its short name, { $module }: package.module:name
bot-plugin-name = { $name } (plugin)
bot-plugin-desc = A plugin you allowed: { $module }. If it fails, a built-in bot takes its seat.
message-plugin-replaced = A plugin bot failed (it took too long, stopped, or answered with something that is not a move). A built-in bot plays its seat from now on.
