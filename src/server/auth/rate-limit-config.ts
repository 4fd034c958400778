import { env } from "@/server/env";

/** At most `max` failures per fixed window of `windowMs`. */
export type Limit = { max: number; windowMs: number };

export type RateLimits = {
  /** Failed sign-ins for one e-mail from one address: then that pair is refused. */
  signInPerEmailAndIp: Limit;
  /** Failed sign-ins from one address, whatever the e-mail: then the address is refused. */
  signInPerIp: Limit;
  /** Failed sign-ins for one e-mail from all addresses: then the addresses that failed on it are slowed. */
  signInPerEmail: Limit;
  /** The attempts those slowed addresses share per window. */
  signInSlowedPerEmail: Limit;
  tokenFailuresPerIp: Limit;
  /**
   * The windows' clock: unset, the database's (`clock_timestamp()`), which every instance shares. A test sets its own,
   * so that what falls in a window is its input rather than the time the machine took.
   */
  clock?: () => Date;
};

const minute = 60_000;

export function rateLimitsFromEnv(): RateLimits {
  const e = env();
  return {
    signInPerEmailAndIp: { max: e.RATE_LIMIT_SIGNIN_PER_EMAIL_IP, windowMs: 15 * minute },
    signInPerIp: { max: e.RATE_LIMIT_SIGNIN_PER_IP, windowMs: 15 * minute },
    signInPerEmail: { max: e.RATE_LIMIT_SIGNIN_PER_EMAIL, windowMs: 15 * minute },
    signInSlowedPerEmail: { max: 1, windowMs: minute },
    tokenFailuresPerIp: { max: e.RATE_LIMIT_TOKEN_FAILURES_PER_MINUTE, windowMs: minute },
  };
}
