### Card themes (English). A theme only changes how the five hazards look and are called: the
### rules stay the same. "temple": the Iello boxes; "mine": the Japanese box of 2005 (坑道).
### Each hazard has two forms: <id> is a caption on its own, <id>-name is used inside a sentence
### (in place of { hazard-name }).

# Label of the lobby's choice of card theme.
theme-label = Card theme
theme-temple = Temple (Iello)
theme-temple-desc = The cards of the Iello boxes: giant spiders, snakes, lava, rolling boulders and battering rams.
theme-mine = Mine (2005)
theme-mine-desc = The cards of the Japanese box of 2005: a mine with snakes, scorpions, landslides, gas pockets and explosions. Same rules.

theme-mine-hazard-snakes = Snakes
theme-mine-hazard-snakes-name = snakes
theme-mine-hazard-scorpions = Scorpions
theme-mine-hazard-scorpions-name = scorpions
theme-mine-hazard-landslide = Landslide
theme-mine-hazard-landslide-name = landslide
theme-mine-hazard-gas = Gas pocket
theme-mine-hazard-gas-name = gas pocket
theme-mine-hazard-explosion = Explosion
theme-mine-hazard-explosion-name = explosion

# The rules screen's sentence on the five hazards, shown instead of the temple's when the game
# uses the mine's cards.
theme-mine-rules-hazards = In the mine (the cards of 2005) there are five kinds of trap: snakes, scorpions, landslides, gas pockets and explosions, three cards of each.
