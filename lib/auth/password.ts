import bcrypt from "bcryptjs";

// Cost 11 keeps a hash near 100 ms on the 2-core machines this runs on: slow for an attacker,
// quick enough for a sign-in.
const BCRYPT_COST = 11;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return bcrypt.compare(password, passwordHash);
}

// A hash of a random password, compared against when the email is unknown, so that a wrong
// email takes as long as a wrong password and response times do not reveal who has an account.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash(crypto.randomUUID(), BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
}
