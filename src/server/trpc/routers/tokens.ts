import { createTokenInput, revokeTokenInput } from "@/server/tokens/schema";
import { createToken, listTokens, revokeToken } from "@/server/tokens/service";
import { createRouter, protectedProcedure } from "../init";

export const tokensRouter = createRouter({
  list: protectedProcedure.query(({ ctx }) => listTokens(ctx)),
  create: protectedProcedure.input(createTokenInput).mutation(({ ctx, input }) => createToken(ctx, input)),
  revoke: protectedProcedure.input(revokeTokenInput).mutation(({ ctx, input }) => revokeToken(ctx, input)),
});
