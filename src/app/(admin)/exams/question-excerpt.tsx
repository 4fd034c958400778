import { useTranslations } from "next-intl";
import { MarkdownView } from "@/components/markdown/markdown-view";
import type { ChosenQuestion } from "./form-model";

/**
 * A question as a row of the exam or of the picker shows it: the start of its rendered text (maths
 * and formatting as the student sees them, media left to the preview) over its discipline, subject
 * and type. Never its id: nobody recognises a question by that.
 */
export function QuestionExcerpt({ question, extra }: { question: ChosenQuestion; extra?: string }) {
  const t = useTranslations("exams");
  return (
    <div className="grid min-w-0 flex-1 gap-1">
      {question.description.trim() ? (
        <MarkdownView
          source={question.description}
          className="line-clamp-3 [&_audio]:hidden [&_h1]:text-sm [&_h2]:text-sm [&_h3]:text-sm [&_iframe]:hidden [&_img]:hidden [&_p]:my-0 [&_video]:hidden [&>*:first-child]:mt-0"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t("noDescription")}</p>
      )}
      <p className="text-xs text-muted-foreground">
        {[question.discipline_name, question.subject_name, question.type && t(`types.${question.type}`), extra]
          .filter(Boolean)
          .join(" · ")}
      </p>
    </div>
  );
}
