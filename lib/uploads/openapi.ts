import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from "@/lib/uploads/schema";

const uploadedImageSchema = z.object({ id: z.string(), url: z.string(), mimeType: z.string(), size: z.number().int() });

export const uploadOperations: ApiOperation[] = [
  {
    operationId: "uploadImage",
    method: "post",
    path: "/api/uploads",
    summary: `Upload an image for the active account (an event cover): multipart/form-data with the file field '${UPLOAD_FIELD}' (${UPLOAD_MIME_TYPES.join(", ")}; at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB). Use its url as the event's coverImage.`,
    tags: ["Events"],
    response: { status: 201, schema: z.object({ upload: uploadedImageSchema }) },
    errors: {
      403: "Vendor staff may not upload",
      413: "The uploader's quota (UPLOAD_QUOTA_BYTES, 50 MB in all) would be exceeded: upload_quota_exceeded",
    },
  },
  {
    operationId: "getUpload",
    method: "get",
    path: "/api/uploads/{id}",
    summary: "An uploaded image (public, cached for good: images never change)",
    tags: ["Events"],
    auth: false,
    response: { description: "The image bytes" },
    errors: { 404: "No such image" },
  },
];
