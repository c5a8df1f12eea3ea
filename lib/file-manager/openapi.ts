import type { ApiOperation } from "@/lib/api/openapi";
import { folderListingQuerySchema, folderListingSchema } from "@/lib/file-manager/schema";

export const fileManagerOperations: ApiOperation[] = [
  {
    operationId: "getFileManagerFolder",
    method: "get",
    path: "/api/file-manager",
    summary:
      'One of the user\'s folders (root when folderId is missing or "null"): its folders and files by name, and the path from the root',
    tags: ["File manager"],
    query: folderListingQuerySchema,
    response: { schema: folderListingSchema },
    errors: { 404: "The user has no folder with this id (another user's folder, a file or an unknown id)." },
  },
];
