### ダイヤモンド：進行中のゲームの言葉（席の準備、ボード、探検、交代、結果）（日本語）。
### ゲームの用語（カード、危険、進む／坑道を去る、ログ）は game.ftl にあります。
### 探検の結果では、プレーヤー名が別の列に表示され、その後ろにこの文が続きます。

## 席の準備
play-lobby-title = 新しいゲーム
play-seats-head = テーブルの席：{ $count }
play-default-human = あなた
play-player-n = プレーヤー{ $n }
play-name-tip = テーブルに表示される名前
play-name-placeholder = 名前
play-colour-tip = 色とマークを変える
play-kind-human = 人間
play-kind-bot = ボット
play-level-tip = このボットの遊び方
play-remove-tip = この席をなくす
play-add-seat = 席を追加
play-human-desc = この画面で遊びます。
play-back = 戻る
play-start = ゲーム開始
# それぞれのルールの出どころ（1文）と、その中身。
play-edition-classic-desc = 2005年版の日本語ルールと同じ：遺物なしの30枚。
play-edition-iello-desc = セルビア語版（Iello、2016年）のルール：最初から遺物5枚が山札に入り、先に持ち帰った3枚は5ポイント、残り2枚は10ポイント。
play-edition-relic-hunt-desc = ロシア語版・ポーランド語版（Lavka Games、Portal Games、2017年）のバリアント：探検のたびに遺物を1枚山札に加える（5、7、8、10、12ポイントの順）。
play-edition-incan-gold-desc = 英語版「Incan Gold」のルール：探検のたびに遺物を1枚山札に加え、先に持ち帰った3枚は5ポイント、残り2枚は10ポイント。
play-chests-open-desc = ゲーム中ずっと、全員がすべての宝箱の中身を見られます。
play-chests-secret-desc = 宝箱の中身は持ち主にしか見えません。宝箱はゲームの最後に開けます。

## ボード
play-board-title = 第{ $round }回探検（全{ $total }回）
play-standings = 順位
play-board-open = 宝箱は公開：全員のポイントが見えます。
play-board-secret = 宝箱は非公開：ポイントは最後までわかりません。
play-start-expedition = 坑道に入る
play-menu = メニュー

## 探検
play-pause-tip = 一時停止
play-spectator-speed = 速さ
play-skip-to-camp = キャンプへ飛ばす
play-skip-to-camp-tip = この探検の残りを早送りします（この画面で遊んでいる人は、もう坑道にいません）
play-spectating = ボット同士の対戦を観戦しています。
play-your-choice = { $name }の番
play-chosen = { $name }は選択済み
play-your-choice-solo = あなたの番
play-chosen-solo = 選択済み
play-carried = 所持：宝石{ $count }個
play-chest = 宝箱：宝石{ $count }個
play-chest-hidden = 宝箱は閉じたままです。
play-relics-on-path = 遺物{ $count }枚：1人で去れば{ $value }ポイント
play-keys-hint = { $c }：進む・{ $l }：坑道を去る・{ $left }／{ $right }と{ $confirm }で選択
play-thinking = { $names }が考え中
play-waiting = ほかのプレーヤーを待っています…
play-log = これまでの経過
play-aid-title = 次のカードの確率
play-aid-risk = 探検が終わる確率：{ $percent }%
play-aid-cards = { $count ->
   *[other] 山札の残り：{ $count }枚
}
play-aid-deadly = { $count ->
   *[other] うち探検を終わらせるカード：{ $count }枚
}
play-aid-relics = { $count ->
   *[other] うち遺物カード：{ $count }枚
}
play-aid-gain = 次の1枚で1人あたり平均 宝石{ $gems }個
play-aid-traps = 出た危険カードと山札の残り：
play-aid-no-traps = まだ危険カードは出ていません

## 交代
play-handover-title = { $name }に交代
play-handover-body = ここからは{ $name }だけが画面を見てください。ほかの人の選択は表示されません。
play-handover-ready = { $name }です：カードを見る

## 探検の終わり
play-round-over = 第{ $round }回探検 終了
play-round-reason-disaster = 2枚目の{ hazard-name }：坑道に残っていた冒険者は逃げ出し、運んでいた宝石をすべて失います。
play-round-reason-left = 冒険者全員がキャンプに戻りました。
play-next-round = キャンプに戻る
play-see-scores = 結果を見る
play-straight-on = 第{ $round }回探検へ

## 結果
play-winner = { $name }の勝利！
# この画面で遊ぶ唯一のプレイヤー（既定の名前 play-default-human）の勝利。
play-winner-you = あなたの勝利！
play-winners = { $names }が勝利を分け合う！
# 勝者が2人以上で、この画面の唯一のプレーヤー（「あなた」）がその中にいる（最初に名前が出る）。
play-winners-you = { $names }が勝利を分け合う！
play-col-player = プレーヤー
play-col-relics = 遺物
play-chart-title = 探検ごとに持ち帰った宝石
play-again = もう一度遊ぶ
play-back-to-menu = メニュー

play-time-left = { $seconds }秒
