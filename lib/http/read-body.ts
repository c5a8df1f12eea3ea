import "server-only";
import { ApiError, invalidRequest } from "@/lib/api/errors";

/** The 413 answered as soon as a body passes its limit. */
export function payloadTooLarge(message = "The request body is too large."): ApiError {
  return new ApiError(413, "payload_too_large", message);
}

/**
 * The request body, read chunk by chunk while counting its bytes: a declared `Content-Length`
 * over `maxBytes` is refused before reading, and a body (chunked or lying about its length) is
 * refused as soon as it passes the limit — the rest is not read, the stream is cancelled. → 413.
 */
export async function readBodyWithLimit(
  request: Request,
  maxBytes: number,
  tooLarge?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw payloadTooLarge(tooLarge);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(tooLarge);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The body as UTF-8 text, read with `readBodyWithLimit`. */
export async function readTextWithLimit(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyWithLimit(request, maxBytes));
}

/**
 * A multipart/form-data request's form, read with a byte limit first so an oversized upload is
 * refused (413) without being buffered whole. Not multipart or unreadable → 400.
 */
export async function readMultipartForm(
  request: Request,
  { maxBytes, tooLarge, what }: { maxBytes: number; tooLarge: string; what: string },
): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw invalidRequest(`Send ${what} as multipart/form-data.`);
  const bytes = await readBodyWithLimit(request, maxBytes, tooLarge);
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw invalidRequest("The multipart form could not be read.");
  }
}
