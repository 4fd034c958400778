/**
 * Portuguese words the admins use for what the API reference names in English, so that its search (Redoc's: an
 * English index of each operation's summary, description and path) finds an operation by them too. Keyed by the
 * document's tags (the area) and by a path's segments (what within it), with a verb per method.
 */
const tagWords: Record<string, string[]> = {
  Account: ["conta", "usuário", "perfil"],
  Audit: ["auditoria", "histórico", "alterações"],
  Availability: ["disponibilidade", "agenda"],
  Bookings: ["agendamento", "agendamentos", "aula", "reserva"],
  Disciplines: ["disciplina", "disciplinas", "matéria"],
  Exams: ["prova", "provas", "avaliação"],
  "Question database": ["questão", "questões", "banco de questões"],
  Reports: ["relatório", "relatórios", "planilha"],
  "Student questions": ["dúvida", "dúvidas", "pergunta"],
  Uploads: ["arquivo", "envio"],
};

const segmentWords: Record<string, string[]> = {
  tokens: ["chave", "token"],
  subjects: ["assunto", "assuntos"],
  archive: ["arquivar"],
  restore: ["restaurar", "desarquivar"],
  media: ["imagem", "mídia", "arquivo"],
  import: ["importar", "importação", "Moodle"],
  export: ["exportar", "exportação", "planilha"],
  "import-template": ["modelo", "planilha"],
  duplicates: ["duplicar", "cópia", "copiar"],
  users: ["desempenho", "alunos", "estatísticas"],
  questions: ["dúvidas"],
  "bookings-workload": ["carga horária", "professores"],
  "groups-usage": ["uso", "turmas", "grupos"],
  "availability-blocks": ["disponibilidade", "bloco", "horário"],
  "availability-series": ["disponibilidade", "série", "recorrente", "semanal"],
  preview: ["simular", "prévia"],
  "calendar-feeds": ["calendário", "iCalendar", "assinatura"],
};

const methodWords: Record<string, string[]> = {
  get: ["ler", "listar", "consultar"],
  post: ["criar", "enviar"],
  patch: ["alterar", "editar"],
  put: ["alterar", "editar"],
  delete: ["excluir", "remover"],
};

/** The same word without its accents, as an admin may type it ("questoes" for "questões"). */
const unaccented = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * The line an operation's description ends with: its Portuguese words, shown (marked as Portuguese for a screen
 * reader) and so indexed; their unaccented forms are indexed only (a hidden span: the index reads the description's
 * source, the page does not show it).
 */
export function portugueseLine(method: string, path: string, tags: readonly string[]): string {
  const segments = path.split("/").filter((segment) => !segment.startsWith("{"));
  const words = [
    ...new Set([
      ...tags.flatMap((tag) => tagWords[tag] ?? []),
      ...segments.flatMap((segment) => segmentWords[segment] ?? []),
      ...(methodWords[method] ?? []),
    ]),
  ];
  const plain = [...new Set(words.map(unaccented))].filter((word) => !words.includes(word));
  const hidden = plain.length ? ` <span hidden>${plain.join(" ")}</span>` : "";
  return `<p lang="pt-BR">Em português: ${words.join(", ")}${hidden}</p>`;
}
