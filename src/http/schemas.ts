// Every input the API takes, validated before it reaches the engine: unknown fields are
// rejected and every string, array and number is bounded.
import { z } from "zod";
import { DECK_FORMATS } from "../cards/formats.js";
import type { Action, PrioritySettings, Setup, StepName } from "../engine/index.js";
import { DeckInput } from "./deck-input.js";
import { MAX_NAME_CHARS, nameKey, normaliseName } from "./names.js";
import type { Problem } from "./problem.js";

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_PLAYERS = 16;
/** The deepest input (a setup's permanent) nests six levels. */
export const MAX_JSON_DEPTH = 16;
const MAX_LIST = 250;

const objectId = z.string().min(1).max(64);
const playerId = z.string().min(1).max(16);
const target = z.union([z.strictObject({ player: playerId }), z.strictObject({ object: objectId })]);
const block = z.strictObject({ blocker: objectId, attacker: objectId });
const alternative = z.union([z.strictObject({ remove: z.array(objectId).max(MAX_LIST) }), z.strictObject({ source: objectId }), z.strictObject({ mana: z.string().regex(/^(\{(\d+|[WUBRG])\})+$/) })]);
const costs = z.union([
  z.strictObject({ sacrifice: objectId }),
  z.strictObject({ discard: objectId }),
  z.strictObject({ mana: z.string().max(64) }),
  z.strictObject({ sacrificeAnyNumber: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ returnToHand: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ tapUntapped: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ reveal: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ sacrificeMany: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ removeFromGraveyard: z.array(objectId).max(MAX_LIST) }),
]);

export const ActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("keep") }),
  z.strictObject({ type: z.literal("mulligan") }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("playLand"), card: objectId }),
  z.strictObject({ type: z.literal("playSpell"), card: objectId, alternative: alternative.optional(), costs: costs.optional(), buyback: z.literal(true).optional(), faceDown: z.literal(true).optional(), splice: z.array(objectId).max(60).optional(), convoke: z.array(objectId).max(200).optional(), replicate: z.number().int().min(0).max(100).optional(), offering: objectId.optional(), half: z.string().min(1).max(141).optional(), kicker: z.array(z.string().regex(/^(\{(\d+|[WUBRG])\})+$/)).min(1).max(2).optional() }),
  z.strictObject({ type: z.literal("turnFaceUp"), card: objectId, mana: z.string().max(64) }),
  z.strictObject({ type: z.literal("suspend"), card: objectId, mana: z.string().max(64) }),
  z.strictObject({ type: z.literal("playAbility"), source: objectId, ability: z.int().min(0).max(64), costs: costs.optional(), mana: z.enum(["W", "U", "B", "R", "G", "C"]).optional(), paid: z.string().regex(/^[WUBRGC]{1,20}$/).optional() }),
  z.strictObject({ type: z.literal("chooseMode"), mode: z.int().min(0).max(64) }),
  z.strictObject({ type: z.literal("chooseX"), value: z.int().min(0).max(1000) }),
  z.strictObject({ type: z.literal("chooseTargets"), targets: z.array(target).max(MAX_LIST), division: z.array(z.int().min(1).max(10_000)).max(MAX_LIST).optional() }),
  z.strictObject({ type: z.literal("payMana"), mana: z.string().max(64) }),
  z.strictObject({ type: z.literal("autoPay") }),
  z.strictObject({ type: z.literal("cancel") }),
  z.strictObject({
    type: z.literal("declareAttackers"),
    attackers: z.array(z.strictObject({ attacker: objectId, defender: playerId })).max(MAX_LIST),
  }),
  z.strictObject({ type: z.literal("declareBlockers"), blocks: z.array(block).max(MAX_LIST) }),
  z.strictObject({
    type: z.literal("assignCombatDamage"),
    attacker: objectId,
    division: z.array(z.strictObject({ blocker: objectId, amount: z.int().min(0).max(10_000) })).max(MAX_LIST),
    toPlayer: z.int().min(0).max(10_000).optional(),
  }),
  z.strictObject({
    type: z.literal("assignBlockerDamage"),
    blocker: objectId,
    division: z.array(z.strictObject({ attacker: objectId, amount: z.int().min(0).max(10_000) })).max(MAX_LIST),
  }),
  z.strictObject({ type: z.literal("discard"), cards: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("orderTriggers"), order: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("reveal"), cards: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("chooseReplacement"), replacement: z.string().min(1).max(80) }),
  z.strictObject({ type: z.literal("choose"), choice: z.string().min(1).max(64) }),
  z.strictObject({ type: z.literal("chooseCopy"), object: objectId.nullable(), attachTo: objectId.optional() }),
  z.strictObject({ type: z.literal("chooseNewTarget"), target }),
  z.strictObject({ type: z.literal("may"), accept: z.boolean() }),
  z.strictObject({ type: z.literal("decline") }),
  z.strictObject({ type: z.literal("chooseUntap"), keepTapped: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("beginInPlay"), cards: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("search"), cards: z.array(z.string().min(1).max(200)).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("returnAnyNumber"), objects: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("untapChosen"), objects: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("ripple"), play: z.int().min(0).max(MAX_LIST), bottom: z.array(z.string().min(1).max(200)).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("sacrifice"), objects: z.array(objectId).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("chooseSource"), source: objectId }),
  z.strictObject({ type: z.literal("chooseCard"), card: objectId.nullable() }),
  z.strictObject({ type: z.literal("orderTop"), order: z.array(z.int().min(0).max(1000)).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("scry"), top: z.array(z.int().min(0).max(1000)).max(MAX_LIST), bottom: z.array(z.int().min(0).max(1000)).max(MAX_LIST) }),
  z.strictObject({ type: z.literal("chooseTop"), position: z.int().min(0).max(1000) }),
  z.strictObject({ type: z.literal("returnChosen"), object: objectId }),
  z.strictObject({ type: z.literal("concede") }),
]) satisfies z.ZodType<Action>;

/** An action as a client posts it: a listed option may be posted as it is, its `label` (the
 * plain-English text the decision gives it) ignored. */
export const PostedAction = z
  .discriminatedUnion(
    "type",
    ActionSchema.options.map((o) => o.extend({ label: z.string().max(2000).optional() })) as unknown as [(typeof ActionSchema.options)[number], ...(typeof ActionSchema.options)[number][]],
  )
  .transform(({ label: _label, ...action }: z.infer<typeof ActionSchema> & { label?: string }) => action as z.infer<typeof ActionSchema>);

// Fails to compile when the engine adds an action type the schema does not accept.
type Nothing<T extends never> = T;
export type UnacceptedActionTypes = Nothing<Exclude<Action["type"], z.infer<typeof ActionSchema>["type"]>>;

/** How many actions one post may chain (a whole play: the spell, its targets, its payment). */
export const MAX_CHAINED_ACTIONS = 20;

/** The envelope is checked first, so that a stale version answers 409 whatever the action.
 * `actions` chains several answers of the same player in one post, applied in order, all or
 * none; the version moves by one per action, as if each had been posted alone. */
export const ActionEnvelope = z
  .strictObject({ version: z.int(), action: z.unknown().optional(), actions: z.array(z.unknown()).min(1).max(MAX_CHAINED_ACTIONS).optional() })
  .refine((e) => (e.action === undefined) !== (e.actions === undefined), { message: 'give "action" or "actions", not both', path: ["action"] });

const cardName = z.string().min(1).max(64);
const cardList = z.array(cardName).max(MAX_LIST);
const count = z.int().min(0).max(1000);
const STEP_NAMES = [
  "untap", "upkeep", "draw", "main", "beginningOfCombat", "declareAttackers", "declareBlockers",
  "combatDamage", "endOfCombat", "endOfTurn", "cleanup",
] as const satisfies readonly StepName[];
export type UnlistedStepNames = Nothing<Exclude<StepName, (typeof STEP_NAMES)[number]>>;

/** Where the game stops for the player beyond its default stops (engine turn/stops.ts). */
const stopsSchema = z.union([z.literal("everywhere"), z.array(z.enum(STEP_NAMES)).max(STEP_NAMES.length)]);

/** A player's priority settings (PUT /v1/matches/{id}/settings): not a game action, so no
 * version. `autoPass` passes whenever passing is all the player can do, which tells the
 * others that he or she has nothing to play. */
export const SettingsSchema = z
  .strictObject({
    stops: stopsSchema.optional(),
    autoPass: z.boolean().optional(),
    passUntil: z.enum(["endOfTurn", "myNextTurn"]).nullable().optional().meta({
      description: "Pass wherever the game would stop, until the end of this turn or until your next turn begins; the first spell or ability put on the stack after this ends it. null cancels.",
    }),
  })
  .refine((s) => s.stops !== undefined || s.autoPass !== undefined || s.passUntil !== undefined, "give stops, autoPass, passUntil or several") satisfies z.ZodType<Partial<PrioritySettings>>;

/** The form of a settings change before settings had their own route, still accepted on
 * POST /actions: it changes the setting and moves no version. */
export const LegacyAutoPass = z.strictObject({ type: z.literal("setAutoPass"), value: z.boolean() });

/** A position to start from (the engine's `Setup`): its shape and ranges here, its cards and
 * its fit with the match (player count, steps a game may start in) checked by createGame. */
export const SetupSchema = z.strictObject({
  players: z
    .array(
      z.strictObject({
        life: z.int().min(1).max(1_000_000).optional(),
        library: cardList.optional(),
        hand: cardList.optional(),
        graveyard: cardList.optional(),
        play: z
          .array(
            z.union([
              cardName,
              z.strictObject({ card: cardName, tapped: z.boolean().optional(), summoningSick: z.boolean().optional(), damage: count.optional(), counters: z.record(z.string().min(1).max(40), count).optional() }),
            ]),
          )
          .max(MAX_LIST)
          .optional(),
        manaPool: z.strictObject({ W: count, U: count, B: count, R: count, G: count, C: count }).partial().optional(),
        landsPlayed: z.int().min(0).max(100).optional(),
        autoPass: z.boolean().optional(),
        stops: stopsSchema.optional(),
      }),
    )
    .min(1)
    .max(MAX_PLAYERS),
  turn: z.int().min(1).max(10_000).optional(),
  active: z.int().min(0).max(MAX_PLAYERS - 1).optional(),
  step: z.enum(STEP_NAMES).optional(),
  phase: z.enum(["precombatMain", "postcombatMain"]).optional(),
}) satisfies z.ZodType<Setup>;

/** A name as the match will print it (names.ts), or an issue saying why it is refused. */
const printableName = (what: string) =>
  z
    .string()
    .max(MAX_NAME_CHARS * 8)
    .transform((raw, ctx) => {
      const checked = normaliseName(raw, what);
      if (checked.ok) return checked.name;
      ctx.addIssue({ code: "custom", message: checked.error, input: raw });
      return z.NEVER;
    });

/** A clock's times, in seconds: from a minute to 14 days (correspondence play). */
const clockSeconds = z.int().min(60).max(14 * 24 * 3600);

/** The match's clock (match/clock.ts): a time per decision, or a reserve per player with an
 * increment per move; and what happens when a decision's time runs out. */
export const ClockBody = z
  .strictObject({
    perDecision: clockSeconds.optional().meta({ description: "Seconds each decision may take (60 to 1,209,600)." }),
    reserve: clockSeconds.optional().meta({ description: "Seconds each player has for all of his or her decisions (60 to 1,209,600)..." }),
    increment: z.int().min(0).max(14 * 24 * 3600).optional().meta({ description: "...and the seconds each of his or her moves adds back (with `reserve` only)." }),
    onTimeout: z.enum(["defaultAnswer", "loss", "computer"]).default("defaultAnswer").meta({ description: "When time runs out: the default answer (pass, keep, no attackers, no blockers, the fewest cards, decline, back out of a spell being played), the loss of the game, or the computer's answer from the player's own view (issue 17: at the level `computer` names)." }),
    computer: z.enum(["easy", "medium", "hard"]).optional().meta({ description: "With onTimeout \"computer\": how well the computer answers for a player out of time (medium unless given)." }),
  })
  .superRefine((c, ctx) => {
    if ((c.perDecision === undefined) === (c.reserve === undefined)) ctx.addIssue({ code: "custom", path: ["perDecision"], message: "give perDecision or reserve, not both" });
    if (c.increment !== undefined && c.reserve === undefined) ctx.addIssue({ code: "custom", path: ["increment"], message: "an increment goes with a reserve" });
    if (c.computer !== undefined && c.onTimeout !== "computer") ctx.addIssue({ code: "custom", path: ["computer"], message: "a computer level goes with onTimeout \"computer\"" });
  });

/** Issue 17: how well the computer plays a seat. */
export const AiLevelSchema = z.enum(["easy", "medium", "hard"]).meta({ description: "easy: a cheap aggressive policy; medium: heuristics; hard: a search over the hidden cards (Monte Carlo)." });

export const CreateMatchBody = z.strictObject({
  /** 600–609: the variant; the engine checks that the players, teams and options fit it. */
  format: z.enum(["two-player", "free-for-all", "teams", "grand-melee", "two-headed-giant", "emperor"]).optional(),
  /** A constructed format (cards/formats.ts): every deck, the joiners' too, must be legal in it. */
  deckFormat: z.enum(DECK_FORMATS).optional().meta({ description: "A constructed format of October 2006 every deck must be legal in (its sets, banned and restricted lists), joiners' decks included." }),
  options: z
    .strictObject({
      attackMultiplePlayers: z.boolean().optional(),
      attackLeft: z.boolean().optional(),
      attackRight: z.boolean().optional(),
      rangeOfInfluence: z.int().min(1).max(MAX_PLAYERS).optional(),
      /** 217.9: play for ante. */
      ante: z.boolean().optional(),
      deployCreatures: z.boolean().optional(),
    })
    .optional(),
  players: z
    .array(
      z.strictObject({
        name: printableName("a name").optional(),
        deck: DeckInput.optional(),
        team: printableName("a team name").optional(),
        /** 607.1: the team's emperor (by default the first listed player of each team). */
        emperor: z.boolean().optional(),
        /** An open seat (the lobby): its player joins later with an invitation, a name and a deck of his or her own. */
        open: z.literal(true).optional(),
        /** Issue 17: the computer plays this seat, at this level. */
        ai: AiLevelSchema.optional(),
      }),
    )
    .min(1)
    .max(MAX_PLAYERS)
    .superRefine((players, ctx) => {
      // Seats are told apart by their names.
      const seen = new Set<string>();
      players.forEach((p, i) => {
        if (p.open) {
          if (p.ai) ctx.addIssue({ code: "custom", path: [i, "ai"], message: "an open seat waits for a player; a computer seat needs a name and a deck" });
          for (const field of ["name", "deck"] as const)
            if (p[field] !== undefined) ctx.addIssue({ code: "custom", path: [i, field], message: `an open seat has no ${field}: its player gives one when joining` });
          return;
        }
        for (const field of ["name", "deck"] as const)
          if (p[field] === undefined) ctx.addIssue({ code: "custom", path: [i, field], message: `a player needs a ${field} (or make the seat open: "open": true)` });
        if (p.name === undefined) return;
        if (seen.has(nameKey(p.name))) ctx.addIssue({ code: "custom", path: [i, "name"], message: `another player of this match is already called ${p.name} (names are compared ignoring case)` });
        seen.add(nameKey(p.name));
      });
    }),
  clock: ClockBody.optional(),
  /** Issue 14: a match of several games; each game is a match of its own, the next one its rematch. */
  bestOf: z.union([z.literal(1), z.literal(3)]).optional().meta({ description: "3: a best-of-three match of two players (two-player format): the next game is each game's rematch, with sideboarding between games and the loser of a game choosing who plays the next first. Default 1." }),
  /** Issue 15: undo by consent (match/undo.ts); off unless asked for. */
  undo: z.boolean().optional().meta({ description: "true: a player may ask to take back his or her last post while no hidden information has been revealed since, and the match returns to the position before it if every other player still in the game accepts (POST /v1/matches/{id}/undo). Off by default; a rematch keeps it." }),
  /** A chosen seed, for puzzles and tests: the match is then marked as a puzzle. */
  seed: z.string().min(1).max(128).optional(),
  setup: SetupSchema.optional(),
});
export type CreateMatchBody = z.infer<typeof CreateMatchBody>;

/** GET /v1/matches/{id}/suggestion: how hard the computer thinks. */
export const SuggestionQuery = z.strictObject({ level: AiLevelSchema.default("hard") });

/** POST /v1/matches/{id}/join: an open seat's invitation, and the joiner's own name and deck. */
export const JoinBody = z.strictObject({
  invitation: z.string().min(1).max(128).meta({ description: "The seat's invitation, as the match's creator received it." }),
  name: printableName("a name"),
  deck: DeckInput,
  /** Issue 17: the seat is given to the computer, which plays it with this name and deck. */
  ai: AiLevelSchema.optional().meta({ description: "Give the open seat to the computer, at this level, instead of taking it: the reply then carries no token." }),
});

export const MatchIdParam = z.string().regex(/^[0-9a-f]{32}$/);

export const EventsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** GET /v1/matches/{id}/socket and /stream: resume after the event with this seq (0: from the start). */
export const PushQuery = z.strictObject({
  after: z.coerce.number().int().min(0).default(0).meta({ description: "The seq of the last event the client has: the push starts after it (0: from the first event)." }),
});

/** GET /v1/matches/{id}/stream: the socket's query, and how often a quiet stream sends a comment line. */
export const StreamQuery = PushQuery.extend({
  heartbeat: z.coerce.number().int().min(1).max(300).default(15).meta({ description: "Seconds between two heartbeats (`: heartbeat` comment lines, which EventSource ignores) while nothing else is sent, so that proxies keep the stream open (default 15)." }),
});

/** POST /v1/matches/{id}/webhooks: where to deliver. HTTPS only, but for a receiver on the
 * developer's own machine (http://localhost, http://127.0.0.1). */
export const WebhookBody = z.strictObject({
  url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .refine((u) => u.startsWith("https://") || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(`${u}/`), "a webhook's URL must be https:// (http:// only for localhost)")
    .meta({ description: "The receiver: an https:// URL (http:// only for localhost or 127.0.0.1)." }),
});

/** POST /v1/matches/{id}/rematch: another deck, or none to keep the one the seat played. */
export const RematchBody = z.strictObject({
  deck: DeckInput.optional().meta({ description: "A preset name or a decklist (with its sideboard), or a sealed deck (the same pool: set and seed); without it the seat keeps the deck it played. Between the games of a best-of-three match: the same cards as before, deck and sideboard together (sideboarding swaps cards between them)." }),
  play: z.enum(["first", "second"]).optional().meta({ description: "From the loser of the finished game only (101.2: in a match of several games, the loser of the previous game chooses who plays first): whether he or she plays the next game first (the default) or second. Two-player games only." }),
});

/** POST /v1/matches/{id}/fork: the version to start from (by default the match's last). */
export const ForkBody = z.strictObject({
  version: z.int().min(0).optional().meta({ description: "The version of the match to start from: the position after that move (0: the start of the game). By default the match's current version." }),
});

/** POST /v1/matches/{id}/undo: what to take back (by default the caller's last post). */
export const UndoBody = z.strictObject({
  version: z.int().min(1).optional().meta({ description: "A version the caller's last post made (its reply's `version`): the undo is refused when that version is not the caller's last action. By default the caller's last post." }),
});

/** POST /v1/matches/{id}/undo/answer: another player's consent, or not. */
export const UndoAnswerBody = z.strictObject({
  answer: z.enum(["accept", "refuse"]).meta({ description: "accept: the match may return to the position before the asker's post (once every other player still in the game has accepted); refuse: the request ends." }),
});

/** GET /v1/players/me/matches with a player key: a page of its seats, newest first. */
export const MyMatchesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  after: z.string().regex(/^\d{1,15}\.[0-9a-f]{32}\.\d{1,2}$/).optional().meta({ description: "The `next` of the previous page." }),
  mine: z.enum(["true", "false"]).optional().transform((v) => v === "true").meta({ description: "true: only the matches whose pending decision is the key's." }),
});

/** A refusal of a malformed input: the first issues in `detail`, all of them (bounded) in `errors`. */
export function issuesProblem(make: (detail: string) => Problem, error: z.ZodError, where = "body"): Problem {
  const errors = error.issues.slice(0, 50).map((i) => ({ path: i.path.length ? i.path.join(".") : where, message: i.message }));
  return { ...make(describeIssues(error, where)), errors };
}

/** One line per issue, "path: message", for a problem's detail. */
export function describeIssues(error: z.ZodError, where = "body"): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join(".") : where}: ${i.message}`)
    .join("; ");
}
