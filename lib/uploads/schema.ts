// What an uploaded image may be; shared by the upload button (client) and the route (server).
// No SVG: uploads are served from this origin, and an SVG can carry script.
export const UPLOAD_MIME_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif", "image/gif"] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = "file";

export type UploadedImage = { id: string; url: string; mimeType: string; size: number };

export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}
