// Triggered abilities on damage being dealt (404.1): "Whenever [this / enchanted creature] deals
// [combat] damage [to a player / to an opponent / to a creature]" (Exalted Angel, Spirit Link,
// Thieving Magpie, Stinkweed Imp), "Whenever a Sliver deals damage" (any permanent of a kind,
// whoever controls it: Essence Sliver) and "Whenever a creature is dealt damage" (Death Pits of Rath).
// Damage that was all prevented wasn't dealt, and triggers nothing. Each trigger keeps what its
// event said: how much damage ("that much"), the player dealt it ("that player") and the
// creature dealt it ("that creature", the trigger's subject). The ability is a permanent's, so
// it triggers only while that permanent is in play: a creature that left play after its combat
// damage was put on the stack still deals it (310), but its own ability no longer exists.
import type { ObjectFilter, TriggeredAbility } from "../../cards/language.js";
import { characteristics, isCreature } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { opponents } from "../game/game.js";
import type { CardObject, GameEvent, GameState, LastKnown, ObjectId, PlayerId } from "../game/types.js";
import { inRange } from "../multiplayer/multiplayer.js";
import { watching } from "./watchers.js";

export interface DamageTrigger {
  o: CardObject;
  a: TriggeredAbility;
  amount: number;
  player?: PlayerId;
  subject?: ObjectId;
}

export function damageTriggers(s: GameState, e: GameEvent): DamageTrigger[] {
  if (e.type !== "damage" && e.type !== "combatDamage") return [];
  const { source, to, amount } = e.data as { source: ObjectId; to: { player: PlayerId } | { object: ObjectId }; amount: number };
  if (amount <= 0) return [];
  const watchers = watching(s, "creatureDealtDamage", "dealsDamage", "aPermanentDealsDamage");
  if (watchers.length === 0) return [];
  const combat = e.type === "combatDamage";
  const player = "player" in to ? to.player : undefined;
  const hit = "object" in to ? s.objects[to.object] : undefined;
  const creature = hit?.kind === "card" && hit.zone === "play" && isCreature(s, hit) ? hit.id : undefined;
  const out: DamageTrigger[] = [];
  let dealers: Map<ObjectId, Dealer | undefined> | undefined;
  for (const { o, a } of watchers) {
    const t = a.trigger;
    if (t.on === "creatureDealtDamage" && creature) out.push({ o, a, amount, subject: creature });
    if (t.on === "aPermanentDealsDamage") {
      const dealer = (e.data.lastKnown as Dealer | undefined) ?? (dealers ??= new Map()).get(source) ?? dealers.set(source, dealerAsItIs(s, source)).get(source);
      if (!dealer || !lookedLike(dealer, t.what) || (t.combat && !combat) || (t.to === "player" && !player) || (t.to === "creature" && !creature)) continue;
      if (!inRange(s, controllerOf(s, o), dealer.controller)) continue; // 601.2: within its controller's range of influence
      // "its controller" (the Slivers), or "that player" (Cabal Slaver): the player dealt the damage.
      out.push({ o, a, amount, player: t.thatPlayer && player ? player : dealer.controller, ...(t.to === "creature" && creature ? { subject: creature } : {}) });
      continue;
    }
    if (t.on !== "dealsDamage") continue;
    const dealer = t.by === "self" ? o.id : o.attachedTo;
    if (!dealer || dealer !== source || (t.combat && !combat)) continue;
    if (t.to === "player" && !player) continue;
    if (t.to === "opponent" && !(player && opponents(s, controllerOf(s, o)).includes(player))) continue;
    if (t.to === "creature" && !creature) continue;
    out.push({ o, a, amount, ...(player ? { player } : {}), ...(creature ? { subject: creature } : {}) });
  }
  return out;
}

type Dealer = Pick<LastKnown, "controller" | "types" | "subtypes">;

/** The permanent that dealt the damage, as it is in play (one that has left play is known from the event, damage.ts). */
function dealerAsItIs(s: GameState, id: ObjectId): Dealer | undefined {
  const o = s.objects[id];
  if (o?.kind !== "card" || o.zone !== "play") return undefined;
  const c = characteristics(s, o);
  return { controller: controllerOf(s, o), types: c.types, subtypes: c.subtypes };
}

/** "a Sliver": any of the filter's card types and any of its subtypes (only these are read, damage-triggers.ts in the compiler). */
function lookedLike(d: Dealer, f: ObjectFilter): boolean {
  return (!f.types || f.types.some((t) => d.types.includes(t))) && (!f.allTypes || f.allTypes.every((t) => d.types.includes(t))) && (!f.subtypes || f.subtypes.some((t) => d.subtypes.includes(t)));
}
