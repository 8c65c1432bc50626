### 探検のテーブルとボードに表示する言葉（日本語）。

# 裏向きの坑道カードの山の下に表示するラベル。
table-deck = 山札
# 同じ種類の危険が2枚目に出たとき、通路の上に大きく表示する。$hazard：危険のコード。
table-disaster = 事故発生：{ hazard-name }！
# 宝箱が非公開のとき、ほかのプレーヤーの宝箱に表示する。
table-chest-secret = ？
# 宝箱の横に表示する、そのプレーヤーの遺物のポイント。
table-relic-points = 遺物 +{ $points }ポイント
# ボードに表示する探検の回数。
table-board-round = 第{ $round }回探検
