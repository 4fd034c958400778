import { appDeps } from "@/server/app-deps";
import { postUpload } from "@/server/uploads/upload-endpoint";

export function POST(request: Request) {
  return postUpload(appDeps(), request);
}
