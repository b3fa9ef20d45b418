"""The sentences of the rules page in German and English (``rules_text`` fills them in)."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "general": "Allgemein", "cards": "Besondere Karten", "calls": "Ansagen", "scoring": "Wertung",
        "options": "Optionen", "source": "Quelle: {text}",
        "pack": "{size} Karten{packs}{jokers}; {min}–{max} Spieler.",
        "german_pack": "Deutsches Blatt: Eichel ♣, Grün ♠, Rot ♥, Schellen ♦; Unter U, Ober O, Daus A.",
        "packs": " × {n} Kartenspiele", "packs_from": " (ab {players} Spielern {n} Kartenspiele)",
        "jokers": ", {n} Joker", "jokers_one": ", ein Joker",
        "hand": "Jeder bekommt {n} Karten.", "hand_one": "Jeder bekommt eine Karte.",
        "hand_by": "Karten je Spieler: {table}.", "hand_at": "{n} bei {players}", "players_from": "{first}–{last} Spielern",
        "players_at": "{first} Spielern",
        "start_cards": "Im ersten Spiel bekommt jeder {cards}; wer ein Spiel verliert, im nächsten {change}.",
        "n_cards": "{n} Karten", "n_cards_one": "eine Karte",
        "more": "{n} Karten mehr", "more_one": "eine Karte mehr", "fewer": "{n} Karten weniger",
        "fewer_one": "eine Karte weniger",
        "idiot_at": "Wer {n} Karten bekäme, ist der Idiot: die Partie ist vorbei.",
        "out_below": "Wer weniger als {cards} bekäme, scheidet aus; wer als Letzter übrig bleibt, gewinnt.",
        "start_wish_first": "Startkarte {ranks}: Der erste Spieler wünscht.",
        "start_wish_dealer": "Startkarte {ranks}: Der Geber wünscht.",
        "draw_able": "Ziehen ist auch erlaubt, wenn eine Karte passt.",
        "draw_unable": "Wer nicht legen kann, zieht eine Karte.",
        "draw_until": "Wer nicht legen kann, zieht, bis eine Karte passt (oder nichts mehr zu ziehen ist).",
        "draw_only_wild": "Niemand muss eine Karte legen, die auf jede Karte passt: wer nur solche legen könnte, darf "
                          "auch ziehen.",
        "after_drawn": "Passt die gezogene Karte, darf sie gleich gelegt werden.",
        "after_any": "Nach dem Ziehen darf jede passende Karte gelegt werden.",
        "after_none": "Nach dem Ziehen ist der Zug vorbei.",
        "start_effect": "Die Startkarte gilt als vom Geber gespielt.",
        "start_follow": "Startkarte {ranks}: Der Geber muss sofort nachlegen (oder ziehen), bevor der erste Spieler "
                        "dran ist.",
        "start_again": "Startkarte {ranks}: Niemand ist noch einmal dran; der erste Spieler beginnt.",
        "start_effect_winner": "Die Startkarte gilt als vom Spieler vor demjenigen gespielt, der beginnt (im ersten "
                               "Spiel vom Geber, danach vom Spieler vor dem letzten Gewinner).",
        "start_follow_winner": "Startkarte {ranks}: Der Spieler vor dem, der beginnt, muss sofort nachlegen (oder "
                               "ziehen).",
        "winner_starts": "Wer ein Spiel gewinnt, beginnt das nächste (die Startkarte gilt als vor ihm gespielt).",
        "start_plain": "Die Startkarte hat keine Wirkung.",
        "draw": "Der Nächste zieht {n}.", "draw_one": "Der Nächste zieht eine Karte.",
        "draw_stack": " Mit {answer} beantwortbar: die Strafe wächst um {step}.",
        "draw_stack_mixed": " Mit {answer} beantwortbar; mit {each} darauf wächst die Strafe um {step}.",
        "draw_skip": " Wer zieht, setzt auch aus.", "draw_turn": " Danach ist er ganz normal am Zug.",
        "skip1": "Der Nächste setzt aus.", "skip": "Die nächsten {n} Spieler setzen aus.",
        "skip_stack": " Das Aussetzen kann mit {rank} weitergegeben werden.",
        "wild": "Passt auf jede Karte{not_on}; wer diese Karte legt, wünscht sich {what}.",
        "not_on": " außer auf {ranks}", "wish_suit": "eine Farbe", "wish_rank": "einen Wert",
        "wish_none": "nichts",
        "wild_free": "Passt auf jede Karte{not_on}, und auf diese Karte passt jede.",
        "wild_eats": "Passt auf jede Karte{not_on}.",
        "follow": "Wer diese Karte legt, muss sofort eine passende Karte nachlegen; wer nicht kann, zieht eine Karte, "
                  "und der Zug ist vorbei (die gezogene darf nicht gelegt werden). Mit ihr geht niemand aus.",
        "again": "Wer diese Karte legt, ist gleich noch einmal dran.", "reverse": "Die Spielrichtung wechselt.",
        "last_but_one": "Mit der vorletzten Karte „{word}“ sagen; Vergessen kostet {n} Strafkarten.",
        "last_but_one_one": "Mit der vorletzten Karte „{word}“ sagen; Vergessen kostet eine Strafkarte.",
        "call_give": " Wer mit {ranks} noch eine Karte verschenkt, sagt es schon bei drei Karten auf der Hand.",
        "catch_next_turn": " Erwischen bis zum nächsten Zug des Spielers.",
        "catch_out": " Erwischen, bis der Spieler die letzte Karte legt.",
        "last": "Mit der letzten Karte „{word}“ sagen", "or": " oder ", "and": " und ",
        "last_forgotten": "; Vergessen kostet {cards}, und man ist nicht draußen",
        "last_forgotten_free": "; ohne die Ansage ist man nicht draußen",
        "last_only": "Wer mit {ranks} ausgeht, sagt dazu „{word}“",
        "last_only_end": "; mit jeder anderen letzten Karte wird nichts gesagt.",
        "face_value": "{first}–{last} nach Augenzahl",
        "no_calls": "Keine Ansagen.",
        "values": "Punkte für Karten auf der Hand: {values}.",
        "multiplier": "Gewonnen mit {rank}: alle Punkte × {n}.",
        "round_to": "Jede Summe wird auf ein Vielfaches von {n} gerundet (ab der Hälfte auf).",
        "minimum": "Eine Summe über 0 und unter {n} zählt {n}.",
        "after_out": "Öffnet die letzte Karte eine Ziehstrafe, wird sie vor dem Zählen noch gezogen.",
        "after_out_not": "Öffnet die letzte Karte eine Ziehstrafe, wird sie nicht mehr gezogen: das Spiel ist aus.",
        "on": "an", "off": "aus", "joker": "Joker",
        "eat": "Frisst die oberste Karte: beide gehen aus dem Spiel, weiter geht es auf der Karte darunter, ohne "
               "Wirkung (der Wunsch der gefressenen Karte gilt nicht mehr; liegt keine darunter, passt jede Karte).",
        "name_draw": "Wer diese Karte legt, bestimmt einen Mitspieler, der {n} Karten zieht.",
        "name_draw_one": "Wer diese Karte legt, bestimmt einen Mitspieler, der eine Karte zieht.",
        "others_draw": "Alle anderen ziehen {n} Karten.",
        "others_draw_one": "Alle anderen ziehen eine Karte.",
        "cancel": "Darf auf eine offene Ziehstrafe gelegt werden und hebt sie auf.",
        "cancel_kin": "Die anderen Karten desselben Werts dürfen im selben Zug dazugelegt werden.",
        "multi_play": "Mehrere Karten gleichen Werts dürfen auf einmal gelegt werden, wenn die erste passt; die "
                      "weiteren gehen mit, auch wo eine allein nicht passen würde.",
        "multi_once": " Zusammen wirken sie wie eine Karte; nur Ziehstrafen zählen zusammen.",
        "multi_each": " Jede der Karten wirkt für sich (zwei Karten, die aussetzen lassen: zwei Spieler setzen aus).",
        "spoken": "Mit der letzten Karte sagt man {words}; Vergessen kostet nichts.",
        "spoken_with": "{word} (mit {ranks})",
        "spoken_ranks": "Wer mit {ranks} ausgeht, sagt dazu {word}; Vergessen kostet nichts.",
        "said_out": "Beim Ausgehen sagt das Spiel „{word}“ für den Spieler.",
        "penalty_cards": "{n} Strafkarten", "penalty_cards_one": "eine Strafkarte",
        "last_forbidden": "Mit {ranks} darf niemand ausgehen.",
        "out_after_round": "Wer die letzte Karte legt, hat erst gewonnen, wenn er eine Runde lang nichts ziehen musste.",
        "blind": "Blind: Karten verdeckt legen und ansagen; der Nächste glaubt oder deckt auf (Strafe {n} Karten).",
        "blind_one": "Blind: Karten verdeckt legen und ansagen; der Nächste glaubt oder deckt auf (Strafe eine Karte).",
        "one_left": "Gespielt wird, bis nur noch einer Karten hat: der verliert.",
        "one_left_wish": "Wer mit einer Karte ausgeht, die eine Farbe wünscht, wünscht sich deren eigene Farbe.",
        "penalty_open": "Solange eine Strafe offen ist, darf nur eine Karte gelegt werden, die sie beantwortet; "
                        "wer keine hat, zieht.",
        "skip_open": "Solange ein Aussetzen offen ist, darf nur eine Karte gelegt werden, die es weitergibt; "
                     "wer keine hat, setzt aus.",
        "penalty_first": "Eine Ziehstrafe wird zuerst gezogen: auf sie darf keine Karte gelegt werden.",
        "blind_single": " Blind wird immer nur eine Karte auf einmal gelegt.",
        # Erftschmiede and the last regional rules
        "drawn_answer": " Wer die Strafe zieht und unter den ersten {n} Karten eine findet, die sie beantwortet oder "
                        "aufhebt, darf diese sofort legen: der Rest der Strafe entfällt, und der Zug ist vorbei; "
                        "wer sie behält, zieht den Rest.",
        "block_with": " Blocken: Wer aussetzen müsste, darf sofort {card} derselben Farbe legen („Geblockt“) und ist "
                      "dann normal dran; wer vor ihm dran wäre, setzt trotzdem aus.",
        "name_chain": "Kette: Der Genannte kann mit einer Karte dieses Werts antworten und selbst einen anderen nennen, "
                      "der eine Karte mehr zieht; danach geht es nach dem ersten Spieler weiter.",
        "return_penalty": "Auf eine offene Ziehstrafe gelegt („Zurück“), geht die Strafe unverändert an den "
                          "Vorgänger zurück, und die Spielrichtung wechselt.",
        "give": "„Für Dich“: Wer diese Karte legt, nennt einen Mitspieler und gibt ihm eine eigene Karte. Der Genannte kann "
                "sich mit einer Karte dieses Werts entziehen und gibt dafür selbst eine Karte zurück („Für Dich zurück“). "
                "Wer sie legt oder sich mit ihr entzieht, braucht danach noch zwei Karten: eine zum Geben, eine zum "
                "Behalten.",
        "buy": "„Kauf ich“: Wer diese Karte legt, darf die Karte darunter auf die Hand nehmen, wenn er es beim Legen sagt – "
               "sonst ist sie eine einfache Karte; nicht mit der letzten Karte.",
        "swap": "Wer diese Karte legt, tauscht alle Handkarten mit einem Mitspieler seiner Wahl („Ich tausche mit Dir“).",
        "swap_redirect": " Der Genannte kann mit einer Karte dieses Werts einen anderen nennen, der stattdessen "
                         "tauscht („Tausch lieber mit …“).",
        "swap_stop": " Mit {ranks} kann jeder den ganzen Tausch sofort abblasen („Hier wird nicht getauscht“).",
        "kings_round": "Wer beim Legen mindestens {n} Karten dieses Werts hält (die gelegte mitgezählt), darf "
                       "„{word}“ ansagen: Reihum legt jeder eine solche Karte (auch einen Joker dafür) oder zieht "
                       "eine Karte. Kommt die Runde zurück, beendet der Ansager sie mit einer weiteren solchen Karte "
                       "oder sagt eine neue an; kann er das nicht, zieht er {fail_cards} und setzt aus. Mit der "
                       "Karte, die die Runde beendet, darf niemand ausgehen.",
        "declare": "Diese Karte kann auch für jede andere stehen: Beim Legen wird angesagt, für welche, und sie wirkt "
                   "dann wie diese.",
        "arithmetic": "Drunter/Drüber: Auf eine Karte passt, gleich in welcher Farbe, auch ein Wert {parts} "
                      "({a} = 1 und neben {k_dat}, {j} = 11, {q} = 12, {k} = 13); ein Wunsch geht vor.",
        "arith_one": "einen drunter oder drüber", "arith_double": "die Hälfte oder das Doppelte",
        "arith_triple": "ein Drittel oder das Dreifache", "arith_fourfold": "ein Viertel oder das Vierfache",
        "arith_fivefold": "ein Fünftel oder das Fünffache",
        "not_answering": "Mit {ranks} darf niemand ausgehen, wenn er damit eine offene Ziehstrafe beantwortet.",
        "open_actions": "Öffnet die letzte Karte des Gewinners noch eine Aktion (etwa: ein Mitspieler muss ziehen), "
                        "wird sie vor dem Ende des Spiels noch ausgeführt.",
        "cheating": "Fuschen ist erlaubt: eine Karte legen, die nicht passt. Wer vor dem nächsten Zug dabei erwischt "
                    "wird, nimmt sie zurück und zieht {n_cards}, und der Zug ist vorbei; wer sich wehrt (Einspruch), "
                    "zieht {m}. Wer zu Unrecht „Fuschen“ ruft, zieht {wrong_cards}. Mit der letzten Karte darf niemand "
                    "fuschen.",
        "window": "Antworten außer der Reihe ({what}) sind nur {n} Sekunden lang möglich; Bots antworten sofort.",
        "window_block": "Blocken", "window_swap": "einen Tausch umleiten oder abblasen", "window_and": ", ",
        "redraw": "Startkarten, die nicht liegen bleiben: {ranks} – eine solche Karte kommt in die Mitte des "
                  "Talons, und die nächste wird aufgedeckt.",
        "winner_collects": "Wer zuerst ausgeht, bekommt die Punkte aller Karten, die die anderen noch auf der Hand "
                           "haben; die anderen bekommen 0.",
        "finish_points": "Punkte für die Karte, mit der der Gewinner ausgeht: {values} (negativ: vom Stand abgezogen).",
        "target_wins": "Die Punkte zählen über mehrere Spiele: Wer zuerst {n} erreicht, gewinnt die Partie (wer dann "
                       "die meisten hat); alle anderen haben verloren.",
        "target_wins_alone": "Die Punkte zählen über mehrere Spiele: Wer zuerst {n} erreicht, gewinnt die Partie; alle "
                             "anderen haben verloren.",
        "reset_at": "Wer nach einem Spiel auf genau {n} Punkte kommt, fällt auf 0 zurück.",
        "target_loses": "Die Punkte zählen über mehrere Spiele: Die Partie endet nach dem Spiel, in dem jemand {n} "
                        "erreicht; wer dann {n} oder mehr hat, hat verloren.",
        "target_over": "Die Punkte zählen über mehrere Spiele: Die Partie endet nach dem Spiel, in dem jemand über {n} "
                       "kommt; wer dann mehr als {n} hat, hat verloren.",
        "runden": "Gespielt werden {n} Runden (in jeder gibt jeder einmal); wer dann die meisten Punkte hat, verliert.",
        "scharf": "In der letzten Runde ist jedes Spiel scharf: der Geber spielt allein gegen alle. Geht der Geber "
                  "zuerst aus, werden die Kartenpunkte aller anderen zusammengezählt, und jeder von ihnen zahlt "
                  "diese Summe; geht ein anderer zuerst aus, zahlt nur der Geber, seine eigenen Kartenpunkte doppelt.",
        "stake": "Am Ende wird kassiert: {n} Cent je Punkt.",
        "stake_one": "Am Ende wird kassiert: 1 Cent je Punkt.",
    },
    "en": {
        "general": "General", "cards": "Special cards", "calls": "Calls", "scoring": "Scoring",
        "options": "Options", "source": "Source: {text}",
        "pack": "{size} cards{packs}{jokers}; {min}–{max} players.",
        "german_pack": ("A German-suited pack, shown in English as a French one: Eichel ♣, Grün ♠, Rot ♥, Schellen ♦; "
                        "the Unter is the Jack, the Ober the Queen, the Daus the Ace."),
        "packs": " × {n} packs", "packs_from": " ({n} packs with {players} or more players)",
        "jokers": ", {n} jokers", "jokers_one": ", one joker",
        "hand": "Everybody gets {n} cards.", "hand_one": "Everybody gets one card.",
        "hand_by": "Cards per player: {table}.", "hand_at": "{n} with {players}", "players_from": "{first}–{last} players",
        "players_at": "{first} players",
        "start_cards": "In the first hand everybody gets {cards}; whoever loses a hand gets {change} in the next.",
        "n_cards": "{n} cards", "n_cards_one": "one card",
        "more": "{n} cards more", "more_one": "one card more", "fewer": "{n} cards fewer", "fewer_one": "one card fewer",
        "idiot_at": "Whoever would be dealt {n} cards is the Idiot: the match is over.",
        "out_below": "Whoever would be dealt fewer than {cards} is out; the last one left wins.",
        "start_wish_first": "Start card {ranks}: the first player makes the wish.",
        "start_wish_dealer": "Start card {ranks}: the dealer makes the wish.",
        "draw_able": "Drawing is allowed even when a card fits.",
        "draw_unable": "Whoever cannot play draws a card.",
        "draw_until": "Whoever cannot play draws until a card fits (or nothing is left to draw).",
        "draw_only_wild": "Nobody has to play a card that fits on any card: whoever could play only such cards may draw "
                          "instead.",
        "after_drawn": "If the drawn card fits, it may be played at once.",
        "after_any": "After drawing, any fitting card may be played.",
        "after_none": "Drawing ends the turn.",
        "start_effect": "The start card counts as played by the dealer.",
        "start_follow": "Start card {ranks}: the dealer must cover it at once (or draw) before the first player moves.",
        "start_again": "Start card {ranks}: nobody goes again; the first player begins.",
        "start_effect_winner": "The start card counts as played by the player before the one who begins (in the first "
                               "hand the dealer, later the player before the last winner).",
        "start_follow_winner": "Start card {ranks}: the player before the one who begins must cover it at once (or "
                               "draw).",
        "winner_starts": "The winner of a hand begins the next (the start card counts as played before them).",
        "start_plain": "The start card has no effect.",
        "draw": "The next player draws {n}.", "draw_one": "The next player draws one card.",
        "draw_stack": " Can be answered with {answer}: the penalty grows by {step}.",
        "draw_stack_mixed": " Can be answered with {answer}; each {own} on it adds {step}.",
        "draw_skip": " Whoever draws also misses a turn.", "draw_turn": " Then it is their turn as usual.",
        "skip1": "The next player misses a turn.", "skip": "The next {n} players miss a turn.",
        "skip_stack": " Can be passed on with {rank}.",
        "wild": "Fits on any card{not_on}; its player wishes for {what}.",
        "not_on": " except {ranks}", "wish_suit": "a suit", "wish_rank": "a rank", "wish_none": "nothing",
        "wild_free": "Fits on any card{not_on}, and any card fits on it.",
        "wild_eats": "Fits on any card{not_on}.",
        "follow": "Its player must at once play another fitting card; if they cannot, they draw one card, and the turn ends (the "
                  "drawn card may not be played). Nobody goes out with it.",
        "again": "Its player goes again.", "reverse": "The direction of play reverses.",
        "last_but_one": "Call “{word}” with the second-to-last card; forgetting costs {n} penalty cards.",
        "last_but_one_one": "Call “{word}” with the second-to-last card; forgetting costs a penalty card.",
        "call_give": " With {ranks}, which gives a card away too, already with three cards in hand.",
        "catch_next_turn": " Others may catch it until the player's next turn.",
        "catch_out": " Others may catch it until the player plays their last card.",
        "last": "Call “{word}” with the last card", "or": " or ", "and": " and ",
        "last_forgotten": "; forgetting it costs {cards} and the player is not out",
        "last_forgotten_free": "; without it the player is not out",
        "last_only": "Going out with {ranks}, call “{word}”", "last_only_end": "; with any other last card nothing is called.",
        "face_value": "{first}–{last} face value",
        "no_calls": "No calls.",
        "values": "Points for cards left in hand: {values}.",
        "multiplier": "Won with {rank}: all points × {n}.",
        "round_to": "Each sum is rounded to the nearest {n} (halves up).",
        "minimum": "A sum above 0 but below {n} counts as {n}.",
        "after_out": "If the last card opens a draw penalty, it is still drawn before the cards are counted.",
        "after_out_not": "If the last card opens a draw penalty, it is not drawn: the hand is over.",
        "on": "on", "off": "off", "joker": "Joker",
        "eat": "Eats the top card: both leave the game, and play goes on from the card beneath as a plain card (the "
               "eaten card's wish is gone; with none beneath, any card fits).",
        "name_draw": "Its player names another player, who draws {n} cards.",
        "name_draw_one": "Its player names another player, who draws one card.",
        "others_draw": "Everybody else draws {n} cards.",
        "others_draw_one": "Everybody else draws one card.",
        "cancel": "May be played on a pending draw penalty and cancels it.",
        "cancel_kin": "The other cards of its rank may go with it in the same move.",
        "multi_play": "Several cards of one rank may be played at once if the first one fits; the others go with it, "
                      "even where one of them alone would not fit.",
        "multi_once": " Together they count as one card; only draw penalties add up.",
        "multi_each": " Each of the cards does its part (two cards that skip: two players miss a turn).",
        "spoken": "With the last card one says {words}; forgetting it costs nothing.",
        "spoken_with": "{word} (with {ranks})",
        "spoken_ranks": "Going out with {ranks}, one says {word}; forgetting it costs nothing.",
        "said_out": "Going out, the game says “{word}” for the player.",
        "penalty_cards": "{n} penalty cards", "penalty_cards_one": "a penalty card",
        "last_forbidden": "Nobody may go out with {ranks}.",
        "out_after_round": "Whoever plays their last card wins only after a whole round without having to draw.",
        "blind": "Blind: cards go down face down and are declared; the next player believes or challenges (penalty {n} "
                 "cards).",
        "blind_one": "Blind: cards go down face down and are declared; the next player believes or challenges (penalty "
                     "one card).",
        "one_left": "Play goes on until only one player holds cards: that player loses.",
        "one_left_wish": "Whoever goes out with a card that wishes a suit wishes its own suit.",
        "penalty_open": "While a penalty is pending, only a card that answers it may be played; whoever has none draws.",
        "skip_open": "While a skip is pending, only a card that passes it on may be played; whoever has none misses a turn.",
        "penalty_first": "A draw penalty is drawn first: no card may be played on it.",
        "blind_single": " In blind play cards go down one at a time.",
        # Erftschmiede and the last regional rules
        "drawn_answer": " Whoever draws the penalty and finds a card among the first {n} that answers or cancels it may "
                        "play it at once: the rest of the penalty is dropped and the turn ends; whoever keeps it draws "
                        "the rest.",
        "block_with": " Block: a player who would miss a turn may at once play {card} of the same suit (“Blocked”) "
                      "and then takes a normal turn; the players before still miss theirs.",
        "name_chain": "Chain: the named player may answer with a card of this rank and name another player, who draws "
                      "one card more; then play goes on after the first card's player.",
        "return_penalty": "Played on a pending draw penalty (“Back to you”), it sends the penalty back unchanged to the "
                          "player before, and the direction of play reverses.",
        "give": "“For you”: its player names another player and gives them one of their own cards. The named player "
                "may escape with a card of this rank and then gives one of their own cards back. Playing it, or escaping "
                "with it, needs two more cards in hand: one to give and one to keep.",
        "buy": "“I'll buy that”: its player may take the card beneath it into hand by saying so with the play – "
               "else it is a plain card; not with their last card.",
        "swap": "Its player swaps whole hands with a player of their choice (“I swap with you”).",
        "swap_redirect": " The named player may play a card of this rank and name another player to swap instead "
                         "(“Swap with … instead”).",
        "swap_stop": " Anybody may call the whole swap off at once with {ranks} (“No swapping here”).",
        "kings_round": "Whoever holds at least {n} cards of this rank (the one played included) may call “{word}”: "
                       "in turn everybody plays such a card (or a joker for it) or draws one "
                       "card. When play comes back, the caller closes the round with another such card or calls a "
                       "new one; if they cannot, they draw {fail_cards} and miss a turn. Nobody may go "
                       "out with the card that closes the round.",
        "declare": "It may also stand for any other card: declared when played, it does what that card does.",
        "arithmetic": "Rank arithmetic: whatever the suit, a rank also fits that is {parts} the top card's "
                      "({a} = 1 and next to {k_dat}, {j} = 11, {q} = 12, {k} = 13); a wish still decides.",
        "arith_one": "one below or above", "arith_double": "half or double",
        "arith_triple": "a third or three times", "arith_fourfold": "a quarter or four times",
        "arith_fivefold": "a fifth or five times",
        "not_answering": "Nobody may go out with {ranks} when answering a pending draw penalty with it.",
        "open_actions": "If the winner's last card opens an action (such as a player having to draw), it is still "
                        "carried out before the hand ends.",
        "cheating": "Cheating is allowed: playing a card that does not fit. Whoever is caught at it before the next move "
                    "takes it back and draws {n_cards}, and the turn is over; whoever disputes the catch draws {m}. Whoever "
                    "calls out an honest play draws {wrong_cards}. Nobody may cheat with their last card.",
        "window": "Answers out of turn ({what}) are open for {n} seconds only; bots answer at once.",
        "window_block": "a block", "window_swap": "redirecting or stopping a swap", "window_and": ", ",
        "redraw": "These start cards may not stay: {ranks} – such a card is buried in the middle of the stock and "
                  "the next card is turned up.",
        "winner_collects": "Whoever goes out first collects the points of all cards left in the other hands; the others "
                           "score 0.",
        "finish_points": "Points for the card the winner goes out with: {values} (negative: taken off the total).",
        "target_wins": "Points add up over several hands: the first to reach {n} wins the match (the highest total "
                       "then); everyone else has lost.",
        "target_wins_alone": "Points add up over several hands: the first to reach {n} wins the match; everyone else "
                             "has lost.",
        "reset_at": "A total of exactly {n} after a hand goes back to 0.",
        "target_loses": "Points add up over several hands: the match ends after the hand in which somebody reaches {n}; "
                        "whoever then has {n} or more has lost.",
        "target_over": "Points add up over several hands: the match ends after the hand in which somebody goes over "
                       "{n}; whoever then has more than {n} has lost.",
        "runden": "The match has {n} Runden (in each, everybody deals once); whoever then has the most points loses.",
        "scharf": "In the last Runde every hand is scharf: the dealer plays alone against all. If the dealer goes "
                  "out first, the card points of all the others are added up and each of them pays that sum; if "
                  "anyone else goes out first, only the dealer pays, twice their own card points.",
        "stake": "At the end, {n} cents are paid per point.",
        "stake_one": "At the end, 1 cent is paid per point.",
    },
}
