### Diamenty: omówienie gry przez trenera (diamant analyse; diamant/ai/coach.py).
### $round: ekspedycja (1–5); $card: ile kart leżało w korytarzu w chwili wyboru;
### $risk: szansa w procentach, że następna karta zakończy ekspedycję; $carried: rubiny, które
### Poszukiwacz miał przy sobie; $chosen i $other: ocena mistrza, szansa na zwycięstwo w grze
### w procentach przy dokonanym wyborze i przy drugim; $threshold i $noise: punkty procentowe.

coach-title = Omówienie gry: każdy wybór, szanse następnej karty i szansa na zwycięstwo
coach-col-expedition = Eksp.
coach-col-card = Karta
coach-col-player = Poszukiwacz
coach-col-choice = Wybór
coach-col-risk = Ryzyko
coach-col-gain = Zysk
coach-col-win-continue = Wygrana: Brawura
coach-col-win-leave = Wygrana: Powrót
coach-choice-continue = Brawura
coach-choice-leave = Powrót
coach-costly-mark = kosztowny
coach-note = Ryzyko: szansa, że następna karta zakończy ekspedycję. Zysk: ile rubinów średnio przyniesie ona każdemu Poszukiwaczowi w jaskini. Wygrana: ocena mistrza, szansa na zwycięstwo w grze, z dokładnością do około { $noise ->
    [one] { $noise } punktu procentowego.
    [few] { $noise } punktów procentowych.
    [many] { $noise } punktów procentowych.
   *[other] { $noise } punktu procentowego.
}
coach-none = Żadnego kosztownego wyboru: każdy był gorszy od lepszej możliwości najwyżej o { $threshold ->
    [one] { $threshold } punkt procentowy.
    [few] { $threshold } punkty procentowe.
    [many] { $threshold } punktów procentowych.
   *[other] { $threshold } punktu procentowego.
}
coach-summary = { $count ->
    [one] Jeden kosztowny wybór
    [few] { $count } kosztowne wybory
    [many] { $count } kosztownych wyborów
   *[other] { $count } kosztownego wyboru
} (szansa na zwycięstwo spadła o ponad { $threshold ->
    [one] { $threshold } punkt procentowy
    [few] { $threshold } punkty procentowe
    [many] { $threshold } punktów procentowych
   *[other] { $threshold } punktu procentowego
}):
coach-reason-pushed-on = Ekspedycja { $round }, karta { $card }, { $name }: „Brawura” z { $carried ->
    [one] { $carried } rubinem
    [few] { $carried } rubinami
    [many] { $carried } rubinami
   *[other] { $carried } rubina
} przy sobie i { $risk }% szansy na katastrofę. „Powrót” dawał { $other }% szansy na zwycięstwo, „Brawura” tylko { $chosen }%.
coach-reason-risked-the-lead = Ekspedycja { $round }, karta { $card }, { $name }: „Brawura” w ostatniej ekspedycji naraziła prowadzenie ({ $risk }% szansy na katastrofę, przy sobie { $carried ->
    [one] { $carried } rubin
    [few] { $carried } rubiny
    [many] { $carried } rubinów
   *[other] { $carried } rubina
}). Powrót z prowadzeniem dawał { $other }% szansy na zwycięstwo, dalsza droga { $chosen }%.
coach-reason-left-early = Ekspedycja { $round }, karta { $card }, { $name }: „Powrót” za wcześnie, przy { $risk }% szansy na katastrofę. „Brawura” dawała { $other }% szansy na zwycięstwo, „Powrót” { $chosen }%.
coach-reason-left-behind = Ekspedycja { $round }, karta { $card }, { $name }: „Powrót” z przegranej pozycji w ostatniej ekspedycji oddaje grę: { $carried ->
    [one] { $carried } rubin
    [few] { $carried } rubiny
    [many] { $carried } rubinów
   *[other] { $carried } rubina
} przy sobie to za mało. „Brawura” dawała { $other }% szansy na zwycięstwo, „Powrót” { $chosen }%.

### Omówienie na ekranie (diamant/app/scenes/coach.py): z wyników końcowych i z powtórki.
coach-open = Jak mi poszło?
coach-open-tip = Omówienie każdego twojego wyboru: szanse następnej karty i twoja szansa na zwycięstwo
coach-replay-open = Omówienie
coach-replay-open-tip = Omówienie każdego wyboru Poszukiwacza (tego, którego skrzynię widać)
coach-screen-title = Omówienie gry: { $name }
coach-screen-title-you = Omówienie twojej gry
coach-seat = Poszukiwacz
coach-seat-fallback = Miejsce { $seat }
coach-close = Wróć
coach-watch = Pokaż ten moment
coach-watch-tip = Powrót do powtórki, na kartę tego wyboru
coach-col-win = Wygrana: Brawura / Powrót
coach-working = Trwa omówienie gry: { $done } z { $total }
coach-no-decisions = W tej grze nie ma żadnego wyboru: { $name }.
coach-failed = Nie udało się omówić tej gry: { $error }
coach-detail-title = Ekspedycja { $round }, karta { $card }: { $choice }
coach-detail-risk = Następna karta zakończy ekspedycję: { $percent }%
coach-detail-gain = Średni zysk z niej na osobę w jaskini: { $gems }
coach-detail-carried = { $count ->
    [one] Przy sobie: { $count } rubin
    [few] Przy sobie: { $count } rubiny
    [many] Przy sobie: { $count } rubinów
   *[other] Przy sobie: { $count } rubinu
}
coach-chart-title = Ocena mistrza: szansa na zwycięstwo w grze
coach-chosen = { $choice } (wybrano)
coach-fine = Dobry wybór: drugi nie był lepszy o więcej niż { $threshold } pkt proc. szansy na zwycięstwo.
coach-foot-costly = { $count ->
    [one] Jeden kosztowny wybór: oddał
    [few] { $count } kosztowne wybory: każdy oddał
    [many] { $count } kosztownych wyborów: każdy oddał
   *[other] { $count } kosztownego wyboru: każdy oddał
} ponad { $threshold } pkt proc. szansy na zwycięstwo.
coach-foot-note = Szansa na zwycięstwo to ocena mistrza, z dokładnością do około { $noise } pkt proc. Wybierz wiersz, aby przeczytać dlaczego.

### Wybór dla następnej karty, gdy bieżąca jeszcze się odkrywa (scena ekspedycji).
precommit-hint = Możesz już wybrać dla następnej karty: { $c } lub { $l }
precommit-pending = Wybrano
