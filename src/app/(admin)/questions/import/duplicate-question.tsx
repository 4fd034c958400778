"use client";

import Link from "next/link";
import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ImportPreview } from "@/server/questions-db/interchange-schema";
import { PlaceLabel } from "./place-label";

type Props = { duplicate: ImportPreview["duplicates"][number]; unit: "line" | "row" };

/** A question of the file the bank already has: where it is, its title, and the bank's question to open. */
export function DuplicateQuestion({ duplicate, unit }: Props) {
  const t = useTranslations("questionsImport");
  return (
    <article aria-labelledby={`import-item-${duplicate.at}`} className="grid gap-2 rounded-lg border border-dashed p-4">
      <div className="flex flex-wrap items-center gap-2">
        <PlaceLabel at={duplicate.at} unit={unit} />
        <Badge variant="outline">
          <Copy className="size-3" aria-hidden />
          {t("duplicate")}
        </Badge>
      </div>
      <h3 id={`import-item-${duplicate.at}`} className="font-semibold break-words">
        {duplicate.title || t("untitled")}
      </h3>
      <Link
        href={`/questions/${duplicate.question_id}`}
        target="_blank"
        className="justify-self-start text-sm font-medium underline underline-offset-4 hover:text-primary"
      >
        {t("openDuplicate")}
      </Link>
    </article>
  );
}
