"use client";

import { useEffect, useRef, type ClipboardEvent, type DragEvent } from "react";
import { useTranslations } from "next-intl";
import { FieldNotes } from "@/components/form/field-shell";
import { useBoundField, type BoundFieldProps } from "@/components/form/use-bound-field";
import { MarkdownView } from "@/components/markdown/markdown-view";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import type { QuestionValues } from "./form-values";
import { MediaAttach } from "./media-attach";
import { useMediaUpload } from "./use-media-upload";

type Props = Pick<BoundFieldProps<QuestionValues, unknown>, "name" | "id"> & {
  label: string;
  /** The accessible name of the preview region. */
  previewLabel: string;
  /** An optional text: emptied, it is null. */
  optional?: boolean;
  hint?: string;
  rows?: number;
  /** Given, files can be dropped, pasted or attached, stored under the question's school (once chosen). */
  media?: { schoolId: string | undefined };
};

/** A markdown text area bound to a field of the question form, with its live, sanitised preview beside it. */
export function MarkdownField({ label, previewLabel, optional, rows = 5, media: mediaOptions, ...field }: Props) {
  const t = useTranslations("questions");
  const bound = useBoundField(field);
  const value = typeof bound.value === "string" ? bound.value : "";
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // What an upload that ends later edits: the text as typed since, and as other uploads left it.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const setText = (text: string) => {
    latest.current = text;
    bound.onChange(optional && text === "" ? null : text);
  };
  const media = useMediaUpload({ schoolId: mediaOptions?.schoolId, textarea, text: () => latest.current, setText });
  const { ref, disabled } = bound.attributes;
  const withFiles = (files: FileList | undefined, event: ClipboardEvent | DragEvent) => {
    if (!mediaOptions || !files?.length || disabled) return;
    event.preventDefault();
    void media.attach([...files]);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={bound.inputId}>{label}</Label>
      <div className="grid gap-3 md:grid-cols-2">
        <textarea
          {...bound.attributes}
          ref={(element) => {
            ref(element);
            textarea.current = element;
          }}
          value={value}
          rows={rows}
          onChange={(e) => setText(e.target.value)}
          onPaste={(e) => withFiles(e.clipboardData?.files, e)}
          onDragOver={(e) => e.dataTransfer.types.includes("Files") && e.preventDefault()}
          onDrop={(e) => withFiles(e.dataTransfer?.files, e)}
          className={cn(
            "min-h-24 w-full rounded-md border border-input bg-transparent px-3 py-2 font-mono text-sm shadow-xs outline-none",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 aria-invalid:border-destructive",
          )}
        />
        <section
          aria-label={previewLabel}
          className="min-h-24 overflow-auto rounded-md border border-dashed bg-muted/30 px-3 py-1"
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="py-2 text-sm text-muted-foreground">{t("form.emptyPreview")}</p>
          )}
        </section>
      </div>
      {mediaOptions && <MediaAttach label={label} sending={media.sending} disabled={disabled} onFiles={media.attach} />}
      <FieldNotes id={bound.inputId} hint={field.hint} error={bound.error} />
    </div>
  );
}
