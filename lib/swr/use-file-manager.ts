"use client";
import useSWR from "swr";
import type { FolderListingAnswer } from "@/lib/file-manager/schema";
import { ApiRequestError } from "@/lib/http/api-fetch";

export const FILE_MANAGER_URL = "/api/file-manager";

/** The listing's address: the root without a query, a folder by its id. */
export function folderUrl(folderId: string | null): string {
  return folderId ? `${FILE_MANAGER_URL}?folderId=${encodeURIComponent(folderId)}` : FILE_MANAGER_URL;
}

/**
 * One of the user's folders (null: the root): its folders and files by name and the path from the
 * root. A folder that is not the user's answers 404 (`error.status`).
 */
export function useFolder(folderId: string | null) {
  return useSWR<FolderListingAnswer>(folderUrl(folderId), {
    // A folder that is not there will not appear by asking again.
    shouldRetryOnError: (error) => !isNotFound(error),
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
