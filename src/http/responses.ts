// What the API answers, as zod schemas: the source of /openapi.json (openapi.ts) and of the
// test that checks every response the test suite sees against it. Objects here are open
// (a client must ignore fields it doesn't know, so a field added later breaks no client);
// the type checks at the end fail to compile when the engine's view, decision or event grows a
// field or a kind that is not described here.
import { z } from "zod";
import { DECK_FORMATS } from "../cards/formats.js";
import type { GameView, Pending, PlayerId } from "../engine/index.js";
import type { MatchView } from "../match/match-object.js";
import { ActionSchema, PostedAction } from "./schemas.js";

/** Every action a player may post (schemas.ts validates them): the options of a decision are these. */
export const ActionComponent = PostedAction.meta({ id: "Action", description: "An answer to a decision; every option a decision lists is one, complete, and may be posted as listed (its `label` is ignored)." });
/** A listed option: an action with what it does in plain English. */
const OptionComponent = z
  .discriminatedUnion(
    "type",
    ActionSchema.options.map((o) => o.extend({ label: z.string().meta({ description: "What the option does, in plain English." }) })) as unknown as [(typeof ActionSchema.options)[number], ...(typeof ActionSchema.options)[number][]],
  )
  .meta({ id: "Option", description: "An action the caller may post, with its label." });
const playerId = z.string().meta({ description: "A player's id in this match (p1, p2, ...), in seating order." });
const objectId = z.string().meta({ description: "An object's id (a card or a token); it changes when the object changes zones (217.1c)." });
const target = z.union([z.object({ player: playerId }), z.object({ object: objectId })]).meta({ id: "Target" });
const counters = z.record(z.string(), z.int()).meta({ description: 'Counters by kind ("+1/+1", "time", "ki").' });
const mana = z.enum(["W", "U", "B", "R", "G", "C"]);
const stepName = z.enum(["untap", "upkeep", "draw", "main", "beginningOfCombat", "declareAttackers", "declareBlockers", "combatDamage", "endOfCombat", "endOfTurn", "cleanup"]);
const named = z.object({ id: objectId, name: z.string(), halves: z.array(z.string()).optional().meta({ description: "505.1: a split card's two halves, by name (it is played as one of them)." }) });
const source = z.object({ id: objectId, name: z.string(), card: z.string().optional() }).meta({ description: "An ability's source as it last existed (its name, and the card it is when it was a copy)." });

/** The kinds of decision a player may owe (the engine's `Pending`). */
export const DECISION_KINDS = [
  "mulligan", "priority", "mode", "x", "targets", "payment", "attackers", "blockers", "combatDamage", "blockerDamage", "discard",
  "orderTriggers", "reveal", "triggerTargets", "replacement", "choose", "copy", "newTarget", "may", "unlessPays", "untap", "changeText",
  "openingHand", "returnAnyNumber", "search", "ripple", "sacrifice", "payLifeOrTapped", "chooseSource", "chooseFromHand", "orderTop", "putFromHand", "handToTop", "revealFromHand", "chooseTop", "returnChosen", "scry", "imprint", "othersMayPayLife", "untapChosen", "untapType",
] as const;
const decisionKind = z.enum(DECISION_KINDS).meta({ id: "DecisionKind", description: "What kind of answer the decision expects; `options` lists the answers." });

const player = z.object({
  id: playerId,
  name: z.string(),
  team: z.string(),
  emperor: z.literal(true).optional(),
  life: z.int(),
  poison: z.int(),
  epic: z.literal(true).optional().meta({ description: "502.44a: a spell with epic this player controlled has resolved: he or she can't play spells for the rest of the game." }),
  manaPool: z.record(mana, z.int()),
  snowMana: z.string().optional().meta({ description: "The mana in the pool that snow sources produced (it can pay {S}), as mana symbols." }),
  handCount: z.int(),
  libraryCount: z.int(),
  libraryTop: named.omit({ id: true }).optional().meta({ description: "The top card of the library, when the player plays with it revealed (Future Sight, Lantern of Insight): everyone sees it. A card in a library is no object, so it has no id." }),
  hand: z.array(named).optional().meta({ description: "Only for the viewer (and teammates who may review it, 609.6)." }),
  graveyard: z.array(named),
  ante: z.array(named).optional(),
  landsPlayedThisTurn: z.int(),
  mulligans: z.int(),
  outcome: z.enum(["playing", "won", "lost", "drew"]),
  autoPass: z.boolean(),
  stops: z.union([z.literal("everywhere"), z.array(stepName)]),
  passUntil: z.enum(["endOfTurn", "myNextTurn"]).optional().meta({ description: "The player passes until the end of this turn or until his or her next turn, unless something is put on the stack." }),
  inRange: z.array(playerId).optional(),
});

const permanent = z.object({
  id: objectId,
  name: z.string(),
  faceDown: z.literal(true).optional().meta({ description: "504: a face-down permanent; `card` names it for its controller only." }),
  card: z.string().optional(),
  owner: playerId,
  controller: playerId,
  types: z.array(z.string()),
  subtypes: z.array(z.string()),
  power: z.int().optional(),
  toughness: z.int().optional(),
  keywords: z.array(z.string()),
  keywordText: z.array(z.string()).meta({ description: 'The keywords as printed words ("first strike").' }),
  restrictions: z.array(z.string()),
  tapped: z.boolean(),
  damage: z.int(),
  counters,
  token: z.literal(true).optional(),
  attachedTo: objectId.optional(),
  chosen: z.string().optional().meta({ description: "What was chosen as it came into play (a color, a creature type, a card's name)." }),
  chosenPlayer: playerId.optional().meta({ description: "419.1b: the opponent chosen as it came into play (Booby Trap)." }),
  imprinted: z.array(objectId).optional().meta({ description: "502.34: the cards imprinted on it (removed from the game face up; in `removed`)." }),
  flipped: z.literal(true).optional().meta({ description: "508.3: a flip card turned to its other half (its name, text, type line and P/T are that half's)." }),
  summoningSick: z.boolean(),
});

const stackObject = z.object({
  id: objectId,
  name: z.string().optional().meta({ description: "A spell's card name (empty for a face-down spell)." }),
  faceDown: z.literal(true).optional().meta({ description: "504: a face-down spell; `card` names it for its controller only." }),
  card: z.string().optional(),
  text: z.string().optional().meta({ description: "An ability's text." }),
  controller: playerId,
  targets: z.array(target),
  source: source.optional(),
  x: z.int().optional().meta({ description: "409.1b: the announced X." }),
  sacrificed: z.int().optional().meta({ description: "How many permanents were sacrificed to pay its cost." }),
  division: z.array(z.int()).optional().meta({ description: "409.1d: how damage or counters are divided among its targets, in order." }),
  mode: z.int().optional().meta({ description: "409.1a: the chosen mode." }),
  copy: z.literal(true).optional().meta({ description: "503.10: a copy of a spell." }),
  buyback: z.literal(true).optional(),
  spliced: z.array(z.string()).optional().meta({ description: "502.40a: the cards spliced onto it." }),
  replicated: z.int().optional().meta({ description: "502.52a: times its replicate cost was paid." }),
  combatDamage: z.array(z.record(z.string(), z.unknown())).optional().meta({ description: "310 (this edition): combat damage on the stack, each assignment with its source, recipient and amount." }),
}).meta({ description: "A spell or an ability on the stack, with what was announced for it (409.1)." });

/** Issue 14: a game's place in a match of several games (src/match/series.ts). */
const SeriesSchema = z
  .object({
    bestOf: z.union([z.literal(1), z.literal(3)]),
    game: z.int().meta({ description: "This game's number in the match, 1 for the first." }),
    wins: z.record(z.string(), z.int()).meta({ description: "Games won so far by each player, this one included once it is over." }),
    over: z.boolean().meta({ description: "Whether a player has won the match (two games of three) or every game has been played." }),
    winner: playerId.nullable().meta({ description: "The match's winner once it is over; null while it goes on or for a drawn match." }),
    chooser: playerId.nullable().meta({ description: "Who chose who plays this game first: the loser of the previous game (101.2); null when it was chosen at random." }),
  })
  .meta({ id: "Series", description: "The game's place in a best-of-three match: its number and the score. The next game is the rematch (POST /v1/matches/{id}/rematch)." });

/** Undo by consent (src/match/undo.ts): a request as every seat sees it. */
export const UndoRequestSchema = z
  .object({
    by: playerId.meta({ description: "Who asks to take back his or her last post." }),
    version: z.int().meta({ description: "The match's version when it was asked: any move after it withdraws the request." }),
    restores: z.int().meta({ description: "The version the match returns to: the position before the post taken back." }),
    takesBack: z.object({ from: z.int(), to: z.int() }).meta({ description: "The versions taken back: the asker's post and every move after it. They stay in the record." }),
    askedAt: z.string().meta({ description: "When it was asked (ISO 8601)." }),
    answers: z.record(z.string(), z.enum(["pending", "accepted"])).meta({ description: "Each player whose consent is asked (every other player still in the game but the computer's seats, which agree at once), and whether he or she has accepted." }),
  })
  .meta({ id: "UndoRequest" });

export const MatchViewSchema = z
  .object({
    id: z.string(),
    version: z.int().meta({ description: "Post actions with this version; it moves with every accepted action." }),
    you: playerId.nullable().meta({ description: "The viewer's player id; null for a spectator." }),
    status: z.enum(["mulligan", "playing", "finished"]),
    format: z.enum(["two-player", "free-for-all", "teams", "two-headed-giant", "emperor", "grand-melee"]),
    options: z.object({ attack: z.enum(["multiple", "left", "right"]), rangeOfInfluence: z.int().nullable(), deployCreatures: z.literal(true).optional(), ante: z.literal(true).optional() }),
    puzzle: z.boolean().meta({ description: "The seed or the starting position was chosen by whoever created the match, who may know every hidden card." }),
    winner: playerId.nullable(),
    result: z.object({ winners: z.array(playerId), draw: z.boolean() }).optional(),
    startingPlayer: playerId,
    turn: z.object({
      number: z.int(),
      activePlayer: playerId,
      activeTeam: z.string().optional(),
      phase: z.enum(["beginning", "precombatMain", "combat", "postcombatMain", "end"]),
      step: stepName.nullable(),
      extra: z.literal(true).optional(),
      marker: z.int().optional(),
    }),
    teams: z.array(z.object({ name: z.string(), players: z.array(playerId), life: z.int().optional(), emperor: playerId.optional() })).optional(),
    turnMarkers: z.array(z.object({ number: z.int(), player: playerId, turns: z.array(z.enum(["normal", "extra"])) })).optional(),
    extraTurns: z.array(playerId).optional(),
    priority: playerId.nullable(),
    decision: z.object({ player: playerId, kind: decisionKind }).nullable().meta({ description: "Who owes the pending decision; GET /decision gives its options to that player." }),
    players: z.array(player),
    play: z.array(permanent).meta({ description: "The permanents in play (217.6), with their characteristics after every effect (418)." }),
    stack: z.array(stackObject).meta({ description: "The stack, bottom first (217.9)." }),
    removed: z.array(z.object({ id: objectId, name: z.string(), owner: playerId, counters, haunting: objectId.optional() })),
    combat: z
      .object({
        attackers: z.array(z.object({ attacker: objectId, defender: playerId })),
        blocks: z.array(z.object({ blocker: objectId, attacker: objectId })),
        damageStep: z.enum(["first strike", "regular"]).optional(),
        mustBlock: z.array(z.object({ blocker: objectId, attacker: objectId })).optional(),
      })
      .nullable(),
    triggered: z.array(z.object({ id: z.string(), controller: playerId, source, text: z.string() })).meta({ description: "Triggered abilities waiting to be put on the stack (410.3)." }),
    playing: z.object({ player: playerId, object: objectId, stage: z.enum(["mode", "x", "targets", "payment"]), cost: z.string() }).nullable(),
    clock: z
      .object({
        perDecision: z.int().optional(),
        reserve: z.int().optional(),
        increment: z.int().optional(),
        onTimeout: z.enum(["defaultAnswer", "loss", "computer"]),
        computer: z.enum(["easy", "medium", "hard"]).optional().meta({ description: "With onTimeout \"computer\": the level of the computer that answers for a player out of time (issue 17)." }),
        since: z.string().meta({ description: "When the pending decision started to be owed (ISO 8601)." }),
        deadline: z.string().nullable().meta({ description: "When its time runs out (ISO 8601); null once the game is over." }),
        remaining: z.record(z.string(), z.int()).optional().meta({ description: "With a reserve: each player's seconds left, the pending player's counted down to now." }),
      })
      .optional()
      .meta({ description: "The match's clock, when it was created with one (times in seconds)." }),
    series: SeriesSchema.optional().meta({ description: "In a best-of-three match: this game's number and the score." }),
    undoAllowed: z.literal(true).optional().meta({ description: "The match was created with `undo: true`: a player may ask to take back his or her last post (POST /v1/matches/{id}/undo)." }),
    undo: UndoRequestSchema.optional().meta({ description: "A pending request to take back a player's last post (a match created with `undo: true`): the other players answer it with POST /v1/matches/{id}/undo/answer." }),
  })
  .meta({ id: "MatchView", description: "The match as the caller may see it: hidden cards (hands, libraries, face-down cards) only to whom the rules show them." });

export const DecisionSchema = z
  .object({
    version: z.int(),
    player: playerId.nullable().meta({ description: "Who owes the decision (null once the game is over)." }),
    kind: decisionKind.nullable().meta({ description: "null when the caller owes nothing: `prompt` says whom the game waits for." }),
    prompt: z.string().meta({ description: "The question, in plain English." }),
    options: z.array(OptionComponent).meta({ description: "Every answer, complete: post one as the action. Choices among many combinations are described in `details` instead of listed." }),
    details: z.record(z.string(), z.unknown()).optional().meta({ description: "For a choice among combinations (attackers, blockers, orders, cards): the candidates and the limits an answer must respect." }),
    truncated: z.literal(true).optional().meta({ description: "Present when `options` lists only some of the answers (at most 200): any answer built from `details` within its limits may be posted." }),
    since: z.string().nullable().optional().meta({ description: "When the pending decision started to be owed (ISO 8601); null once the game is over or for a match stored before times." }),
    deadline: z.string().nullable().optional().meta({ description: "When the pending decision's time runs out under the match's clock (ISO 8601); null without a clock." }),
  })
  .meta({ id: "Decision" });

export const SuggestionSchema = z
  .object({
    version: z.int(),
    player: playerId,
    kind: decisionKind.nullable().meta({ description: "The kind of decision the caller owes; null when the caller owes nothing." }),
    action: OptionComponent.nullable().meta({ description: "What the computer would answer, from the caller's view only: post it as the action if you agree (null when the caller owes nothing)." }),
  })
  .meta({ id: "Suggestion" });

export const EventSchema = z
  .object({
    seq: z.int(),
    type: z.string(),
    text: z.string().meta({ description: "Plain English, as it reads in the game log." }),
    data: z.record(z.string(), z.unknown()),
    at: z.string().optional().meta({ description: "When it happened (ISO 8601); absent for events stored before times." }),
  })
  .meta({ id: "Event", description: "One thing that happened, as the caller may see it." });

export const EventsPageSchema = z.object({ version: z.int(), events: z.array(EventSchema), next: z.int().nullable().meta({ description: "Pass as `after` for the next page; null at the end." }) });

/** A reply repeated for an Idempotency-Key is the reply as it was given, and a reply given by
 * an earlier release has that release's view (without the fields added since). */
const ReplayedView = z
  .record(z.string(), z.unknown())
  .meta({ id: "ReplayedMatchView", description: "The view of a reply given by an earlier release of the API and repeated for its Idempotency-Key: the fields of that release." });

export const ActionReplySchema = z.object({ version: z.int(), events: z.array(EventSchema), view: z.union([MatchViewSchema, ReplayedView]) }).meta({ id: "ActionReply" });

export const UndoReplySchema = z
  .object({
    version: z.int(),
    status: z.enum(["pending", "accepted", "refused"]).meta({ description: "pending: other players have still to answer; accepted: the match has returned to `undo.restores`, as a new version; refused: the request is over." }),
    undo: UndoRequestSchema,
    events: z.array(EventSchema).meta({ description: "The undo's event once accepted (every seat sees it); empty otherwise." }),
    view: MatchViewSchema,
  })
  .meta({ id: "UndoReply" });

export const SettingsReplySchema = z.object({
  version: z.int(),
  settings: z.object({ autoPass: z.boolean(), stops: z.union([z.literal("everywhere"), z.array(stepName)]), passUntil: z.enum(["endOfTurn", "myNextTurn"]).nullable() }),
});

export const CreatedSchema = z.object({
  id: z.string(),
  seedCommitment: z.string().optional().meta({ description: "The SHA-256 (hex) of the match's random seed, published now; the seed itself is revealed by the export once the match is over, so anyone can check the shuffles." }),
  version: z.int(),
  puzzle: z.boolean(),
  seats: z.array(
    z.object({
      player: playerId, name: z.string(), team: z.string(),
      token: z.string().optional().meta({ description: "The seat's bearer token, shown only here: hand each player their own. A computer seat has none." }),
      ai: z.enum(["easy", "medium", "hard"]).optional().meta({ description: "The seat the computer plays, at this level (issue 17)." }),
    }),
  ),
});

export const LobbyCreatedSchema = z
  .object({
    id: z.string(),
    status: z.literal("lobby"),
    puzzle: z.boolean(),
    seedCommitment: z.string().optional().meta({ description: "The SHA-256 (hex) of the match's random seed, published now; the seed itself is revealed by the export once the match is over, so anyone can check the shuffles." }),
    seats: z.array(
      z.object({
        seat: z.int().meta({ description: "The seat's place in the request's `players`." }),
        name: z.string().nullable().meta({ description: "null for an open seat: its player names himself or herself when joining." }),
        team: z.string().optional(),
        token: z.string().optional().meta({ description: "A seat filled by the request: its bearer token, shown only here." }),
        invitation: z.string().optional().meta({ description: "An open seat: its single-use invitation, shown only here; hand it to the seat's player, who joins with it (POST /v1/matches/{id}/join)." }),
        ai: z.enum(["easy", "medium", "hard"]).optional().meta({ description: "A seat the computer plays, at this level (issue 17): it has no token." }),
      }),
    ),
  })
  .meta({ id: "LobbyCreated", description: "A match with open seats: it starts when every seat is filled." });

export const JoinReplySchema = z
  .object({
    id: z.string(),
    seat: z.int(),
    name: z.string(),
    token: z.string().optional().meta({ description: "The seat's bearer token, shown only to the joiner, only here; none for a seat given to the computer." }),
    ai: z.enum(["easy", "medium", "hard"]).optional().meta({ description: "The seat was given to the computer, which plays it at this level (issue 17)." }),
    started: z.boolean().meta({ description: "Whether this join filled the last seat and started the game." }),
    player: playerId.nullable().meta({ description: "The seat's player id once the game has started (seating may be random), else null: the match view's `you` gives it later." }),
  })
  .meta({ id: "Joined" });

export const LobbyViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(["lobby", "started"]),
    seedCommitment: z.string().optional().meta({ description: "The SHA-256 (hex) of the match's random seed, published now; the seed itself is revealed by the export once the match is over, so anyone can check the shuffles." }),
    seats: z.array(z.object({ seat: z.int(), name: z.string().nullable(), team: z.string().optional(), joined: z.boolean(), player: playerId.nullable(), ai: z.enum(["easy", "medium", "hard"]).optional().meta({ description: "A seat the computer plays, at this level (issue 17)." }) })),
    deckFormat: z.enum(DECK_FORMATS).optional().meta({ description: "The constructed format every deck must be legal in, if the match names one." }),
    rematch: z.string().optional().meta({ description: "The id of this match's rematch, once a seat has asked for one (POST /v1/matches/{id}/rematch)." }),
    undo: z.literal(true).optional().meta({ description: "The match allows undo by consent (created with `undo: true`): whoever joins knows it." }),
  })
  .meta({ id: "Lobby", description: "Who sits where; never anyone's deck." });

export const ExportSchema = z
  .object({
    id: z.string(),
    seedCommitment: z.string().meta({ description: "SHA-256 (hex) of config.seed, as published when the match was created." }),
    config: z.record(z.string(), z.unknown()).meta({ description: "The engine's createGame input: players with their decks, format, options, seed, setup." }),
    actions: z.array(z.object({ version: z.int(), player: playerId, action: z.record(z.string(), z.unknown()), at: z.string() })).meta({ description: "Every move, in order: a player's action, or `{type: \"timeOut\", policy}` where the clock answered for a player (with `answer`, the computer's, when the policy is \"computer\"), or `{type: \"undo\", version}` where the players agreed to return to the position at that version (the moves it took back stay before it)." }),
    settings: z.array(z.object({ version: z.int(), player: playerId, settings: z.record(z.string(), z.unknown()) })).meta({ description: "Each priority settings change, made at `version` (applied after that version's action)." }),
    events: z.array(z.record(z.string(), z.unknown())).meta({ description: "Every event, hidden ones included (`visibleTo`, `secret`)." }),
    result: z.object({ winners: z.array(playerId), draw: z.boolean() }),
    version: z.int(),
    stateHash: z.string().meta({ description: "The engine's stateHash of the final state: replaying config and actions gives it." }),
    hashes: z
      .array(z.object({ version: z.int(), stateHash: z.string() }))
      .optional()
      .meta({ description: "The state's hash at the end of each move (a post of several actions is one move, hashed at its last version), as recorded while the match was played: a replay gives each." }),
    series: SeriesSchema.optional(),
    sideboards: z.record(z.string(), z.array(z.string())).optional().meta({ description: "Each seat's sideboard as it stood for this game, by the seat's index in config.players." }),
  })
  .meta({ id: "MatchExport", description: "A finished match's whole record." });

export const ProblemSchema = z
  .object({
    type: z.string().meta({ description: "urn:manastack:problem:<kind>" }),
    title: z.string(),
    status: z.int(),
    detail: z.string().meta({ description: "What was wrong, in plain English." }),
    rule: z.string().optional().meta({ description: 'The number of the rule the action broke ("409.1c").' }),
    currentVersion: z.int().optional().meta({ description: "On 409: the version the match is at." }),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional().meta({ description: "On 422 for a malformed body: every field that is wrong." }),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details." });

const printing = z.object({ set: z.string(), number: z.string(), rarity: z.string(), multiverseId: z.int().nullable().meta({ description: "Gatherer's id of the printing, when it has one." }) });
export const CardSchema = z
  .object({
    name: z.string(),
    set: z.string(),
    manaCost: z.string(),
    convertedManaCost: z.int(),
    colors: z.array(z.string()),
    typeLine: z.string(),
    supertypes: z.array(z.string()),
    types: z.array(z.string()),
    subtypes: z.array(z.string()),
    power: z.int().optional(),
    toughness: z.int().optional(),
    keywords: z.array(z.string()),
    text: z.string().meta({ description: "The printed text of the era." }),
    printings: z.array(printing),
    halves: z
      .array(z.object({ name: z.string(), manaCost: z.string(), convertedManaCost: z.int(), colors: z.array(z.string()), typeLine: z.string(), text: z.string() }))
      .optional()
      .meta({ description: "505: a split card's two halves, each with its own characteristics (the card is played as one of them)." }),
  })
  .meta({ id: "Card" });

export const CardPageSchema = z.object({ total: z.int(), cards: z.array(CardSchema), next: z.string().nullable(), presetDecks: z.record(z.string(), z.string()).meta({ description: "The preset decks, by the name a match or /decks/validate accepts, with their lists." }) });
export const SetsSchema = z.object({ sets: z.array(z.object({ code: z.string(), name: z.string(), releaseDate: z.string(), pool: z.boolean().meta({ description: "Printed by October 2006: in the card pool." }), cards: z.int(), offered: z.int() })) });
const tally = z.array(z.object({ name: z.string(), count: z.int() }));
export const DeckCheckSchema = z.union([
  z.object({ ok: z.literal(true), main: z.int(), sideboard: z.int(), cards: tally, sideboardCards: tally }),
  z.object({ ok: z.literal(false), problems: z.array(z.record(z.string(), z.unknown())) }),
]);
export const MyMatchesSchema = z.object({
  matches: z.array(
    z.object({
      id: z.string(),
      player: playerId.nullable().meta({ description: "The seat's player; null while the match is a lobby." }),
      seat: z.int().optional().meta({ description: "With a key: the seat's place in the creation request (a key may hold several seats of one match)." }),
      version: z.int(),
      status: z.string().meta({ description: "lobby, mulligan, playing or finished." }),
      awaiting: playerId.nullable().optional().meta({ description: "Whose decision it is; null in a lobby or once the game is over." }),
      mine: z.boolean().optional().meta({ description: "Whether the pending decision is this seat's." }),
      since: z.string().nullable().optional().meta({ description: "Since when the pending decision is owed (ISO 8601)." }),
      deadline: z.string().nullable().optional().meta({ description: "When its time runs out under the match's clock (ISO 8601); null without one." }),
    }),
  ),
  next: z.string().nullable().optional().meta({ description: "With a key: pass as `after` for the next page; null at the end." }),
});
export const PlayerKeySchema = z.object({ key: z.string().meta({ description: "A new player key: keep it secret, present it as X-Player-Key; only its SHA-256 is ever stored." }) });

const webhookEvent = z.enum(["match.started", "decision.pending", "deadline.near", "match.finished"]).meta({ id: "WebhookEvent", description: "match.started (a player key's webhooks only): a match of the key has started, its last open seat filled; decision.pending: the seat owes a decision someone else's move (or the clock) handed it; deadline.near: its time runs out within the hour (or a quarter of the decision's time); match.finished: the match is over." });
const webhook = { id: z.string(), url: z.string(), createdAt: z.string() };
export const WebhookCreatedSchema = z
  .object({
    ...webhook,
    secret: z.string().meta({ description: "`whsec_` and the base64 of 32 random bytes: the HMAC-SHA256 key of every delivery's `webhook-signature`, shown only here." }),
    events: z.array(webhookEvent),
  })
  .meta({ id: "WebhookCreated" });
export const WebhookLogSchema = z
  .object({
    webhooks: z.array(z.object(webhook)),
    deliveries: z
      .array(
        z.object({
          id: z.string().meta({ description: "The delivery's `webhook-id` (the same on every attempt)." }),
          webhook: z.string(),
          type: webhookEvent,
          status: z.enum(["pending", "delivered", "failed"]),
          attempts: z.int(),
          lastStatus: z.int().nullable().meta({ description: "The receiver's HTTP status at the last attempt; null when it did not answer." }),
          lastError: z.string().nullable(),
          createdAt: z.string(),
          deliveredAt: z.string().nullable(),
          nextAttempt: z.string().nullable().meta({ description: "When a pending delivery is tried again (ISO 8601)." }),
        }),
      )
      .meta({ description: "The latest 100 deliveries, newest first." }),
  })
  .meta({ id: "WebhookLog" });

// Fail to compile when the engine's view or decisions grow what is not described above.
type Nothing<T extends never> = T;
export type UndescribedViewFields = Nothing<Exclude<keyof MatchView, keyof z.infer<typeof MatchViewSchema>>>;
export type UndescribedPlayerFields = Nothing<Exclude<keyof GameView["players"][number], keyof z.infer<typeof player>>>;
export type UndescribedPermanentFields = Nothing<Exclude<keyof GameView["play"][number], keyof z.infer<typeof permanent>>>;
export type UndescribedDecisionKinds = Nothing<Exclude<Pending["kind"], (typeof DECISION_KINDS)[number]>>;
export type PlayerIdIsString = Nothing<Exclude<PlayerId, string>>;
