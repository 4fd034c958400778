import { createTokenInput, revokeTokenInput } from "@/server/tokens/schema";
import { createToken, listTokens, revokeToken } from "@/server/tokens/service";
import { createRouter, protectedProcedure, staffProcedure } from "../init";

export const tokensRouter = createRouter({
  list: protectedProcedure.query(({ ctx }) => listTokens(ctx)),
  // Students keep listing and revoking tokens made before they could not create them.
  create: staffProcedure.input(createTokenInput).mutation(({ ctx, input }) => createToken(ctx, input)),
  revoke: protectedProcedure.input(revokeTokenInput).mutation(({ ctx, input }) => revokeToken(ctx, input)),
});
