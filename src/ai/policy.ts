// The cheap levels: answers to every decision kind from the seat's view and its decision.
// "medium" plays sensibly (curves out, attacks and blocks when it pays, aims removal at the
// biggest threat, never floats mana into mana burn, never draws itself out); "easy" has an
// aggressive personality (everything attacks, nothing blocks unless the attack would kill it,
// the cheapest spell first). Any decision kind not read here gets one of its listed options.
import type { Action, Decision, GameView, Target } from "../engine/index.js";
import {
  cardText, creatureValue, has, hostileCard, hostileText, isCreature, isType, kills, manaValue, mayBlock, objectController, objectName,
  opponents, power, seat, toughnessLeft, type Permanent,
} from "./sense.js";
import type { AiAnswer } from "./seat.js";

export type Personality = "easy" | "medium";

type Picker = (view: GameView, d: Decision, random: () => number, who: Personality) => Action | undefined;

/** The answer of the cheap levels; `random` breaks ties. */
export function cheapAnswer(view: GameView, d: Decision, random: () => number, who: Personality): AiAnswer {
  const fallback = listedFallback(d);
  const action = (PICKERS[d.kind] ?? listed)(view, d, random, who) ?? fallback;
  return { action, fallback };
}

/** A player choosing at random among the listed options (the arena's baseline). */
export function randomAnswer(d: Decision, random: () => number): AiAnswer {
  const action = d.options[Math.floor(random() * d.options.length)]!;
  return { action, fallback: action };
}

/** A listed option that does the least harm: never a cancel when something else is listed. */
function listedFallback(d: Decision): Action {
  return d.options.find((o) => o.type !== "cancel") ?? d.options[0]!;
}

const listed: Picker = (_v, d) => listedFallback(d);

const best = <T>(items: readonly T[], score: (t: T) => number): T | undefined => {
  let top: T | undefined;
  let topScore = -Infinity;
  for (const i of items) {
    const s = score(i);
    if (s > topScore) [top, topScore] = [i, s];
  }
  return top;
};

const creatures = (view: GameView, controller: (c: string) => boolean) => view.play.filter((p) => isCreature(p) && controller(p.controller));

// 101.4: keep a hand with two to five lands (any hand of five cards or fewer).
const mulligan: Picker = (view) => {
  const hand = seat(view).hand ?? [];
  const lands = hand.filter((c) => isType(c.name, "land")).length;
  return { type: hand.length <= 5 || (lands >= 2 && lands <= 5) ? "keep" : "mulligan" };
};

/** What the spell or ability being played or put on the stack says (for targets and modes). */
function playingText(view: GameView): string {
  const id = view.playing?.object;
  const top = id ? view.stack.find((o) => o.id === id) : view.stack[view.stack.length - 1];
  if (!top) return "";
  return "text" in top ? top.text : cardText(top.name);
}

/** How good a target is for a hostile (or friendly) spell: the opponent's biggest threat, or my best creature. */
function targetScore(view: GameView, t: Target, hostile: boolean): number {
  const mine = "player" in t ? t.player === view.you : objectController(view, t.object) === view.you;
  let worth = 3;
  if ("object" in t) {
    const p = view.play.find((o) => o.id === t.object);
    worth = p ? creatureValue(p) : 2;
    // Damage that doesn't destroy a creature is wasted on it.
    const damage = /deals (\d+) damage/i.exec(playingText(view));
    if (p && hostile && damage && isCreature(p) && Number(damage[1]) < toughnessLeft(p)) worth = 0.2;
  }
  return (mine === hostile ? -1 : 1) * worth;
}

const targets: Picker = (view, d) => {
  const hostile = hostileText(playingText(view));
  const choices = d.options.filter((o): o is Extract<Action, { type: "chooseTargets" }> => o.type === "chooseTargets");
  return best(choices, (o) => o.targets.reduce((n, t) => n + targetScore(view, t, hostile), 0) - (o.division ? 0 : 0));
};

/** Whether a spell has a target worth aiming at now (so that it isn't played only to back out). */
function worthPlaying(view: GameView, name: string): boolean {
  const text = cardText(name);
  if (/draw/i.test(text) && seat(view).libraryCount < 6) return false; // don't deck itself (420.5g)
  if (!/target/i.test(text)) return true;
  const hostile = hostileCard(name);
  const theirCreatures = creatures(view, (c) => c !== view.you);
  const myCreatures = creatures(view, (c) => c === view.you);
  if (/target (creature or )?player|target opponent/i.test(text)) return true;
  if (/target creature/i.test(text)) {
    if (!hostile) return myCreatures.length > 0;
    const damage = /deals (\d+) damage/i.exec(text);
    return theirCreatures.some((c) => !damage || Number(damage[1]) >= toughnessLeft(c));
  }
  if (/counter target/i.test(text)) return view.stack.some((o) => o.controller !== view.you && "name" in o);
  return hostile ? view.play.some((p) => p.controller !== view.you) : view.play.some((p) => p.controller === view.you);
}

const priority: Picker = (view, d, _random, who) => {
  const myTurn = view.turn.activePlayer === view.you;
  const mainStep = view.turn.step === "main" && view.stack.length === 0;
  const land = d.options.find((o) => o.type === "playLand");
  if (land && mainStep) return land;
  const spells = d.options.filter((o): o is Extract<Action, { type: "playSpell" }> => o.type === "playSpell");
  const handName = (id: string) => objectName(view, id) ?? "";
  const good = spells.filter((o) => {
    const name = o.half ?? handName(o.card);
    if (o.faceDown && spells.some((s) => s.card === o.card && !s.faceDown)) return false;
    if (o.alternative || o.buyback) return false; // the plain way of paying is listed too
    if (!worthPlaying(view, name)) return false;
    const instant = isType(name, "instant");
    // Permanents and sorceries in my main phases; instants when they answer something or at the end of the opponent's turn.
    if (!instant) return myTurn && mainStep;
    if (view.stack.some((s) => s.controller === view.you)) return false;
    return hostileCard(name) || (!myTurn && view.turn.step === "endOfTurn") || (myTurn && view.turn.step === "declareBlockers");
  });
  // medium: the most expensive first (curve out); easy: the cheapest first.
  const spell = best(good, (o) => (who === "medium" ? 1 : -1) * manaValue(o.half ?? handName(o.card)) + (isType(handName(o.card), "creature") ? 0.5 : 0));
  if (spell) return spell;
  return d.options.find((o) => o.type === "pass") ?? d.options[0];
};

// 409.1f: pay through the engine's own payment when it can; never a mana ability for its own sake.
const payment: Picker = (_view, d) =>
  d.options.find((o) => o.type === "autoPay") ?? d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "cancel") ?? d.options[0];

const unlessPays: Picker = (_view, d) =>
  d.options.find((o) => o.type === "payMana") ?? d.options.find((o) => o.type === "decline") ?? d.options[0];

const mode: Picker = (view, d) => {
  const modes = (d.details?.modes ?? []) as { mode: number; text: string }[];
  const theirs = creatures(view, (c) => c !== view.you).length > 0;
  const choices = d.options.filter((o): o is Extract<Action, { type: "chooseMode" }> => o.type === "chooseMode");
  return best(choices, (o) => {
    const text = modes.find((m) => m.mode === o.mode)?.text ?? "";
    if (/all of them/i.test(text)) return -1; // entwine only when nothing else is listed
    return (/creature/i.test(text) ? (theirs ? 2 : 0) : 1) + (hostileText(text) ? 1 : 0);
  });
};

const x: Picker = (_view, d) => best(d.options.filter((o) => o.type === "chooseX"), (o) => (o as { value: number }).value);

const attackers: Picker = (view, d, _random, who) => {
  const candidates = (d.details?.candidates ?? []) as { id: string; defenders: string[] }[];
  const blockers = creatures(view, (c) => c !== view.you).filter((c) => !c.tapped);
  const mine = candidates.map((c) => ({ c, p: view.play.find((o) => o.id === c.id)! })).filter((a) => a.p);
  const theirLife = Math.min(...opponents(view).map((p) => p.life));
  const total = mine.reduce((n, a) => n + power(a.p), 0);
  const safe = (a: Permanent) =>
    blockers.every((b) => !mayBlock(b, a) || (!(kills(b, a) && !kills(a, b)) && !(kills(b, a) && creatureValue(b) < creatureValue(a))));
  const chosen =
    who === "easy" || (total >= theirLife && blockers.length === 0) ? mine : mine.filter((a) => power(a.p) > 0 && safe(a.p));
  return { type: "declareAttackers", attackers: chosen.map((a) => ({ attacker: a.c.id, defender: a.c.defenders[0]! })) };
};

const blockers: Picker = (view, d, _random, who) => {
  const candidates = (d.details?.candidates ?? []) as { id: string; canBlock: string[] }[];
  const attacks = (view.combat?.attackers ?? []) as { attacker: string; defender?: string }[];
  const attacking = attacks.map((a) => view.play.find((o) => o.id === a.attacker)).filter((a): a is Permanent => !!a);
  const life = seat(view).life;
  const incoming = attacking.reduce((n, a) => n + power(a), 0);
  const free = new Set(candidates.map((c) => c.id));
  const blocks: { blocker: string; attacker: string }[] = [];
  const blockerOf = (id: string) => view.play.find((o) => o.id === id)!;
  let through = incoming;
  for (const a of [...attacking].sort((p, q) => creatureValue(q) - creatureValue(p))) {
    const able = candidates.filter((c) => free.has(c.id) && c.canBlock.includes(a.id)).map((c) => blockerOf(c.id)).filter(Boolean);
    const pick =
      who === "easy"
        ? undefined
        : (best(able.filter((b) => kills(b, a) && !kills(a, b)), (b) => -creatureValue(b)) ??
          best(able.filter((b) => !kills(a, b)), (b) => -creatureValue(b)) ??
          best(able.filter((b) => kills(b, a) && creatureValue(b) <= creatureValue(a)), (b) => -creatureValue(b)));
    // A chump block only when the damage coming through would kill.
    const chump = !pick && through >= life ? best(able, (b) => -creatureValue(b)) : undefined;
    const blocker = pick ?? chump;
    if (!blocker || (has(a, "trample") && !pick)) continue;
    free.delete(blocker.id);
    blocks.push({ blocker: blocker.id, attacker: a.id });
    through -= power(a);
  }
  return { type: "declareBlockers", blocks };
};

const discard: Picker = (_view, d) => {
  const count = (d.details?.count as number | undefined) ?? 1;
  const candidates = (d.details?.candidates ?? []) as { id: string; name: string }[];
  if (candidates.length < count) return undefined;
  const lands = candidates.filter((c) => isType(c.name, "land")).length;
  // Keep three lands or so; past that, lands go first; then the most expensive spells.
  const worth = (c: { name: string }) => (isType(c.name, "land") ? (lands > 3 ? -1 : 10) : 8 - manaValue(c.name));
  const order = [...candidates].sort((p, q) => worth(p) - worth(q));
  return { type: "discard", cards: order.slice(0, count).map((c) => c.id) };
};

/** Of the listed options, the one naming the most objects (begin in play, return, reveal all). */
const most: Picker = (_view, d) => best(d.options, (o) => JSON.stringify(o).length);

/** The listed option that gives up the least (sacrifice, return a permanent): the cheapest objects named. */
const least: Picker = (view, d) =>
  best(d.options, (o) => -[...JSON.stringify(o).matchAll(/"(o\d+)"/g)].reduce((n, m) => n + (view.play.find((p) => p.id === m[1]) ? creatureValue(view.play.find((p) => p.id === m[1])!) : 1), 0));

const may: Picker = () => ({ type: "may", accept: true });

// The opponent's card to discard (Coercion): the most expensive; a card to put into play: the biggest.
const chooseCard: Picker = (view, d) =>
  best(d.options, (o) => (o.type === "chooseCard" && o.card ? manaValue(objectName(view, o.card) ?? "") + 1 : 0));

const untap: Picker = () => ({ type: "chooseUntap", keepTapped: [] });

const PICKERS: Partial<Record<Decision["kind"], Picker>> = {
  mulligan,
  priority,
  payment,
  unlessPays,
  targets,
  triggerTargets: targets,
  mode,
  x,
  attackers,
  blockers,
  discard,
  may,
  openingHand: most,
  returnAnyNumber: listed,
  untapChosen: most,
  sacrifice: least,
  returnChosen: least,
  chooseFromHand: chooseCard,
  putFromHand: chooseCard,
  handToTop: chooseCard,
  imprint: chooseCard,
  untap,
};
