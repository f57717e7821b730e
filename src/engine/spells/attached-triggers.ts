// "Whenever enchanted creature attacks or blocks" (Contaminated Bond), "Whenever equipped
// creature deals combat damage to a player" (Sword of Fire and Ice): abilities of an Aura or
// Equipment that trigger on what the creature it is attached to does (404.1). "That player" is
// the player dealt the damage, or, for attacking and blocking, the creature's controller ("its
// controller"); "that creature" is the creature.
import type { TriggeredAbility } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import type { CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";
import { watching } from "./watchers.js";

type AttachedDoes = Extract<TriggeredAbility["trigger"], { on: "attachedDoes" }>;

/**
 * The Auras and Equipment attached to a creature about to leave play, with their "when enchanted /
 * equipped creature is put into a graveyard" abilities: leaves-play abilities look back in time
 * (410.? (?)), to before state-based effects unattach or remove them (420.5d–e).
 */
export function attachedLeavingAbilities(s: GameState, creature: ObjectId): { o: CardObject; abilities: TriggeredAbility[] }[] {
  return s.play.flatMap((id) => {
    const o = s.objects[id] as CardObject;
    if (o.attachedTo !== creature) return [];
    const c = characteristics(s, o);
    const abilities = c.abilities.filter((a): a is TriggeredAbility => a.kind === "triggered" && a.trigger.on === "attachedDoes" && a.trigger.does === "isPutIntoGraveyard" && fits(a.trigger, c.subtypes));
    return abilities.length ? [{ o, abilities }] : [];
  });
}

/** An Aura enchants, Equipment equips (212.2, 212.4): the word must fit what is attached. */
function fits(t: AttachedDoes, subtypes: string[]): boolean {
  return t.attached === "enchanted" ? subtypes.includes("Aura") : subtypes.includes("Equipment");
}

/** The abilities of the Auras and Equipment attached to these creatures that trigger on `does` (one of them); `damaged`: the player dealt combat damage. */
export function attachedTriggers(s: GameState, creatures: ObjectId[], does: AttachedDoes["does"][], damaged?: PlayerId) {
  const watchers = watching(s, "attachedDoes");
  if (watchers.length === 0) return [];
  return [...new Set(creatures)].flatMap((id) => {
    const creature = s.objects[id];
    const controller = creature?.kind === "card" && creature.zone === "play" ? controllerOf(s, creature) : undefined;
    if (!controller) return [];
    return watchers.flatMap(({ o, a }) => {
      if (o.attachedTo !== id || a.trigger.on !== "attachedDoes") return [];
      const t = a.trigger as AttachedDoes;
      if (!fits(t, characteristics(s, o).subtypes) || !does.includes(t.does)) return [];
      return [{ o, a, subject: id, player: damaged ?? controller }];
    });
  });
}
