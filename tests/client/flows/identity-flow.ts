import { apiClient, type ApiClient } from "../api-client";
import { check, must } from "../must";

/** Who the token is, and a token made, used and revoked: a revoked token is refused at once. */
export async function identityFlow(api: ApiClient, baseUrl: string) {
  const me = must(await api.GET("/api/me"), 200, "GET /api/me");
  check(me.role === "SCHOOL_ADMIN" && me.schools.length > 0, "a school admin with schools");
  const created = must(await api.POST("/api/tokens", { body: { name: "openapi client" } }), 201, "POST /api/tokens");
  const other = apiClient(baseUrl, created.token);
  check(must(await other.GET("/api/me"), 200, "GET /api/me by the new token").id === me.id, "the same user");
  const tokens = must(await api.GET("/api/tokens"), 200, "GET /api/tokens");
  check(
    tokens.some((t) => t.id === created.id),
    "the new token is listed",
  );
  const revoked = await api.DELETE("/api/tokens/{id}", { params: { path: { id: created.id } } });
  check(must(revoked, 200, "DELETE /api/tokens/{id}").revoked_at !== null, "revoked");
  const refused = await other.GET("/api/me");
  check(refused.response.status === 401 && refused.error?.error.code === "UNAUTHORIZED", "401 once revoked");
  return me;
}
