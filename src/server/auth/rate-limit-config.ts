import { env } from "@/server/env";

/** At most `max` failures per fixed window of `windowMs`. */
export type Limit = { max: number; windowMs: number };

export type RateLimits = { signInPerEmail: Limit; signInPerIp: Limit; tokenFailuresPerIp: Limit };

const minute = 60_000;

export function rateLimitsFromEnv(): RateLimits {
  const e = env();
  return {
    signInPerEmail: { max: e.RATE_LIMIT_SIGNIN_PER_EMAIL, windowMs: 15 * minute },
    signInPerIp: { max: e.RATE_LIMIT_SIGNIN_PER_IP, windowMs: 15 * minute },
    tokenFailuresPerIp: { max: e.RATE_LIMIT_TOKEN_FAILURES_PER_MINUTE, windowMs: minute },
  };
}
