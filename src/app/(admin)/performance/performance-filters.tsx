"use client";

import { useTranslations } from "next-intl";
import type { Nullable } from "nuqs";
import { Button } from "@/components/ui/button";
import { DayRangeInputs } from "@/components/form/day-range-inputs";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { performanceParams as param } from "./performance-params";
import { QuestionFilter } from "./question-filter";
import type { Filters } from "./to-query";

type Option = { id: string; name: string };
type Props = {
  filters: Filters;
  onChange: (patch: Partial<Nullable<Filters>>) => void;
  schools: Option[];
  groups: (Option & { school_id: string })[];
  exams: (Option & { school_id: string })[];
  quizzes: (Option & { group_id: string })[];
};

const field = "grid content-start gap-2";

/** Every filter of GET /exams/users; each change goes to the URL at once. */
export function PerformanceFilters({ filters, onChange, schools, groups, exams, quizzes }: Props) {
  const t = useTranslations("performance");
  const schoolName = new Map(schools.map((s) => [s.id, s.name]));
  const groupLabel = (g: Option & { school_id: string }) =>
    schools.length > 1 ? `${g.name} — ${schoolName.get(g.school_id) ?? ""}` : g.name;
  const inSchool = <T extends { school_id: string }>(items: T[]) =>
    filters.school_id ? items.filter((i) => i.school_id === filters.school_id) : items;
  const groupIds = new Set(inSchool(groups).map((g) => g.id));
  const visibleQuizzes = quizzes.filter((q) =>
    filters.group_ids.length ? filters.group_ids.includes(q.group_id) : groupIds.has(q.group_id),
  );

  return (
    <form
      role="search"
      aria-label={t("filtersLabel")}
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-4 rounded-xl border bg-card p-4 md:grid-cols-2 lg:grid-cols-4"
    >
      <div className={`${field} lg:row-span-2`}>
        <Label htmlFor="perf-groups">{t("groupsLabel")}</Label>
        <select
          id="perf-groups"
          multiple
          size={6}
          value={filters.group_ids}
          onChange={(e) => onChange({ group_ids: [...e.target.selectedOptions].map((o) => o.value) })}
          aria-describedby="perf-groups-hint"
          className="w-full rounded-md border border-input bg-transparent px-2 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {inSchool(groups).map((g) => (
            <option key={g.id} value={g.id}>
              {groupLabel(g)}
            </option>
          ))}
        </select>
        <p id="perf-groups-hint" className="text-xs text-muted-foreground">
          {t("groupsHint")}
        </p>
      </div>
      <div className={field}>
        <Label htmlFor="perf-school">{t("schoolLabel")}</Label>
        <Select
          id="perf-school"
          value={filters.school_id ?? ""}
          onChange={(e) =>
            onChange({
              school_id: param.school_id.parse(e.target.value),
              group_ids: null,
              exam_id: null,
              quiz_id: null,
            })
          }
        >
          <option value="">{t("allSchools")}</option>
          {schools.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </div>
      <div className={field}>
        <Label htmlFor="perf-exam">{t("examLabel")}</Label>
        <Select
          id="perf-exam"
          value={filters.exam_id ?? ""}
          onChange={(e) => onChange({ exam_id: param.exam_id.parse(e.target.value) })}
        >
          <option value="">{t("allExams")}</option>
          {inSchool(exams).map((exam) => (
            <option key={exam.id} value={exam.id}>
              {exam.name}
            </option>
          ))}
        </Select>
      </div>
      <div className={field}>
        <Label htmlFor="perf-quiz">{t("quizLabel")}</Label>
        <Select
          id="perf-quiz"
          value={filters.quiz_id ?? ""}
          onChange={(e) => onChange({ quiz_id: param.quiz_id.parse(e.target.value) })}
        >
          <option value="">{t("allQuizzes")}</option>
          {visibleQuizzes.map((quiz) => (
            <option key={quiz.id} value={quiz.id}>
              {quiz.name}
            </option>
          ))}
        </Select>
      </div>
      <QuestionFilter
        questionId={filters.question_id}
        schoolId={filters.school_id}
        onChange={(id) => onChange({ question_id: id })}
      />
      <DayRangeInputs
        id="perf"
        from={{
          label: t("fromLabel"),
          value: filters.from,
          onChange: (day) => onChange({ from: param.from.parse(day) }),
        }}
        to={{ label: t("toLabel"), value: filters.to, onChange: (day) => onChange({ to: param.to.parse(day) }) }}
      />
      <div className="flex items-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            onChange({
              group_ids: null,
              school_id: null,
              exam_id: null,
              quiz_id: null,
              question_id: null,
              from: null,
              to: null,
            });
          }}
        >
          {t("clearFilters")}
        </Button>
      </div>
    </form>
  );
}
