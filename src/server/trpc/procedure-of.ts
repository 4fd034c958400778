import type { TRPCMutationProcedure, TRPCQueryProcedure } from "@trpc/server";
import type { z } from "zod";
import type { AnyOperation, InputSchema, Operation, OperationKind } from "@/server/operations/define-operation";
import { heavy, inScope, markingWrites, onReplica, procedureFor, type TrpcMeta } from "./init";

type Def<I extends InputSchema, R> = { input: I extends z.ZodType ? z.input<I> : void; output: R; meta: TrpcMeta };

/** The tRPC procedure an operation declares: its kind, input and result, as the client sees them. */
export type ProcedureOf<O> =
  O extends Operation<infer I, infer R, infer _P, infer K extends OperationKind>
    ? K extends "query"
      ? TRPCQueryProcedure<Def<I, Awaited<R>>>
      : TRPCMutationProcedure<Def<I, Awaited<R>>>
    : never;

/**
 * An operation's tRPC procedure: the policy, then the heavy slot, the input and its scoped ids, then the service —
 * the same checks, in the same order, as its REST route (rest-handler.ts).
 */
export function procedureOf<O extends AnyOperation>(operation: O): ProcedureOf<O> {
  const base = procedureFor(operation.access);
  const slotted = operation.heavy ? base.use(heavy) : base;
  const marked = operation.kind === "mutation" ? slotted.use(markingWrites) : slotted;
  const limited = operation.replica ? marked.use(onReplica) : marked;
  const service = operation.run;
  if (!service) throw new Error("An operation served on tRPC declares its service (run)");
  const run = ({ ctx, input }: { ctx: Parameters<typeof service>[0]; input: unknown }) => service(ctx, input as never);
  if (!operation.input) return (operation.kind === "query" ? limited.query(run) : limited.mutation(run)) as never;
  const parsed = limited.input(operation.input);
  const scoped = operation.scoped ? parsed.use(inScope(operation.scoped)) : parsed;
  return (operation.kind === "query" ? scoped.query(run) : scoped.mutation(run)) as never;
}

/** The operations tRPC serves, keyed as the client calls them; those REST alone serves are left out. */
export type RouterRecordOf<T> = {
  [K in keyof T as T[K] extends { trpc?: infer Served } ? ([Served] extends [false] ? never : K) : K]: ProcedureOf<
    T[K]
  >;
};

export function proceduresOf<T extends Record<string, AnyOperation>>(operations: T): RouterRecordOf<T> {
  const entries = Object.entries(operations).filter(([, operation]) => operation.trpc !== false);
  return Object.fromEntries(entries.map(([name, operation]) => [name, procedureOf(operation)])) as never;
}
