"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/form/form-alert";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Props = {
  state: { busy: boolean; saving: boolean; deleting: boolean };
  onCancel: () => void;
  /** Absent: nothing to delete yet (only a saved block or series can be deleted). */
  onDelete?: () => void;
  /** Where the words about what is deleted are: the question, "keep" and the delete button's. */
  messages: "form" | "series";
};

/** The form's alert, save and cancel, and a delete that asks first: the block form's and the series form's. */
export function FormActions({ state: { busy, saving, deleting }, onCancel, onDelete, messages }: Props) {
  const t = useTranslations("calendar");
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <FormAlert />
      {confirming && (
        <Alert variant="warning" role="alert">
          <AlertDescription>
            <p>{t(`${messages}.deleteQuestion`)}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="destructive" disabled={busy} onClick={onDelete}>
                {deleting ? t("form.deleting") : t("form.confirmDelete")}
              </Button>
              <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
                {t(`${messages}.keep`)}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {saving ? t("form.saving") : t("form.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        </div>
        {onDelete && !confirming && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t(`${messages}.delete`)}
          </Button>
        )}
      </div>
    </>
  );
}
