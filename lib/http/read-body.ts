import "server-only";
import { invalidRequest } from "@/lib/api/errors";

/** The request body, or null as soon as it grows past `maxBytes`. */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A multipart/form-data request's form, read with a byte limit first so an oversized upload is
 * refused without being buffered whole. Not multipart, too large or unreadable → 400.
 */
export async function readMultipartForm(
  request: Request,
  { maxBytes, tooLarge, what }: { maxBytes: number; tooLarge: string; what: string },
): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw invalidRequest(`Send ${what} as multipart/form-data.`);
  const bytes = await readBodyWithin(request, maxBytes);
  if (!bytes) throw invalidRequest(tooLarge);
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw invalidRequest("The multipart form could not be read.");
  }
}
