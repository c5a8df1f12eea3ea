import { publicRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/limits/client-ip";
import { signInSchema } from "@/lib/auth/schema";
import { answerPasswordSignIn } from "@/lib/auth/sign-in-answer";

export const POST = publicRoute({ body: signInSchema }, ({ body, request }) =>
  answerPasswordSignIn(body, clientIp(request.headers)),
);
