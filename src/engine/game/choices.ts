// Choices whose answers grow combinatorially (an order of N triggered abilities: N!; which
// of N permanents stay tapped: 2^N) are described, never enumerated: the decision's
// `details` lists the candidates once and says what an answer is, and the engine validates
// any answer posted. The options are a few complete answers that may be posted as they are
// (a client that posts a random listed option still plays), linear in the candidates.

/**
 * Ready-made answers to "choose any subset of these": none, each one alone, and all of them
 * (N + 2 at most). Any other subset is built from `details.candidates` and posted.
 */
export function subsetAnswers<T>(items: T[]): T[][] {
  const out: T[][] = [[]];
  for (const x of items) out.push([x]);
  if (items.length > 1) out.push([...items]);
  return out;
}

/**
 * Ready-made answers to "put these in an order": the listed order and its reverse. Any
 * other order (each id once) is posted the same way and validated by the engine.
 */
export function orderAnswers<T>(items: T[]): T[][] {
  return items.length > 1 ? [[...items], [...items].reverse()] : [[...items]];
}

/** What a client needs to build any answer to a subset choice. */
export function subsetRule(min = 0, max: number): { min: number; max: number; answer: string } {
  return { min, max, answer: `any ${min > 0 ? `${min} to ${max}` : `${max === 0 ? "none" : `0 to ${max}`}`} of the candidates' ids, each at most once, in any order` };
}
