"use client";

import { useEffect, useRef, useState } from "react";
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AppIssue } from "@/lib/errors/app-issue";
import type { ImportPreview } from "@/server/questions-db/interchange-schema";
import { DuplicateQuestion } from "./duplicate-question";
import { PreviewQuestion } from "./preview-question";
import { RefusedQuestion } from "./refused-question";

type Props = {
  preview: ImportPreview;
  /** The import's own refusal (422), one issue per question: shown beside each. */
  refusals: AppIssue[];
  unit: "line" | "row";
  /** The import: all or nothing, or skipping the refused questions; the bank's duplicates left out, or created. */
  onConfirm: (skipRefused: boolean, createDuplicates: boolean) => void;
  /** The refused questions as a file of the same format, to fix and import again. */
  onDownloadRefused: () => void;
  onRestart: () => void;
};

type Item =
  | { kind: "question"; at: number; question: ImportPreview["questions"][number] }
  | { kind: "refused"; at: number; refused: ImportPreview["refused"][number] }
  | { kind: "duplicate"; at: number; duplicate: ImportPreview["duplicates"][number] };

/** Items shown at first and added by "show more": thousands of rendered questions would stall the page. */
const pageSize = 50;

/** What the file becomes, question by question in the file's order, refused ones where they stand; then import. */
export function ImportPreviewList({ preview, refusals, unit, onConfirm, onDownloadRefused, onRestart }: Props) {
  const t = useTranslations("questionsImport");
  const [shown, setShown] = useState(pageSize);
  const [onlyRefused, setOnlyRefused] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview arrives below the form: it takes the focus, so it is in view and a screen reader reads it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, []);
  const refusalAt = new Map(refusals.map((issue) => [Number(issue.params?.at), issue]));
  const items: Item[] = [
    ...preview.questions.map((question) => ({ kind: "question" as const, at: question.at, question })),
    ...preview.refused.map((refused) => ({ kind: "refused" as const, at: refused.at, refused })),
    ...preview.duplicates.map((duplicate) => ({ kind: "duplicate" as const, at: duplicate.at, duplicate })),
  ].sort((a, b) => a.at - b.at);
  const refusedCount = preview.refused.length;
  const listed = onlyRefused ? items.filter((item) => item.kind === "refused" || refusalAt.has(item.at)) : items;
  const newSubjects = new Set(preview.new_subjects);
  const blocked = refusedCount > 0 || refusals.length > 0;
  const valid = preview.questions.length;
  // Some refused in the preview: the valid ones can be imported without them, the refused downloaded to fix.
  const skipping = refusedCount > 0 && refusals.length === 0 && valid > 0;
  const duplicates = preview.duplicates.length;

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          {t("previewTitle")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p role="status" className="text-sm font-medium">
          {t("summary", {
            created: preview.questions.length,
            refused: refusedCount,
            subjects: preview.new_subjects.length,
          })}
        </p>
        {duplicates > 0 && <p className="text-sm">{t("duplicatesHint", { count: duplicates })}</p>}
        {preview.new_subjects.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {t("newSubjects", { names: preview.new_subjects.join(", ") })}
          </p>
        )}
        {blocked && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>
              {refusals.length ? t("refusedOnImport") : t("refusedHint", { refused: refusedCount, valid })}
            </AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {skipping ? (
            <Button type="button" onClick={() => onConfirm(true, false)}>
              {t("confirmValid", { count: valid })}
            </Button>
          ) : (
            <Button type="button" onClick={() => onConfirm(false, false)} disabled={blocked || valid === 0}>
              {t("confirm", { count: valid })}
            </Button>
          )}
          {duplicates > 0 && refusals.length === 0 && (skipping || !blocked) && (
            <Button type="button" variant="outline" onClick={() => onConfirm(skipping, true)}>
              {t("confirmWithDuplicates", { count: valid + duplicates })}
            </Button>
          )}
          {preview.refused_file && refusals.length === 0 && (
            <Button type="button" variant="outline" onClick={onDownloadRefused}>
              <Download aria-hidden />
              {t("downloadRefused", { count: refusedCount })}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={onRestart}>
            {t("restart")}
          </Button>
          {blocked && (
            <Button
              type="button"
              variant="ghost"
              aria-pressed={onlyRefused}
              onClick={() => setOnlyRefused(!onlyRefused)}
            >
              {t("onlyRefused", { count: refusedCount + refusals.length })}
            </Button>
          )}
        </div>
        <ol aria-label={t("itemsLabel")} className="grid gap-3">
          {listed.slice(0, shown).map((item) => (
            <li key={`${item.kind}-${item.at}`}>
              {item.kind === "refused" ? (
                <RefusedQuestion refused={item.refused} unit={unit} />
              ) : item.kind === "duplicate" ? (
                <DuplicateQuestion duplicate={item.duplicate} unit={unit} />
              ) : (
                <PreviewQuestion
                  question={item.question}
                  unit={unit}
                  newSubject={newSubjects.has(item.question.subject)}
                  refusal={refusalAt.get(item.at)}
                />
              )}
            </li>
          ))}
        </ol>
        {listed.length > shown && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setShown(shown + pageSize)}
          >
            {t("showMore", { count: Math.min(pageSize, listed.length - shown), total: listed.length - shown })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
