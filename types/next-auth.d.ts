import "next-auth";

declare module "next-auth" {
  /** What `useSession()` sees: no profile data (the shell loads it), the bearer token, the lock. */
  interface Session {
    userId: string;
    locked: boolean;
    accessToken?: string;
  }
}
