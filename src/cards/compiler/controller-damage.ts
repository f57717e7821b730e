// "Destroy target artifact with converted mana cost X. It can't be regenerated. ~ deals X damage
// to that artifact's controller." (Detonate): the player is the artifact's controller as the
// effect resolves, or as it last existed once destroyed (413.2; effects/controller-of-target.ts).
// Only the noun of the card's own target is read ("that artifact's"): a text saying another
// noun would refer to nothing, and reading it the same would hide a changed word.
// "~ deals 1 damage to target creature and 1 damage to that creature's controller." (First
// Volley) is read as one sentence, so the noun "creature" is checked against the target's kind; so
// are "Destroy target Plains or Island. ~ deals 3 damage to that land's controller." (Cryoclasm) and
// Molten Rain's "If that land is nonbasic, ~ deals 2 damage to the land's controller.".
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";
import { amount, one } from "./effects.js";
import { LAND_TYPES, target } from "./nouns.js";
import { alt, lazy, map, syn, type Syntax } from "./syntax.js";

const IT = JSON.stringify({ controllerOf: { target: "it" } });
const toIt = (c: Clause) => c.do === "damage" && !c.divided && JSON.stringify(c.to) === IT;

const creatureTarget: Syntax<TargetSpec> = map(lazy(() => target), (t) => (t.kind === "creature" ? t : undefined), (t) => (t.kind === "creature" ? t : undefined));

const toArtifactController = one(
  syn`~ deals ${lazy(() => amount)} damage to that artifact's controller`,
  ([n]) => ({ do: "damage", amount: n, to: { controllerOf: { target: "it" } } }),
  (c) => (toIt(c) ? [c.amount] : undefined),
);

const creatureAndController: Syntax<Clause[]> = map(
  syn`~ deals ${lazy(() => amount)} damage to ${creatureTarget} and ${lazy(() => amount)} damage to that creature's controller`,
  ([a1, t, a2]) => [{ do: "damage", amount: a1, to: { target: t } }, { do: "damage", amount: a2, to: { controllerOf: { target: "it" } } }],
  (cs: Clause[]) => {
    const [d, c] = cs;
    if (cs.length !== 2 || d!.do !== "damage" || d!.divided || !toIt(c!)) return undefined;
    const to = d!.to as { target?: TargetSpec };
    if (typeof to !== "object" || typeof to.target !== "object" || Object.keys(to).length !== 1 || typeof d!.amount !== "number" && d!.amount !== "X") return undefined;
    return [d!.amount, to.target, c!.amount];
  },
);

/** A target land: "target land", "target Plains or Island" (land types only, 212.6). */
const landTarget: Syntax<TargetSpec> = map(lazy(() => target), (t) => (isLand(t) ? t : undefined), (t) => (isLand(t) ? t : undefined));
function isLand(t: TargetSpec): boolean {
  const f = t.kind === "permanent" ? t.filter : undefined;
  if (!f) return false;
  const keys = Object.keys(f);
  return keys.length === 1 && ((keys[0] === "types" && JSON.stringify(f.types) === '["land"]') || (keys[0] === "subtypes" && f.subtypes!.every((x) => LAND_TYPES.includes(x))));
}

/** Destroying the land, then damage to its controller: a land and its controller read in one clause, so that "that land's" is the land the spell targets. */
const destroyLand = (t: TargetSpec): Clause => ({ do: "destroy", object: { target: t } });
const landOf = (cs: Clause[], n: number): TargetSpec | undefined => {
  const d = cs[0]!;
  if (cs.length !== n || d.do !== "destroy" || d.noRegeneration || d.controlledBy) return undefined;
  const t = (d.object as { target?: TargetSpec }).target;
  return typeof t === "object" && isLand(t) ? t : undefined;
};

// "Destroy target Plains or Island. ~ deals 3 damage to that land's controller." (Cryoclasm).
const landAndController: Syntax<Clause[]> = map(
  syn`destroy ${landTarget}. ~ deals ${lazy(() => amount)} damage to that land's controller`,
  ([t, n]) => [destroyLand(t), { do: "damage", amount: n, to: { controllerOf: { target: "it" } } }],
  (cs: Clause[]) => {
    const t = landOf(cs, 2);
    return t && toIt(cs[1]!) ? [t, cs[1]!.amount] : undefined;
  },
);

// "Destroy target land. If that land is nonbasic, ~ deals 2 damage to the land's controller." (Molten
// Rain): the land as it last existed (engine effects/nonbasic-target.ts).
const NONBASIC = JSON.stringify({ targetIsNonbasic: { target: "it" } });
const nonbasicLandAndController: Syntax<Clause[]> = map(
  syn`destroy ${landTarget}. If that land is nonbasic, ~ deals ${lazy(() => amount)} damage to the land's controller`,
  ([t, n]) => [destroyLand(t), { do: "conditional", if: { targetIsNonbasic: { target: "it" } }, effects: [{ do: "damage", amount: n, to: { controllerOf: { target: "it" } } }], otherwise: [] }],
  (cs: Clause[]) => {
    const t = landOf(cs, 2);
    const c = cs[1]!;
    if (!t || c.do !== "conditional" || JSON.stringify(c.if) !== NONBASIC || (c.otherwise as unknown[]).length) return undefined;
    const inner = c.effects as Clause[];
    return inner.length === 1 && toIt(inner[0]!) ? [t, inner[0]!.amount] : undefined;
  },
);

// "Destroy target land. If that land is nonbasic, untap ~." (Helldozer): the same condition, on the
// land as it last existed; "~" is the ability's source, untapped if it is still in play.
const UNTAP_SELF = JSON.stringify([{ do: "untap", object: "self" }]);
const nonbasicLandUntapSelf: Syntax<Clause[]> = map(
  syn`destroy ${landTarget}. If that land is nonbasic, untap ~`,
  ([t]) => [destroyLand(t), { do: "conditional", if: { targetIsNonbasic: { target: "it" } }, effects: [{ do: "untap", object: "self" }], otherwise: [] }],
  (cs: Clause[]) => {
    const t = landOf(cs, 2);
    const c = cs[1]!;
    return t && c.do === "conditional" && JSON.stringify(c.if) === NONBASIC && !(c.otherwise as unknown[]).length && JSON.stringify(c.effects) === UNTAP_SELF ? [t] : undefined;
  },
);

export const controllerDamageClauses: Syntax<Clause[]> = alt(toArtifactController, creatureAndController, landAndController, nonbasicLandAndController, nonbasicLandUntapSelf);
