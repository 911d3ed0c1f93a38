import type { Stay, StayAmenity, StayWindow } from "../../../../shared/stays.ts";
import type { StayInput } from "../api/save-stay.ts";

/** An availability window as the form holds it: the dates and night limits as typed. */
export interface WindowForm {
  from: string;
  to: string;
  min: string;
  max: string;
}

export const NEW_WINDOW: WindowForm = { from: "", to: "", min: "2", max: "14" };

export interface FormState {
  title: string;
  description: string;
  type: string;
  city: string;
  region: string;
  country: string;
  address: string;
  sleeps: string;
  bedrooms: string;
  amenities: StayAmenity[];
  rules: string;
  contribution: string;
  availability: WindowForm[];
  published: boolean;
}

/** The fields the form holds as text. */
export type TextKey = { [K in keyof FormState]: FormState[K] extends string ? K : never }[keyof FormState];

export const EMPTY: FormState = {
  title: "",
  description: "",
  type: "",
  city: "",
  region: "",
  country: "",
  address: "",
  sleeps: "2",
  bedrooms: "1",
  amenities: [],
  rules: "",
  contribution: "",
  availability: [NEW_WINDOW],
  published: false,
};

export const fromStay = (stay: Stay): FormState => ({
  title: stay.title,
  description: stay.description,
  type: stay.type,
  city: stay.city,
  region: stay.region,
  country: stay.country,
  address: stay.address ?? "",
  sleeps: String(stay.sleeps),
  bedrooms: String(stay.bedrooms),
  amenities: stay.amenities,
  rules: stay.rules,
  contribution: stay.nightly_contribution === null ? "" : String(stay.nightly_contribution),
  availability: stay.availability.map((w) => ({
    from: w.from,
    to: w.to,
    min: String(w.min_nights),
    max: String(w.max_nights),
  })),
  published: stay.published,
});

export function toInput(form: FormState): StayInput {
  const windows: StayWindow[] = form.availability
    .filter((w) => w.from && w.to)
    .map((w) => ({ from: w.from, to: w.to, min_nights: Number(w.min), max_nights: Number(w.max) }));
  return {
    title: form.title,
    description: form.description,
    type: form.type,
    city: form.city,
    region: form.region,
    country: form.country,
    address: form.address,
    sleeps: Number(form.sleeps),
    bedrooms: Number(form.bedrooms),
    amenities: form.amenities,
    rules: form.rules,
    nightly_contribution: form.contribution.trim() === "" ? null : Number(form.contribution),
    availability: windows,
    published: form.published,
  };
}
