import { withBuildLock } from "./build-lock";
import { needsBuild } from "./needs-build";
import { run } from "./run";

const nextBin = "node_modules/next/dist/bin/next";

/** `next build` when the sources changed, under the lock every builder takes. Returns whether it built. */
export async function buildIfNeeded(env: NodeJS.ProcessEnv): Promise<boolean> {
  return withBuildLock(async () => {
    if (!needsBuild()) return false;
    await run(nextBin, ["build"], { ...env, NEXT_TELEMETRY_DISABLED: "1" });
    return true;
  });
}
