"use client";

import { useEffect, useState } from "react";
import { skipToken, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FilterSelect, namedOptions } from "@/components/list/filter-select";
import { useTRPC } from "@/lib/trpc/client";
import type { ChosenQuestion, QuestionType } from "./form-model";
import { PickerResults } from "./picker-results";

const questionTypes = ["MULTIPLE_CHOICE", "DISCURSIVE", "CONTENT"] as const satisfies readonly QuestionType[];
const isType = (value: string): value is QuestionType => (questionTypes as readonly string[]).includes(value);
const pageSize = 10;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Props = {
  chosenIds: string[];
  disciplines: { id: number; name: string }[];
  onAdd: (question: ChosenQuestion) => void;
};

/** Searches the question database (questions.list) with the filters of its page; "Adicionar" appends to the exam. */
export function QuestionPicker({ chosenIds, disciplines, onAdd }: Props) {
  const t = useTranslations("exams");
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const [disciplineId, setDisciplineId] = useState<number | undefined>();
  const [subjectId, setSubjectId] = useState<number | undefined>();
  const [type, setType] = useState<QuestionType | undefined>();
  const q = useDebounced(text.trim(), 300);
  const discipline = useQuery(trpc.disciplines.get.queryOptions(disciplineId ? { id: disciplineId } : skipToken));
  const results = useInfiniteQuery(
    trpc.questions.list.infiniteQueryOptions(
      { q: q || undefined, discipline_id: disciplineId, subject_id: subjectId, type, limit: pageSize },
      { getNextPageParam: (last) => last.next_cursor ?? undefined },
    ),
  );

  return (
    <section aria-labelledby="question-picker-title" className="grid gap-4 border-t pt-6">
      <h3 id="question-picker-title" className="font-medium">
        {t("pickerTitle")}
      </h3>
      <div role="search" aria-label={t("pickerTitle")} className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2 lg:col-span-1">
          <Label htmlFor="picker-q">{t("searchLabel")}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="picker-q"
              type="search"
              className="pl-8"
              value={text}
              placeholder={t("searchPlaceholder")}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <FilterSelect
          id="picker-discipline"
          label={t("disciplineLabel")}
          value={disciplineId}
          all={t("allDisciplines")}
          options={namedOptions(disciplines)}
          onChange={(value) => {
            setDisciplineId(value ? Number(value) : undefined);
            setSubjectId(undefined);
          }}
        />
        <FilterSelect
          id="picker-subject"
          label={t("subjectLabel")}
          value={subjectId}
          disabled={!disciplineId}
          all={disciplineId ? t("allSubjects") : t("chooseDisciplineFirst")}
          options={namedOptions(disciplineId ? (discipline.data?.subjects ?? []) : [])}
          onChange={(value) => setSubjectId(value ? Number(value) : undefined)}
        />
        <FilterSelect
          id="picker-type"
          label={t("typeLabel")}
          value={type}
          all={t("allTypes")}
          options={questionTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
          onChange={(value) => setType(isType(value) ? value : undefined)}
        />
      </div>
      <PickerResults results={results} chosenIds={chosenIds} onAdd={onAdd} />
    </section>
  );
}
