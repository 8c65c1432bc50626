### Diamonds Club: stół gry (diamant/games/club/screens/table_*.py). $who to imię gracza.

club-table-phase = Runda { $round } · { $phase ->
    [buy] zakupy
    [gems] kamienie
    [build] budowanie
   *[over] koniec gry
}
club-table-pass = Pas
club-table-pass-tip = Pas: w tej fazie nie bierzesz już nic (pas obowiązuje do końca fazy)
club-table-build = Buduj…
club-table-build-tip = Zbuduj jeden kafelek: wybierz tabliczkę ceny i kamienie do zapłaty
club-table-skip = Szybciej
club-table-skip-tip = Szybko rozegraj ruchy botów aż do ruchu człowieka (nikt nie wybiera za nikogo)
club-table-menu = Menu
club-table-menu-tip = Pauza: ustawienia, zasady, klawisze, powrót do menu ({ $back })
club-table-rules = ?
club-table-rules-tip = Zasady Diamonds Club

club-table-status-buy = { $who }: kliknij wolne pole, aby je kupić, albo spasuj.
club-table-status-gems = { $who }: sprzedaj swoje komplety.
club-table-status-build = { $who }: kliknij tabliczkę ceny, aby budować, albo spasuj.
club-table-status-wait = Teraz gra: { $who }…
club-table-status-buy-you = Twój ruch: kliknij wolne pole, aby je kupić, albo spasuj.
club-table-status-gems-you = Twój ruch: sprzedaj swoje komplety.
club-table-status-build-you = Twój ruch: kliknij tabliczkę ceny, aby budować, albo spasuj.
club-table-status-wait-you = Twój ruch…
club-table-status-over = Gra skończona.
club-table-your-turn = { $who }, twój ruch
club-table-your-turn-you = Twój ruch

club-table-item-turn = Tor kolejności +{ $steps }
club-table-item-any = Krok na wybranym torze rozwoju
club-table-item-step = Krok na torze „{ $track }”
club-table-price = Cena: { $price ->
    [one] { $price } moneta
    [few] { $price } monety
    [many] { $price } monet
   *[other] { $price } monety
}
club-table-price-rule = 1 moneta i jeszcze { $coins } za monety na sąsiednich polach
club-table-stack-left = Zostało kafelków: { $count }
club-table-stack-count = Zostało: { $count }
club-table-click-to-buy = Kliknij (albo { $confirm }), aby kupić.
club-table-click-to-build = Kliknij, aby budować.

club-table-why-taken = Zajęte: { $who } ({ $coins ->
    [one] { $coins } moneta
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
})
club-table-why-phase = Pola kupuje się tylko w fazie zakupów.
club-table-why-passed = Pas: w tej rundzie już nic nie kupisz.
club-table-why-coins = Za mało monet: kosztuje { $price }, masz { $coins }.
club-table-why-animal = Nie ma już zwierząt tego rodzaju ({ $tile }).
club-table-why-park = W twoim parku nie ma na to miejsca.
club-table-why-not-yours = Teraz nie możesz tego kupić.
club-table-why-used = Ta tabliczka ceny była już użyta przez ciebie w tej rundzie.
club-table-why-cannot-build = Teraz tego nie zbudujesz: za mało kamieni, brak kafelków albo miejsca w parku.

club-table-price-tile = Tabliczka ceny: { $tile }
club-table-cost = Kosztuje { $gems } + { $any } w dowolnym kolorze
club-table-cost-forest = Kosztuje { $count } kamienie w dowolnych kolorach
club-table-markers = Użyta w tej rundzie przez: { $who }
club-table-price-now = { $who } – cena: { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
} (+1 za każdy znacznik innego gracza)
club-table-price-now-you = Twoja cena: { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
} (+1 za każdy znacznik innego gracza)
club-table-forest-from = Las to odwrócony kafelek krajobrazu z największego stosu.
club-table-any-from = Buduje fontannę, oranżerię, pawilon lub ogród różany — wybierasz który (nigdy las).

club-table-park = { $who } – park: jasnozielone pola { $light } z 14, ciemnozielone { $dark } z 5
club-table-park-you = Twój park: jasnozielone pola { $light } z 14, ciemnozielone { $dark } z 5
club-table-required = Pola obowiązkowe: { $tiles }
club-table-count = { $what } ×{ $count }
club-table-required-warning = Park bez wszystkich pól obowiązkowych nie dostaje punktów.

club-table-track = { $who }: tor „{ $track }”, pole { $level } z 5
club-table-track-forest = Każdy las daje na koniec { $points } pkt.
club-table-track-tech = { $level ->
    [0] Na razie brak premii za sprzedany komplet.
    [1] Za każdy sprzedany komplet: 1 kamień jego koloru więcej.
    [2] Za każdy sprzedany komplet: 1 diament więcej.
    [3] Za każdy sprzedany komplet: 1 kamień i 1 diament więcej.
   *[4] Za każdy sprzedany komplet: 2 kamienie i 1 diament więcej; koniec toru daje 2 pkt.
}
club-table-track-money = { $coins } monet w każdej rundzie; ostatnie trzy pola dają 1, 2, 3 pkt.

club-table-coins = { $who }: { $coins ->
    [one] { $coins } moneta
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
}
club-table-gems = Kamienie: { $gems }
club-table-none = brak
club-table-tokens = Żetony produkcji: { $tokens }
club-table-bonus-cards = Karty premii: { $cards } ({ $points } pkt)

club-table-turn-track = Tor kolejności: kto jest najdalej, ten pierwszy sprzedaje kamienie i buduje, i prowadzi następną rundę.
club-table-turn-order = Kolejność: { $order }
club-table-leader = Prowadzi: { $who }

club-table-bonus = Karta premii „{ $card }”: { $points } pkt
club-table-bonus-three = Dla pierwszego gracza, który ma 3 takie obiekty.
club-table-bonus-four-different = Za komplet czterech różnych obiektów.
club-table-bonus-five-alike = Za 5 jednakowych obiektów.
club-table-bonus-won = Zdobywa: { $who }

club-table-track-choice = Który tor?
club-table-track-forest-button = Las
club-table-track-tech-button = Technologia
club-table-track-money-button = Pieniądze
club-table-track-forest-tip = Lasy dadzą na koniec więcej punktów
club-table-track-tech-tip = Więcej kamieni za każdy sprzedany komplet
club-table-track-money-tip = Więcej monet w każdej rundzie (i 1 moneta teraz)
club-table-cancel = Anuluj

## Lista klawiszy (F1) w trakcie gry w Diamonds Club: wiersze, które klub opisuje po swojemu

club-keys-confirm = Naciśnij przycisk; kup zaznaczone pole, buduj z tabliczki ceny
club-keys-focus = Przechodź po polach targu, tabliczkach cen i przyciskach
club-keys-ends = Pierwsze wolne pole (lub „Buduj…”) / „Pas”

club-bot-refused = Zapisana gra wskazywała bota spoza wbudowanych poziomów. Nie został wczytany: to miejsce zajął wbudowany bot.
club-table-sell = Sprzedaj komplety…
club-table-sell-tip = Otwórz panel, w którym sprzedajesz komplety i zatrzymujesz resztę

# a larger interface size leaves the bonus cards (and at 200 % the turn track) off the table: a
# button shows them big in a panel of their own
club-table-board = Karty premii
club-table-board-tip = Karty premii i tor kolejności, w dużym rozmiarze
club-table-board-title = Karty premii i kolejność
club-table-close = Zamknij
