import { createLoader } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { auditParams } from "./audit-params";

const id = "6f1c2a9e-3b4d-4c5e-8f6a-7b8c9d0e1f2a";
const other = "0d9b8a7c-6e5f-4a3b-9c2d-1e0f9a8b7c6d";

describe("the audit log's URL", () => {
  const load = createLoader(auditParams);

  it("reads valid filters", () => {
    expect(
      load(`?from=2024-01-01&to=2024-01-31&action=exam.update&entity_type=exam&entity_id=+${id}+&actor_id=${other}`),
    ).toEqual({
      from: "2024-01-01",
      to: "2024-01-31",
      action: "exam.update",
      entity_type: "exam",
      entity_id: id,
      actor_id: other,
    });
  });

  it("reads refused values as unset", () => {
    expect(
      load(
        `?from=2024-1-1&to=2024-01-32&action=exam.explode&entity_type=user&entity_id=${"9".repeat(101)}&actor_id=me`,
      ),
    ).toEqual({ from: null, to: null, action: null, entity_type: null, entity_id: null, actor_id: null });
    expect(load("")).toEqual(load("?entity_id=+"));
  });
});
