// "Creatures of the type of your choice get +0/+4 until end of turn" (Defensive Maneuvers, Tribal
// Unity, Tribal Forcemage), "Untap all creatures of the type of your choice" (Riptide
// Chronologist): the clause as it would read of all creatures, its permanents narrowed to the
// creature type chosen as it resolves (`forChosenCreatureType`, engine/effects/creature-type-choice.ts).
// The phrase is read by reading the same sentence with "all creatures" in its place.
import type { Clause } from "./effects.js";
import type { Syntax } from "./syntax.js";

const PHRASES: [said: string, readAs: string][] = [
  ["all creatures of the type of your choice", "all creatures"],
  ["creatures of the type of your choice", "all creatures"],
];
const ALL = { types: ["creature"] };
/** Whether an effect acts on all creatures (the filter the phrase stands for). */
const onAllCreatures = (c: Clause) => JSON.stringify((c as { filter?: unknown }).filter ?? (c.object as { all?: unknown } | undefined)?.all) === JSON.stringify(ALL);

export function chosenTypeClauses(inner: () => Syntax<Clause[]>): Syntax<Clause[]> {
  return {
    *parse(text, at) {
      const stop = text.indexOf(".", at);
      const sentence = stop < 0 ? text.length : stop;
      for (const [said, readAs] of PHRASES) {
        const i = text.indexOf(said, at);
        if (i < 0 || i >= sentence || (said.startsWith("creatures") && text.startsWith("all ", i - 4))) continue;
        const delta = readAs.length - said.length;
        const swapped = text.slice(0, i) + readAs + text.slice(i + said.length);
        for (const [cs, end] of inner().parse(swapped, at)) {
          if (end < i + readAs.length || !cs.length || !cs.every(onAllCreatures)) continue;
          yield [[{ do: "forChosenCreatureType", effects: cs }], end - delta];
        }
      }
    },
    print(cs) {
      if (cs.length !== 1 || cs[0]!.do !== "forChosenCreatureType") return undefined;
      const effects = cs[0]!.effects as Clause[];
      if (!effects.every(onAllCreatures)) return undefined;
      const p = inner().print(effects);
      if (p === undefined) return undefined;
      // "all creatures get ..." as the subject; "untap all creatures" as the object.
      return p.startsWith("all creatures ") ? `creatures of the type of your choice${p.slice("all creatures".length)}` : p.replace(" all creatures", " all creatures of the type of your choice");
    },
  };
}
