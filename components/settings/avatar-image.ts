import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from "@/lib/uploads/schema";

/** An avatar is shown at most 40 px wide (80 on a sharp screen); 256 leaves room and stays small as a data URL. */
export const AVATAR_SIZE = 256;

/** Why a picked file cannot be an avatar, or null: the same types and limit as every upload. */
export function avatarFileProblem(file: { type: string; size: number }): "wrongType" | "tooLarge" | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return "wrongType";
  if (file.size > UPLOAD_MAX_BYTES) return "tooLarge";
  return null;
}

/**
 * The square crop of an image to draw into the avatar: the centre of its shorter side, drawn at
 * `size` × `size` (or the image's own size when it is smaller, so nothing is blown up).
 */
export function avatarCrop(
  width: number,
  height: number,
  size = AVATAR_SIZE,
): { sx: number; sy: number; side: number; target: number } {
  const side = Math.min(width, height);
  return {
    sx: Math.floor((width - side) / 2),
    sy: Math.floor((height - side) / 2),
    side,
    target: Math.max(1, Math.min(side, size)),
  };
}

/**
 * Turns a picked image into the avatar the shell stores (`PATCH /api/common/user`, a data URL):
 * cropped square and scaled down in the browser, so a 5 MB photo becomes a few kilobytes.
 */
export async function fileToAvatarDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { sx, sy, side, target } = avatarCrop(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = target;
    canvas.height = target;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas.");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, sx, sy, side, side, 0, 0, target, target);
    const webp = canvas.toDataURL("image/webp", 0.9);
    // Safari draws no WebP and falls back to PNG; JPEG is smaller for a photo.
    return webp.startsWith("data:image/webp") ? webp : canvas.toDataURL("image/jpeg", 0.9);
  } finally {
    bitmap.close();
  }
}
