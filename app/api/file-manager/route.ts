import { ApiError } from "@/lib/api/errors";
import { userRoute } from "@/lib/api/route";
import { getFolderListing } from "@/lib/file-manager/queries";
import { folderListingQuerySchema } from "@/lib/file-manager/schema";

export const GET = userRoute({ query: folderListingQuerySchema }, async ({ user, query }) => {
  const listing = await getFolderListing({ userId: user.id, folderId: query.folderId });
  if (!listing) throw new ApiError(404, "not_found", "There is no such folder.");
  return listing;
});
