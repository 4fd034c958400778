import { describe, expect, it } from "vitest";
import { portugueseLine } from "./docs-words";

describe("an operation's Portuguese words for the API reference's search", () => {
  it("names its area by its tag, what within it by its path, and its verb by its method", () => {
    const line = portugueseLine("post", "/api/disciplines/{id}/subjects", ["Disciplines"]);
    expect(line).toMatch(/^<p lang="pt-BR">Em português: disciplina, disciplinas, matéria, assunto, assuntos, criar/);
  });

  it("indexes unaccented forms in a hidden span, and only those that differ", () => {
    const line = portugueseLine("get", "/api/reports/questions", ["Reports"]);
    expect(line).toContain("relatório, relatórios");
    expect(line).toContain("<span hidden>relatorio relatorios duvidas</span>");
    expect(portugueseLine("delete", "/api/exams/{examId}", ["Exams"])).toContain("<span hidden>avaliacao</span>");
  });
});
