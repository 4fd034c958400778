import { appDeps } from "@/server/app-deps";
import { answerTrpc } from "@/server/trpc/answer-trpc";

const handler = (request: Request) => answerTrpc(appDeps(), request);

export { handler as GET, handler as POST };
