### Wygląd kart (polski). Zmienia tylko wygląd i nazwy pięciu Pułapek; zasady pozostają te same.
### „temple”: pudełka Iello; „mine”: japońskie wydanie z 2005 roku (坑道, kopalnia).
### Każda Pułapka ma dwie formy: <id> to podpis samodzielny, <id>-name stoi wewnątrz zdania
### (zamiast { hazard-name }, mianownik).

# Etykieta wyboru wyglądu kart w lobby.
theme-label = Wygląd kart
theme-temple = Świątynia (Iello)
theme-temple-desc = Karty z pudełek Iello: ogromne pająki, węże, lawa, toczące się kule i tarany.
theme-mine = Kopalnia (2005)
theme-mine-desc = Karty japońskiego wydania z 2005 roku: kopalnia, a w niej węże, skorpiony, obwały, gaz kopalniany i wybuchy. Zasady są te same.

theme-mine-hazard-snakes = Węże
theme-mine-hazard-snakes-name = węże
theme-mine-hazard-scorpions = Skorpiony
theme-mine-hazard-scorpions-name = skorpiony
theme-mine-hazard-landslide = Obwał
theme-mine-hazard-landslide-name = obwał
theme-mine-hazard-gas = Gaz kopalniany
theme-mine-hazard-gas-name = gaz kopalniany
theme-mine-hazard-explosion = Wybuch
theme-mine-hazard-explosion-name = wybuch

# Zdanie o pięciu Pułapkach na ekranie zasad, zamiast zdania o świątyni, gdy gra używa kart kopalni.
theme-mine-rules-hazards = W kopalni (karty z 2005 roku) jest pięć rodzajów pułapek: węże, skorpiony, obwały, gaz kopalniany i wybuchy, po trzy karty każdego rodzaju.
