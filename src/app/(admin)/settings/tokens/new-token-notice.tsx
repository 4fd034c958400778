"use client";

import { useTranslations } from "next-intl";
import { SecretNotice } from "@/components/secret/secret-notice";

type Props = { name: string; token: string; onDismiss: () => void };

/** The secret of a just-created token: the only time the user can see it. */
export function NewTokenNotice({ name, token, onDismiss }: Props) {
  const t = useTranslations("tokens");
  const text = {
    title: t("newTokenTitle"),
    warning: t("newTokenWarning"),
    label: t("newTokenLabel", { name }),
    copy: t("copy"),
    copied: t("copied"),
    copyFailed: t("copyFailed"),
    dismiss: t("dismiss"),
  };
  return <SecretNotice value={token} text={text} testId="new-token" onDismiss={onDismiss} />;
}
