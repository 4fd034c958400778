import { expressionBuilder, type Expression, type SqlBool } from "kysely";
import type { DB } from "@/generated/kysely/types";

const eb = expressionBuilder<DB, "users">();

/**
 * A user who may sign in and be counted: neither blocked nor deleted. It names the `users` table by its own name,
 * so a query using it selects from that table unaliased.
 */
export const activeUser: Expression<SqlBool> = eb.and([
  eb("users.blocked_at", "is", null),
  eb("users.deleted_at", "is", null),
]);
