# Gra przy stole sieciowym: otwarcie stołu z lobby, poczekalnia, dołączanie z ekranu tytułowego
online-table = Stół sieciowy…
online-table-tip = Zagraj z przyjaciółmi przy innych komputerach: dołączą kodem zaproszenia
online-setup-title = Otwórz stół sieciowy
online-setup-body = Przyjaciele w tej samej sieci dołączają samym kodem. Gracze z innych sieci potrzebują przekaźnika: adresu przekaźnika, który ktoś uruchomił (diamant relay). Boty prowadzi ten komputer.
online-seat-here = Tutaj
online-seat-remote = Przyjaciel
online-seat-bot-here = Bot
online-seat-where-tip = Gra się przy tym ekranie, gra przyjaciel z kodem albo bot na tym komputerze
online-relay = Przekaźnik (dla przyjaciół z innych sieci)
online-relay-placeholder = ws://adres:port (może zostać puste)
online-relay-tip = Adres przekaźnika: łączy graczy, którzy nie mogą połączyć się bezpośrednio
online-open = Otwórz stół
online-cancel = Anuluj
online-need-local = Przynajmniej jedno miejsce musi być grane tutaj.
online-cannot-open = Nie udało się otworzyć stołu: { $reason }
online-room-title = Stół sieciowy
online-room-guest-title = Czekamy na gospodarza
online-invite = Kod zaproszenia: wyślij go przyjaciołom
online-copy = Kopiuj kod
online-copy-tip = Kopiuje kod zaproszenia do schowka
online-copied = Kod zaproszenia skopiowany.
online-start = Zaczynamy
online-start-bots = Zaczynamy, na wolnych miejscach boty
online-leave = Wyjdź
online-seat-you = ty
online-seat-connected = przy stole
online-seat-open = czeka na gracza…
online-seat-away = łączy się ponownie…
online-seat-bot = bot
online-seat-free = Miejsce { $n }
online-no-relay = Nie ustawiono przekaźnika: dołączyć mogą tylko gracze z tej sieci.
online-relay-failed = Przekaźnik jest nieosiągalny: dołączyć mogą tylko gracze z tej sieci.
online-relay-on = Gracze z innych sieci dołączają przez przekaźnik { $relay }.
online-waiting-host = Gospodarz zacznie grę, gdy wszyscy będą na miejscu.
online-reconnecting = Utracono połączenie: łączymy ponownie…
online-reconnected = Połączenie przywrócone.
online-host-left = Gospodarz opuścił stół.
online-lost = Utracono połączenie ze stołem.
menu-join = Dołącz do stołu
menu-join-tip = Zagraj przy stole sieciowym przyjaciela z kodem zaproszenia, który ci wysłał
join-title = Dołącz do stołu
join-code = Kod zaproszenia
join-code-placeholder = Wklej tu kod (Ctrl+V)
join-code-tip = Kod, który przyjaciel skopiował ze swojej poczekalni
join-name = Twoje imię
join-name-placeholder = Twoje imię przy stole
join-name-tip = Tak zobaczą cię inni gracze
join-default-name = Gość
join-go = Dołącz
join-connecting = Łączenie…
join-bad-code = To nie jest kod zaproszenia. Skopiuj cały kod od przyjaciela.
join-full = Przy tym stole nie ma wolnego miejsca.
join-version = Gospodarz ma inną wersję Diamant: obie muszą być takie same.
join-refused = Stół odmówił: { $reason }
join-unreachable = Nie można połączyć się ze stołem. Sprawdź kod albo poproś gospodarza o ustawienie przekaźnika.

## Settings: the relay of online tables
settings-section-online = Stoły sieciowe
settings-relay = Przekaźnik
settings-relay-placeholder = adres:port
settings-relay-tip = Przekaźnik, na którym twoje stoły sieciowe otwierają pokój, aby mogli dołączyć przyjaciele z innych sieci: adres:port lub ws://adres:port przekaźnika, który ktoś uruchomił (diamant relay). Żaden nie jest wbudowany.
settings-relay-note = Przyjaciele z innych sieci dołączają przez przekaźnik, który ktoś uruchomił (diamant relay). Puste: dołączyć mogą tylko gracze z tej sieci.
settings-relay-bad = To nie jest adres przekaźnika: wpisz adres:port lub ws://adres:port (albo zostaw puste).

## Join: the table this app hosted, taken back
online-resume = Wznów mój stół
online-resume-tip = Otwórz ponownie swój stół przerwany przed końcem gry, tam, gdzie się zatrzymał: te same miejsca, a przyjaciele wracają z tym samym kodem zaproszenia

# limit czasu na decyzję (wybiera gospodarz; wszyscy przy stole mają ten sam zegar)
online-decision-time = Czas na decyzję
online-decision-time-tip = Ile czasu ma każdy gracz, także przy tym ekranie, na każdą decyzję: gdy minie, za to miejsce decyduje bot
online-time-off = Brak
online-time-seconds = { $seconds } s

## Join: the tables on this network (found without a code); the host's option
join-lan = Stoły w tej sieci
join-lan-tip = Stoły w tej sieci czekające na graczy: kliknij stół (albo wybierz go i naciśnij { $confirm }), aby dołączyć pod swoim imieniem
join-lan-looking = Szukamy stołów w tej sieci… Stół przyjaciela pojawi się tutaj, dopóki czeka na graczy.
join-lan-off = Tutaj nie można szukać stołów w sieci: dołącz kodem zaproszenia.
join-lan-seats = Wolne miejsca: { $free } z { $seats }
join-lan-full = Brak miejsc
join-lan-item = { $host }, { $game }. { $seats }
online-lan-visible = Widoczny w tej sieci
online-lan-visible-tip = Dopóki stół czeka na graczy, przyjaciele w tej sieci widzą go w oknie „Dołącz do stołu” i dołączają bez kodu
