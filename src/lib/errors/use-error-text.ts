"use client";

import { useTranslations } from "next-intl";
import type { AppIssue } from "./app-issue";
import { errorText, issueText, type ErrorsTranslator } from "./error-text";

/** Messages for issues and failed requests, from the `errors` messages by code; never the server's sentence. */
export function useErrorText() {
  const t: ErrorsTranslator = useTranslations("errors");
  return {
    issue: (issue: Pick<AppIssue, "code" | "params">) => issueText(t, issue),
    error: (error: unknown) => errorText(t, error),
  };
}
