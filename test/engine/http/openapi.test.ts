// /openapi.json (src/http/openapi.ts) is a valid OpenAPI 3.1 document that describes every
// route of the Worker, every action a player may post, every kind of decision and every
// problem the API answers with. That responses match it is checked on every response the
// Worker tests see (test/worker/openapi-conformance.ts).
import { readFileSync, readdirSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../../src/http/openapi.js";
import { DECISION_KINDS } from "../../../src/http/responses.js";
import { ActionSchema } from "../../../src/http/schemas.js";

type Doc = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; operationId: string }>>; components: { schemas: Record<string, unknown> } };
const doc = openApiDocument() as Doc;
const text = JSON.stringify(doc);

describe("the OpenAPI description", () => {
  it("validates as OpenAPI 3.1", async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("describes every route the Worker's handlers declare", () => {
    // Routes as the source declares them: app.route prefixes joined with each router's paths.
    const src = (f: string) => readFileSync(new URL(`../../../src/${f}`, import.meta.url), "utf8");
    const index = src("index.ts");
    const prefixes = [...index.matchAll(/app\.route\("([^"]+)", (\w+)\)/g)].map(([, path, router]) => ({ path, router }));
    const declared: string[] = [];
    for (const file of readdirSync(new URL("../../../src/http/", import.meta.url))) {
      const code = src(`http/${file}`);
      for (const [, router, body] of code.matchAll(/export const (\w+) = new Hono<AppEnv>\(\)([\s\S]*?)(?=\nexport |\n\/\*\*|$)/g)) {
        const prefix = prefixes.find((p) => p.router === router);
        if (!prefix) continue;
        for (const [, method, path] of body!.matchAll(/\.(get|post|put)\("([^"]*)"/g)) {
          const full = `${prefix.path === "/" ? "" : prefix.path}${path === "/" ? "" : path}`.replace(/:(\w+)/g, "{$1}");
          declared.push(`${method} ${full}`);
        }
      }
    }
    for (const [, path] of index.matchAll(/app\.get\("([^"]+)"/g)) declared.push(`get ${path}`);
    expect(declared.length).toBeGreaterThan(12);
    const described = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(described.sort()).toEqual([...new Set(declared)].sort());
  });

  it("describes every action a player may post, each with its fields", () => {
    const actionTypes = ActionSchema.options.map((o) => o.shape.type.value);
    expect(actionTypes.length).toBeGreaterThan(30);
    for (const type of actionTypes) expect(text).toContain(`"const":"${type}"`);
  });

  it("describes every kind of decision", () => {
    const kinds = (doc.components.schemas.DecisionKind as { enum: string[] }).enum;
    expect(kinds).toEqual([...DECISION_KINDS]);
  });

  it("describes a problem+json answer for every refusal, with the rule broken and the current version on 409", () => {
    const problem = doc.components.schemas.Problem as { properties: Record<string, unknown> };
    expect(Object.keys(problem.properties)).toEqual(expect.arrayContaining(["type", "title", "status", "detail", "rule", "currentVersion", "errors"]));
    const actions = doc.paths["/v1/matches/{id}/actions"]!.post!.responses;
    for (const status of ["400", "401", "403", "404", "409", "413", "422", "429", "500"]) expect(Object.keys(actions)).toContain(status);
    const problems = readFileSync(new URL("../../../src/http/problem.ts", import.meta.url), "utf8");
    for (const [, status] of problems.matchAll(/problem\("[a-z-]+", "[^"]+", (\d{3})\)/g)) {
      const anywhere = Object.values(doc.paths).some((ops) => Object.values(ops).some((op) => status! in op.responses));
      expect(anywhere, `status ${status}`).toBe(true);
    }
  });
});
