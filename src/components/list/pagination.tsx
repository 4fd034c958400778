import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Where the list is ("page 2 of 5"). */
  summary: string;
  /** The namespace of the texts `pagination` (the landmark's name), `previous` and `next`. */
  messages: string;
};

/** The pages of a list: where it is, and buttons to the previous and the next page. */
export function Pagination({ page, pages, onPage, summary, messages }: Props) {
  const t = useTranslations(messages);
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">{summary}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("next")}
        </Button>
      </div>
    </nav>
  );
}
