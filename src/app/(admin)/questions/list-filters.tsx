"use client";

import { useState, type ReactNode } from "react";
import type { Nullable } from "nuqs";
import { skipToken, useQuery } from "@tanstack/react-query";
import { SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
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

function Field({ id, label, children, hidden }: { id: string; label: string; children: ReactNode; hidden?: boolean }) {
  return (
    <div className={cn("content-start gap-1", hidden ? "hidden sm:grid" : "grid")}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

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
  const [unfolded, setUnfolded] = useState(setCount > 0);
  const folded = !unfolded;

  return (
    <search aria-label={t("filters.title")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <Field id="questions-search" label={t("filters.search")}>
        <Input
          id="questions-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t("filters.searchHint")}
          autoComplete="off"
        />
      </Field>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={unfolded}
        onClick={() => setUnfolded(!unfolded)}
      >
        <SlidersHorizontal aria-hidden />
        {unfolded ? t("filters.fewer") : t("filters.more", { count: setCount })}
      </Button>
      <Field id="questions-filter-discipline" label={t("filters.discipline")} hidden={folded}>
        <Select
          id="questions-filter-discipline"
          value={String(filters.discipline_id ?? "")}
          onChange={(e) => onChange({ discipline_id: param.discipline_id.parse(e.target.value), subject_id: null })}
        >
          <option value="">{t("filters.all")}</option>
          {disciplines.data?.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="questions-filter-subject" label={t("filters.subject")} hidden={folded}>
        <Select
          id="questions-filter-subject"
          value={String(filters.subject_id ?? "")}
          disabled={!disciplineId}
          onChange={(e) => onChange({ subject_id: param.subject_id.parse(e.target.value) })}
        >
          <option value="">{disciplineId ? t("filters.all") : t("filters.chooseDisciplineFirst")}</option>
          {discipline.data?.subjects.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="questions-filter-type" label={t("filters.type")} hidden={folded}>
        <Select
          id="questions-filter-type"
          value={filters.type ?? ""}
          onChange={(e) => onChange({ type: param.type.parse(e.target.value) })}
        >
          <option value="">{t("filters.all")}</option>
          {questionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="questions-filter-difficulty" label={t("filters.difficulty")} hidden={folded}>
        <Select
          id="questions-filter-difficulty"
          value={filters.difficulty ?? ""}
          onChange={(e) => onChange({ difficulty: param.difficulty.parse(e.target.value) })}
        >
          <option value="">{t("filters.all")}</option>
          {difficulties.map((d) => (
            <option key={d} value={d}>
              {t(`difficulties.${d}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="questions-filter-source" label={t("filters.source")} hidden={folded}>
        <Input
          id="questions-filter-source"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          autoComplete="off"
        />
      </Field>
      <Field id="questions-filter-group" label={t("filters.group")} hidden={folded}>
        <Select
          id="questions-filter-group"
          value={filters.group_id ?? ""}
          onChange={(e) => onChange({ group_id: param.group_id.parse(e.target.value) })}
        >
          <option value="">{t("filters.all")}</option>
          {me.data?.groups.map((g) => (
            <option key={g.id} value={g.id}>
              {manySchools
                ? t("filters.groupWithSchool", { group: g.name, school: schools.get(g.school_id) ?? "" })
                : g.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="questions-filter-archived" label={t("filters.archived")} hidden={folded}>
        <Select
          id="questions-filter-archived"
          value={filters.archived ?? ""}
          onChange={(e) => onChange({ archived: param.archived.parse(e.target.value) })}
        >
          <option value="">{t("filters.inBank")}</option>
          <option value="only">{t("filters.onlyArchived")}</option>
        </Select>
      </Field>
      <Field id="questions-sort" label={t("filters.sort")} hidden={folded}>
        <Select
          id="questions-sort"
          value={filters.sort}
          onChange={(e) => onChange({ sort: param.sort.parse(e.target.value) })}
        >
          {questionSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sortMessageKey[sort]}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={cn("items-end sm:col-span-2 sm:flex lg:col-span-1", folded ? "hidden" : "flex")}>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t("filters.clear")}
        </Button>
      </div>
    </search>
  );
}
