import { publicRoute } from "@/lib/api/route";
import { unlockSessionSchema } from "@/lib/auth/schema";
import { answerPasswordSignIn } from "@/lib/auth/sign-in-answer";

export const POST = publicRoute({ body: unlockSessionSchema }, ({ body }) => answerPasswordSignIn(body));
