// Writes the typed client's schema (clients/typescript/schema.d.ts) from the OpenAPI document
// the Worker serves, so the client's types are the contract's and cannot drift from it
// (test/engine/http/client.test.ts checks the file is current).
import { writeFileSync } from "node:fs";
import { clientSchema } from "../clients/typescript/generate.js";

const out = new URL("../clients/typescript/schema.d.ts", import.meta.url);
writeFileSync(out, await clientSchema());
console.log(`wrote ${out.pathname}`);
