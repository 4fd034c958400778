"use client";

import type { Nullable } from "nuqs";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FilterFoldToggle, useFilterFold } from "@/components/list/filter-fold";
import { FilterSelect, namedOptions } from "@/components/list/filter-select";
import { groupOptions } from "@/components/list/group-options";
import { useTRPC } from "@/lib/trpc/client";
import { cn } from "@/lib/utils";
import { studentQuestionSorts, studentQuestionStatuses } from "@/server/student-questions/list-schema";
import { studentQuestionListParams as param, type StudentQuestionFilters } from "./student-question-list-params";

type Props = {
  filters: StudentQuestionFilters;
  onChange: (changes: Partial<Nullable<StudentQuestionFilters>>) => void;
  onClear: () => void;
  /** The statuses of the questions no teacher has answered yet, as the URL writes them (the home card's link). */
  unanswered: string;
};

/** Status, group, discipline, teacher, answer date and order of the students' questions; folded on a phone. */
export function StudentQuestionFiltersForm({ filters, onChange, onClear, unanswered }: Props) {
  const t = useTranslations("studentQuestions");
  const tStatus = useTranslations("studentQuestion.status");
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());
  const teachers = useQuery(trpc.availability.teachers.queryOptions());
  const set = [filters.status, filters.group_id, filters.discipline_id, filters.teacher_id, filters.answered];
  const setCount = set.filter((value) => value !== null).length;
  const fold = useFilterFold(false);
  const field = fold.field;
  const statusOptions = [
    { value: unanswered, label: t("filters.unanswered") },
    ...studentQuestionStatuses.map((status) => ({ value: status, label: tStatus(status) })),
  ];
  // A set of statuses a link wrote that no option names is shown as it is, not as "all".
  const status = filters.status?.join(",");
  if (status && !statusOptions.some((option) => option.value === status))
    statusOptions.push({ value: status, label: filters.status!.map((s) => tStatus(s)).join(" + ") });

  return (
    <search aria-label={t("filters.title")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        id="student-questions-filter-status"
        label={t("filters.status")}
        className="gap-1"
        value={status}
        all={t("filters.all")}
        options={statusOptions}
        onChange={(value) => onChange({ status: param.status.parse(value) })}
      />
      <FilterFoldToggle {...fold.toggle} more={t("filters.more", { count: setCount })} fewer={t("filters.fewer")} />
      <FilterSelect
        id="student-questions-filter-group"
        label={t("filters.group")}
        className={field}
        value={filters.group_id}
        all={t("filters.all")}
        options={groupOptions(me.data?.groups ?? [], me.data?.schools ?? [])}
        onChange={(value) => onChange({ group_id: param.group_id.parse(value) })}
      />
      <FilterSelect
        id="student-questions-filter-discipline"
        label={t("filters.discipline")}
        className={field}
        value={filters.discipline_id}
        all={t("filters.all")}
        options={namedOptions(disciplines.data ?? [])}
        onChange={(value) => onChange({ discipline_id: param.discipline_id.parse(value) })}
      />
      <FilterSelect
        id="student-questions-filter-teacher"
        label={t("filters.teacher")}
        className={field}
        value={filters.teacher_id}
        all={t("filters.all")}
        options={namedOptions(teachers.data ?? [])}
        onChange={(value) => onChange({ teacher_id: param.teacher_id.parse(value) })}
      />
      <FilterSelect
        id="student-questions-filter-answered"
        label={t("filters.answered")}
        className={field}
        value={filters.answered}
        all={t("filters.anyTime")}
        options={[{ value: "this_week", label: t("filters.thisWeek") }]}
        onChange={(value) => onChange({ answered: param.answered.parse(value) })}
      />
      <FilterSelect
        id="student-questions-sort"
        label={t("filters.sort")}
        className={field}
        value={filters.sort}
        options={studentQuestionSorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        onChange={(value) => onChange({ sort: param.sort.parse(value) })}
      />
      <div className={cn("items-end sm:flex", fold.unfolded ? "flex" : "hidden")}>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t("filters.clear")}
        </Button>
      </div>
    </search>
  );
}
