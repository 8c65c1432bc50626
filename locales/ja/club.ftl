### Diamonds Club: ゲームの記録、1行に1件 (diamant/games/club/log.py)。
### $who は名前の並び (「さくら、ケン、ユイ」)、$people はその人数。
### ゲームの言葉 ($token, $tile, $track, $gems, $payment, $card) は下の club-word-* で作られる。
### 末尾が -you のメッセージは、この画面の前にいるただ1人の人 (ボットとの対戦) に語りかける:
### $who は club-log-you で始まる (「あなたとさくら」)。1つの画面を複数人で使うときは名前で呼ぶ。

club-log-you = あなた
club-log-you-listed = あなた
club-log-market = — ラウンド{ $number }：新しいマーケット —
club-log-buying-order = 購入は{ $who }から。
club-log-bought = { $who }がコイン{ $coins }枚で{ $item }を買う。
club-log-bought-turn = { $who }がコイン{ $coins }枚を払い、手番トラックを{ $steps }マス進み、{ $end ->
    [10] 10+
   *[other] { $end }
}へ。
club-log-bought-step = { $who }がコイン{ $coins }枚を払い、{ $track }のトラックを進める：{ $value }。
club-log-bought-step-lost = { $who }がコイン{ $coins }枚で{ $track }のトラックの1歩を買うが、すでに終わりにいるので無駄になる。
club-log-token = { $who }が{ $token }を受け取る。
club-log-turn = { $who }が手番トラックを{ $steps }マス進み、{ $end ->
    [10] 10+
   *[other] { $end }
}へ。
club-log-track = { $who }が{ $track }のトラックを進める：{ $value }。
club-log-track-lost = { $who }は{ $track }のトラックの終わりにいるので、その1歩は無駄になる。
club-log-coin = { $who }が銀行からコインを{ $coins }枚受け取る。
club-log-placed = { $who }が庭園の明るい緑のマスに{ $tile }を置く。
club-log-placed-required = { $who }が庭園の必須マスに{ $tile }を置く。
club-log-placed-dark = { $who }が庭園の濃い緑のマスに{ $tile }を置く。
club-log-pass-buy = { $who }はパス。
club-log-pass-build = { $who }は建設を終える。
club-log-diamond-coins = { $who }は使わなかったコインが最も多い（{ $amount }枚）ので、ダイヤモンドを受け取る。
club-log-diamond-lead = { $who }は手番トラックで最も先にいるので、ダイヤモンドを受け取る。
club-log-leader = リーダーは{ $who }。手番の順：{ $order }。
club-log-phase-gems = 宝石
club-log-phase-build = 建設
club-log-sold = { $who }がセット（採掘権{ $rights }、船{ $ship }）を売り、{ $gems }を得る。
club-log-sold-diamonds = { $who }がセット（採掘権{ $rights }、船{ $ship }）を売り、{ $gems }と{ $diamonds }を得る。
club-log-kept = { $who }は{ $tokens }を手元に残す。
club-log-returned = { $who }は{ $tokens }を戻す。
club-log-built = { $who }が{ $tile }を建て、{ $payment }を払う。
club-log-built-extra = { $who }が{ $tile }を建て、{ $payment }を払う（そのうち{ $extra }個はほかのプレーヤーのマーカーの分）。
club-log-bonus = { $who }がボーナスカード「{ $card }」を獲得：{ $points }ポイント。
club-log-end-park = { $who }が明るい緑のマスをすべて埋めた：このラウンドが最後。
club-log-turn-top = { $who }はまた9を越え、「10+」の山のいちばん上に乗る。
club-log-turn-top-you = あなたはまた9を越え、「10+」の山のいちばん上に乗る。
club-log-bought-turn-top = { $who }がコイン{ $coins }枚を払い、手番トラックを進めてまた9を越え、「10+」の山のいちばん上に乗る。
club-log-bought-turn-top-you = あなたはコイン{ $coins }枚を払い、手番トラックを進めてまた9を越え、「10+」の山のいちばん上に乗る。
club-log-turn-stays = { $who }はすでに「10+」にいる：コマはそのまま。
club-log-turn-stays-you = あなたはすでに「10+」にいる：コマはそのまま。
club-log-bought-turn-stays = { $who }がコイン{ $coins }枚を払い、手番トラックを進めようとするが、すでに「10+」にいる：コマはそのまま。
club-log-bought-turn-stays-you = あなたはコイン{ $coins }枚を払い、手番トラックを進めようとするが、すでに「10+」にいる：コマはそのまま。
club-log-end-park-build = { $who }が明るい緑のマスをすべて埋めた：建設フェイズを最後まで行い、ゲーム終了。
club-log-end-park-build-you = あなたが明るい緑のマスをすべて埋めた：建設フェイズを最後まで行い、ゲーム終了。
club-log-end-stuck = もう誰も明るい緑の14マスをすべて埋められない：このラウンドでゲーム終了。
club-log-end-limit = ゲームは{ $rounds }ラウンドの上限に達し、終了する。
club-log-market-ended = ラウンド{ $number }の終わり：コインとマーカーが持ち主に戻る。次のリーダーは{ $who }。
club-log-game-over = ゲーム終了
club-log-score = { $who }：{ $total }ポイント（風景{ $objects }、森{ $forests }、動物{ $animals }、ボーナスカード{ $bonus }、トラック{ $tracks }）。
club-log-score-ineligible = { $who }は必須マスを埋めていないので、ポイントはない。
club-log-winners = { $who }の勝ち：{ $score }ポイント！
club-log-no-winner = 必須マスを埋めた人がいないので、勝者はいない。


## この画面の前にいる人 (ファイルの冒頭を参照)

club-log-buying-order-you = 購入はあなたから。
club-log-bought-you = あなたはコイン{ $coins }枚で{ $item }を買う。
club-log-bought-turn-you = あなたはコイン{ $coins }枚を払い、手番トラックを{ $steps }マス進み、{ $end ->
    [10] 10+
   *[other] { $end }
}へ。
club-log-bought-step-you = あなたはコイン{ $coins }枚を払い、{ $track }のトラックを進める：{ $value }。
club-log-bought-step-lost-you = あなたはコイン{ $coins }枚で{ $track }のトラックの1歩を買うが、すでに終わりにいるので無駄になる。
club-log-token-you = あなたは{ $token }を受け取る。
club-log-turn-you = あなたは手番トラックを{ $steps }マス進み、{ $end ->
    [10] 10+
   *[other] { $end }
}へ。
club-log-track-you = あなたは{ $track }のトラックを進める：{ $value }。
club-log-track-lost-you = あなたは{ $track }のトラックの終わりにいるので、その1歩は無駄になる。
club-log-coin-you = あなたは銀行からコインを{ $coins }枚受け取る。
club-log-placed-you = あなたは庭園の明るい緑のマスに{ $tile }を置く。
club-log-placed-required-you = あなたは庭園の必須マスに{ $tile }を置く。
club-log-placed-dark-you = あなたは庭園の濃い緑のマスに{ $tile }を置く。
club-log-pass-buy-you = あなたはパス。
club-log-pass-build-you = あなたは建設を終える。
club-log-diamond-coins-you = あなたは使わなかったコインが最も多い（{ $amount }枚）ので、ダイヤモンドを受け取る。
club-log-diamond-lead-you = あなたは手番トラックで最も先にいるので、ダイヤモンドを受け取る。
club-log-leader-you = リーダーはあなた。手番の順：{ $order }。
club-log-sold-you = あなたはセット（採掘権{ $rights }、船{ $ship }）を売り、{ $gems }を得る。
club-log-sold-diamonds-you = あなたはセット（採掘権{ $rights }、船{ $ship }）を売り、{ $gems }と{ $diamonds }を得る。
club-log-kept-you = あなたは{ $tokens }を手元に残す。
club-log-returned-you = あなたは{ $tokens }を戻す。
club-log-built-you = あなたは{ $tile }を建て、{ $payment }を払う。
club-log-built-extra-you = あなたは{ $tile }を建て、{ $payment }を払う（そのうち{ $extra }個はほかのプレーヤーのマーカーの分）。
club-log-bonus-you = あなたはボーナスカード「{ $card }」を獲得：{ $points }ポイント。
club-log-end-park-you = あなたが明るい緑のマスをすべて埋めた：このラウンドが最後。
club-log-market-ended-you = ラウンド{ $number }の終わり：コインとマーカーが持ち主に戻る。次のリーダーはあなた。
club-log-score-ineligible-you = あなたは必須マスを埋めていないので、ポイントはない。
club-log-winners-you = { $people ->
    [1] あなたの勝ち：{ $score }ポイント！
   *[other] { $who }が{ $score }ポイントで並び、勝利を分け合う！
}
## ゲームの言葉

club-word-mine = { $colour ->
    [blue] 青の鉱山
    [yellow] 黄色の鉱山
    [green] 緑の鉱山
   *[red] 赤の鉱山
}
club-word-rights = 採掘権{ $capacity }
club-word-ship = 船{ $capacity }
club-word-tile = { $tile ->
    [fountain] 噴水
    [orangery] オランジェリー
    [pavilion] パビリオン
    [rose-garden] バラ園
    [forest] 森
    [pond] 池
    [deer-park] 鹿園
    [any] 好きな風景オブジェクト
   *[aviary] 鳥舎
}
club-word-track-value = { $track ->
    [forest] 森1枚につき{ $points }点
    [money] 1ラウンドにコイン{ $coins }枚
   *[tech] { $level ->
        [0] セットを売ってもボーナスなし
        [1] セットを1つ売るごとに宝石がもう1個
        [2] セットを1つ売るごとにダイヤモンドがもう1個
        [3] セットを1つ売るごとに宝石とダイヤモンドがもう1個ずつ
       *[4] セットを1つ売るごとに宝石がもう2個とダイヤモンドがもう1個
    }
}
# the seats of a turn order, in order ("Boris, Anna, Chiyo"): what comes between two names
club-word-order-sep = {" → "}
club-word-track = { $track ->
    [forest] 森
    [tech] 技術
   *[money] お金
}
club-word-bonus-three = { $tile ->
    [fountain] 噴水
    [orangery] オランジェリー
    [pavilion] パビリオン
   *[rose-garden] バラ園
}3つ
club-word-bonus = { $card ->
    [four-different] 4種類
   *[five-alike] 同じもの5つ
}
club-word-gems = { $colour ->
    [blue] 青の宝石{ $count }個
    [yellow] 黄色の宝石{ $count }個
    [green] 緑の宝石{ $count }個
    [red] 赤の宝石{ $count }個
   *[diamond] ダイヤモンド{ $count }個
}
