import { useTranslations } from "next-intl";
import { MarkdownExcerpt } from "@/components/markdown/markdown-excerpt";
import type { ChosenQuestion } from "./form-model";

/**
 * A question as a row of the exam or of the picker shows it: the start of its text, cut where no formula
 * is split (maths and emphasis as the student sees them, media left to the preview), over its discipline,
 * subject and type. Never its id: nobody recognises a question by that.
 */
export function QuestionExcerpt({ question, extra }: { question: ChosenQuestion; extra?: string }) {
  const t = useTranslations("exams");
  return (
    <div className="grid min-w-0 flex-1 gap-1">
      <p className="line-clamp-3 text-sm break-words">
        <MarkdownExcerpt
          source={question.description}
          max={240}
          fallback={<span className="text-muted-foreground">{t("noDescription")}</span>}
        />
      </p>
      <p className="text-xs text-muted-foreground">
        {[question.discipline_name, question.subject_name, question.type && t(`types.${question.type}`), extra]
          .filter(Boolean)
          .join(" · ")}
      </p>
    </div>
  );
}
