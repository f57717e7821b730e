// A match view (GET /v1/matches/{id}) as chat text: the table everyone may see, and a player's
// own hand. Plain text with Markdown-style bold, which both Discord and Slack show.
interface Named { id: string; name: string }
interface Permanent extends Named { controller: string; tapped: boolean; power?: number; toughness?: number; damage: number; counters?: Record<string, number>; attachedTo?: string }
interface Player extends Named { life: number; handCount: number; libraryCount: number; graveyard: Named[]; hand?: Named[]; poison?: number }
interface View {
  id: string;
  you: string | null;
  status: string;
  winner: string | null;
  result?: { winners: string[]; draw: boolean };
  turn: { number: number; activePlayer: string; phase: string; step: string | null };
  decision: { player: string; kind: string } | null;
  players: Player[];
  play: Permanent[];
  stack: { name?: string; text?: string; controller: string }[];
}

const STEP: Record<string, string> = {
  untap: "untap step", upkeep: "upkeep", draw: "draw step", main: "main phase", beginningOfCombat: "beginning of combat",
  declareAttackers: "declare attackers step", declareBlockers: "declare blockers step", combatDamage: "combat damage step",
  endOfCombat: "end of combat step", endOfTurn: "end of turn step", cleanup: "cleanup step",
};

function permanentText(p: Permanent): string {
  const pt = p.power !== undefined ? ` ${p.power}/${p.toughness}` : "";
  const counters = Object.entries(p.counters ?? {}).map(([kind, n]) => `${n} ${kind}`).join(", ");
  const notes = [p.tapped ? "tapped" : "", p.damage ? `${p.damage} damage` : "", counters].filter(Boolean).join(", ");
  return `${p.name}${pt}${notes ? ` (${notes})` : ""}`;
}

export function renderTable(v: View): string {
  const name = (id: string) => v.players.find((p) => p.id === id)?.name ?? id;
  const lines: string[] = [];
  if (v.status === "finished") lines.push(v.result?.draw ? "**The game is a draw.**" : `**${v.result?.winners.map(name).join(" and ") ?? name(v.winner ?? "")} won the game.**`);
  else lines.push(`**Turn ${v.turn.number}**, ${name(v.turn.activePlayer)}'s ${v.turn.step === "main" && v.turn.phase === "postcombatMain" ? "second main phase" : STEP[v.turn.step ?? ""] ?? v.turn.phase}.${v.decision ? ` Waiting for ${name(v.decision.player)}.` : ""}`);
  for (const p of v.players) {
    const mine = v.play.filter((o) => o.controller === p.id);
    lines.push(`**${p.name}**: ${p.life} life${p.poison ? `, ${p.poison} poison` : ""}, ${p.handCount} in hand, ${p.libraryCount} in library, ${p.graveyard.length} in graveyard`);
    lines.push(mine.length ? `  In play: ${mine.map(permanentText).join("; ")}` : "  Nothing in play");
  }
  if (v.stack.length) lines.push(`Stack (top first): ${[...v.stack].reverse().map((o) => `${o.name || o.text || "a face-down spell"} (${name(o.controller)})`).join("; ")}`);
  return lines.join("\n");
}

export function renderHand(v: View): string {
  const me = v.players.find((p) => p.id === v.you);
  const hand = me?.hand ?? [];
  return hand.length ? `Your hand: ${hand.map((c) => c.name).join(", ")}` : "Your hand is empty.";
}
