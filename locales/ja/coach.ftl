### ダイヤモンド：コーチによるゲームの振り返り（diamant analyse、diamant/ai/coach.py）。
### $round は探検の番号（1〜5）、$card は選択のときに並んでいたカードの枚数、$risk は次の
### カードで探検が終わる確率（%）、$carried は冒険者が運んでいる宝石の数、$chosen と $other
### はマスターが見積もったゲームに勝つ確率（%）で、選んだほうと選ばなかったほう。
### $threshold と $noise は勝率の差（ポイント）。

coach-title = 振り返り：すべての選択と、次のカードの確率、ゲームに勝つ確率
coach-col-expedition = 探検
coach-col-card = カード
coach-col-player = 冒険者
coach-col-choice = 選択
coach-col-risk = 危険
coach-col-gain = 期待値
coach-col-win-continue = 勝率（進む）
coach-col-win-leave = 勝率（坑道を去る）
coach-choice-continue = 進む
coach-choice-leave = 坑道を去る
coach-costly-mark = 悪手
coach-note = 危険：次のカードで探検が終わる確率。期待値：そのカードで坑道内の冒険者1人が得る宝石の平均。勝率：マスターが見積もったゲームに勝つ確率（誤差は約{ $noise }ポイント）。
coach-none = 悪手はありません。どの選択も、良いほうとの勝率の差は{ $threshold }ポイント以内でした。
coach-summary = 悪手は{ $count }回（どれも勝率を{ $threshold }ポイントより多く失いました）：
coach-reason-pushed-on = 探検{ $round }、{ $card }枚目、{ $name }：宝石{ $carried }個を運びながら、事故の確率{ $risk }%で進みました。坑道を去れば勝率{ $other }%、進んだ場合は{ $chosen }%。
coach-reason-risked-the-lead = 探検{ $round }、{ $card }枚目、{ $name }：最後の探検でリードしていたのに進み、リードを危険にさらしました（事故の確率{ $risk }%、運んでいた宝石{ $carried }個）。リードを守って坑道を去れば勝率{ $other }%、進んだ場合は{ $chosen }%。
coach-reason-left-early = 探検{ $round }、{ $card }枚目、{ $name }：事故の確率{ $risk }%で坑道を去ったのは早すぎました。進めば勝率{ $other }%、去った場合は{ $chosen }%。
coach-reason-left-behind = 探検{ $round }、{ $card }枚目、{ $name }：最後の探検で負けているのに坑道を去り、勝負を捨てました。運んでいた宝石{ $carried }個では足りませんでした。進めば勝率{ $other }%、去った場合は{ $chosen }%。

### 画面の振り返り（diamant/app/scenes/coach.py）：最終結果とリプレイから開く。
coach-open = 自分のプレイを振り返る
coach-open-tip = あなたのすべての選択を振り返ります：次のカードの確率と勝率
coach-replay-open = 振り返り
coach-replay-open-tip = 冒険者のすべての選択の振り返り（宝箱を表示中の冒険者）
coach-screen-title = 振り返り：{ $name }
coach-screen-title-you = 振り返り：あなたのプレイ
coach-seat = 冒険者
coach-seat-fallback = 席{ $seat }
coach-close = 戻る
coach-watch = この場面を見る
coach-watch-tip = リプレイに戻り、この選択のカードを表示します
coach-col-win = 勝率：進む／坑道を去る
coach-working = 振り返り中：{ $total }回のうち{ $done }回
coach-no-decisions = このゲームに{ $name }の選択はありません。
coach-failed = このゲームは振り返れません：{ $error }
coach-detail-title = 第{ $round }回探検、{ $card }枚目：{ $choice }
coach-detail-risk = 次のカードで探検が終わる確率：{ $percent }%
coach-detail-gain = そのカードで坑道内の冒険者1人が得る宝石の平均：{ $gems }
coach-detail-carried = 所持：宝石{ $count }個
coach-chart-title = マスターの見積もり：ゲームに勝つ確率
coach-chosen = { $choice }（選択）
coach-fine = 良い選択です。もう一方との勝率の差は{ $threshold }ポイント以内でした。
coach-foot-costly = 悪手は{ $count }回：どれも勝率を{ $threshold }ポイントより多く失いました。
coach-foot-note = 勝率はマスターの見積もりです（誤差は約{ $noise }ポイント）。行を選ぶと理由が表示されます。

### 今のカードがめくられている間に次のカードの選択をする（探検の画面）。
precommit-hint = 次のカードの選択ができます：{ $c } か { $l }
precommit-pending = 予約済み
