/**
 * An answer whose JSON text is already written (e.g. built by SQLite): sent as it is, with the
 * headers `Response.json` would give it.
 */
export function jsonTextResponse(text: string, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.set("content-type", "application/json");
  return new Response(text, { ...init, headers });
}
