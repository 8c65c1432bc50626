### Diamonds Club：コーチによる振り返り（Diamonds Club の記録に対する diamant analyse、
### diamant/games/club/coach.py）。$round はラウンド、$name はプレーヤー、$chosen はプレーヤーの選択、
### $best は名人の選択（どちらも club-coach-act-* の言い方）、$cost は選択で失った名人の評価の
### ポイント、$threshold も同じポイント。$track は forest、tech、money のいずれか。

club-coach-title = 振り返り：すべての選択を名人の選択と比べます
club-coach-col-round = ラウンド
club-coach-col-phase = フェイズ
club-coach-col-player = プレーヤー
club-coach-col-choice = 選択
club-coach-col-master = 名人の選択
club-coach-col-cost = 損失
club-coach-phase = { $phase ->
    [buy] 購入
    [gems] 宝石
   *[build] 建設
}
club-coach-same = 同じ
club-coach-note = 損失：名人の選択と比べて失ったもの。名人の評価によるゲーム終了時のポイント（自分のポイントから相手のポイントの一部を引いたもの）で、ラウンドの終わりまでの試行から求めます。1ポイント前後の差は試行のばらつきの範囲です。
club-coach-none = 大きな損失のある選択はありません：どの選択も名人の選択との差は{ $threshold }ポイント以内でした。
club-coach-summary = 大きな損失のある選択：{ $count }回（それぞれ{ $threshold }ポイントを超える損失）：

club-coach-space = { $action }（{ $column }列目・{ $row }段目）
club-coach-act-pass = パス
club-coach-act-buy = { $item }（コイン{ $coins }枚）
club-coach-act-buy-step = { $track ->
    [forest] 森
    [tech] 技術
   *[money] お金
}のトラックを1マス（コイン{ $coins }枚）
club-coach-act-buy-turn = 手番トラック+{ $steps }（コイン{ $coins }枚）
club-coach-act-sell = { $mine }・採掘権{ $rights }・船{ $ship }のセットを売る
club-coach-act-keep = { $tokens }を残す
club-coach-act-keep-nothing = 何も残さない
club-coach-act-build = { $tile }を建設（{ $payment }）

club-coach-reason-bought = ラウンド{ $round }・購入・{ $name }：{ $chosen }。名人なら「{ $best }」を選び、約{ $cost }ポイント良くなります。
club-coach-reason-passed-buy = ラウンド{ $round }・購入・{ $name }：パスしたので、このラウンドの残りの購入ができませんでした。名人なら「{ $best }」を選び、約{ $cost }ポイント良くなります。
club-coach-reason-sold = ラウンド{ $round }・宝石・{ $name }：{ $chosen }。名人なら「{ $best }」を選び、約{ $cost }ポイント良くなります。
club-coach-reason-built = ラウンド{ $round }・建設・{ $name }：{ $chosen }。名人なら「{ $best }」を選び、約{ $cost }ポイント良くなります。
club-coach-reason-passed-build = ラウンド{ $round }・建設・{ $name }：宝石を使えたのにパスしました。名人なら「{ $best }」を選び、約{ $cost }ポイント良くなります。

## 画面上のコーチ（diamant/games/club/screens/coach.py）。最終結果から開きます
club-coach-open-tip = コーチがあなたの選択を一つずつ名人の選択と比べます
club-coach-seat = プレーヤー
club-coach-detail-title = ラウンド{ $round }・{ $phase }
club-coach-detail-choice = あなたの選択：{ $choice }
club-coach-detail-master = 名人の選択：{ $best }
club-coach-detail-cost = 損失：{ $cost }ポイント
club-coach-fine = 良い選択です：名人の選択との差は{ $threshold }ポイント以内です。
club-coach-foot-costly = 大きな損失のある選択：{ $count }回（それぞれ{ $threshold }ポイントを超える損失）。
club-coach-foot-note = 名人の評価によるゲーム終了時のポイントで、各ラウンドの終わりまでの試行から求めます。1ポイント前後の差はばらつきです。
