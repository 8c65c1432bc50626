### The rules of Diamant in the project's own words (English).
### One title and one body per section; bodies may hold several paragraphs.

rules-title = How to play

rules-goal-title = The goal
rules-goal-body =
    Each player is one explorer: you enter the Tacora cave five times in a row, five expeditions. Deep inside lie gems, and sometimes precious relics, but also traps.

    Only what you bring back to camp and put in your chest counts. After the fifth expedition, the player with the most points wins. A ruby is worth 1 point and a diamond 5 points; the game shows 5 rubies as one diamond.

rules-expedition-title = An expedition, card by card
rules-expedition-body =
    At the start of an expedition every explorer enters the cave. Then the game repeats the same steps:

    • The top card of the deck is revealed and added to the path: a treasure, a trap or a relic.
    • Everybody still in the cave secretly chooses Continue or Leave.
    • All choices are revealed at the same moment; nobody sees a choice before everyone has chosen.
    • Those who chose Leave go back to camp; the others stay and the next card is revealed.

    The expedition ends when nobody is left in the cave, or when a disaster strikes. A barricade then closes that expedition's entrance. The gems still lying on the path go back to the supply, relics still on the path are lost, and every other card is shuffled back into the deck.

rules-treasures-title = Treasures and what is left over
rules-treasures-body =
    A treasure card shows a number of gems. They are shared evenly between the explorers still in the cave; what cannot be shared stays on the card.

    For example, 11 gems with 5 explorers: each takes 2 and 1 stays on the card. 17 gems with 3 explorers: each takes 5 and 2 stay.

    The gems you take are carried beside your chest, in full view. They are not safe yet: they only become yours once you leave the cave.

rules-hazards-title = Traps and disasters
rules-hazards-body =
    There are five kinds of trap: giant spiders, snakes, lava, rolling boulders and battering rams, three cards of each.

    The first trap of a kind does nothing, but be warned. If a second trap of the same kind appears in the same expedition, disaster strikes: everybody still in the cave flees and loses every gem they carry, and the expedition ends at once.

    After a disaster one card of that trap leaves the game for good, so the same danger is a little rarer in the following expeditions.

rules-leaving-title = Leaving the cave
rules-leaving-body =
    The explorers who choose Leave at the same moment walk back along the path together. They share the gems still lying on the treasure cards evenly; what cannot be shared stays in the cave. Alone on the way back, you take all of them!

    Then they put everything they carry into their chests, where it stays safe until the end of the game. They wait at camp until the next expedition.

rules-relics-title = Relics
rules-relics-body =
    Depending on the edition chosen, relic cards may appear on the path. A relic only leaves the cave with an explorer who leaves alone: if two or more leave together, nobody takes it. Relics still on the path at the end of an expedition are lost.

    • Classic (the 2005 rules; the base game of the Russian and Polish books): no relics.
    • Iello 2016 relics (the Serbian box): all five relics are in the deck from the start. The first three taken out of the cave are worth 5 points each, the fourth and fifth 10 points each.
    • Relic hunt (the variant of the Russian and Polish books): before each expedition the next relic of a face-up stack (5, 7, 8, 10 and 12 points) is shuffled into the deck; each is worth the points printed on it.
    • Incan Gold (the rules English-speaking players know): one relic is shuffled in before each expedition; the first three taken out are worth 5 points each, the fourth and fifth 10 points each.

    A relic shuffled in but not revealed stays in the deck for the next expeditions.

rules-chests-title = Open or secret chests
rules-chests-body =
    With open chests everyone can see what the others have saved. With secret chests only the owner sees the contents, and the scores are revealed at the end. The gems explorers carry in the cave are always visible.

rules-end-title = End of the game
rules-end-body =
    After the fifth expedition the chests are opened. Each player scores the gems in the chest plus the value of the relics taken out of the cave. The highest score wins; tied players share the victory.
