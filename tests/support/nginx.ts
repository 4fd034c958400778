import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./pg-cluster";
import { canConnect } from "./processes";

export const nginxPath = "/usr/sbin/nginx";
const siteFile = path.resolve(import.meta.dirname, "../../deploy/nginx-site.conf");

/**
 * deploy/nginx-site.conf with this test's parts: every line marked `# test: NAME` becomes `parts[NAME]` (the lines
 * of one name together, once), or goes when the name has no part.
 */
export function siteWith(parts: Record<string, string>): string {
  const done = new Set<string>();
  return fs
    .readFileSync(siteFile, "utf8")
    .split("\n")
    .flatMap((line) => {
      const name = /# test: (\S+)$/.exec(line)?.[1];
      if (!name) return [line];
      if (done.has(name)) return [];
      done.add(name);
      return parts[name] === undefined ? [] : [parts[name]];
    })
    .join("\n");
}

async function waitForPort(port: number, log: string) {
  for (let i = 0; i < 100; i++) {
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${fs.existsSync(log) ? fs.readFileSync(log, "utf8") : ""}`);
}

/**
 * Debian's nginx with the deployment's site in front of `instances` (host:port), on a port of its own with a
 * certificate made for 127.0.0.1 (`ca`, for the clients), in one foreground process that `stop` ends.
 */
export async function startNginx(dir: string, instances: string[]) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2"],
      ...["-keyout", key, "-out", cert, "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const [port, plainPort] = [await freePort(), await freePort()];
  const site = siteWith({
    instances: instances.map((address) => `    server ${address};`).join("\n"),
    listen: `    listen 127.0.0.1:${port} ssl http2;`,
    certificate: `    ssl_certificate ${cert};`,
    key: `    ssl_certificate_key ${key};`,
    plain: `    listen 127.0.0.1:${plainPort};`,
  });
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const log = path.join(dir, "error.log");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${dir}/${name};`);
  const main = [
    "daemon off;",
    "master_process off;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${log} warn;`,
    "events { worker_connections 256; }",
    `http { access_log off; ${temp.join(" ")} include ${dir}/site.conf; }`,
  ].join("\n");
  fs.writeFileSync(path.join(dir, "nginx.conf"), main);
  const child = spawn(nginxPath, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", log], { stdio: "ignore" });
  await waitForPort(port, log);
  return {
    url: `https://127.0.0.1:${port}`,
    ca: fs.readFileSync(cert),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
