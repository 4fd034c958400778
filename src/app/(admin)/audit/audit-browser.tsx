"use client";

import { useState } from "react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useQueryStates, type Nullable } from "nuqs";
import { useUserTimeZone } from "@/lib/time/use-user-time-zone";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { InfiniteList } from "@/components/list/infinite-list";
import { useTRPC } from "@/lib/trpc/client";
import { auditParams } from "./audit-params";
import { AuditFiltersForm } from "./audit-filters";
import { AuditTable } from "./audit-table";
import { toListInput, type AuditFilters } from "./list-input";

/** The audit log: filters in the URL, newest entries first, older pages on demand. */
export function AuditBrowser() {
  const t = useTranslations("audit");
  const trpc = useTRPC();
  const [filters, setFilters] = useQueryStates(auditParams);
  const timeZone = useUserTimeZone();
  const list = useInfiniteQuery(
    trpc.audit.list.infiniteQueryOptions(toListInput(filters, timeZone), {
      getNextPageParam: (page) => page.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
  // Clearing or choosing a record from a row remounts the filter fields, so their typed text follows.
  const [filtersVersion, setFiltersVersion] = useState(0);
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];
  const actorName = entries.find((e) => e.actor?.id === filters.actor_id)?.actor?.name ?? null;

  function filterFromRow(changes: Partial<Nullable<AuditFilters>> | null) {
    void setFilters(changes);
    setFiltersVersion((v) => v + 1);
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-4">
          <AuditFiltersForm key={filtersVersion} filters={filters} actorName={actorName} onChange={setFilters} />
          <div>
            <Button type="button" variant="ghost" size="sm" onClick={() => filterFromRow(null)}>
              {t("filters.clear")}
            </Button>
          </div>
        </CardContent>
      </Card>
      <InfiniteList query={list} count={entries.length} failed={t("loadFailed")} empty={t("empty")} messages="audit">
        <AuditTable entries={entries} onFilter={filterFromRow} />
      </InfiniteList>
    </div>
  );
}
