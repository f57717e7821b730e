// Whether a creature may block an attacker (309.2): the evasion abilities that restrict
// blocking — flying (502.4), protection (502.7), landwalk (502.6), shadow (502.8),
// fear (502.25) — each answered with the rule and the reason, so a refused block names them.
import { characteristics } from "../effects/characteristics.js";
import { controllerOf } from "../effects/control.js";
import type { CardObject, GameState } from "../game/types.js";
import { protectedFrom } from "../keywords/protection.js";
import { landwalkProblem } from "../keywords/landwalk.js";
import { shadowProblem } from "../keywords/shadow.js";
import { fearProblem } from "../keywords/fear.js";
import { blockRestrictionProblem } from "./block-restrictions.js";
import { blockerFilterProblem } from "./blocker-filters.js";
import { sourceBlockProblem } from "./source-blocks.js";

export interface BlockProblem {
  rule: string;
  why: string;
}

/** Why `blocker` can't block `attacker`, or null if it can. */
export function blockProblem(s: GameState, blocker: CardObject, attacker: CardObject): BlockProblem | null {
  const a = characteristics(s, attacker);
  const b = characteristics(s, blocker);
  // 502.4: flying — or a blocker that can block as though it had flying (seed glossary "As though").
  if (a.keywords.includes("flying") && !b.keywords.includes("flying") && !b.asThough.includes("blockAsThoughFlying"))
    return { rule: "502.4", why: "it has flying and the blocker doesn't" };
  // Glossary, "Unblockable": no creature can legally block an attacking creature that is unblockable.
  if (a.restrictions.includes("unblockable")) return { rule: "309.2", why: "it is unblockable" };
  if (a.restrictions.includes("cantBeBlockedExceptByFlying") && !b.keywords.includes("flying"))
    return { rule: "309.2", why: "it can't be blocked except by creatures with flying" };
  const restricted = blockRestrictionProblem(s, attacker, blocker, a, b) ?? blockerFilterProblem(s, attacker, blocker) ?? sourceBlockProblem(s, blocker, attacker);
  if (restricted) return restricted;
  if (protectedFrom(s, attacker, b)) return { rule: "502.7", why: "it has protection from a quality of the blocker" };
  const walk = landwalkProblem(s, controllerOf(s, blocker), attacker);
  if (walk) return { rule: "502.6", why: walk };
  const shadow = shadowProblem(s, blocker, attacker);
  if (shadow) return { rule: "502.8", why: shadow };
  const fear = fearProblem(s, blocker, attacker);
  if (fear) return { rule: "502.25", why: fear };
  return null;
}
