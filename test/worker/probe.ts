// What the trust tests share: their scale, their figures, and the faults they inject.
// `npm run probe -- --scale N` runs them N times bigger and sums the PROBE lines they print.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { hashToken } from "../../src/http/auth.js";

/** 1 in CI; more through `npm run probe -- --scale N`. */
export const SCALE = Math.max(1, Number(env.PROBE_SCALE) || 1);
/** The time a scaled test may take: five minutes per unit of scale, as a full run on two
 * busy cores takes a random-game probe several times longer than it takes alone. */
export const TIMEOUT = 300_000 * SCALE;

/** A seeded picker of 0..n-1 from the high bits of an LCG: its low bits repeat within a few
 * steps, and picking with them makes random games drag on for thousands of actions. */
export function picker(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
}

/** One line of figures for scripts/probe.mjs to add up (and for anyone reading the test output). */
export function figures(counts: Record<string, number>): void {
  console.log(`PROBE ${JSON.stringify(counts)}`);
}

/** A fresh stub each time: a stub to an object that was aborted stays broken. */
export const stubOf = (id: string) => env.MATCH.get(env.MATCH.idFromName(id));

/** The version the match's own storage holds, read without counting as any seat's read of
 * the match (after which a repeated action would be stale rather than a retry). */
export const storedVersion = (id: string): Promise<number> =>
  runInDurableObject(stubOf(id), (_i, state) => state.storage.sql.exec<{ version: number }>("SELECT version FROM match").one().version);

/**
 * Posts an action straight to the match's Durable Object, then kills the object before the
 * answer can leave: after the commit is durable (`durable`), or as soon as the action is
 * processed, when the storage may not yet have confirmed it. Resolves to whether the action
 * was still there after the restart.
 */
export async function postAndCrash(id: string, token: string, body: unknown, durable: boolean): Promise<boolean> {
  const version = await storedVersion(id);
  const tokenHash = await hashToken(token);
  const died = await runInDurableObject(stubOf(id), async (instance, state) => {
    const outcome = await instance.act(tokenHash, body);
    if (!outcome.ok) throw new Error(`the action was refused: ${outcome.problem.detail}`);
    if (durable) await state.storage.sync();
    state.abort("injected fault: the object died before answering");
  }).then(
    () => false,
    (e: Error) => e.message.includes("injected fault") || Promise.reject(e),
  );
  if (!died) throw new Error("the object answered after all");
  return (await storedVersion(id)) === version + 1;
}

/** Makes D1 refuse every write about one match (a trigger that aborts the statement), until healed. */
export async function failD1Writes(matchId: string): Promise<() => Promise<void>> {
  const names = [`fault_actions_${matchId}`, `fault_progress_${matchId}`];
  await env.DB.prepare(
    `CREATE TRIGGER ${names[0]} BEFORE INSERT ON match_actions WHEN NEW.match_id = '${matchId}' BEGIN SELECT RAISE(ABORT, 'injected D1 fault'); END`,
  ).run();
  await env.DB.prepare(
    `CREATE TRIGGER ${names[1]} BEFORE UPDATE ON matches WHEN NEW.id = '${matchId}' BEGIN SELECT RAISE(ABORT, 'injected D1 fault'); END`,
  ).run();
  return async () => {
    for (const name of names) await env.DB.prepare(`DROP TRIGGER ${name}`).run();
  };
}

/** Every line the Worker and its Durable Objects (which run in the tests' isolate) log, from now on. */
export function captureLogs(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    }),
  );
  return { lines, restore: () => spies.forEach((s) => s.mockRestore()) };
}
