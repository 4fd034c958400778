"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Nullable } from "nuqs";
import { FinePointerOnly } from "@/components/form/fine-pointer-only";
import { Button } from "@/components/ui/button";
import { DayRangeFilter } from "@/components/list/day-range-filter";
import { FilterField } from "@/components/list/filter-field";
import { FilterSelect, namedOptions } from "@/components/list/filter-select";
import { groupOptions } from "@/components/list/group-options";
import { distinctOptionLabels } from "./distinct-option-labels";
import { performanceParams as param } from "./performance-params";
import { QuestionFilter } from "./question-filter";
import type { Filters } from "./to-query";

type Option = { id: string; name: string };
/** When a record was made, and its school's zone, in which that day is told. */
type Made = { created_at: string; time_zone: string };
type Props = {
  filters: Filters;
  onChange: (patch: Partial<Nullable<Filters>>) => void;
  schools: Option[];
  groups: (Option & { school_id: string })[];
  exams: (Option & Made & { school_id: string; group_names: string[] })[];
  quizzes: (Option & Made & { group_id: string; group_name: string })[];
};

/** Every filter of GET /exams/users; each change goes to the URL at once. */
export function PerformanceFilters({ filters, onChange, schools, groups, exams, quizzes }: Props) {
  const t = useTranslations("performance");
  const locale = useLocale();
  // Two exams or quizzes of one name read as two: their groups and the day (then the time) each was made.
  const made = (withTime: boolean) => (item: Made) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: "short",
      ...(withTime && { timeStyle: "short" }),
      timeZone: item.time_zone,
    }).format(new Date(item.created_at));
  const madeDetails = <T extends Made>(groups: (item: T) => string, kind: "exam" | "quiz") =>
    [false, true].map(
      (withTime) => (item: T) => t(`${kind}OptionDetail`, { groups: groups(item), made: made(withTime)(item) }),
    );
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
      <FilterField id="perf-groups" label={t("groupsLabel")} className="lg:row-span-2">
        <select
          id="perf-groups"
          multiple
          size={6}
          value={filters.group_ids}
          onChange={(e) => onChange({ group_ids: [...e.target.selectedOptions].map((o) => o.value) })}
          aria-describedby="perf-groups-hint"
          className="w-full rounded-md border border-input bg-transparent px-2 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {groupOptions(inSchool(groups), schools).map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
        <p id="perf-groups-hint" className="text-xs text-muted-foreground">
          {t("groupsHint")}
          <FinePointerOnly> {t("groupsMultiHint")}</FinePointerOnly>
        </p>
      </FilterField>
      <FilterSelect
        id="perf-school"
        label={t("schoolLabel")}
        value={filters.school_id}
        all={t("allSchools")}
        options={namedOptions(schools)}
        onChange={(value) =>
          onChange({ school_id: param.school_id.parse(value), group_ids: null, exam_id: null, quiz_id: null })
        }
      />
      <FilterSelect
        id="perf-exam"
        label={t("examLabel")}
        value={filters.exam_id}
        all={t("allExams")}
        options={distinctOptionLabels(
          inSchool(exams),
          madeDetails((exam) => exam.group_names.join(", "), "exam"),
        )}
        onChange={(value) => onChange({ exam_id: param.exam_id.parse(value) })}
      />
      <FilterSelect
        id="perf-quiz"
        label={t("quizLabel")}
        value={filters.quiz_id}
        all={t("allQuizzes")}
        options={distinctOptionLabels(
          visibleQuizzes,
          madeDetails((quiz) => quiz.group_name, "quiz"),
        )}
        onChange={(value) => onChange({ quiz_id: param.quiz_id.parse(value) })}
      />
      <QuestionFilter
        questionId={filters.question_id}
        schoolId={filters.school_id}
        onChange={(id) => onChange({ question_id: id })}
      />
      <DayRangeFilter
        id="perf"
        labels={{ from: t("fromLabel"), to: t("toLabel") }}
        range={filters}
        onChange={onChange}
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
