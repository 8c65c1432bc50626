### ゲームを失わないために：ディスクがいっぱいのとき、進行中のゲームを新しいゲームで置き換えるとき（日本語）。

new-game-confirm-title = 新しいゲームを始めますか？
new-game-confirm-body = 進行中のゲームがあります。そのゲームは対戦記録に残り、いつでも続きから遊べます。
new-game-confirm-keep = 戻る
new-game-confirm-start = 新しいゲームを始める
message-history-not-stored = 終わったゲームを対戦記録に追加できませんでした（ディスクがいっぱいかもしれません）。ゲームは保存されたままで、空きができしだい追加されます。
message-history-stored = 以前は記録できなかった終わったゲームが、対戦記録に追加されました。
message-autosave-failed = ゲームを保存できませんでした（ディスクがいっぱいか、書き込みできません）。このまま遊べますが、異常終了するとこのゲームは失われます。
message-game-not-kept = 進行中のゲームを取っておけなかったため、新しいゲームは始めませんでした（ディスクがいっぱいか、書き込み禁止かもしれません）。
message-game-not-opened = 保存されたゲームを開けませんでした。このゲームのボットがインストールされていないのかもしれません。ゲームは保存されたままです。
history-unfinished = 未完了：続きから遊べます
history-abandoned = 未完了：ホストが卓を離れました（もう一度見られます）
history-continue = このゲームを続ける
message-game-so-far-not-stored = ここまでのゲームを対戦記録に追加できませんでした（ディスクがいっぱいかもしれません）。
