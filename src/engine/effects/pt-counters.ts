// 418.5a (sublayer 6c): counters that change a creature's power and toughness — "+1/+1",
// "-1/-1", and the "+1/+0" counters of Lightning Serpent — are named by the change each makes.
// Both +1/+1 and -1/-1 counters stay on a permanent in this edition; each counts.

const PT_COUNTER = /^([+-]\d+)\/([+-]\d+)$/;

/** The total change in power and toughness the permanent's counters make. */
export function ptFromCounters(counters: Readonly<Record<string, number>> | undefined): { power: number; toughness: number } {
  let power = 0;
  let toughness = 0;
  for (const [kind, n] of Object.entries(counters ?? {})) {
    const m = PT_COUNTER.exec(kind);
    if (!m) continue;
    power += Number(m[1]) * n;
    toughness += Number(m[2]) * n;
  }
  return { power, toughness };
}
