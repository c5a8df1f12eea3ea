/** An answer whose JSON text is already written (e.g. built by SQLite), sent as it is with `Response.json`'s content type. */
export function jsonTextResponse(text: string): Response {
  return new Response(text, { headers: { "content-type": "application/json" } });
}
