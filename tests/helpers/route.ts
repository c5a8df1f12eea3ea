import { NextRequest } from "next/server";

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Response | Promise<Response>;

/** Calls a route handler the way Next does, and reads its JSON (or text) answer. */
export async function callRoute(
  handler: Handler,
  {
    method = "GET",
    url = "/",
    json,
    rawBody,
    headers = {},
    params = {},
  }: {
    method?: string;
    url?: string;
    json?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
) {
  const body = rawBody ?? (json === undefined ? undefined : JSON.stringify(json));
  const request = new NextRequest(new URL(url, "http://localhost:3999"), {
    method,
    body,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // plain text answer
  }
  return { status: response.status, data: data as any, headers: response.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
