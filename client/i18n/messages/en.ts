/**
 * The English catalogue: every string the client shows, keyed by meaning and grouped by
 * screen (the key's first part). It is the source every other language translates and
 * the fallback, and it ships in the main bundle. The pages that load on demand (ranked,
 * results, the daily board, practice) keep their English in en-pages.ts, which comes with
 * their chunk; the keys of those groups (`ranked.`, `results.`, `daily.`, `practice.`,
 * `errors.lobby.`, `errors.api.`) live there and only there.
 *
 * A value is a string, or a function of one object of typed parameters when the text
 * holds a number, a name or a plural; functions format through client/i18n/format.ts
 * (`num`, `plural`, `ordinalRule`), never by hand. `**bold**`, `*em*` and `{name}` only
 * where a comment says the text is shown with <Rich> (client/i18n/Rich.tsx).
 *
 * Adding a string: add its key here (or in en-pages.ts for those pages), in its screen's
 * group, and to every other language's file (TypeScript refuses one with a key missing).
 */
import { num, ordinalRule, plural } from "../format.ts";

const en = {
  // ---------------------------------------------------------------- everywhere
  "common.backToStart": "Back to the start",
  "common.loading": "Loading…",
  "common.tryAgain": "Try again",
  "common.you": "you",
  "common.youCap": "You",
  "common.none": "—",
  "common.usual": " (usual)",
  "common.copyLink": "Copy link",
  "common.linkSelected": "The link is selected: copy it from there.",
  "common.seat": ({ n }: { n: number }) => `Seat ${num(n)}`,
  "common.points": ({ n }: { n: number }) => plural(n, { one: `${num(n)} point`, other: `${num(n)} points` }),
  "common.pointsWord": ({ n }: { n: number }) => plural(n, { one: "point", other: "points" }),
  "common.pts": ({ n }: { n: number }) => plural(n, { one: `${num(n)} pt`, other: `${num(n)} pts` }),
  "common.words": ({ n }: { n: number }) => plural(n, { one: `${num(n)} word`, other: `${num(n)} words` }),
  "common.gained": ({ n }: { n: number }) => `+${num(n)}`,
  "common.lost": ({ n }: { n: number }) => `−${num(n)}`,
  "common.docTitle": ({ page }: { page: string }) => `${page} · Baffle`,
  "common.appName": "Baffle",

  // ---------------------------------------------------------------- app frame
  "app.badLink.title": "This link is not quite right",
  "app.badLink.body": "Table links look like /t/ followed by 22 letters and digits. Ask for the link again, or start a table of your own.",
  "app.chunkFailed": "This part of Baffle could not be loaded. Check your connection and reload the page.",
  "app.homeLink": "Baffle home",
  "language.label": "Language",
  "language.failed": "This language could not be loaded. Check your connection.",
  "notFound.title": "No page here",
  "notFound.body": "This address is not one of Baffle's pages: the link may be mistyped, or cut short.",
  "theme.label": "Light theme",
  "theme.toDark": "Light theme on: tap for the dark one",
  "theme.toLight": "Dark theme on: tap for the light one",

  // ---------------------------------------------------------------- formats
  /** A place: "1st", "2nd", "3rd", "4th", "11th", "21st" (Intl's ordinal categories). */
  "format.ordinal": ({ n }: { n: number }) => `${num(n)}${{ one: "st", two: "nd", few: "rd" }[ordinalRule(n) as string] ?? "th"}`,
  /** A shared place: "=2nd". */
  "format.sharedPlace": ({ place }: { place: string }) => `=${place}`,
  /** Whole or half minutes: "3 min", "1½ min" (`n` is already written, "1½"). */
  "format.minutes": ({ n }: { n: string }) => `${n} min`,

  // ---------------------------------------------------------------- board
  "board.label": "Board",
  "board.ofRound": "Board of the round",
  "boardCode.label": "Board code",
  /** The code read out letter by letter ("4 T E A R…"). */
  "boardCode.spelled": ({ code }: { code: string }) => `Board code ${code}`,
  "boardCode.copied": "Link copied",
  "boardCode.play": "Play this board",

  // ---------------------------------------------------------------- verdicts
  "verdict.too_short": ({ min }: { min: number }) => `Too short: ${num(min)} letters at least`,
  "verdict.not_on_board": "Not on the board: dice must touch, each used once",
  "verdict.not_a_word": "Not in the dictionary",
  "verdict.already_found": "You already have that one",
  "verdict.not_playing": "The round is not running",
  "verdict.done": "You're done for this round",
  "verdict.invalid": "Letters only, please",
  "verdict.sitting_out": "You are sitting out this tie-break",
  "verdict.not_started": "Wait for the board: the round has not started",
  /** What a refused entry cost, after its reason: " (−2 points)". */
  "verdict.penalty": ({ n }: { n: number }) => plural(n, { one: ` (−${num(n)} point)`, other: ` (−${num(n)} points)` }),
  "verdict.gain": ({ n }: { n: number }) => plural(n, { one: `+${num(n)} point`, other: `+${num(n)} points` }),

  // ---------------------------------------------------------------- table settings
  "settings.board.4x4": "4 × 4",
  "settings.board.5x5": "5 × 5 (big)",
  "settings.board.6x6": "6 × 6 (super big)",
  "settings.bots.easy": "Easy",
  "settings.bots.normal": "Normal",
  "settings.bots.hard": "Hard",
  /** The language a table, practice, ranked or the daily board plays its words in (in the language shown). */
  "settings.language.en": "English",
  "settings.language.de": "German",
  "settings.language.fr": "French",
  "settings.language.es": "Spanish",
  "settings.language.it": "Italian",
  "settings.language.nl": "Dutch",
  "settings.language.pt": "Portuguese",
  "settings.language.sv": "Swedish",
  "settings.language.ru": "Russian",
  /** The language a table plays in, on its own: first in the settings' summary line, and in a round whose language is not the one shown. */
  "settings.playedIn.en": "In English",
  "settings.playedIn.de": "In German",
  "settings.playedIn.fr": "In French",
  "settings.playedIn.es": "In Spanish",
  "settings.playedIn.it": "In Italian",
  "settings.playedIn.nl": "In Dutch",
  "settings.playedIn.pt": "In Portuguese",
  "settings.playedIn.sv": "In Swedish",
  "settings.playedIn.ru": "In Russian",
  "settings.timer.normal": "Normal",
  "settings.timer.relaxed": "Relaxed",
  "settings.timer.quick": "Quick",
  /** A timer preset and its length: "Normal (3 min)". */
  "settings.timerPreset": ({ name, length }: { name: string; length: string }) => `${name} (${length})`,
  "settings.summary": ({ rounds, board, timer, bots }: { rounds: string; board: string; timer: string; bots: string }) =>
    `${rounds} · ${board} board · ${timer} timer · ${bots} computer players`,
  "settings.summary.target": ({ n }: { n: number }) => `first to ${num(n)} points`,
  "settings.summary.rounds": ({ n }: { n: number }) => plural(n, { one: `${num(n)} round`, other: `${num(n)} rounds` }),

  // ---------------------------------------------------------------- house rules (the Table settings panel)
  "rules.title": "Table settings",
  "rules.allUsual": "all usual",
  // The rules that differ from the usual, named in the panel's summary and on the results page ("·" between them).
  "rules.unusual.shortest": ({ n }: { n: number }) => `Shortest word ${num(n)} letters`,
  "rules.unusual.shared": "Shared words score for everyone",
  "rules.unusual.points": ({ table }: { table: string }) => `${table} points table`,
  "rules.unusual.properNouns": "Proper nouns allowed",
  "rules.unusual.penalty": ({ n }: { n: number }) => `Penalty ${num(n)}`,
  "rules.duringMatch":
    "Changing how words score (shared words, points table, penalty) rescores the rounds already played at once. The other rules apply from the next round.",
  "rules.board": "Board",
  "rules.language": "Language of the words",
  "rules.bots": "Level of computer players",
  "rules.matchEnds": "Match ends",
  "rules.matchEnds.afterRounds": ({ n }: { n: number }) => plural(n, { one: `after ${num(n)} round`, other: `after ${num(n)} rounds` }),
  "rules.matchEnds.atTarget": ({ n }: { n: number }) => `at ${num(n)} points`,
  "rules.matchEnds.legend": "The match ends",
  "rules.matchEnds.rounds": "After a number of rounds",
  "rules.matchEnds.target": "At a target score",
  "rules.rounds": "Rounds",
  "rules.roundLength": "Round length",
  "rules.shortestWord": "Shortest word",
  "rules.letters": ({ n }: { n: number }) => `${num(n)} letters`,
  "rules.sharedWords": "Shared words",
  "rules.sharedWords.nothing": "score nothing",
  "rules.sharedWords.everyone": "score for everyone",
  "rules.cancellation.legend": "Words two players both found",
  "rules.cancellation.on": "Score nothing",
  "rules.cancellation.off": "Score for everyone",
  "rules.pointsTable": "Points table",
  "rules.scoring.classic": "Classic",
  "rules.scoring.big": "Big",
  "rules.scoring.superbig": "Super Big",
  "rules.scoring.withMin": "Big and Super Big give 3-letter words no points, so picking one makes the shortest word 4 letters, and picking 3 letters brings back Classic.",
  "rules.scoring.hint":
    "Classic: 3–4 letters 1 point, 5 → 2, 6 → 3, 7 → 5, 8+ → 11. Big: the same without 3-letter words. Super Big: 9 letters or more score 2 a letter.",
  "rules.properNouns": "Proper nouns",
  "rules.properNouns.allowed": "allowed",
  "rules.properNouns.notAllowed": "not allowed",
  "rules.properNouns.legend": "Proper nouns (names of people, places, days…)",
  "rules.properNouns.on": "Allowed",
  "rules.properNouns.off": "Not allowed",
  "rules.penalty": "Penalty per rejected word",
  "rules.penalty.none": "none",
  "rules.penalty.noneCap": "None",
  "rules.penalty.legend": "Points off for each word refused (not a word, not on the board)",
  "rules.target": "Target score",
  "rules.target.problem": ({ min, max }: { min: number; max: number }) => `A target is a whole number from ${num(min)} to ${num(max)}.`,
  "rules.target.note": ({ min, max }: { min: number; max: number }) => `Play until someone reaches it (${num(min)}–${num(max)}).`,

  // ---------------------------------------------------------------- a table's page (top bar, notices, document title)
  "table.title": "Table",
  "table.title.playing": ({ round }: { round: number }) => `Round ${num(round)} — playing`,
  "table.title.review": ({ round }: { round: number }) => `Round ${num(round)} — review`,
  "table.roundLabel.tieBreak": "Tie-break",
  "table.roundLabel.target": ({ round, target }: { round: number; target: number }) => `Round ${num(round)} · first to ${num(target)}`,
  "table.roundLabel.rounds": ({ round, rounds }: { round: number; rounds: number }) => `Round ${num(round)} of ${num(rounds)}`,
  "table.fatal.notInvited": "No seat for you here",
  "table.fatal.notFound": "Table not found",
  /** After Back during a round: the page asks before leaving it. */
  "table.leave.title": "Leave this round?",
  "table.leave.body": "The round goes on without you. You can come back to the table from the home page while the match lasts.",
  "table.leave.stay": "Stay and play",
  "table.leave.go": "Leave",
  "table.takingSeat": "Taking your seat…",
  "table.reconnecting": "Reconnecting… words are safe",
  "table.connecting": "Connecting…",
  "table.watching.seat": "You're watching: you get a seat when the host presses Play again.",
  "table.watching": "You're watching this table.",
  /** The name a player who never typed one joins with. */
  "table.defaultName": "Player",
  "table.joinNext": "Join next match",
  "table.dismiss": "Dismiss",
  "table.notice.otherTab": "This seat is now open in another tab or device. Reload to play here.",
  "table.notice.newVersion": "A newer version of Baffle is out: reload the page if something looks wrong.",
  // A rule changed during or after a match (client/state/words.ts builds it from the message's fields, in
  // plain words: what the table plays by now, never a setting's name).
  "notice.rulesChanged": ({ name, changes, rescored, totals, match }: { name: string; changes: string; rescored: number; totals: string; match: "reopened" | "finished" | null }) =>
    `${name} changed the rules: ${changes}${rescored === 1 ? `; round 1 rescored — ${totals}` : rescored > 1 ? `; rounds 1–${num(rescored)} rescored — ${totals}` : ""}${
      match === "reopened" ? "; the match goes on" : match === "finished" ? "; that ends the match" : ""
    }.`,
  /** A total a rescore left as it was, and one it moved ("Sam 7 → 9"). */
  "notice.total": ({ name, n }: { name: string; n: number }) => `${name} ${num(n)}`,
  "notice.moved": ({ name, from, to }: { name: string; from: number; to: number }) => `${name} ${num(from)} → ${num(to)}`,
  "notice.rounds": ({ n, from }: { n: number; from: number }) => `${plural(n, { one: `${num(n)} round`, other: `${num(n)} rounds` })} instead of ${num(from)}`,
  "notice.target": ({ n, from }: { n: number; from: number | null }) => `play to ${num(n)} points${from === null ? "" : ` instead of ${num(from)}`}`,
  "notice.target.none": "no target score",
  /** `board` is written "5×5". */
  "notice.board": ({ board }: { board: string }) => `the next board is ${board}`,
  "notice.bots.easy": "easy computer players",
  "notice.bots.normal": "normal computer players",
  "notice.bots.hard": "hard computer players",
  "notice.timer.normal": "the normal timer",
  "notice.timer.relaxed": "the relaxed timer",
  "notice.timer.quick": "the quick timer",
  "notice.roundSeconds": ({ n }: { n: number }) => `rounds of ${num(n)} s`,
  "notice.roundSeconds.usual": "round length back to the timer's",
  "notice.minLength": ({ n }: { n: number }) => `shortest word ${num(n)} letters`,
  "notice.minLength.usual": "shortest word back to the board's usual",
  "notice.cancellation.on": "shared words now score for nobody",
  "notice.cancellation.off": "shared words now score for everyone",
  "notice.scoring.classic": "classic points for word length",
  "notice.scoring.big": "big points for word length (no points for 3 letters)",
  "notice.scoring.superbig": "super big points for word length (9+ letters score 2 a letter)",
  "notice.scoring.usual": "points for word length back to the board's usual",
  "notice.properNouns.on": "names of people and places now count",
  "notice.properNouns.off": "names of people and places no longer count",
  "notice.penalty": ({ n }: { n: number }) => `a rejected word costs ${plural(n, { one: `${num(n)} point`, other: `${num(n)} points` })}`,
  "notice.penalty.none": "no penalty for a rejected word",
  "notice.language": ({ language }: { language: string }) => `the next round is played in ${language}`,

  // ---------------------------------------------------------------- round
  "round.countdown.ready": "Get ready",
  "round.countdown.go": "Go!",
  "round.done": "I'm done",
  "round.doneIn": ({ clock }: { clock: string }) => `Done in ${clock}`,
  "round.undo": "Undo",
  "round.sittingOut": "Sitting out",
  "round.watching": "Watching",
  "round.doneMark": "Done ✓",
  "round.watchers": ({ n }: { n: number }) => `${num(n)} watching`,
  "round.sittingOutNote": "This tie-break is between the players sharing first place: you are watching this round.",
  "play.offBoard": "not on the board",
  /** After the word: "TEAR accepted, +1 point". */
  "play.accepted": ({ text }: { text: string }) => `accepted, ${text}`,
  "play.refused": ({ text }: { text: string }) => `— ${text}`,
  "play.hint": "Drag across the dice or type a word.",
  "play.word": "Word",
  "play.placeholder": "Type a word…",
  /** The Word field's placeholder at a table or practice round in another language than English. */
  "play.placeholder.en": "Type an English word…",
  "play.placeholder.de": "Type a German word…",
  "play.placeholder.fr": "Type a French word…",
  "play.placeholder.es": "Type a Spanish word…",
  "play.placeholder.it": "Type an Italian word…",
  "play.placeholder.nl": "Type a Dutch word…",
  "play.placeholder.pt": "Type a Portuguese word…",
  "play.placeholder.sv": "Type a Swedish word…",
  "play.placeholder.ru": "Type a Russian word…",
  "play.enter": "Enter",
  "play.keys": "Type a word and press Enter. Escape clears it.",
  "play.doneWaiting": "You're done for this round. Waiting for the others…",
  "play.alreadyFound": "already found",
  "players.label": "Words found so far",
  "players.sittingOut": "sitting out",
  "players.done": "done",
  "players.away": "away",
  "words.title": "Your words",
  "words.count": ({ n, of }: { n: number; of: number | null }) => (of === null ? num(n) : `${num(n)} of ${num(of)} on this board`),
  "words.queued": "queued",
  "words.empty": "Nothing yet. Every word you find lands here.",
  "timer.left": ({ seconds }: { seconds: number }) => plural(seconds, { one: `${num(seconds)} second left`, other: `${num(seconds)} seconds left` }),
  "timer.up": "Time is up",
  "timer.ten": "10 seconds left",
  "timer.thirty": "30 seconds left",
  "timer.minute": "One minute left",

  // ---------------------------------------------------------------- home
  "home.tagline": "A real-time word hunt for two to eight players.",
  "home.nameFirst": "Type your name first, so the others know who you are.",
  "home.createFailed": ({ why }: { why: string }) => `Could not create a table: ${why}. Check your connection and try again.`,
  "home.create": "Create table",
  "home.playWithBots": "Play with bots",
  /** Home, while a match this device sits in is under way. */
  "home.backToTable.title": "Your game is still on",
  "home.backToTable.body": "A match you sit in is under way at your table.",
  "home.backToTable.go": "Back to your table",
  /** Under Play with bots: how many computer players, and how strong. */
  "home.bots.count": "Computer players",
  "home.bots.level": "Their level",
  "name.label": "Name",
  "name.placeholder": "What should we call you?",
  /** Under the field while the name typed is longer than a name may be. */
  "name.shortened": ({ max, name }: { max: number; name: string }) => `Names are at most ${num(max)} characters: the others will see “${name}”.`,
  "sound.label": "Sound",
  "sound.on": "Sound and vibration on: tap to mute",
  "sound.off": "Muted: tap for sound and vibration",
  "home.daily.title": "The daily board",
  "home.daily.body": "One board a day, the same for everyone. Three minutes, one scored try, a spoiler-free share.",
  "home.daily.play": "Play today's board",
  "home.arena.title": "Play now with everyone",
  "home.arena.body": "The arena: one board for everyone online, a new round every two and a half minutes. Find more words than the crowd.",
  "home.arena.play": "Join the arena",
  "home.practice.title": "On your own?",
  "home.practice.body": "One player, any board up to 6 × 6, your personal bests. Works offline.",
  "home.practice.play": "Practice alone",
  "home.practice.loadFailed": "Practice could not be loaded. Check your connection.",
  "home.practice.loading": "Getting practice ready…",
  "home.ranked.title": "Ranked",
  "home.ranked.body": "Meet two to four players near your level on the standard rules, and earn a rating.",
  "home.ranked.play": "Play ranked",
  "home.ranked.leaderboard": "Leaderboard",
  "home.ranked.profile": ({ name }: { name: string }) => `Your profile (${name})`,
  "matchEnd.resultsPage": "Results page",
  "matchEnd.resultsKept": "— a link to share, kept for a day",

  // ---------------------------------------------------------------- how to play (**strong**, *em*: client/i18n/Rich.tsx)
  "howto.title": "How to play",
  "howto.sameDice": "**Everyone gets the same dice.** Find as many words as you can before the clock runs out.",
  "howto.chain":
    "**Chain touching dice** — sideways, up, down or diagonally — using each die once. Drag across them, or just type the word and press Enter.",
  "howto.length": "**Three letters or more** on the 4 × 4 board, four on the 5 × 5. *Qu* sits on one die and counts as two letters.",
  "howto.original":
    "**Be original.** A word that someone else also found is struck out and scores nothing. Longer words score more: 1 point up to four letters, then 2, 3, 5 and 11 for eight or more.",
  "howto.bots":
    "**Computer players** can fill empty seats, and their words are struck out like anyone's. *Easy* finds about a dozen everyday words of up to five letters. *Normal* finds about twenty common words. *Hard* finds about thirty-five, goes after the long ones first and sticks to words a keen reader knows. Like people, they have good rounds and bad ones.",

  // ---------------------------------------------------------------- joining and the lobby
  "join.title": "Join this table",
  "join.alreadyHere": ({ names }: { names: string }) => `Already here: ${names}`,
  "join.join": "Join",
  /** Joining during a match: the newcomer watches and is seated at the next one. */
  "join.watch": "Watch",
  "join.underWay.rounds": ({ round, rounds }: { round: number; rounds: number }) => `Round ${num(round)} of ${num(rounds)} under way`,
  "join.underWay.target": ({ round, target }: { round: number; target: number }) => `Round ${num(round)} under way, first to ${num(target)} points`,
  "join.underWay.tieBreak": "A tie-break is under way",
  /** `names` is a list: "Ann and Ada". */
  "join.playing": ({ names }: { names: string }) => `Playing: ${names}`,
  "join.watchNote": "You can watch now and take a seat at the next match.",
  "join.over": "This match is over.",
  "join.playedBy": ({ names }: { names: string }) => `Played by ${names}`,
  "join.overNote": "Join now to be seated when the host starts the next match.",
  "lobby.invite.title": "Invite your friends",
  "lobby.invite.body": "Anyone with this link can take a seat.",
  "lobby.invite.link": "Table link",
  "lobby.invite.copied": "Link copied — paste it to your friends.",
  /** The button that opens the device's share sheet (where the browser has one). */
  "lobby.invite.share": "Invite",
  "lobby.invite.shareTitle": "Baffle",
  "lobby.invite.shareText": ({ name }: { name: string }) => (name ? `Join ${name}'s table on Baffle, a real-time word hunt.` : "Join my table on Baffle, a real-time word hunt."),
  "lobby.players": "Players",
  "lobby.players.count": ({ n, of }: { n: number; of: number }) => `${num(n)} of ${num(of)}`,
  "lobby.host": "host",
  "lobby.bot": ({ level }: { level: string }) => `Computer player · ${level}`,
  "lobby.away": "Away — the seat is kept for a minute",
  "lobby.remove": "Remove",
  "lobby.remove.label": ({ name }: { name: string }) => `Remove ${name}`,
  "lobby.emptySeat": "Empty seat",
  "lobby.waitingForPlayers": "Waiting for players…",
  "lobby.addBot": "Add computer player",
  "lobby.options": "Options",
  "lobby.start": "Start",
  "lobby.needTwo": "Add a player or a computer player to start.",
  "lobby.waitingForHost": "Waiting for the host to start…",

  // ---------------------------------------------------------------- review
  "review.addingUp": "Adding up the scores…",
  "review.readyWaiting": ({ n, of }: { n: number; of: number }) => `Ready. Waiting for the others (${num(n)} of ${num(of)})…`,
  "review.ready": "Ready",
  /** What a watcher sees in Ready's place. */
  "review.readyCount": ({ n, of }: { n: number; of: number }) => `${num(n)} of ${num(of)} players ready`,
  "review.title": ({ round }: { round: number }) => `Round ${num(round)} review`,
  "review.title.tieBreak": "Tie-break review",
  "review.nextIn": ({ clock }: { clock: string }) => `Next round in ${clock}`,
  "review.wordsOf": ({ name }: { name: string }) => `${name}'s words`,
  "review.nameYou": ({ name }: { name: string }) => `${name} (you)`,
  "review.longest": ({ word }: { word: string }) => `longest ${word}`,
  "review.shared": "shared",
  /** Read after "shared" by screen readers. */
  "review.shared.hidden": ", no points",
  "review.alsoFoundBy": ({ names }: { names: string }) => `also found by ${names}`,
  /** "you" among the names of "also found by …" and "Found by …" (a language may need another case). */
  "review.alsoFoundBy.you": "you",
  "review.refused": ({ n }: { n: number }) => `${num(n)} refused`,
  "review.noWords": "No words",
  "review.nobodyFound": "Nobody found",
  "review.nobodyFound.label": "Longest words nobody found",
  /** Beside "Nobody found": how many of the board's words nobody found, of how many. */
  "review.unfoundOf": ({ n, of }: { n: number; of: number }) => plural(of, { one: `${num(n)} of the board's ${num(of)} word`, other: `${num(n)} of the board's ${num(of)} words` }),
  /** The review's first line: how your round went. */
  "review.you.title": "Your round:",
  /** Your place in this round's points: "2nd of 4". */
  "review.you.place": ({ place, of }: { place: string; of: number }) => `${place} of ${num(of)}`,
  "review.you.best": ({ word }: { word: string }) => `best ${word}`,
  "review.everyWord.you": "You found every word on the board!",
  "review.everyWord.table": "Together you found every word on the board!",
  /** Turns Nobody found into the board's whole solution. */
  "review.showAll": ({ n }: { n: number }) => `Show all ${num(n)} words`,
  "review.showFewer": "Show fewer",
  "review.allWords": ({ n }: { n: number }) => plural(n, { one: `The ${num(n)} word on the board`, other: `All ${num(n)} words on the board` }),
  "review.allWords.label": ({ n }: { n: number }) => `Every word on the board, ${num(n)} in all`,
  /** Beside a word of the whole solution that someone found (`names` is a list, "you" among them). */
  "review.found": "found",
  "review.foundBy": ({ names }: { names: string }) => `Found by ${names}`,
  "review.foundBy.hidden": ({ names }: { names: string }) => ` by ${names}`,
  "review.rare": "rare",
  "review.rare.hidden": " word",
  "review.rare.title": "A rare word: few players would know it",
  "review.sittingOut": ({ names }: { names: string }) => `Tie-break between the players sharing first place. Sitting out: ${names}.`,
  "meaning.hint": "Point at or tap a word to see it on the board and what it means.",
  "meaning.source": "WordNet 3.1",
  "meaning.lookingUp": "Looking it up…",
  "meaning.failed": "The definition could not be fetched (it needs a connection the first time).",
  "meaning.none": "WordNet has no definition for this word.",
  /** A word of a round in German, French or Spanish: WordNet is English. */
  "meaning.englishOnly": "Definitions are only in English for now.",
  "meaning.pos.n": "noun",
  "meaning.pos.v": "verb",
  "meaning.pos.a": "adjective",
  "meaning.pos.r": "adverb",

  // ---------------------------------------------------------------- match end
  "matchEnd.over": "Match over",
  "matchEnd.youWin": "You win!",
  "matchEnd.youWinTieBreak": "You win the tie-break!",
  "matchEnd.wins": ({ name }: { name: string }) => `${name} wins!`,
  "matchEnd.winsTieBreak": ({ name }: { name: string }) => `${name} wins the tie-break!`,
  /** `names` is a list, "You and Ann" when `you` shares it (you come first). */
  "matchEnd.shareFirst": ({ names }: { names: string; you: boolean }) => `${names} share first place`,
  "matchEnd.stillLevel": ({ n }: { n: number }) => plural(n, { one: "Still level after a tie-break.", other: `Still level after ${num(n)} tie-breaks.` }),
  "matchEnd.decidedByTieBreak": "Decided by a tie-break round.",
  "matchEnd.playTieBreak": "Play a tie-break",
  "matchEnd.playAgain": "Play again",
  "matchEnd.rematch.ask": "Ask for a rematch",
  /** `name` is the host's ("" for none left). */
  "matchEnd.rematch.asked": ({ name }: { name: string }) =>
    name ? `You asked for a rematch: ${name} can start it with Play again.` : "You asked for a rematch: the host can start it with Play again.",
  /** To the host; `names` is a list. */
  "matchEnd.rematch.asks": ({ names, n }: { names: string; n: number }) => plural(n, { one: `${names} asks for a rematch`, other: `${names} ask for a rematch` }),
  "matchEnd.hostCanStart": ({ name, tieBreak }: { name: string; tieBreak: boolean }) =>
    `${name} can start another match for everyone here${tieBreak ? ", or call a tie-break between the players sharing first place." : "."}`,
  "matchEnd.theHostCanStart": ({ tieBreak }: { tieBreak: boolean }) =>
    `The host can start another match${tieBreak ? ", or call a tie-break between the players sharing first place." : "."}`,
  "matchEnd.lastRound": ({ round }: { round: number }) => `Last round: round ${num(round)}`,
  "matchEnd.lastRound.tieBreak": "Last round: the tie-break",
  "standings.final": "Final standings",
  "standings.place": "Place",
  "standings.player": "Player",
  "standings.points": "Points",
  "standings.after": ({ round, rounds }: { round: number; rounds: number }) => `Standings after round ${num(round)} of ${num(rounds)}`,
  "metrics.satOut": "sat out",
  /** After a bold number: "12 pts". */
  "metrics.ptsWord": ({ n }: { n: number }) => plural(n, { one: "pt", other: "pts" }),
  "metrics.words": "Words",
  "metrics.longest": "Longest",
  "metrics.round": "Round",
  "metrics.roundTieBreak": ({ n }: { n: number }) => `${num(n)} (tie-break)`,
  "metrics.overMatch": "Over the match",
  "metrics.byRound": "Round by round",
  "metrics.byRound.caption": "Points, words found and longest word, round by round",
  "chart.label": ({ summary }: { summary: string }) => `Points per round. ${summary}`,
  "chart.series": ({ name, scores }: { name: string; scores: string }) => `${name}: ${scores}`,
  "chart.round": ({ n }: { n: number }) => `Round ${num(n)}`,

  // ---------------------------------------------------------------- a ranked match found while the tab is away (client/ranked/alert.ts)
  "alert.gameFound": "Game found!",
  "alert.gameFound.notification": "Baffle: game found",
  "alert.gameFound.body": "Your ranked match starts in a moment.",

  // ---------------------------------------------------------------- errors, by the server's code (client/i18n/errors.ts)
  "errors.frame_too_large": "That was too much to send at once.",
  "errors.bad_json": "The server could not read what this page sent. Reload the page.",
  /** The server's own words: a refused name says exactly which rule it broke. */
  "errors.bad_message": ({ message }: { message: string }) => message,
  "errors.rate_limited": "Slow down a little: too many entries at once.",
  "errors.not_joined": "Take a seat first.",
  "errors.already_joined": "You are already at this table.",
  "errors.bad_token": "Your seat could not be kept. Join again to play.",
  "errors.table_full": "This table is full.",
  "errors.table_finished": "This match has finished.",
  "errors.not_host": "Only the host can do that.",
  "errors.wrong_phase": "That cannot be done at this point of the match.",
  "errors.not_enough_players": "You need at least two players: invite someone or add a computer player.",
  "errors.no_such_seat": "That seat is not at this table, or not yours.",
  "errors.unknown_table": "There is no table at this link. Ask for a fresh link or create a table.",
  "errors.dictionary_missing": "The server has no dictionary loaded yet.",
  "errors.no_tie": "First place is not shared: there is nothing to break.",
  "errors.internal": "Something went wrong on the server. Try again in a moment.",
  "errors.join_timeout": "The table stopped waiting for your name. Join again.",
  "errors.seat_removed": "You were taken off this table. Join again to play.",
  "errors.forbidden_origin": "This page may not use the game's server.",
  "errors.ranked_table": "Ranked tables always play the standard rules.",
  "errors.not_invited": "This is a ranked table, and it has no seat for you. Ranked games are found with Play ranked.",
  "errors.watchers_full": "Too many people are watching this table already.",
  /** A code this client does not know yet (a newer server). */
  "errors.unknownCode": ({ code }: { code: string }) => `Something went wrong (${code}). Try again in a moment.`,
  "errors.httpStatus": ({ status }: { status: number }) => `The server said ${status}`,
};

export default en;
