import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { getRequestUser } from "@/lib/auth/current-user";
import type { SessionUser } from "@/lib/auth/user";
import { ApiError, errorResponse, invalidRequest, toApiIssues } from "@/lib/api/errors";

/** Bodies beyond this are refused before parsing; no call of this API needs more. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

type Schema = z.ZodType;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type RouteOptions<Q extends Schema | undefined, B extends Schema | undefined> = { query?: Q; body?: B };
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
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      const query = parseQuery(request, options.query) as Parsed<Q>;
      const body = (options.body ? await parseJsonBody(request, options.body) : undefined) as Parsed<B>;
      const params = (await context?.params) ?? ({} as P);
      return toResponse(await handler({ request, query, body, params }));
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      console.error(`${request.method} ${request.nextUrl.pathname} failed`, error);
      return errorResponse(new ApiError(500, "internal_error", "Something went wrong on our side."));
    }
  };
}

/** Like `publicRoute`, for a signed-in user (session cookie or bearer token); otherwise 401. */
export function userRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P = Record<string, string>,
>(
  options: RouteOptions<Q, B>,
  handler: (context: HandlerContext<Q, B, P> & { user: SessionUser }) => Promise<unknown>,
) {
  return publicRoute<Q, B, P>(options, async (context) => {
    const user = await getRequestUser(context.request);
    if (!user) throw new ApiError(401, "unauthorized", "Sign in to continue.");
    return handler({ ...context, user });
  });
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
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_JSON_BODY_BYTES) throw invalidRequest("The request body is too large.");
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES)
    throw invalidRequest("The request body is too large.");
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
