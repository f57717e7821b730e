// What the match's Durable Object answers the Worker over RPC: a body to send, or a problem.
import type { Problem } from "../http/problem.js";

export type Outcome<T> = { ok: true; body: T } | { ok: false; problem: Problem };

export const ok = <T>(body: T): Outcome<T> => ({ ok: true, body });
export const refuse = (problem: Problem): Outcome<never> => ({ ok: false, problem });
