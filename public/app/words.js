// Plain-English words for the view's names: steps, zones, players.
export const STEP = {
  untap: "untap step", upkeep: "upkeep step", draw: "draw step", main: "main phase",
  beginningOfCombat: "beginning of combat", declareAttackers: "declare attackers step", declareBlockers: "declare blockers step",
  combatDamage: "combat damage step", endOfCombat: "end of combat", endOfTurn: "end of turn step", cleanup: "cleanup step",
};
export const PHASE = { beginning: "beginning phase", precombatMain: "precombat main phase", combat: "combat", postcombatMain: "postcombat main phase", end: "end phase" };

export function stepWords(turn) {
  if (turn.phase === "precombatMain" || turn.phase === "postcombatMain") return PHASE[turn.phase];
  return STEP[turn.step] ?? PHASE[turn.phase] ?? "";
}

export const playerName = (view, id) => view.players.find((p) => p.id === id)?.name ?? id;

export const possessive = (name) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

/** "in 3 min", "in 2 h", "in 5 s": how long until an ISO time. */
export function untilWords(iso, now = Date.now()) {
  const s = Math.round((Date.parse(iso) - now) / 1000);
  if (s <= 0) return "now";
  if (s < 120) return `in ${s} s`;
  if (s < 7200) return `in ${Math.round(s / 60)} min`;
  if (s < 172800) return `in ${Math.round(s / 3600)} h`;
  return `in ${Math.round(s / 86400)} days`;
}

export const COUNTERS = (counters) => Object.entries(counters ?? {}).filter(([, n]) => n > 0).map(([kind, n]) => `${n} ${kind} counter${n > 1 ? "s" : ""}`);

/** What a decision kind asks for, in words for the header ("Ann has to declare blockers"). */
const KIND = {
  priority: "act or pass (priority)", mulligan: "keep or mulligan", targets: "choose targets", triggerTargets: "choose targets for a triggered ability",
  payment: "pay a cost", attackers: "declare attackers", blockers: "declare blockers", combatDamage: "divide combat damage", blockerDamage: "divide combat damage",
  discard: "discard", orderTriggers: "order triggered abilities", mode: "choose a mode", x: "choose X", may: "choose whether to",
};
export const kindWords = (kind) => KIND[kind] ?? `choose (${kind})`;
