"use client";

/** Saves `text` as a file through the browser's download (no request: the text is already here). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn, once the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
