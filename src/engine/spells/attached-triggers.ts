// "Whenever enchanted creature attacks or blocks" (Contaminated Bond), "Whenever equipped
// creature deals combat damage to a player" (Sword of Fire and Ice): abilities of an Aura or
// Equipment that trigger on what the creature it is attached to does (404.1). "That player" is
// the player dealt the damage, or, for attacking and blocking, the creature's controller ("its
// controller"); "that creature" is the creature.
import type { TriggeredAbility } from "../../cards/language.js";
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import type { CardObject, GameState, ObjectId, PlayerId } from "../game/types.js";

type AttachedDoes = Extract<TriggeredAbility["trigger"], { on: "attachedDoes" }>;

/** The abilities of the Auras and Equipment attached to these creatures that trigger on `does` (one of them); `damaged`: the player dealt combat damage. */
export function attachedTriggers(s: GameState, creatures: ObjectId[], does: AttachedDoes["does"][], damaged?: PlayerId) {
  return [...new Set(creatures)].flatMap((id) => {
    const creature = s.objects[id];
    if (creature?.kind !== "card" || creature.zone !== "play") return [];
    const attached = s.play.map((a) => s.objects[a] as CardObject).filter((a) => a.attachedTo === id);
    return attached.flatMap((o) => {
      const types = characteristics(s, o).subtypes;
      return characteristics(s, o).abilities.flatMap((a) => {
        if (a.kind !== "triggered" || a.trigger.on !== "attachedDoes") return [];
        const t = a.trigger as AttachedDoes;
        // An Aura enchants, Equipment equips (212.2, 212.4): the word must fit what is attached.
        const fits = t.attached === "enchanted" ? types.includes("Aura") : types.includes("Equipment");
        if (!fits || !does.includes(t.does)) return [];
        return [{ o, a, subject: id, player: damaged ?? controllerOf(s, creature) }];
      });
    });
  });
}
