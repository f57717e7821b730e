// State-based effects (420): checked whenever a player would receive priority, all that
// apply performed at once as a batch, and checked again until none apply (420.3).
import { cantLose } from "../effects/cant-lose.js";
import { legendRuleApplies } from "../effects/play-rules.js";
import { objectsRevision, removeObject } from "../game/clone.js";
import { characteristics, copiableName, readingState, whileLayersHold } from "../effects/characteristics.js";
import { getCard } from "../../cards/registry.js";
import { illegalAttachments } from "../effects/attaching.js";
import { isIndestructible } from "../effects/indestructible.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import { changeCard, emit, inGame, nameOf, permanents, type Game } from "../game/game.js";
import { emperorLost, endIfDecided, lose } from "./winning.js";
import { destroy, putIntoGraveyardFromPlay } from "../zones/zones.js";
import { simultaneously } from "../zones/simultaneous.js";

/** Returns true if any state-based effect was performed. `found`: those that apply now, if already found (flow.ts). */
export function checkStateBasedEffects(g: Game, found?: StateBasedEffects): boolean {
  let any = false;
  for (;;) {
    const s = g.s;
    // Found first, all at once, reading the state without changing it (420.3).
    const { losers, dying, attachments, ceasing } = found ?? readingState(s, () => stateBasedEffects(s));
    found = undefined;
    if (losers.length === 0 && dying.length === 0 && attachments.equipment.length === 0 && ceasing.length === 0) break;
    any = true;
    // 420.5: a token that has left play ceases to exist; 503.10a: so does a copy of a spell that has left the stack.
    for (const { id, list } of ceasing) {
      const o = s.objects[id] as CardObject;
      list.splice(list.indexOf(id), 1);
      removeObject(s, id);
      if (o.spellCopy) emit(g, { type: "ceasesToExist", text: `The copy of ${nameOf(o)} ceases to exist (503.10a).`, data: { object: id, name: o.card, rule: "503.10a" } });
    }
    for (const id of attachments.equipment) {
      const o = s.objects[id] as CardObject;
      emit(g, { type: "unattach", text: `${nameOf(o)} becomes unattached (212.2i, 420.5).`, data: { object: id, from: o.attachedTo } });
      delete changeCard(s, id).attachedTo;
    }
    for (const p of s.players) p.drewFromEmptyLibrary = false;
    // 420.3: performed at once, so leaves-play abilities see them all (410.10d).
    simultaneously(g, () => {
      for (const d of dying) {
        if (d.destroy) destroy(g, d.id, d.why);
        else putIntoGraveyardFromPlay(g, d.id, d.why);
      }
    });
    for (const l of losers) {
      emit(g, { type: "stateBasedLoss", text: `${l.why}: that player loses the game.`, data: { player: l.id, rule: l.why.split(":")[0] } });
      lose(g, l.id, l.why);
    }
    endIfDecided(g);
    if (s.status === "finished") break;
  }
  return any;
}

type StateBasedEffects = ReturnType<typeof stateBasedEffects>;

/** The state-based effects that apply now (420.5): players who lose, permanents that go to the graveyard, attachments to undo, objects that cease to exist. */
export function stateBasedEffects(s: GameState) {
  const losers: { id: string; why: string }[] = [];
  for (const p of inGame(s)) {
    const why = p.life <= 0 ? `420.5a: ${p.name} has ${p.life} life` : p.drewFromEmptyLibrary ? `420.5g: ${p.name} tried to draw from an empty library` : (p.poison ?? 0) >= 10 ? `420.5h: ${p.name} has ${p.poison} poison counters` : emperorLost(s, p);
    // Angel's Grace: a player who can't lose this turn doesn't (effects/cant-lose.ts).
    if (why && !cantLose(s, p.id)) losers.push({ id: p.id, why });
  }
  const { dying: deaths, attached } = permanentsFound(s);
  const dying = [...deaths];
  const attachments = illegalAttachments(s, attached);
  for (const id of attachments.auras) dying.push({ id, why: "420.5d: an Aura not attached to a legal object" });
  const ceasing = ceasingToExist(s);
  return { losers, dying, attachments, ceasing };
}

type Dying = { id: string; why: string; destroy?: true };

/**
 * What every permanent's characteristics and damage say (420.5b/c/e) and the permanents that
 * could be illegally attached (420.5d/e), kept with the permanents they were found for while
 * the layers' results hold (`whileLayersHold`): most checks find the same permanents, each the
 * same object with the same damage, and then the same answer, without looking each one up again.
 * The damage is compared too, as an object the state owns may have been changed in place
 * (game/clone.ts); every other field read here is one the layers read, whose change makes a new memo.
 */
function permanentsFound(s: GameState): { dying: readonly Dying[]; attached: readonly ObjectId[] } {
  const held = whileLayersHold(s, "stateBased", () => ({ objects: [] as CardObject[], damage: [] as number[], dying: [] as Dying[], attached: [] as ObjectId[], play: undefined as ObjectId[] | undefined, revision: -1 }));
  // No object changed anywhere since they were found for this very list of permanents: every
  // change to an object (its zone, its damage) goes through game/clone.ts, which counts it.
  if (held.play === s.play && held.revision === objectsRevision()) return held;
  if (samePermanents(s, held.objects, held.damage)) {
    held.play = s.play;
    held.revision = objectsRevision();
    return held;
  }
  // `destroy`: lethal damage destroys the creature, so regeneration can replace it (420.5c);
  // toughness 0 or less, the legend rule and an illegal Aura don't destroy (420.5b).
  const dying: Dying[] = [];
  const attached: ObjectId[] = [];
  const legends = new Map<string, string[]>();
  for (const o of permanents(s)) {
    // Only Auras and attached permanents can be illegally attached.
    if (o.attachedTo || getCard(copiableName(o)).enchant) attached.push(o.id);
    const c = characteristics(s, o);
    if (c.supertypes.includes("legendary")) legends.set(c.name, [...(legends.get(c.name) ?? []), o.id]);
    if (!c.types.includes("creature")) continue;
    const toughness = c.toughness ?? 0;
    if (toughness <= 0) dying.push({ id: o.id, why: "420.5b: toughness 0 or less" });
    else if (o.damage >= toughness && !isIndestructible(s, o)) dying.push({ id: o.id, why: "420.5c: lethal damage", destroy: true });
  }
  // 420.5e: two or more legendary permanents with the same name are all put into their owners' graveyards.
  // Whether the rule applies (no Mirror Gallery) is asked only when two legends share a name: most checks have none.
  for (const ids of legends.values()) if (ids.length > 1 && legendRuleApplies(s)) for (const id of ids) if (!dying.some((d) => d.id === id)) dying.push({ id, why: "420.5e: legend rule" });
  held.objects = s.play.map((id) => s.objects[id] as CardObject);
  held.damage = held.objects.map((o) => o.damage);
  held.dying = dying;
  held.attached = attached;
  held.play = s.play;
  held.revision = objectsRevision();
  return held;
}

function samePermanents(s: GameState, objects: CardObject[], damage: number[]): boolean {
  if (objects.length !== s.play.length) return false;
  for (let i = 0; i < objects.length; i++) {
    const o = s.objects[s.play[i]!];
    if (o !== objects[i] || (o as CardObject).damage !== damage[i]) return false;
  }
  return true;
}

type Ceasing = { id: ObjectId; list: ObjectId[] }[];
const NONE_CEASING: Ceasing = [];
// The state last found with none, and the count of object changes then (game/clone.ts).
let noneIn: GameState | undefined;
let noneAt = -1;

/**
 * Tokens in any zone but play and copies of spells in any zone but the stack, with the zone list
 * that holds each. A token or copy gets into such a zone only as a new object (zones.ts `arrive`,
 * `createCard`: `putObject`), so while no object has changed since this state was last found
 * with none (`objectsRevision`), it still has none: the hands and graveyards are not looked
 * through again at each check.
 */
function ceasingToExist(s: GameState): Ceasing {
  if (s === noneIn && noneAt === objectsRevision()) return NONE_CEASING;
  const out: Ceasing = [];
  const scan = (list: ObjectId[]) => {
    for (const id of list) {
      const o = s.objects[id] as CardObject;
      if (o.token || o.spellCopy) out.push({ id, list });
    }
  };
  for (const id of s.stack) if ((s.objects[id] as CardObject).token) out.push({ id, list: s.stack });
  scan(s.removed);
  for (const p of s.players) {
    scan(p.hand);
    scan(p.graveyard);
  }
  if (out.length === 0) {
    noneIn = s;
    noneAt = objectsRevision();
  }
  return out;
}
