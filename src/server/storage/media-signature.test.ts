import { describe, expect, it } from "vitest";
import { mediaSamples } from "../../../tests/support/media-samples";
import { looksLike } from "./media-signature";
import { mediaTypes } from "./media-types";

const samples = Object.values(mediaSamples);
// MP4 video and M4A audio are the same container: their signature cannot tell them apart.
const sameContainer = (a: string, b: string) => a === b || [a, b].every((t) => t.endsWith("/mp4"));

describe("looksLike", () => {
  it("knows a signature for every type a question may link", () => {
    const known = new Set<string>(samples.map((s) => s.type));
    expect(
      Object.values(mediaTypes).filter((t) => !known.has(t.contentType) && !t.contentType.startsWith("image/")),
    ).toEqual([]);
  });

  it.each(samples)("takes $name as $type and as nothing else", (sample) => {
    for (const other of samples)
      expect(looksLike(other.type, sample.bytes), `${sample.name} as ${other.type}`).toBe(
        sameContainer(sample.type, other.type),
      );
  });

  it("refuses HTML, SVG and empty files under every type", () => {
    const hostile = ["<!doctype html><script>alert(1)</script>", "<svg xmlns='http://www.w3.org/2000/svg'/>", ""];
    for (const { contentType } of Object.values(mediaTypes))
      for (const text of hostile) expect(looksLike(contentType, Buffer.from(text)), contentType).toBe(false);
  });

  it("takes an MP3 that starts with a frame rather than a tag", () => {
    expect(looksLike("audio/mpeg", Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe(true);
    expect(looksLike("audio/mpeg", Buffer.from([0xff, 0x1b, 0x90, 0x64]))).toBe(false);
  });
});
