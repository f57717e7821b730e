// "When enchanted Island is put into a graveyard, you may return Genju of the Falls from your
// graveyard to your hand." The Aura's ability triggers as the land leaves play, the Aura still
// attached (attached-triggers.ts); state-based effects then put the Aura into its owner's
// graveyard (420.5d), where it is a new object (217.1c). The ability's "return ~ from your
// graveyard" means that card: the one its source became by going from play to the graveyard
// while the ability waited or was on the stack. A card that left the graveyard and came back is
// another object again, and isn't returned (graveyard-abilities.ts returns `self` only if it is
// still in the graveyard).
import type { Effect } from "../../cards/language.js";
import { ownObject } from "../game/clone.js";
import type { Game } from "../game/game.js";
import type { LastKnown, ObjectId, PendingTrigger, StackAbility } from "../game/types.js";

const returnsItsCard = (effects: readonly unknown[]) => JSON.stringify(effects).includes('"returnSelfFromGraveyard"');

/** What a "put into a graveyard from play" event says of the Auras attached to the permanent (zones.ts): `now`, the card one became in the graveyard. */
export type AttachedLeaving = { source: LastKnown; abilities: { effects: readonly Effect[] }[]; now?: ObjectId };

/** The permanent `from` went from play to its owner's graveyard as `to`: abilities waiting, on the stack, or about to trigger (events not yet looked at) that return it from there now know it as `to`. */
export function followToGraveyard(g: Game, from: ObjectId, to: ObjectId): void {
  const s = g.s;
  for (let i = g.scanned; i < g.events.length; i++) {
    const e = g.events[i]!;
    if (e.type !== "putIntoGraveyardFromPlay") continue;
    for (const x of (e.data.attached as AttachedLeaving[] | undefined) ?? []) if (x.source.id === from && x.now === undefined && x.abilities.some((a) => returnsItsCard(a.effects))) x.now = to;
  }
  const follows = (t: PendingTrigger) => t.source.id === from && !t.sourceNow && returnsItsCard(t.effects);
  if (s.triggered.some(follows)) s.triggered = s.triggered.map((t) => (follows(t) ? { ...t, sourceNow: to } : t));
  for (const id of s.stack) {
    const a = s.objects[id];
    if (a?.kind !== "ability" || a.source.id !== from || a.sourceNow || !returnsItsCard(a.effects)) continue;
    (ownObject(s, id) as StackAbility).sourceNow = to;
  }
}
