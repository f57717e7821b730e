import type { MatchObject } from "./match/match-object.js";

export interface Env {
  DB: D1Database;
  MATCH: DurableObjectNamespace<MatchObject>;
}
