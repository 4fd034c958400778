import fs from "node:fs";

/** Scripts read .env like Next does, so one file configures both. */
if (fs.existsSync(".env")) process.loadEnvFile(".env");
