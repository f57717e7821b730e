// Cards with Morph (502.26, face-down spells and permanents 504) and Suspend (502.59 (?)).
import type { z } from "zod";
import type { CardDefinition, Effect } from "./language.js";

type Definition = z.input<typeof CardDefinition>;
type AbilityInput = NonNullable<Definition["abilities"]>[number];

/** 502.26: "When [this] is turned face up, [effects]" — one target creature or player. */
const whenTurnedFaceUp = (text: string, target: "creatureOrPlayer", effects: Effect[]): AbilityInput => ({
  kind: "triggered",
  trigger: { on: "turnedFaceUp", what: "self" },
  targets: [{ kind: target }],
  effects,
  text,
});

export const MORPH_SUSPEND_DEFINITIONS: Record<string, Definition> = {
  "Spined Basher": { morph: "{2}{B}" },
  "Sootfeather Flock": { keywords: ["flying"], morph: "{3}{B}" },
  "Skirk Marauder": {
    morph: "{2}{R}",
    abilities: [whenTurnedFaceUp("When Skirk Marauder is turned face up, it deals 2 damage to target creature or player.", "creatureOrPlayer", [{ do: "damage", amount: 2, to: { target: 0 } }])],
  },
  "Rift Bolt": { suspend: { count: 1, cost: "{R}" }, spell: { targets: [{ kind: "creatureOrPlayer" }], effects: [{ do: "damage", amount: 3, to: { target: 0 } }] } },
  "Ancestral Vision": { suspend: { count: 4, cost: "{U}" }, spell: { targets: [{ kind: "player" }], effects: [{ do: "draw", amount: 3, player: { target: 0 } }] } },
  "Durkwood Baloth": { suspend: { count: 5, cost: "{G}" } },
};
