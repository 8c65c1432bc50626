## キー一覧（F1 または ?、一時停止メニューの「キー」）。キー名（Enter、Esc、F11 など）は
## キーボードの刻印どおりに表示する。ここではスペースキーの名前だけを訳す。

keys-title = キー操作
keys-space-name = スペース
keys-confirm = 選択中のボタンを押す／選択中のカードを選ぶ
keys-back = ページやダイアログを閉じる（ゲーム中は一時停止メニュー）
keys-skip = アニメーションをすぐに終える（勝手に選ぶことはない）
keys-decide = 自分の番のとき：{ decision-continue }／{ decision-leave }
keys-focus = ボタンやカードの間を移動
keys-tab = 次／前のボタン
keys-scroll = 「{ play-log }」や長いページをスクロール
keys-fullscreen = 全画面表示の切り替え
keys-help = このキー一覧
keys-pad = ゲームパッド：{ $pad_confirm } 決定・{ $pad_back } 戻る・{ $pad_skip } スキップ・{ $pad_pause } 一時停止・十字キー 移動・{ $pad_repeat } もう一度読み上げ・{ $pad_help } この一覧
keys-close = 閉じる
pause-keys = キー
