import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ErrorAlert } from "@/components/ui/alert";

type Props<T> = {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  /** The message when the query failed. */
  failed: ReactNode;
  /** The message when the loaded data has nothing to show. */
  empty?: ReactNode;
  /** Whether it has nothing to show: by default, when it is an empty array. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A query's loading line, its error or its empty line, else what its data shows. */
export function QueryResult<T>({ query, failed, empty, isEmpty = emptyArray, children }: Props<T>) {
  const tCommon = useTranslations("common");
  if (query.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (query.isError || query.data === undefined) return <ErrorAlert>{failed}</ErrorAlert>;
  if (empty !== undefined && isEmpty(query.data)) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return children(query.data);
}
