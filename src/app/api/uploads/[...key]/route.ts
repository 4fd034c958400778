import { appDeps } from "@/server/app-deps";
import { getUpload } from "@/server/uploads/upload-endpoint";

export async function GET(_request: Request, context: { params: Promise<{ key: string[] }> }) {
  return getUpload(appDeps(), (await context.params).key.join("/"));
}
