"use client";

import { useTranslations } from "next-intl";

type Item = { question_id: string; position: number; correct_first: number; wrong_first: number };

/** Horizontal stacked bars of first answers per question; every bar names its numbers. */
export function AnswersChart({ questions }: { questions: Item[] }) {
  const t = useTranslations("performance");
  const max = Math.max(1, ...questions.map((q) => q.correct_first + q.wrong_first));
  return (
    <figure className="grid gap-3" aria-labelledby="answers-chart-caption">
      <figcaption id="answers-chart-caption" className="font-medium">
        {t("chartTitle")}
      </figcaption>
      <div className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden>
        <span className="inline-flex items-center gap-1">
          <span className="size-3 rounded-sm bg-success" />
          {t("chartCorrect")}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-3 rounded-sm bg-destructive" />
          {t("chartWrong")}
        </span>
      </div>
      <ul className="grid gap-1.5">
        {questions.map((q) => {
          const label = t("chartBar", { n: q.position + 1, correct: q.correct_first, wrong: q.wrong_first });
          return (
            <li key={q.question_id} className="grid grid-cols-[3rem_minmax(0,1fr)_5rem] items-center gap-2 text-sm">
              <span className="font-medium tabular-nums" aria-hidden>
                {t("questionShort", { n: q.position + 1 })}
              </span>
              <div role="img" aria-label={label} title={label} className="flex h-5 overflow-hidden rounded-sm bg-muted">
                <div className="bg-success" style={{ width: `${(q.correct_first / max) * 100}%` }} />
                <div className="bg-destructive" style={{ width: `${(q.wrong_first / max) * 100}%` }} />
              </div>
              <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
                {q.correct_first} / {q.wrong_first}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
