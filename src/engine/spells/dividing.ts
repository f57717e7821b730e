// Dividing an amount among targets (409.1d): "N damage divided as you choose among any number
// of target creatures and/or players", "distribute N +1/+1 counters among any number of target
// creatures". The division is announced with the targets — as a spell or activated ability is
// played, or as a triggered ability is put on the stack (410.4) — each of those targets getting
// at least 1; it stands on resolution, where an illegal target gets nothing (413.2a).
import type { Effect } from "../../cards/language.js";
import { amountOf, type Resolvable } from "./resolve.js";
import { describeTarget } from "../combat/combat.js";
import { targetChoices } from "./targets.js";
import type { GameState, PlayerId, Target } from "../game/types.js";
import { numbered } from "../view/wording.js";

/** What the spell or ability divides as its controller chooses (counting one inside "you may"), or null. */
export function dividedAmount(r: Resolvable): { total: number; unit: string } | null {
  const e = r.effects.flatMap((x): Effect[] => ("effects" in x ? [x, ...x.effects] : [x])).find((x) => "divided" in x && x.divided === "asYouChoose");
  if (e?.do === "damage") return { total: amountOf(r, e.amount), unit: "damage" };
  if (e?.do === "putCounters") return { total: amountOf(r, e.amount), unit: `${e.counter} counters` };
  return null;
}

/** How many of the targets share the divided amount: those of the last word (it takes any number). */
function groupSize(r: Resolvable, targets: Target[]): number {
  return targets.length - (r.declared.length - 1);
}

/** 409.1d: why this division can't be announced with these targets, or null. */
export function divisionProblem(r: Resolvable, targets: Target[], division: number[] | undefined): string | null {
  const d = dividedAmount(r);
  if (!d) return division ? `${r.name} doesn't divide anything` : null;
  const group = groupSize(r, targets);
  if (!division || division.length !== group || division.some((n) => !Number.isInteger(n) || n < 1) || division.reduce((a, b) => a + b, 0) !== d.total)
    return `divide ${d.total} ${d.unit} among the ${numbered(group, "target")}, at least 1 to each`;
  return null;
}

/**
 * Every complete choice of targets for what `r` is, with each division of its divided amount
 * (bounded by `limit`); `keep` drops choices the player can't make for another reason (a cost).
 */
export function targetAnswers(s: GameState, r: Resolvable, who: PlayerId, limit: number, keep: (targets: Target[]) => boolean = () => true): { targets: Target[]; division?: number[] }[] {
  const d = dividedAmount(r);
  const out: { targets: Target[]; division?: number[] }[] = [];
  // 409.1d: each target of a divided amount gets at least 1, so no more targets than the amount are listed.
  for (const targets of targetChoices(s, r.declared, who, limit, r.self, d ? d.total : Infinity)) {
    if (out.length >= limit) break;
    if (!keep(targets)) continue;
    if (!d) out.push({ targets });
    else for (const division of splits(d.total, groupSize(r, targets), limit - out.length)) out.push({ targets, division });
  }
  return out;
}

/** The chosen targets for the log, each with its share of a divided amount: "Bob (3 damage) and Grizzly Bears (2 damage)". */
export function describeTargets(s: GameState, r: Resolvable, targets: Target[], division: number[] | undefined): string {
  const d = dividedAmount(r);
  const fixed = r.declared.length - 1;
  const share = (i: number) => (d && division && i >= fixed ? ` (${division[i - fixed]} ${d.unit})` : "");
  return targets.map((t, i) => `${describeTarget(s, t)}${share(i)}`).join(" and ") || "nothing";
}

/** Every way to split `total` into `parts` whole amounts of at least 1 (bounded). */
function splits(total: number, parts: number, limit: number): number[][] {
  if (parts < 1) return [];
  if (parts === 1) return total >= 1 ? [[total]] : [];
  const out: number[][] = [];
  for (let first = 1; first <= total - parts + 1 && out.length < limit; first++)
    for (const rest of splits(total - first, parts - 1, limit - out.length)) out.push([first, ...rest]);
  return out;
}
