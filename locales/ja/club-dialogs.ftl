### Diamonds Club: セットの売却 (宝石のフェイズ)、建設の画面、ラウンドのまとめ、最終結果。
### ゲームの言葉は club.ftl の club-word-* で作られる ($token, $gem, $gems, $tile)。

club-dlg-confirm = 決定
club-dlg-cancel = キャンセル
club-dlg-continue = 次へ
club-dlg-nothing = —
club-dlg-tile = { $tile ->
    [fountain] 噴水
    [orangery] オランジェリー
    [pavilion] パビリオン
    [rose-garden] バラ園
    [any] 好きな風景
   *[forest] 森
}

## フェイズ4: 宝石

club-dlg-gems-title = { $name }：セットを売る
club-dlg-gems-help = 完成したセット（鉱山・採掘権・船）はすべて売られます。トークンをクリックし、同じ種類の別のトークンをクリックすると入れ替わります。
club-dlg-gems-sets = 売るセット
club-dlg-gems-set = セット{ $number }
club-dlg-gems-no-set = 売れる完成セットはありません。
club-dlg-gems-kept = 次のラウンドに残す
club-dlg-gems-returned = 戻す
club-dlg-gems-total = 受け取る宝石
club-dlg-gems-tech = 技術：各セット +
club-dlg-gems-tech-tip = 技術トラックにより、売ったセットごとに{ $gems ->
    [0] ダイヤモンド{ $diamonds }個
   *[other] その色の宝石{ $gems }個{ $diamonds ->
        [0] {""}
       *[other] とダイヤモンド{ $diamonds }個
    }
}が加わります。
club-dlg-gems-best = 最善の案
club-dlg-gems-best-tip = 宝石がいちばん多くなる案に戻す
club-dlg-gems-token-tip = { $token }：クリックして、入れ替える同じ種類のトークンを選ぶ
club-dlg-gems-swap-tip = { $token }：クリックで選んだトークンと入れ替える

## フェイズ5: 建設

club-dlg-build-title = 建設：{ $tile }
club-dlg-build-tile-tip = 「{ $tile }」の価格タイルで建てる
club-dlg-build-object-tip = このタイルで{ $tile }を建てる
club-dlg-build-price = 価格
club-dlg-build-markers = ほかのプレーヤーのマーカーの分 +{ $count }個：
club-dlg-build-no-markers = この価格タイルにほかのプレーヤーのマーカーはありません。
club-dlg-build-goes-head = あなたの庭園
club-dlg-build-goes-required = 必須マスに置かれます。
club-dlg-build-goes-light = 明るい緑のマスに置かれます。
club-dlg-build-goes-dark = 濃い緑のマスに置かれます。
club-dlg-build-forest = 森：いちばん多い山の「{ $tile }」タイルの裏面。
club-dlg-build-pay = 支払い（宝石{ $count }個）
club-dlg-build-held = 手持ち{ $count }
club-dlg-build-more-tip = 1個多く払う：{ $gem }
club-dlg-build-less = 1個少なく払う：{ $gem }
club-dlg-build-choose = あと{ $count }個選んでください。
club-dlg-build-wrong = この価格には{ $gems }が必要です（どれもダイヤモンドで代用できます）。
club-dlg-build-ready = 建設できます。
club-dlg-build-suggest = おすすめの支払い
club-dlg-build-confirm = 建てる
club-dlg-build-used = このラウンドはもうこの価格タイルで建てています。
club-dlg-build-empty = この種類のタイルはもう残っていません。
club-dlg-build-no-space = 庭園に置くマスがありません。
club-dlg-build-poor = この価格に足りる宝石がありません。
club-dlg-build-not-now = 今はあなたが建設する番ではありません。

## ラウンドのまとめ

club-dlg-round-title = ラウンド{ $round }の終わり
club-dlg-round-coins = 使わなかったコインが最も多い（{ $coins }枚）：{ $who }がダイヤモンドを受け取ります。
club-dlg-round-lead = 手番トラックで最も先：{ $who }がダイヤモンドを受け取ります。
club-dlg-round-leader = 次のラウンドのリーダーは{ $who }です。
club-dlg-round-end = { $who }が明るい緑のマスをすべて埋めました：ゲーム終了。
club-dlg-round-coins-you = 使わなかったコインが最も多い（{ $coins }枚）：{ $who }がダイヤモンドを受け取ります。
club-dlg-round-lead-you = 手番トラックで最も先：{ $who }がダイヤモンドを受け取ります。
club-dlg-round-leader-you = 次のラウンドのリーダーはあなたです。
club-dlg-round-end-you = あなたが明るい緑のマスをすべて埋めました：ゲーム終了。
club-dlg-col-player = プレーヤー
club-dlg-col-diamonds = ダイヤモンド
club-dlg-col-sets = 売ったセット
club-dlg-col-gems = 得た宝石
club-dlg-col-built = 建設
club-dlg-col-bonus = ボーナスカード
club-dlg-bonus-tip = ボーナスカード「{ $card }」：{ $points }ポイント

## 最終結果

club-dlg-score-winner = { $name }の勝ち！
club-dlg-score-winners = { $names }が勝利を分け合います！
# この画面の唯一のプレーヤー（既定の名前「あなた」）の勝ち。または勝利を分け合う（最初に名前が出る）。
club-dlg-score-winner-you = あなたの勝ち！
club-dlg-score-winners-you = { $names }が勝利を分け合います！
club-dlg-score-nobody = 必須マスを埋めた人がいないので、勝者はいません。
club-dlg-score-tie = { $points }ポイントで並びました：宝石の数（{ $gems }個）で決まります。
club-dlg-score-ineligible = 必須マスが埋まっていないため、ポイントなし
club-dlg-row-objects = 風景
club-dlg-row-forests = 森
club-dlg-row-trios = 動物3種のそろい
club-dlg-row-singles = そろっていない動物
club-dlg-row-bonus = ボーナスカード
club-dlg-row-tech = 技術トラック
club-dlg-row-money = お金トラック
club-dlg-row-total = 合計
club-dlg-row-gems = 宝石（ポイントが並んだとき）
# how a row of the final scores was made: 3 forests, 6 points each
club-dlg-score-times = { $count } × { $points }
club-dlg-again = もう一度
club-dlg-to-title = タイトル
# the final scores page: its toggle between the table of points and the players' final parks
club-dlg-show-parks = 最後の庭園
club-dlg-show-scores = 得点
club-dlg-show-parks-tip = ゲーム終了時の各プレイヤーの庭園
club-dlg-show-scores-tip = 得点表にもどる

# the captions of the club's sounds that tell something (Settings: Captions)
club-caption-round-over = [ラウンド終了]
club-caption-game-over = [ゲーム終了]
