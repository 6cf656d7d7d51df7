"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { HolidayHoursDialogProps } from "./holiday-hours-dialog";
import { HolidayHoursTrigger } from "./holiday-hours-trigger";

const loadDialog = () => import("./holiday-hours-dialog");

const LazyDialog = dynamic(() => loadDialog().then((m) => m.HolidayHoursDialog), {
  ssr: false,
  loading: () => <HolidayHoursTrigger disabled />,
});

/** 'View Holiday Hours': the dialog (Radix) loads on first use, then opens; it stays mounted afterwards. */
export function HolidayHoursButton(props: Omit<HolidayHoursDialogProps, "initiallyOpen">) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <HolidayHoursTrigger onClick={() => setWanted(true)} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} />;
  return <LazyDialog {...props} initiallyOpen />;
}
