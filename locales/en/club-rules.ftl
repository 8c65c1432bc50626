### The rules of Diamonds Club in the project's own words (English), for the club-rules scene.
### One title and one body per section; a body may hold several paragraphs, and a paragraph
### that starts with • is a list item. Each round starts with a new market.

club-rules-title = Diamonds Club: how to play
club-rules-contents = Contents
club-rules-back = Back

club-rules-goal-title = The goal
club-rules-goal-body =
    Every player owns a park. Buy production rights on the shared market, turn them into gems, and spend the gems on fountains, orangeries, pavilions, rose gardens, forests and animals.

    The game is played round after round, each in five phases: the market, buying, diamonds, gems and building. When somebody fills the light-green spaces of their park, the game ends and the most points win.

club-rules-pieces-title = Your park and your pieces
club-rules-pieces-body =
    You start with 10 coins and one gem of each colour: blue, yellow, green and red. A clear diamond is a joker: it pays for a gem of any colour.

    Your board holds your park: 14 light-green spaces, three of them required, and 5 dark-green spaces below. Next to it are your three development tracks: forest, technology and money.

club-rules-market-title = Phases 1 and 2: the market and buying
club-rules-market-body =
    A new market is laid out: one dark card per player, then one light card per player, each on a random side. Every card is a column of six spaces. With 2 or 3 players the places on the right stay closed.

    The leader starts, then play goes clockwise. On your turn you put coins on one empty space, or you pass for the rest of the phase. A space costs 1 coin, plus 1 for every coin already lying on its neighbouring spaces (above, below, left or right), whoever put them there. You lay the whole price on the space you buy. For example, a space next to one space with 1 coin and another with 2 coins costs 1 + 1 + 2 = 4.

    What you buy is yours at once:
    • a mine, digging rights or a ship: a production token for phase 4;
    • +1, +2 or +3: your marker moves that far along the turn-order track; pushed past 9, it goes on top of the stack on 10+, even if it already stood there;
    • a pond, a deer park or an aviary: it goes straight into your park;
    • a step on the forest, technology or money track (on “?” you choose the track); a money step also gives you 1 coin at once.

club-rules-diamonds-title = Phase 3: diamonds and the leader
club-rules-diamonds-body =
    The player with the most coins left over gets a diamond, and so does the player furthest right on the turn-order track. When players are tied, each of them gets one. The top marker of that furthest place makes its owner the leader.

    In phases 4 and 5, turn order goes from the marker furthest right to the one furthest left; in a stack, the top marker goes first.

club-rules-gems-title = Phase 4: selling gems
club-rules-gems-body =
    In turn order, each player must sell every complete set they can make. A set is one mine, one digging rights token and one ship. It brings gems of the mine's colour: as many as the smaller of the two capacities, plus the bonus of your technology track for each set. You decide which tokens go together.

    Afterwards you may keep one incomplete set at most: one token of each kind or fewer, never all three. Every other token goes back.

club-rules-building-title = Phase 5: building
club-rules-building-body =
    In turn order, each player builds one tile or passes for the rest of the phase, again and again until everybody has passed. A tile costs the gems its price tile shows, plus 1 gem of any colour for each marker of another player already on that price tile. Then you put your own marker there: nobody uses the same price tile twice in one round.

    A forest costs 3 gems of any colours: you take a landscape tile from the fullest stack and lay it forest side up.

    The sixth price tile, any landscape object, costs 4 gems of any colours and builds a fountain, an orangery, a pavilion or a rose garden: you choose which. Its markers are its own, so you may build, say, two fountains in one round.

    When the round ends, coins and markers go back. Everybody starts the next round with as many coins as their money track shows: coins left over are not kept. The leader moves to space 0 of the turn-order track, the others clockwise to 1, 2 and 3.

club-rules-park-title = The park
club-rules-park-body =
    A new tile goes onto the empty required space of its kind if there is one; otherwise onto any empty light-green space; once all 14 light-green spaces are full, onto a dark-green space. A tile with nowhere to go under these rules cannot be taken.

    Every board has its own three required spaces, each for a landscape object: a fountain, an orangery, a pavilion or a rose garden. Where else a tile lies makes no difference.

club-rules-tracks-title = The development tracks
club-rules-tracks-body =
    A step moves a marker one space down its track. A step on a track already at its end is lost.
    • Forest: each forest you own scores 2 points, up to 6 at the end of the track.
    • Technology: each set you sell brings more: 1 gem more, then 1 diamond, then both, and at the end 2 gems and 1 diamond. The end of the track also scores 2 points.
    • Money: your coins for each round, from 10 up to 14. The last three spaces score 1, 2 and 3 points.

club-rules-bonus-title = Bonus cards
club-rules-bonus-body =
    Building a fountain, an orangery, a pavilion or a rose garden can win a bonus card on the spot. Forests never count.
    • Three of a kind (one card for each of the four): 3 points to the first player who owns three of it.
    • Four different: 5 points to the first player who owns one of each; 3 points the next time anybody completes such a set.
    • Five alike: 5 points to the first player who owns five of one kind; 3 points the next time anybody reaches five of one kind again.

club-rules-end-title = The end and the scores
club-rules-end-body =
    When a player has filled all 14 light-green spaces, the current round is played to its end, and then the game is over.

    A player whose three required spaces are not all filled scores nothing. The others score:
    • 4 points for each fountain, orangery, pavilion and rose garden;
    • for each forest, the value their forest track has reached;
    • 10 points for each trio of a pond, a deer park and an aviary, and 1 point for every other animal;
    • their bonus cards, and the ends of their technology and money tracks.

    The highest total wins. Between tied players, the one with more gems (diamonds included) wins; if they are still tied, they share the win.
