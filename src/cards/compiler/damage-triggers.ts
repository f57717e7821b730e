// Damage triggers (404.1): "Whenever ~ deals damage", "Whenever ~ deals combat damage to a
// creature", "Whenever ~ deals damage to an opponent", "Whenever enchanted creature deals
// damage", "Whenever a creature is dealt damage" (spells/damage-triggers.ts). "Whenever ~ deals
// combat damage to a player" keeps its own trigger (dealsCombatDamage), so it is not read here.
import type { Trigger } from "../language.js";
import { alt, lit, map, opt, syn, words, type Syntax } from "./syntax.js";

type DealsDamage = Extract<Trigger, { on: "dealsDamage" }>;
const dealer = words<DealsDamage["by"]>([["~", "self"], ["enchanted creature", "enchanted"]]);
const recipient = opt(words<NonNullable<DealsDamage["to"]>>([[" to a player", "player"], [" to an opponent", "opponent"], [" to a creature", "creature"]]));
const combat = opt(words<true>([["combat ", true]]));

export const damageTrigger: Syntax<Trigger> = alt<Trigger>(
  map(
    syn`Whenever ${dealer} deals ${combat}damage${recipient}`,
    ([by, c, to]) => (c && to === "player" ? undefined : ({ on: "dealsDamage", by, ...(c ? { combat: true } : {}), ...(to ? { to } : {}) } as Trigger)),
    (t) => (t.on === "dealsDamage" && !(t.combat && t.to === "player") ? [t.by, t.combat, t.to] : undefined),
  ),
  map(lit("Whenever a creature is dealt damage"), () => ({ on: "creatureDealtDamage" }) as Trigger, (t) => (t.on === "creatureDealtDamage" ? null : undefined)),
);
