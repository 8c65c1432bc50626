### アプリの画面：タイトルメニュー、設定、ルール、一時停止、終了、対戦記録、メッセージ（日本語）。
### ボタンは名詞か短い動詞（「新しいゲーム」「設定」「終了」）、説明文は「です・ます」調。

## タイトルメニュー
title-tagline = タコラ坑道で運だめし
title-version = バージョン { $version }
menu-new-game = 新しいゲーム
menu-new-game-tip = プレーヤーとボットを集めて、新しいゲームを始めます
menu-continue = 続きから
menu-continue-tip = 中断したゲームに戻ります（自動で保存されています）
menu-continue-game = 続きから：{ $game }
title-game-tip = ゲームを選びます。新しいゲーム・続きから・遊び方は選んだゲームのものになります
menu-rules = 遊び方
menu-rules-tip = カードの絵つきのルール説明
menu-settings = 設定
menu-settings-tip = 言語、画面、アニメーションの速さ、サウンド
menu-history = 対戦記録
menu-history-tip = 終わったゲームのポイントと記録。ゲームをもう一度見ることもできます
menu-quit = 終了
menu-quit-tip = ゲームを閉じます

## 設定
settings-title = 設定
settings-section-game = ゲームと画面
settings-section-sound = サウンド
settings-language = 言語
settings-language-tip = 言語はすぐに切り替わります
settings-display = 画面
settings-display-tip = ウィンドウか全画面表示で遊びます（{ $fullscreen }キーでも切り替え）
settings-windowed = ウィンドウ
settings-fullscreen = 全画面表示
settings-animation-speed = アニメーション速度
settings-animation-speed-tip = カードや宝石が動く速さ。「一瞬」では結果をすぐに表示します
settings-speed-instant = 一瞬
settings-speed-slow = 遅い
settings-speed-normal = 普通
settings-speed-fast = 速い
settings-reduced-motion = 動きを減らす
settings-reduced-motion-tip = 揺れ、点滅、はねる動きをなくし、飛ぶ代わりにふわっと表示します
settings-interface-size = 表示サイズ
settings-interface-size-tip = 文字とクリックする場所をすべて大きくします。100% がそのままの大きさで、200% まで。画面は使える広さに合わせて並べ直されます
settings-interface-size-value = { $percent }%
settings-curtain = 交代用の目隠し
settings-curtain-tip = 1つの画面を何人かで使うとき、次のプレーヤーが席に着くまでテーブルを隠します
settings-learning-aid = 初心者ガイド
settings-learning-aid-tip = 次のカードの確率を表示します：出た危険カードと山札の残り、残りのカードと遺物カード、探検が終わる確率
settings-master-volume = 音量
settings-master-volume-tip = すべての音の大きさ
settings-effects-volume = 効果音
settings-effects-volume-tip = カード、宝石、危険の音
settings-ambient-volume = 坑道の環境音
settings-ambient-volume-tip = 背景に流れる坑道の静かな音
settings-mute = ミュート
settings-mute-tip = すべての音を消します
settings-no-sound-device = サウンドデバイスが見つからないため、音は出ません。
settings-back = 完了

## ルール
rules-back = 戻る
rules-contents = 目次
rules-scroll-tip = マウスホイールか矢印キーでスクロール

## 一時停止と終了
pause-title = 一時停止
pause-resume = 再開
pause-quit-to-menu = メニューに戻る
quit-title = このゲームを中断しますか？
quit-app-title = ダイヤモンドを終了しますか？
quit-autosaved = ゲームは自動で保存されています。タイトルメニューで「続きから」を選ぶと、この場面から続けられます。
quit-keep-playing = ゲームを続ける
quit-to-menu = メニューに戻る
quit-app = 終了

## 対戦記録
history-title = 対戦記録
history-empty = 終わったゲームはまだありません。ゲームが終わると、ここに表示されます。
history-reading = 対戦記録を読み込み中… { $done } / { $total }
# a game's part of the record: its name and its finished games with a person at the table
history-game-head = { $game }：{ $count }戦
history-games = 対戦数：{ $count }
history-human-games = 人間との対戦：{ $count }
history-best = 最高記録：{ $score }ポイント（{ $name }）
history-wins = { $name }：{ $games }戦{ $wins }勝
history-bot-record = 対「{ $bot }」ボット：{ $games }戦{ $wins }勝
history-bots-head = ボットとの対戦
history-row = { $date }・{ $edition }・{ $players }人
history-winner = 勝者：{ $names }
history-replay = もう一度見る
history-replay-tip = ゲーム全体を1枚ずつ再現します
history-show-log = ゲームログ
history-show-log-tip = 何が起きたかを1枚ずつ読めます
history-back = 戻る
history-log-title = { $date }のゲーム
history-scores = ポイント
history-record-damaged = このゲームの記録を読み込めません。

## メッセージ
message-not-available = この機能はこのバージョンでは使えません。
message-no-saved-game = 続きから遊べる保存データがありません。
message-settings-not-saved = 設定を保存できませんでした。ゲームを閉じるまでは有効です。
message-settings-linked = 設定ファイル { $path } はリンクです。ダイヤモンドはリンクを通して書き込まないため、変更はゲームを閉じるまで有効です。残すには、リンクをファイルのコピーに置き換えてください。
error-title = 問題が発生しました
error-body = 予期しないエラーのため、ダイヤモンドを停止しました。詳細は { $path } に記録されています。
