import { getLocale, getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { setDiveCenterActiveAction, updateDiveCenterAction } from "@/app/(console)/admin/dive-centers/actions";
import { CenterForm } from "@/app/(console)/admin/dive-centers/center-form";
import { addCenterMemberAction } from "@/app/(console)/admin/dive-centers/[id]/member-actions";
import { centerFormOptions } from "@/app/(console)/admin/dive-centers/form-options";
import { ConfirmDialog } from "@/components/admin";
import { AddMemberForm } from "@/components/center-applications/add-member-form";
import { MembersSection } from "@/components/center-applications/member-list";
import { PageHeader } from "@/components/certifications/page-header";
import { FormMessage } from "@/components/ui/form-message";
import { AppError } from "@/lib/api/errors";
import { getAdminDiveCenter } from "@/lib/admin-centers/get-dive-center";
import { staffPage } from "@/lib/auth/browser/page-access";
import { listCenterMembersForStaff } from "@/lib/center-applications/add-member";
import { ZIdParams } from "@/lib/admin-centers/schema";
import { pageLanguage } from "@/lib/i18n/page-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrganisation.centers");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EditDiveCenterPage({ params, searchParams }: Props) {
  const t = await getTranslations("adminOrganisation");
  const parsedId = ZIdParams.safeParse(await params);
  if (!parsedId.success) notFound();
  const id = parsedId.data.id;
  const access = await staffPage("accounts", `/admin/dive-centers/${id}`);
  if (access.refusal) return <><PageHeader title={t("centers.title")} /><FormMessage kind="warning">{access.refusal}</FormMessage></>;
  const lang = await pageLanguage();
  const center = await getAdminDiveCenter(id, lang).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const saved = (await searchParams).saved;
  const members = await listCenterMembersForStaff(id);
  const options = await centerFormOptions(lang, center.distributor, (name) => t("centers.inactiveDistributor", { name }));
  const locale = await getLocale();
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  const toggle = center.active
    ? { label: t("centers.deactivate"), title: t("centers.deactivateTitle", { name: center.name }), text: t("centers.deactivateText"), variant: "danger" as const }
    : { label: t("centers.activate"), title: t("centers.activateTitle", { name: center.name }), text: t("centers.activateText"), variant: "secondary" as const };
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/dive-centers" className="text-sky-800 hover:underline">← {t("common.back")}</Link></p>
      <PageHeader
        title={t("centers.editTitle", { name: center.name })}
        description={t("centers.editDescription", { created: day(center.created_at), updated: day(center.updated_at) })}
        action={
          <div className="flex flex-col items-end">
            <ConfirmDialog
              key={String(center.active)}
              triggerLabel={toggle.label}
              triggerVariant={toggle.variant}
              title={toggle.title}
              description={toggle.text}
              confirmLabel={toggle.label}
              action={setDiveCenterActiveAction.bind(null, id, !center.active)}
            />
          </div>
        }
      />
      {saved === "created" || saved === "updated" ? (
        <FormMessage kind="success" className="mb-4">{saved === "created" ? t("common.created") : t("common.saved")}</FormMessage>
      ) : null}
      {!center.active ? <FormMessage kind="warning" className="mb-4">{t("centers.statusNow")}</FormMessage> : null}
      <CenterForm
        action={updateDiveCenterAction.bind(null, id)}
        initial={{
          name: center.name,
          country: center.country,
          state_code: center.state_code ?? "",
          city: center.city ?? "",
          address: center.address ?? "",
          postal_code: center.postal_code ?? "",
          phone: center.contact.phone ?? "",
          email: center.contact.email ?? "",
          website: center.contact.website ?? "",
          distributor_id: center.distributor ? String(center.distributor.id) : "",
        }}
        creating={false}
        {...options}
      />
      <MembersSection members={members}>
        <AddMemberForm action={addCenterMemberAction.bind(null, id)} roles={["owner", "manager", "instructor"]} />
      </MembersSection>
    </>
  );
}
