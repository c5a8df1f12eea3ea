/**
 * The server's secrets. `scripts/start.mjs` makes sure they are set (from the environment, or
 * generated once into the git-ignored `.env.local`), so a missing one here is a setup error.
 */
function requireSecret(name: string): string {
  const value = process.env[name];
  if (!value || value.length < 32) {
    throw new Error(`${name} must be set to at least 32 characters (npm start generates it).`);
  }
  return value;
}

export const getNextAuthSecret = () => requireSecret("NEXTAUTH_SECRET");
export const getAccessTokenSecret = () => requireSecret("ACCESS_TOKEN_SECRET");
