// Triggered abilities on damage being dealt (404.1): "Whenever [this / enchanted creature] deals
// [combat] damage [to a player / to an opponent / to a creature]" (Exalted Angel, Spirit Link,
// Thieving Magpie, Stinkweed Imp) and "Whenever a creature is dealt damage" (Death Pits of Rath).
// Damage that was all prevented wasn't dealt, and triggers nothing. Each trigger keeps what its
// event said: how much damage ("that much"), the player dealt it ("that player") and the
// creature dealt it ("that creature", the trigger's subject). The ability is a permanent's, so
// it triggers only while that permanent is in play: a creature that left play after its combat
// damage was put on the stack still deals it (310), but its own ability no longer exists.
import type { TriggeredAbility } from "../../cards/language.js";
import { isCreature } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import { opponents } from "../game/game.js";
import type { CardObject, GameEvent, GameState, ObjectId, PlayerId } from "../game/types.js";
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
  const watchers = watching(s, "creatureDealtDamage", "dealsDamage");
  if (watchers.length === 0) return [];
  const combat = e.type === "combatDamage";
  const player = "player" in to ? to.player : undefined;
  const hit = "object" in to ? s.objects[to.object] : undefined;
  const creature = hit?.kind === "card" && hit.zone === "play" && isCreature(s, hit) ? hit.id : undefined;
  const out: DamageTrigger[] = [];
  for (const { o, a } of watchers) {
    const t = a.trigger;
    if (t.on === "creatureDealtDamage" && creature) out.push({ o, a, amount, subject: creature });
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
