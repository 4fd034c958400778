import type { Locale } from "@/i18n/locales";
import { parseDay } from "@/lib/time/day-bounds";
import type { CellType } from "@/server/xlsx/cells";
import type { GroupsUsage } from "./schema";

/** A column of a section; without `type`, each cell's own value decides (the summary's values). */
type Column = { header: string; width: number; type?: CellType };
export type Section = { title: string; columns: Column[]; rows: unknown[][] };
/** A table's field: its header in Portuguese and English, its width and type, and its value in an item's row. */
type Field<T> = [pt: string, en: string, width: number, type: CellType, value: (item: T) => unknown];
/** The dates a student and a teacher entry both carry. */
type Person = Pick<GroupsUsage["students"][number], "created_at" | "blocked_at" | "deleted_at">;

/** A "YYYY-MM-DD" of the JSON as a spreadsheet date (its UTC fields); null when absent. */
const day = (value: string | null) => (value === null ? null : new Date(parseDay(value)!));
/** The JSON's "dd/mm/yyyy" range days as spreadsheet dates. */
const dayBr = (value: string) => day(value.split("/").reverse().join("-"));
const list = (values: string[]) => values.join(", ");

/**
 * The groups usage report for people (CSV and XLSX; docs/reports.md): a summary, then one table
 * each for students, teachers and disciplines, in the reader's language (CSV: pt-BR). Values are
 * typed: dates, numbers and booleans, which each format writes its way.
 */
export function groupsUsageSections(report: GroupsUsage, locale: Locale): Section[] {
  const say = (pt: string, en: string) => (locale === "en" ? en : pt);
  const column = (pt: string, en: string, width: number, type?: CellType): Column => ({
    header: say(pt, en),
    width,
    type,
  });
  const summary: Section = {
    title: say("Resumo", "Summary"),
    columns: [column("Indicador", "Indicator", 46, "text"), column("Valor", "Value", 18)],
    rows: [
      ...(report.name ? [[say("Relatório", "Report"), report.name]] : []),
      [say("Início", "Start"), dayBr(report.start_date)],
      [say("Fim", "End"), dayBr(report.end_date)],
      [say("Total de perguntas", "Total questions"), report.total_questions],
      [
        say("Tempo médio de resposta ajustado (min)", "Average adjusted response time (min)"),
        report.average_adjusted_response_time_in_minutes,
      ],
      [say("Usuários ativos (%)", "Active users (%)"), report.active_users_percentage],
      [say("Avaliação média das respostas (1–5)", "Average answer rating (1–5)"), report.average_answer_rating],
      [say("NPS médio (0–10)", "Average NPS (0–10)"), report.average_nps],
      [
        say("NPS médio do tempo de resposta (0–10)", "Average response time NPS (0–10)"),
        report.average_response_time_nps,
      ],
      ...Object.entries(report.questions_count_by_discipline).map(([name, count]) => [
        say(`Perguntas de ${name}`, `Questions in ${name}`),
        count,
      ]),
      ...report.answer_ratings.map((r) => [
        say(`Respostas avaliadas com ${r.rating}`, `Answers rated ${r.rating}`),
        r.count,
      ]),
      ...report.nps_answers.map((n) => [
        n.kind === "GENERAL"
          ? say(`NPS geral: nota ${n.score}`, `General NPS: score ${n.score}`)
          : say(`NPS do tempo de resposta: nota ${n.score}`, `Response time NPS: score ${n.score}`),
        n.count,
      ]),
    ],
  };
  /** A table of items: a column per field, and a row per item with each field's value. */
  const table = <T>(title: string, items: T[], fields: Field<T>[]): Section => ({
    title,
    columns: fields.map(([pt, en, width, type]) => column(pt, en, width, type)),
    rows: items.map((item) => fields.map(([, , , , value]) => value(item))),
  });
  const lifecycle: Field<Person>[] = [
    ["Criado em", "Created on", 12, "date", (p) => day(p.created_at)],
    ["Bloqueado em", "Blocked on", 12, "date", (p) => day(p.blocked_at)],
    ["Excluído em", "Deleted on", 12, "date", (p) => day(p.deleted_at)],
  ];
  const responseTime: Field<{ average_response_time_in_minutes: number | null }> = [
    "Tempo médio de resposta (min)",
    "Average response time (min)",
    14,
    "decimal",
    (item) => item.average_response_time_in_minutes,
  ];
  const sections = [
    summary,
    table(say("Alunos", "Students"), report.students, [
      ["Nome", "Name", 30, "text", (s) => s.name],
      ["Grupos", "Groups", 22, "text", (s) => list(s.groups)],
      ["E-mail", "E-mail", 32, "text", (s) => s.email],
      ["Ativo", "Active", 8, "boolean", (s) => s.active],
      ...lifecycle,
      ["Perguntas", "Questions", 11, "integer", (s) => s.questions_count],
      [
        "Disciplinas e assuntos",
        "Disciplines and subjects",
        60,
        "text",
        (s) =>
          (s.questions as { discipline: { name: string }; subject: { name: string } | null }[])
            .map((q) => (q.subject ? `${q.discipline.name} › ${q.subject.name}` : q.discipline.name))
            .join("; "),
      ],
    ]),
  ];
  if (report.teachers) {
    sections.push(
      table(say("Professores", "Teachers"), report.teachers, [
        ["Nome", "First name", 18, "text", (t) => t.first_name],
        ["Sobrenome", "Last name", 22, "text", (t) => t.last_name],
        ["E-mail", "E-mail", 32, "text", (t) => t.email],
        ["Grupos", "Groups", 22, "text", (t) => list(t.groups)],
        ["Disciplinas", "Disciplines", 28, "text", (t) => list(t.disciplines)],
        ["Ativo", "Active", 8, "boolean", (t) => t.active],
        ["Perguntas respondidas", "Answered questions", 12, "integer", (t) => t.answered_questions_count],
        responseTime,
        ...lifecycle,
      ]),
    );
  }
  if (report.disciplines) {
    sections.push(
      table(say("Disciplinas", "Disciplines"), report.disciplines, [
        ["Disciplina", "Discipline", 24, "text", (d) => d.name],
        ["Total de perguntas", "Total questions", 12, "integer", (d) => d.total_questions],
        responseTime,
        [
          "Assuntos mais perguntados",
          "Most asked subjects",
          60,
          "text",
          (d) =>
            Object.entries(d.top_subjects)
              .map(([name, n]) => `${name} (${n})`)
              .join(", "),
        ],
      ]),
    );
  }
  return sections;
}
