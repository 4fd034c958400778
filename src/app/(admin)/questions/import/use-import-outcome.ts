"use client";

import { useTranslations } from "next-intl";

type Outcome = { created: number; skipped: readonly unknown[]; duplicates: readonly unknown[] };

/** The import's outcome in one sentence, for its toast and its heading: created, refused left out, duplicates. */
export function useImportOutcome() {
  const t = useTranslations("questionsImport");
  return ({ created, skipped, duplicates }: Outcome) => {
    const done = skipped.length
      ? t("importedSkipping", { count: created, skipped: skipped.length })
      : t("imported", { count: created });
    return duplicates.length ? `${done} ${t("importedDuplicates", { count: duplicates.length })}` : done;
  };
}
