// Effects of the damage family on permanents. "Remove target creature from the game" and
// "Remove all creatures from the game" move permanents to the removed-from-the-game zone
// (217.7): each becomes a new object there (217.1c), and a token ceases to exist (the
// state-based check of tokens outside play). "Regenerate enchanted creature" and "Regenerate
// each creature you control" give regeneration shields (419.6b) to the creature the
// ability's source enchants — as the Aura last existed if it has left play (413.2) — or to
// each matching permanent in play as the effect happens.
import type { Effect, ObjectFilter } from "../../cards/language.js";
import { card, emit, permanents, playerName, type Game } from "../game/game.js";
import type { ObjectId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import type { Resolvable } from "../spells/resolve.js";
import { matchesFilter } from "../spells/targets.js";
import { moveCard } from "../zones/zones.js";
import { controllerOf } from "./control.js";
import { legalTarget } from "./effects.js";
import { removeFromGame } from "./graveyard-cards.js";
import { addRegenerationShield } from "./regeneration.js";

type Of<K extends Effect["do"]> = Extract<Effect, { do: K }>;

/** The permanents matching a filter, within range of the effect's controller (601.2), as it happens. */
function allMatching(g: Game, r: Resolvable, filter: ObjectFilter): ObjectId[] {
  const s = g.s;
  return permanents(s)
    .filter((o) => inRange(s, r.controller, controllerOf(s, o)) && matchesFilter(s, o, filter, r.controller, r.x))
    .map((o) => o.id);
}

/** 217.7: "Remove target [permanent] from the game", "Remove all [permanents] from the game"; a card target in a graveyard goes through graveyard-cards.ts. */
export function removeTargetFromGame(g: Game, r: Resolvable, e: Of<"removeFromGame">): boolean {
  const o = e.object;
  if (o === "thatCreature") {
    // The token a delayed "remove it from the game at end of turn" was made for, if it is still in play.
    if (r.subject && g.s.objects[r.subject]?.zone === "play") removePermanent(g, r, r.subject);
    return true;
  }
  if ("all" in o) {
    for (const id of allMatching(g, r, o.all)) removePermanent(g, r, id);
    return true;
  }
  const t = legalTarget(g, r, o.target);
  if (t && "object" in t && g.s.objects[t.object]?.zone === "play") {
    removePermanent(g, r, t.object);
    return true;
  }
  return removeFromGame(g, r, { object: o });
}

function removePermanent(g: Game, r: Resolvable, id: ObjectId): void {
  const { owner, card: name } = card(g.s, id);
  const moved = moveCard(g, id, "removed");
  emit(g, { type: "removeFromGame", text: `${name} is removed from the game from play (${r.name}; owner ${playerName(g.s, owner)}).`, data: { object: id, card: { id: moved.id, name } } });
}

/** 419.6b: "Regenerate enchanted creature" / "Regenerate each creature you control". */
export function regenerateEach(g: Game, r: Resolvable, object: "enchanted" | { all: ObjectFilter }): void {
  const ids = object === "enchanted" ? [enchantedCreature(g, r)].filter((id): id is ObjectId => id !== null) : allMatching(g, r, object.all);
  for (const id of ids) addRegenerationShield(g, id, r.name);
}

/** The creature the ability's source enchants: now, or as the source last existed if it has left play (413.2); only while that creature is in play. */
function enchantedCreature(g: Game, r: Resolvable): ObjectId | null {
  const src = g.s.objects[r.source];
  const attached = src?.kind === "card" && src.zone === "play" ? src.attachedTo : (r.self.source as { attachedTo?: ObjectId }).attachedTo; // an ability's source as it last existed (LastKnown)
  const o = attached ? g.s.objects[attached] : undefined;
  return o?.kind === "card" && o.zone === "play" ? o.id : null;
}
