### Diamonds Club：対戦の再生 (diamant/games/club/screens/replay.py) と対戦の記録。
### 1ステップはプレーヤーの1手（購入、パス、売却、残す宝石、建設）。

club-replay-status = 対戦を再生・{ $total }手中{ $step }手目
club-replay-start-tip = 最初へ（Home）
club-replay-prev-round-tip = ラウンドの最初へ、または前のラウンドへ（{ $previous_round }、{ $scroll_up }）
club-replay-back-tip = 1手戻る（{ $left }、{ $step_back }）
club-replay-play-tip = 再生／一時停止（{ $skip }、{ $play }）
club-replay-forward-tip = 1手進む（{ $right }、{ $step_forward }）
club-replay-next-round-tip = 次のラウンドへ（{ $next_round }、{ $scroll_down }）
club-replay-end-tip = 対戦の最後へ（End）
club-replay-speed-tip = 速度：速く（+）／遅く（-）
club-replay-rules-tip = Diamonds Clubのルール
club-replay-close = 戻る
club-log-title = Diamonds Club：{ $date }の対戦
club-log-title-plain = Diamonds Club：対戦の記録
