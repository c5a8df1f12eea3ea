import "server-only";

/** `RATE_LIMITS=off` turns every limit off (load tests); anything else keeps them on. */
export function rateLimitsOff(): boolean {
  return process.env.RATE_LIMITS?.trim().toLowerCase() === "off";
}

/** A limit from the environment: a whole number ≥ 0, else the default. */
export function limitFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}
