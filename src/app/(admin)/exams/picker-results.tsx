"use client";

import type { UseInfiniteQueryResult, InfiniteData } from "@tanstack/react-query";
import { Check, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { QueryResult } from "@/components/list/query-result";
import { Button } from "@/components/ui/button";
import { excerptText } from "@/lib/markdown/excerpt-text";
import type { ChosenQuestion } from "./form-model";
import { QuestionExcerpt } from "./question-excerpt";

type Item = ChosenQuestion & { type: NonNullable<ChosenQuestion["type"]>; discipline_id: number; source: string };
type Page = { items: Item[]; next_cursor: string | null };
type Props = {
  results: UseInfiniteQueryResult<InfiniteData<Page>, unknown>;
  chosenIds: string[];
  onAdd: (question: ChosenQuestion) => void;
};

/** The picker's results, page after page; questions already in the exam cannot be added twice. */
export function PickerResults({ results, chosenIds, onAdd }: Props) {
  const t = useTranslations("exams");
  const tCommon = useTranslations("common");
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <QueryResult query={results} failed={t("searchFailed")} empty={t("noResults")} isEmpty={() => items.length === 0}>
      {() => (
        <div className="grid gap-3" aria-busy={results.isFetching || undefined}>
          <ul aria-label={t("resultsLabel")} className="grid gap-2">
            {items.map((item, index) => {
              const added = chosenIds.includes(item.id);
              // Named by its question, starting with the visible word (axe's label-content-name-mismatch); a
              // question of media alone has no text, so its place in the results names it.
              const excerpt = excerptText(item.description, 80);
              const name = excerpt
                ? t(added ? "addedNamed" : "addNamed", { excerpt })
                : t(added ? "addedN" : "addN", { n: index + 1 });
              return (
                <li key={item.id} data-question-id={item.id} className="flex items-start gap-3 rounded-md border p-3">
                  <QuestionExcerpt question={item} extra={item.source} />
                  <Button
                    type="button"
                    size="sm"
                    variant={added ? "secondary" : "default"}
                    disabled={added}
                    aria-label={name}
                    onClick={() =>
                      onAdd({
                        id: item.id,
                        description: item.description,
                        discipline_id: item.discipline_id,
                        discipline_name: item.discipline_name,
                        subject_name: item.subject_name,
                        type: item.type,
                      })
                    }
                  >
                    {added ? <Check aria-hidden /> : <Plus aria-hidden />}
                    {added ? t("added") : t("add")}
                  </Button>
                </li>
              );
            })}
          </ul>
          {results.hasNextPage && (
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {results.isFetchingNextPage ? tCommon("loading") : t("moreResults")}
              </Button>
            </div>
          )}
        </div>
      )}
    </QueryResult>
  );
}
