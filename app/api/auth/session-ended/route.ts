import type { NextRequest } from "next/server";
import { endDeadSession } from "@/lib/auth/session-ended";

/** Clears a session cookie the app no longer honours, then goes on to sign-in (lib/auth/session-ended.ts). */
export function GET(request: NextRequest) {
  return endDeadSession(request);
}
