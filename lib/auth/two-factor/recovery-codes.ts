import "server-only";
import { createHash, randomInt } from "node:crypto";
import type { Tx } from "@/lib/db";

// Ten single-use codes like "k7m2-9qxp-4hd3": twelve characters from an alphabet without the
// look-alikes 0/o, 1/l/i (≈ 59 bits each), shown once and kept only as SHA-256 hashes.
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const GROUPS = 3;
const GROUP_LENGTH = 4;
const RECOVERY_CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`);

function randomRecoveryCode(): string {
  const characters = Array.from({ length: GROUPS * GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return Array.from({ length: GROUPS }, (_, group) =>
    characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join(""),
  ).join("-");
}

/** The code as stored: lower case, without the dashes and spaces people type; null when it cannot be one. */
export function normalizeRecoveryCode(code: string): string | null {
  const compact = code.toLowerCase().replace(/[\s-]+/g, "");
  return RECOVERY_CODE_PATTERN.test(compact) ? compact : null;
}

export function hashRecoveryCode(normalized: string): string {
  return createHash("sha256").update(normalized).digest("hex");
}

/** Replaces the user's recovery codes with ten new ones and returns them (the only time they are readable). */
export async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomRecoveryCode());
  await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
  await tx.twoFactorRecoveryCode.createMany({
    data: [...codes].map((code) => ({ userId, codeHash: hashRecoveryCode(normalizeRecoveryCode(code)!) })),
  });
  return [...codes];
}

/**
 * Uses up one of the user's recovery codes; false when it is not theirs or already used. The
 * conditional update (usedAt IS NULL) makes "works once" hold for two sign-ins at the same instant.
 */
export async function consumeRecoveryCode(tx: Tx, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return false;
  const { count } = await tx.twoFactorRecoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(normalized), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

export function countRecoveryCodesLeft(tx: Tx, userId: string): Promise<number> {
  return tx.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } });
}
