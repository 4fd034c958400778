import { z } from "zod";

/**
 * The latest time the API takes, in ms since the epoch: the end of year 9999. JavaScript dates go
 * further, but Prisma's DateTime and the ISO 8601 strings the API answers with stop there.
 */
export const maxEpochMs = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A time in a JSON input, in ms since the epoch: bounded, as a Date past maxEpochMs fails deep in Prisma (a 500). */
export const epochMsInput = z.number().int().min(0).max(maxEpochMs);
