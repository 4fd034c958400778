"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Props = {
  state: { busy: boolean; saving: boolean; deleting: boolean };
  /** Only a saved block or series can be deleted. */
  editing: boolean;
  onCancel: () => void;
  onDelete: () => void;
  /** What is deleted, in the page's language: the question, "keep" and the delete button's words. */
  text: { deleteQuestion: string; keep: string; delete: string };
};

/** Save and cancel, and a delete that asks first: the block form's and the series form's. */
export function FormActions({ state, editing, onCancel, onDelete, text }: Props) {
  const t = useTranslations("calendar");
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {confirming && (
        <Alert variant="warning" role="alert">
          <AlertDescription>
            <p>{text.deleteQuestion}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="destructive" disabled={state.busy} onClick={onDelete}>
                {state.deleting ? t("form.deleting") : t("form.confirmDelete")}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={state.busy}
                onClick={() => setConfirming(false)}
              >
                {text.keep}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button type="submit" disabled={state.busy}>
            {state.saving ? t("form.saving") : t("form.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        </div>
        {editing && !confirming && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive"
            disabled={state.busy}
            onClick={() => setConfirming(true)}
          >
            {text.delete}
          </Button>
        )}
      </div>
    </>
  );
}
