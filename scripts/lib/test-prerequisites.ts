import fs from "node:fs";
import path from "node:path";
import { fullChromiumPath, headlessShellPath } from "./chromium";

/**
 * What the test suite needs from the system: Debian's Chromium headless shell and full Chromium (e2e,
 * scripts/lib/chromium.ts), PostgreSQL server (both databases), LibreOffice Calc (the reports open in a
 * spreadsheet) and nginx (the deployment's proxy, tests/deploy), plus python3 (Debian's).
 */
export type Found = {
  chromium: boolean;
  headlessShell: boolean;
  postgresql: boolean;
  libreoffice: boolean;
  nginx: boolean;
  root: boolean;
  aptGet: boolean;
};

export type Plan =
  { action: "ready" } | { action: "install"; packages: string[] } | { action: "stop"; message: string };

/** Looks at this machine. PostgreSQL as tests/support/pg-cluster.ts finds it: Debian's versioned bin dirs. */
export function findPrerequisites(): Found {
  const pgRoot = "/usr/lib/postgresql";
  const versions = fs.existsSync(pgRoot) ? fs.readdirSync(pgRoot) : [];
  return {
    chromium: fs.existsSync(fullChromiumPath()),
    headlessShell: fs.existsSync(headlessShellPath()),
    postgresql: versions.some((v) => fs.existsSync(path.join(pgRoot, v, "bin", "initdb"))),
    libreoffice: fs.existsSync("/usr/bin/soffice"),
    nginx: fs.existsSync("/usr/sbin/nginx"),
    root: process.getuid?.() === 0,
    aptGet: fs.existsSync("/usr/bin/apt-get"),
  };
}

/**
 * Whether `npm test` can run, install what is missing (as root with apt-get, as `.ci/run` runs),
 * or must stop at once with the command to run, instead of failing at the first e2e test minutes later.
 */
export function planPrerequisites(found: Found): Plan {
  const packages = [
    ...(found.chromium ? [] : ["chromium"]),
    ...(found.headlessShell ? [] : ["chromium-headless-shell"]),
    ...(found.postgresql ? [] : ["postgresql"]),
    ...(found.libreoffice ? [] : ["libreoffice-calc-nogui"]),
    ...(found.nginx ? [] : ["nginx-light"]),
  ];
  if (packages.length === 0) return { action: "ready" };
  if (found.root && found.aptGet) return { action: "install", packages };
  const what = packages.join(" and ");
  const install = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(" ")}`;
  const message = found.aptGet
    ? `npm test needs ${what} from Debian. Run:\n\n  ${install}\n\nthen npm test again.`
    : `npm test needs ${what}: install them with your system's package manager (Chromium at ${fullChromiumPath()} ` +
      `and its headless shell at ${headlessShellPath()}, or where CHROMIUM_FULL_PATH and CHROMIUM_PATH say; ` +
      "PostgreSQL's server binaries under /usr/lib/postgresql/<version>/bin; " +
      "LibreOffice's soffice at /usr/bin/soffice, nginx at /usr/sbin/nginx), " +
      "then npm test again.";
  return { action: "stop", message };
}
