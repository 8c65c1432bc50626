### Igra sa vodičem („Naučite da igrate“): stavka menija, ponuda pri prvom pokretanju, saveti.
### Igraču se, kao u ostalim tekstovima, obraćamo sa „vi“ („Izaberite“, „nosite“, „vaš“); dugmad su
### imperativ kao u ui.ftl („Preskoči obuku“, kao „Izađi u meni“). Tasteri C i L ostaju latinicom
### sami od sebe, a dugme gejmpeda piše se { "A" } da u ćirilici ne postane veznik „а“.

menu-learn = Naučite da igrate
menu-learn-resume = Nastavi obuku
menu-learn-tip = Kratka ekspedicija sa vodičem: svako pravilo se dešava pred vama, za 3 minuta
tutorial-offer-title = Prvi put igrate Dijamant?
tutorial-offer-body = Naučite da igrate za 3 minuta: kratka ekspedicija sa vodičem u kojoj se svako pravilo dešava pred vama. Možete je pokrenuti i kasnije iz glavnog menija.
tutorial-offer-yes = Naučite da igrate
tutorial-offer-no = Ne, hvala

tutorial-next = Dalje
tutorial-skip = Preskoči obuku
tutorial-step = Korak { $step } od { $total }

tutorial-welcome-title = Dobro došli u pećinu Takora
tutorial-welcome-body = Vi i još tri istraživača ušli ste u pećinu. Karte istraživanja se otkrivaju jedna po jedna, a svi istraživači koji su još u pećini dočekuju svaku kartu zajedno.
tutorial-share-title = Deli se blago
tutorial-share-body = { $value } { $value ->
    [one] rubin
   *[other] rubina
} na { $players } istraživača: po { $each } svakom, a { $left ->
    [one] { $left } rubin ostaje
    [few] { $left } rubina ostaju
   *[other] { $left } rubina ostaje
} na karti. Rubin vredi 1 poen, a dijamant 5: pet rubina igra prikazuje kao jedan dijamant. Rubini koje nosite još nisu bezbedni.
tutorial-relic-title = Relikvija
tutorial-relic-body = Relikvija u pećini ne donosi ništa. Odnosi je samo istraživač koji izlazi iz pećine sam: ova relikvija na kraju vredi { $value } poena. Možete da birate i unapred, dok se karta još otkriva: izbor je označen kao „Izabrano“ i može da se promeni.
tutorial-together-title = Dvojica su izašla zajedno
tutorial-together-body = Dva istraživača su izabrala „Izlaz“ u istom trenutku. Pošto izlaze zajedno, dele { $pool } { $pool ->
    [one] preostali rubin
    [few] preostala rubina
   *[other] preostalih rubina
}: po { $each } svakom, a { $stays } { $stays ->
    [one] ostaje
    [few] ostaju
   *[other] ostaje
} u pećini. Kad izađe više njih zajedno, niko ne uzima relikviju: još je tu. Da ste izašli s njima, i vi biste morali da delite.
tutorial-trap-title = Zamka: { $hazard }
tutorial-trap-body = Jedna zamka ne škodi: njena karta svetli kao upozorenje. Ako se pojavi druga karta zamke ({ $hazard }), svi istraživači u pećini beže i gube sve rubine koje nose.
tutorial-leave-title = Izađite sami
tutorial-leave-body = Svi biraju u isto vreme, tajno. Istraživač koji izlazi sam uzima sve rubine koji su ostali na kartama ({ $left }) i relikviju. Izađite sada, pre nego što se pojavi druga karta zamke ({ $hazard }).
tutorial-chest-title = Bezbedno u sanduku
tutorial-chest-body = U kampu je sve što ste nosili otišlo u vaš sanduk: { $gems ->
    [one] { $gems } rubin
   *[other] { $gems } rubina
} i relikvija vredna { $relic } poena. Iz sanduka se ništa ne gubi. Pogledajte šta će biti sa poslednjim istraživačem.
tutorial-disaster-title = Druga zamka: { $hazard }
tutorial-disaster-body = Ekspedicija se odmah završava: istraživač koji je ostao u pećini beži i gubi sve što je nosio: { $lost } { $lost ->
    [one] rubin
   *[other] rubina
}. Oni koji su izašli zadržavaju sve. Jedna karta zamke ({ $hazard }) zauvek izlazi iz igre.
tutorial-camp-title = Između rundi
tutorial-camp-body = Prava igra ima { $rounds } { $rounds ->
    [one] rundu
    [few] runde
   *[other] rundi
}, po jednu za svaki ulaz u pećinu: kad se runda završi, pločica barikade zatvara njen ulaz. Između rundi svi se vraćaju u kamp: šta je u sanducima, tu i ostaje, a svi istraživači ponovo ulaze u pećinu. Pobeđuje najpuniji sanduk. Sva pravila: „Kako se igra“ u glavnom meniju.

tutorial-do-continue = Izaberite „Napred“: taster { $c }, klik na kartu ili { $pad_confirm } na gejmpedu.
tutorial-do-leave = Izaberite „Izlaz“: taster { $l }, klik na kartu ili { $pad_confirm } na gejmpedu.
tutorial-refuse-leave = Još ne: u ovoj lekciji prvo idemo dublje. Izaberite „Napred“.
tutorial-refuse-continue = Ne ovaj put: lekcija traži da sada izađete sami. Izaberite „Izlaz“.
pause-skip-tutorial = Preskoči obuku
