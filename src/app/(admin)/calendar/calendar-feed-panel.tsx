"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "sonner";
import { SecretNotice } from "@/components/secret/secret-notice";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";

type Slot = { school_id: string | null; school_name: string | null; feed: { id: string; created_at: string } | null };

/** The caller's private iCalendar URLs (docs/calendar-feed.md): their own as a teacher, one per school as an admin. */
export function CalendarFeedPanel() {
  const t = useTranslations("calendarFeed");
  const trpc = useTRPC();
  const slots = useQuery(trpc.calendarFeeds.list.queryOptions());
  // The URL is shown once, right after it is made; the list never has it.
  const [shown, setShown] = useState<{ name: string; url: string } | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {shown && <NewUrlNotice {...shown} onDismiss={() => setShown(null)} />}
        {slots.isError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("loadFailed")}</AlertDescription>
          </Alert>
        )}
        {slots.data?.map((slot) => (
          <FeedRow key={slot.school_id ?? "own"} slot={slot} onCreated={setShown} />
        ))}
      </CardContent>
    </Card>
  );
}

function FeedRow({ slot, onCreated }: { slot: Slot; onCreated: (shown: { name: string; url: string }) => void }) {
  const t = useTranslations("calendarFeed");
  const format = useFormatter();
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = { onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.calendarFeeds.list.queryKey() }) };
  const create = useMutation(trpc.calendarFeeds.create.mutationOptions(refresh));
  const revoke = useMutation(trpc.calendarFeeds.revoke.mutationOptions(refresh));
  const name = slot.school_name ?? t("own");
  const feed = slot.feed;

  async function onCreate() {
    if (feed && !window.confirm(t("rotateConfirm"))) return;
    try {
      const created = await create.mutateAsync(slot.school_id ? { school_id: slot.school_id } : {});
      onCreated({ name, url: created.url });
      toast.success(t("created"));
    } catch (error) {
      toast.error(errorText.error(error));
    }
  }

  async function onRevoke(id: string) {
    if (!window.confirm(t("revokeConfirm"))) return;
    try {
      await revoke.mutateAsync({ id });
      toast.success(t("revoked"));
    } catch (error) {
      toast.error(errorText.error(error));
    }
  }

  const busy = create.isPending || revoke.isPending;
  return (
    <section aria-label={name} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <div className="min-w-0">
        <p className="font-medium">{name}</p>
        <p className="text-sm text-muted-foreground">
          {feed
            ? t("active", { date: format.dateTime(new Date(feed.created_at), { dateStyle: "medium" }) })
            : t("none")}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCreate} disabled={busy}>
          <RefreshCw aria-hidden />
          {create.isPending ? t("creating") : feed ? t("rotate") : t("create")}
        </Button>
        {feed && (
          <Button type="button" variant="destructive" size="sm" onClick={() => onRevoke(feed.id)} disabled={busy}>
            {t("revoke")}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The URL of a just-made feed, with its secret: the only time the user sees it. */
function NewUrlNotice({ name, url, onDismiss }: { name: string; url: string; onDismiss: () => void }) {
  const t = useTranslations("calendarFeed");
  const text = {
    title: t("newUrlTitle"),
    warning: t("newUrlWarning"),
    label: t("newUrlLabel", { name }),
    copy: t("copy"),
    copied: t("copied"),
    copyFailed: t("copyFailed"),
    dismiss: t("dismiss"),
  };
  return <SecretNotice value={url} text={text} testId="calendar-feed-url" onDismiss={onDismiss} />;
}
