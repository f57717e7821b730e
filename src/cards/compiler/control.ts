// Gain control (418.5 layer 2): "gain control of target creature" (Govern the Guildless, Sliver
// Overlord: it doesn't end at end of turn), "untap target nonlegendary creature and gain control
// of it until end of turn" (Blind with Anger, Word of Seizing). The ability's controller gets
// control through a layer-2 effect of the chosen duration (effects/control.ts applies the latest).
import type { TargetSpec } from "../language.js";
import type { Clause, InlineTarget } from "./effects.js";
import { target } from "./nouns.js";
import { alt, lit, map, syn, type Syntax } from "./syntax.js";

const isPermanent = (t: TargetSpec) => t.kind === "creature" || t.kind === "permanent";
const named = (words: string, v: unknown): Syntax<unknown> => map(lit(words), () => v, (x) => (JSON.stringify(x) === JSON.stringify(v) ? null : undefined));
/** A target permanent, or the last one named ("it", "that creature"). */
const controlled: Syntax<unknown> = alt<unknown>(
  map(target, (t) => (isPermanent(t) ? ({ target: t } as InlineTarget) : undefined), (r) => {
    const t = (r as InlineTarget | undefined)?.target;
    return typeof t === "object" && isPermanent(t) ? t : undefined;
  }),
  named("it", { target: "it" }),
  named("that creature", { target: "it" }),
);

const gainControl = (words: string, duration: "endOfTurn" | "permanent" | "whileSourceInPlay"): Syntax<Clause[]> =>
  map(
    syn`gain control of ${controlled}${lit(words)}`,
    ([object]) => [{ do: "becomes", object, modifications: [{ kind: "gainControl" }], duration }],
    (cs: Clause[]) => {
      const c = cs.length === 1 ? cs[0]! : undefined;
      const mods = c?.modifications as { kind: string }[] | undefined;
      return c?.do === "becomes" && c.duration === duration && mods?.length === 1 && mods[0]!.kind === "gainControl" ? [c.object, null] : undefined;
    },
  );

export const controlClauses: Syntax<Clause[]> = alt<Clause[]>(gainControl(" until end of turn", "endOfTurn"), gainControl("", "permanent"), /** Cytoplast Manipulator (effects/durations.ts) */ gainControl(" as long as ~ remains in play", "whileSourceInPlay"));
