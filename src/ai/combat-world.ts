// A world for the defending player's block (issue 17, "hard"): a set-up position can't start in
// the declare blockers step (the attack must have been declared in the game), so the world is
// set at the declaration of attackers with the attacking creatures untapped, the attack the
// seat sees is declared in it (308.1: attacking taps them again) and priority passes on
// (308.5) until the seat owes the same decision, its block (309.1).
import { apply, type Action, type GameView } from "../engine/index.js";
import { determinize, type World } from "./determinize.js";
import type { SeenEvent } from "./seat.js";

/** How many decisions the world may pass through between the attack and the block (priority, attack costs). */
const TO_BLOCKS = 12;

export function blockingWorld(view: GameView, deck: readonly string[], record: readonly SeenEvent[], random: () => number): World | undefined {
  const you = view.you!;
  const attacks = (view.combat?.attackers ?? []) as { attacker: string; defender: string }[];
  if (!attacks.length) return undefined;
  const world = determinize(view, deck, record, random, "declareAttackers", new Set(attacks.map((a) => a.attacker)));
  if (!world) return undefined;
  const declared: { attacker: string; defender: string }[] = [];
  for (const a of attacks) {
    const attacker = world.ids.get(a.attacker);
    // The defender is a player: the world's players are the view's, in the same seats.
    if (!attacker) return undefined; // a token or face-down attacker the world can't state
    declared.push({ attacker, defender: a.defender });
  }
  let state = world.state;
  try {
    const active = state.pending;
    if (!active || active.kind !== "attackers") return undefined;
    state = apply(state, active.player, { type: "declareAttackers", attackers: declared } as Action).state;
    for (let i = 0; i < TO_BLOCKS && state.pending && !(state.pending.player === you && state.pending.kind === "blockers"); i++) {
      if (state.pending.kind !== "priority") return undefined;
      state = apply(state, state.pending.player, { type: "pass" }).state;
    }
  } catch {
    return undefined;
  }
  if (state.pending?.player !== you || state.pending.kind !== "blockers") return undefined;
  return { state, ids: world.ids };
}
