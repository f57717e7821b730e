// Durations of continuous effects from resolved spells and abilities (418.?): until end of
// turn (ended in the cleanup step, 314.2), for good, "for as long as [source] remains
// tapped" (Vedalken Shackles) or "as long as that creature is enchanted" (Rootwater
// Matriarch). "Remains tapped" ends the moment its source untaps or leaves play (a permanent
// that leaves play becomes a new object, 217.1c) — not when its controller changes: the text
// asks only that it remain tapped (see docs/RULES-NOTES.md). "Is enchanted" ends for an
// object when its last Aura leaves play, and doesn't begin again if another is attached.
import { characteristics } from "./characteristics.js";
import { changeCard, emit, type Game } from "../game/game.js";
import type { CardObject, GameState, ObjectId } from "../game/types.js";
import { possessive } from "../view/wording.js";

/** Whether an effect lasting "as long as [source] remains tapped" can begin (or go on): its source is still the same permanent, tapped. */
export function sourceStillTapped(s: GameState, source: ObjectId): boolean {
  const o = s.objects[source];
  return !!o && o.kind === "card" && o.zone === "play" && o.tapped;
}

/** Whether the source is still the same object in play: "as long as ~ remains in play" has not ended before the effect begins (418.2). */
export function sourceStillInPlay(s: GameState, source: ObjectId): boolean {
  const o = s.objects[source];
  return !!o && o.kind === "card" && o.zone === "play";
}

/** A permanent untaps (302.1, an untap effect); effects lasting as long as it remains tapped end. */
export function untapPermanent(g: Game, id: ObjectId): void {
  changeCard(g.s, id).tapped = false;
  endWhileTapped(g, id, "untaps");
}

/** Effects lasting as long as this object remains tapped end: it untapped, or it left play. */
export function endWhileTapped(g: Game, source: ObjectId, what: "untaps" | "leaves play"): void {
  const s = g.s;
  const ending = s.effects.filter((e) => e.duration === "whileSourceTapped" && e.source.id === source);
  if (ending.length === 0) return;
  s.effects = s.effects.filter((e) => !ending.includes(e));
  emit(g, { type: "effectEnds", text: `${ending[0]!.source.name} ${what}: its effect lasting as long as it remains tapped ends.`, data: { source, effects: ending.map((e) => e.id) } });
}

/** "As long as ~ remains in play" (Cytoplast Manipulator): the effects its abilities created end as it leaves play (418.2: a continuous effect from a resolved ability lasts as long as it says). */
export function endWhileInPlay(g: Game, source: ObjectId): void {
  const s = g.s;
  const ending = s.effects.filter((e) => e.duration === "whileSourceInPlay" && e.source.id === source);
  if (ending.length === 0) return;
  s.effects = s.effects.filter((e) => !ending.includes(e));
  emit(g, { type: "effectEnds", text: `${ending[0]!.source.name} leaves play: its effect lasting as long as it remains in play ends.`, data: { source, effects: ending.map((e) => e.id) } });
}

/** 311: the combat phase ends with its end of combat step; effects "until end of combat" (Jade Statue) end with it. */
export function endUntilEndOfCombat(g: Game): void {
  const s = g.s;
  const ending = s.effects.filter((e) => e.duration === "endOfCombat");
  if (ending.length === 0) return;
  s.effects = s.effects.filter((e) => !ending.includes(e));
  emit(g, { type: "effectEnds", text: "End of combat: effects lasting until end of combat end.", data: { effects: ending.map((e) => e.id) } });
}

/** Whether an Aura is attached to this permanent. */
export function isEnchanted(s: GameState, id: ObjectId): boolean {
  return s.play.some((a) => (s.objects[a] as CardObject).attachedTo === id && characteristics(s, s.objects[a] as CardObject).subtypes.includes("Aura"));
}

/** Something attached to this permanent has left play: if it is no longer enchanted, effects lasting as long as it is end for it. */
export function endIfUnenchanted(g: Game, id: ObjectId): void {
  const s = g.s;
  const ending = s.effects.filter((e) => e.duration === "whileEnchanted" && e.affects.includes(id));
  if (ending.length === 0 || isEnchanted(s, id)) return;
  // Those effects no longer affect it: an effect left affecting nothing ends.
  s.effects = s.effects.flatMap((e) => {
    if (!ending.includes(e)) return [e];
    const affects = e.affects.filter((a) => a !== id);
    return affects.length > 0 ? [{ ...e, affects }] : [];
  });
  const name = (s.objects[id] as CardObject).card;
  emit(g, { type: "effectEnds", text: `${name} is no longer enchanted: ${possessive(ending[0]!.source.name)} effect lasting as long as it is enchanted ends for it.`, data: { object: id, effects: ending.map((e) => e.id) } });
}
