import fc from "fast-check";
import type { FuzzCase } from "./request-case";

/** Files an import may be sent: well-formed ones, broken ones and hostile ones, in every format. */
const files = [
  "::Um::Quanto é 1 + 1?{=2 ~3}\n",
  "$CATEGORY: $course$/top/Fuzz\n\n::Dois::[markdown]Explique.{}\n",
  "::Aberta::Sem fim {=a ~b\n",
  "::Par::Associe.{=a -> b =c -> d}\n",
  '<?xml version="1.0"?><quiz><question type="essay"><questiontext format="html"><text>Oi</text></questiontext>' +
    "</question></quiz>",
  '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz>&x;</quiz>',
  "<quiz><question type=",
  "PK\u0003\u0004 not really a zip",
  "",
];

/** The body of a route that reads a file: one of the files or random text, as one of its types or another. */
export function fileBodyArbitrary(consumes: string[]): fc.Arbitrary<{ body?: FuzzCase["body"]; notes: string[] }> {
  return fc
    .tuple(
      fc.oneof(fc.constantFrom(...files), fc.string({ maxLength: 200 })),
      fc.constantFrom<string | undefined>(...consumes, ...consumes, "application/json", undefined),
    )
    .map(([text, contentType]) => ({ body: { text, contentType }, notes: [`file:${contentType ?? "untyped"}`] }));
}
