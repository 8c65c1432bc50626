### ダイヤモンド：ゲームの記録。1行に1件（diamant/games/diamant/logbook.py）、現在形で書く。
### $who は日本語の並べ方でつないだ名前（「ボブとカールとダナ」）、$people はその人数。
### -you で終わるメッセージは、この画面で遊んでいるプレイヤーに向けたもの：$who は
### logbook-you で始まる（「あなたとボブとカール」）。

logbook-you = あなた

logbook-round-started = 第{ $number }回の探検が始まる。冒険者全員が坑道に入る。
logbook-relic-added = 遺物カードが1枚、山札に混ぜられる。
logbook-treasure = ダイヤモンドカード：宝石{ $value }個。
logbook-relic-revealed = 通路に遺物が見つかった。
logbook-gems-shared = { $explorers ->
    [1] 坑道にいる冒険者1人が宝石を{ $count }個受け取る。
   *[other] 坑道にいる冒険者{ $explorers }人が宝石を{ $count }個ずつ受け取る。
}{ $remainder ->
    [0] { "" }
   *[other] 残りの{ $remainder }個はカードの上に残る。
}
logbook-gems-unshared = 坑道にいる冒険者{ $explorers }人で分けるには宝石が足りない。{ $remainder }個はカードの上に残る。
logbook-hazard-first = 危険カード：{ hazard-name }。1枚目なので、まだ被害はない。
logbook-disaster = 事故発生！2枚目の{ hazard-name }だ。{ $who }は逃げ出し、運んでいた宝石をすべて失う。
logbook-disaster-you = { logbook-disaster }
logbook-decisions-revealed = 全員の選択が公開される。
logbook-all-continue = 全員が先へ進む。
logbook-continue = { $who }は先へ進む。
logbook-continue-you = { logbook-continue }
logbook-path-taken = { $who }はひとりで坑道を去り、通路に残っていた宝石{ $count }個を手に入れる。
logbook-path-taken-you = あなたはひとりで坑道を去り、通路に残っていた宝石{ $count }個を手に入れる。
logbook-path-shared = 通路に残っていた宝石を、坑道を去る冒険者{ $leavers }人で分け合う：1人{ $count }個。{ $remainder ->
    [0] { "" }
   *[other] 残りの{ $remainder }個は坑道に残る。
}
logbook-leaves = { $gems ->
    [0] { $who }は何も持たずに坑道を去る。
   *[other] { $who }は坑道を去り、宝石{ $gems }個を宝箱にしまう。
}
logbook-leaves-you = { $gems ->
    [0] あなたは何も持たずに坑道を去る。
   *[other] あなたは坑道を去り、宝石{ $gems }個を自分の宝箱にしまう。
}
logbook-relics-taken = { $count ->
    [1] { $who }は{ $points }ポイントの遺物を持ち帰る。
   *[other] { $who }は遺物{ $count }枚（合計{ $points }ポイント）を持ち帰る。
}
logbook-relics-taken-you = { $count ->
    [1] あなたは{ $points }ポイントの遺物を持ち帰る。
   *[other] あなたは遺物{ $count }枚（合計{ $points }ポイント）を持ち帰る。
}
logbook-relics-stay = { $who }が同時に坑道を去ったため、誰も遺物を持ち帰れない。遺物{ $count }枚は通路に残る。
logbook-relics-stay-you = { logbook-relics-stay }
logbook-deck-empty = 山札がなくなった。{ $who }は運んでいる宝石を持って無事に戻る。
logbook-deck-empty-you = { logbook-deck-empty }
logbook-round-ended-disaster = 探検は事故で終わる。
logbook-hazard-removed = { hazard-name }の危険カードが1枚、ゲームから取り除かれる。
logbook-round-ended = 冒険者全員がキャンプに戻り、探検が終わる。
logbook-relics-lost = 通路に残った遺物{ $count }枚は失われる。
logbook-barricade = バリケードで{ $number }番の入口がふさがれる。
logbook-game-ended = 最後の探検が終わった。宝箱を開けよう！
logbook-winners = { $people ->
    [1] 勝者は{ $who }（{ $score }ポイント）！
   *[other] { $who }が{ $score }ポイントで並び、勝利を分け合う！
}
logbook-winners-you = { $people ->
    [1] あなたの勝ち！（{ $score }ポイント）
   *[other] { $who }が{ $score }ポイントで並び、勝利を分け合う！
}

## 探検の結果：それぞれが持ち帰ったもの（プレイヤー名の後ろ、別の列）
logbook-summary-banked = { $gems ->
    [0] 何も持ち帰れず
   *[other] 宝石{ $gems }個を宝箱へ
}
logbook-summary-banked-you = { $gems ->
    [0] 何も持ち帰れず
   *[other] 宝石{ $gems }個を宝箱へ
}
logbook-summary-relics = ＋遺物{ $relics }枚（{ $points }ポイント）
logbook-summary-deck-empty = 山札がなくなった。坑道に残っている冒険者は、運んでいる宝石を持って無事に戻る。
logbook-summary-caught = { $lost ->
    [0] 逃げ遅れた
   *[other] 逃げ遅れて宝石{ $lost }個を失った
}
logbook-summary-caught-you = { $lost ->
    [0] 逃げ遅れた
   *[other] 逃げ遅れて宝石{ $lost }個を失った
}

## 記録パネル
logbook-new-lines = 新しい記録 { $count }行 ▼
logbook-latest = 最新へ ▼

## 対戦の再生
replay-title = 対戦を再生
replay-play-tip = 再生／一時停止（{ $skip }、{ $play }）
replay-step-back-tip = 1枚戻る（{ $left }、{ $step_back }）
replay-step-forward-tip = 1枚進む（{ $right }、{ $step_forward }）
replay-prev-round-tip = 前の探検（{ $previous_round }）
replay-next-round-tip = 次の探検（{ $next_round }）
replay-speed-tip = 速度：速く（+）／遅く（-）
replay-chests = 宝箱
replay-chests-open = すべて公開
replay-chests-seat = { $name }の視点
replay-close = 戻る
replay-step = カード { $step }／{ $total }

## `diamant replay` の最後の行（両方のゲーム）：各席の最終得点
replay-scores = 最終ポイント：{ $scores }。
replay-score = { $name } { $points }ポイント

logbook-time-ran-out = { $who }の時間切れ。ボットが代わりに決める。
logbook-time-ran-out-you = あなたの時間切れ。ボットが代わりに決める。
