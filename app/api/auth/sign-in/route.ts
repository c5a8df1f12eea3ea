import { publicRoute } from "@/lib/api/route";
import { signInSchema } from "@/lib/auth/schema";
import { answerPasswordSignIn } from "@/lib/auth/sign-in-answer";

export const POST = publicRoute({ body: signInSchema }, ({ body }) => answerPasswordSignIn(body));
