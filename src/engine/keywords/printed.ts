// How Morph (502.26) and Suspend (502.59) read in a card's printed text, so that the
// registry can check a definition against what is printed (a card whose keyword the
// definition doesn't declare would half-work).

/** "Morph {2}{B}": the mana cost after the word Morph (undefined when the card has no morph).
 * "Morph—[a cost that isn't mana]" reads as a text no definition's mana cost can equal, so
 * such a card stays unsupported. */
export function printedMorph(text: string): string | undefined {
  const line = /^Morph\b(.*)$/m.exec(text)?.[1];
  if (line === undefined) return undefined;
  const cost = /^ ((?:\{(?:\d+|[WUBRG])\})+)(?: \(|$)/.exec(line)?.[1];
  return cost ?? "unsupported morph cost";
}

/** "Suspend 4—{U}": the number of time counters and the cost (undefined when the card has no suspend). */
export function printedSuspend(text: string): { count: number; cost: string } | undefined {
  const m = /^Suspend (\d+)—((?:\{(?:\d+|[WUBRG])\})+)/m.exec(text);
  // Any other form reads as a count no definition can have, so the card stays unsupported.
  if (!m) return /^Suspend\b/m.test(text) ? { count: 0, cost: "" } : undefined;
  return { count: Number(m[1]), cost: m[2]! };
}
