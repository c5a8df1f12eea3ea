#!/usr/bin/env node
// Replaces (or adds) one top-level namespace in messages/en.json, tr.json and ro.json:
//   node scripts/set-messages.mjs <namespace> <file.json>
// where file.json is { "en": {...}, "tr": {...}, "ro": {...} }. Each file is read and written in
// one step, so several people can add their own namespaces without clobbering each other's.
import fs from "node:fs";
import path from "node:path";

const [namespace, source] = process.argv.slice(2);
if (!namespace || !source) {
  console.error("Usage: node scripts/set-messages.mjs <namespace> <file.json>");
  process.exit(2);
}
const byLocale = JSON.parse(fs.readFileSync(source, "utf8"));
for (const locale of ["en", "tr", "ro"]) {
  if (!byLocale[locale]) throw new Error(`${source} has no "${locale}" messages`);
  const file = path.join("messages", `${locale}.json`);
  const messages = JSON.parse(fs.readFileSync(file, "utf8"));
  messages[namespace] = byLocale[locale];
  fs.writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
}
console.log(`messages: namespace "${namespace}" written for en, tr and ro.`);
