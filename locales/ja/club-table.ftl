### Diamonds Club: プレイ画面 (diamant/games/club/screens/table_*.py)。$who はプレーヤーの名前。

club-table-phase = ラウンド{ $round }・{ $phase ->
    [buy] 購入
    [gems] 宝石
    [build] 建設
   *[over] ゲーム終了
}
club-table-pass = パス
club-table-pass-tip = パス：このフェイズではもう何も取りません（フェイズの終わりまで）
club-table-build = 建設…
club-table-build-tip = タイルを1枚建設する：価格タイルと支払う宝石を選ぶ
club-table-skip = 早送り
club-table-skip-tip = 人の手番までボットの手番を早く進める（誰の代わりにも選びません）
club-table-menu = メニュー
club-table-menu-tip = 一時停止：設定、ルール、キー、タイトルへ戻る（{ $back }）
club-table-rules = ?
club-table-rules-tip = Diamonds Club のルール

club-table-status-buy = { $who }：空いているマスをクリックして購入、またはパス。
club-table-status-gems = { $who }：セットを売ってください。
club-table-status-build = { $who }：価格タイルをクリックして建設、またはパス。
club-table-status-wait = { $who }の手番…
club-table-status-buy-you = あなたの手番：空いているマスをクリックして購入、またはパス。
club-table-status-gems-you = あなたの手番：セットを売ってください。
club-table-status-build-you = あなたの手番：価格タイルをクリックして建設、またはパス。
club-table-status-wait-you = あなたの手番…
club-table-status-over = ゲーム終了。
club-table-your-turn = { $who }さんの手番
club-table-your-turn-you = あなたの手番

club-table-item-turn = 手番トラック +{ $steps }
club-table-item-any = 好きな発展トラックを1マス進める
club-table-item-step = { $track }のトラックを1マス進める
club-table-price = 価格：コイン{ $price }枚
club-table-price-rule = コイン1枚 + 隣のマスにあるコインの分{ $coins }枚
club-table-stack-left = 残りのタイル：{ $count }枚
club-table-stack-count = 残り{ $count }枚
club-table-click-to-buy = クリック（または { $confirm }）で購入。
club-table-click-to-build = クリックで建設。

club-table-why-taken = { $who }が購入済み（コイン{ $coins }枚）
club-table-why-phase = マスを買えるのは購入フェイズだけです。
club-table-why-passed = パスしたので、このラウンドはもう買えません。
club-table-why-coins = コインが足りません：価格{ $price }枚、手持ち{ $coins }枚。
club-table-why-animal = その動物はもう残っていません（{ $tile }）。
club-table-why-park = 庭園に置く場所がありません。
club-table-why-not-yours = 今は買えません。
club-table-why-used = このラウンドではこの価格タイルですでに建設しました。
club-table-why-cannot-build = 今は建設できません：宝石が足りないか、タイルか庭園の場所がありません。

club-table-price-tile = 価格タイル：{ $tile }
club-table-cost = 価格：{ $gems } + 好きな色の宝石{ $any }個
club-table-cost-forest = 価格：好きな色の宝石{ $count }個
club-table-markers = このラウンドで使用：{ $who }
club-table-price-now = { $who }の価格：宝石{ $count }個（他のプレーヤーのマーカー1個につき+1）
club-table-price-now-you = あなたの価格：宝石{ $count }個（他のプレーヤーのマーカー1個につき+1）
club-table-forest-from = 森は、いちばん多い山から取った風景タイルを裏返したものです。
club-table-any-from = 噴水・パビリオン・バラ園・オランジェリーのどれかを建てます（どれにするかは自分で選びます。森は建てられません）。

club-table-park = { $who }の庭園：明るい緑のマス{ $light }/14、濃い緑のマス{ $dark }/5
club-table-park-you = あなたの庭園：明るい緑のマス{ $light }/14、濃い緑のマス{ $dark }/5
club-table-required = 必須のマス：{ $tiles }
club-table-count = { $what } ×{ $count }
club-table-required-warning = 必須のマスがすべて埋まっていない庭園はポイントになりません。

club-table-track = { $who }：{ $track }のトラック、{ $level }/5マス目
club-table-track-forest = 森1つにつきゲーム終了時{ $points }ポイント。
club-table-track-tech = { $level ->
    [0] セットを売ってもまだボーナスはありません。
    [1] セットを売るたびに：その色の宝石+1個。
    [2] セットを売るたびに：ダイヤモンド+1個。
    [3] セットを売るたびに：宝石+1個とダイヤモンド+1個。
   *[4] セットを売るたびに：宝石+2個とダイヤモンド+1個。トラックの終わりは2ポイント。
}
club-table-track-money = 毎ラウンドコイン{ $coins }枚。最後の3マスは1、2、3ポイント。

club-table-coins = { $who }：コイン{ $coins }枚
club-table-gems = 宝石：{ $gems }
club-table-none = なし
club-table-tokens = 生産トークン：{ $tokens }
club-table-bonus-cards = ボーナスカードは{ $cards }（{ $points }ポイント）

club-table-turn-track = 手番トラック：いちばん先にいるプレーヤーが宝石と建設のフェイズで最初に手番を行い、次のラウンドのリーダーになります。
club-table-turn-order = 手番の順：{ $order }
club-table-leader = リーダー：{ $who }

club-table-bonus = ボーナスカード「{ $card }」：{ $points }ポイント
club-table-bonus-three = この建物を最初に3つ持ったプレーヤーへ。
club-table-bonus-four-different = 4種類の建物を1つずつそろえたプレーヤーへ。
club-table-bonus-five-alike = 同じ建物を5つそろえたプレーヤーへ。
club-table-bonus-won = 獲得：{ $who }

club-table-track-choice = どのトラック？
club-table-track-forest-button = 森
club-table-track-tech-button = 技術
club-table-track-money-button = お金
club-table-track-forest-tip = ゲーム終了時、森のポイントが上がります
club-table-track-tech-tip = セットを売るたびに宝石が増えます
club-table-track-money-tip = 毎ラウンドのコインが増えます（今すぐコイン1枚も）
club-table-cancel = キャンセル

## Diamonds Club のゲーム中のキー一覧 (F1): クラブが独自の言葉で言う行

club-keys-confirm = 選択中のボタンを押す／選択中のマスを買う／選択中の価格タイルで建てる
club-keys-focus = マーケットのマス、価格タイル、ボタンの間を移動
club-keys-ends = 最初に買えるマス（または「建設…」）／「パス」

club-bot-refused = 保存されたゲームに、組み込みのレベルにないボットが書かれていました。読み込まず、その席は組み込みのボットが担当します。
club-table-sell = セットを売る…
club-table-sell-tip = セットを売り、残りを取っておくパネルを開きます

# a larger interface size leaves the bonus cards (and at 200 % the turn track) off the table: a
# button shows them big in a panel of their own
club-table-board = ボーナスカード
club-table-board-tip = ボーナスカードと手番トラックを大きく表示
club-table-board-title = ボーナスカードと手番
club-table-close = 閉じる
