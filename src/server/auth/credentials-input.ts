import { z } from "zod";

/** What the sign-in form sends; the browser checks it with the same schema before sending. */
export const credentialsInput = z.object({ email: z.email().max(320), password: z.string().min(1).max(1024) });
