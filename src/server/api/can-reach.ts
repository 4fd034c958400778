import type { Role } from "@/generated/prisma/enums";
import type { AnyOperation } from "@/server/operations/define-operation";
import { allows, type Policy } from "@/server/scope/policy";
import { operations } from "./operations";

type Registry = typeof operations;

/** An operation by the name tRPC calls it: `questions.list`. */
export type OperationKey = {
  [Area in keyof Registry]: `${Area & string}.${keyof Registry[Area] & string}`;
}[keyof Registry];

/** The policy of the operation a page or a menu entry needs. */
export function policyOf(key: OperationKey): Policy {
  const [area, name] = key.split(".") as [keyof Registry, string];
  const operation = (operations[area] as Record<string, AnyOperation>)[name];
  if (!operation) throw new Error(`No operation ${key}`);
  return operation.access;
}

/**
 * Whether a role passes the policy of the operation a page or a menu entry needs: the pages' gate
 * (open-page.ts) and the sidebar ask this instead of naming roles. The operation itself still enforces its policy.
 */
export function canReach(role: Role, key: OperationKey): boolean {
  return allows(policyOf(key), role);
}
