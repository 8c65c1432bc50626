### Igra sa vodičem („Nauči da igraš“): stavka menija, ponuda pri prvom pokretanju, saveti.

menu-learn = Nauči da igraš
menu-learn-resume = Nastavi obuku
menu-learn-tip = Kratka ekspedicija sa vodičem: svako pravilo se dešava pred tobom, za 3 minuta
tutorial-offer-title = Prvi put igraš Dijamant?
tutorial-offer-body = Nauči da igraš za 3 minuta: kratka ekspedicija sa vodičem u kojoj se svako pravilo dešava pred tobom. Možeš je pokrenuti i kasnije iz glavnog menija.
tutorial-offer-yes = Nauči da igraš
tutorial-offer-no = Ne, hvala

tutorial-next = Dalje
tutorial-skip = Preskoči obuku
tutorial-step = Korak { $step } od { $total }

tutorial-welcome-title = Dobro došao u pećinu Takora
tutorial-welcome-body = Ti i još dva istraživača ušli ste u pećinu. Karte istraživanja se otkrivaju jedna po jedna, a svi istraživači koji su još u pećini dočekuju svaku kartu zajedno.
tutorial-share-title = Deli se blago
tutorial-share-body = { $value } dragog kamenja na { $players } istraživača: po { $each } svakom, a { $left ->
    [one] { $left } višak ostaje
    [few] { $left } viška ostaju
   *[other] { $left } viškova ostaje
} na karti. Kamenje koje nosiš još nije bezbedno. Izaberi „Napred“ da ideš dublje.
tutorial-relic-title = Relikvija
tutorial-relic-body = Dok leži u pećini, relikvija ne donosi ništa. Odnosi je samo istraživač koji izlazi iz pećine sam: ova relikvija na kraju vredi { $value } poena.
tutorial-trap-title = Zamka: { $hazard }
tutorial-trap-body = Jedna zamka ne škodi: njena karta svetli kao upozorenje. Ako se pojavi druga karta zamke ({ $hazard }), svi istraživači u pećini beže i gube svo drago kamenje koje nose.
tutorial-leave-title = Izađi sam
tutorial-leave-body = Svi biraju u isto vreme, tajno. Istraživač koji izlazi sam uzima sve kamenje koje je ostalo na kartama ({ $left }) i relikviju. Izađi sada, pre nego što se pojavi druga karta zamke ({ $hazard }).
tutorial-chest-title = Bezbedno u sanduku
tutorial-chest-body = U kampu je sve što si nosio otišlo u tvoj sanduk: { $gems ->
    [one] { $gems } kamen
    [few] { $gems } kamena
   *[other] { $gems } kamenova
} i relikvija vredna { $relic } poena. Iz sanduka se ništa ne gubi. Pogledaj šta će biti sa ostalima.
tutorial-disaster-title = Druga zamka: { $hazard }
tutorial-disaster-body = Ekspedicija se odmah završava: istraživači u pećini gube sve što su nosili (po { $lost ->
    [one] { $lost } kamen
    [few] { $lost } kamena
   *[other] { $lost } kamenova
}). Prava igra ima pet rundi; pobeđuje najpuniji sanduk. Srećno!

tutorial-do-continue = Izaberi „Napred“: taster C, klik na kartu ili A na džojpedu.
tutorial-do-leave = Izaberi „Izlaz“: taster L, klik na kartu ili A na džojpedu.
tutorial-refuse-leave = Još ne: u ovoj lekciji prvo idemo dublje. Izaberi „Napred“.
tutorial-refuse-continue = Ne ovaj put: lekcija traži da sada izađeš sam. Izaberi „Izlaz“.
pause-skip-tutorial = Preskoči obuku
