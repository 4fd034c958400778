import autocannon from "autocannon";

/** What the mix works on: a school with a group of the discipline, existing questions for exams, the report's groups. */
export type MixInputs = {
  token: string;
  schoolId: string;
  groupId: string;
  disciplineId: number;
  examQuestionIds: string[];
  usageGroupIds: string[];
  /** Marks every record the load writes (question source, subject and exam names), for the checks afterwards. */
  tag: string;
};

export type Kind = "read" | "report" | "create exam" | "create question" | "update question";

/** One response as the load generator saw it: when (ms, performance.now()), which request, which status. */
export type Sample = { at: number; kind: Kind; status: number };

/** Every response, the ids of every acknowledged write, and what autocannon counted on top. */
export type MixedLoadRecord = {
  samples: Sample[];
  createdQuestions: string[];
  updatedQuestions: string[];
  createdExams: string[];
  /** 503s whose body is not the JSON error with code UNAVAILABLE. */
  malformed503: number;
  errors: number;
  timeouts: number;
  requests: number;
};

export const emptyRecord = (): MixedLoadRecord => ({
  samples: [],
  createdQuestions: [],
  updatedQuestions: [],
  createdExams: [],
  malformed503: 0,
  errors: 0,
  timeouts: 0,
  requests: 0,
});

const DAY = 86_400_000;

type Context = { questionId?: string; subjectId?: number };

function parse(body: string): Record<string, unknown> | null {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The question body: a new subject per create (so a subject without its question shows a half-applied
 * write), answers and a group window in further tables; the update replaces them with three answers.
 */
export function questionBody(mix: MixInputs, subject: number | string, version: 1 | 2) {
  const now = Date.now();
  return {
    belongs_to: { id: mix.schoolId },
    description: `Load question (v${version})`,
    discipline_id: mix.disciplineId,
    subject,
    type: "MULTIPLE_CHOICE",
    source: mix.tag,
    answers: Array.from({ length: version + 1 }, (_, i) => ({
      description: `option ${i}`,
      is_correct_answer: i === 0,
    })),
    question_to_groups: [{ group_ids: [mix.groupId], available_after: now, available_before: now + 30 * DAY }],
  };
}

/**
 * One connection's cycle: a question, reads, an exam with its questions, a report, the question's update
 * (last: when the create failed, autocannon starts the cycle again). Ids come from the 201/200 bodies.
 */
function cycle(mix: MixInputs, record: MixedLoadRecord) {
  const headers = { authorization: `Bearer ${mix.token}`, "content-type": "application/json" };
  const seen = (kind: Kind) => (status: number, body: string, context: object) => {
    record.samples.push({ at: performance.now(), kind, status });
    if (status === 503 && (parse(body)?.error as { code?: string } | undefined)?.code !== "UNAVAILABLE")
      record.malformed503 += 1;
    const json = status === 200 || status === 201 ? parse(body) : null;
    const ctx = context as Context;
    if (kind === "create question" && status === 201 && json) {
      record.createdQuestions.push(String(json.id));
      ctx.questionId = String(json.id);
      ctx.subjectId = Number((json.subject as { id: number }).id);
    }
    if (kind === "update question" && status === 200 && json) record.updatedQuestions.push(String(json.id));
    if (kind === "create exam" && status === 201 && json) record.createdExams.push(String(json.id));
  };
  const now = Date.now();
  const exam = {
    name: `${mix.tag} exam`,
    description: "load",
    exam_to_groups: [
      {
        group_ids: [mix.groupId],
        available_after: now,
        available_before: now + 30 * DAY,
        instant_answer_feedback: false,
        allow_multiple_answers: false,
        is_readonly: false,
      },
    ],
    question_ids: mix.examQuestionIds,
  };
  const usage = { start_date: now - 365 * DAY, end_date: now + 30 * DAY, group_ids: mix.usageGroupIds };
  return [
    {
      method: "POST" as const,
      path: "/api/exams/questions-db",
      headers,
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        body: JSON.stringify(questionBody(mix, `${mix.tag} subject ${crypto.randomUUID()}`, 1)),
      }),
      onResponse: seen("create question"),
    },
    {
      method: "GET" as const,
      path: `/api/exams/questions-db?discipline_id=${mix.disciplineId}&limit=20`,
      headers,
      onResponse: seen("read"),
    },
    {
      method: "POST" as const,
      path: "/api/exams",
      headers,
      body: JSON.stringify(exam),
      onResponse: seen("create exam"),
    },
    { method: "GET" as const, path: "/api/disciplines", headers, onResponse: seen("read") },
    {
      method: "POST" as const,
      path: "/api/reports/groups-usage",
      headers: { ...headers, accept: "application/json" },
      body: JSON.stringify(usage),
      onResponse: seen("report"),
    },
    { method: "GET" as const, path: "/api/me", headers, onResponse: seen("read") },
    {
      method: "PATCH" as const,
      path: "/api/exams/questions-db",
      headers,
      setupRequest: (req: autocannon.Request, context: object) => {
        const { questionId, subjectId } = context as Context;
        if (!questionId || !subjectId) return null as unknown as autocannon.Request;
        return {
          ...req,
          path: `/api/exams/questions-db/${questionId}`,
          body: JSON.stringify(questionBody(mix, subjectId, 2)),
        };
      },
      onResponse: seen("update question"),
    },
  ];
}

/** The mix against one app for `duration` seconds with `connections` keep-alive connections, into `record`. */
export async function mixedLoad(
  url: string,
  mix: MixInputs,
  options: { connections: number; duration: number },
  record: MixedLoadRecord,
): Promise<void> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    timeout: 20,
    requests: cycle(mix, record),
  });
  record.errors += result.errors;
  record.timeouts += result.timeouts;
  record.requests += result.requests.total;
}
