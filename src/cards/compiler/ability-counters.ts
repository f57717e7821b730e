// "Counter target activated ability." (Squelch, Azorius Guildmage, Voidmage Husher), "Counter
// target activated ability from an artifact source." (Brown Ouphe), "Counter target spell,
// activated ability, or triggered ability." (Voidslime), "Counter target activated or triggered
// ability." (Stifle): counter effects whose target is an
// ability on the stack (414, spells/ability-targets.ts).
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { alt, map, word, type Syntax } from "./syntax.js";

const WORDS: [string, TargetSpec][] = [
  ["target activated ability from an artifact source", { kind: "activatedAbility", filter: { types: ["artifact"] } }],
  ["target activated ability", { kind: "activatedAbility" }],
  ["target spell, activated ability, or triggered ability", { kind: "spellOrAbility" }],
  ["target activated or triggered ability", { kind: "ability" }],
];
const abilityTarget: Syntax<InlineTarget> = alt(...WORDS.map(([w, spec]) => word<InlineTarget>(w, { target: spec })));

export const counterAbility: Syntax<Clause[]> = map(
  abilityTarget,
  (object) => [{ do: "counter", object }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "counter" && cs[0]!.unlessPays === undefined ? (cs[0]!.object as InlineTarget) : undefined),
);
export const counterAbilityClause: Syntax<Clause[]> = {
  parse: (text, at) => (text.startsWith("counter ", at) ? counterAbility.parse(text, at + "counter ".length) : []),
  print: (cs) => {
    const p = counterAbility.print(cs);
    return p === undefined ? undefined : `counter ${p}`;
  },
};
