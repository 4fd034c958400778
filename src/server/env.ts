import path from "node:path";
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional().describe("PostgreSQL server; unset = embedded PGlite in DATA_DIR"),
  DATA_DIR: z.string().default(".data"),
  /** The embedded database has one session, so the launcher sets 1 for it. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: z.string().min(32).optional(),
  APP_URL: z.string().url().optional(),
  /** Base of the links to students' questions in the questions report (the student web app). */
  STUDENT_APP_URL: z.string().url().optional(),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  /**
   * In 15 minutes: failed sign-ins per e-mail from one address, per address, and per e-mail from all
   * addresses (past which the failing addresses are slowed); failed bearer-token checks per address in a minute.
   */
  RATE_LIMIT_SIGNIN_PER_EMAIL_IP: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SIGNIN_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGNIN_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_TOKEN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** 1: a reverse proxy in front sets or appends the client address to X-Forwarded-For (docs/deploy.md). */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /** A client that takes nothing of a streamed answer for this long is disconnected. */
  SLOW_CLIENT_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  /** Reports, student performance and exports one user may run at once, on every instance together. */
  HEAVY_REQUESTS_PER_USER: z.coerce.number().int().min(1).default(3),
  /** Streaming replicas of DATABASE_URL, comma-separated, for the reads operations allow there (docs/deploy.md). */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? "")
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  /** A replica further behind the primary than this is skipped for the primary. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).default(5_000),
});

export type Env = z.infer<typeof schema> & { dataDir: string };

function parseEnv(): Env {
  const parsed = schema.safeParse({
    ...process.env,
    AUTH_SECRET: process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/** Parsed once, on first use, so that scripts may set variables before they import the app. */
let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
