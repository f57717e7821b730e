// 502.38 and 418.5a (layer 6d): "Each other Samurai you control gets +1/+1 for each point of
// bushido it has." (Takeno, Samurai General): a static ability of the permanent, a P/T change
// counted for each creature it applies to from that creature's own bushido abilities
// (`bushidoPoints`, engine keywords/bushido.ts).
import type { Part } from "./abilities.js";
import { ptChange } from "./effects.js";
import { filterPhrase, type Filter } from "./nouns.js";
import { lazy, map, syn, type Syntax } from "./syntax.js";

const POINTS = { bushidoPoints: "it" } as const;

export const bushidoPointLines: Syntax<Part> = map(
  syn`Each other ${filterPhrase("one")} gets ${lazy(() => ptChange)} for each point of bushido it has.`,
  ([f, pt]): Part | undefined =>
    !f.other && typeof pt.power === "number" && typeof pt.toughness === "number" && pt.power + pt.toughness !== 0
      ? { statics: [{ affects: { ...f, other: true }, modification: { kind: "modifyPTFor", power: pt.power, toughness: pt.toughness, each: POINTS } }] }
      : undefined,
  (p) => {
    if (!("statics" in p) || p.statics.length !== 1 || p.statics[0]!.also || p.statics[0]!.condition) return undefined;
    const { affects, modification: m } = p.statics[0]!;
    if (typeof affects !== "object" || !affects.other || m.kind !== "modifyPTFor" || JSON.stringify(m.each) !== JSON.stringify(POINTS)) return undefined;
    const { other: _, ...f } = affects as Filter & { other?: true };
    return [f as Filter, { power: m.power, toughness: m.toughness }];
  },
);
