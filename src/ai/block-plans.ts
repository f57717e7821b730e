// Declarations of blockers worth comparing by search (issue 17, "hard"): the heuristics' block
// is one; these are the others a player weighs — no block, trading wherever a blocker kills its
// attacker, blocking everything that can be blocked (chump blocks included), and two blockers
// on the biggest attacker. Built from the decision's details (309.2: each untapped creature may
// block one attacker it can block); the engine validates them like any posted declaration.
import type { Action, Decision, GameView } from "../engine/index.js";
import { creatureValue, kills, power, type Permanent } from "./sense.js";

type Block = { blocker: string; attacker: string };

export function blockPlans(view: GameView, d: Decision): Action[] {
  const candidates = (d.details?.candidates ?? []) as { id: string; canBlock: string[] }[];
  const perm = (id: string) => view.play.find((o) => o.id === id);
  const attackers = ((view.combat?.attackers ?? []) as { attacker: string }[])
    .map((a) => perm(a.attacker))
    .filter((a): a is Permanent => !!a)
    .sort((p, q) => creatureValue(q) - creatureValue(p));
  const able = (a: Permanent, free: Set<string>) =>
    candidates.filter((c) => free.has(c.id) && c.canBlock.includes(a.id)).map((c) => perm(c.id)).filter((b): b is Permanent => !!b).sort((p, q) => creatureValue(p) - creatureValue(q));
  /** Each attacker in turn (the most valuable first) gets the cheapest free blocker `pick` allows. */
  const plan = (pick: (a: Permanent, blockers: Permanent[]) => Permanent | undefined): Block[] => {
    const free = new Set(candidates.map((c) => c.id));
    const blocks: Block[] = [];
    for (const a of attackers) {
      const b = pick(a, able(a, free));
      if (!b) continue;
      free.delete(b.id);
      blocks.push({ blocker: b.id, attacker: a.id });
    }
    return blocks;
  };
  const trades = plan((a, bs) => bs.find((b) => kills(b, a)));
  const everything = plan((a, bs) => bs.find((b) => kills(b, a) && !kills(a, b)) ?? bs.find((b) => !kills(a, b)) ?? bs.find((b) => kills(b, a)) ?? bs[0]);
  // Two blockers whose damage together destroys the biggest attacker that no single one kills.
  const gang: Block[] = [];
  for (const a of attackers) {
    const bs = able(a, new Set(candidates.map((c) => c.id)));
    if (bs.some((b) => kills(b, a)) || bs.length < 2) continue;
    const pair = bs.slice(-2);
    if (pair.reduce((n, b) => n + power(b), 0) >= (a.toughness ?? 0) - a.damage) gang.push(...pair.map((b) => ({ blocker: b.id, attacker: a.id })));
    break;
  }
  return [[], trades, everything, gang].filter((b, i) => i === 0 || b.length > 0).map((blocks): Action => ({ type: "declareBlockers", blocks }));
}
