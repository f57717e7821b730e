// Activated abilities with a printed restriction or played from the graveyard (403.1):
// "[cost]: [effect]. Play this ability only during your upkeep." (Hell's Caretaker), and
// "{R}{R}{R}: Return ~ from your graveyard to your hand." (Shard Phoenix): an ability whose effect
// returns its own card from the graveyard is an ability of that card in the graveyard, with or
// without a condition on playing it (Skarrgan Firebird).
import type { Part } from "./abilities.js";
import { activated, activatedOnlyIf } from "./abilities.js";
import type { Clause } from "./effects.js";
import { alt, lazy, map, syn, word, type Syntax } from "./syntax.js";

/** "return ~ from your graveyard to your hand". */
export const returnSelfFromGraveyard: Syntax<Clause[]> = map(
  word("return ~ from your graveyard to your hand", null),
  () => [{ do: "returnSelfFromGraveyard" }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "returnSelfFromGraveyard" && cs[0]!.enchanting === undefined ? null : undefined),
);

/** "[cost]: [effect]. Play this ability only during your upkeep." */
const upkeepOnly: Syntax<Part> = map(
  syn`${lazy(() => activated)} Play this ability only during your upkeep.`,
  ([p]) => ("ability" in p && p.ability.kind === "activated" ? { ability: { ...p.ability, timing: "yourUpkeep" } } : undefined),
  (p) => {
    if (!("ability" in p) || p.ability.kind !== "activated" || p.ability.timing !== "yourUpkeep" || p.ability.oncePerTurn || p.ability.condition || p.ability.cost.revealSelf) return undefined;
    const { timing: _, ...a } = p.ability;
    return [{ ability: a }];
  },
);
const returnsItself = (p: Part) => "ability" in p && JSON.stringify(p.ability.effects).includes('"returnSelfFromGraveyard"');

/** Either of those lines, played from the graveyard when it returns its own card from there. */
export const graveyardAbilityLines: Syntax<Part> = alt<Part>(
  map(upkeepOnly, (p) => (returnsItself(p) ? undefined : p), (p) => ("ability" in p && !(p.ability as { from?: string }).from ? p : undefined)),
  map(
    // "Play this ability only if an opponent was dealt damage this turn." (Skarrgan Firebird): a condition on playing it from there (403.1).
    alt(upkeepOnly, lazy(() => activatedOnlyIf), lazy(() => activated)),
    (p) => ("ability" in p && p.ability.kind === "activated" && returnsItself(p) ? { ability: { ...p.ability, from: "graveyard" } } : undefined),
    (p) => {
      if (!("ability" in p) || p.ability.kind !== "activated" || p.ability.from !== "graveyard") return undefined;
      const { from: _, ...a } = p.ability;
      return { ability: a };
    },
  ),
);

/** "When ~ is put into a graveyard from play, return ~ to its owner's hand." (Spreading Algae, Undying Rage): the card it became in the graveyard (217.1c; the language refuses `returnToHand` of itself there). Only this whole line says it so. */
export const returnFromGraveyardLine: Syntax<Part> = word<Part>("When ~ is put into a graveyard from play, return ~ to its owner's hand.", {
  ability: { kind: "triggered", trigger: { on: "putIntoGraveyardFromPlay", what: "self" }, targets: [], effects: [{ do: "returnSelfFromGraveyard" }] },
} as Part);
