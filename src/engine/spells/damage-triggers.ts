// Triggered abilities on damage being dealt (404.1): "Whenever [this / enchanted creature] deals
// [combat] damage [to a player / to an opponent / to a creature]" (Exalted Angel, Spirit Link,
// Thieving Magpie, Stinkweed Imp), "Whenever a Sliver deals damage" (any permanent of a kind,
// whoever controls it: Essence Sliver; "a creature you control", Larceny), "Whenever a source an
// opponent controls deals damage to you" (any object, a spell too: Farsight Mask; "Whenever you're
// dealt damage", Sun Droplet) and "Whenever a creature [you control / enchanted creature] is dealt
// damage" (Death Pits of Rath, Rite of Passage, Ragged Veins).
// Combat damage is dealt all at once (310), but each source's damage to each creature or player
// is an event of its own: one trigger per source and recipient, as printed.
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
import { matchesFilter } from "./targets.js";
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
    if (t.on === "creatureDealtDamage") {
      // "a creature you control" (Rite of Passage), "enchanted creature" (Ragged Veins): the creature as the damage is dealt; "its controller" its controller then.
      if (!creature || (t.what === "enchanted" ? o.attachedTo !== creature : t.what && !matchesFilter(s, hit as CardObject, t.what, controllerOf(s, o)))) continue;
      out.push({ o, a, amount, subject: creature, player: controllerOf(s, hit as CardObject) });
      continue;
    }
    if (t.on === "aPermanentDealsDamage") {
      const dealer = (e.data.lastKnown as Dealer | undefined) ?? (dealers ??= new Map()).get(source) ?? dealers.set(source, dealerAsItIs(s, source)).get(source);
      if (!dealer || (dealer.spell && !t.source) || (t.atLeast && amount < t.atLeast) || (t.other && source === o.id) || !lookedLike(dealer, t.what) || (t.combat && !combat) || (t.to === "player" && !player) || (t.to === "creature" && !creature)) continue;
      const me = controllerOf(s, o);
      if (!inRange(s, me, dealer.controller)) continue; // 601.2: within its controller's range of influence
      // "a creature you control", "a source an opponent controls": the dealer's controller as the damage is dealt (or as it last existed).
      if ((t.what.controller === "you" && dealer.controller !== me) || (t.what.controller === "opponent" && !opponents(s, me).includes(dealer.controller))) continue;
      if ((t.to === "you" && player !== me) || (t.to === "opponent" && !(player && opponents(s, me).includes(player)))) continue;
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

/** `spell`: a spell on the stack deals it (only "a source" names one). */
type Dealer = Pick<LastKnown, "controller" | "types" | "subtypes"> & { spell?: true };

/** The permanent that dealt the damage, as it is in play (one that has left play, and a spell, are known from the event, damage.ts). */
function dealerAsItIs(s: GameState, id: ObjectId): Dealer | undefined {
  const o = s.objects[id];
  if (o?.kind !== "card" || o.zone !== "play") return undefined;
  const c = characteristics(s, o);
  return { controller: controllerOf(s, o), types: c.types, subtypes: c.subtypes };
}

/** "a Sliver", "a noncreature source": any of the filter's card types, none of its excluded ones, and any of its subtypes (only these are read, damage-triggers.ts in the compiler). */
function lookedLike(d: Dealer, f: ObjectFilter): boolean {
  return (!f.types || f.types.some((t) => d.types.includes(t))) && (!f.allTypes || f.allTypes.every((t) => d.types.includes(t))) && (!f.subtypes || f.subtypes.some((t) => d.subtypes.includes(t))) && (!f.notTypes || !f.notTypes.some((t) => d.types.includes(t)));
}
