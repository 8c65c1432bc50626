### Diamonds Club: the guided first round (diamant/games/club/lesson.py). Each tip: a title and a
### body; the refusals say why another action is not taken in the lesson.

club-lesson-name-1 = Olga
club-lesson-name-2 = Kenji
club-lesson-menu-tip = One guided round of Diamonds Club against two players: each phase happens in front of you
club-lesson-skip = Skip the lesson
club-lesson-next = Next

club-lesson-welcome-title = Your first round of Diamonds Club
club-lesson-welcome-body = This is the market: each space sells one thing. In turn, each player puts coins on one free space, or passes. You play against Olga and Kenji; each tip shows what to do.
club-lesson-turn-title = The turn-order track
club-lesson-turn-body = Buy +3 on the turn-order track (the marked space). Whoever is furthest along it goes first when gems are sold and objects built, and leads the next round.
club-lesson-question-title = A "?" space
club-lesson-question-body = A "?" space moves you one step down the development track you choose. Choose forest: every forest will bring more points at the end.
club-lesson-mine-title = A production set
club-lesson-mine-body = A mine, digging rights and a ship make a set, which you sell for gems. Start with this yellow mine.
club-lesson-price-title = Prices rise
club-lesson-price-body = A space costs 1 coin, plus 1 for every coin already lying on the spaces next to it. These digging rights cost 3: one coin above, one to the right.
club-lesson-ship-title = The set is complete
club-lesson-ship-body = Buy this ship: with the mine and the digging rights, your set is complete.
club-lesson-pass-title = Pass
club-lesson-pass-body = You have what you need: pass. You buy nothing more this round; the others go on until everyone has passed.
club-lesson-diamonds-title = The diamonds
club-lesson-diamonds-body = When the buying ends, whoever has the most coins left gets a diamond, and so does whoever is furthest along the turn-order track: both are you. A diamond pays for a gem of any colour.
club-lesson-sell-title = Selling a set
club-lesson-sell-body = Your set sells for yellow gems, the mine's colour: as many as the smaller of the two numbers on the rights and the ship, here 3.
club-lesson-keep-title = What you keep
club-lesson-keep-body = After selling, you may keep one incomplete set for the next round. You have nothing left: keep nothing.
club-lesson-build-title = Building
club-lesson-build-body = Each price tile shows what its object costs. Build the pavilion with the gems it asks for; your marker goes on its price tile.
club-lesson-surcharge-title = Another player's marker
club-lesson-surcharge-body = Olga has built a forest: her marker lies on the forest's price tile, so the forest now costs you one gem more, 4 instead of 3. Build it.
club-lesson-last-pass-title = The round ends
club-lesson-last-pass-body = Pass: when everyone has passed, the round ends, coins and markers go back, and a new market is laid.
club-lesson-done-title = You have played a whole round
club-lesson-done-body = Buying, the turn order, the diamonds, selling a set and building: that is every round. The game ends in the round in which someone fills all 14 light-green spaces of their park.

club-lesson-refuse-buy = In this lesson, buy the space the tip shows.
club-lesson-refuse-pass = In this lesson, pass now.
club-lesson-refuse-gems = In this lesson, choose what the tip shows.
club-lesson-refuse-build = In this lesson, build what the tip shows.
club-lesson-refuse-wait = Wait: it is another player's turn.
club-lesson-refuse-read = Read the tip first, then Next.
