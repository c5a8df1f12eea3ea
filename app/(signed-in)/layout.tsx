import type { ReactNode } from "react";
import { AuthShell } from "@/components/auth/auth-shell";

// Screens for a signed-in user outside the shell (sign-out, unlock-session): the empty layout.
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <AuthShell>{children}</AuthShell>;
}
