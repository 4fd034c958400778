import fs from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Packages stay in node_modules, imported by the file esbuild resolves them to (as tsx resolves them: extensionless
 * subpaths included), so that only our sources are bundled.
 */
const packagesByPath: Plugin = {
  name: "packages-by-path",
  setup(b) {
    b.onResolve({ filter: /^(@[^/]+\/)?[^./]/ }, async (args) => {
      if (args.pluginData === "resolving" || args.path.startsWith("node:")) return undefined;
      const { kind, resolveDir } = args;
      const found = await b.resolve(args.path, { kind, resolveDir, pluginData: "resolving" });
      if (found.errors.length) return { errors: found.errors };
      return found.path.includes(`${path.sep}node_modules${path.sep}`) ? { path: found.path, external: true } : found;
    });
  },
};

/**
 * Bundles repo scripts into plain ES modules in a fresh dir under node_modules/.cache (removed by `remove`): a
 * test that starts a script dozens of times pays for tsx compiling and resolving our sources once, not each time.
 * `path(file)` is the bundle of a repo-relative entry point, to run with `node` alone.
 */
export async function prebuildScripts(
  files: string[],
): Promise<{ path: (file: string) => string; remove: () => void }> {
  const cache = path.join(root, "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(cache, "prebuilt-scripts-"));
  const remove = () => fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: files.map((file) => path.join(root, file)),
    outbase: root,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    alias: { "@": path.join(root, "src") },
    plugins: [packagesByPath],
    logLevel: "warning",
  }).catch((error: unknown) => {
    remove();
    throw error;
  });
  return { path: (file) => path.join(outdir, file.replace(/\.ts$/, ".mjs")), remove };
}
