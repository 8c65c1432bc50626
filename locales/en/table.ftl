### Words drawn on the expedition table and the board (English).

# Label under the face-down pile of expedition cards.
table-deck = Deck
# Big banner over the path when a second hazard of one type appears. $hazard: hazard id.
table-disaster = Disaster: { hazard-name }!
# Shown on another player's chest when chests are secret.
table-chest-secret = ?
# Relic points a player holds, beside the chest.
table-relic-points = { $points ->
    [one] +{ $points } relic point
   *[other] +{ $points } relic pts
}
# The round on the board.
table-board-round = Expedition { $round }
