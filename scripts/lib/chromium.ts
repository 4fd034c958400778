/**
 * The e2e browsers, both Debian's: no browser is ever downloaded. The headless shell (Debian's
 * `chromium-headless-shell`, the kind of Chromium Playwright runs headless by default) draws the same pages for
 * less CPU than the full browser's headless mode (docs/testing.md has the figures); the full browser (`chromium`)
 * is kept for what the shell lacks, the PDF viewer. CHROMIUM_PATH and CHROMIUM_FULL_PATH point elsewhere.
 */
export const headlessShellPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const fullChromiumPath = () => process.env.CHROMIUM_FULL_PATH ?? "/usr/bin/chromium";

/** Flags that keep either browser off the (closed) network. */
export function chromiumLaunchOptions(executablePath: string) {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  };
}
