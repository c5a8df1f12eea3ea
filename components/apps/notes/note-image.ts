import { NOTE_IMAGE_MAX } from "@/lib/notes/schema";
import { UPLOAD_MIME_TYPES } from "@/lib/uploads/schema";

// A note's picture travels as a data URL inside the note (lib/notes/schema.ts: at most
// NOTE_IMAGE_MAX characters), so a picked photo is scaled down in the browser first.

/** Cards are at most ~320 px wide and the dialog ~600: 1200 px stays sharp on a dense screen. */
export const NOTE_IMAGE_WIDTH = 1200;

/** Why a picked file cannot be a note's picture, or null. */
export function noteImageProblem(file: { type: string }): "wrongType" | null {
  return (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) ? null : "wrongType";
}

/** The size to draw a picture at: never wider than `maxWidth`, never blown up, the aspect kept. */
export function scaledSize(width: number, height: number, maxWidth = NOTE_IMAGE_WIDTH) {
  const scale = Math.min(1, maxWidth / Math.max(1, width));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The picture as a data URL that fits the note: drawn at `scaledSize`, as WebP (JPEG where the
 * browser draws no WebP), lowering the quality and then the size until it fits.
 */
export async function fileToNoteImage(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    for (let maxWidth = NOTE_IMAGE_WIDTH; maxWidth >= 200; maxWidth = Math.round(maxWidth * 0.7)) {
      const { width, height } = scaledSize(bitmap.width, bitmap.height, maxWidth);
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("No 2D canvas.");
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of [0.85, 0.7, 0.5]) {
        const webp = canvas.toDataURL("image/webp", quality);
        const url = webp.startsWith("data:image/webp") ? webp : canvas.toDataURL("image/jpeg", quality);
        if (url.length <= NOTE_IMAGE_MAX) return url;
      }
    }
    throw new Error("The picture is too large.");
  } finally {
    bitmap.close();
  }
}
