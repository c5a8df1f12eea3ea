"use client";
import { useState } from "react";
import { apiFetch } from "@/lib/http/api-fetch";
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, type UploadedImage } from "@/lib/uploads/schema";

/** The largest upload, in megabytes (for the hints and the "too large" message). */
export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Uploads an image from the device (POST /api/uploads) and hands its address on. Type and size are
 * checked here first with the server's own limits, so a wrong file is refused before it is sent.
 */
export function useImageUpload({
  onUploaded,
  messages,
}: {
  onUploaded: (url: string) => void;
  messages: { wrongType: () => string; tooLarge: () => string; failed: () => string };
}) {
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    setProblem(null);
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return setProblem(messages.wrongType());
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(messages.tooLarge());
    const form = new FormData();
    form.set(UPLOAD_FIELD, file);
    setUploading(true);
    try {
      const { upload: uploaded } = await apiFetch<{ upload: UploadedImage }>("/api/uploads", {
        method: "POST",
        body: form,
      });
      onUploaded(uploaded.url);
    } catch {
      setProblem(messages.failed());
    } finally {
      setUploading(false);
    }
  }

  return { isUploading, problem, upload };
}
