import type { ReactNode } from "react";
import { AppsFeedbackProvider } from "@/components/apps/shared/apps-feedback";

// Every demo app shares one snackbar, so a deletion's Undo survives moving between an app's views.
export default function AppsLayout({ children }: { children: ReactNode }) {
  return <AppsFeedbackProvider>{children}</AppsFeedbackProvider>;
}
