## 設定 → 操作：各操作のキーとゲームパッドのボタン。プレイヤーが変えられる。

settings-controls = 操作…
settings-controls-tip = 各操作のキーとゲームパッドのボタンを選びます

controls-title = 操作
controls-close = 完了
controls-reset = すべて元に戻す
controls-reset-tip = すべての操作のキーとボタンを最初の設定に戻します
controls-reset-done = すべてのキーとボタンを最初の設定に戻しました。
controls-key-tip = 「{ $action }」のキー：{ $confirm } を押してから新しいキーを押します
controls-pad-tip = 「{ $action }」のゲームパッドのボタン：{ $confirm } を押してから新しいボタンを押します
controls-press-key = 「{ $action }」の新しいキーを押してください（Esc：そのまま）
controls-press-pad = 「{ $action }」の新しいボタンを押してください（Esc：そのまま）
controls-given = { $button } は「{ $action }」になりました。
controls-taken = { $button } はすでに「{ $action }」に使われています。先にそちらを別のキーにしてください。
controls-reserved = { $button } はボタンの移動や文字の入力に使うので、変えられません。
controls-cancelled = 何も変えていません。

controls-confirm = 選んだボタンを押す
controls-back = 戻る／閉じる
controls-skip = アニメーションを飛ばす
controls-pause = ポーズメニュー
controls-help = キーの一覧
controls-repeat = もう一度読み上げる
controls-up = 上
controls-down = 下
controls-left = 左
controls-right = 右
controls-scroll-up = 上へスクロール
controls-scroll-down = 下へスクロール
controls-fullscreen = 全画面
controls-continue = { decision-continue }
controls-leave = { decision-leave }
controls-chests = 宝箱
# the groups of Controls: every screen's keys, and each screen's own
controls-screen = 画面
controls-screen-tip = 表示するキー：すべての画面に共通のキー、またはひとつの画面だけのキー
controls-screen-every = すべての画面
controls-screen-expedition = ダイヤモンド：探検
controls-screen-club-table = Diamonds Club：テーブル
controls-screen-replay = リプレイ
controls-screen-pages = ルールのページ
controls-action-on = { $action }（{ $screen }）
controls-expedition-path = 通路を読み上げる
controls-expedition-carry = 所持品を読み上げる
controls-expedition-cave = 坑道にいる人を読み上げる
controls-expedition-odds = 確率を読み上げる
controls-club-goods = 自分の持ち物を読み上げる
controls-club-market = マーケットを読み上げる
controls-club-tiles = 価格タイルを読み上げる
controls-club-parks = 公園を読み上げる
controls-play = 再生 / 一時停止
controls-step-back = 1 手戻る
controls-step-forward = 1 手進む
controls-previous-round = 前の探検／ラウンド
controls-next-round = 次の探検／ラウンド
controls-line-down = 1 行下へ
controls-line-up = 1 行上へ

## 設定 → ハイコントラスト
settings-high-contrast = ハイコントラスト
settings-high-contrast-tip = 文字を明るくし、後ろの絵や色で読みにくい所では暗い（または明るい）下地の上に表示します
