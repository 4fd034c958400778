/**
 * Node's flags for the app's server process, as `npm start`, `npm run dev` and the bench start it. Young-generation
 * semi-spaces of 32 MiB instead of V8's 16: under load, the objects of requests in flight at a scavenge were
 * promoted, some 12 MB/s of old space that only a major GC of the whole heap (several hundred MB with Next.js loaded)
 * takes back; fewer scavenges promote fewer. The bench at scale 160 (GET /disciplines, 64 connections; 16 → 64
 * MiB in a full run, 32 MiB in an `--only` run): 0.56× → 0.64× (64) and 0.72× (32) the bare server's req/s,
 * p99 2.8× → 1.64× and 1.55×. It once cost memory while the whole-scope XLSX report was written (the server grew
 * 342 MB in a full run, 118 MB with 16 MiB): the sheet writer's `String(number)` of every date went straight to
 * the old generation (V8's number-string cache); it no longer makes those strings (src/server/xlsx/xml-bytes.ts).
 */
export const serverNodeFlags = ["--max-semi-space-size=32"];
