import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/next-auth-options";

// next-auth v4's own endpoints (/api/auth/session, /csrf, /callback/credentials, /signout ...).
// The specification's named auth calls are sibling folders and take precedence.
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request as never, context as never, getAuthOptions());
}

export { handler as GET, handler as POST };
