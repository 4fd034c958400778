/** Calls one tRPC batch may hold: the server refuses a bigger batch whole, the client's link splits at it. */
export const maxBatchCalls = 10;
