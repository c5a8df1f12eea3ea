import "server-only";
import { ApiError, invalidRequest } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { requireManager, type Account } from "@/lib/events/account";
import { readMultipartForm } from "@/lib/http/read-body";
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, uploadUrl, type UploadedImage } from "@/lib/uploads/schema";

/** Room for the multipart boundary and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const TOO_LARGE = `The image must be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;

/**
 * Stores an image a host uploads (`POST /api/uploads`, multipart/form-data with the field `file`)
 * for the active account. Anything else — not multipart, no file, not a PNG, JPEG, WebP, AVIF or
 * GIF (by its declared type and its first bytes), empty, over 5 MB — is a 400, refused before the
 * body is buffered whole when it is too large.
 */
export async function uploadImage(account: Account, userId: string, request: Request): Promise<UploadedImage> {
  requireManager(account);
  const form = await readMultipartForm(request, {
    maxBytes: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    tooLarge: TOO_LARGE,
    what: "the image",
  });
  const file = form.get(UPLOAD_FIELD);
  const problem = (message: string) =>
    invalidRequest("The image upload is not valid.", [{ path: [UPLOAD_FIELD], code: "invalid_file", message }]);
  if (file === null || typeof file === "string") throw problem(`Attach the image as the file field '${UPLOAD_FIELD}'.`);
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type))
    throw problem("The image must be a PNG, JPEG, WebP, AVIF or GIF.");
  if (file.size === 0) throw problem("The image file is empty.");
  if (file.size > UPLOAD_MAX_BYTES) throw problem(TOO_LARGE);
  const data = new Uint8Array(await file.arrayBuffer());
  // The declared type is the browser's guess from the name; the bytes must agree, so nothing else is served as an image.
  if (sniffImageType(data) !== file.type) throw problem("The file's content is not the image type it claims to be.");

  const upload = await db.upload.create({
    data: { accountKey: account.key, userId, mimeType: file.type, size: data.byteLength, data },
    select: { id: true, mimeType: true, size: true },
  });
  return { ...upload, url: uploadUrl(upload.id) };
}

/** The image type its first bytes say, or null. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith([0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  if (
    startsWith([0x66, 0x74, 0x79, 0x70], 4) &&
    (startsWith([0x61, 0x76, 0x69, 0x66], 8) || startsWith([0x61, 0x76, 0x69, 0x73], 8))
  )
    return "image/avif";
  return null;
}

/** An uploaded image as the browser gets it: public (covers are on public pages) and cached for good, since it never changes. */
export async function serveUpload(id: string): Promise<Response> {
  const upload = await db.upload.findUnique({ where: { id }, select: { mimeType: true, data: true } });
  if (!upload) throw new ApiError(404, "not_found", "Image not found.");
  return new Response(Buffer.from(upload.data), {
    headers: {
      "content-type": upload.mimeType,
      "content-length": String(upload.data.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
