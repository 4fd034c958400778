/**
 * Node's flags for the app's server process, as `npm start`, `npm run dev` and the bench start it. Young-generation
 * semi-spaces of 32 MiB instead of V8's 16: under load, the objects of requests in flight at a scavenge were promoted,
 * some 12 MB/s of old space that only a major GC of the whole heap (several hundred MB with Next.js loaded) takes
 * back; fewer scavenges promote fewer. The bench at scale 160 (GET /disciplines, 64 connections; 16 → 64 MiB in a full
 * run, 32 MiB in an `--only` run): 0.56× → 0.64× (64) and 0.72× (32) the bare server's req/s, p99 2.8× → 1.64× and
 * 1.55×. 64 MiB also let the young generation grow to ~190 MB while exceljs wrote the whole-scope XLSX report: the
 * server's RSS grew 384 MB (32 MiB: 72 MB; the bench's bound is 200).
 */
export const serverNodeFlags = ["--max-semi-space-size=32"];
