### The guided first game ("Learn to play"): the title's entry, the first-start offer, the tips.

menu-learn = Learn to play
menu-learn-resume = Continue learning
menu-learn-tip = A short guided expedition: each rule happens in front of you, in 3 minutes
tutorial-offer-title = New to Diamant?
tutorial-offer-body = Learn to play in 3 minutes: a short guided expedition in which each rule happens in front of you. You can also start it later from the title menu.
tutorial-offer-yes = Learn to play
tutorial-offer-no = No thanks

tutorial-next = Next
tutorial-skip = Skip tutorial
tutorial-step = Step { $step } of { $total }

tutorial-welcome-title = Welcome to the Tacora cave
tutorial-welcome-body = You and three other explorers have entered the cave. One expedition card is turned over at a time, and every explorer still in the cave meets it together.
tutorial-share-title = A treasure is shared
tutorial-share-body = { $value } gems for { $players } explorers: { $each } each, and the { $left ->
    [one] { $left } gem left over stays
   *[other] { $left } gems left over stay
} on the card. A ruby counts 1 and a diamond 5: the table shows 5 rubies as one diamond. The gems you carry are not safe yet.
tutorial-relic-title = A relic
tutorial-relic-body = A relic gives nothing while it lies on the path. Only an explorer who leaves the cave alone takes it out: this one is worth { $value } gems at the end. While a card is still being turned over, you can already choose: your choice shows as Pending, and you can change it until the card is face up.
tutorial-together-title = Two explorers left together
tutorial-together-body = Two explorers chose Leave at the same moment. Leaving together, they split the { $pool } leftover gems: { $each } each, and { $stays } { $stays ->
    [one] stays
   *[other] stay
} on the path. When more than one leaves, nobody takes the relic: it is still here. Had you left with them, you would have shared too.
tutorial-trap-title = A trap: { $hazard }
tutorial-trap-body = One trap does no harm: its card glows as a warning. If a second card of { $hazard } comes up, every explorer still in the cave runs away and loses all the gems they carry.
tutorial-leave-title = Leave alone
tutorial-leave-body = Everyone chooses at once, in secret. An explorer who leaves alone takes all the leftover gems on the path ({ $left }) and the relic. Leave now, before a second card of { $hazard } comes up.
tutorial-chest-title = Safe in your chest
tutorial-chest-body = Back at camp, everything you carried went into your chest: { $gems ->
    [one] { $gems } gem
   *[other] { $gems } gems
} and a relic worth { $relic }. Nothing in the chest can be lost. Watch the last explorer go on.
tutorial-disaster-title = A second trap: { $hazard }
tutorial-disaster-body = The expedition ends at once: the explorer still in the cave runs away and loses the { $lost ->
    [one] { $lost } gem
   *[other] { $lost } gems
} they carried. Those who left keep everything. One card of { $hazard } leaves the game for good.
tutorial-camp-title = Between expeditions
tutorial-camp-body = A real game has { $rounds } expeditions, one for each cave entrance: when an expedition ends, a barricade closes its entrance. Between them everyone is back at camp: what is in the chests stays there, and all the explorers go in again. The fullest chest wins. All the rules: How to play, on the title screen.

tutorial-do-continue = Choose Continue: the { $c } key, a click on the card, or { $pad_confirm } on a gamepad.
tutorial-do-leave = Choose Leave: the { $l } key, a click on the card, or { $pad_confirm } on a gamepad.
tutorial-refuse-leave = Not yet: this lesson goes deeper first. Choose Continue.
tutorial-refuse-continue = Not this time: the lesson needs you to leave now, alone. Choose Leave.
pause-skip-tutorial = Skip tutorial
