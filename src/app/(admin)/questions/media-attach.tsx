"use client";

import { Paperclip } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { mediaTypes } from "@/server/storage/media-types";
import type { Sending } from "./use-media-upload";

const accept = Object.keys(mediaTypes)
  .map((extension) => `.${extension}`)
  .join(",");

type Props = {
  /** The field's label, so each field's button has its own name. */
  label: string;
  sending: Sending[];
  disabled?: boolean;
  onFiles: (files: File[]) => void;
};

/** The keyboard's way to what dropping or pasting a file does: choose files, and see each one's progress. */
export function MediaAttach({ label, sending, disabled, onFiles }: Props) {
  const t = useTranslations("questions.media");
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-label={t("attachTo", { label })}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden="true" />
        {t("attach")}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        data-testid="media-file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {sending.map((s) => t("progress", { name: s.name, percent: s.progress })).join(" · ")}
      </p>
    </div>
  );
}
