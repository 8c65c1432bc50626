## 読み上げ（設定 → 読み上げ、および `--speech-to FILE`）：画面が見えないプレーヤーのために
## 声で伝える文。表示ではなく読み上げ用なので、短い文で記号は使わない。

settings-speak = 読み上げ
settings-speak-tip = スクリーンリーダーまたはシステムの音声で読み上げます：フォーカスのある項目、ゲームのログの各行、求めに応じて場の要約（キーは{ $help }の一覧にあります）

a11y-unavailable = 使用できません
a11y-on = オン
a11y-off = オフ
a11y-empty-list = 一覧は空です
a11y-list-item = { $item }、{ $count }件中{ $n }件目
a11y-selected = 選択中
a11y-empty-field = 空欄

## ダイヤモンド
a11y-your-choice = { $turn }：{ $c }キーで「{ decision-continue }」、{ $l }キーで「{ decision-leave }」。フォーカス：{ $card }
a11y-gems-left = 残りの宝石{ $count }個
a11y-relic-taken = 遺物カード、持ち出し済み
a11y-path-empty = 通路にはまだカードがありません
a11y-path = 通路のカード{ $count }枚：{ $cards }
a11y-path-gems = { $count ->
    [0] 通路に宝石は残っていません
   *[other] 通路に残っている宝石：{ $count }個
}
a11y-no-seat = 今は誰の手札も表示されていません
a11y-relics-held = 持っている遺物：{ $count }枚
a11y-in-cave = 坑道の中
a11y-at-camp = キャンプに戻っています
a11y-seat-carries = { $name }：宝石{ $count }個
a11y-cave = 坑道にいる冒険者{ $count }人：{ $who }
a11y-cave-empty = 坑道には誰もいません
a11y-camp = キャンプ：{ $who }
a11y-odds-none = 坑道に誰もいないため、確率はありません
a11y-trap-left = { $hazard }：{ $count ->
    [0] 山札に残りなし
   *[other] 山札に残り{ $count }枚
}
keys-summaries = 読み上げ：通路・所持品・坑道にいる人・確率・もう一度

## Diamonds Club
a11y-club-row = { $row }列目：{ $spaces }。
a11y-club-space = { $item }、コイン{ $price }枚
a11y-club-space-taken = { $item }、{ $who }が購入済み
club-keys-summaries = 読み上げ：自分の持ち物・マーケット・価格タイル・公園・もう一度

## 字幕（設定 → 字幕）：意味のある音が鳴ったとき画面に出る短い言葉
settings-captions = 字幕
settings-captions-tip = 意味のある音（危険カード、探検やラウンドの終わり）が鳴るたびに、画面の下に短い言葉を表示します。音を消していても表示されます
caption-trap = [危険：{ $hazard }]
caption-disaster = [事故：{ $hazard }]
caption-expedition-over = [探検終了]

a11y-time-left = 判断の残り時間は{ $seconds }秒です。
