// Targets as the text says them (409.1c): each word "target" in the order printed is one entry
// of an ability's `targets`; "it", "that creature" and "that player" refer to the last one.
import type { TargetSpec } from "../language.js";
import type { Clause } from "./effects.js";

/** Effects with their target words read inline -> `targets` and effects that refer to them by number. */
export function lift(clauses: Clause[]): { targets: TargetSpec[]; effects: unknown[] } | undefined {
  const targets: TargetSpec[] = [];
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object") return v;
    if ("target" in v && Object.keys(v).length === 1) {
      const t = (v as { target: TargetSpec | "it" }).target;
      if (t === "it") {
        // With no target named before, "it" / "that creature" / "that player" can only be what a
        // damage trigger's event names (404.1): "that" (language.ts allows it only there).
        if (targets.length === 0) return "that";
        return { target: targets.length - 1 };
      }
      targets.push(t);
      return { target: targets.length - 1 };
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  };
  const effects = clauses.map(walk);
  return { targets, effects };
}

/** The other way: effects that refer to targets by number -> target words inline, "it" for the last one named again. */
export function lower(targets: TargetSpec[], effects: unknown[]): Clause[] | undefined {
  let named = -1;
  let broken = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === "that" && named === -1) return { target: "it" };
    if (!v || typeof v !== "object") return v;
    if ("target" in v && Object.keys(v).length === 1 && typeof (v as { target: unknown }).target === "number") {
      const n = (v as { target: number }).target;
      if (n === named) return { target: "it" };
      if (n !== named + 1 || !targets[n]) broken = true;
      named = n;
      return { target: targets[n] };
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  };
  const clauses = effects.map(walk) as Clause[];
  return broken || named !== targets.length - 1 ? undefined : clauses;
}
