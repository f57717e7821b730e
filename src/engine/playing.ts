// Playing lands (305.2) and spells (409.1), step by step: announce (the card moves to the
// stack), choose targets (409.1c), determine the total cost (409.1e), play mana abilities
// and pay (409.1f–h). A play that can't be finished may be backed out of: the game returns
// to the moment before it was announced (409.1i?).
import { getCard } from "../cards/registry.js";
import { illegal } from "./errors.js";
import { card, emit, player, playerName, type Game } from "./game.js";
import { formatCost, paysExactly, parseMana } from "./mana.js";
import { affordable, landPlayProblem, retainPriority, spellTimingProblem } from "./priority.js";
import { isLegalTarget, targetChoices } from "./targets.js";
import { describeTarget } from "./combat.js";
import type { ObjectId, PlayerId, Target } from "./types.js";
import { moveCard } from "./zones.js";

export function playLand(g: Game, who: PlayerId, id: ObjectId): void {
  const s = g.s;
  const p = player(s, who);
  if (!p.hand.includes(id)) illegal("305.2", `${id} is not a card in your hand`);
  const c = card(s, id);
  if (!getCard(c.card).types.includes("land")) illegal("305.2", `${c.card} is not a land`);
  const problem = landPlayProblem(s, who);
  if (problem) illegal(problem.split(":")[0]!, problem);
  const land = moveCard(g, id, "play", who);
  p.landsPlayedThisTurn += 1;
  emit(g, { type: "playLand", text: `${p.name} plays ${c.card}.`, data: { player: who, object: land.id, card: c.card } });
  retainPriority(g, who);
}

export function playSpell(g: Game, who: PlayerId, id: ObjectId): void {
  const s = g.s;
  const p = player(s, who);
  if (!p.hand.includes(id)) illegal("409.1a", `${id} is not a card in your hand`);
  const c = card(s, id);
  const info = getCard(c.card);
  const timing = spellTimingProblem(s, who, c);
  if (timing) illegal(timing.split(":")[0]!, timing);
  const specs = info.spell?.targets ?? [];
  if (specs.length > 0 && targetChoices(s, specs, 1).length === 0) illegal("409.1c", `${c.card} has no legal target`);
  if (!affordable(s, who, c)) illegal("409.1f", `you can't pay ${c.card}'s cost ${info.manaCost} with your mana pool and untapped mana sources`);
  const undo = { card: { ...c, counters: { ...c.counters } }, handIndex: p.hand.indexOf(id), pool: { ...p.manaPool }, tapped: [] };
  const spell = moveCard(g, id, "stack", who); // 409.1a: announce
  s.priority = null;
  s.playing = { player: who, object: spell.id, stage: specs.length > 0 ? "targets" : "payment", cost: formatCost(info.cost), undo };
  s.pending = { kind: s.playing.stage, player: who };
  emit(g, { type: "announce", text: `${p.name} announces ${c.card}.`, data: { player: who, object: spell.id, card: c.card } });
}

export function chooseTargets(g: Game, who: PlayerId, targets: Target[]): void {
  const s = g.s;
  const spell = card(s, s.playing!.object);
  const specs = getCard(spell.card).spell!.targets;
  if (targets.length !== specs.length) illegal("409.1c", `${spell.card} needs ${specs.length} target(s); ${targets.length} given`);
  targets.forEach((t, i) => {
    if (!isLegalTarget(s, specs[i]!, t)) illegal("409.1c", `target ${i + 1} is not a legal ${describeSpec(specs[i]!.kind)}`);
  });
  spell.targets = targets;
  s.playing!.stage = "payment";
  s.pending = { kind: "payment", player: who };
  emit(g, { type: "targets", text: `${playerName(s, who)} targets ${targets.map((t) => describeTarget(s, t)).join(" and ")} with ${spell.card}.`, data: { object: spell.id, targets } });
}

function describeSpec(kind: string): string {
  return kind === "creatureOrPlayer" ? "creature or player" : kind;
}

/** 409.1h: pay the total cost with mana from the pool, all at once. */
export function payMana(g: Game, who: PlayerId, mana: string): void {
  const s = g.s;
  const playing = s.playing!;
  const spell = card(s, playing.object);
  const paid = parseMana(mana);
  if (!paid) illegal("409.1h", `"${mana}" is not a string of mana symbols (W, U, B, R, G, C)`);
  const p = player(s, who);
  for (const k of Object.keys(paid) as (keyof typeof paid)[]) {
    if (paid[k] > p.manaPool[k]) illegal("409.1h", `your mana pool doesn't hold ${mana}`);
  }
  const cost = getCard(spell.card).cost;
  if (!paysExactly(cost, paid)) illegal("409.1h", `${mana || "nothing"} doesn't pay ${playing.cost} exactly`);
  for (const k of Object.keys(paid) as (keyof typeof paid)[]) p.manaPool[k] -= paid[k];
  s.playing = null;
  emit(g, {
    type: "playSpell",
    text: `${p.name} plays ${spell.card}${spell.targets?.length ? ` targeting ${spell.targets.map((t) => describeTarget(s, t)).join(" and ")}` : ""}.`,
    data: { player: who, object: spell.id, card: spell.card, targets: spell.targets ?? [], paid: mana },
  });
  retainPriority(g, who);
}

/** Backing out of an unfinished play: everything since the announcement is undone. */
export function cancelPlay(g: Game, who: PlayerId): void {
  const s = g.s;
  const { object, undo } = s.playing!;
  const spell = card(s, object);
  s.stack.splice(s.stack.indexOf(object), 1);
  delete s.objects[object];
  s.objects[undo.card.id] = undo.card;
  const p = player(s, who);
  p.hand.splice(undo.handIndex, 0, undo.card.id);
  p.manaPool = undo.pool;
  for (const id of undo.tapped) card(s, id).tapped = false;
  s.playing = null;
  retainPriority(g, who);
  emit(g, { type: "backOut", text: `${p.name} backs out of playing ${spell.card}; the game returns to before it was announced.`, data: { player: who, card: spell.card } });
}
