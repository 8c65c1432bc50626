### Čuvanje partija: pun disk, nezavršena partija kad počne nova (srpski, latinica).

new-game-confirm-title = Započeti novu partiju?
new-game-confirm-body = U toku je partija. Ostaje sačuvana među odigranim partijama i možete je nastaviti kad god želite.
new-game-confirm-keep = Nazad
new-game-confirm-start = Započni novu partiju
message-history-not-stored = Završena partija nije mogla da se doda odigranim partijama (disk je možda pun). Ostaje sačuvana i biće dodata čim bude mesta.
message-history-stored = Završena partija koja ranije nije mogla da se sačuva sada je među odigranim partijama.
message-autosave-failed = Partija nije mogla da se sačuva (disk je možda pun ili zaštićen od upisa). Možete da igrate dalje, ali bi se ova partija izgubila pri padu.
message-game-not-kept = Partija u toku nije mogla da se skloni, pa nova partija nije počela (disk je možda pun ili samo za čitanje).
message-game-not-opened = Sačuvana partija nije mogla da se otvori; možda ovde nije instaliran bot koji u njoj igra. Ostaje sačuvana.
history-unfinished = Nezavršena: može da se nastavi
history-abandoned = Nezavršena: domaćin je napustio sto (može ponovo da se pogleda)
history-continue = Nastavi ovu partiju
message-game-so-far-not-stored = Dosad odigrani deo partije nije mogao da se doda odigranim partijama (disk je možda pun).
