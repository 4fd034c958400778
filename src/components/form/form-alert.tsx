"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { errorMessages } from "./error-messages";
import { unshownMessages } from "./unshown-messages";

/** What a submit with problems left on screen: whether a field shows one, and the messages no field shows. */
type Problems = { marked: boolean; unshown: string[] };

/**
 * The form's own alert, beside its submit button: the server's refusal (`errors.root.server`), or after a submit
 * with problems, a pointer to the marked fields, and the problems no field on screen shows (a field not rendered, a
 * list as a whole, a check of the whole form), each in words. Inside an AppForm it reads the form from it.
 */
export function FormAlert<T extends FieldValues, O>({ control }: { control?: Control<T, unknown, O> }) {
  const t = useTranslations("form");
  const { errors, submitCount } = useFormState({ control });
  const anchor = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<Problems>({ marked: false, unshown: [] });
  const server = errors.root?.server?.message;
  const messages = submitCount > 0 ? errorMessages(errors) : [];
  const key = JSON.stringify(messages);

  // The fields render their messages in the same commit as this alert: read the page as the user sees it then.
  useLayoutEffect(() => {
    const form = anchor.current?.closest("form");
    const list: string[] = JSON.parse(key);
    const unshown = form && anchor.current ? unshownMessages(form, anchor.current, list) : list;
    setProblems({ marked: unshown.length < list.length, unshown });
  }, [key]);

  const { marked, unshown } = problems;
  const show = Boolean(server) || marked || unshown.length > 0;
  return (
    <div ref={anchor} className="contents">
      {show && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            {server ?? (
              <>
                {marked && <p>{t("fixFields")}</p>}
                {unshown.length > 0 && (
                  <>
                    <p>{t(marked ? "alsoFix" : "fixThese")}</p>
                    <ul className="list-disc pl-5">
                      {unshown.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            )}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
