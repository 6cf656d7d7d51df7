"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { FindSimilarDialogProps } from "./find-similar-dialog";

const loadDialog = () => import("./find-similar-dialog");

function Trigger({ props, onClick, disabled = false }: { props: FindSimilarDialogProps; onClick?: () => void; disabled?: boolean }) {
  return (
    <Button className={props.triggerClassName ?? "self-start"} variant={props.triggerVariant ?? "default"} onClick={onClick} disabled={disabled} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()}>
      {props.triggerLabel ?? "Find Me Something Similar"}
    </Button>
  );
}

/**
 * An enquiry button whose form (react-hook-form, zod, the dialog) loads on first use: a page with several
 * enquiry buttons ships none of that script until a shopper hovers, focuses or clicks one. Once loaded the
 * dialog stays mounted, so what was typed survives closing and reopening.
 */
export function LeadDialogButton(props: FindSimilarDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <Trigger props={props} onClick={() => setWanted(true)} />;
  return <LazyDialog {...props} initiallyOpen />;
}

const LazyDialog = dynamic(() => loadDialog().then((m) => m.FindSimilarDialog), {
  ssr: false,
  loading: () => <Button disabled>Loading…</Button>,
});
