# Playing at an online table: opening one from a lobby, the waiting room, joining from the title
online-table = Online table…
online-table-tip = Play these seats with friends on other computers: they join with an invite code
online-setup-title = Open an online table
online-setup-body = Friends on this network join with the invite code alone. Players elsewhere need a relay: the address of a relay someone runs (diamant relay). The bots are played by this computer.
online-seat-here = Here
online-seat-remote = A friend
online-seat-bot-here = A bot
online-seat-where-tip = Played at this screen, by a friend who joins with the code, or by a bot on this computer
online-relay = Relay (for friends on other networks)
online-relay-placeholder = ws://address:port (may stay empty)
online-relay-tip = The address of a relay: it connects players who cannot reach each other directly
online-open = Open the table
online-cancel = Cancel
online-need-local = At least one seat must be played here.
online-cannot-open = The table could not be opened: { $reason }
online-room-title = Online table
online-room-guest-title = Waiting for the host
online-invite = Invite code: send it to your friends
online-copy = Copy the code
online-copy-tip = Puts the invite code on the clipboard
online-copied = The invite code is copied.
online-start = Start
online-start-bots = Start, bots in the free seats
online-leave = Leave
online-seat-you = you
online-seat-connected = here
online-seat-open = waiting for a player…
online-seat-away = reconnecting…
online-seat-bot = bot
online-seat-free = Seat { $n }
online-no-relay = No relay is set: only players on this network can join.
online-relay-failed = The relay cannot be reached: only players on this network can join.
online-relay-on = Players elsewhere join through the relay { $relay }.
online-waiting-host = The host starts the game when everyone is here.
online-reconnecting = Connection lost: reconnecting…
online-reconnected = Back at the table.
online-host-left = The host has left the table.
online-lost = The connection to the table is lost.
menu-join = Join a table
menu-join-tip = Play at a friend's online table with the invite code they sent you
join-title = Join a table
join-code = Invite code
join-code-placeholder = Paste the code here (Ctrl+V)
join-code-tip = The code your friend copied from their waiting room
join-name = Your name
join-name-placeholder = Your name at the table
join-name-tip = How the other players see you
join-default-name = Guest
join-go = Join
join-connecting = Connecting…
join-bad-code = This is not an invite code. Copy the whole code your friend sent.
join-full = This table has no free seat.
join-version = The host plays another version of Diamant: both must have the same one.
join-refused = The table refused: { $reason }
join-unreachable = The table cannot be reached. Check the code, or ask the host to set a relay.

## Settings: the relay of online tables
settings-section-online = Online tables
settings-relay = Relay
settings-relay-placeholder = host:port
settings-relay-tip = The relay where your online tables open a room, so that friends on other networks can join: host:port or ws://host:port of a relay someone runs (diamant relay). None is built in.
settings-relay-note = Friends on other networks join through a relay someone runs (diamant relay). Empty: only players on this network can join.
settings-relay-bad = This is not a relay's address: write host:port or ws://host:port (or leave it empty).

## Join: the table this app hosted, taken back
online-resume = Resume my table
online-resume-tip = Host again the table you left before its game ended, where it stopped: the same seats, and your friends come back with the same invite code

# the decision timer (the host's choice; everybody at the table is under the same clock)
online-decision-time = Time per decision
online-decision-time-tip = How long every player, at this screen too, has for each decision: when it runs out, the seat's bot decides
online-time-off = Off
online-time-seconds = { $seconds } s

## Join: the tables on this network (found without a code); the host's option
join-lan = Tables on this network
join-lan-tip = Tables waiting for players on this network: click one (or choose it and press { $confirm }) to join it with your name
join-lan-looking = Looking for tables on this network… A friend's table appears here while it waits for players.
join-lan-off = Tables on this network cannot be looked for here: join with the invite code.
join-lan-seats = Free seats: { $free } of { $seats }
join-lan-full = Full
join-lan-item = { $host }, { $game }. { $seats }
online-lan-visible = Visible on this network
online-lan-visible-tip = While the table waits for players, friends on this network see it in their Join dialog and join without the code
