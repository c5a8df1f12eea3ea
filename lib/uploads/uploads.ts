import "server-only";
import { randomBytes } from "node:crypto";
import { ApiError, invalidRequest } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { requireManager, type Account } from "@/lib/events/account";
import { readMultipartForm } from "@/lib/http/read-body";
import { limitFromEnv } from "@/lib/limits/config";
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, uploadUrl, type UploadedImage } from "@/lib/uploads/schema";

/** Room for the multipart boundary and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** What one user may store in all (the sum of their uploads' sizes); `UPLOAD_QUOTA_BYTES` overrides it. */
export const UPLOAD_QUOTA_DEFAULT_BYTES = 50 * 1024 * 1024;
const TOO_LARGE = `The image must be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;

/**
 * Stores an image a host uploads (`POST /api/uploads`, multipart/form-data with the field `file`)
 * for the active account. Anything else — not multipart, no file, not a PNG, JPEG, WebP, AVIF or
 * GIF (by its declared type and its first bytes), empty, over 5 MB — is a 400, refused before the
 * body is buffered whole when it is too large. An image that would take the uploader past their
 * quota (UPLOAD_QUOTA_BYTES, 50 MB) is a 413 `upload_quota_exceeded`, and nothing is stored.
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

  const id = await insertWithinQuota({ accountKey: account.key, userId, mimeType: file.type, data });
  if (!id) {
    throw new ApiError(
      413,
      "upload_quota_exceeded",
      `Your uploads may take at most ${formatMegabytes(uploadQuotaBytes())} in all; this image would go past that.`,
    );
  }
  return { id, mimeType: file.type, size: data.byteLength, url: uploadUrl(id) };
}

export function uploadQuotaBytes(): number {
  return limitFromEnv("UPLOAD_QUOTA_BYTES", UPLOAD_QUOTA_DEFAULT_BYTES);
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
}

/**
 * Stores the image only if the user's uploads stay within the quota with it. Summing and
 * inserting are ONE statement (itself a transaction, under SQLite's write lock), so two concurrent
 * uploads — in one process or several sharing the database — cannot both pass on the same sum.
 * The id has the shape of Prisma's cuid() ids. Returns the new id, or null when over the quota.
 */
async function insertWithinQuota(upload: {
  accountKey: string;
  userId: string;
  mimeType: string;
  data: Uint8Array;
}): Promise<string | null> {
  const id = `c${randomBytes(16).toString("hex").slice(0, 24)}`;
  const size = upload.data.byteLength;
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "Upload" ("id", "accountKey", "userId", "mimeType", "size", "data", "createdAt")
    SELECT ${id}, ${upload.accountKey}, ${upload.userId}, ${upload.mimeType}, ${size}, ${Buffer.from(upload.data)}, ${new Date()}
    WHERE (SELECT COALESCE(SUM("size"), 0) FROM "Upload" WHERE "userId" = ${upload.userId}) + ${size} <= ${uploadQuotaBytes()}
    RETURNING "id"`;
  return rows[0]?.id ?? null;
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
