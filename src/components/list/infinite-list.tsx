import type { ComponentProps, ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { LoadMore } from "./load-more";
import { QueryResult } from "./query-result";

type Props = {
  /** The list's infinite query. */
  query: ComponentProps<typeof LoadMore>["query"] &
    ComponentProps<typeof QueryResult>["query"] & { isFetching: boolean };
  /** How many rows are loaded. */
  count: number;
  failed: string;
  empty: string;
  /** The namespace of the "load more" footer's texts. */
  messages: string;
  /** The rows loaded so far. */
  children: ReactNode;
};

/** A keyset-paged list in a card: its loading, error or empty line, else its rows and the "load more" footer. */
export function InfiniteList({ query, count, failed, empty, messages, children }: Props) {
  return (
    <Card>
      <CardContent className="grid gap-4" aria-busy={query.isFetching || undefined}>
        <QueryResult query={query} failed={failed} empty={empty} isEmpty={() => count === 0}>
          {() => (
            <>
              {children}
              <LoadMore query={query} count={count} messages={messages} />
            </>
          )}
        </QueryResult>
      </CardContent>
    </Card>
  );
}
