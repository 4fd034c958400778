"use client";

import type { Nullable } from "nuqs";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FilterField } from "@/components/list/filter-field";
import { FilterFoldToggle, useFilterFold } from "@/components/list/filter-fold";
import { FilterSelect, namedOptions } from "@/components/list/filter-select";
import { useTRPC } from "@/lib/trpc/client";
import { cn } from "@/lib/utils";
import { questionListParams as param } from "./question-list-params";
import { difficulties, questionSorts, questionTypes, sortMessageKey } from "./labels";
import { useDebouncedText } from "@/lib/use-debounced-text";
import type { ListFilters } from "./list-input";

type Props = {
  filters: ListFilters;
  onChange: (changes: Partial<Nullable<ListFilters>>) => void;
  onClear: () => void;
};

/**
 * Search, filters and sort of the question list in two rows from lg up, so the table starts high on the page;
 * text fields commit after a pause in typing.
 */
export function ListFiltersForm({ filters, onChange, onClear }: Props) {
  const t = useTranslations("questions");
  const trpc = useTRPC();
  const disciplineId = filters.discipline_id;
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());
  const discipline = useQuery(trpc.disciplines.get.queryOptions(disciplineId ? { id: disciplineId } : skipToken));
  const me = useQuery(trpc.me.get.queryOptions());
  const [q, setQ] = useDebouncedText(filters.q ?? "", (value) => onChange({ q: param.q.parse(value) }));
  const [source, setSource] = useDebouncedText(filters.source ?? "", (value) =>
    onChange({ source: param.source.parse(value) }),
  );
  const schools = new Map((me.data?.schools ?? []).map((s) => [s.id, s.name]));
  const manySchools = schools.size > 1;
  // On a phone the fields after the search fold away, so the list is in sight; a set filter keeps them open.
  const set = [
    filters.discipline_id,
    filters.type,
    filters.difficulty,
    filters.source,
    filters.group_id,
    filters.archived,
  ];
  const setCount = set.filter((value) => value !== null).length;
  const fold = useFilterFold(setCount > 0);
  const field = fold.field;

  return (
    <search aria-label={t("filters.title")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <FilterField id="questions-search" label={t("filters.search")} className="gap-1">
        <Input
          id="questions-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t("filters.searchHint")}
          autoComplete="off"
        />
      </FilterField>
      <FilterFoldToggle {...fold.toggle} more={t("filters.more", { count: setCount })} fewer={t("filters.fewer")} />
      <FilterSelect
        id="questions-filter-discipline"
        label={t("filters.discipline")}
        className={field}
        value={filters.discipline_id}
        all={t("filters.all")}
        options={namedOptions(disciplines.data ?? [])}
        onChange={(value) => onChange({ discipline_id: param.discipline_id.parse(value), subject_id: null })}
      />
      <FilterSelect
        id="questions-filter-subject"
        label={t("filters.subject")}
        className={field}
        value={filters.subject_id}
        disabled={!disciplineId}
        all={disciplineId ? t("filters.all") : t("filters.chooseDisciplineFirst")}
        options={namedOptions(discipline.data?.subjects ?? [])}
        onChange={(value) => onChange({ subject_id: param.subject_id.parse(value) })}
      />
      <FilterSelect
        id="questions-filter-type"
        label={t("filters.type")}
        className={field}
        value={filters.type}
        all={t("filters.all")}
        options={questionTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        onChange={(value) => onChange({ type: param.type.parse(value) })}
      />
      <FilterSelect
        id="questions-filter-difficulty"
        label={t("filters.difficulty")}
        className={field}
        value={filters.difficulty}
        all={t("filters.all")}
        options={difficulties.map((d) => ({ value: d, label: t(`difficulties.${d}`) }))}
        onChange={(value) => onChange({ difficulty: param.difficulty.parse(value) })}
      />
      <FilterField id="questions-filter-source" label={t("filters.source")} className={field}>
        <Input
          id="questions-filter-source"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          autoComplete="off"
        />
      </FilterField>
      <FilterSelect
        id="questions-filter-group"
        label={t("filters.group")}
        className={field}
        value={filters.group_id}
        all={t("filters.all")}
        options={(me.data?.groups ?? []).map((g) => ({
          value: g.id,
          label: manySchools
            ? t("filters.groupWithSchool", { group: g.name, school: schools.get(g.school_id) ?? "" })
            : g.name,
        }))}
        onChange={(value) => onChange({ group_id: param.group_id.parse(value) })}
      />
      <FilterSelect
        id="questions-filter-archived"
        label={t("filters.archived")}
        className={field}
        value={filters.archived}
        all={t("filters.inBank")}
        options={[{ value: "only", label: t("filters.onlyArchived") }]}
        onChange={(value) => onChange({ archived: param.archived.parse(value) })}
      />
      <FilterSelect
        id="questions-sort"
        label={t("filters.sort")}
        className={field}
        value={filters.sort}
        options={questionSorts.map((sort) => ({ value: sort, label: t(`sorts.${sortMessageKey[sort]}`) }))}
        onChange={(value) => onChange({ sort: param.sort.parse(value) })}
      />
      <div className={cn("items-end sm:col-span-2 sm:flex lg:col-span-1", fold.unfolded ? "flex" : "hidden")}>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t("filters.clear")}
        </Button>
      </div>
    </search>
  );
}
