// "Creatures of the type of your choice get +0/+4 until end of turn" (Defensive Maneuvers, Tribal
// Unity, Tribal Forcemage), "Untap all creatures of the type of your choice" (Riptide
// Chronologist): the clause as it would read of all creatures, its permanents narrowed to the
// creature type chosen as it resolves (`forChosenCreatureType`, engine/effects/creature-type-choice.ts).
// The phrase is read by reading the same sentence with "all creatures" in its place. "Each player
// chooses a creature type. Destroy all creatures that aren't of a type chosen this way." (Harsh
// Mercy): every player chooses, and the effects happen to the creatures of none of those types.
import type { Clause } from "./effects.js";
import type { Syntax } from "./syntax.js";

const PHRASES: [said: string, readAs: string][] = [
  ["all creatures of the type of your choice", "all creatures"],
  ["creatures of the type of your choice", "all creatures"],
];
const ALL = { types: ["creature"] };
/** Whether an effect acts on all creatures (the filter the phrase stands for). */
const onAllCreatures = (c: Clause) => JSON.stringify((c as { filter?: unknown }).filter ?? (c.object as { all?: unknown } | undefined)?.all) === JSON.stringify(ALL);

/** "Each player chooses a creature type. " and the phrase of the next sentence it narrows (Harsh Mercy). */
const EACH = "each player chooses a creature type. ";
const EACH_PHRASES: [said: string, readAs: string, except: boolean][] = [["all creatures that aren't of a type chosen this way", "all creatures", true]];

/** "Each player chooses a creature type. Destroy all creatures that aren't of a type chosen this way. ...": the next sentence read with "all creatures", lowercased as a clause begins. */
function* eachChooses(inner: () => Syntax<Clause[]>, text: string, at: number): Generator<[Clause[], number]> {
  if (!text.startsWith(EACH, at)) return;
  const from = at + EACH.length;
  const rest = text.charAt(from).toLowerCase() + text.slice(from + 1);
  const stop = rest.indexOf(".");
  for (const [said, readAs, except] of EACH_PHRASES) {
    const i = rest.indexOf(said);
    if (i < 0 || (stop >= 0 && i > stop)) continue;
    const delta = readAs.length - said.length;
    const swapped = text.slice(0, at) + rest.slice(0, i) + readAs + rest.slice(i + said.length);
    for (const [cs, end] of inner().parse(swapped, at)) {
      if (end < at + i + readAs.length || !cs.length || !cs.every(onAllCreatures)) continue;
      yield [[{ do: "forChosenCreatureType", effects: cs, each: true, ...(except ? { except: true } : {}) }], end - delta + EACH.length];
    }
  }
}

export function chosenTypeClauses(inner: () => Syntax<Clause[]>): Syntax<Clause[]> {
  return {
    *parse(text, at) {
      yield* eachChooses(inner, text, at);
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
      if (cs[0]!.each) {
        const [said, readAs] = EACH_PHRASES.find(([, , except]) => except === (cs[0]!.except === true))!;
        const i = p.indexOf(readAs);
        return i < 0 ? undefined : `${EACH}${p.charAt(0).toUpperCase()}${p.slice(1, i)}${said}${p.slice(i + readAs.length)}`;
      }
      if (cs[0]!.except) return undefined;
      // "all creatures get ..." as the subject; "untap all creatures" as the object.
      return p.startsWith("all creatures ") ? `creatures of the type of your choice${p.slice("all creatures".length)}` : p.replace(" all creatures", " all creatures of the type of your choice");
    },
  };
}
