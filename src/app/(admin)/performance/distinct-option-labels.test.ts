import { describe, expect, it } from "vitest";
import { distinctOptionLabels } from "./distinct-option-labels";

const quiz = (id: string, name: string, group: string, day: string, time: string) => ({ id, name, group, day, time });
const details = [
  (q: ReturnType<typeof quiz>) => `${q.group} · ${q.day}`,
  (q: ReturnType<typeof quiz>) => `${q.group} · ${q.day} ${q.time}`,
];

describe("distinctOptionLabels", () => {
  it("labels a unique name by the name alone", () => {
    const items = [
      quiz("1", "Revisão", "1º A", "03/11/2026", "08:00"),
      quiz("2", "Frações", "1º A", "03/11/2026", "09:00"),
    ];
    expect(distinctOptionLabels(items, details).map((o) => o.label)).toEqual(["Revisão", "Frações"]);
  });

  it("tells two of one name apart by their first detail that differs", () => {
    const items = [
      quiz("1", "Revisão", "1º A", "03/11/2026", "08:00"),
      quiz("2", "Revisão", "1º B", "03/11/2026", "08:00"),
      quiz("3", "Frações", "1º A", "03/11/2026", "08:00"),
    ];
    expect(distinctOptionLabels(items, details)).toEqual([
      { value: "1", label: "Revisão (1º A · 03/11/2026)" },
      { value: "2", label: "Revisão (1º B · 03/11/2026)" },
      { value: "3", label: "Frações" },
    ]);
  });

  it("goes to the next detail only for those the first leaves alike", () => {
    const items = [
      quiz("1", "Revisão", "1º A", "03/11/2026", "08:00"),
      quiz("2", "Revisão", "1º A", "03/11/2026", "09:30"),
      quiz("3", "Revisão", "1º B", "03/11/2026", "08:00"),
    ];
    expect(distinctOptionLabels(items, details).map((o) => o.label)).toEqual([
      "Revisão (1º A · 03/11/2026 08:00)",
      "Revisão (1º A · 03/11/2026 09:30)",
      "Revisão (1º B · 03/11/2026)",
    ]);
  });

  it("numbers those no detail tells apart", () => {
    const items = [
      quiz("1", "Revisão", "1º A", "03/11/2026", "08:00"),
      quiz("2", "Revisão", "1º A", "03/11/2026", "08:00"),
    ];
    expect(distinctOptionLabels(items, details).map((o) => o.label)).toEqual([
      "Revisão (1º A · 03/11/2026 08:00) 1",
      "Revisão (1º A · 03/11/2026 08:00) 2",
    ]);
  });
});
