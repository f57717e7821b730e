// "Its controller" / "that creature's controller" after a target permanent, losing or gaining
// life: "Return target permanent to its owner's hand. Its controller loses 3 life." (Clutch of
// the Undercity), "~ deals 1 damage to target creature and that creature's controller loses 1
// life" (Rakdos Ickspitter), "Its controller gains life equal to its toughness." (Condemn: as
// the creature last existed, 413.2). The player is the permanent's controller as the effect
// resolves, or as it last existed (effects/controller-of-target.ts).
import type { Clause } from "./effects.js";
import { digits } from "./effects.js";
import { alt, lazy, map, syn, words, type Syntax } from "./syntax.js";

const IT = JSON.stringify({ target: "it" });
const controller = { controllerOf: { target: "it" } };
const isController = (p: unknown) => JSON.stringify(p) === JSON.stringify(controller);
const whose = words<null>([["its controller", null], ["that creature's controller", null]]);

const loses: Syntax<Clause[]> = map(
  syn`${whose} loses ${lazy(() => digits)} life`,
  ([, n]) => (n > 0 ? [{ do: "loseLife", amount: n, player: controller }] : undefined),
  (cs: Clause[]) => (cs.length === 1 && cs[0]!.do === "loseLife" && isController(cs[0]!.player) && typeof cs[0]!.amount === "number" ? [null, cs[0]!.amount] : undefined),
);

const gainsToughness: Syntax<Clause[]> = map(
  syn`${whose} gains life equal to its toughness`,
  () => [{ do: "gainLife", amount: { toughnessOf: { target: "it" } }, player: controller }],
  (cs: Clause[]) => {
    const c = cs.length === 1 ? cs[0]! : undefined;
    const a = c?.amount as Record<string, unknown> | undefined;
    return c?.do === "gainLife" && isController(c.player) && typeof a === "object" && Object.keys(a).length === 1 && JSON.stringify(a.toughnessOf) === IT ? [null] : undefined;
  },
);

export const controllerLifeClauses: Syntax<Clause[]> = alt(loses, gainsToughness);
