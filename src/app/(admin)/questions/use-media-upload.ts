"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type RefObject } from "react";
import { toast } from "sonner";
import { issueFromZod } from "@/lib/errors/issue-from-zod";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";
import { uploadFile } from "@/lib/upload/upload-file";
import { questionMediaInput } from "@/server/questions-db/media-schema";

export type Sending = { id: number; name: string; progress: number };

type Options = {
  schoolId: string | undefined;
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** The field's text now: an upload ends after the person may have typed more. */
  text: () => string;
  setText: (text: string) => void;
};

/** A file name as a link's text: brackets and backslashes would end or escape it. */
const linkText = (name: string) => name.replace(/[[\]\\]/g, "") || "arquivo";

let nextId = 0;

/**
 * Files dropped, pasted or attached into a markdown field: checked with the server's schema, put
 * in the text as a placeholder at the cursor, sent to a presigned target, then linked in the
 * placeholder's place (an image as `![name](url)`, anything else as `[name](url)`, which the
 * renderer shows as a player or a PDF). A refusal or a failure leaves the text as it was and says
 * why in a toast.
 */
export function useMediaUpload({ schoolId, textarea, text, setText }: Options) {
  const t = useTranslations("questions.media");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const prepare = useMutation(trpc.questions.prepareMedia.mutationOptions());
  const [sending, setSending] = useState<Sending[]>([]);

  const update = (id: number, progress: number | null) =>
    setSending((all) =>
      progress === null ? all.filter((s) => s.id !== id) : all.map((s) => (s.id === id ? { ...s, progress } : s)),
    );

  function insert(snippet: string) {
    const current = text();
    const area = textarea.current;
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? current.length;
    setText(`${current.slice(0, start)}${snippet}${current.slice(end)}`);
  }

  async function send(file: File) {
    const name = linkText(file.name);
    if (!schoolId) return void toast.error(t("refused", { name, message: t("chooseSchoolFirst") }));
    const input = { school_id: schoolId, file_name: file.name, size: file.size };
    const checked = questionMediaInput.safeParse(input);
    if (!checked.success) {
      const issue = issueFromZod(checked.error.issues[0]!, input);
      return void toast.error(t("refused", { name, message: errorText.issue(issue) }));
    }
    const id = ++nextId;
    const placeholder = `![${t("uploading", { name })}]()`;
    insert(placeholder);
    setSending((all) => [...all, { id, name, progress: 0 }]);
    try {
      const target = await prepare.mutateAsync(checked.data);
      await uploadFile(target, file, (fraction) => update(id, fraction));
      const link = `${target.kind === "image" ? "!" : ""}[${name}](${target.url})`;
      setText(text().replace(placeholder, link));
    } catch (error) {
      setText(text().replace(placeholder, ""));
      toast.error(t("failed", { name, message: errorText.error(error) }));
    } finally {
      update(id, null);
    }
  }

  return { sending, attach: (files: Iterable<File>) => Promise.all([...files].map(send)) };
}
