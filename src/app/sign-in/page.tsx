import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SignInForm } from "./sign-in-form";

const demoAccounts = [
  "admin@example.com",
  "ana@example.com",
  "bruno@example.com",
  "tiago@example.com",
  "sofia@example.com",
];
const demoPassword = "demo-password";

export default async function SignInPage() {
  const t = await getTranslations();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <div className="grid w-full max-w-sm gap-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold">{t("app.title")}</p>
          <LanguageSwitch />
        </div>
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-xl">
              {t("signIn.title")}
            </CardTitle>
            <CardDescription>{t("signIn.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <SignInForm />
          </CardContent>
        </Card>
        <Card className="gap-3 py-4">
          <CardHeader className="px-4">
            <CardTitle className="text-sm">{t("signIn.demoTitle")}</CardTitle>
            <CardDescription>
              {t.rich("signIn.demoDescription", {
                password: demoPassword,
                code: (chunks) => <code className="font-mono text-foreground">{chunks}</code>,
              })}
            </CardDescription>
          </CardHeader>
          <CardContent className="px-4">
            <ul className="grid gap-1 font-mono text-sm">
              {demoAccounts.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
