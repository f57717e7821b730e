// The printed keyword abilities that are costs or ways to play spells (502) must be declared
// by the card's definition exactly as printed, or the card would half-work: a card that
// fails is unsupported (registry.ts). Those that are triggered abilities are expanded into
// the abilities they stand for.
import type { Ability, CardDefinition } from "./language.js";
import { cumulativeUpkeepAbility } from "../engine/keywords/cumulative-upkeep.js";
import { echoAbility } from "../engine/keywords/echo.js";

/** The cost printed after a keyword at the start of a line ("Cycling {1}{U}"), or undefined. */
function printedCost(text: string, keyword: string): string | undefined {
  return new RegExp(`^${keyword} ((?:\\{[^}]+\\})+)`, "m").exec(text)?.[1];
}

/** Throws when a printed cost keyword and the definition disagree. */
export function costKeywordsProblem(text: string, def: CardDefinition): void {
  if (printedCost(text, "Cycling") !== def.cycling) throw new Error("502.18a: printed Cycling and the definition disagree");
  const cycleTrigger = def.abilities.some((a) => a.kind === "triggered" && a.trigger.on === "cycled");
  if (/^When you cycle /m.test(text) !== cycleTrigger) throw new Error("502.18c: printed \"When you cycle\" and the definition disagree");
  const upkeep = /^Cumulative upkeep[ \u2014](.+?)(?: \(.*)?$/m.exec(text)?.[1];
  if (upkeep !== def.cumulativeUpkeep) throw new Error("502.13a: printed Cumulative upkeep and the definition disagree");
  if (printedCost(text, "Echo") !== def.echo) throw new Error("502.19a: printed Echo and the definition disagree");
  if (printedCost(text, "Replicate") !== def.replicate) throw new Error("502.52a: printed Replicate and the definition disagree");
  if (/^Flashback/m.test(text) !== !!def.flashback || printedCost(text, "Flashback") !== def.flashback) throw new Error("502.22a: printed Flashback and the definition disagree");
  // "Splice onto Arcane—[other cost]" has no mana cost to read, so it can't be declared: such a card stays unsupported.
  if (/^Splice onto /m.test(text) !== !!def.spliceOntoArcane || printedCost(text, "Splice onto Arcane") !== def.spliceOntoArcane) throw new Error("502.40a: printed Splice onto Arcane and the definition disagree");
}

/** The triggered abilities the card's cost keywords stand for (502.13a, 502.19a), in the order printed (both come first on their cards). */
export function costKeywordAbilities(def: CardDefinition): Ability[] {
  return [...(def.cumulativeUpkeep ? [cumulativeUpkeepAbility(def.cumulativeUpkeep)] : []), ...(def.echo ? [echoAbility(def.echo)] : [])];
}
