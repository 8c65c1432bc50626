### カードのテーマ（日本語）。テーマは5種類の危険カードの絵と名前だけを変え、ルールは同じです。
### 「temple」：Iello版の箱、「mine」：2005年の日本語版（坑道）。
### 危険には2つの形があります：<id> は単独の見出し、<id>-name は文の中（{ hazard-name } の代わり）。

# ロビーでカードのテーマを選ぶ欄の見出し。
theme-label = カードのテーマ
theme-temple = 神殿（Iello版）
theme-temple-desc = Iello版の箱のカード：巨大グモ、ヘビ、溶岩、落石、破城槌。
theme-mine = 坑道（2005年版）
theme-mine-desc = 2005年の日本語版のカード：坑道に潜むヘビ、サソリ、地滑り、ガスだまり、爆発。ルールは同じです。

theme-mine-hazard-snakes = ヘビ
theme-mine-hazard-snakes-name = ヘビ
theme-mine-hazard-scorpions = サソリ
theme-mine-hazard-scorpions-name = サソリ
theme-mine-hazard-landslide = 地滑り
theme-mine-hazard-landslide-name = 地滑り
theme-mine-hazard-gas = ガスだまり
theme-mine-hazard-gas-name = ガスだまり
theme-mine-hazard-explosion = 爆発
theme-mine-hazard-explosion-name = 爆発

# ルール画面で、坑道のカードを使うときに神殿の危険の説明の代わりに表示する文。
theme-mine-rules-hazards = 坑道の危険は5種類あります。ヘビ、サソリ、地滑り、ガスだまり、爆発で、それぞれ3枚ずつです。
