/**
 * Rate-limit windows are fixed and aligned to the clock, so a test that must stay inside one
 * window starts right after a boundary.
 */
export async function atWindowStart(windowMs: number): Promise<void> {
  const wait = windowMs - (Date.now() % windowMs) + 20;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

export const sleepSeconds = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
