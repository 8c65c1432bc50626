### Diamonds Club: omówienie gry przez trenera (diamant analyse dla zapisu Diamonds Club;
### diamant/games/club/coach.py). $round — runda; $name — gracz; $chosen — co zrobił gracz, $best — co
### zrobiłby Mistrz (oba tak, jak mówią club-coach-act-*); $cost — ile kosztował wybór w punktach
### oceny Mistrza; $threshold — te same punkty; $track: forest, tech lub money.

club-coach-title = Omówienie gry: każdy wybór w porównaniu z wyborem Mistrza
club-coach-col-round = Runda
club-coach-col-phase = Faza
club-coach-col-player = Gracz
club-coach-col-choice = Wybór
club-coach-col-master = Wybór Mistrza
club-coach-col-cost = Koszt
club-coach-same = to samo
club-coach-phase = { $phase ->
    [buy] zakupy
    [gems] kamienie
   *[build] budowa
}
club-coach-note = Koszt: ile wybór traci wobec wyboru Mistrza, w punktach na koniec gry według jego oceny (własne punkty minus część punktów rywali), z rozegrań do końca rundy. Różnice rzędu jednego punktu mieszczą się w losowości rozegrań.
club-coach-none = Żadnego kosztownego wyboru: każdy był najwyżej { $threshold } pkt za wyborem Mistrza.
club-coach-summary = { $count ->
    [one] { $count } kosztowny wybór (stracił ponad { $threshold } pkt):
    [few] { $count } kosztowne wybory (każdy stracił ponad { $threshold } pkt):
    [many] { $count } kosztownych wyborów (każdy stracił ponad { $threshold } pkt):
   *[other] { $count } kosztownego wyboru (każdy stracił ponad { $threshold } pkt):
}

club-coach-space = { $action } (kolumna { $column }, rząd { $row })
club-coach-act-pass = pas
club-coach-act-buy = { $item } za { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
}
club-coach-act-buy-step = krok na torze { $track ->
    [forest] lasu
    [tech] technologii
   *[money] pieniędzy
} za { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
}
club-coach-act-buy-turn = tor kolejności +{ $steps } za { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
}
club-coach-act-sell = komplet: { $mine }, prawa wydobycia { $rights }, statek { $ship }
club-coach-act-keep = zatrzymać: { $tokens }
club-coach-act-keep-nothing = nic nie zatrzymywać
club-coach-act-build = { $tile }, zapłata: { $payment }

club-coach-reason-bought = Runda { $round }, zakupy, { $name }: { $chosen }. Mistrz wziąłby co innego ({ $best }) — około { $cost } pkt lepiej.
club-coach-reason-passed-buy = Runda { $round }, zakupy, { $name }: pas oddał resztę zakupów tej rundy. Mistrz wziąłby { $best } — około { $cost } pkt lepiej.
club-coach-reason-sold = Runda { $round }, kamienie, { $name }: { $chosen }. Mistrz wybrałby co innego ({ $best }) — około { $cost } pkt lepiej.
club-coach-reason-built = Runda { $round }, budowa, { $name }: { $chosen }. Mistrz wybrałby co innego ({ $best }) — około { $cost } pkt lepiej.
club-coach-reason-passed-build = Runda { $round }, budowa, { $name }: pas, choć kamienie można było wydać. Mistrz zbudowałby { $best } — około { $cost } pkt lepiej.

## Trener na ekranie (diamant/games/club/screens/coach.py), otwierany z wyników końcowych
club-coach-open-tip = Trener porównuje każdy twój wybór z wyborem Mistrza
club-coach-seat = Gracz
club-coach-detail-title = Runda { $round }, { $phase }
club-coach-detail-choice = Twój wybór: { $choice }
club-coach-detail-master = Wybór Mistrza: { $best }
club-coach-detail-cost = Koszt: { $cost } pkt
club-coach-fine = Dobry wybór: najwyżej { $threshold } pkt za wyborem Mistrza.
club-coach-foot-costly = { $count ->
    [one] { $count } kosztowny wybór: stracił ponad { $threshold } pkt.
    [few] { $count } kosztowne wybory: każdy stracił ponad { $threshold } pkt.
    [many] { $count } kosztownych wyborów: każdy stracił ponad { $threshold } pkt.
   *[other] { $count } kosztownego wyboru: każdy stracił ponad { $threshold } pkt.
}
club-coach-foot-note = Punkty na koniec gry według oceny Mistrza, z rozegrań do końca każdej rundy; różnica około jednego punktu to przypadek.
