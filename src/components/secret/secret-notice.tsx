"use client";

import { useState } from "react";
import { Check, Copy, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Props = {
  value: string;
  /** Title, warning, the value's accessible name and the buttons' words, in the page's language. */
  text: {
    title: string;
    warning: string;
    label: string;
    copy: string;
    copied: string;
    copyFailed: string;
    dismiss: string;
  };
  testId: string;
  onDismiss: () => void;
};

/**
 * A secret just made (an API token, a calendar URL): the only time the user sees it, selectable and with a copy
 * button; on a phone it takes a line of its own.
 */
export function SecretNotice({ value, text, testId, onDismiss }: Props) {
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  async function copyValue() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy("copied");
    } catch {
      // The clipboard API needs a secure context and permission; the text stays selectable.
      setCopy("failed");
    }
  }

  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden />
      <AlertTitle>{text.title}</AlertTitle>
      <AlertDescription className="w-full gap-3">
        <p>{text.warning}</p>
        <div className="flex w-full flex-wrap items-center gap-2">
          <code
            data-testid={testId}
            aria-label={text.label}
            className="min-w-0 basis-full rounded-md border bg-background px-3 py-2 font-mono text-sm break-all text-foreground select-all md:basis-0 md:flex-1"
          >
            {value}
          </code>
          <Button type="button" variant="outline" size="sm" onClick={copyValue}>
            {copy === "copied" ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copy === "copied" ? text.copied : text.copy}
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={onDismiss}>
            {text.dismiss}
          </Button>
        </div>
        {copy === "failed" && <p role="alert">{text.copyFailed}</p>}
      </AlertDescription>
    </Alert>
  );
}
