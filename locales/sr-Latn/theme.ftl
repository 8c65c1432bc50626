### Izgled karata (srpski, latinica). Menja samo izgled i nazive pet zamki; pravila ostaju ista.
### „temple”: srpsko izdanje (Iello); „mine”: japansko izdanje iz 2005. (坑道, rudnik).
### Ćirilica (locales/sr-Cyrl) se pravi iz ove datoteke alatom tools/make_sr_cyrl.py.
### Svaka zamka ima dva oblika: <id> je natpis sam za sebe, <id>-name stoji u rečenici
### (umesto { hazard-name }, nominativ).

# Natpis uz izbor izgleda karata u predvorju.
theme-label = Izgled karata
theme-temple = Hram
theme-temple-desc = Karte iz srpskog izdanja: džinovski paukovi, zmije, lava, kotrljajuće stenje i udarni ovnovi.
theme-mine = Rudnik (2005)
theme-mine-desc = Karte japanskog izdanja iz 2005. godine: rudnik sa zmijama, škorpijama, odronima, jamskim gasom i eksplozijama. Pravila su ista.

theme-mine-hazard-snakes = Zmije
theme-mine-hazard-snakes-name = zmije
theme-mine-hazard-scorpions = Škorpije
theme-mine-hazard-scorpions-name = škorpije
theme-mine-hazard-landslide = Odron
theme-mine-hazard-landslide-name = odron
theme-mine-hazard-gas = Jamski gas
theme-mine-hazard-gas-name = jamski gas
theme-mine-hazard-explosion = Eksplozija
theme-mine-hazard-explosion-name = eksplozija

# Rečenica o pet zamki na ekranu pravila, umesto rečenice o hramu, kad igra koristi karte rudnika.
theme-mine-rules-hazards = U rudniku (karte iz 2005.) postoji pet vrsta zamki: zmije, škorpije, odroni, jamski gas i eksplozije, po tri karte od svake vrste.
