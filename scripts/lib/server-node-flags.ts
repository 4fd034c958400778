/**
 * Node's flags for the app's server process, as `npm start`, `npm run dev` and the bench start it. Young-generation
 * semi-spaces of 64 MiB instead of V8's 16: under load, the objects of requests in flight at a scavenge (one every
 * ~40 ms at 6,000 req/s) were promoted, some 12 MB/s of old space that only a major GC of the whole heap (several
 * hundred MB with Next.js loaded) takes back. Fewer scavenges promote fewer; on GET /disciplines at 64 connections,
 * 8% less CPU per request and 10% more requests per second (three alternating A/B pairs of 10 s runs), for
 * ~100 MB more memory.
 */
export const serverNodeFlags = ["--max-semi-space-size=64"];
