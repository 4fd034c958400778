"use client";

import { Ban } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useErrorText } from "@/lib/errors/use-error-text";
import type { ImportPreview } from "@/server/questions-db/interchange-schema";
import { PlaceLabel } from "./place-label";

type Props = { refused: ImportPreview["refused"][number]; unit: "line" | "row" };

/** A question of the file that cannot be imported: where it is, its title, and why, by its code. */
export function RefusedQuestion({ refused, unit }: Props) {
  const t = useTranslations("questionsImport");
  const errorText = useErrorText();
  return (
    <article
      aria-labelledby={`import-item-${refused.at}`}
      className="grid gap-2 rounded-lg border border-destructive/60 bg-destructive/5 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <PlaceLabel at={refused.at} unit={unit} />
        <Badge variant="destructive">
          <Ban className="size-3" aria-hidden />
          {t("refused")}
        </Badge>
      </div>
      <h3 id={`import-item-${refused.at}`} className="font-semibold break-words">
        {refused.title || t("untitled")}
      </h3>
      <p className="text-sm text-destructive">
        {errorText.issue({ code: refused.code, params: { at: refused.at, title: refused.title } })}
      </p>
    </article>
  );
}
