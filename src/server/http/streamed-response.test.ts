import { describe, expect, it } from "vitest";
import { StreamedAnswer, streamedResponse } from "./streamed-response";

describe("streamedResponse", () => {
  it("fails, for an error answer, when the source fails before its first chunk", async () => {
    async function* refused(): AsyncGenerator<string> {
      throw new Error("connection refused");
    }
    await expect(streamedResponse(new StreamedAnswer(refused(), {}))).rejects.toThrow("connection refused");
  });

  it("sends the first chunk it waited for and then the rest, as bytes", async () => {
    async function* parts() {
      yield "[1,";
      yield new TextEncoder().encode("2]");
    }
    const response = await streamedResponse(new StreamedAnswer(parts(), { "content-type": "application/json" }));
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual([1, 2]);
  });

  it("ends the source when the client leaves", async () => {
    let ended = false;
    async function* endless() {
      try {
        for (;;) yield "x";
      } finally {
        ended = true;
      }
    }
    const response = await streamedResponse(new StreamedAnswer(endless(), {}));
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(ended).toBe(true);
  });

  it("answers a HEAD with the headers and without reading a chunk: the query behind them never runs", async () => {
    let started = false;
    async function* query() {
      started = true;
      yield "[]";
    }
    const response = await new StreamedAnswer(query(), { "content-type": "application/json" }).headOnly();
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.text()).toBe("");
    expect(started).toBe(false);
  });
});
