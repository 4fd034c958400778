import { Button } from "./button";

type Props = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** Translated texts: the button, while loading, when all is loaded, and the count of rows shown. */
  labels: { loadMore: string; loadingMore: string; allLoaded: string; caption: string };
};

/** The footer of a keyset-paged list: a button for the next page, or a note that all is loaded. */
export function LoadMore({ hasNextPage, isFetchingNextPage, onLoadMore, labels }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      {hasNextPage ? (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? labels.loadingMore : labels.loadMore}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{labels.allLoaded}</p>
      )}
      <p className="text-sm text-muted-foreground">{labels.caption}</p>
    </div>
  );
}
