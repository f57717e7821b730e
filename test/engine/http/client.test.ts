import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clientSchema } from "../../../clients/typescript/generate.js";

// Issue 14: a typed client whose types are the contract's. The checked-in schema must be the
// one the current OpenAPI document generates; `npm run client` rewrites it.
describe("the typed TypeScript client", () => {
  it("clients/typescript/schema.d.ts is generated from the current /openapi.json (run `npm run client`)", async () => {
    const file = readFileSync(new URL("../../../clients/typescript/schema.d.ts", import.meta.url), "utf8");
    expect(file).toBe(await clientSchema());
  });
});
