"use client";

import { useTranslations } from "next-intl";
import { AppForm } from "@/components/form/app-form";
import { FormAlert } from "@/components/form/form-alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from "@/components/ui/card";
import { FileField } from "./file-field";
import { ImportDone } from "./import-done";
import { ImportPreviewList } from "./import-preview-list";
import { OptionsFields } from "./options-fields";
import { SendingStatus } from "./sending-status";
import { TemplateLink } from "./template-link";
import { useImportWizard } from "./use-import-wizard";
import { WizardSteps } from "./wizard-steps";

type Props = { schools: { id: string; name: string }[]; disciplines: { id: number; name: string }[] };

/** Upload a file with the defaults it cannot carry, see what each question becomes, then import it all at once. */
export function ImportWizard({ schools, disciplines }: Props) {
  const t = useTranslations("questionsImport");
  const wizard = useImportWizard({
    school_id: schools.length === 1 ? schools[0]!.id : "",
    discipline_id: undefined,
    subject: undefined,
    source: undefined,
    format: "gift",
    keep_file_classification: false,
  });
  const { form, phase } = wizard;
  const sending = phase.step === "sending";
  const locked = phase.step !== "choose";

  return (
    <div className="grid grid-cols-1 gap-6">
      <WizardSteps phase={phase} />
      <AppForm
        form={form}
        idPrefix="import"
        disabled={locked}
        onSubmit={wizard.preview}
        className="grid grid-cols-1 gap-6"
        aria-labelledby="import-file-title"
      >
        <Card>
          <CardHeader>
            <CardTitle id="import-file-title">{t("fileTitle")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <FileField chosen={wizard.chosen} onChoose={wizard.chooseFile} />
            <TemplateLink />
          </CardContent>
        </Card>
        <TitledCard title={t("optionsTitle")}>
          <OptionsFields schools={schools} disciplines={disciplines} />
        </TitledCard>
        <FormAlert />
        {phase.step === "choose" && (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{t("preview")}</Button>
          </div>
        )}
      </AppForm>
      {sending && <SendingStatus phase={phase} onCancel={wizard.cancel} />}
      {phase.step === "preview" && (
        <ImportPreviewList
          preview={phase.preview}
          refusals={phase.refusals}
          unit={form.getValues("format") === "xlsx" ? "row" : "line"}
          onConfirm={(skipRefused, createDuplicates) => void wizard.confirm(skipRefused, createDuplicates)}
          onDownloadRefused={wizard.downloadRefused}
          onRestart={wizard.restart}
        />
      )}
      {phase.step === "done" && (
        <ImportDone
          created={phase.created}
          skipped={phase.skipped}
          duplicates={phase.duplicates}
          unit={form.getValues("format") === "xlsx" ? "row" : "line"}
          listHref={phase.listHref}
          onAgain={wizard.startOver}
        />
      )}
    </div>
  );
}
