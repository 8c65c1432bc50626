### Diamonds Club：ガイド付きの最初のラウンド（diamant/games/club/lesson.py）。各ヒントにタイトルと本文。
### 断りの文は、レッスンでほかの手を受け付けない理由を伝えます。

club-lesson-name-1 = オルガ
club-lesson-name-2 = ケンジ
club-lesson-menu-tip = 2人の相手と、ヒント付きで Diamonds Club を1ラウンド遊びます。どのフェイズも目の前で進みます
club-lesson-skip = レッスンをとばす
club-lesson-next = 次へ

club-lesson-welcome-title = はじめての Diamonds Club のラウンド
club-lesson-welcome-body = これはマーケットです。マスごとに1つのものが売られています。手番の順に、空いているマス1つにコインを置くか、パスします。オルガとケンジが相手です。ヒントがやることを示します。
club-lesson-turn-title = 手番トラック
club-lesson-turn-body = 手番トラックの+3（印のついたマス）を買ってください。このトラックで最も先にいるプレーヤーが、宝石の売却と建設で最初に手番を行い、次のラウンドのリーダーになります。
club-lesson-question-title = 「？」のマス
club-lesson-question-body = 「？」のマスでは、好きな発展トラックを1マス進められます。森を選んでください。森1つあたりのポイントが、ゲーム終了時に増えます。
club-lesson-mine-title = 生産のセット
club-lesson-mine-body = 鉱山・採掘権・船がそろうとセットになり、宝石と引き換えに売れます。まずこの黄色の鉱山から。
club-lesson-price-title = 値段は上がります
club-lesson-price-body = マスの値段はコイン1枚に、隣のマスにすでにあるコイン1枚につき1枚を足したものです。この採掘権は3枚：上に1枚、右に1枚。
club-lesson-ship-title = セットの完成
club-lesson-ship-body = この船を買ってください。鉱山と採掘権と合わせて、セットが完成します。
club-lesson-pass-title = パス
club-lesson-pass-body = 必要なものはそろいました。パスしてください。このラウンドはもう何も買いません。全員がパスするまで、ほかのプレーヤーは続けます。
club-lesson-diamonds-title = ダイヤモンド
club-lesson-diamonds-body = 購入が終わると、残ったコインが最も多いプレーヤーと、手番トラックで最も先にいるプレーヤーがダイヤモンドをもらいます。今回はどちらもあなたです。ダイヤモンドはどの色の宝石の代わりにもなります。
club-lesson-sell-title = セットを売る
club-lesson-sell-body = セットは鉱山の色、黄色の宝石で売れます。数は採掘権と船の数字の小さいほう、ここでは3個です。
club-lesson-keep-title = 残すもの
club-lesson-keep-body = 売ったあと、不完全なセットを1つだけ次のラウンドに残せます。何も残っていないので、何も残しません。
club-lesson-build-title = 建設
club-lesson-build-body = 価格タイルには、その建物の値段が描かれています。求められる宝石でパビリオンを建ててください。あなたのマーカーがその価格タイルに置かれます。
club-lesson-surcharge-title = ほかのプレーヤーのマーカー
club-lesson-surcharge-body = オルガが森を建てたので、森の価格タイルに彼女のマーカーがあります。そのため森は宝石1個多い、3個ではなく4個です。建ててください。
club-lesson-last-pass-title = ラウンドの終わり
club-lesson-last-pass-body = パスしてください。全員がパスするとラウンドが終わり、コインとマーカーが持ち主に戻って、新しいマーケットが並びます。
club-lesson-done-title = 1ラウンドを遊び終えました
club-lesson-done-body = 購入、手番の順、ダイヤモンド、セットの売却、建設。どのラウンドもこの流れです。だれかが庭園の明るい緑のマス14をすべて埋めたラウンドで、ゲームは終わります。

club-lesson-refuse-buy = このレッスンでは、ヒントが示すマスを買ってください。
club-lesson-refuse-pass = このレッスンでは、今はパスしてください。
club-lesson-refuse-gems = このレッスンでは、ヒントが示すものを選んでください。
club-lesson-refuse-build = このレッスンでは、ヒントが示すものを建ててください。
club-lesson-refuse-wait = お待ちください：ほかのプレーヤーの手番です。
club-lesson-refuse-read = まずヒントを読んで、「次へ」を押してください。
