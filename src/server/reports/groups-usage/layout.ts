import type { GroupsUsage } from "./build";

export type Section = {
  title: string;
  columns: { header: string; width: number; numFmt?: string }[];
  rows: unknown[][];
};

const yesNo = (value: boolean) => (value ? "Sim" : "Não");
const list = (values: string[]) => values.join(", ");

/**
 * The groups usage report for people (CSV and XLSX; docs/reports.md): a summary, then one table
 * each for students, teachers and disciplines, headers in Portuguese.
 */
export function groupsUsageSections(report: GroupsUsage): Section[] {
  const summary: Section = {
    title: "Resumo",
    columns: [
      { header: "Indicador", width: 46 },
      { header: "Valor", width: 18, numFmt: "0.##" },
    ],
    rows: [
      ...(report.name ? [["Relatório", report.name]] : []),
      ["Início", report.start_date],
      ["Fim", report.end_date],
      ["Total de perguntas", report.total_questions],
      ["Tempo médio de resposta ajustado (min)", report.average_adjusted_response_time_in_minutes],
      ["Usuários ativos (%)", report.active_users_percentage],
      ["Avaliação média das respostas (1–5)", report.average_answer_rating ?? ""],
      ["NPS médio (0–10)", report.average_nps ?? ""],
      ["NPS médio do tempo de resposta (0–10)", report.average_response_time_nps ?? ""],
      ...Object.entries(report.questions_count_by_discipline).map(([name, count]) => [`Perguntas de ${name}`, count]),
      ...report.answer_ratings.map((r) => [`Respostas avaliadas com ${r.rating}`, r.count]),
      ...report.nps_answers.map((n) => [
        `NPS ${n.kind === "GENERAL" ? "geral" : "do tempo de resposta"}: nota ${n.score}`,
        n.count,
      ]),
    ],
  };
  const students: Section = {
    title: "Alunos",
    columns: [
      { header: "Nome", width: 30 },
      { header: "Grupos", width: 22 },
      { header: "E-mail", width: 32 },
      { header: "Ativo", width: 8 },
      { header: "Criado em", width: 12 },
      { header: "Bloqueado em", width: 12 },
      { header: "Excluído em", width: 12 },
      { header: "Perguntas", width: 11, numFmt: "0" },
      { header: "Disciplinas e assuntos", width: 60 },
    ],
    rows: report.students.map((s) => [
      s.name,
      list(s.groups),
      s.email,
      yesNo(s.active),
      s.created_at,
      s.blocked_at ?? "",
      s.deleted_at ?? "",
      s.questions_count,
      (s.questions as { discipline: { name: string }; subject: { name: string } | null }[])
        .map((q) => (q.subject ? `${q.discipline.name} › ${q.subject.name}` : q.discipline.name))
        .join("; "),
    ]),
  };
  const sections = [summary, students];
  if (report.teachers) {
    sections.push({
      title: "Professores",
      columns: [
        { header: "Nome", width: 18 },
        { header: "Sobrenome", width: 22 },
        { header: "E-mail", width: 32 },
        { header: "Grupos", width: 22 },
        { header: "Disciplinas", width: 28 },
        { header: "Ativo", width: 8 },
        { header: "Perguntas respondidas", width: 12, numFmt: "0" },
        { header: "Tempo médio de resposta (min)", width: 14, numFmt: "0.00" },
        { header: "Criado em", width: 12 },
        { header: "Bloqueado em", width: 12 },
        { header: "Excluído em", width: 12 },
      ],
      rows: report.teachers.map((t) => [
        t.first_name,
        t.last_name,
        t.email,
        list(t.groups),
        list(t.disciplines),
        yesNo(t.active),
        t.answered_questions_count,
        t.average_response_time_in_minutes ?? "",
        t.created_at,
        t.blocked_at ?? "",
        t.deleted_at ?? "",
      ]),
    });
  }
  if (report.disciplines) {
    sections.push({
      title: "Disciplinas",
      columns: [
        { header: "Disciplina", width: 24 },
        { header: "Total de perguntas", width: 12, numFmt: "0" },
        { header: "Tempo médio de resposta (min)", width: 14, numFmt: "0.00" },
        { header: "Assuntos mais perguntados", width: 60 },
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
