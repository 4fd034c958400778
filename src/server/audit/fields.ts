/**
 * How the audit page shows each field of a snapshot: its label (a message key, the form's own where the form has
 * the field) and what its value is. The server reads the references (`ref`, `windows`) to name them in the list's
 * answer; the browser reads the rest. Loaded by the browser too: no server import here.
 */
export type RefKind = "school" | "group" | "user" | "discipline" | "subject" | "exam" | "question" | "room";

/** Enums whose values the page shows by the area's own labels (message key prefixes, the value appended). */
export const enumLabels = {
  questionType: "questions.types",
  difficulty: "questions.difficulties",
  feature: "disciplines.features",
  knowledgeArea: "disciplines.areas",
  uploadTarget: "audit.uploadTargets",
  importFormat: "questionsImport.formats",
} as const;
export type EnumName = keyof typeof enumLabels;

export type FieldKind =
  | { kind: "hidden" }
  | { kind: "text" }
  | { kind: "long" }
  | { kind: "time" }
  | { kind: "bool" }
  | { kind: "number" }
  | { kind: "bytes" }
  | { kind: "minutes" }
  | { kind: "count" }
  | { kind: "places" }
  | { kind: "ref"; ref: RefKind }
  | { kind: "named" }
  | { kind: "enum"; values: EnumName }
  | { kind: "answers" }
  | { kind: "windows" }
  | { kind: "recurrence" };

export type FieldSpec = { label: string } & FieldKind;

const hidden: FieldSpec = { label: "audit.fields.id", kind: "hidden" };
const ref = (label: string, to: RefKind): FieldSpec => ({ label, kind: "ref", ref: to });
const of = (label: string, kind: Exclude<FieldKind["kind"], "ref" | "enum">) => ({ label, kind }) as FieldSpec;
const oneOf = (label: string, values: EnumName): FieldSpec => ({ label, kind: "enum", values });

const school = ref("questions.form.school", "school");
const discipline = ref("questions.form.discipline", "discipline");
const created = of("audit.fields.created_at", "time");
const updated = of("audit.fields.updated_at", "time");
const revoked = of("audit.fields.revoked_at", "time");
const owner = ref("audit.fields.owner", "user");
const teacher = ref("calendar.blocks.teacher", "user");
const duration = of("audit.fields.duration", "minutes");

/** The fields of each kind of record, and of the import's entry (keyed by its action), in the order shown. */
export const auditFields: Record<string, Record<string, FieldSpec>> = {
  discipline: {
    id: hidden,
    name: of("disciplines.nameLabel", "text"),
    internal_name: of("disciplines.internalNameLabel", "text"),
    icon_url: of("disciplines.iconLabel", "text"),
    header_url: of("disciplines.headerLabel", "text"),
    allow_only_features: oneOf("disciplines.featuresLegend", "feature"),
    knowledge_areas: oneOf("disciplines.areasLegend", "knowledgeArea"),
    owner_ids: ref("disciplines.ownersLegend", "school"),
    upload_id: hidden,
  },
  subject: {
    id: hidden,
    discipline_id: discipline,
    name: of("disciplines.nameLabel", "text"),
    enabled: of("disciplines.subjectEnabled", "bool"),
    icon_url: of("disciplines.iconLabel", "text"),
  },
  upload: {
    id: hidden,
    key: of("audit.fields.key", "text"),
    target: oneOf("audit.fields.target", "uploadTarget"),
    discipline_id: discipline,
    max_bytes: of("audit.fields.max_bytes", "bytes"),
    expires_at: of("audit.fields.expires_at", "time"),
  },
  question: {
    id: hidden,
    belongs_to: of("questions.form.school", "named"),
    type: oneOf("questions.form.type", "questionType"),
    description: of("questions.form.description", "long"),
    discipline_id: discipline,
    subject: of("questions.form.subject", "named"),
    other_subjects: of("questions.form.otherSubjects", "named"),
    difficulty: oneOf("questions.form.difficulty", "difficulty"),
    source: of("questions.form.source", "text"),
    source_edition: of("questions.form.sourceEdition", "text"),
    source_edition_observation: of("questions.form.sourceEditionObservation", "text"),
    source_question_number: of("questions.form.sourceQuestionNumber", "text"),
    answers: of("questions.form.answers", "answers"),
    solution: of("questions.form.solution", "long"),
    study_orientation: of("questions.form.studyOrientation", "long"),
    hint: of("questions.form.hint", "long"),
    question_to_groups: of("questions.form.groups", "windows"),
    exams: of("questions.form.exams", "named"),
    created_at: created,
    updated_at: updated,
    archived_at: of("audit.fields.archived_at", "time"),
  },
  "question.import": {
    format: oneOf("questionsImport.format", "importFormat"),
    bytes: of("audit.fields.bytes", "bytes"),
    discipline_id: discipline,
    created: of("audit.fields.created", "count"),
    skipped: of("audit.fields.skipped", "places"),
    duplicates: of("audit.fields.duplicates", "places"),
  },
  exam: {
    id: hidden,
    name: of("exams.nameLabel", "text"),
    description: of("exams.descriptionLabel", "long"),
    school_id: school,
    exam_to_groups: of("exams.groupsTitle", "windows"),
    question_ids: ref("exams.questionsTitle", "question"),
    created_at: created,
    updated_at: updated,
  },
  availability_block: {
    id: hidden,
    teacher_id: teacher,
    start_date: of("calendar.form.start", "time"),
    end_date: of("calendar.form.end", "time"),
    reason: of("calendar.form.reason", "text"),
    created_by_id: ref("audit.fields.created_by", "user"),
  },
  availability_series: {
    id: hidden,
    teacher_id: teacher,
    start_date: of("calendar.series.start", "time"),
    duration_minutes: duration,
    rrule: of("audit.fields.rrule", "recurrence"),
  },
  booking: {
    id: hidden,
    school_id: school,
    group_id: ref("questions.filters.group", "group"),
    student_id: ref("audit.fields.student", "user"),
    teacher_id: teacher,
    discipline_id: discipline,
    room_id: ref("audit.fields.room", "room"),
    scheduled_for: of("audit.fields.scheduled_for", "time"),
    duration_minutes: duration,
    cancelled_at: of("audit.fields.cancelled_at", "time"),
    cancelled_by_id: ref("audit.fields.cancelled_by", "user"),
  },
  api_token: {
    id: hidden,
    user_id: owner,
    name: of("tokens.nameLabel", "text"),
    created_at: created,
    revoked_at: revoked,
  },
  calendar_feed: {
    id: hidden,
    user_id: owner,
    school_id: school,
    created_at: created,
    revoked_at: revoked,
  },
};

/** The fields of an entry: its action's own list (the import's), else its kind of record's. */
export const fieldsOf = (entry: { action: string; entity_type: string }): Record<string, FieldSpec> =>
  auditFields[entry.action] ?? auditFields[entry.entity_type] ?? {};
