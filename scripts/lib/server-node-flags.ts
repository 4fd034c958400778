/**
 * Node's flags for the app's server process, as `npm start`, `npm run dev` and the bench start it. Young-generation
 * semi-spaces of 32 MiB instead of V8's 16: under load, the objects of requests in flight at a scavenge were promoted,
 * some 12 MB/s of old space that only a major GC of the whole heap (several hundred MB with Next.js loaded) takes
 * back; fewer scavenges promote fewer. The bench at scale 160 (GET /disciplines, 64 connections; 16 → 64 MiB in a full
 * run, 32 MiB in an `--only` run): 0.56× → 0.64× (64) and 0.72× (32) the bare server's req/s, p99 2.8× → 1.64× and
 * 1.55×. The cost is memory while exceljs writes the whole-scope XLSX report: in a full run, after the other reports,
 * the server's RSS grew 384 MB (64 MiB) and 342 MB (32 MiB), over the bench's bound of 200 (16 MiB: 118); in a fresh
 * process with 32 MiB, 72 MB. Open in issue #34.
 */
export const serverNodeFlags = ["--max-semi-space-size=32"];
