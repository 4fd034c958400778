/** pt-BR labels that the reports carry in their status fields (spec 3.1, 3.2; docs/reports.md). */
export const bookingStatusLabels = {
  PRESENT: "Presente",
  NO_SHOW: "Não compareceu",
  OUTSIDE_SCHEDULE_CANCEL: "Cancelado fora do prazo",
  INSIDE_SCHEDULE_CANCEL: "Cancelado dentro do prazo",
  CANCELLED: "Cancelado",
  PENDING: "Agendado",
  QUEUE: "Na fila",
  LEFT_QUEUE: "Saiu da fila",
  NOT_REALIZED: "Não realizado",
} as const;

export const questionStatusLabels = {
  WAITING: "Aguardando professor",
  IN_PROGRESS: "Em atendimento",
  ANSWERED: "Respondida",
  REPLIED: "Réplica do aluno",
  FINISHED: "Finalizada",
  CANCELLED: "Cancelada",
} as const;
