"use client";

import { useTranslations } from "next-intl";
import { Toaster as Sonner } from "sonner";

/** Where saves, deletes, downloads and failures are announced: fixed at the top, in view wherever the page is. */
export function Toaster() {
  const t = useTranslations("form");
  return (
    <Sonner
      position="top-center"
      closeButton
      containerAriaLabel={t("notifications")}
      toastOptions={{ closeButtonAriaLabel: t("closeNotification") }}
    />
  );
}
