import { NotFoundMessage } from "@/components/shell/not-found-message";

/** A record page's missing record (found-or-not-found.ts), inside the shell, whose layout already holds the main. */
export default function AdminNotFound() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 py-10">
      <NotFoundMessage />
    </div>
  );
}
