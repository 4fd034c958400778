"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ChosenQuestionItem } from "./chosen-question-item";
import type { ChosenQuestion } from "./form-model";

type Props = {
  questions: ChosenQuestion[];
  /** Question id → names of chosen groups that lack its discipline. */
  warnings: ReadonlyMap<string, string[]>;
  /** The list's own problem (a question twice). */
  error?: string;
  /** The problem of one question, by its place (the server's discipline rule). */
  errorAt: (index: number) => string | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
};

/** A keyboard move keeps focus on the moved question's button. */
export type FocusRequest = { id: string; direction: "up" | "down"; n: number };

/** The exam's questions in order: drag and drop, or the move buttons; each with a preview. */
export function ChosenQuestions({ questions, warnings, error, errorAt, onMove, onRemove }: Props) {
  const t = useTranslations("exams");
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState("");

  function moveBy(index: number, delta: -1 | 1) {
    const question = questions[index];
    const to = index + delta;
    if (!question || to < 0 || to >= questions.length) return;
    onMove(index, to);
    setFocus((f) => ({ id: question.id, direction: delta < 0 ? "up" : "down", n: (f?.n ?? 0) + 1 }));
    setAnnouncement(t("movedTo", { position: to + 1 }));
  }

  function drop(index: number) {
    const from = questions.findIndex((q) => q.id === dragged);
    if (from >= 0 && from !== index) {
      onMove(from, index);
      setAnnouncement(t("movedTo", { position: index + 1 }));
    }
    setDragged(null);
    setOver(null);
  }

  return (
    <section aria-labelledby="chosen-questions-title" className="grid gap-3">
      <h3 id="chosen-questions-title" className="font-medium">
        {t("chosenTitle", { count: questions.length })}
      </h3>
      {questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("chosenEmpty")}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("reorderHint")}</p>
          <ol aria-label={t("chosenListLabel")} className="grid gap-2">
            {questions.map((question, index) => (
              <ChosenQuestionItem
                key={question.id}
                question={question}
                index={index}
                count={questions.length}
                lacking={warnings.get(question.id)}
                error={errorAt(index)}
                focus={focus?.id === question.id ? focus : null}
                dropTarget={over === index && dragged !== question.id}
                onMove={(delta) => moveBy(index, delta)}
                onRemove={() => onRemove(question.id)}
                drag={{
                  onDragStart: (event) => {
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", question.id);
                    setDragged(question.id);
                  },
                  onDragOver: (event) => {
                    if (!dragged) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = "move";
                    setOver(index);
                  },
                  onDrop: (event) => {
                    event.preventDefault();
                    drop(index);
                  },
                  onDragEnd: () => {
                    setDragged(null);
                    setOver(null);
                  },
                }}
              />
            ))}
          </ol>
        </>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
