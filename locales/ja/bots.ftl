### ダイヤモンド：コンピューター対戦相手（ボット）、日本語。
### レベルごとに名前と性格の説明を一行ずつ、弱い順に。

bot-timid-name = 臆病者
bot-timid-desc = 初心者。最初の危険カードか、わずかな宝石で一目散にキャンプへ戻る。

bot-steady-name = 慎重派
bot-steady-desc = 堅実な作戦を守る。2枚目の危険、十分な稼ぎ、宝石の多い通路を見て引き返す。

bot-gambler-name = 勝負師
bot-gambler-desc = 気まぐれに運を試す。2枚目の危険カードが出た後は、1枚1枚がサイコロ勝負。

bot-counter-name = 計算屋
bot-counter-desc = カードを数える。次の1枚で失うものが得るものを上回れば引き返す。

bot-tactician-name = 策士
bot-tactician-desc = カードを数え、場を読む。誰が戻るか、1人で持ち帰れる宝石、ポイント差を見る。

bot-expert-name = 達人
bot-expert-desc = 残りの探検を頭の中で最後まで試し、相手一人ひとりの癖を読む。

bot-master-name = 名人
bot-master-desc = 山札の並びを何百通りも頭の中で試し、1枚ごとに考え直して勝ちを狙う。

message-bot-refused = 保存されたゲームに、組み込みのレベルにないボットが書かれていました。読み込まず、その席は組み込みのボットが担当します。

bot-plugin-name = { $name }（プラグイン）
bot-plugin-desc = 許可したプラグイン：{ $module }。うまく動かないときは、組み込みのボットが代わりに担当します。
message-plugin-replaced = プラグインのボットが失敗しました（時間切れ、停止、または手ではない答え）。ここからは組み込みのボットがその席を担当します。
