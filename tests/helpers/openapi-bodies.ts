import { randomUUID } from "node:crypto";

// Bad request bodies made from an operation's JSON Schema in /api/openapi.json, for
// tests/api/openapi-malformed-bodies.test.ts: a plausible body (the "base"), and from it one body per
// property with a value of the wrong type, one per required property left out, and one carrying a
// 2 MB string. The base itself is never sent: every body made from it is wrong in exactly one place.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
};

export type Path = (string | number)[];
/** A property somewhere in the body (an object's key or an array's first item) and its schema. */
export type BodyNode = { path: Path; schema: JsonSchema };
/** A required key of an object somewhere in the body. */
export type RequiredKey = { path: Path };
export type BadBody = { name: string; body: unknown; expectIssueAt?: Path };

const DAY_MS = 86_400_000;
const JSON_TYPES = ["string", "number", "integer", "boolean", "array", "object", "null"] as const;

/** The schema's variants: `anyOf`/`oneOf` members, or the schema itself. */
const variantsOf = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [schema];

/** The variant a base value is made from: the first that is not `null`. */
const mainVariant = (schema: JsonSchema): JsonSchema => {
  const variants = variantsOf(schema);
  if (variants.length === 1 && variants[0] === schema) return schema.allOf ? { ...schema, ...schema.allOf[0] } : schema;
  return mainVariant(variants.find((variant) => variant.type !== "null") ?? variants[0]);
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;

function exampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case "email":
      return `walk-${randomUUID().slice(0, 8)}@example.com`;
    case "date-time":
      return new Date(Date.now() + 10 * DAY_MS).toISOString();
    case "date":
      return new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    case "uri":
    case "url":
      return "https://example.com/";
    case "uuid":
      return randomUUID();
    default:
      return "a".repeat(Math.max(schema.minLength ?? 0, 1));
  }
}

/** A plausible value for `schema`: every property present, arrays of one item. */
export function exampleOf(input: JsonSchema): unknown {
  if ("const" in input) return input.const;
  if (input.enum) return input.enum[0];
  if (input.default !== undefined) return input.default;
  const schema = mainVariant(input);
  if (schema !== input) return exampleOf(schema);
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value)]));
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => exampleOf(schema.items ?? {}));
    case "string":
      return exampleString(schema);
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return "anything";
  }
}

/** Every property of the body at any depth (an array's first item stands for all), and every required key. */
export function walkSchema(schema: JsonSchema, path: Path = []): { nodes: BodyNode[]; required: RequiredKey[] } {
  const nodes: BodyNode[] = [];
  const required: RequiredKey[] = [];
  const main = mainVariant(schema);
  if (typeOf(main) === "object" && main.properties) {
    for (const key of main.required ?? []) required.push({ path: [...path, key] });
    for (const [key, child] of Object.entries(main.properties)) {
      nodes.push({ path: [...path, key], schema: child });
      const inner = walkSchema(child, [...path, key]);
      nodes.push(...inner.nodes);
      required.push(...inner.required);
    }
  } else if (typeOf(main) === "array" && main.items) {
    nodes.push({ path: [...path, 0], schema: main.items });
    const inner = walkSchema(main.items, [...path, 0]);
    nodes.push(...inner.nodes);
    required.push(...inner.required);
  }
  return { nodes, required };
}

/** The JSON types a schema admits (all of them when it says nothing). */
function admittedTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const variant of variantsOf(schema)) {
    const values = variant.enum ?? ("const" in variant ? [variant.const] : undefined);
    if (values) for (const value of values) types.add(value === null ? "null" : typeof value);
    else if (variant.type) for (const type of [variant.type].flat()) types.add(type);
    else if (variant !== schema && (variant.anyOf ?? variant.oneOf))
      admittedTypes(variant).forEach((type) => types.add(type));
    else if (variant.allOf) admittedTypes(variant.allOf[0]).forEach((type) => types.add(type));
    else JSON_TYPES.forEach((type) => types.add(type));
  }
  if (types.has("integer")) types.add("number");
  return types;
}

/** A value of a JSON type the schema does not admit, or undefined when it admits every type. */
export function wrongTypeFor(schema: JsonSchema): unknown {
  const admitted = admittedTypes(schema);
  const candidates: [string, unknown][] = [
    ["number", 12345],
    ["string", "not the right type"],
    ["boolean", true],
    ["object", { wrong: "type" }],
    ["array", ["wrong type"]],
  ];
  return candidates.find(([type]) => !admitted.has(type))?.[1];
}

function cloneWith(
  base: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let parent = copy;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]);
  return copy;
}

const twoMegabytes = () => "x".repeat(2 * 1024 * 1024);

/** The bodies to send for one operation, each wrong in one way; `expectIssueAt` names where. */
export function badBodies(schema: JsonSchema): { bodies: BadBody[]; untyped: Path[] } {
  const base = exampleOf(schema);
  const { nodes, required } = walkSchema(schema);
  const bodies: BadBody[] = [
    { name: "malformed JSON", body: undefined },
    { name: "a JSON array instead of an object", body: [base] },
  ];
  const untyped: Path[] = [];
  for (const node of nodes) {
    const wrong = wrongTypeFor(node.schema);
    if (wrong === undefined) untyped.push(node.path);
    else
      bodies.push({
        name: `wrong type at ${node.path.join(".")}`,
        body: cloneWith(base, node.path, (parent, key) => (parent[key] = wrong)),
        expectIssueAt: node.path,
      });
  }
  for (const { path } of required)
    bodies.push({
      name: `missing ${path.join(".")}`,
      body: cloneWith(base, path, (parent, key) => delete parent[key]),
      expectIssueAt: path,
    });
  const stringNode = nodes.find((node) => typeOf(mainVariant(node.schema)) === "string");
  bodies.push({
    name: `2 MB string at ${stringNode ? stringNode.path.join(".") : "padding"}`,
    body: stringNode
      ? cloneWith(base, stringNode.path, (parent, key) => (parent[key] = twoMegabytes()))
      : { ...(base as object), padding: twoMegabytes() },
  });
  return { bodies, untyped };
}

/** Whether an issue at `issuePath` is about `target`: one lies inside the other (never the root). */
export const issueConcerns = (issuePath: Path, target: Path) =>
  issuePath.length > 0 &&
  issuePath
    .slice(0, Math.min(issuePath.length, target.length))
    .every((segment, index) => String(segment) === String(target[index]));
