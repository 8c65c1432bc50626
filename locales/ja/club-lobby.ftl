### タイトル画面とロビーの Diamonds Club（日本語）。

club-game-name = Diamonds Club
club-tagline = 鉱山と宝石と、美しい庭園
club-new-game-confirm-body = Diamonds Club のゲームが進行中です。そのゲームは対戦記録に残り、いつでも続きから遊べます。

club-lobby-title = 新しいゲーム：Diamonds Club
club-lobby-hint = 2〜4人で遊びます。色は一人一色。色をクリックすると変わります。
club-lobby-you = あなた
club-lobby-player = プレーヤー{ $n }
club-lobby-name-tip = テーブルに表示される名前
club-lobby-name-placeholder = 名前
club-lobby-person = 人間
club-lobby-bot = ボット
club-lobby-kind-tip = この画面で遊ぶ人か、ボットか
club-lobby-level-tip = このボットの戦い方
club-lobby-person-desc = この画面で遊びます。
club-lobby-remove-tip = この席を外す
club-lobby-colour-tip = 色：{ $colour }。クリックで変更
club-lobby-add = 席を追加
club-lobby-back = 戻る
club-lobby-start = ゲーム開始

club-colour-red = 赤
club-colour-white = 白
club-colour-bronze = ブロンズ
club-colour-blue = 青

club-bot-random = ランダム
club-bot-random-desc = ルール上できる手を、作戦なしに選びます。
club-bot-beginner = 初心者
club-bot-beginner-desc = すぐにポイントになるものを取ります。ときどき間違えます。
club-bot-steady = 慎重派
club-bot-steady-desc = 一手先まで読んで、ポイント・発展トラック・必須マスを比べます。
club-bot-master = 名人
club-bot-master-desc = 一手ごとに、ラウンドの終わりまで頭の中で何度も試してから選びます。
