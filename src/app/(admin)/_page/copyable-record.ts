import { notFound } from "next/navigation";

/** A record page's route: its id, and `copy_of`, the record this one was duplicated from ("Duplicar"). */
export type CopyableRoute<Params> = {
  params: Promise<Params>;
  searchParams: Promise<{ copy_of?: string | string[] }>;
};

type IdParam<Key extends string> = {
  safeParse: (value: unknown) => { success: true; data: Record<Key, string> } | { success: false };
};

/** The route's record id (a 404 when it is no id) and the original's, when `copy_of` is one. */
export async function copyableRecord<Key extends string>(
  idParam: IdParam<Key>,
  key: Key,
  route: CopyableRoute<Record<Key, string>>,
) {
  const parsed = idParam.safeParse(await route.params);
  if (!parsed.success) notFound();
  const original = idParam.safeParse({ [key]: (await route.searchParams).copy_of });
  return { id: parsed.data[key], copyOf: original.success ? original.data[key] : undefined };
}
