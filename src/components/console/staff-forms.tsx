"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/form-message";
import { acceptInvitationSchema, inviteStaffSchema } from "@/contracts/console/staff";
import { staffAuthClient } from "./auth-client";

type ApiError = { error?: { field?: string; message?: string } };

/** Posts a console action as JSON; the answer's error (message and field) when refused. */
export async function postConsole(path: string, body: unknown): Promise<{ ok: true; value: unknown } | { ok: false; field?: string; message: string }> {
  try {
    const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const value = (await response.json().catch(() => ({}))) as unknown;
    if (response.ok) return { ok: true, value };
    const error = (value as ApiError).error;
    return { ok: false, ...(error?.field ? { field: error.field } : {}), message: error?.message ?? `The console answered ${response.status}; please try again` };
  } catch {
    return { ok: false, message: "The console could not be reached; check your connection and try again" };
  }
}

/** Accepts an invitation, then signs the new member in. */
export function AcceptInvitationForm({ id, email }: { id: string; email: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ name: string; password: string }>({ resolver: zodResolver(acceptInvitationSchema), defaultValues: { name: "", password: "" } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const answer = await postConsole(`/console/api/invitations/${encodeURIComponent(id)}/accept`, values);
    if (!answer.ok) {
      if (answer.field === "name" || answer.field === "password") return form.setError(answer.field, { message: answer.message.replace(/^[a-z]+: /, "") });
      return setProblem(answer.message);
    }
    const { error } = await staffAuthClient.signIn.email({ email, password: values.password });
    if (error) return window.location.assign("/console/sign-in");
    window.location.assign("/console/leads");
  });
  const field = (name: "name" | "password", label: string, type: string, autoComplete: string) => {
    const message = form.formState.errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={`accept-${name}`}>{label}</Label>
        <Input id={`accept-${name}`} type={type} autoComplete={autoComplete} aria-invalid={message ? true : undefined} aria-describedby={message ? `accept-${name}-error` : undefined} {...form.register(name)} />
        <FieldError id={`accept-${name}-error`} message={message} />
      </div>
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-3">
      {field("name", "Your name", "text", "name")}
      {field("password", "Password (at least 10 characters)", "password", "new-password")}
      {problem ? <FieldError message={problem} /> : null}
      <Button type="submit" loading={form.formState.isSubmitting}>
        Join and sign in
      </Button>
    </form>
  );
}

/** An owner's invitation form: email, role, and the dealerships a manager or sales member works at. */
export function InviteStaffForm({ groups }: { groups: Array<{ id: string; name: string; dealerships: Array<{ id: number; name: string }> }> }) {
  const router = useRouter();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ groupId: string; email: string; role: "owner" | "manager" | "sales"; dealershipIds: number[] }>({
    resolver: zodResolver(inviteStaffSchema) as never,
    defaultValues: { groupId: groups[0]?.id ?? "", email: "", role: "sales", dealershipIds: [] },
  });
  const groupId = form.watch("groupId");
  const role = form.watch("role");
  const group = groups.find((g) => g.id === groupId) ?? groups[0];
  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    setProblem(null);
    const answer = await postConsole("/console/api/staff/invitations", { ...values, dealershipIds: values.role === "owner" ? [] : values.dealershipIds.map(Number) });
    if (!answer.ok) {
      const field = answer.field?.split(".")[0];
      if (field === "email" || field === "dealershipIds" || field === "role") return form.setError(field, { message: answer.message.replace(/^[A-Za-z.0-9]+: /, "") });
      return setProblem(answer.message);
    }
    setSent(`Invitation sent to ${values.email}`);
    form.reset({ ...values, email: "", dealershipIds: [] });
    router.refresh();
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="grid max-w-lg gap-3 text-sm">
      {groups.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor="invite-group">Dealer group</Label>
          <select id="invite-group" className="h-10 rounded-md border border-input bg-background px-2" {...form.register("groupId")}>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="invite-email">Their email</Label>
        <Input id="invite-email" type="email" autoComplete="off" aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? "invite-email-error" : undefined} {...form.register("email")} />
        <FieldError id="invite-email-error" message={errors.email?.message} />
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 font-medium">Role</legend>
        {(
          [
            ["owner", "Owner: everything in the group, its staff and settings"],
            ["manager", "Manager: the stock, content and leads of their dealerships"],
            ["sales", "Sales: their own leads and new ones; stock read-only"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-start gap-2">
            <input type="radio" value={value} className="mt-1" {...form.register("role")} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {role !== "owner" && group ? (
        <fieldset className="grid gap-1.5" aria-describedby={errors.dealershipIds ? "invite-dealerships-error" : undefined}>
          <legend className="mb-1 font-medium">Dealerships they work at</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {group.dealerships.map((d) => (
              <label key={d.id} className="flex items-center gap-2">
                <input type="checkbox" value={d.id} {...form.register("dealershipIds", { setValueAs: (v: unknown) => (Array.isArray(v) ? v.map(Number) : v) })} />
                <span>{d.name}</span>
              </label>
            ))}
          </div>
          <FieldError id="invite-dealerships-error" message={errors.dealershipIds?.message ?? (errors.dealershipIds as unknown as Array<{ message?: string }> | undefined)?.[0]?.message} />
        </fieldset>
      ) : null}
      {problem ? <FieldError message={problem} /> : null}
      <p role="status" className="text-success">
        {sent}
      </p>
      <Button type="submit" loading={form.formState.isSubmitting} className="justify-self-start">
        Send invitation
      </Button>
    </form>
  );
}
