### Diamonds Club on the title and in its lobby (English).

club-game-name = Diamonds Club
club-tagline = Mines, gems and the finest park
club-new-game-confirm-body = A game of Diamonds Club is in progress. It is kept with your past games, where you can continue it whenever you like.

club-lobby-title = New game: Diamonds Club
club-lobby-hint = 2 to 4 players, each with a colour of their own. Click a colour to change it.
club-lobby-you = You
club-lobby-player = Player { $n }
club-lobby-name-tip = The name shown at the table
club-lobby-name-placeholder = Name
club-lobby-person = Person
club-lobby-bot = Bot
club-lobby-kind-tip = A person at this screen, or a bot
club-lobby-level-tip = How this bot plays
club-lobby-person-desc = Plays at this screen.
club-lobby-remove-tip = Remove this seat
club-lobby-colour-tip = Colour: { $colour }. Click to change it
club-lobby-add = Add a seat
club-lobby-back = Back
club-lobby-start = Play

club-colour-red = red
club-colour-white = white
club-colour-bronze = bronze
club-colour-blue = blue

club-bot-random = Random
club-bot-random-desc = Plays any legal move, without a plan.
club-bot-beginner = Beginner
club-bot-beginner-desc = Grabs what brings it points at once, and slips now and then.
club-bot-steady = Steady
club-bot-steady-desc = Weighs every move one step ahead: points, tracks, required spaces.
club-bot-master = Master
club-bot-master-desc = Plays each move out in its head, many times over, before it chooses.
