### Napisy na stole ekspedycji i na planszy (polski).

# Podpis pod zakrytym stosem kart Ekspedycji.
table-deck = Talia
# Duży napis nad korytarzem, gdy pojawia się druga Pułapka tego samego rodzaju. $hazard: kod pułapki.
table-disaster = Katastrofa: { hazard-name }!
# Na skrzyni innego gracza, gdy skrzynie są zakryte.
table-chest-secret = ?
# Punkty za relikty gracza, obok jego skrzyni (obok jest obrazek reliktu, więc krótko).
table-relic-points = +{ $points } pkt
# Numer ekspedycji na planszy.
table-board-round = Ekspedycja { $round }
