import { userRoute } from "@/lib/api/route";
import { readAvatarUpload } from "@/lib/contacts/avatar-upload";
import { setContactAvatar } from "@/lib/contacts/mutations";

// A multipart form, so the handler reads the body itself instead of the wrapper's JSON parsing.
export const POST = userRoute({}, async ({ user, request }) => {
  const { id, avatar } = await readAvatarUpload(request);
  return setContactAvatar({ userId: user.id, id, avatar });
});
