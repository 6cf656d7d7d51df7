"use client";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PICTURE_MAX_FILE_BYTES, PICTURE_MIN_LONG_SIDE, PICTURE_MIN_SHORT_SIDE, PICTURE_UPLOAD_FIELD } from "@/domain/console/site-picture";

export interface PictureFieldProps {
  siteId: number;
  /** The form field's id prefix and name, as its label, hint and error name it. */
  inputId: string;
  label: string;
  /** The picture's address now (the form's value), or null. */
  value: string | null;
  /** The form's own message for the field (its schema's, or the server's). */
  error?: string;
  disabled: boolean;
  onChange(url: string | null): void;
}

/**
 * An offer's or promo's picture (issue 36): what it shows now, a file to upload (`POST /console/api/sites/{id}/pictures`,
 * read and rewritten by the server, which answers with the stored picture's address), and Remove. The address goes
 * into the form's field, so nothing changes for shoppers until the form is saved. The upload's own refusal (a file that
 * is no picture, too small, too large) shows under the field, naming the file.
 */
export function PictureField(props: PictureFieldProps) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const error = uploadError ?? props.error;

  async function upload() {
    const chosen = file.current?.files?.[0];
    setUploadError(null);
    if (!chosen) return setUploadError("Choose a picture first");
    if (chosen.size > PICTURE_MAX_FILE_BYTES) return setUploadError(`${chosen.name} is larger than ${PICTURE_MAX_FILE_BYTES / (1024 * 1024)} MB`);
    const form = new FormData();
    form.append(PICTURE_UPLOAD_FIELD, chosen);
    setBusy(true);
    setSaid("Uploading the picture…");
    try {
      const response = await fetch(`/console/api/sites/${props.siteId}/pictures`, { method: "POST", body: form });
      const json = (await response.json().catch(() => null)) as { url?: string; error?: { message?: string } } | null;
      if (!response.ok || typeof json?.url !== "string") {
        setUploadError(json?.error?.message?.replace(/^picture: /, "") ?? `The picture was not uploaded (${response.status}); please try again`);
        setSaid("");
        return;
      }
      props.onChange(json.url);
      if (file.current) file.current.value = "";
      setSaid("Picture uploaded: save to show it to shoppers.");
    } catch {
      setUploadError("The console could not be reached; check your connection and try again");
      setSaid("");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {props.label}
      </span>
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex h-24 w-40 items-center justify-center overflow-hidden rounded-md border bg-muted/40">
          {props.value ? (
            // eslint-disable-next-line @next/next/no-img-element -- the stored picture itself, as the form holds it
            <img src={props.value} alt={`The ${props.label.toLowerCase()} now`} className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">No picture</span>
          )}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={props.inputId}>Upload a picture</Label>
          <FieldDescription id={`${props.inputId}-hint`}>
            JPEG, PNG or WebP, at least {PICTURE_MIN_LONG_SIDE} × {PICTURE_MIN_SHORT_SIDE} pixels, at most {PICTURE_MAX_FILE_BYTES / (1024 * 1024)} MB.
          </FieldDescription>
          <div className="flex flex-wrap gap-2">
            <Input
              id={props.inputId}
              ref={file}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="max-w-72"
              disabled={props.disabled || busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${props.inputId}-hint`, error ? `${props.inputId}-error` : null].filter(Boolean).join(" ")}
            />
            <Button type="button" variant="secondary" loading={busy} disabled={props.disabled} onClick={() => void upload()}>
              Upload
            </Button>
            {props.value ? (
              <Button type="button" variant="ghost" disabled={props.disabled || busy} onClick={() => props.onChange(null)}>
                Remove the picture
              </Button>
            ) : null}
          </div>
          <FieldError id={`${props.inputId}-error`} message={error ?? undefined} />
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {said}
      </p>
    </div>
  );
}
