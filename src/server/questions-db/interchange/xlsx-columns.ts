/** How many options the sheet has columns for: as many as a question may have. */
export const answerColumns = 20;

/** The question sheet's columns, spec 2.7's fields by their names; answers in numbered pairs. */
export const xlsxColumns = [
  { key: "type", width: 18 },
  { key: "description", width: 60 },
  { key: "discipline_id", width: 12 },
  { key: "subject", width: 24 },
  { key: "other_subjects", width: 16 },
  { key: "difficulty", width: 12 },
  { key: "source", width: 24 },
  { key: "source_edition", width: 14 },
  { key: "source_edition_observation", width: 20 },
  { key: "source_question_number", width: 10 },
  { key: "solution", width: 40 },
  { key: "study_orientation", width: 30 },
  { key: "hint", width: 30 },
  ...Array.from({ length: answerColumns }, (_, i) => [
    { key: `answer_${i + 1}`, width: 30 },
    { key: `answer_${i + 1}_correct`, width: 10 },
  ]).flat(),
] as const;

export const questionSheetName = "questions";
export const instructionsSheetName = "instructions";

/** The instructions sheet, one line per row: Portuguese first, then English. */
export const instructions = [
  "Modelo de importação do banco de questões",
  "Uma questão por linha da aba 'questions'; a primeira linha traz os nomes dos campos e não deve ser alterada.",
  "type: MULTIPLE_CHOICE (múltipla escolha), DISCURSIVE (discursiva) ou CONTENT (conteúdo, sem respostas).",
  "description, solution, study_orientation, hint e as respostas são markdown; fórmulas entre $…$ ou $$…$$.",
  "discipline_id: o número da disciplina; vazio usa o da importação.",
  "subject: o número de um assunto da disciplina, ou um nome (usa o assunto com esse nome, ou o cria);",
  "vazio usa o da importação.",
  "other_subjects: números de assuntos separados por vírgula.",
  "difficulty: VERY_EASY, EASY, MEDIUM, HARD ou VERY_HARD.",
  "source: a origem (livro, prova); vazio usa a da importação. source_question_number: um número.",
  "answer_N e answer_N_correct (TRUE/FALSE): até 20 opções; múltipla escolha tem ao menos duas e uma correta,",
  "discursiva no máximo uma (a resposta esperada), conteúdo nenhuma.",
  "",
  "Question bank import template",
  "One question per row of the 'questions' sheet; the first row holds the field names and must stay as it is.",
  "type: MULTIPLE_CHOICE, DISCURSIVE (open-ended) or CONTENT (information, no answers).",
  "description, solution, study_orientation, hint and the answers are markdown; formulas within $…$ or $$…$$.",
  "discipline_id: the discipline's number; empty takes the import's.",
  "subject: the number of a subject of the discipline, or a name (the subject of that name, created if missing);",
  "empty takes the import's.",
  "other_subjects: subject numbers separated by commas.",
  "difficulty: VERY_EASY, EASY, MEDIUM, HARD or VERY_HARD.",
  "source: where the question comes from (book, exam); empty takes the import's. source_question_number: a number.",
  "answer_N and answer_N_correct (TRUE/FALSE): up to 20 options; a multiple choice has at least two and one correct,",
  "a discursive question at most one (the expected answer), a content item none.",
];
