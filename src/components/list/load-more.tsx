import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = {
  /** The list's infinite query. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** How many rows are shown. */
  count: number;
  /** The namespace of its texts: `loadMore`, `loadingMore`, `allLoaded` and `caption` (of the count). */
  messages: string;
};

/** The footer of a keyset-paged list: a button for the next page, or a note that all is loaded. */
export function LoadMore({ query, count, messages }: Props) {
  const t = useTranslations(messages);
  return (
    <div className="flex flex-wrap items-center gap-4">
      {query.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t("allLoaded")}</p>
      )}
      <p className="text-sm text-muted-foreground">{t("caption", { count })}</p>
    </div>
  );
}
