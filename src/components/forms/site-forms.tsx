"use client";
/**
 * The site's own lead forms (not about one car): contact, careers, service booking, parts, fleet and sell my car.
 * Each is the shared <LeadForm> with its fields; the schema for each is in src/contracts/leads/ (one file per form).
 */
import { CONTACT_CATEGORIES } from "@/domain/leads/lead-kinds";
import { PREFERRED_CONTACT_METHODS } from "@/contracts/leads/fields";
import { REGO_STATES } from "@/domain/vehicle/rego";
import type { LeadFormSettings } from "@/domain/leads/form-rules";
import { CheckOptionsField, ContactFields, DealershipSelect, LocationSelect, QuickPickField, RadioField, RegoField, SelectField, TextAreaField, TextField, type PlaceOption } from "./fields";
import { LeadForm } from "./lead-form";

export interface SiteFormProps {
  settings: LeadFormSettings;
  locations: readonly PlaceOption[];
  dealerships: ReadonlyArray<{ slug: string; name: string }>;
  priceQuickPicks?: readonly number[];
}

const CONTACT = ["firstName", "lastName", "email", "phone", "postcode"] as const;
export const KMS_QUICK_PICKS = [10000, 30000, 50000, 80000, 100000, 150000] as const;
/** The service booking's tick boxes (each "{label} (check_option)"). */
export const SERVICE_OPTIONS = ["Logbook service", "General service", "Brakes", "Tyres", "Wheel alignment", "Air conditioning", "Battery", "Other repairs"] as const;

function placeholderOf(settings: LeadFormSettings): string {
  return settings.locationPlaceholder ?? "Please Select a Dealership Location";
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The contact form; `locationId` preselects one of the site's locations (a Closed day's enquiry link names it). */
export function ContactForm({ settings, locations, dealerships, locationId }: SiteFormProps & { locationId?: string }) {
  const chosen = locations.some((l) => String(l.id) === locationId) ? (locationId ?? "") : "";
  return (
    <LeadForm
      kind="contact"
      settings={settings}
      defaults={{ category: "General Enquiry", ...(locations.length ? { locationId: chosen } : {}), ...(dealerships.length ? { dealershipSlug: "" } : {}), rego: "" }}
      what="enquiry"
      label="Contact us"
      submitLabel="Send enquiry"
      steps={[
        {
          title: "Your enquiry",
          fields: [...CONTACT, "category", "locationId", "dealershipSlug", "rego", "message"],
          content: (
            <>
              <ContactFields />
              <SelectField name="category" label="Category" options={CONTACT_CATEGORIES.map((c) => ({ value: c, label: c }))} />
              <LocationSelect locations={locations} placeholder={placeholderOf(settings)} />
              <DealershipSelect dealerships={dealerships} />
              <RegoField />
              <TextAreaField name="message" label="Comments" optional={!settings.messageRequired} />
            </>
          ),
        },
      ]}
    />
  );
}

export function CareersForm({ settings, locations }: SiteFormProps) {
  return (
    <LeadForm
      kind="careers"
      settings={settings}
      defaults={{ position: "", ...(locations.length ? { locationId: "" } : {}) }}
      what="career enquiry"
      label="Careers enquiry"
      submitLabel="Send enquiry"
      steps={[
        {
          title: "Your enquiry",
          fields: [...CONTACT, "position", "locationId", "message"],
          content: (
            <>
              <ContactFields />
              <TextField name="position" label="Position you're interested in" optional placeholder="e.g. Sales consultant, technician" />
              <LocationSelect locations={locations} placeholder={placeholderOf(settings)} />
              <TextAreaField name="message" label="Tell us about yourself" optional={!settings.messageRequired} />
            </>
          ),
        },
      ]}
    />
  );
}

export function ServiceForm({ settings, locations }: SiteFormProps) {
  return (
    <LeadForm
      kind="service"
      settings={settings}
      defaults={{ rego: "", vehicleMake: "", vehicleModel: "", vehicleYear: "", kms: "", preferredDate: "", preferredContactMethod: "", ...(locations.length ? { locationId: "" } : {}), formItems: {} }}
      what="service booking request"
      label="Book a service"
      submitLabel="Request booking"
      steps={[
        {
          title: "Your vehicle",
          fields: ["locationId", "rego", "vehicleMake", "vehicleModel", "vehicleYear", "kms", "preferredDate", "formItems"],
          content: (
            <>
              <LocationSelect locations={locations} placeholder={placeholderOf(settings)} />
              <RegoField />
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField name="vehicleMake" label="Make" optional placeholder="e.g. Toyota" />
                <TextField name="vehicleModel" label="Model" optional placeholder="e.g. Corolla" />
                <TextField name="vehicleYear" label="Year" optional inputMode="numeric" maxLength={4} placeholder="e.g. 2019" />
              </div>
              <QuickPickField name="kms" label="Odometer" unit="kms" picks={KMS_QUICK_PICKS} optional />
              <TextField name="preferredDate" label="Preferred date" type="date" optional min={today()} />
              <CheckOptionsField legend="What does your vehicle need?" options={SERVICE_OPTIONS} />
            </>
          ),
        },
        {
          title: "Your details",
          fields: [...CONTACT, "preferredContactMethod", "message"],
          content: (
            <>
              <ContactFields />
              <RadioField name="preferredContactMethod" legend="How should we confirm your booking?" options={PREFERRED_CONTACT_METHODS} optional />
              <TextAreaField name="message" label="Comments" optional />
            </>
          ),
        },
      ]}
    />
  );
}

export function PartsForm({ settings, locations }: SiteFormProps) {
  return (
    <LeadForm
      kind="parts"
      settings={settings}
      defaults={{ rego: "", vehicleMake: "", vehicleModel: "", vehicleYear: "", ...(locations.length ? { locationId: "" } : {}) }}
      what="parts enquiry"
      label="Parts enquiry"
      submitLabel="Send enquiry"
      steps={[
        {
          title: "Your enquiry",
          fields: [...CONTACT, "locationId", "rego", "vehicleMake", "vehicleModel", "vehicleYear", "message"],
          content: (
            <>
              <ContactFields />
              <LocationSelect locations={locations} placeholder={placeholderOf(settings)} />
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField name="vehicleMake" label="Make" optional />
                <TextField name="vehicleModel" label="Model" optional />
                <TextField name="vehicleYear" label="Year" optional inputMode="numeric" maxLength={4} />
              </div>
              <RegoField />
              <TextAreaField name="message" label="Which parts or accessories are you after?" optional={!settings.messageRequired} />
            </>
          ),
        },
      ]}
    />
  );
}

export function FleetForm({ settings, locations, dealerships }: SiteFormProps) {
  return (
    <LeadForm
      kind="fleet"
      settings={settings}
      defaults={{ company: "", fleetSize: "", ...(locations.length ? { locationId: "" } : {}), ...(dealerships.length ? { dealershipSlug: "" } : {}) }}
      what="fleet enquiry"
      label="Fleet enquiry"
      submitLabel="Send enquiry"
      steps={[
        {
          title: "Your enquiry",
          fields: ["company", "fleetSize", ...CONTACT, "locationId", "dealershipSlug", "message"],
          content: (
            <>
              <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                <TextField name="company" label="Company" autoComplete="organization" />
                <TextField name="fleetSize" label="Fleet size" optional inputMode="numeric" placeholder="Vehicles" />
              </div>
              <ContactFields />
              <LocationSelect locations={locations} placeholder={placeholderOf(settings)} />
              <DealershipSelect dealerships={dealerships} />
              <TextAreaField name="message" label="Tell us about your fleet's needs" optional={!settings.messageRequired} />
            </>
          ),
        },
      ]}
    />
  );
}

export function SellMyCarForm({ settings, locations, dealerships, priceQuickPicks = [] }: SiteFormProps) {
  return (
    <LeadForm
      kind="sell-my-car"
      settings={settings}
      defaults={{ rego: "", regoState: "", vehicleMake: "", vehicleModel: "", vehicleYear: "", kms: "", askingPrice: "", ...(locations.length ? { locationId: "" } : {}), ...(dealerships.length ? { dealershipSlug: "" } : {}) }}
      what="request to sell your car"
      label="Sell your car"
      submitLabel="Send my car's details"
      steps={[
        {
          title: "Your car",
          fields: ["rego", "regoState", "vehicleMake", "vehicleModel", "vehicleYear", "kms", "askingPrice"],
          content: (
            <>
              <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
                <RegoField />
                <SelectField name="regoState" label="State" optional placeholder="Select" options={REGO_STATES.map((s) => ({ value: s, label: s }))} />
              </div>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField name="vehicleMake" label="Make" placeholder="e.g. Mazda" />
                <TextField name="vehicleModel" label="Model" placeholder="e.g. CX-5" />
                <TextField name="vehicleYear" label="Year" inputMode="numeric" maxLength={4} placeholder="e.g. 2018" />
              </div>
              <QuickPickField name="kms" label="Kilometres" unit="kms" picks={KMS_QUICK_PICKS} optional />
              <QuickPickField name="askingPrice" label="Price you're hoping for" unit="price" picks={priceQuickPicks} optional />
            </>
          ),
        },
        {
          title: "Your details",
          fields: [...CONTACT, "locationId", "dealershipSlug", "message"],
          content: (
            <>
              <ContactFields />
              <LocationSelect locations={locations} placeholder={placeholderOf(settings)} />
              <DealershipSelect dealerships={dealerships} />
              <TextAreaField name="message" label="Comments" optional />
            </>
          ),
        },
      ]}
    />
  );
}
