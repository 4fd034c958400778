"use client";

import { useEffect, useRef, useState, type DragEventHandler } from "react";
import { ChevronDown, ChevronRight, GripVertical, Trash2, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { MoveButton } from "@/components/form/move-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { FocusRequest } from "./chosen-questions";
import type { ChosenQuestion } from "./form-model";
import { QuestionExcerpt } from "./question-excerpt";
import { QuestionPreview } from "./question-preview";

type Props = {
  question: ChosenQuestion;
  index: number;
  count: number;
  /** Chosen groups that lack the question's discipline. */
  lacking?: string[];
  /** The server's refusal of this question. */
  error?: string;
  focus: FocusRequest | null;
  dropTarget: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  drag: {
    onDragStart: DragEventHandler;
    onDragOver: DragEventHandler;
    onDrop: DragEventHandler;
    onDragEnd: DragEventHandler;
  };
};

export function ChosenQuestionItem({
  question,
  index,
  count,
  lacking,
  error,
  focus,
  dropTarget,
  onMove,
  onRemove,
  drag,
}: Props) {
  const t = useTranslations("exams");
  const [open, setOpen] = useState(false);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const n = index + 1;
  const previewId = `exam-question-preview-${question.id}`;
  const warningId = `exam-question-warning-${question.id}`;
  const errorId = `exam-question-error-${question.id}`;

  // After a keyboard move the item's DOM node moves too: focus follows it (or the other button at an end).
  useEffect(() => {
    if (!focus) return;
    const wanted = focus.direction === "up" ? up.current : down.current;
    (wanted && !wanted.disabled ? wanted : focus.direction === "up" ? down.current : up.current)?.focus();
  }, [focus]);

  return (
    <li
      data-question-id={question.id}
      draggable
      {...drag}
      aria-describedby={[lacking && warningId, error && errorId].filter(Boolean).join(" ") || undefined}
      className={cn(
        "grid gap-2 rounded-md border bg-card p-3",
        dropTarget && "border-primary ring-2 ring-primary/30",
        lacking && "border-warning",
      )}
    >
      <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
        <GripVertical className="mt-0.5 size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden />
        <span className="w-6 shrink-0 text-sm font-semibold tabular-nums">{n}.</span>
        <QuestionExcerpt question={question} />
        {/* On a phone the actions take a line of their own under the text. */}
        <div className="flex shrink-0 basis-full flex-wrap justify-end gap-1 sm:basis-auto">
          <MoveButton
            ref={up}
            direction="up"
            aria-label={t("moveUp")}
            title={t("moveUp")}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <MoveButton
            ref={down}
            direction="down"
            aria-label={t("moveDown")}
            title={t("moveDown")}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={previewId}
            aria-label={t("previewN", { n })}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
            {t("preview")}
          </Button>
          <Button type="button" variant="ghost" size="sm" aria-label={t("removeQuestionN", { n })} onClick={onRemove}>
            <Trash2 aria-hidden />
            {t("removeQuestion")}
          </Button>
        </div>
      </div>
      {lacking && (
        <p
          id={warningId}
          className="flex items-start gap-2 rounded-md bg-warning/15 px-2 py-1 text-sm text-warning-foreground"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("disciplineWarning", { groups: lacking.join(", ") })}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div id={previewId} hidden={!open}>
        {open && <QuestionPreview questionId={question.id} />}
      </div>
    </li>
  );
}
