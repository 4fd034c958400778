import { z } from "zod";

// In the browser, the page's CSP forbids eval: zod's compiled fast path would only probe for it,
// and the probe is reported as a violation. The server has no such policy and keeps the fast path.
if (typeof window !== "undefined") z.config({ jitless: true });
