### ダイヤモンド：ゲームの用語とゲームログ（日本語）。
### 用語は2005年版の日本語ルール（GLOSSARY.md）に合わせています。
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

## ゲームログ
log-round-started = 第{ $round }回の探検が始まる。冒険者全員が坑道に入る。
log-relic-added = 遺物カードが1枚、山札に混ぜられる。
log-card-treasure = ダイヤモンドカード：宝石{ $value }個。
log-gems-shared = { $explorers ->
    [1] 坑道にいる冒険者1人が宝石を{ $count }個受け取る。
   *[other] 坑道にいる冒険者{ $explorers }人が宝石を{ $count }個ずつ受け取る。
}{ $remainder ->
    [0] { "" }
   *[other] 残りの{ $remainder }個はカードの上に残る。
}
log-gems-unshared = 坑道にいる冒険者{ $explorers }人で分けるには宝石が足りない。{ $remainder }個はカードの上に残る。
log-hazard-first = 危険カード：{ hazard-name }。1枚目なので、まだ被害はない。
log-disaster = 事故発生！2枚目の{ hazard-name }だ。坑道に残っていた冒険者{ $count }人は逃げ出し、運んでいた宝石をすべて失う。
log-hazard-removed = { hazard-name }の危険カードが1枚、ゲームから取り除かれる。
log-relic-revealed = 通路に遺物が見つかった。
log-decisions-revealed = 全員の選択が公開される。
log-player-continues = { $name }は先へ進む。
log-player-leaves = { $gems ->
    [0] { $name }は何も持たずに坑道を去る。
   *[other] { $name }は坑道を去り、宝石{ $gems }個を宝箱にしまう。
}
log-leavers-share = 通路に残っていた宝石を、坑道を去る冒険者で分け合う：1人{ $count }個。{ $remainder ->
    [0] { "" }
   *[other] 残りの{ $remainder }個は坑道に残る。
}
log-relic-taken = { $name }は{ $value }ポイントの遺物を持ち帰る。
log-relics-stay = 複数の冒険者が同時に坑道を去ったため、誰も遺物を持ち帰れない。遺物{ $count }枚は通路に残る。
log-relics-lost = 通路に残った遺物{ $count }枚は失われる。
log-round-ended-disaster = 探検は事故で終わる。
log-round-ended-empty = 冒険者全員がキャンプに戻り、探検が終わる。
log-deck-empty = 山札がなくなった。坑道に残っている冒険者は、運んでいる宝石を持って無事に戻る。
log-barricade = バリケードで{ $round }番の入口がふさがれる。
log-game-ended = 5回目の探検が終わった。宝箱を開けよう！
log-winner = 勝者は{ $name }（{ $score }ポイント）！
log-winners-tie = { $names }が{ $score }ポイントで並び、勝利を分け合う！
