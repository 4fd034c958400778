import type { PrismaClient } from "@/generated/prisma/client";
import type { ChangeLog } from "../fuzz/change-log";
import type { Caller } from "./callers";
import type { Fixtures } from "./fixtures";
import { expectedStatus, type MatrixCase } from "./matrix";
import { findLeaks } from "./markers";
import type { MatrixEntry } from "./operation-matrix";
import { responseText } from "./response-text";

export type MatrixTarget = {
  /** The operations the transport serves, with their cases (operation-matrix.ts). */
  entries: readonly MatrixEntry[];
  send: (entry: MatrixEntry, c: MatrixCase, caller: Caller) => Promise<Response>;
  /** Reads never write; their requests skip the check of what they changed. */
  writes: (entry: MatrixEntry) => boolean;
  /** The committed writes of every table, installed for the matrix's run (tests/support/fuzz/change-log.ts). */
  changes: ChangeLog;
  /** The id in a successful answer, for the cleanup of created rows. */
  createdId: (text: string) => string | number | undefined;
};

/**
 * What a refusal tells a client: its status, code, reason, params and message (REST and tRPC shapes);
 * issues echo the ids sent.
 */
type Refusal = { code?: unknown; reason?: unknown; params?: unknown; message?: unknown; data?: Refusal };

function refusal(status: number, text: string): string {
  let error: Refusal | undefined;
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error;
  } catch {
    error = undefined;
  }
  const detail = error?.data ?? error;
  return JSON.stringify([status, error?.code, detail?.reason, detail?.params, error?.message]);
}

/**
 * Runs every case of every operation as one caller and returns what went wrong: a status other than the
 * expected one, a marker of a school outside the caller's access in the answer, or a refused
 * write that changed the database.
 */
export async function runMatrix(
  target: MatrixTarget,
  caller: Caller,
  prisma: PrismaClient,
  fx: Fixtures,
): Promise<string[]> {
  const failures: string[] = [];
  for (const entry of target.entries) {
    const answers = new Map<string, string>();
    const writes = target.writes(entry);
    for (const c of await entry.cases({ caller, prisma, fx })) {
      const where = `${entry.key} [${c.label}${c.accept ? `, ${c.accept}` : ""}]`;
      const expected = expectedStatus(entry.access, entry.status, caller, c);
      // What the requests before wrote (reads too: a token's last use, a sign-in) is not this request's.
      if (writes) await target.changes.take();
      const { status, text } = await responseText(await target.send(entry, c, caller));
      if (status !== expected) failures.push(`${where}: ${status}, expected ${expected}: ${text.slice(0, 300)}`);
      const answer = refusal(status, text);
      answers.set(c.label, answer);
      if (c.twin && caller.user?.role !== "PLATFORM_ADMIN" && answers.get(c.twin) !== answer) {
        failures.push(
          `${where}: answered ${answer}, but ${answers.get(c.twin) ?? "nothing"} to [${c.twin}]: the answer tells whether the id exists`,
        );
      }
      const leaks = findLeaks(text, caller.markers, `${c.path ?? ""} ${JSON.stringify(c.body ?? c.input ?? null)}`);
      if (leaks.length)
        failures.push(`${where}: data of another school in the answer: ${leaks.slice(0, 10).join(", ")}`);
      if (writes && status >= 400) {
        const changed = await target.changes.take();
        if (changed.length) failures.push(`${where}: refused with ${status} but changed ${changed.join(", ")}`);
      }
      if (status < 300 && entry.creates) {
        const id = target.createdId(text);
        if (id !== undefined) (fx.created[entry.creates] as (string | number)[]).push(id);
      }
    }
  }
  return failures;
}
