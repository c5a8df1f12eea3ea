import { z } from "zod";

export const FILE_ITEM_TYPES = ["folder", "PDF", "XLS", "DOC", "TXT", "JPG"] as const;
export type FileItemType = (typeof FILE_ITEM_TYPES)[number];
export const FOLDER_TYPE = "folder" satisfies FileItemType;

/** Ids are uuids; anything much longer is not an id of ours. */
export const ID_MAX = 100;

/**
 * `folderId` missing, empty, or the text "null" (what a client sends for a null value) means the
 * root; any other value names a folder.
 */
export const folderListingQuerySchema = z.object({
  folderId: z
    .string()
    .max(ID_MAX, "tooLong")
    .optional()
    .transform((folderId) => (!folderId || folderId === "null" ? null : folderId)),
});
export type FolderListingQuery = z.output<typeof folderListingQuerySchema>;

// The answer's shapes, for the OpenAPI document.
export const fileItemSchema = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  modifiedAt: z.iso.datetime(),
  size: z.string(),
  type: z.enum(FILE_ITEM_TYPES),
  /** "3 files" for a folder, null for a file. */
  contents: z.string().nullable(),
  description: z.string().nullable(),
});

export const folderListingSchema = z.object({
  folders: z.array(fileItemSchema),
  files: z.array(fileItemSchema),
  /** From the root folder down to the current one (inclusive); empty at the root. */
  path: z.array(fileItemSchema),
});

/** One item as the API answers it (dates as ISO text). */
export type FileItemAnswer = z.infer<typeof fileItemSchema>;
export type FolderListingAnswer = z.infer<typeof folderListingSchema>;
