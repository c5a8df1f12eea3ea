import { SIGNED_IN_HOME } from "@/lib/navigation/route-access";

/** Where an error page's way back leads, by route group; the key is its label under `errorPages.back`. */
export const BACK_TARGETS = {
  dashboard: SIGNED_IN_HOME,
  home: "/home",
  signIn: "/sign-in",
  start: "/",
} as const;

export type BackTarget = keyof typeof BACK_TARGETS;
