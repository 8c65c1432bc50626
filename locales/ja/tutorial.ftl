### ガイド付きの最初のゲーム（「遊んで覚える」）：メニュー項目、初回起動時のおすすめ、ヒント。

menu-learn = 遊んで覚える
menu-learn-resume = 続きから覚える
menu-learn-tip = ガイド付きの短い探検：3分で、ルールのひとつひとつが目の前で起こります
tutorial-offer-title = ダイヤモンドは初めてですか？
tutorial-offer-body = 3分で遊び方を覚えましょう。ガイド付きの短い探検で、ルールのひとつひとつが目の前で起こります。あとでタイトルメニューから始めることもできます。
tutorial-offer-yes = 遊んで覚える
tutorial-offer-no = 今はしない

tutorial-next = 次へ
tutorial-skip = チュートリアルを終える
tutorial-step = ステップ { $step }／{ $total }

tutorial-welcome-title = 坑道へようこそ
tutorial-welcome-body = あなたとほかの冒険者3人が坑道に入りました。坑道カードは1枚ずつめくられ、坑道に残っている冒険者全員がそのカードに出会います。
tutorial-share-title = 宝石を分ける
tutorial-share-body = 宝石{ $value }個を冒険者{ $players }人で分けます。1人{ $each }個ずつ、あまりの{ $left }個はカードの上に残ります。赤いダイヤモンドは1ポイント、白いダイヤモンドは5ポイントで、赤5個は白1個として表示されます。持っている宝石はまだ安全ではありません。
tutorial-relic-title = 遺物
tutorial-relic-body = 坑道に置かれている遺物は何ももたらしません。1人で坑道を去る冒険者だけが持ち帰れます。この遺物はゲームの終わりに{ $value }ポイントになります。カードがめくられている間に、先に選んでおくこともできます。選択は「予約済み」と表示され、カードが表になるまで変えられます。
tutorial-together-title = 2人が一緒に去った
tutorial-together-body = 2人の冒険者が同時に「坑道を去る」を選びました。一緒に去ったので、残っていた宝石{ $pool }個を分けて1人{ $each }個、あまりの{ $stays }個は坑道に残ります。2人以上で去ると、遺物は誰も持ち帰れません。遺物はまだここにあります。あなたも一緒に去っていたら、分け合うことになっていました。
tutorial-trap-title = 危険カード：{ $hazard }
tutorial-trap-body = 危険カードが1枚だけなら何も起こりません。そのカードは警告として光ります。同じ危険（{ $hazard }）の2枚目が出ると、坑道に残っている冒険者は全員逃げ出し、持っている宝石をすべて失います。
tutorial-leave-title = 1人で去る
tutorial-leave-body = 全員が同時に、こっそり選びます。1人だけで坑道を去る冒険者は、カードの上に残った宝石（{ $left }個）と遺物をすべて持ち帰ります。同じ危険（{ $hazard }）の2枚目が出る前に、今去りましょう。
tutorial-chest-title = 宝箱の中は安全
tutorial-chest-body = キャンプに戻り、持っていたものはすべて宝箱に入りました。宝石{ $gems }個と、{ $relic }ポイントの遺物です。宝箱の中身は失われません。最後の冒険者がどうなるか見てみましょう。
tutorial-disaster-title = 2枚目の危険カード：{ $hazard }
tutorial-disaster-body = 探検はすぐに終わります。坑道に残っていた冒険者は逃げ出し、持っていた宝石{ $lost }個をすべて失いました。先に去った人は何も失いません。{ $hazard }の危険カードが1枚、ゲームから取り除かれます。
tutorial-camp-title = 探検と探検のあいだ
tutorial-camp-body = 本当のゲームは探検{ $rounds }回で、坑道の入口1つにつき1回です。探検が終わると、バリケードでその入口がふさがれます。探検のあいだは全員キャンプに戻ります。宝箱の中身はそのまま残り、冒険者は全員また坑道に入ります。宝箱の中身がいちばん多い人の勝ちです。ルールはすべてタイトル画面の「遊び方」にあります。

tutorial-do-continue = 「進む」を選んでください：{ $c }キー、カードをクリック、またはゲームパッドの{ $pad_confirm }。
tutorial-do-leave = 「坑道を去る」を選んでください：{ $l }キー、カードをクリック、またはゲームパッドの{ $pad_confirm }。
tutorial-refuse-leave = まだです。このレッスンではまず奥へ進みます。「進む」を選んでください。
tutorial-refuse-continue = 今回は違います。このレッスンでは今、1人で去ります。「坑道を去る」を選んでください。
pause-skip-tutorial = チュートリアルを終える
