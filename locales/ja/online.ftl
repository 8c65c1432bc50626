# オンラインの卓：ロビーから卓を開く、待合室、タイトルから参加する
online-table = オンライン卓…
online-table-tip = 別のコンピューターの友だちと遊ぶ：友だちは招待コードで参加します
online-setup-title = オンライン卓を開く
online-setup-body = 同じネットワークの友だちは招待コードだけで参加できます。ほかのネットワークの人にはリレーが必要です（だれかが動かしているリレーのアドレス：diamant relay）。ボットはこのコンピューターが動かします。
online-seat-here = ここで
online-seat-remote = 友だち
online-seat-bot-here = ボット
online-seat-where-tip = この画面で遊ぶか、コードで参加する友だちか、このコンピューターのボットか
online-relay = リレー（ほかのネットワークの友だち用）
online-relay-placeholder = ws://アドレス:ポート（空でもかまいません）
online-relay-tip = リレーのアドレス：直接つながれないプレーヤーどうしをつなぎます
online-open = 卓を開く
online-cancel = キャンセル
online-need-local = 少なくとも1席はここで遊んでください。
online-cannot-open = 卓を開けませんでした：{ $reason }
online-room-title = オンライン卓
online-room-guest-title = ホストを待っています
online-invite = 招待コード：友だちに送ってください
online-copy = コードをコピー
online-copy-tip = 招待コードをクリップボードにコピーします
online-copied = 招待コードをコピーしました。
online-start = 開始
online-start-bots = 開始（空いた席はボット）
online-leave = 退出
online-seat-you = あなた
online-seat-connected = 参加中
online-seat-open = プレーヤーを待っています…
online-seat-away = 再接続中…
online-seat-bot = ボット
online-seat-free = 席 { $n }
online-no-relay = リレーが設定されていません：このネットワークのプレーヤーだけが参加できます。
online-relay-failed = リレーにつながりません：このネットワークのプレーヤーだけが参加できます。
online-relay-on = ほかのネットワークのプレーヤーはリレー { $relay } から参加します。
online-waiting-host = 全員そろったらホストがゲームを始めます。
online-reconnecting = 接続が切れました：再接続しています…
online-reconnected = 再接続しました。
online-host-left = ホストが卓を離れました。
online-lost = 卓との接続が切れました。
menu-join = 卓に参加
menu-join-tip = 友だちから届いた招待コードで、友だちのオンライン卓に参加します
join-title = 卓に参加
join-code = 招待コード
join-code-placeholder = ここにコードを貼り付け（Ctrl+V）
join-code-tip = 友だちが待合室でコピーしたコード
join-name = あなたの名前
join-name-placeholder = 卓での名前
join-name-tip = ほかのプレーヤーに見える名前
join-default-name = ゲスト
join-go = 参加
join-connecting = 接続しています…
join-bad-code = 招待コードではありません。友だちから届いたコードを全部コピーしてください。
join-full = この卓には空いている席がありません。
join-version = ホストのDiamantはバージョンが違います：同じバージョンが必要です。
join-refused = 卓に断られました：{ $reason }
join-unreachable = 卓につながりません。コードを確かめるか、ホストにリレーを設定してもらってください。

## Settings: the relay of online tables
settings-section-online = オンラインの卓
settings-relay = リレー
settings-relay-placeholder = アドレス:ポート
settings-relay-tip = オンラインの卓がルームを開くリレーです。ほかのネットワークの友だちが参加できるようになります：だれかが動かしているリレー（diamant relay）のアドレス:ポート または ws://アドレス:ポート。組み込みのリレーはありません。
settings-relay-note = ほかのネットワークの友だちは、だれかが動かしているリレー（diamant relay）を通して参加します。空のときは、このネットワークのプレーヤーだけが参加できます。
settings-relay-bad = リレーのアドレスではありません：アドレス:ポート または ws://アドレス:ポート と書いてください（空でもかまいません）。

## Join: the table this app hosted, taken back
online-resume = 自分の卓を再開
online-resume-tip = ゲームの終わる前に離れた卓を、止まったところから開き直します：席はそのままで、友だちは同じ招待コードで戻れます

# 判断の制限時間（ホストが選ぶ。卓の全員に同じ時計）
online-decision-time = 判断の制限時間
online-decision-time-tip = 各プレーヤー（この画面の人も）が1回の判断に使える時間。過ぎるとその席のボットが決めます
online-time-off = なし
online-time-seconds = { $seconds }秒

## Join: the tables on this network (found without a code); the host's option
join-lan = このネットワークの卓
join-lan-tip = このネットワークでプレーヤーを待っている卓：卓をクリックする（または選んで{ $confirm }を押す）と、あなたの名前で参加します
join-lan-looking = このネットワークの卓をさがしています… 友だちの卓は、プレーヤーを待っているあいだここに出ます。
join-lan-off = ここではネットワークの卓をさがせません：招待コードで参加してください。
join-lan-seats = 空き席 { $free }／{ $seats }
join-lan-full = 満席
join-lan-item = { $host }、{ $game }。{ $seats }
online-lan-visible = このネットワークに表示
online-lan-visible-tip = 卓がプレーヤーを待っているあいだ、このネットワークの友だちの「卓に参加」に表示され、コードなしで参加できます
