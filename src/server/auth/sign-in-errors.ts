/** The `error` the sign-in page reads from a sign-in refused by the rate limit, as next-auth's client parses it. */
export const tooManyAttempts = "TooManyAttempts";
