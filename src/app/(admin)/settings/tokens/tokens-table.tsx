"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc/client";

export function TokensTable() {
  const t = useTranslations("tokens");
  const tCommon = useTranslations("common");
  const format = useFormatter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tokens = useQuery(trpc.tokens.list.queryOptions());
  const revoke = useMutation(
    trpc.tokens.revoke.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tokens.list.queryKey() }),
    }),
  );

  const formatDate = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  function confirmRevoke(id: string, name: string) {
    if (!window.confirm(t("revokeConfirm", { name }))) return;
    revoke.mutate(
      { id },
      {
        onSuccess: () => toast.success(t("revokedNotice", { name })),
        onError: () => toast.error(t("revokeFailed")),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("listTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {revoke.isError && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("revokeFailed")}</AlertDescription>
          </Alert>
        )}
        {tokens.isPending ? (
          <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>
        ) : tokens.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("loadFailed")}</AlertDescription>
          </Alert>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columnName")}</TableHead>
                <TableHead>{t("columnPrefix")}</TableHead>
                <TableHead>{t("columnCreated")}</TableHead>
                <TableHead>{t("columnLastUsed")}</TableHead>
                <TableHead>{t("columnStatus")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("columnActions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tokens.data.map((token) => {
                const revoking = revoke.isPending && revoke.variables.id === token.id;
                return (
                  <TableRow key={token.id}>
                    <TableCell className="font-medium">{token.name}</TableCell>
                    <TableCell className="font-mono">{t("prefix", { prefix: token.prefix })}</TableCell>
                    <TableCell>{formatDate(token.created_at)}</TableCell>
                    <TableCell>{token.last_used_at ? formatDate(token.last_used_at) : t("never")}</TableCell>
                    <TableCell>
                      {token.revoked_at ? (
                        <Badge variant="outline">{t("revoked")}</Badge>
                      ) : (
                        <Badge variant="success">{t("active")}</Badge>
                      )}
                    </TableCell>
                    <TableCell className="text-right">
                      {!token.revoked_at && (
                        <Button
                          variant="destructive"
                          size="sm"
                          disabled={revoking}
                          onClick={() => confirmRevoke(token.id, token.name)}
                        >
                          {revoking ? t("revoking") : t("revoke")}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
