import { toAppError, type AppError, type WireError } from "./app-issue";

/** A refusal of a REST route the browser calls itself (report downloads, uploads): its JSON error body, by code. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly app: AppError | undefined,
  ) {
    super(`Request failed with status ${status}`);
    this.name = "RestError";
  }
}

/** The RestError of a failed response; a body that is not the app's JSON error (S3's XML, a proxy) has no code. */
export async function restErrorOf(response: Response): Promise<RestError> {
  const text = await response.text().catch(() => "");
  return new RestError(response.status, appErrorOfBody(text));
}

/** The app's JSON error, `{"error":{"code","reason","params","issues"}}`, as an AppError. */
export function appErrorOfBody(text: string): AppError | undefined {
  try {
    return toAppError((JSON.parse(text) as { error?: WireError }).error);
  } catch {
    return undefined;
  }
}
