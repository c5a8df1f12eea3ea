import { userRoute } from "@/lib/api/route";
import { resolveAccount } from "@/lib/events/account";
import { uploadImage } from "@/lib/uploads/uploads";

/** Uploads an image (an event cover) for the active account: multipart/form-data with the field `file`. */
export const POST = userRoute({}, async ({ user, request }) =>
  Response.json({ upload: await uploadImage(await resolveAccount(user), user.id, request) }, { status: 201 }),
);
