import "server-only";
import { invalidRequest, toApiIssues, type ApiIssue } from "@/lib/api/errors";
import { readMultipartForm } from "@/lib/http/read-body";
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, avatarUploadFieldsSchema } from "@/lib/contacts/schema";

/** Room for the multipart boundaries, part headers and the id field around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const AVATAR_TOO_LARGE = `The avatar must be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`;

/**
 * Reads `POST contacts/avatar`'s multipart form `{ id, avatar }` and turns the image into a data
 * URL. Anything else (not multipart, no file, not an image, empty, over 2 MB) is a 400. The body is
 * read with a byte limit first, so an oversized upload is refused without being buffered whole.
 */
export async function readAvatarUpload(request: Request): Promise<{ id: string; avatar: string }> {
  const form = await readMultipartForm(request, {
    maxBytes: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    tooLarge: AVATAR_TOO_LARGE,
    what: "the avatar",
  });

  const fields = avatarUploadFieldsSchema.safeParse({ id: form.get("id") ?? undefined });
  const issues: ApiIssue[] = fields.success ? [] : toApiIssues(fields.error);
  const checked = checkAvatarFile(form.get("avatar"));
  if ("problem" in checked) issues.push({ path: ["avatar"], code: "invalid_file", message: checked.problem });
  if (!fields.success || "problem" in checked) throw invalidRequest("The avatar upload is not valid.", issues);
  const { file } = checked;
  const base64 = Buffer.from(await file.arrayBuffer()).toString("base64");
  return { id: fields.data.id, avatar: `data:${file.type};base64,${base64}` };
}

function checkAvatarFile(value: FormDataEntryValue | null): { file: File } | { problem: string } {
  if (value === null || typeof value === "string") return { problem: "Attach the image as the file field 'avatar'." };
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(value.type)) {
    return { problem: "The avatar must be a PNG, JPEG, GIF, WebP, AVIF or SVG image." };
  }
  if (value.size === 0) return { problem: "The avatar file is empty." };
  if (value.size > AVATAR_MAX_BYTES) return { problem: AVATAR_TOO_LARGE };
  return { file: value };
}
