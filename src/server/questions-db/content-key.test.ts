import { describe, expect, it } from "vitest";
import { contentKey, normalisedText } from "./content-key";

const school = "0b9f3f1e-8c1a-4d6e-9a53-2f0e4b7c1d20";
const question = {
  type: "MULTIPLE_CHOICE" as const,
  description: "Quanto é **2 + 2**?",
  answers: [
    { description: "4", is_correct_answer: true },
    { description: "5", is_correct_answer: false },
  ],
};

describe("contentKey", () => {
  it("ignores case, spacing, Unicode form and the order of the answers", () => {
    const same = {
      ...question,
      description: "  quanto   É\n**2 + 2**? ",
      answers: [
        { description: "5", is_correct_answer: false },
        { description: " 4", is_correct_answer: true },
      ],
    };
    expect(contentKey(same)).toBe(contentKey(question));
    expect(normalisedText("E\u0301 ")).toBe(normalisedText("É"));
  });

  it("tells apart another type, text, answer or correctness", () => {
    const key = contentKey(question);
    expect(contentKey({ ...question, type: "DISCURSIVE" })).not.toBe(key);
    expect(contentKey({ ...question, description: "Quanto é 2 + 3?" })).not.toBe(key);
    expect(contentKey({ ...question, answers: [question.answers[0]!] })).not.toBe(key);
    const swapped = question.answers.map((a) => ({ ...a, is_correct_answer: !a.is_correct_answer }));
    expect(contentKey({ ...question, answers: swapped })).not.toBe(key);
  });

  it("sees the same picture stored under two keys, on this app or a bucket, as one", () => {
    const link = (origin: string, uuid: string) => `Veja ![figura](${origin}/questions/${school}/${uuid}-grafico.png)`;
    const first = contentKey({
      ...question,
      description: link("/api/uploads", "11111111-1111-4111-8111-111111111111"),
    });
    const again = link("http://intranet.local:8080/api/uploads", "22222222-2222-4222-8222-222222222222");
    const bucket = link("https://bank.s3.sa-east-1.amazonaws.com", "33333333-3333-4333-8333-333333333333");
    expect(contentKey({ ...question, description: again })).toBe(first);
    expect(contentKey({ ...question, description: bucket })).toBe(first);
    const other = link("/api/uploads", "44444444-4444-4444-8444-444444444444").replace("grafico", "mapa");
    expect(contentKey({ ...question, description: other })).not.toBe(first);
  });
});
