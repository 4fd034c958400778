import { FileSpreadsheet } from "lucide-react";
import { useTranslations } from "next-intl";

/** The spreadsheet to fill in: a plain link, the session cookie authenticates it. */
export function TemplateLink() {
  const t = useTranslations("questionsImport");
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <FileSpreadsheet className="size-4 text-muted-foreground" aria-hidden />
      <a
        href="/api/exams/questions-db/import-template"
        download
        className="font-medium text-primary underline underline-offset-2"
      >
        {t("template")}
      </a>
      <span className="text-muted-foreground">{t("templateHint")}</span>
    </p>
  );
}
