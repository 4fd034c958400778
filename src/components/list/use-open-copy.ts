"use client";

import { useRouter } from "next/navigation";
import { useQueryClient, type QueryFilters } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useErrorText } from "@/lib/errors/use-error-text";

/**
 * "Duplicar" of a record of `area` (its namespace, with `duplicated`, and its path): makes the copy, then opens the
 * copy's page, which says it is one with a link to the original (`copy_of`). A refusal is a toast; its text is
 * returned too (null once the copy is made).
 */
export function useOpenCopy(area: string, stale: QueryFilters) {
  const t = useTranslations(area);
  const errorText = useErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  return async (originalId: string, copy: () => Promise<{ id: string }>): Promise<string | null> => {
    try {
      const { id } = await copy();
      void queryClient.invalidateQueries(stale);
      toast.success(t("duplicated"));
      router.push(`/${area}/${id}?copy_of=${originalId}`);
      return null;
    } catch (error) {
      const message = errorText.error(error);
      toast.error(message);
      return message;
    }
  };
}
