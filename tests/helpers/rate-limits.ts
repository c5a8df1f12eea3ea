/**
 * Rate limits are off in Jest (jest/setup-env.ts): the test files of one worker share its
 * database, so orders, failed sign-ins and mails of one file would count against the next one's
 * "unknown" address and reused buyer emails, and which file tripped a limit would depend on how
 * Jest scheduled them. A file that tests a limit turns them on around each of its tests.
 */
export function withRateLimitsOn(): void {
  beforeEach(() => {
    delete process.env.RATE_LIMITS;
  });
  afterEach(() => {
    process.env.RATE_LIMITS = "off";
  });
}
