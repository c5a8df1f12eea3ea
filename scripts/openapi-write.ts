// `tsx --conditions=react-server scripts/openapi-write.ts <file>`: writes the OpenAPI document that
// /api/openapi.json serves to <file>, for `npm run lint:api` (Redocly CLI lints it, redocly.yaml).
// The condition is the one Next's server code runs under: some lib/ modules the document lists
// import "server-only", which throws anywhere else.
import fs from "node:fs";
import path from "node:path";
import { getOpenApiDocument } from "@/lib/api/openapi-document";

const file = process.argv[2];
if (!file) {
  console.error("Usage: tsx --conditions=react-server scripts/openapi-write.ts <file>");
  process.exit(2);
}
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(getOpenApiDocument(), null, 2)}\n`);
