"use client";
import { PublicError } from "@/components/public/public-error";
import ui from "@/components/public/ui.module.css";

// A failing sign-in page, in the public pages' look (this root has no MUI).
export default function SignInError(props: Parameters<typeof PublicError>[0]) {
  return (
    <div className={ui.root}>
      <PublicError {...props} />
    </div>
  );
}
