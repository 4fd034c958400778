"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "sonner";
import { ErrorAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { QueryResult } from "@/components/list/query-result";
import { TableHeaderRow } from "@/components/list/table-header-row";
import { useTRPC } from "@/lib/trpc/client";

export function TokensTable() {
  const t = useTranslations("tokens");
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
    <TitledCard title={t("listTitle")} className="grid gap-4">
      {revoke.isError && <ErrorAlert>{t("revokeFailed")}</ErrorAlert>}
      <QueryResult query={tokens} failed={t("loadFailed")} empty={t("empty")}>
        {(data) => (
          <Table>
            <TableHeaderRow
              columns={[t("columnName"), t("columnPrefix"), t("columnCreated"), t("columnLastUsed"), t("columnStatus")]}
              actions={t("columnActions")}
            />
            <TableBody>
              {data.map((token) => {
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
      </QueryResult>
    </TitledCard>
  );
}
