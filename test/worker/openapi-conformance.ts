// Every response the Worker tests see is checked against /openapi.json (helpers.ts `call`
// runs this on each one): its route and method must be described, its status must be one of
// the operation's, and its JSON must match the schema described for that status.
import { Validator } from "@cfworker/json-schema";
import { openApiDocument } from "../../src/http/openapi.js";

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: object };

const doc = openApiDocument() as Doc;
const routes = Object.entries(doc.paths).map(([template, ops]) => ({
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  ops,
  template,
}));
const validators = new Map<string, Validator>();

/** The pointer's schema, validated with the whole document at hand so that its $refs resolve. */
function validatorFor(pointer: string): Validator {
  let v = validators.get(pointer);
  if (!v) {
    v = new Validator({ $ref: `#${pointer}`, paths: doc.paths, components: doc.components } as object, "2020-12", false);
    validators.set(pointer, v);
  }
  return v;
}

const escape = (s: string) => s.replaceAll("~", "~0").replaceAll("/", "~1");

/** Why the response does not match the description, or null when it does. */
export function nonConformance(method: string, url: string, status: number, contentType: string, json: unknown): string | null {
  const path = new URL(url).pathname;
  const m = method.toLowerCase();
  if (m === "options") return null; // CORS preflights, answered by the middleware for every path
  // Unknown routes and methods answer 404 problems, and a body over the limit is refused (413) by
  // the middleware before any route is chosen.
  const undescribed = status === 404 || status === 413;
  const route = routes.find((r) => r.pattern.test(path));
  if (!route) return undescribed ? null : `${method} ${path}: no described route`;
  const op = route.ops[m];
  if (!op) return undescribed ? null : `${method} ${route.template}: method not described`;
  const described = op.responses[String(status)];
  if (!described) return `${method} ${route.template}: status ${status} not described`;
  if (!described.content) return null;
  const type = contentType.split(";")[0]!.trim();
  if (!described.content[type]) return `${method} ${route.template} ${status}: content type ${type} not described`;
  const pointer = `/paths/${escape(route.template)}/${m}/responses/${status}/content/${escape(type)}/schema`;
  const result = validatorFor(pointer).validate(json);
  if (result.valid) return null;
  const errors = result.errors.filter((e) => e.keyword !== "$ref" && e.keyword !== "properties" && e.keyword !== "items" && e.keyword !== "allOf");
  return `${method} ${route.template} ${status}: ${(errors.length ? errors : result.errors).slice(0, 4).map((e) => `${e.instanceLocation} ${e.error}`).join("; ")}`;
}
