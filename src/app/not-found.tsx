import { NotFoundMessage } from "@/components/shell/not-found-message";

/** Any address the app does not have, in the reader's language rather than Next.js's bare English page. */
export default function NotFound() {
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-6 py-16">
      <NotFoundMessage />
    </main>
  );
}
