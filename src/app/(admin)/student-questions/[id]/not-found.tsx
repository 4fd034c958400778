import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PageHeader } from "@/components/shell/page-header";

/**
 * A question that does not exist or is outside the caller's groups, answered with status 404 inside the shell: the
 * same words for both, so that the page tells no one which questions exist.
 */
export default async function StudentQuestionNotFound() {
  const t = await getTranslations("studentQuestion");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader back={{ href: "/student-questions", label: t("backToList") }} title={t("title")} />
      <Alert variant="destructive" role="alert">
        <AlertTitle>{t("notFoundTitle")}</AlertTitle>
        <AlertDescription>{t("notFound")}</AlertDescription>
      </Alert>
    </div>
  );
}
