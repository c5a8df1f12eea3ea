import type { ReactNode } from "react";
import { AuthShell } from "@/components/auth/auth-shell";

// Guest-only screens (the proxy sends a signed-in user to /): the empty layout.
export default function GuestLayout({ children }: { children: ReactNode }) {
  return <AuthShell>{children}</AuthShell>;
}
