### Dijamant: ugrađeni računarski igrači (botovi), srpski (latinica).
### Jedno ime i jedna rečenica o karakteru po nivou, od najslabijeg.

bot-timid-name = Plašljivko
bot-timid-desc = Početnik: beži u kamp na prvu zamku ili sa šakom kamenja.

bot-steady-name = Oprezni
bot-steady-desc = Drži se opreznog plana: izlazi posle druge zamke, sa dobrim plenom ili kad je pećina bogata.

bot-gambler-name = Kockar
bot-gambler-desc = Izaziva sreću nasumice: posle druge zamke svaka karta mu je bacanje kocke.

bot-counter-name = Račundžija
bot-counter-desc = Broji karte: izlazi kad sledeća karta preti da odnese više nego što donosi.

bot-tactician-name = Taktičar
bot-tactician-desc = Broji karte i čita sto: ko će izaći, koliko može da odnese sam, kakav je rezultat.

bot-expert-name = Ekspert
bot-expert-desc = U mislima odigra ostatak runde, znajući navike svakog igrača.

bot-master-name = Majstor
bot-master-desc = U glavi odigra stotine rasporeda špila, svaku kartu promisli iznova i igra na pobedu.

message-bot-refused = Sačuvana partija je navodila bota koji nije među ugrađenim nivoima. Nije učitan: to mesto igra ugrađeni bot.

bot-plugin-name = { $name } (dodatak)
bot-plugin-desc = Dodatak koji ste dozvolili: { $module }. Ako zakaže, njegovo mesto preuzima ugrađeni bot.
message-plugin-replaced = Bot iz dodatka je zakazao (predugo je razmišljao, zaustavio se ili odgovorio nečim što nije potez). Od sada umesto njega igra ugrađeni bot.
