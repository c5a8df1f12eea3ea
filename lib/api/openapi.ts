import { z } from "zod";

/**
 * One documented endpoint. Each domain lists its operations in `lib/<domain>/openapi.ts` with
 * the same zod schemas its handlers parse with, and `/api/openapi.json` is built from them.
 */
export type ApiOperation = {
  /**
   * The operation's stable name for client generators, camelCase, unique in the document: a verb
   * and what it acts on (`listContacts`, `createEventOrder`). Renaming one breaks generated clients.
   */
  operationId: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The path as OpenAPI writes it, e.g. `/api/apps/contacts/contact`. */
  path: string;
  summary: string;
  tags: string[];
  /** Whether a signed-in user is needed (default true). */
  auth?: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer; `description` defaults to "OK". */
  response?: { status?: number; description?: string; schema?: z.ZodType };
  /** Expected failures besides 400 (bad input) and 401 (signed out), e.g. `{ 404: "Not found" }`. */
  errors?: Record<number, string>;
};

const jsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any", override: exhaustiveRecordAsObject });

/**
 * A record over an enum (`z.record(z.enum(ORDER_STATUSES), z.number())`) has every key. Zod says so
 * with `propertyNames` and a `required` list naming keys no `properties` define, which client
 * generators read as a free-form map and linters flag; written as the object it is, each key is a
 * property of the value's schema and no other key is allowed — the same constraint, spelled out.
 */
function exhaustiveRecordAsObject({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: z.core.$ZodType;
  jsonSchema: z.core.JSONSchema.BaseSchema;
}) {
  if (zodSchema._zod.def.type !== "record" || !Array.isArray(jsonSchema.required)) return;
  const value = jsonSchema.additionalProperties;
  if (typeof value !== "object") return;
  jsonSchema.properties = Object.fromEntries(jsonSchema.required.map((key) => [key, value]));
  jsonSchema.additionalProperties = false;
  delete jsonSchema.propertyNames;
}

const errorSchema = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        issues: { type: "array", items: { type: "object" } },
      },
      required: ["code", "message"],
    },
  },
  required: ["error"],
};

export function buildOpenApiDocument(operations: ApiOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryParameters = operation.query
      ? Object.entries(operation.query.shape).map(([name, schema]) => ({
          name,
          in: "query",
          required: !(schema as z.ZodType).safeParse(undefined).success,
          schema: jsonSchema(schema as z.ZodType, "input"),
        }))
      : [];
    const parameters =
      pathParameters.length + queryParameters.length > 0 ? [...pathParameters, ...queryParameters] : undefined;
    const responses: Record<string, unknown> = {
      [String(operation.response?.status ?? 200)]: {
        description: operation.response?.description ?? "OK",
        ...(operation.response?.schema
          ? { content: { "application/json": { schema: jsonSchema(operation.response.schema, "output") } } }
          : {}),
      },
      400: { description: "Bad input; nothing was changed.", content: { "application/json": { schema: errorSchema } } },
    };
    if (operation.auth !== false) {
      responses[401] = { description: "Not signed in.", content: { "application/json": { schema: errorSchema } } };
      responses[423] = {
        description:
          "`session_locked`: the browser session (or the bearer token issued to it) is locked at /unlock-session until the password is typed again.",
        content: { "application/json": { schema: errorSchema } },
      };
    }
    // Answers every write of the wrappers in lib/api/route.ts can give (issue 14): a body past its
    // limit while it streams, and a cookie-authenticated write from another site.
    if (operation.body) {
      responses[413] = {
        description: "`payload_too_large`: the body passed its limit; nothing was changed.",
        content: { "application/json": { schema: errorSchema } },
      };
      if (operation.auth !== false)
        responses[403] = {
          description:
            "`cross_site`: a write signed in by the session cookie that did not come from this site (Origin / Sec-Fetch-Site), or not as JSON or multipart; or the user's role does not allow it.",
          content: { "application/json": { schema: errorSchema } },
        };
    }
    // Any call may meet a database another process keeps busy past the retries (lib/db-busy.ts).
    responses[503] = {
      description: "`busy`: the database stayed busy; nothing was changed. Retry after `Retry-After` seconds.",
      content: { "application/json": { schema: errorSchema } },
    };
    for (const [status, description] of Object.entries(operation.errors ?? {})) responses[status] = { description };
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = {
      operationId: operation.operationId,
      summary: operation.summary,
      tags: operation.tags,
      ...(operation.auth === false ? { security: [] } : {}),
      ...(parameters ? { parameters } : {}),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: jsonSchema(operation.body, "input") } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Hostdeck API",
      version: "1.0.0",
      description: "The Hostdeck back end: auth, shell, demo apps and events.",
      // package.json is private and names no licence: the API is not offered under an open one
      // (an SPDX `LicenseRef-` names a licence of one's own).
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
    },
    security: [{ bearer: [] }, { session: [] }],
    paths,
  };
}
