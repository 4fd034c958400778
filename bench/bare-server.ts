import http from "node:http";
import pg from "pg";
import { disciplinesSql, meGroupsSql, meSchoolsSql, questionsDbListSql } from "./lib/baseline-sql";

/**
 * The baseline of the load cases: a bare node:http server answering with the same SQL through a
 * pg pool of the app's size, with no framework, no auth and no validation.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
const port = Number(process.env.PORT);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function answer(url: URL): Promise<unknown> {
  switch (url.pathname) {
    case "/":
      return { ok: true };
    case "/disciplines":
      return (await pool.query(disciplinesSql)).rows;
    case "/me": {
      const [schools, groups] = await Promise.all([pool.query(meSchoolsSql), pool.query(meGroupsSql)]);
      return { schools: schools.rows, groups: groups.rows };
    }
    case "/questions-db": {
      const params = [
        Number(url.searchParams.get("discipline_id")),
        `%${escapeLike(url.searchParams.get("q") ?? "")}%`,
        26,
      ];
      const rows = (await pool.query(questionsDbListSql, params)).rows;
      return { items: rows.slice(0, 25), next_cursor: null };
    }
    default:
      return undefined;
  }
}

http
  .createServer((req, res) => {
    answer(new URL(req.url ?? "/", "http://localhost"))
      .then((body) => {
        if (body === undefined) return res.writeHead(404).end();
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      })
      .catch((error: unknown) => res.writeHead(500).end(String(error)));
  })
  .listen(port, "127.0.0.1", () => console.log(`bare baseline on ${port}`));
