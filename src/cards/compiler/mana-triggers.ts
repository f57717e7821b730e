// "Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana
// pool." (Overgrowth): a triggered mana ability (406.1b): it triggers from a mana ability and
// adds mana, so it doesn't use the stack and resolves at once, right after the mana ability
// that triggered it (406.4, 411.3; engine/spells/mana-triggers.ts). "Its controller" is the
// player who tapped the land for mana: only a permanent's controller plays its mana abilities.
import type { Ability } from "../language.js";
import type { Part } from "./abilities.js";
import { map, syn, type Syntax } from "./syntax.js";
import { manaSymbols } from "./effects.js";

type Triggered = Extract<Ability, { kind: "triggered" }>;

export const manaTriggerLines: Syntax<Part> = map(
  syn`Whenever enchanted land is tapped for mana, its controller adds ${manaSymbols} to his or her mana pool.`,
  ([mana]): Part => ({ ability: { kind: "triggered", trigger: { on: "tappedForMana", what: "enchanted" }, targets: [], effects: [{ do: "addMana", mana }] } as Triggered }),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "triggered" || p.ability.trigger.on !== "tappedForMana") return undefined;
    const [e, ...rest] = p.ability.effects;
    return e?.do === "addMana" && !e.instead && rest.length === 0 && p.ability.targets.length === 0 && !p.ability.condition ? [e.mana] : undefined;
  },
);
