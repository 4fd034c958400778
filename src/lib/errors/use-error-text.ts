"use client";

import { useTranslations } from "next-intl";
import type { AppIssue } from "./app-issue";
import { appErrorOf } from "./app-error-of";

/** Messages for issues and failed requests, from the `errors` messages by code; never the server's sentence. */
export function useErrorText() {
  const t = useTranslations("errors");
  const text = (code: string, params?: AppIssue["params"]) => (t.has(code) ? t(code, params) : t("invalid"));
  return {
    issue: (issue: Pick<AppIssue, "code" | "params">) => text(issue.code, issue.params),
    error: (error: unknown) => {
      const app = appErrorOf(error);
      return app ? text(app.code, app.params) : t("network");
    },
  };
}
