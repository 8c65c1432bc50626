### Оформление карт (русский). Оформление меняет только вид и названия пяти ловушек, правила
### остаются прежними. «temple» — коробки Iello; «mine» — японское издание 2005 года (坑道, шахта).
### У каждой ловушки две формы: <id> — подпись сама по себе, <id>-name — внутри фразы
### (вместо { hazard-name }, именительный падеж).

# Подпись к выбору оформления карт в лобби.
theme-label = Оформление карт
theme-temple = Храм (Iello)
theme-temple-desc = Карты из коробок Iello: гигантские пауки, змеи, раскалённая лава, катящиеся валуны и тараны.
theme-mine = Шахта (2005)
theme-mine-desc = Карты японского издания 2005 года: шахта, где ждут змеи, скорпионы, обвалы, рудничный газ и взрывы. Правила те же.

theme-mine-hazard-snakes = Змеи
theme-mine-hazard-snakes-name = змеи
theme-mine-hazard-scorpions = Скорпионы
theme-mine-hazard-scorpions-name = скорпионы
theme-mine-hazard-landslide = Обвал
theme-mine-hazard-landslide-name = обвал
theme-mine-hazard-gas = Рудничный газ
theme-mine-hazard-gas-name = рудничный газ
theme-mine-hazard-explosion = Взрыв
theme-mine-hazard-explosion-name = взрыв

# Фраза о пяти ловушках на экране правил, вместо фразы о храме, когда в игре карты шахты.
theme-mine-rules-hazards = В шахте (карты 2005 года) ловушки бывают пяти видов: змеи, скорпионы, обвалы, рудничный газ и взрывы, по три карты каждого вида.
