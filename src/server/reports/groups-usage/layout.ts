import type { Locale } from "@/i18n/locales";
import { parseDay } from "@/lib/time/day-bounds";
import type { CellType } from "@/server/xlsx/cells";
import type { GroupsUsage } from "./schema";

/** A column of a section; without `type`, each cell's own value decides (the summary's values). */
type Column = { header: string; width: number; type?: CellType };
export type Section = { title: string; columns: Column[]; rows: unknown[][] };

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
  const students: Section = {
    title: say("Alunos", "Students"),
    columns: [
      column("Nome", "Name", 30, "text"),
      column("Grupos", "Groups", 22, "text"),
      column("E-mail", "E-mail", 32, "text"),
      column("Ativo", "Active", 8, "boolean"),
      column("Criado em", "Created on", 12, "date"),
      column("Bloqueado em", "Blocked on", 12, "date"),
      column("Excluído em", "Deleted on", 12, "date"),
      column("Perguntas", "Questions", 11, "integer"),
      column("Disciplinas e assuntos", "Disciplines and subjects", 60, "text"),
    ],
    rows: report.students.map((s) => [
      s.name,
      list(s.groups),
      s.email,
      s.active,
      day(s.created_at),
      day(s.blocked_at),
      day(s.deleted_at),
      s.questions_count,
      (s.questions as { discipline: { name: string }; subject: { name: string } | null }[])
        .map((q) => (q.subject ? `${q.discipline.name} › ${q.subject.name}` : q.discipline.name))
        .join("; "),
    ]),
  };
  const sections = [summary, students];
  if (report.teachers) {
    sections.push({
      title: say("Professores", "Teachers"),
      columns: [
        column("Nome", "First name", 18, "text"),
        column("Sobrenome", "Last name", 22, "text"),
        column("E-mail", "E-mail", 32, "text"),
        column("Grupos", "Groups", 22, "text"),
        column("Disciplinas", "Disciplines", 28, "text"),
        column("Ativo", "Active", 8, "boolean"),
        column("Perguntas respondidas", "Answered questions", 12, "integer"),
        column("Tempo médio de resposta (min)", "Average response time (min)", 14, "decimal"),
        column("Criado em", "Created on", 12, "date"),
        column("Bloqueado em", "Blocked on", 12, "date"),
        column("Excluído em", "Deleted on", 12, "date"),
      ],
      rows: report.teachers.map((t) => [
        t.first_name,
        t.last_name,
        t.email,
        list(t.groups),
        list(t.disciplines),
        t.active,
        t.answered_questions_count,
        t.average_response_time_in_minutes,
        day(t.created_at),
        day(t.blocked_at),
        day(t.deleted_at),
      ]),
    });
  }
  if (report.disciplines) {
    sections.push({
      title: say("Disciplinas", "Disciplines"),
      columns: [
        column("Disciplina", "Discipline", 24, "text"),
        column("Total de perguntas", "Total questions", 12, "integer"),
        column("Tempo médio de resposta (min)", "Average response time (min)", 14, "decimal"),
        column("Assuntos mais perguntados", "Most asked subjects", 60, "text"),
      ],
      rows: report.disciplines.map((d) => [
        d.name,
        d.total_questions,
        d.average_response_time_in_minutes,
        Object.entries(d.top_subjects)
          .map(([name, n]) => `${name} (${n})`)
          .join(", "),
      ]),
    });
  }
  return sections;
}
