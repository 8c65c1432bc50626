### Diamant: the coach's review of a game (diamant analyse; diamant/ai/coach.py).
### $round: the expedition (1-5); $card: cards on the path when the choice was made;
### $risk: the chance, in percent, that the next card ends the expedition; $carried: the gems
### the explorer carried; $chosen and $other: the master's estimate of the chance to win the
### game, in percent, with the choice made and with the other one; $threshold: percentage
### points of win chance; $noise: the estimate's standard error, in percentage points.

coach-title = The coach's review: every choice, with the odds of the next card and the chance to win
coach-col-expedition = Exp.
coach-col-card = Card
coach-col-player = Explorer
coach-col-choice = Choice
coach-col-risk = Risk
coach-col-gain = Gain
coach-col-win-continue = Win if Continue
coach-col-win-leave = Win if Leave
coach-choice-continue = Continue
coach-choice-leave = Leave
coach-costly-mark = costly
coach-note = Risk: the chance that the next card ends the expedition. Gain: the gems each explorer in the cave can expect from it. Win: the master's estimate of the chance to win the game, within about { $noise } percentage points.
coach-none = No costly choice: every choice was within { $threshold } percentage points of the better one.
coach-summary = { $count ->
    [one] One costly choice (it gave up more than { $threshold } percentage points of the chance to win):
   *[other] { $count } costly choices (each gave up more than { $threshold } percentage points of the chance to win):
}
coach-reason-pushed-on = Expedition { $round }, card { $card }, { $name }: Continue with { $carried ->
    [one] { $carried } gem
   *[other] { $carried } gems
} at risk and a { $risk }% chance of disaster. Leave was worth a { $other }% chance to win, Continue only { $chosen }%.
coach-reason-risked-the-lead = Expedition { $round }, card { $card }, { $name }: Continue put the lead at risk in the last expedition ({ $risk }% chance of disaster, { $carried ->
    [one] { $carried } gem
   *[other] { $carried } gems
} carried). Taking the lead home was worth a { $other }% chance to win, going on { $chosen }%.
coach-reason-left-early = Expedition { $round }, card { $card }, { $name }: Leave, with a { $risk }% chance of disaster, came too early. Continue was worth a { $other }% chance to win, Leave { $chosen }%.
coach-reason-left-behind = Expedition { $round }, card { $card }, { $name }: Leave while behind in the last expedition gave up the game: { $carried ->
    [one] { $carried } gem carried was not enough.
   *[other] { $carried } gems carried were not enough.
} Continue was worth a { $other }% chance to win, Leave { $chosen }%.

### The coach on screen (diamant/app/scenes/coach.py), opened from the final scores and from the
### replay viewer. $name: the explorer reviewed; $done and $total: choices reviewed so far, of all;
### $percent: a chance in percent; $gems: a number of gems (maybe with a decimal); $choice: the
### name of a choice (coach-choice-continue or coach-choice-leave).
coach-open = How did I play?
coach-open-tip = The coach reviews each of your choices: the odds of the next card and your chance to win
coach-replay-open = Coach
coach-replay-open-tip = The coach's review of every choice of an explorer (the one whose chest is shown)
coach-screen-title = The coach: how { $name } played
coach-screen-title-you = The coach: how you played
coach-seat = Explorer
coach-seat-fallback = Seat { $seat }
coach-close = Back
coach-watch = Watch this moment
coach-watch-tip = Back to the replay, at the card of this choice
coach-col-win = Chance to win: Continue / Leave
coach-working = The coach is reviewing the game: { $done } of { $total } choices
coach-no-decisions = { $name } made no choice in this game.
coach-failed = The coach could not review this game: { $error }
coach-detail-title = Expedition { $round }, card { $card }: { $choice }
coach-detail-risk = The next card ends the expedition: { $percent }%
coach-detail-gain = Gems it brings each explorer in the cave, on average: { $gems }
coach-detail-carried = { $count ->
    [one] Carried: { $count } gem
   *[other] Carried: { $count } gems
}
coach-chart-title = The master's estimate of the chance to win the game
coach-chosen = { $choice } (chosen)
coach-fine = A sound choice: the other one was not better by more than { $threshold } percentage points of the chance to win.
coach-foot-costly = { $count ->
    [one] One costly choice: it gave up more than { $threshold } percentage points of the chance to win.
   *[other] { $count } costly choices: each gave up more than { $threshold } percentage points of the chance to win.
}
coach-foot-note = The chance to win is the master's estimate, within about { $noise } percentage points. Select a choice to read why.

### Choosing for the next card while the current one is still being dealt (the expedition scene).
precommit-hint = Choose now for the next card: { $c } or { $l }
precommit-pending = Pending
