### ダイヤモンド：ゲームの用語とゲームログ（日本語）。
### 用語は2005年版の日本語ルール（glossary.toml）に合わせています。
### 日本語には複数形がないので、数は「宝石{ $count }個」のように助数詞で表します。
### 動詞は性別で変化しないため、プレーヤー名はそのまま主語にできます。
### 1人のときだけ不自然になる「ずつ」などは、数値キー [1] で言い換えています。

game-title = ダイヤモンド
cave-name = タコラ坑道
cave = 坑道
round = 探検
round-of = 第{ $round }回探検（全{ $total }回）
round-short = 第{ $round }回
expedition-card = 坑道カード
deck-count = 山札：{ $count }枚
path = 通路

## カード
card-treasure = ダイヤモンドカード
card-treasure-value = ダイヤモンドカード：宝石{ $value }個
card-hazard = 危険カード
card-relic = 遺物カード
relic-worth = 遺物：{ $value }ポイント
hazard-spiders = 巨大グモ
hazard-snakes = ヘビ
hazard-lava = 溶岩
hazard-boulders = 落石
hazard-rams = 破城槌
# $hazard のコードに対応する危険の名前。
hazard-name = { $hazard ->
    [spiders] 巨大グモ
    [snakes] ヘビ
    [lava] 溶岩
    [boulders] 落石
    [rams] 破城槌
   *[other] { $hazard }
}

## 宝石
gem-ruby = 赤いダイヤモンド
gem-diamond = 白いダイヤモンド
gems = 宝石
gems-count = 宝石{ $count }個
rubies-count = 赤いダイヤモンド{ $count }個
diamonds-count = 白いダイヤモンド{ $count }個
points-count = { $count }ポイント

## プレーヤーとボード
explorer = 冒険者
explorers-count = 冒険者{ $count }人
players-count = { $count }人
chest = 宝箱
camp = キャンプ
carried = 所持
in-cave = 坑道内
at-camp = キャンプに帰還
score = ポイント
decision-continue = 進む
decision-leave = 坑道を去る
decision-hidden = 決定済み
barricade = バリケード
entrance = 坑道の入口
entrance-number = 入口{ $number }

## ルールの種類とオプション
edition = ルール
edition-classic = 基本ルール
edition-iello = 遺物5枚入り
edition-relic-hunt = 遺物探し
edition-incan-gold = インカの黄金
edition-custom = カスタムルール
chests = 宝箱
chests-open = 宝箱を公開
chests-secret = 宝箱を非公開
