import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAY_TRIGGER } from "../../../src/engine/spells/triggers.js";

// 404.1: a triggered ability names the event it waits for. collectTriggers passes over events of a
// kind that nothing looks at (MAY_TRIGGER) without asking triggeredBy; a kind looked at but missing
// from that list would silently never trigger. This reads the modules triggeredBy asks about each
// event and checks every event kind they compare against is listed.
const ASKED = [
  "spells/triggers.ts",
  "spells/event-triggers.ts",
  "spells/damage-triggers.ts",
  "spells/cause-triggers.ts",
  "keywords/suspend.ts",
  "keywords/madness.ts",
  "keywords/epic.ts",
  "keywords/ripple.ts",
];

function kindsLookedAt(file: string): string[] {
  const text = readFileSync(new URL(`../../../src/engine/${file}`, import.meta.url), "utf8");
  const compared = [...text.matchAll(/\be\.type\s*[!=]==\s*"(\w+)"/g)].map((m) => m[1]!);
  // Every switch in these two files is a switch on the event's kind.
  const cases = file === "spells/triggers.ts" || file === "spells/event-triggers.ts" ? [...text.matchAll(/\bcase\s+"(\w+)"\s*:/g)].map((m) => m[1]!) : [];
  return [...compared, ...cases];
}

describe("404.1: events nothing looks at are passed over", () => {
  it("404.1: every event kind triggeredBy and the modules it asks compare against is in MAY_TRIGGER", () => {
    const looked = new Set(ASKED.flatMap(kindsLookedAt));
    expect(looked.size).toBeGreaterThan(15);
    expect([...looked].filter((k) => !MAY_TRIGGER.has(k))).toEqual([]);
  });
});
