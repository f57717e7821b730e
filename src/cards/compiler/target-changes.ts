// "Change the target of target spell with a single target." (Deflection, Shunt), "... of target
// activated ability with a single target." (Reroute), "... of target spell or ability with a single
// target." (Willbender): the target of a spell or ability on the stack changed to another legal one
// (415.7a; engine/spells/target-changes.ts).
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { alt, map, word, type Syntax } from "./syntax.js";

const WORDS: [string, TargetSpec][] = [
  ["target spell with a single target", { kind: "spell", singleTarget: true }],
  ["target activated ability with a single target", { kind: "activatedAbility", singleTarget: true }],
  ["target spell or ability with a single target", { kind: "spellOrAbility", singleTarget: true }],
];
const singleTargeted: Syntax<InlineTarget> = alt(...WORDS.map(([w, spec]) => word<InlineTarget>(w, { target: spec })));

const changed: Syntax<Clause[]> = map(
  singleTargeted,
  (object) => [{ do: "changeTarget", object }],
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "changeTarget" ? (cs[0]!.object as InlineTarget) : undefined),
);
export const changeTargetClause: Syntax<Clause[]> = {
  parse: (text, at) => (text.startsWith("change the target of ", at) ? changed.parse(text, at + "change the target of ".length) : []),
  print: (cs) => {
    const p = changed.print(cs);
    return p === undefined ? undefined : `change the target of ${p}`;
  },
};
