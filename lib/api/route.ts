import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { getRequestCredential, usesBearerToken } from "@/lib/auth/current-user";
import { sessionLockedError } from "@/lib/auth/session-lock";
import { isDatabaseBusy } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/user";
import { ApiError, errorResponse, invalidRequest, toApiIssues } from "@/lib/api/errors";
import { readTextWithLimit } from "@/lib/http/read-body";
import { assertSameSiteAction, assertSameSiteWrite } from "@/lib/http/same-site";

const DATABASE_BUSY = () =>
  new ApiError(503, "busy", "The service is busy right now; try again in a moment.", undefined, { "Retry-After": "1" });

/** Bodies beyond this are refused (413) while they stream, before parsing; no call of this API needs more. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

type Schema = z.ZodType;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type RouteOptions<Q extends Schema | undefined, B extends Schema | undefined> = {
  query?: Q;
  body?: B;
  /** A GET that changes state (the specification's `mark-all-as-read`): with the cookie, only from the site's pages. */
  changesStateOnGet?: boolean;
};
type HandlerContext<Q, B, P> = { request: NextRequest; query: Parsed<Q>; body: Parsed<B>; params: P };
type RouteContext<P> = { params: Promise<P> };

/**
 * Wraps a route handler: parses query and JSON body with zod (bad input → 400 with the issues,
 * before any work is done), maps `ApiError`s to their status, and answers any other value as JSON.
 */
export function publicRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P = Record<string, string>,
>(options: RouteOptions<Q, B>, handler: (context: HandlerContext<Q, B, P>) => Promise<unknown>) {
  return wrapRoute<Q, B, P, object>(options, async () => ({}), handler);
}

/**
 * The wrappers' common part: `authenticate` runs first (before the body is read), then query and
 * body are parsed and the handler runs with both and what `authenticate` found.
 */
function wrapRoute<Q extends Schema | undefined, B extends Schema | undefined, P, A extends object>(
  options: RouteOptions<Q, B>,
  authenticate: (request: NextRequest) => Promise<A>,
  handler: (context: HandlerContext<Q, B, P> & A) => Promise<unknown>,
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      const found = await authenticate(request);
      const query = parseQuery(request, options.query) as Parsed<Q>;
      const body = (options.body ? await parseJsonBody(request, options.body) : undefined) as Parsed<B>;
      const params = (await context?.params) ?? ({} as P);
      return toResponse(await handler({ ...found, request, query, body, params }));
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      if (isDatabaseBusy(error)) {
        // Another process held SQLite's write lock through every retry (lib/db-busy.ts): nothing
        // was written by the step that failed; the client may try again shortly.
        console.warn(`${request.method} ${request.nextUrl.pathname}: the database stayed busy`, error);
        return errorResponse(DATABASE_BUSY());
      }
      console.error(`${request.method} ${request.nextUrl.pathname} failed`, error);
      return errorResponse(new ApiError(500, "internal_error", "Something went wrong on our side."));
    }
  };
}

/**
 * Like `publicRoute`, for a signed-in user (session cookie or bearer token); otherwise 401, and
 * 423 `session_locked` while the session is locked at /unlock-session (lib/auth/session-lock.ts). A
 * write with the session cookie (no bearer token) must come from the site itself with a JSON or
 * multipart body (lib/http/same-site.ts), else 403 `cross_site` before anything is read or done.
 */
export function userRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P = Record<string, string>,
>(
  options: RouteOptions<Q, B>,
  handler: (context: HandlerContext<Q, B, P> & { user: SessionUser }) => Promise<unknown>,
) {
  return wrapRoute<Q, B, P, { user: SessionUser }>(
    options,
    async (request) => {
      const credential = await getRequestCredential(request);
      if (!credential) throw new ApiError(401, "unauthorized", "Sign in to continue.");
      if (credential.locked) throw sessionLockedError();
      const { user } = credential;
      if (!usesBearerToken(request)) {
        assertSameSiteWrite(request);
        if (options.changesStateOnGet) assertSameSiteAction(request);
      }
      return { user };
    },
    handler,
  );
}

/** Like `userRoute`, for users with the admin role; others get 403. */
export function adminRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P = Record<string, string>,
>(
  options: RouteOptions<Q, B>,
  handler: (context: HandlerContext<Q, B, P> & { user: SessionUser }) => Promise<unknown>,
) {
  return userRoute<Q, B, P>(options, async (context) => {
    if (context.user.role !== "admin") throw new ApiError(403, "forbidden", "Only administrators may do this.");
    return handler(context);
  });
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  // `undefined` is not JSON; a handler with nothing to say answers `true` explicitly.
  return Response.json(result ?? null);
}

function parseQuery(request: NextRequest, schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!result.success) throw invalidRequest("The query parameters are not valid.", toApiIssues(result.error));
  return result.data;
}

async function parseJsonBody(request: NextRequest, schema: Schema): Promise<unknown> {
  // Counted while it streams: past the limit → 413 at once, the rest unread.
  const text = await readTextWithLimit(request, MAX_JSON_BODY_BYTES);
  let json: unknown;
  try {
    json = text === "" ? undefined : JSON.parse(text);
  } catch {
    throw invalidRequest("The request body is not valid JSON.");
  }
  if (json === undefined) throw invalidRequest("The request needs a JSON body.");
  const result = schema.safeParse(json);
  if (!result.success) throw invalidRequest("The request body is not valid.", toApiIssues(result.error));
  return result.data;
}
