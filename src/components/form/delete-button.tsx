"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/errors/use-error-text";

type Props = {
  /** The question asked first, what the button and the toast say. */
  text: { confirm: string; delete: string; deleting: string; deleted: string };
  remove: () => Promise<unknown>;
  /** Where to go once deleted. */
  then: string;
};

/**
 * Deletes a record after the browser's confirmation, with no undo; a refusal (a 409 that says why) is a toast
 * translated by its code.
 */
export function DeleteButton({ text, remove, then }: Props) {
  const errorText = useErrorText();
  const router = useRouter();
  const mutation = useMutation({ mutationFn: remove });

  async function onClick() {
    if (!window.confirm(text.confirm)) return;
    try {
      await mutation.mutateAsync();
      toast.success(text.deleted);
      router.push(then);
    } catch (error) {
      toast.error(errorText.error(error));
    }
  }

  return (
    <Button type="button" variant="destructive" onClick={onClick} disabled={mutation.isPending || mutation.isSuccess}>
      <Trash2 aria-hidden />
      {mutation.isPending ? text.deleting : text.delete}
    </Button>
  );
}
